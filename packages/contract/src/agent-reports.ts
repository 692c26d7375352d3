import { z } from 'zod';
import { betStatus } from './betting.ts';
import { gameType } from './games.ts';
import { transactionTypes } from './constants.ts';

/**
 * The agent centre's reports (issue 17 item 2, decision 0055): team overview, team betting, user profit and
 * loss, my income and downline transactions. Every range is a named period or a custom one of at most 93
 * days, in calendar dates of the merchant's time zone (the answer names the zone and the dates).
 */
export const reportPeriods = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'custom',
] as const;
export type ReportPeriod = (typeof reportPeriods)[number];

const blank = (v: unknown) => (v === '' ? undefined : v);
export const periodQuery = z.object({
  period: z.enum(reportPeriods).default('today'),
  /** Custom only: YYYY-MM-DD, inclusive. */
  startDate: z.preprocess(blank, z.iso.date().optional()),
  endDate: z.preprocess(blank, z.iso.date().optional()),
});
const periodEcho = {
  timeZone: z.string(),
  startDate: z.string(),
  endDate: z.string(),
};

/** Team overview (`agentTeamOverview`). */
export const teamOverviewQuery = periodQuery;
const memberMetrics = {
  logins: z.number().int(),
  registrations: z.number().int(),
  firstDeposits: z.number().int(),
  registeredAndDeposited: z.number().int(),
  promoted: z.number().int(),
  depositors: z.number().int(),
  withdrawers: z.number().int(),
  bettors: z.number().int(),
};
const amountMetrics = {
  promotion: z.number(),
  deposit: z.number(),
  withdraw: z.number(),
  validBet: z.number(),
  /** Bets − wins: what the house won from the team (positive: the team lost). */
  companyWinLoss: z.number(),
  /** Wins − bets + rebates + promotions: what the team gained in all (positive: the team won). */
  teamProfitLoss: z.number(),
};
export const teamOverviewDay = z.object({ date: z.string(), ...memberMetrics, ...amountMetrics });
export const teamOverviewValue = z.object({
  ...periodEcho,
  today: z.object({
    logins: z.number().int(),
    registrations: z.number().int(),
    firstDeposits: z.number().int(),
    /** Members of the team with a live session now (not revoked, not expired, used within the idle limit). */
    online: z.number().int(),
  }),
  balances: z.object({
    /** Main-wallet cash of the agent and everyone below it. */
    teamBalance: z.number(),
    /** Members below the agent. */
    teamSize: z.number().int(),
    directCount: z.number().int(),
    /** Direct downlines with a settled bet in the period. */
    directActive: z.number().int(),
  }),
  days: z.array(teamOverviewDay),
  /** Member metrics count distinct members over the whole period; amounts are sums. */
  total: teamOverviewDay.omit({ date: true }),
});
export type TeamOverview = z.infer<typeof teamOverviewValue>;

/** Team betting (`personalHistoryCopy` in the agent centre). */
export const teamBettingQuery = periodQuery.extend({
  scope: z.enum(['self', 'team', 'user']).default('team'),
  /** With scope `user`: a user name in the agent's team. */
  user: z.preprocess(blank, z.string().trim().max(32).optional()),
  gameType: z.preprocess(blank, gameType.optional()),
  status: z.preprocess(blank, betStatus.optional()),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const teamBetRow = z.object({
  username: z.string(),
  roundId: z.string(),
  gameName: z.string(),
  vendorName: z.string(),
  gameType,
  betAmount: z.number(),
  validBet: z.number(),
  winAmount: z.number(),
  profitAndLoss: z.number(),
  betTime: z.string(),
  settleTime: z.string().nullable(),
  status: betStatus,
  /** A lottery order's details (inventory 2.1.5), else null. */
  lottery: z
    .object({
      orderId: z.string(),
      numero: z.string(),
      playCode: z.string(),
      content: z.string(),
      series: z.number().int(),
      winNo: z.string().nullable(),
    })
    .nullable(),
});
export const teamBettingValue = z.object({
  ...periodEcho,
  rows: z.array(teamBetRow),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  summary: z.object({
    betAmount: z.number(),
    validBet: z.number(),
    winAmount: z.number(),
    profitAndLoss: z.number(),
  }),
});
export type TeamBetting = z.infer<typeof teamBettingValue>;

/** User profit and loss (`palStatementsAgentCopy`). */
export const teamProfitQuery = periodQuery.extend({
  scope: z.enum(['personal', 'team']).default('team'),
  /** CONS: every product and the money moves; a game category: its bets and wins only. */
  product: z.preprocess(blank, z.union([z.literal('CONS'), gameType]).default('CONS')),
  /** Drill-down: a member of the agent's team whose own team to show (default: the agent). */
  member: z.preprocess(blank, z.coerce.number().int().positive().optional()),
});
const profitFigures = {
  deposit: z.number(),
  withdraw: z.number(),
  betAmount: z.number(),
  validBet: z.number(),
  winAmount: z.number(),
  /** Wager rebates (lottery) and agent rebates paid. */
  rebate: z.number(),
  /** Daily, hourly and real-time salaries paid. */
  salary: z.number(),
  dividend: z.number(),
  promotion: z.number(),
  depositFee: z.number(),
  /** Wins − bets (decision 0020): the net win/loss column. */
  profitAndLoss: z.number(),
  /**
   * The P&L column (decision 0059): wins − bets + rebate + salary + dividend + promotion − deposit fee, what
   * the customers gained in all. On a game category tab (no money moves) it equals `profitAndLoss`.
   */
  grossProfitLoss: z.number(),
  /**
   * The part of `winAmount` paid by a jackpot (the house vendor's `:jackpot` wins, decision 0059); the
   * contribution to the pool is the vendor's own and is not in the portal's books.
   */
  jackpotWin: z.number(),
};
export const teamProfitRow = z.object({
  customerId: z.number().int(),
  username: z.string(),
  /** The row of the member itself (its own figures), not of a downline's team. */
  self: z.boolean(),
  /** An agent row can be drilled into. */
  isAgent: z.boolean(),
  ...profitFigures,
});
export const teamProfitValue = z.object({
  ...periodEcho,
  /** Whose report: the agent or the member drilled into, with the path from the agent down to it. */
  path: z.array(z.object({ customerId: z.number().int(), username: z.string() })),
  rows: z.array(teamProfitRow),
  total: z.object(profitFigures),
});
export type TeamProfit = z.infer<typeof teamProfitValue>;

/** My income (`agentRevenueReport`). */
export const agentIncomeQuery = periodQuery;
export const agentIncomeValue = z.object({
  ...periodEcho,
  /** The agent's own lottery play rebate (`lottery_rebate` into its wallet). */
  gameplayRebate: z.number(),
  /** Agent rebates on the team's lottery orders. */
  lotteryRebate: z.number(),
  otherRebate: z.number(),
  dividend: z.number(),
  dailySalary: z.number(),
  hourlySalary: z.number(),
  realtimeSalary: z.number(),
  total: z.number(),
  /** Per direct downline: income earned on its team's play (agent rebates), and its share of `total`. */
  contributions: z.array(
    z.object({
      customerId: z.number().int(),
      username: z.string(),
      amount: z.number(),
      /** Percent of `total`, two decimals. */
      percent: z.number(),
    }),
  ),
  /**
   * The level tree (decision 0059): every direct downline (level 1) and each deeper member whose play earned
   * the agent income, with its own part, the part earned below it, their sum and its percent of `total`.
   * `parentId` is the row above (the agent's id at level 1). The level-1 rows are `contributions`.
   */
  levels: z.array(
    z.object({
      customerId: z.number().int(),
      username: z.string(),
      parentId: z.number().int(),
      level: z.number().int(),
      personal: z.number(),
      subordinate: z.number(),
      amount: z.number(),
      percent: z.number(),
    }),
  ),
});
export type AgentIncome = z.infer<typeof agentIncomeValue>;

/** Transaction types of an agent's team record: the account record's and the agent centre's own. */
export const downlineTransactionTypes = transactionTypes;

/** Downline transaction details (`agentDownlineTransactionDetailsCopy`): a user or a type is required. */
export const downlineTransactionsQuery = periodQuery.extend({
  user: z.preprocess(blank, z.string().trim().max(32).optional()),
  type: z.preprocess(blank, z.enum(downlineTransactionTypes).optional()),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const downlineTransactionRow = z.object({
  id: z.string(),
  time: z.string(),
  username: z.string(),
  type: z.string(),
  /** Signed: positive in, negative out. */
  amount: z.number(),
  balanceAfter: z.number(),
  wallet: z.string(),
  remark: z.string().nullable(),
});
export const downlineTransactionsValue = z.object({
  ...periodEcho,
  rows: z.array(downlineTransactionRow),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});
export type DownlineTransactions = z.infer<typeof downlineTransactionsValue>;
