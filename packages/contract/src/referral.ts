import { z } from 'zod';
import { gameTypes } from './constants.ts';
import { serialId } from './bounds.ts';

/**
 * Invite friends (`referral`, inventory 1.7, decision 0063): each member's referral code and invite link,
 * friends who registered through it and qualify by their first approved deposit, and the four incomes
 * (invitation reward, achievement tiers, deposit rebate, betting rebate), each paid by one ledger transfer.
 * Money on the wire is major units; rates are basis points (1 bp = 0.01%).
 */

export const referralIncomeKinds = ['INVITATION', 'ACHIEVEMENT', 'DEPOSIT', 'BETTING'] as const;
export type ReferralIncomeKind = (typeof referralIncomeKinds)[number];

/** At most this many achievement tiers. */
export const REFERRAL_TIERS_MAX = 20;
/** Referral codes: letters and digits, as generated (8 characters) or as typed in a link. */
export const referralCodePattern = /^[A-Za-z0-9]{4,32}$/;

const money = z.number().min(0).max(1e9).multipleOf(0.01);
const rateBp = z.number().int().min(0).max(10_000);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const localizedText = z.object({
  TW: z.string().trim().max(5000).default(''),
  EN: z.string().trim().max(5000).default(''),
  VI: z.string().trim().max(5000).default(''),
});

/** One achievement tier: this many invited friends, this many of them depositing, pays `bonus` once. */
export const referralTier = z.object({
  id: serialId,
  invitedTarget: z.number().int().min(1).max(100_000),
  depositTarget: z.number().int().min(0).max(100_000),
  bonus: money.refine((v) => v > 0, 'positive'),
});
export type ReferralTier = z.infer<typeof referralTier>;

const host = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9.-]+(:\d{1,5})?$/)
  .max(253);

/** The program's settings (back office). */
export const referralSettingsInput = z
  .object({
    invitationRewardEnabled: z.boolean(),
    /** Paid to the referrer once per friend, when the friend's first deposit is approved. */
    invitationReward: money,
    achievementEnabled: z.boolean(),
    tiers: z.array(referralTier).max(REFERRAL_TIERS_MAX),
    depositRebateEnabled: z.boolean(),
    /** Share of every approved deposit of a friend. */
    depositRebateBp: rateBp,
    bettingRebateEnabled: z.boolean(),
    /** Share of friends' valid bets per game category, paid for each finished business day. */
    bettingRebateBp: z.partialRecord(z.enum(gameTypes), rateBp),
    /** Hosts of the merchant's domains for invite links; empty: its promotion domains, else its main domain. */
    promotionDomains: z.array(host).max(20),
    rules: localizedText,
  })
  .superRefine((v, ctx) => {
    const ids = new Set<number>();
    v.tiers.forEach((tier, i) => {
      if (ids.has(tier.id)) ctx.addIssue({ code: 'custom', path: ['tiers', i, 'id'], message: 'duplicate' });
      if (tier.depositTarget > tier.invitedTarget)
        ctx.addIssue({ code: 'custom', path: ['tiers', i, 'depositTarget'], message: 'above invited' });
      ids.add(tier.id);
    });
  });
export type ReferralSettingsInput = z.input<typeof referralSettingsInput>;
export type ReferralSettings = z.output<typeof referralSettingsInput>;

export const referralSettingsValue = z.object({
  settings: referralSettingsInput,
  /** The merchant's domains an invite link may use. */
  domains: z.array(z.object({ host: z.string(), kind: z.enum(['MAIN', 'PROMOTION']) })),
});
export type ReferralSettingsValue = z.infer<typeof referralSettingsValue>;

/** `getReferralDetails`: my code, my links and which incomes are on. */
export const referralDetailsValue = z.object({
  referralCode: z.string(),
  /** `https://<domain>/register?referralCode=<code>` (the domain picked at random from the promotion domains). */
  inviteLink: z.string(),
  /** The simplified form: `https://<domain>/register?r=<code>`. */
  simplifiedLink: z.string(),
  promotionDomains: z.array(z.string()),
  invitationRewardEnabled: z.boolean(),
  achievementEnabled: z.boolean(),
  depositRebateEnabled: z.boolean(),
  bettingRebateEnabled: z.boolean(),
});
export type ReferralDetailsValue = z.infer<typeof referralDetailsValue>;

const incomeFigures = z.object({
  invitationAmount: z.number(),
  invitationCountMember: z.number().int(),
  achievementAmount: z.number(),
  achievementCountMember: z.number().int(),
  depositRebateAmount: z.number(),
  depositCountMember: z.number().int(),
  totalBetRebateAmount: z.number(),
  bettingCountMember: z.number().int(),
  totalAmount: z.number(),
});
export type ReferralIncomeFigures = z.infer<typeof incomeFigures>;

/** `getMyIncomeOverview` / `getReferralMyIncome`: friends, and income in all and today (business day). */
export const referralOverviewValue = z.object({
  memberCount: z.number().int(),
  memberQualifiedCount: z.number().int(),
  total: incomeFigures,
  today: incomeFigures,
  totalAmountToday: z.number(),
});
export type ReferralOverviewValue = z.infer<typeof referralOverviewValue>;

/** Ranking (top 3) and the recent rewards ticker: names masked. */
export const referralBoardValue = z.object({
  ranking: z.array(z.object({ customerName: z.string(), totalAmount: z.number() })),
  recentRewards: z.array(
    z.object({ customerName: z.string(), bonus: z.number(), kind: z.enum(referralIncomeKinds) }),
  ),
});
export type ReferralBoardValue = z.infer<typeof referralBoardValue>;

/** The program before login (`friendOverviewBeforeLogin`): what one can earn, the board, the rules. */
export const referralProgramValue = referralBoardValue.extend({
  open: z.boolean(),
  invitationRewardEnabled: z.boolean(),
  invitationReward: z.number(),
  achievementEnabled: z.boolean(),
  tiers: z.array(
    z.object({ invitedTarget: z.number().int(), depositTarget: z.number().int(), bonus: z.number() }),
  ),
  depositRebateEnabled: z.boolean(),
  depositRebateBp: z.number().int(),
  bettingRebateEnabled: z.boolean(),
  /** Only the categories with a rate above 0. */
  bettingRebateBp: z.array(z.object({ gameType: z.enum(gameTypes), rateBp: z.number().int() })),
  rules: z.string(),
});
export type ReferralProgramValue = z.infer<typeof referralProgramValue>;

const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(13),
};

/** `getReferralList` (invite list): INVITED friends have made their first deposit; INCOMPLETE not yet. */
export const referralInviteQuery = z.object({
  status: z.enum(['ALL', 'INVITED', 'INCOMPLETE']).default('ALL'),
  ...paging,
});
export type ReferralInviteQuery = z.input<typeof referralInviteQuery>;

/** `getInviteList` (friend list): status A all / T qualified / F not; dateType R registration / D first deposit. */
export const referralFriendQuery = z
  .object({
    startDate: day.optional(),
    endDate: day.optional(),
    status: z.enum(['A', 'T', 'F']).default('A'),
    dateType: z.enum(['R', 'D']).default('R'),
    ...paging,
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    path: ['endDate'],
    message: 'before start',
  });
export type ReferralFriendQuery = z.input<typeof referralFriendQuery>;

export const referralFriend = z.object({
  username: z.string(),
  registerTime: z.string(),
  firstDepositTime: z.string().nullable(),
  firstDepositAmount: z.number().nullable(),
  qualified: z.boolean(),
});
export type ReferralFriend = z.infer<typeof referralFriend>;
export const referralFriendsValue = z.object({
  content: z.array(referralFriend),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
});
export type ReferralFriendsValue = z.infer<typeof referralFriendsValue>;

/** The records tabs: one income kind, a business-day range, sort by time or bonus. */
export const referralRecordQuery = z
  .object({
    kind: z.enum(referralIncomeKinds),
    startDate: day.optional(),
    endDate: day.optional(),
    sort: z.enum(['time:desc', 'time:asc', 'bonus:desc', 'bonus:asc']).default('time:desc'),
    ...paging,
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    path: ['endDate'],
    message: 'before start',
  });
export type ReferralRecordQuery = z.input<typeof referralRecordQuery>;

export const referralRecord = z.object({
  id: z.string(),
  kind: z.enum(referralIncomeKinds),
  time: z.string(),
  /** The friend behind it (invitation, deposit); null for achievements and betting rebates. */
  referredName: z.string().nullable(),
  /** The deposit (DEPOSIT) or the valid bets (BETTING) the rate applied to; null otherwise. */
  baseAmount: z.number().nullable(),
  rateBp: z.number().int().nullable(),
  gameCategory: z.enum(gameTypes).nullable(),
  /** The business day a betting rebate is for. */
  day: z.string().nullable(),
  /** Negative for a betting rebate taken back (a round of that day cancelled after payment, decision 0063). */
  bonus: z.number(),
});
export type ReferralRecord = z.infer<typeof referralRecord>;
export const referralRecordsValue = z.object({
  content: z.array(referralRecord),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
});
export type ReferralRecordsValue = z.infer<typeof referralRecordsValue>;

/** `getAchievementPromo`: each tier with my figures and its claim status. */
export const referralAchievementsValue = z.object({
  enabled: z.boolean(),
  currentUsers: z.number().int(),
  depositUsers: z.number().int(),
  tiers: z.array(
    z.object({
      configId: z.number().int(),
      section: z.number().int(),
      target: z.number().int(),
      depositTarget: z.number().int(),
      bonusAmount: z.number(),
      claimStatus: z.enum(['CLAIMED', 'CLAIMABLE', 'LOCKED']),
    }),
  ),
});
export type ReferralAchievementsValue = z.infer<typeof referralAchievementsValue>;

export const referralClaimRequest = z.object({ configId: serialId });
export const referralClaimValue = z.object({ bonus: z.number() });

/** `getReferralRules`: the rules text in the request's language. */
export const referralRulesValue = z.object({ content: z.string() });

/** Back office: the referrers report. */
export const boReferralReportQuery = z.object({
  username: z.string().trim().max(64).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const boReferralReportValue = z.object({
  rows: z.array(
    z.object({
      referrer: z.string(),
      referralCode: z.string().nullable(),
      friends: z.number().int(),
      qualified: z.number().int(),
      invitation: z.number(),
      achievement: z.number(),
      deposit: z.number(),
      betting: z.number(),
      paid: z.number(),
    }),
  ),
  total: z.number().int(),
  totals: z.object({ friends: z.number().int(), qualified: z.number().int(), paid: z.number() }),
});
export type BoReferralReportValue = z.infer<typeof boReferralReportValue>;
export const boReferralRunValue = z.object({
  qualified: z.number().int(),
  rewards: z.number().int(),
  amount: z.number(),
});
