import { z } from 'zod';
import { gameType } from './games.ts';
import { sportsLegResults } from './vendor-protocol.ts';

/**
 * Betting record of the member centre (`personalHistoryCopy`): one row per round the member played at a
 * game vendor, from `bet_record` (the same rows as the ledger's bets and wins). Lottery orders have their
 * own record (the lottery issue).
 */
export const betStatuses = ['OPEN', 'SETTLED', 'ROLLED_BACK'] as const;
export const betStatus = z.enum(betStatuses);

export const betHistoryQuery = z.object({
  gameType: z.preprocess((v) => (v === '' ? undefined : v), gameType.optional()),
  vassalage: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(32).optional()),
  status: z.preprocess((v) => (v === '' ? undefined : v), betStatus.optional()),
  /** ISO times; the range is at most 31 days. */
  startTime: z.string().datetime().optional(),
  endTime: z.string().datetime().optional(),
  pageNo: z.coerce.number().int().min(1).max(10000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(13),
});
export type BetHistoryQuery = z.infer<typeof betHistoryQuery>;

/** One leg of a sports bet in the betting record. */
export const betLeg = z.object({
  eventId: z.string(),
  sport: z.string(),
  eventName: z.string(),
  market: z.string(),
  selection: z.string(),
  /** Decimal odds (1.875), from the vendor's thousandths. */
  odds: z.number(),
  kickoffAt: z.string(),
  /** Null until the bet settles. */
  result: z.enum(sportsLegResults).nullable(),
  /** The vendor's page that recomputes the leg's event, else null. */
  verifyUrl: z.string().nullable(),
});
export type BetLeg = z.infer<typeof betLeg>;

/** One line of a round in the reader's language: a spot and its stake, a buy-in, a batch of shots (major units). */
export const betLine = z.object({ label: z.string(), amount: z.number() });

/**
 * A round of tables, card rooms or fishing in words (decision 0075), as its vendor named it: what was staked,
 * line by line; once settled, the result and what each winning line returned.
 */
export const betLines = z.object({
  placed: z.array(betLine),
  result: z.string().nullable(),
  won: z.array(betLine),
});
export type BetLines = z.infer<typeof betLines>;

export const betRow = z.object({
  roundId: z.string(),
  gameName: z.string(),
  gameCode: z.string(),
  nodeId: z.string(),
  vendor: z.string(),
  vendorName: z.string(),
  gameType,
  betAmount: z.number(),
  /** Stake that counts towards turnover (all of it unless rolled back). */
  validBet: z.number(),
  winAmount: z.number(),
  profitAndLoss: z.number(),
  betTime: z.string(),
  settleTime: z.string().nullable(),
  status: betStatus,
  /** The vendor's page that recomputes the round (house games), else null. */
  verifyUrl: z.string().nullable(),
  /** A sports bet's legs (decision 0071), named in the request's language; absent for other rounds. */
  legs: z.array(betLeg).optional(),
  /** Any other round its vendor described in words (decision 0075); absent otherwise. */
  lines: betLines.optional(),
});
export type BetRow = z.infer<typeof betRow>;

export const betHistoryValue = z.object({
  rows: z.array(betRow),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  summary: z.object({
    betAmount: z.number(),
    validBet: z.number(),
    winAmount: z.number(),
    profitAndLoss: z.number(),
  }),
});
export type BetHistory = z.infer<typeof betHistoryValue>;
