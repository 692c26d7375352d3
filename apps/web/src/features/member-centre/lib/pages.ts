import { isModuleEnabled, modIds, type ModuleNode } from '@portal/contract/constants';
import type { IconName } from '@/components/icon';

/** The member centre's menu (spec section 2), in the spec's order, by page key. */
export const memberCentrePages = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  // The left menu's VIP entry (inventory 1.6, decision 0062).
  'benefits',
  // Inventory 1.0's extra entry, shown with FEEDBACK3 (decision 0064).
  'feedback',
] as const;
export type MemberCentrePage = (typeof memberCentrePages)[number];

/** The page a panel addressed without a known page opens at (inventory 1.0). */
export const DEFAULT_PAGE: MemberCentrePage = 'securityCenter';

export const pageIcons: Record<MemberCentrePage, IconName> = {
  securityCenter: 'user',
  transferFund: 'wallet',
  depositv2: 'deposit',
  withdraw: 'withdraw',
  transferUpline: 'transfer',
  personalHistoryCopy: 'dice',
  transactionHistory: 'receipt',
  personalProfit: 'chart',
  bonusDetails: 'gift',
  rewardCenter: 'trophy',
  referral: 'users',
  missionLeaderboard: 'fire',
  messageV2: 'mail',
  manualRebate: 'percent',
  benefits: 'crown',
  feedback: 'chat',
};

/**
 * Menu entries the merchant's feature flags switch off (inventory 1.0). A page addressed by its URL
 * still opens and tells the member itself (the deposit page shows its closed mask).
 */
const pageModules: Partial<Record<MemberCentrePage, string>> = {
  depositv2: modIds.deposit,
  withdraw: modIds.withdraw,
  referral: modIds.referral,
  manualRebate: modIds.manualRebate,
  messageV2: modIds.mailCentre,
  feedback: modIds.feedback,
};

/** The page's name: the spec's pages under `memberCentre.pages`, feedback under its own block. */

/** Member-info flags that hide an entry: `toUpline` '0' means the member may not transfer to its upline. */
export function isPageShown(
  page: MemberCentrePage,
  whitelabel: readonly ModuleNode[],
  member: { toUpline: string | null } = { toUpline: null },
): boolean {
  if (page === 'transferUpline' && member.toUpline === '0') return false;
  const modId = pageModules[page];
  return modId === undefined || isModuleEnabled(whitelabel, modId);
}

export const isMemberCentrePage = (value: string | null): value is MemberCentrePage =>
  value !== null && (memberCentrePages as readonly string[]).includes(value);

/**
 * Label keys of pages whose label lives in their own feature's i18n block (`memberCentre.pages.<key>`
 * for the others).
 */
const ownLabelKeys = { benefits: 'vip.title', feedback: 'feedback.title' } as const;
export const pageLabelKey = (page: MemberCentrePage) =>
  page in ownLabelKeys
    ? ownLabelKeys[page as keyof typeof ownLabelKeys]
    : (`memberCentre.pages.${page as Exclude<MemberCentrePage, keyof typeof ownLabelKeys>}` as const);
