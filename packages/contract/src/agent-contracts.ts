import { z } from 'zod';
import { INT4_MAX, serialId } from './bounds.ts';

/**
 * Agent contracts (issue 17 items 3-4, inventory 2.1.10-2.1.14 and 2.2, decision 0056): dividend and
 * salary contracts an upline offers to a direct downline agent. Amounts on the wire are major units,
 * rates are percents with at most two decimals (stored as basis points). Status codes are the
 * original's: P pending, A signed, E pending edit, C cancelled, V termination requested, R not signed.
 */

export const contractKinds = ['DIVIDEND', 'DAILY', 'MR_DAILY', 'HOURLY', 'REALTIME'] as const;
export type ContractKind = (typeof contractKinds)[number];
export const contractStatuses = ['P', 'A', 'E', 'C', 'V', 'R'] as const;
export type ContractStatus = (typeof contractStatuses)[number];
/** Product types a contract is for: LOTT is the platform lottery, the others game categories. */
export const contractProducts = [
  'LOTT',
  'ELOTT',
  'RNG',
  'LIVE',
  'SPORTS',
  'FISH',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
] as const;
export type ContractProduct = (typeof contractProducts)[number];
/** Dividend computation periods: D daily, W weekly (Sunday-Saturday), H semi-monthly, M monthly. */
export const dividendPeriods = ['D', 'W', 'H', 'M'] as const;
/** Hourly salary frequencies: H every hour, BH every half hour. */
export const hourlyFrequencies = ['H', 'BH'] as const;

const amount = z.number().min(0).max(1e12).multipleOf(0.01);
const percent = z.number().min(0).max(100).multipleOf(0.01);
const members = z.number().int().min(0).max(100_000);

export const dividendTier = z.object({
  /** Period valid bet ≥. */
  minimumBet: amount,
  /** Period net loss (team P&L for the house, after carry-forward) ≥. */
  netLoss: amount,
  /** Month-to-date valid bet ≥, only when the contract's periodicTotalBetRequired is 'Y'. */
  periodicTotalBet: amount.optional(),
  activeMember: members,
  /** Percent of the net loss. */
  contractRate: percent,
});
export const salaryTier = z.object({
  /** Team bet volume of the day ≥. */
  betVolume: amount,
  activeMember: members,
  /** P: percent of the bet volume; F: a fixed amount. */
  rate: z.number().min(0).max(1e12).multipleOf(0.01),
  rateType: z.enum(['P', 'F']),
});
export const hourlyTier = z.object({
  /** Team bet volume of the hour (half hour) ≥. */
  minimumBet: amount,
  activeMember: members,
  rate: z.number().min(0).max(1e12).multipleOf(0.01),
  rateType: z.enum(['P', 'F']),
});
export const realtimeTier = z.object({
  /** Single bet ≥. */
  betAmount: amount,
  /** Percent of the bet when the player lost the round. */
  lossRate: percent,
  /** Percent of the bet when the player won the round. */
  winRate: percent,
});
export type DividendTier = z.infer<typeof dividendTier>;
export type SalaryTier = z.infer<typeof salaryTier>;
export type HourlyTier = z.infer<typeof hourlyTier>;
export type RealtimeTier = z.infer<typeof realtimeTier>;

const tiers = <T extends z.ZodType>(t: T) => z.array(t).min(1).max(20);

/**
 * "Setting value in level must be higher than previous level" (inventory 2.1.10): per kind, the tier fields
 * that must rise strictly from one tier to the next, and those that must not fall. Salary tiers keep one
 * rate type. The server refuses terms that break it; the back office's tier table shows it inline.
 */
export const tierOrder: Record<ContractKind, { strict: readonly string[]; rising: readonly string[] }> = {
  DIVIDEND: {
    strict: ['minimumBet', 'contractRate'],
    rising: ['netLoss', 'periodicTotalBet', 'activeMember'],
  },
  DAILY: { strict: ['betVolume', 'rate'], rising: ['activeMember'] },
  MR_DAILY: { strict: ['betVolume', 'rate'], rising: ['activeMember'] },
  HOURLY: { strict: ['minimumBet', 'rate'], rising: ['activeMember'] },
  REALTIME: { strict: ['betAmount'], rising: ['lossRate', 'winRate'] },
};

/** Each tier (index) and field that is not above the previous tier's, by `tierOrder`; none when in order. */
export function tierOrderProblems(
  kind: ContractKind,
  tiers: readonly Record<string, unknown>[],
): { index: number; field: string }[] {
  const { strict, rising } = tierOrder[kind];
  const out: { index: number; field: string }[] = [];
  for (let i = 1; i < tiers.length; i++) {
    const prev = tiers[i - 1]!;
    const cur = tiers[i]!;
    if (cur.rateType !== prev.rateType) out.push({ index: i, field: 'rateType' });
    for (const k of strict) if (!(Number(cur[k]) > Number(prev[k]))) out.push({ index: i, field: k });
    for (const k of rising)
      if (cur[k] !== undefined && prev[k] !== undefined && Number(cur[k]) < Number(prev[k]))
        out.push({ index: i, field: k });
  }
  return out;
}

/**
 * Carry-forward (dividends): 0 none; 1 loss carry-forward (a negative period base carries into the
 * next); 2 as 1 but reset at each calendar month; 3 P&L carry-forward (any unpaid base carries).
 */
export const carryForwardModes = [0, 1, 2, 3] as const;
/** Which share (percent) of the team's deposit fees and promotions the agent bears in its net loss. */
export const costBearing = z.object({ depositFee: percent, promotion: percent });

export const dividendTerms = z.object({
  kind: z.literal('DIVIDEND'),
  product: z.enum(contractProducts),
  period: z.enum(dividendPeriods),
  periodicTotalBetRequired: z.enum(['Y', 'N']).default('N'),
  carryForward: z.number().int().min(0).max(3).default(0),
  costBearing: costBearing.default({ depositFee: 0, promotion: 0 }),
  tiers: tiers(dividendTier),
});
export const dailyTerms = z.object({
  kind: z.enum(['DAILY', 'MR_DAILY']),
  product: z.enum(contractProducts),
  tiers: tiers(salaryTier),
});
export const hourlyTerms = z.object({
  kind: z.literal('HOURLY'),
  product: z.enum(contractProducts),
  period: z.enum(hourlyFrequencies),
  tiers: tiers(hourlyTier),
});
export const realtimeTerms = z.object({
  kind: z.literal('REALTIME'),
  product: z.literal('LOTT'),
  tiers: tiers(realtimeTier),
});
export const contractTerms = z.discriminatedUnion('kind', [
  dividendTerms,
  dailyTerms,
  hourlyTerms,
  realtimeTerms,
]);
export type ContractTerms = z.infer<typeof contractTerms>;

/** An offer to a direct downline agent (upline side) or to a root agent (back office). */
export const contractOfferRequest = z.object({ agentId: serialId, terms: contractTerms });
export type ContractOfferRequest = z.infer<typeof contractOfferRequest>;
export const contractModifyRequest = z.object({
  contractId: z.coerce.number().int().min(1),
  terms: contractTerms,
});
export const contractIdRequest = z.object({ contractId: z.coerce.number().int().min(1) });

export const contractHistoryEntry = z.object({
  fromStatus: z.enum(contractStatuses).nullable(),
  toStatus: z.enum(contractStatuses),
  actor: z.string(),
  note: z.string().nullable(),
  at: z.string(),
});
export const contractView = z.object({
  id: z.number().int(),
  agentId: z.number().int(),
  username: z.string(),
  uplineId: z.number().int().nullable(),
  kind: z.enum(contractKinds),
  product: z.string(),
  period: z.string(),
  status: z.enum(contractStatuses),
  terms: contractTerms,
  replacesId: z.number().int().nullable(),
  createdAt: z.string(),
  signedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type ContractView = z.infer<typeof contractView>;
export const contractListValue = z.object({ contracts: z.array(contractView) });
export const contractDetailValue = z.object({
  contract: contractView,
  history: z.array(contractHistoryEntry),
});
/** My direct downline agents and the contracts of the kind asked (upline side, contract management). */
export const contractDownlinesQuery = z.object({ kind: z.enum(contractKinds).optional() });
export const contractDownlinesValue = z.object({
  /** My own contracts in force: the caps of what I may offer. */
  mine: z.array(contractView),
  downlines: z.array(
    z.object({ id: z.number().int(), username: z.string(), contracts: z.array(contractView) }),
  ),
});

// --- The downline's four answers (inventory 2.1.10-2.1.14, appendix B) ---
const answer = z.enum(['A', 'R', 'C']);
export const dividendAnswerRequest = z.object({
  productType: z.enum(contractProducts),
  computationPeriod: z.enum(dividendPeriods),
  status: answer,
});
export const dailySalaryAnswerRequest = z.object({
  id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  status: answer,
});
export const hourlySalaryAnswerRequest = z.object({
  contractId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  status: answer,
  productType: z.enum(contractProducts).optional(),
});
export const realtimeSalaryAnswerRequest = z.object({
  contractId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  status: answer,
});
export const contractAnswerValue = z.object({
  contractId: z.number().int(),
  /** The contract's status after the answer. */
  status: z.enum(contractStatuses),
  /** Downline contracts ended because their rate was above the accepted one. */
  terminatedDownlineContracts: z.array(z.number().int()),
});

// --- The consolidated payload (inventory 2.2) ---
const yn = z.enum(['Y', 'N']);
export const dividendRequestRow = z.object({
  id: z.number().int(),
  status: z.enum(contractStatuses),
  minimumBet: z.number(),
  netLoss: z.number(),
  periodicTotalBet: z.number().nullable(),
  periodicTotalBetRequired: yn,
  activeMember: z.number().int(),
  contractRate: z.number(),
  downlineHigherRate: yn,
});
export const salaryRequestRow = z.object({
  id: z.number().int(),
  /** DAILY or MR_DAILY (manual-receive daily salary answers through the same call). */
  kind: z.enum(['DAILY', 'MR_DAILY']),
  status: z.enum(contractStatuses),
  betVolume: z.number(),
  activeMember: z.number().int(),
  rate: z.number(),
  rateType: z.enum(['P', 'F']),
  downlineHigherRate: yn,
});
export const hourlyRequestRow = z.object({
  contractId: z.number().int(),
  status: z.enum(contractStatuses),
  frequency: z.enum(hourlyFrequencies),
  minimumBet: z.number(),
  activeMember: z.number().int(),
  rate: z.number(),
  rateType: z.enum(['P', 'F']),
  downlineHigherRate: yn,
});
export const realtimeRequestRow = z.object({
  contractId: z.number().int(),
  status: z.enum(contractStatuses),
  realTimeSalaryRates: z.array(realtimeTier.extend({ Id: z.number().int() })),
  downlineHigherRate: yn,
});
/** A contract in force as the info keys carry it: its status and terms. */
export const contractInfo = z.object({
  id: z.number().int(),
  status: z.enum(contractStatuses),
  terms: contractTerms,
});
const byProduct = <T extends z.ZodType>(t: T) => z.record(z.string(), t);
export const consolidatedValue = z.object({
  divtypeinfo: byProduct(z.object({ agent: z.array(contractInfo) })),
  divtypecompperiodinfo: byProduct(byProduct(z.object({ agent: z.array(contractInfo) }))),
  dailysalinfotype: byProduct(z.object({ agent: contractInfo })),
  contractmrdailysalinfotype: byProduct(
    z.object({ agent: contractInfo.extend({ manualDailySalaryRates: z.array(salaryTier) }) }),
  ),
  contracthoursalinfo: byProduct(z.object({ agent: contractInfo })),
  realtimesalinfotype: byProduct(z.object({ agent: contractInfo })),
  divtypecompperiodreq: byProduct(byProduct(z.array(dividendRequestRow))),
  dailysalreqtype: byProduct(z.array(salaryRequestRow)),
  contracthoursalreq: byProduct(z.array(hourlyRequestRow)),
  realtimesalreqtype: byProduct(z.array(realtimeRequestRow)),
  /** Legacy: product → the dividend periods with a pending request. */
  divtypereq: byProduct(z.array(z.enum(dividendPeriods))),
  enableSalary: z.boolean(),
  enableContract: z.boolean(),
});
export type Consolidated = z.infer<typeof consolidatedValue>;

// --- Settlement records ---
export const settlementStatuses = ['P', 'A', 'R', 'M', 'N', '0', '1', '2', '3'] as const;
export const settlementRecord = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  agentId: z.number().int(),
  username: z.string(),
  kind: z.enum(contractKinds),
  product: z.string(),
  period: z.string(),
  periodKey: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** Team figures of the period (major units; activeMember a count). */
  figures: z.record(z.string(), z.number()),
  /** 1-based tier reached; null when none. */
  tier: z.number().int().nullable(),
  rate: z.number(),
  amount: z.number(),
  carry: z.number(),
  /**
   * Dividend: P pending approval, A disbursed, R rejected, M adjusted and disbursed. Salaries: A paid,
   * N nothing due. Manual-receive daily salary: 0 claimable, 1 received, 2 refused, 3 expired.
   */
  status: z.enum(settlementStatuses),
  reason: z.string().nullable(),
  dueAt: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type SettlementRecord = z.infer<typeof settlementRecord>;
export const settlementRecordsQuery = z.object({
  kind: z.enum(contractKinds),
  pageNo: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const settlementRecordsValue = z.object({
  records: z.array(settlementRecord),
  total: z.number().int(),
});
/** An estimate of the period in progress and the last one (dividend page cards). */
export const contractEstimateValue = z.object({
  estimates: z.array(
    z.object({
      contractId: z.number().int(),
      product: z.string(),
      period: z.string(),
      current: settlementRecord.omit({ id: true }),
      previous: settlementRecord.nullable(),
    }),
  ),
});
export const mrClaimRequest = z.object({ recordId: z.coerce.number().int().min(1) });

// --- Back office ---
export const boContractsQuery = z.object({
  kind: z.enum(contractKinds).optional(),
  status: z.enum(contractStatuses).optional(),
  agent: z.string().trim().max(64).optional(),
  pageNo: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const boContractsValue = z.object({ contracts: z.array(contractView), total: z.number().int() });
export const boSettlementRunRequest = z.object({
  kind: z.enum(contractKinds),
  /** True: compute and show, pay nothing, record nothing. */
  dryRun: z.boolean(),
});
export const boSettlementRunValue = z.object({
  dryRun: z.boolean(),
  settled: z.array(settlementRecord.omit({ id: true })),
});
/** What one run of the agent rebate job paid for the merchant (decision 0058): the back office's "run now". */
export const boRebateRunValue = z.object({
  /** Bets whose rebates moved (paid, or clawed back after a rollback or a lower stake). */
  bets: z.number().int().min(0),
  /** Agents (and bettors, their own game rebate) paid. */
  agentsPaid: z.number().int().min(0),
  total: z.number().min(0),
  clawedBack: z.number().min(0),
});
export const boSettlementsQuery = z.object({
  kind: z.enum(contractKinds).optional(),
  status: z.enum(settlementStatuses).optional(),
  pageNo: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const boSettlementReviewRequest = z.object({
  recordId: z.coerce.number().int().min(1),
  /** A disburse, R reject, M adjust (disburse `amount` instead, with a reason). */
  action: z.enum(['A', 'R', 'M']),
  amount: amount.optional(),
  reason: z.string().trim().max(500).optional(),
});
