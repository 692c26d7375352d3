import { z } from 'zod';
import { pageQuery } from './backoffice.ts';
import { gameTypes } from './constants.ts';

/**
 * Back-office reports and dashboard (issue 15 item 11, decision 0033). Every amount is an integer in the
 * merchant currency's minor units; each figure's definition is in decision 0033.
 */

export const reportGroupings = ['day', 'merchant', 'vendor', 'category'] as const;
export type ReportGrouping = (typeof reportGroupings)[number];

/** The longest range one report covers. */
export const REPORT_MAX_DAYS = 366;

const isoDay = z.iso.date();

/**
 * The daily report's query. `merchant`: a merchant code, or `all` (staff scoped to every merchant only);
 * left out, the merchant of the `Merchant` header. `from`/`to`: business days, inclusive.
 */
export const dailyReportQuery = pageQuery.extend({
  from: isoDay.optional(),
  to: isoDay.optional(),
  merchant: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .optional(),
  vendor: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .optional(),
  category: z.enum(gameTypes).optional(),
  groupBy: z.enum(reportGroupings).default('day'),
});
export type DailyReportQuery = z.infer<typeof dailyReportQuery>;

/** Money figures that belong to no vendor: null on a row of a vendor or category, or under such a filter. */
const merchantFigure = z.number().int().nullable();

export const reportFigures = z.object({
  depositCount: merchantFigure,
  depositAmount: merchantFigure,
  withdrawalCount: merchantFigure,
  withdrawalAmount: merchantFigure,
  /** Valid bets: the net stakes of rounds settled on the cash ledger. */
  turnover: z.number().int(),
  /** Settled rounds' stakes minus their payouts (the house's result), cash ledger only. */
  ggr: z.number().int(),
  /** Promotion bonuses granted. */
  promotions: merchantFigure,
  /** Deposit rebates and wager (lottery) rebates. */
  rebates: merchantFigure,
  /** Balance adjustments, net: credited to members minus taken from them. */
  adjustments: merchantFigure,
  /** promotions + rebates + adjustments. */
  bonuses: merchantFigure,
  /** ggr − bonuses. */
  ngr: merchantFigure,
  /** Members who placed a bet (cash ledger), each counted once in the row. */
  activePlayers: z.number().int(),
  /** Members registered (trial accounts not counted). */
  newPlayers: merchantFigure,
  firstDepositCount: merchantFigure,
  firstDepositAmount: merchantFigure,
});
export type ReportFigures = z.infer<typeof reportFigures>;

export const dailyReportRow = reportFigures.extend({
  /** The row's key: a business day (YYYY-MM-DD), a merchant code, a vendor code or a game category. */
  key: z.string(),
  /** A vendor's display name or a merchant's name; the key itself for days and categories. */
  label: z.string(),
});
export type DailyReportRow = z.infer<typeof dailyReportRow>;

export const dailyReportValue = z.object({
  rows: z.array(dailyReportRow),
  total: z.number().int(),
  /** The whole filtered range in one row (active players counted once over the range). */
  totals: reportFigures,
  from: isoDay,
  to: isoDay,
  groupBy: z.enum(reportGroupings),
  timeZone: z.string(),
  /** Currency of the amounts (the first merchant's, when all are shown) and its minor-unit digits. */
  currency: z.string(),
  decimals: z.number().int(),
});
export type DailyReportValue = z.infer<typeof dailyReportValue>;

export const dashboardQuery = z.object({
  merchant: dailyReportQuery.shape.merchant,
});

export const dashboardDay = z.object({
  day: isoDay,
  depositAmount: z.number().int(),
  withdrawalAmount: z.number().int(),
  turnover: z.number().int(),
  ggr: z.number().int(),
  ngr: z.number().int(),
  activePlayers: z.number().int(),
  newPlayers: z.number().int(),
});
export type DashboardDay = z.infer<typeof dashboardDay>;

export const dashboardValue = z.object({
  /** When the figures were read (ISO); `today` runs from the business day's start to it. */
  asOf: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  decimals: z.number().int(),
  today: reportFigures,
  /** Yesterday from its start to the same time of day as now: comparable with `today`. */
  yesterday: reportFigures,
  /** The last 14 business days, oldest first, today included (so far). */
  series: z.array(dashboardDay),
  pending: z.object({
    /** Manual bank-transfer deposits waiting for a staff decision. */
    deposits: z.number().int(),
    /** Withdrawals reserved and waiting for payout or return. */
    withdrawals: z.number().int(),
    /** Balance adjustments waiting for a second staff member's approval. */
    adjustments: z.number().int(),
  }),
  /** Member sessions open now (not logged out, not expired, used within the idle timeout). */
  onlineSessions: z.number().int(),
});
export type DashboardValue = z.infer<typeof dashboardValue>;

/**
 * Cost per reward against the turnover it brought (issue 16 item 9, decision 0048): every grant in the
 * business days [from, to], by the reward that made it (the grant key's first part: signin, mission,
 * promo-app, deposit, rebate, points-earn, …).
 */
export const rewardReportQuery = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
  merchant: dailyReportQuery.shape.merchant,
  format: z.enum(['json', 'csv']).default('json'),
});
export type RewardReportQuery = z.infer<typeof rewardReportQuery>;
export const rewardReportRow = z.object({
  /** The reward's source: the first part of its grants' ledger keys. */
  source: z.string(),
  /** Cash bonuses granted (transfers out of the promotion expense account) and their sum in minor units. */
  grants: z.number().int(),
  cost: z.number().int(),
  /** Points granted (points-ledger transfers out of the house's source). */
  pointGrants: z.number().int(),
  points: z.number().int(),
  /** Distinct members rewarded. */
  members: z.number().int(),
  /** Valid bets (settled cash rounds' stakes) of those members from their first reward of this source in the window to the window's end. */
  turnover: z.number().int(),
  /** turnover ÷ cost (null without cash cost). */
  turnoverPerCost: z.number().nullable(),
});
export type RewardReportRow = z.infer<typeof rewardReportRow>;
export const rewardReportValue = z.object({
  rows: z.array(rewardReportRow),
  /** The number of rows (every source is on one page). */
  total: z.number().int(),
  totals: rewardReportRow.omit({ source: true, turnoverPerCost: true }).extend({
    turnoverPerCost: z.number().nullable(),
  }),
  from: isoDay,
  to: isoDay,
  timeZone: z.string(),
  currency: z.string(),
  decimals: z.number().int(),
});
export type RewardReportValue = z.infer<typeof rewardReportValue>;
