import { z } from 'zod';
import { localizedInput } from './backoffice-brands.ts';

/**
 * Sign-in (daily check-in) of the reward centre (issue 16 item 3, inventory 1.4.1, decision 0042): the
 * member calls, the reward centre's counts and the back office's config editor. Money on the wire is in
 * major units.
 */

/** N daily, W weekly (Sunday–Saturday), M monthly, C consecutive days. Sorted C > M > W > N. */
export const signInType = z.enum(['N', 'W', 'M', 'C']);
/** Member information a config may require before any claim (PROFILE_COMPLETE of the rule engine). */
export const signInRequiredInfo = z.enum(['MOBILE_VERIFIED', 'BANK_CARD', 'CONTACT_NUMBER']);
/**
 * CLAIMED; TODAY (this period's reward, not claimed yet); LOCKED (a later day); MISSED (a past day);
 * NONE (a past day before the member registered or the sign-in opened: never offered to this member).
 */
export const signInDayState = z.enum(['CLAIMED', 'TODAY', 'LOCKED', 'MISSED', 'NONE']);

const money = z.number().min(0).max(1e10);
export const signInDayInput = z.object({
  dayNo: z.number().int().min(1).max(31),
  amount: money.default(0),
  pointAmount: z.number().int().min(0).max(1e9).default(0),
  /** Deposit the member needs in the period (N: that business day; W: the week; M: the month; C: the streak). */
  depositAmount: money.default(0),
  /** Valid bet the member needs in the same window. */
  validBetAmount: money.default(0),
});
const localizedText = z.object({
  TW: z.string().max(2000).optional(),
  EN: z.string().max(2000).optional(),
  VI: z.string().max(2000).optional(),
});
export const signInConfigInput = z
  .object({
    type: signInType,
    name: localizedInput(80),
    description: localizedText.default({}),
    noExpiry: z.boolean().default(true),
    startTime: z.iso.datetime({ offset: true }).nullable().default(null),
    endTime: z.iso.datetime({ offset: true }).nullable().default(null),
    enabled: z.boolean().default(true),
    turnoverMultiple: z.number().int().min(0).max(100).default(0),
    requiredInformation: z.array(signInRequiredInfo).max(3).default([]),
    days: z.array(signInDayInput).min(1).max(31),
  })
  .refine(
    (c) => c.noExpiry || (c.startTime && c.endTime && Date.parse(c.endTime) > Date.parse(c.startTime)),
    {
      path: ['endTime'],
      message: 'range',
    },
  )
  .refine((c) => new Set(c.days.map((d) => d.dayNo)).size === c.days.length, {
    path: ['days'],
    message: 'duplicate',
  })
  .refine(
    (c) =>
      c.type !== 'N' ||
      c.days.length === 1 ||
      (c.days.length === 7 && c.days.every((d) => d.dayNo >= 1 && d.dayNo <= 7)),
    {
      path: ['days'],
      message: 'daily: one reward for every day, or seven (Sunday to Saturday)',
    },
  )
  .refine((c) => (c.type !== 'W' && c.type !== 'M') || c.days.length === 1, {
    path: ['days'],
    message: 'weekly and monthly: one reward per period',
  });
export type SignInConfigInput = z.input<typeof signInConfigInput>;

export const signInIdParam = z.object({ id: z.string().regex(/^\d{1,9}$/) });
export const boSignInConfig = z.object({
  id: z.string(),
  type: signInType,
  name: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()),
  noExpiry: z.boolean(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  enabled: z.boolean(),
  turnoverMultiple: z.number(),
  requiredInformation: z.array(signInRequiredInfo),
  days: z.array(
    z.object({
      dayNo: z.number(),
      amount: z.number(),
      pointAmount: z.number(),
      depositAmount: z.number(),
      validBetAmount: z.number(),
    }),
  ),
  claims: z.number(),
});
export const boSignInClaim = z.object({
  id: z.string(),
  username: z.string(),
  configId: z.string(),
  periodKey: z.string(),
  dayNo: z.number(),
  amount: z.number(),
  pointAmount: z.number(),
  createdAt: z.string(),
});

// ---- member calls ----

export const signInConfigItem = z.object({
  configId: z.string(),
  type: signInType,
  name: z.string(),
  description: z.string(),
  noExpiry: z.boolean(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
});
export const loginPromotionValue = z.array(signInConfigItem);
export const loginPromotionHistoryQuery = z.object({ configId: z.string().regex(/^\d{1,9}$/) });
export const signInDay = z.object({
  /** The reward's id for `claimLoginPromotion`: `<configId>-<dayNo>`. */
  id: z.string(),
  dayNo: z.number(),
  dayCount: z.number(),
  /** N and C: the business date (YYYY-MM-DD) the day falls on; W and M: the period's first day. */
  date: z.string(),
  amount: z.number(),
  pointAmount: z.number(),
  depositAmount: z.number(),
  validBetAmount: z.number(),
  hasClaimed: z.boolean(),
  state: signInDayState,
});
export const loginPromotionHistoryValue = z.object({
  configId: z.string(),
  type: signInType,
  name: z.string(),
  description: z.string(),
  /** The current period [start, end) (N: the week shown; W: the week; M: the month; C: today). */
  periodStart: z.string(),
  periodEnd: z.string(),
  requiredInformation: z.array(signInRequiredInfo),
  turnoverMultiple: z.number(),
  list: z.array(signInDay),
  totalClaimedAmount: z.number(),
  totalClaimedPointAmount: z.number(),
  dayCountClaimed: z.number(),
});
export const claimLoginPromotionRequest = z.object({ id: z.string().regex(/^\d{1,9}-\d{1,2}$/) });
export const claimLoginPromotionValue = z.object({
  configId: z.string(),
  dayNo: z.number(),
  amount: z.number(),
  pointAmount: z.number(),
  turnoverMultiple: z.number(),
});
const kind = z.object({ enabled: z.boolean(), count: z.number() });
export const rewardCentreCountsValue = z.object({
  content: z.object({
    LOGIN: kind,
    REGISTER: kind,
    SAVIOR: kind,
    MANUAL: kind,
    RAFFLE: kind,
    TICKET: kind,
    UPGRADE_BONUS: kind,
    MISSION_MANUAL: kind,
    MISSION: kind,
    REFERRAL: kind,
  }),
});
/** The claim errors' values (inventory 1.4.1). */
export interface ClaimDepositRequired {
  accumulatedDepositAmount: number;
  requiredDepositAmount: number;
}
export interface ClaimBetRequired {
  actualBet: number;
  requiredValidBet: number;
}
export interface RequiredInformationIncomplete {
  requiredInformation: z.infer<typeof signInRequiredInfo>[];
}

export type SignInType = z.infer<typeof signInType>;
export type SignInConfigItem = z.infer<typeof signInConfigItem>;
export type LoginPromotionHistoryValue = z.infer<typeof loginPromotionHistoryValue>;
export type SignInDay = z.infer<typeof signInDay>;
export type ClaimLoginPromotionValue = z.infer<typeof claimLoginPromotionValue>;
export type RewardCentreCountsValue = z.infer<typeof rewardCentreCountsValue>;
export type BoSignInConfig = z.infer<typeof boSignInConfig>;
export type BoSignInClaim = z.infer<typeof boSignInClaim>;

/**
 * `getPromoReward` (inventory 1.4.1, DISPTOTPROMEARN3; decision 0052): everything rewards gave the member,
 * cash bonuses in major units and points.
 */
export const promoRewardValue = z.object({ totalAmount: z.number(), totalPoint: z.number().int() });
export type PromoRewardValue = z.infer<typeof promoRewardValue>;
