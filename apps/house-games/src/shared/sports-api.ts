import { sportId } from '@portal/contract/sports-operator';
import { z } from 'zod';

export { sportId };

/**
 * The sportsbook's page API (issue 19). Odds are integer thousandths (1875 = 1.875) everywhere; money is in
 * major units like the rest of the house API. Read routes are public; bets need `X-House-Session`.
 */
export const sportsApi = {
  /** `?sport=` → { now, events: [event with markets while betting is open] } */
  events: { method: 'GET', path: '/api/sports/events' },
  /** → { now, event, live: { progress, timeline so far, score so far } } */
  event: { method: 'GET', path: '/api/sports/events/:eventId' },
  /** `?sport=&limit=` → { events: [settled or void, with serverSeed and outcome] } */
  results: { method: 'GET', path: '/api/sports/results' },
  /** `?season=` → { season, rows: [league row with form] } */
  table: { method: 'GET', path: '/api/sports/football/table' },
  /** body: betRequest → { bet, balance } */
  placeBet: { method: 'POST', path: '/api/sports/bets' },
  /** `?limit=` → { bets } */
  bets: { method: 'GET', path: '/api/sports/bets' },
} as const;

export const sportsEventsQuery = z.object({ sport: sportId });
export const sportsResultsQuery = z.object({
  sport: sportId,
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const sportsTableQuery = z.object({ season: z.coerce.number().int().min(0).optional() });
export const sportsBetsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

export const sportsBetRequest = z.object({
  requestId: z.string().min(1).max(64),
  stake: z.number().positive(),
  oddsChange: z.enum(['any', 'higher', 'none']).default('none'),
  legs: z
    .array(
      z.object({
        eventId: z.string().min(1).max(80),
        marketId: z.string().min(1).max(40),
        selectionId: z.string().min(1).max(40),
        odds: z.number().int().positive(),
      }),
    )
    .min(1)
    // The parlay rule (at most 10 legs) answers sports.parlay.invalid; this only bounds the body.
    .max(20),
});
export type SportsBetRequest = z.infer<typeof sportsBetRequest>;

/** A priced market of an open event (service `marketValue`): odds in thousandths. */
export const sportsMarketValue = z.object({
  id: z.string(),
  kind: z.string(),
  line: z.number().nullable(),
  selections: z.array(z.object({ id: z.string(), odds: z.number().int() })),
});
export type SportsMarketValue = z.infer<typeof sportsMarketValue>;

/** An event as the pages see it (service `eventValue`); markets only while betting is open. */
export const sportsEventValue = z.object({
  id: z.string(),
  sport: sportId,
  matchNo: z.number().int(),
  season: z.number().int().nullable(),
  round: z.number().int().nullable(),
  kickoffAt: z.string(),
  endAt: z.string(),
  status: z.string(),
  phase: z.enum(['open', 'playing', 'settled', 'void']),
  fixture: z.unknown(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  serverSeed: z.string().nullable(),
  /** Once settled: the engine's outcome with its full `timeline`. */
  outcome: z.unknown().nullable(),
  voidReason: z.string().nullable(),
  markets: z.array(sportsMarketValue).optional(),
});
export type SportsEventValue = z.infer<typeof sportsEventValue>;

/** What the bet slip and the rules drawer show: the operator's current settings (decision 0072) for a sport. */
export const sportsRulesValue = z.object({
  everyMs: z.number().int(),
  playMs: z.number().int(),
  margin: z.number(),
  stakes: z.object({
    default: z.object({ min: z.number(), max: z.number() }),
    byKind: z.record(z.string(), z.object({ min: z.number(), max: z.number() })),
  }),
  maxPayoutMajor: z.number(),
});
export type SportsRulesValue = z.infer<typeof sportsRulesValue>;

export const sportsEventsValue = z.object({
  now: z.string(),
  events: z.array(sportsEventValue),
  rules: sportsRulesValue,
});
export const sportsEventDetailValue = z.object({
  now: z.string(),
  event: sportsEventValue,
  live: z.object({ progress: z.number(), timeline: z.unknown(), score: z.unknown() }),
});
export type SportsEventDetailValue = z.infer<typeof sportsEventDetailValue>;
export const sportsResultsValue = z.object({ events: z.array(sportsEventValue) });

export const sportsLeagueRow = z.object({
  teamId: z.string(),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  goalDifference: z.number().int(),
  points: z.number().int(),
  form: z.array(z.enum(['W', 'D', 'L'])),
});
export type SportsLeagueRow = z.infer<typeof sportsLeagueRow>;
export const sportsTableValue = z.object({
  season: z.number().int().nullable(),
  rows: z.array(sportsLeagueRow),
});

/** A player's bet (service `betValue`): money in major units, odds in thousandths. */
export const sportsBetValue = z.object({
  betId: z.string(),
  roundId: z.string(),
  time: z.string(),
  currency: z.string(),
  stake: z.number(),
  odds: z.number().int(),
  potentialPayout: z.number(),
  status: z.string(),
  result: z.string().nullable(),
  payout: z.number().nullable(),
  legs: z.array(
    z.object({
      eventId: z.string(),
      sport: sportId.optional(),
      kickoffAt: z.string().optional(),
      homeId: z.string().optional(),
      awayId: z.string().optional(),
      marketId: z.string(),
      selectionId: z.string(),
      odds: z.number().int(),
      result: z.string().nullable(),
    }),
  ),
});
export type SportsBetValue = z.infer<typeof sportsBetValue>;
export const sportsPlacedValue = z.object({ bet: sportsBetValue, balance: z.number() });
export const sportsBetsValue = z.object({ bets: z.array(sportsBetValue) });
