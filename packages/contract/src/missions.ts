import { z } from 'zod';
import { localizedInput } from './backoffice-brands.ts';

/** Missions (issue 16 item 5, decision 0040): the member calls and the back office's mission editor. */

export const missionConditionKind = z.enum([
  'DEPOSIT_AMOUNT',
  'DEPOSIT_COUNT',
  'VALID_BET',
  'BET_COUNT',
  'NET_LOSS',
  'PROFIT_MULTIPLIER',
  'PROFILE_COMPLETE',
  'INVITED_FRIENDS',
]);
/**
 * Member information the rule engine's PROFILE_COMPLETE counts (missions, newbie tasks): the one list the
 * server's measure (`rewards/conditions.ts`) and every editor use.
 */
export const memberProfileField = z.enum([
  'MOBILE_VERIFIED',
  'BANK_CARD',
  'EMAIL',
  'PAYEE_NAME',
  'BIRTHDAY',
  'ADDRESS',
  'AVATAR',
  'NICKNAME',
  'CONTACT_NUMBER',
  'QQ',
  'LINE',
  'WHATSAPP',
  'ZALO',
  'FACEBOOK',
  'WECHAT',
  'ID_NUMBER',
]);
export type MemberProfileField = z.infer<typeof memberProfileField>;
export const missionProfileField = memberProfileField;
export const leaderboardMetric = z.enum(['VALID_BET', 'DEPOSIT_AMOUNT', 'BET_COUNT', 'PROFIT_MULTIPLIER']);
/** O ongoing, U upcoming (coming soon), F finished (closed): spec section 4 activity statuses. */
export const missionStatus = z.enum(['O', 'U', 'F']);
/** A: claimed; I: incomplete; C: claimable; E: expired (inventory 1.4.3). */
export const missionClaimState = z.enum(['A', 'I', 'C', 'E']);

const code = z.string().trim().min(1).max(40);
/**
 * One condition as staff write it: `target` in major units for money kinds, a ratio (2.5) for
 * PROFIT_MULTIPLIER, a count otherwise (PROFILE_COMPLETE: the fields listed). `window`: MISSION (the
 * mission's period, the default), FIRST (from the first deposit), HISTORY (all time).
 */
export const missionConditionInput = z.object({
  kind: missionConditionKind,
  target: z.number().min(0).max(1e12),
  gameTypes: z.array(code).max(20).optional(),
  vendors: z.array(code).max(50).optional(),
  fields: z.array(missionProfileField).max(9).optional(),
  window: z.enum(['MISSION', 'FIRST', 'HISTORY']).default('MISSION'),
});
export type MissionConditionInput = z.infer<typeof missionConditionInput>;

const money = z.number().min(0).max(1e10);
export const missionMilestoneInput = z.object({
  name: localizedInput(80),
  conditions: z.array(missionConditionInput).min(1).max(8),
  bonusAmount: money.default(0),
  turnoverMultiple: z.number().int().min(0).max(100).default(0),
  pointAmount: z.number().int().min(0).max(1e9).default(0),
});
export const missionPrizeInput = z.object({
  rank: z.number().int().min(1).max(100),
  bonusAmount: money.default(0),
  turnoverMultiple: z.number().int().min(0).max(100).default(0),
  pointAmount: z.number().int().min(0).max(1e9).default(0),
});
export const missionInput = z
  .object({
    title: localizedInput(120),
    rules: z
      .object({
        TW: z.string().max(5000).optional(),
        EN: z.string().max(5000).optional(),
        VI: z.string().max(5000).optional(),
      })
      .default({}),
    startTime: z.iso.datetime({ offset: true }),
    endTime: z.iso.datetime({ offset: true }),
    claimDays: z.number().int().min(0).max(90).default(7),
    enabled: z.boolean().default(true),
    ranked: z.boolean().default(false),
    leaderboardMetric: leaderboardMetric.nullable().default(null),
    leaderboardGameTypes: z.array(code).max(20).default([]),
    leaderboardVendors: z.array(code).max(50).default([]),
    leaderboardSize: z.number().int().min(1).max(100).default(10),
    prizes: z.array(missionPrizeInput).max(100).default([]),
    milestones: z.array(missionMilestoneInput).max(20),
  })
  .refine((m) => Date.parse(m.endTime) > Date.parse(m.startTime), { path: ['endTime'], message: 'range' })
  .refine((m) => !m.ranked || m.leaderboardMetric !== null, {
    path: ['leaderboardMetric'],
    message: 'required',
  });
export type MissionInput = z.infer<typeof missionInput>;

export const missionIdParam = z.object({ id: z.string().regex(/^\d{1,9}$/) });
export const boMission = z.object({
  id: z.string(),
  title: z.record(z.string(), z.string()),
  rules: z.record(z.string(), z.string()),
  startTime: z.string(),
  endTime: z.string(),
  claimDays: z.number(),
  enabled: z.boolean(),
  status: missionStatus,
  ranked: z.boolean(),
  leaderboardMetric: leaderboardMetric.nullable(),
  leaderboardGameTypes: z.array(z.string()),
  leaderboardVendors: z.array(z.string()),
  leaderboardSize: z.number(),
  prizes: z.array(
    z.object({
      rank: z.number(),
      bonusAmount: z.number(),
      turnoverMultiple: z.number(),
      pointAmount: z.number(),
    }),
  ),
  milestones: z.array(
    z.object({
      id: z.string(),
      name: z.record(z.string(), z.string()),
      conditions: z.array(missionConditionInput),
      bonusAmount: z.number(),
      turnoverMultiple: z.number(),
      pointAmount: z.number(),
    }),
  ),
  claims: z.number(),
});
export const boMissionClaim = z.object({
  id: z.string(),
  username: z.string(),
  milestoneId: z.string().nullable(),
  rank: z.number().nullable(),
  bonusAmount: z.number(),
  pointAmount: z.number(),
  createdAt: z.string(),
});

// ---- member calls ----

export const missionSummaryQuery = z.object({
  status: missionStatus.default('O'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(5),
});
export const missionSummary = z.object({
  missionId: z.string(),
  title: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: missionStatus,
  ranked: z.enum(['Y', 'N']),
  totalCompleted: z.number(),
  totalMilestones: z.number(),
  claimable: z.number(),
});
export const missionSummaryValue = z.object({
  claimStatus: z.enum(['Y', 'N']),
  claimableCount: z.number(),
  list: z.array(missionSummary),
  totalCount: z.number(),
});
export const missionQuery = z.object({ missionId: z.string().regex(/^\d{1,9}$/) });
export const missionReward = z.object({
  bonusAmount: z.number(),
  pointAmount: z.number(),
  turnoverMultiple: z.number(),
});
export const missionConditionProgress = z.object({
  condition: missionConditionKind,
  actual: z.number(),
  target: z.number(),
  met: z.boolean(),
});
export const missionMilestonesValue = z.object({
  missionId: z.string(),
  status: missionStatus,
  list: z.array(
    z.object({
      milestoneId: z.string(),
      name: z.string(),
      required: z.literal('Y'),
      conditions: z.array(missionConditionProgress),
      rewards: missionReward,
      status: missionClaimState,
    }),
  ),
});
const boardRow = z.object({
  rank: z.number(),
  customerName: z.string(),
  iconId: z.string().nullable(),
  value: z.number(),
  reward: missionReward.nullable(),
});
export const missionLeaderboardValue = z.object({
  missionId: z.string(),
  ranked: z.enum(['Y', 'N']),
  condition: leaderboardMetric.nullable(),
  status: missionStatus,
  endTime: z.string(),
  list: z.array(boardRow),
  self: z.object({
    rank: z.number().nullable(),
    customerName: z.string(),
    iconId: z.string().nullable(),
    value: z.number(),
    reward: missionReward.nullable(),
    claimStatus: missionClaimState,
  }),
});
export const missionClaimRequest = z.object({
  missionId: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional(),
  milestoneId: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional(),
  claimLeaderboard: z.enum(['Y', 'N']).default('N'),
});
export const missionClaimValue = z.object({
  claimed: z.number(),
  bonusAmount: z.number(),
  pointAmount: z.number(),
  rewards: z.array(z.object({ name: z.string(), bonusAmount: z.number(), pointAmount: z.number() })),
});
export const missionRulesValue = z.object({
  missionId: z.string(),
  title: z.string(),
  rules: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});
export const missionCountValue = z.object({ count: z.number() });

export type MissionSummaryValue = z.infer<typeof missionSummaryValue>;
export type MissionMilestonesValue = z.infer<typeof missionMilestonesValue>;
export type MissionLeaderboardValue = z.infer<typeof missionLeaderboardValue>;
export type MissionRulesValue = z.infer<typeof missionRulesValue>;
export type MissionClaimValue = z.infer<typeof missionClaimValue>;
export type MissionClaimRequest = z.input<typeof missionClaimRequest>;
export type MissionCountValue = z.infer<typeof missionCountValue>;
export type BoMission = z.infer<typeof boMission>;
export type BoMissionClaim = z.infer<typeof boMissionClaim>;
