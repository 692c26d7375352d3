import { z } from 'zod';
import { localizedInput } from './backoffice-brands.ts';

/**
 * VIP ranks (inventory 1.6, issue 18 item 1, decision 0062): the member's rank and progress, the ladder,
 * benefits, rank rewards (daily, weekly, monthly) and their claims, the rules; the operator's level editor.
 * Money on the wire is in major units.
 */

/** The five measures a level-up or keep-rank condition can use (inventory 1.6). */
export const vipConditionKeys = [
  'monthlyDeposit',
  'totalDeposit',
  'totalDepositCount',
  'monthlyTurnover',
  'totalTurnover',
] as const;
export type VipConditionKey = (typeof vipConditionKeys)[number];
/** Counts, not money. */
export const isVipCountKey = (k: VipConditionKey) => k === 'totalDepositCount';

export const vipConditionType = z.enum(['AND', 'OR']);
export const vipRewardType = z.enum(['DAILY', 'WEEKLY', 'MONTHLY']);
export type VipRewardType = z.infer<typeof vipRewardType>;

const money = z.number().min(0).max(1e10);
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

const conditionInput = z.object({ expected: money.default(0), enabled: z.boolean().default(false) });
const conditionsInput = z.object({
  monthlyDeposit: conditionInput.default({ expected: 0, enabled: false }),
  totalDeposit: conditionInput.default({ expected: 0, enabled: false }),
  totalDepositCount: conditionInput.default({ expected: 0, enabled: false }),
  monthlyTurnover: conditionInput.default({ expected: 0, enabled: false }),
  totalTurnover: conditionInput.default({ expected: 0, enabled: false }),
});
export type VipConditionsInput = z.input<typeof conditionsInput>;
const off = () => ({ expected: 0, enabled: false });
const noConditions = () => ({
  monthlyDeposit: off(),
  totalDeposit: off(),
  totalDepositCount: off(),
  monthlyTurnover: off(),
  totalTurnover: off(),
});

const text = (max: number) => z.string().trim().max(max);
/** One rank reward config (a period's reward of this level): null when the level has none for the period. */
export const vipRewardConfigInput = z.object({
  /** Local time of day (HH:mm) on the period's last day from which the reward can be claimed. */
  unlockTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  announcement: z.object({ TW: text(500).optional(), EN: text(500).optional(), VI: text(500).optional() }),
  bonus: money.default(0),
  points: z.number().int().min(0).max(1e9).default(0),
  requiredDeposit: money.default(0),
  requiredBet: money.default(0),
});
export type VipRewardConfigInput = z.input<typeof vipRewardConfigInput>;

export const vipLevelInput = z
  .object({
    rankLevel: z.number().int().min(1).max(99),
    name: localizedInput(40),
    color: colour,
    color2: colour,
    conditionType: vipConditionType.default('AND'),
    conditions: conditionsInput.default(noConditions),
    /** Null: the rank is kept with no condition (no demotion). */
    keepConditionType: vipConditionType.nullable().default(null),
    keepConditions: conditionsInput.default(noConditions),
    benefits: z.array(localizedInput(120)).max(20).default([]),
    upgradeBonus: money.default(0),
    rewards: z
      .object({
        DAILY: vipRewardConfigInput.nullable().default(null),
        WEEKLY: vipRewardConfigInput.nullable().default(null),
        MONTHLY: vipRewardConfigInput.nullable().default(null),
      })
      .default({ DAILY: null, WEEKLY: null, MONTHLY: null }),
  })
  .refine((l) => l.keepConditionType === null || vipConditionKeys.some((k) => l.keepConditions[k].enabled), {
    path: ['keepConditions'],
    message: 'required',
  })
  .refine((l) => Number.isInteger(l.conditions.totalDepositCount.expected), {
    path: ['conditions', 'totalDepositCount'],
    message: 'integer',
  })
  .refine((l) => Number.isInteger(l.keepConditions.totalDepositCount.expected), {
    path: ['keepConditions', 'totalDepositCount'],
    message: 'integer',
  });
export type VipLevelInput = z.input<typeof vipLevelInput>;

const conditionsValue = z.object(
  Object.fromEntries(
    vipConditionKeys.map((k) => [k, z.object({ expected: z.number(), enabled: z.boolean() })]),
  ) as Record<VipConditionKey, z.ZodObject<{ expected: z.ZodNumber; enabled: z.ZodBoolean }>>,
);
const rewardConfigValue = z.object({
  unlockTime: z.string(),
  announcement: z.record(z.string(), z.string()),
  bonus: z.number(),
  points: z.number(),
  requiredDeposit: z.number(),
  requiredBet: z.number(),
});
export const boVipLevel = z.object({
  id: z.number().int(),
  rankLevel: z.number().int(),
  name: z.record(z.string(), z.string()),
  color: z.string(),
  color2: z.string(),
  conditionType: vipConditionType,
  conditions: conditionsValue,
  keepConditionType: vipConditionType.nullable(),
  keepConditions: conditionsValue,
  benefits: z.array(z.record(z.string(), z.string())),
  upgradeBonus: z.number(),
  rewards: z.object({
    DAILY: rewardConfigValue.nullable(),
    WEEKLY: rewardConfigValue.nullable(),
    MONTHLY: rewardConfigValue.nullable(),
  }),
  members: z.number().int(),
  updatedAt: z.string(),
});
export type BoVipLevel = z.infer<typeof boVipLevel>;
export const vipLevelIdParam = z.object({ id: z.string().regex(/^\d{1,9}$/) });

export const vipRulesInput = z.object({
  TW: text(5000).optional(),
  EN: text(5000).optional(),
  VI: text(5000).optional(),
});
export const boVipRules = z.record(z.string(), z.string());

export const boVipMemberQuery = z.object({ username: z.string().trim().min(1).max(40) });
export const vipHistoryRow = z.object({
  fromLevel: z.number().int(),
  toLevel: z.number().int(),
  reason: z.enum(['PROMOTE', 'DEMOTE']),
  upgradeBonus: z.number(),
  createdAt: z.string(),
});
export const boVipMember = z.object({
  username: z.string(),
  rankLevel: z.number().int(),
  labelName: z.string().nullable(),
  since: z.string().nullable(),
  figures: z.record(z.string(), z.number()),
  history: z.array(vipHistoryRow),
});
export type BoVipMember = z.infer<typeof boVipMember>;

export const boVipClaimsQuery = z.object({
  username: z.string().trim().max(40).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const boVipClaim = z.object({
  id: z.number().int(),
  username: z.string(),
  type: vipRewardType,
  periodKey: z.string(),
  rankLevel: z.number().int(),
  bonusAmount: z.number(),
  pointAmount: z.number(),
  createdAt: z.string(),
});
export const boVipClaimsValue = z.object({ rows: z.array(boVipClaim), total: z.number().int() });

// ---- member calls ----

const conditionProgress = z.object({
  expected: z.number(),
  actual: z.number(),
  /** Y: the condition counts; N: the level does not use it (shown disabled). */
  enabled: z.enum(['Y', 'N']),
});
const conditionsProgress = z.object(
  Object.fromEntries(vipConditionKeys.map((k) => [k, conditionProgress])) as Record<
    VipConditionKey,
    typeof conditionProgress
  >,
);
export type VipConditionsProgress = z.infer<typeof conditionsProgress>;

/** A rank as the member sees it (the member info's clubLabel has the same colours). */
export const vipRank = z.object({
  labelId: z.number().int(),
  labelName: z.string(),
  rankLevel: z.number().int(),
  rankColor: z.string(),
  rankColor2: z.string(),
});
export type VipRank = z.infer<typeof vipRank>;

export const vipProgressValue = z.object({
  /** The member's rank now; null below the first level. */
  current: vipRank.nullable(),
  /**
   * The next level and how far the member is (the original's shape): labelId null at the top rank. The
   * conditions are measured now (monthly ones in the current month of the merchant's time zone).
   */
  playerRankProgress: z.object({
    labelId: z.number().int().nullable(),
    labelName: z.string().nullable(),
    ranklevel: z.number().int().nullable(),
    rankColor: z.string().nullable(),
    rankColor2: z.string().nullable(),
    conditionType: vipConditionType.nullable(),
    condition: conditionsProgress.nullable(),
    /** The current level's keep-rank conditions, measured this month (null: no keep condition). */
    demoteConditionType: vipConditionType.nullable(),
    demoteCondition: conditionsProgress.nullable(),
  }),
  currentProgress: z.object({
    completedConditions: z.number().int(),
    totalExpectedConditions: z.number().int(),
    completedDemoteConditions: z.number().int(),
    totalExpectedDemoteConditions: z.number().int(),
  }),
  /** A level-up the member has not acknowledged yet (the level-up modal, shown once). */
  levelUp: z
    .object({ rankLevel: z.number().int(), labelName: z.string(), benefits: z.array(z.string()) })
    .nullable(),
});
export type VipProgressValue = z.infer<typeof vipProgressValue>;

export const vipLevelsValue = z.object({
  currentPlayerRankLabelId: z.number().int().nullable(),
  levels: z.array(
    vipRank.extend({
      upgradeBonus: z.number(),
      conditionType: vipConditionType,
      condition: conditionsProgress,
    }),
  ),
});
export type VipLevelsValue = z.infer<typeof vipLevelsValue>;

export const vipBenefitsValue = z.array(
  z.object({
    labelId: z.number().int(),
    rankLevel: z.number().int(),
    labelName: z.string(),
    benefits: z.array(z.object({ benefit: z.string(), benefitName: z.string() })),
  }),
);
export type VipBenefitsValue = z.infer<typeof vipBenefitsValue>;

const rewardDetail = z.object({
  type: vipRewardType,
  /** The moment this period's reward unlocks (ISO); claimable from then to `periodEnd`. */
  unlockTime: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** Seconds until `unlockTime` (0 once unlocked): the "remaining unlock time" countdown. */
  remainingSeconds: z.number().int(),
  announcementContent: z.string(),
  claimed: z.boolean(),
  /** Unlocked, not claimed, and both requirements met in the period. */
  claimable: z.boolean(),
  rewards: z.array(
    z.object({
      name: z.string(),
      bonus: z.number(),
      point: z.number(),
      requiredDepositAmount: z.number(),
      requiredBetAmount: z.number(),
      depositAmount: z.number(),
      betAmount: z.number(),
    }),
  ),
});
export type VipRewardDetail = z.infer<typeof rewardDetail>;
export const vipRewardDetailValue = z.object({
  dailyConfig: rewardDetail.nullable(),
  weeklyConfig: rewardDetail.nullable(),
  monthlyConfig: rewardDetail.nullable(),
});
export type VipRewardDetailValue = z.infer<typeof vipRewardDetailValue>;

export const vipClaimRequest = z.object({ type: vipRewardType });
export const vipClaimValue = z.object({
  type: vipRewardType,
  bonusAmount: z.number(),
  pointAmount: z.number(),
});

const day = z.iso.date();
export const vipClaimHistoryQuery = z.object({
  claimDateFrom: day.optional(),
  claimDateTo: day.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(13),
});
export type VipClaimHistoryQuery = z.input<typeof vipClaimHistoryQuery>;
export const vipClaimHistoryValue = z.object({
  content: z.array(
    z.object({
      id: z.number().int(),
      claimDate: z.string(),
      promoName: z.string(),
      type: vipRewardType,
      bonusAmount: z.number(),
      pointAmount: z.number(),
    }),
  ),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
});
export type VipClaimHistoryValue = z.infer<typeof vipClaimHistoryValue>;

export const vipRuleValue = z.object({ content: z.string() });
