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
