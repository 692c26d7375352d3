/**
 * Constants and pure helpers of the contract that carry no zod: the web app's eagerly loaded code imports
 * them from `@portal/contract/constants` so the home page bundle stays without the schema library.
 */

/** Game categories of spec section 3 plus the in-house category, in menu order. */
export const gameTypes = [
  'ELOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
  'INHOUSE',
] as const;
export type GameType = (typeof gameTypes)[number];

export function isGameType(value: unknown): value is GameType {
  return typeof value === 'string' && (gameTypes as readonly string[]).includes(value);
}

/** Category route of the web app for each game type (spec section 2 route table). */
export const gameTypeRoutes: Record<GameType, string> = {
  ELOTT: '/elott',
  LIVE: '/live',
  SPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  ESPORTS: '/esports',
  COCKFIGHT: '/cockfight',
  INHOUSE: '/inhouse',
};

export const DEFAULT_GAME_PAGE_SIZE = 42;

/**
 * The merchant's business time zone: its days bound the personal P&L, "once a day" promotions and the
 * withdrawal window (the demo merchant is in Taipei, UTC+8 all year).
 */
export const BUSINESS_TIME_ZONE = 'Asia/Taipei';

/** The platform's own lottery, listed in the catalog as these vendors (LOTT and ELOTT games, Vietnam). */
export const lotteryVendors = ['LOTT', 'TCG_LOTTO_VN'] as const;

/** Announcement types (spec section 9): B banners, PL player notices (marquee), PU popup, PR promotion, H help notice. */
export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];
/** What staff may write: the player site's types and AG, agent announcements shown only in the agent centre. */
export const staffAnnouncementTypes = [...announcementTypes, 'AG'] as const;

/** Banner groups the spec names, one per route family. */
export const bannerGroups = [
  'w_home',
  'w_reg',
  'w_hot',
  'w_shop',
  'w_promotion',
  'w_help',
  'w_down',
] as const;
export type BannerGroup = (typeof bannerGroups)[number];

/** A node of the whitelabel module tree (`/wps/system/whitelabel`): one feature flag and what it gates. */
export interface ModuleNode {
  modId: string;
  enabled: boolean;
  childrenNodes: ModuleNode[];
}

/**
 * Feature flags of spec section 9 and the modules they gate, by the mod ids the original portal uses
 * where known (docs/decisions/0004-demo-catalog.md).
 */
export const modIds = {
  directRegistration: 'DIRECTREG3',
  usernameRegistration: 'REG3',
  mobileRegistration: 'MOBILENUMREG3',
  smsVerification: 'SMSVERIF3',
  mobilePasswordRegistration: 'MOBILEPWDREG3',
  freePlay: 'FREEPLAY3',
  forcedPasswordExpiryChange: 'PWDEXPFORCECHANGE3',
  mobileCodeLogin: 'MOBILEVERCODELOGIN3',
  forgotPasswordByPhone: 'CHNGPASSVERIF3',
  loginIpVerification: 'LOGINIPVERF3',
  goHomeAfterLogin: 'GOHOMEAFTERLOGIN3',
  agentCentre: 'AGENTCEN3',
  /** Agent centre entries (inventory 2.0), children of AGENTCEN3 (decision 0053). */
  registerCentre: 'REGCEN',
  teamManagement: 'DOWNMAN',
  teamBetting: 'TEAMBETTING3',
  teamProfitLoss: 'AGETEAMPNL3',
  agentIncome: 'AGEREV3',
  luckyBags: 'AGENTRANSMULTDOWN3',
  manualDailySalary: 'DAYSALMR',
  referral: 'REFERRAL',
  contracts: 'DIVIDEND',
  dailySalary: 'DAYSAL',
  hourlySalary: 'HOURSAL3',
  realTimeSalary: 'REALTIMESAL3',
  deposit: 'DEPOSIT',
  withdraw: 'WITHDRAW',
  points: 'PTSYS3',
  manualRebate: 'MANPLAYREB3',
  /** The reward centre shows the member's total promotion earnings (inventory 1.4.1). */
  totalPromoEarnings: 'DISPTOTPROMEARN3',
  /** Messages (inventory 1.5.1, decision 0060): the centre, and inbox, outbox and send under it. */
  mailCentre: 'MAILCEN',
  inbox: 'INBOX3',
  outbox: 'OUTBOX3',
  sendMail: 'SENDMAIL3',
  /** Feedback page of the member centre (inventory 1.5.2, decision 0064). */
  feedback: 'FEEDBACK3',
  googleLogin: 'GOOGLELOGIN3',
  facebookLogin: 'FACEBOOKLOGIN3',
} as const;
export type ModId = (typeof modIds)[keyof typeof modIds];

/** Finds a module anywhere in the tree; a child counts as enabled only when every ancestor is. */
export function isModuleEnabled(tree: readonly ModuleNode[], modId: string): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled;
    if (node.enabled && isModuleEnabled(node.childrenNodes, modId)) return true;
  }
  return false;
}

/**
 * Mobile registration asks for a password when the merchant says so (MOBILEPWDREG3), and also when no
 * way in without one is open (SMS login or set password by phone): an account nobody can log in to is
 * never made (decision 0024).
 */
export function mobileRegistrationAsksPassword(tree: readonly ModuleNode[]): boolean {
  return (
    isModuleEnabled(tree, modIds.mobilePasswordRegistration) ||
    !(isModuleEnabled(tree, modIds.mobileCodeLogin) || isModuleEnabled(tree, modIds.forgotPasswordByPhone))
  );
}

/** Types of the account record's rows (ledger transfer types a member sees). */
export const transactionTypes = [
  'deposit',
  'deposit_fee',
  'deposit_rebate',
  'withdraw_reserve',
  'withdraw_post',
  'withdraw_void',
  'bet',
  'win',
  'rollback',
  'upline_transfer',
  'wallet_transfer',
  'bonus',
  'bonus_release',
  'lottery_bet',
  'lottery_win',
  'lottery_rebate',
  'lottery_cancel',
  'adjustment',
  'trial_grant',
  /** The cash part of a points-plus-cash redemption in the points mall, and its refund (decision 0039). */
  'points_cash',
  /** Agent tree (decisions 0053 to 0056): an agent's transfer to a downline, agent income, a member's own rebate. */
  'downline_transfer',
  'agent_rebate',
  'dividend',
  'daily_salary',
  'hourly_salary',
  'realtime_salary',
  'game_rebate',
  /** A rebate taken back when its bet was rolled back or re-settled for less (decision 0058). */
  'agent_rebate_clawback',
  'game_rebate_clawback',
  /** A bonus taken back: a referral betting rebate whose round was rolled back after payment (decision 0063). */
  'bonus_clawback',
] as const;
export type TransactionType = (typeof transactionTypes)[number];
