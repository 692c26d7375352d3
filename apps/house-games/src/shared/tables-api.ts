import { z } from 'zod';
import type { BaccaratResult, TableOutcome } from '../engine/tables/index.ts';
import type { TableGame } from './api.ts';

/**
 * The casino tables' page API (issue 20): one shared table per game (baccarat, baccarat-nc, dragon-tiger,
 * roulette, sicbo); every player seated at a table shares its round. Money is in major units like the rest of
 * the house API; times are ISO strings, plus `now` (the server's clock, ms since the epoch) in a state so the
 * page can count down against it. Read routes are public; betting and `mine` need `X-House-Session`.
 */
export const tablesApi = {
  /** → TableState (public; with X-House-Session `mine` is filled and limits are the session's) */
  state: { method: 'GET', path: '/api/tables/:game/state' },
  /** WebSocket `?session=` → TableState messages on every phase change, and the seated count every few seconds */
  live: { method: 'GET', path: '/api/tables/:game/live' },
  /** body TableBetRequest → TablePlaceValue */
  placeBets: { method: 'POST', path: '/api/tables/:game/bets' },
  /** `?limit=` → { placements: Placement[] } (needs a session) */
  mine: { method: 'GET', path: '/api/tables/:game/mine' },
  /** → TableRoundValue (the verify page; public) */
  round: { method: 'GET', path: '/api/tables/rounds/:roundId' },
  /** → TableShoeValue (public) */
  shoe: { method: 'GET', path: '/api/tables/shoes/:shoeId' },
} as const;

export const tableGames = [
  'baccarat',
  'baccarat-nc',
  'dragon-tiger',
  'roulette',
  'sicbo',
] as const satisfies readonly TableGame[];
export const tableGame = z.enum(tableGames);
export const tablePhase = z.enum(['betting', 'revealing', 'settled']);
export type TablePhase = z.infer<typeof tablePhase>;

/** The engine's outcome (src/engine/tables), as it is: the page and the verify page read it with the engine's types. */
export const tableOutcome = z.custom<TableOutcome>((v) => typeof v === 'object' && v !== null);
export const baccaratResult = z.custom<BaccaratResult>((v) => typeof v === 'object' && v !== null);

export const tableBet = z.object({ spot: z.string().min(1).max(40), amount: z.number().positive() });
export type TableBet = z.infer<typeof tableBet>;

export const tableBetRequest = z.object({
  roundId: z.string().min(1).max(80),
  requestId: z.string().min(8).max(64),
  bets: z.array(tableBet).min(1).max(200),
});
export type TableBetRequest = z.infer<typeof tableBetRequest>;

export const tableMineQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

export const tableLimits = z.object({
  minBet: z.number(),
  /** Per spot of the main group (player, banker, tie; dragon, tiger; roulette outside bets; big, small...), per round. */
  maxBet: z.number(),
  /** Per spot of the side group (pairs; roulette inside bets; sic bo totals, triples...), per round. */
  sideMaxBet: z.number(),
  chips: z.array(z.number()),
});
export type TableLimits = z.infer<typeof tableLimits>;

export const tableShoeRef = z.object({
  id: z.string(),
  number: z.number().int(),
  /** The next card to deal (0-based); the round's first card in a round value. */
  position: z.number().int(),
  cardsLeft: z.number().int(),
  serverSeedHash: z.string(),
});

export const tableRoundState = z.object({
  id: z.string(),
  number: z.number().int(),
  phase: tablePhase,
  opensAt: z.string(),
  closesAt: z.string(),
  revealEndsAt: z.string(),
  /** Roulette, sic bo: the round's seed hash; baccarat, dragon tiger: the shoe's. */
  serverSeedHash: z.string(),
  /** Roulette, sic bo: once revealing; baccarat, dragon tiger: once the shoe is finished. */
  serverSeed: z.string().nullable(),
  /** Known from closesAt (the reveal animates it). */
  outcome: tableOutcome.nullable(),
  shoe: tableShoeRef.nullable(),
});
export type TableRoundState = z.infer<typeof tableRoundState>;

export const tableState = z.object({
  now: z.number(),
  game: tableGame,
  /** A disabled table finishes its round and opens no more. */
  enabled: z.boolean(),
  limits: tableLimits,
  round: tableRoundState.nullable(),
  /** Sessions seen at this table in the last 10 seconds (every process). */
  seated: z.number().int(),
  /** The last 60 revealed rounds, newest first. */
  history: z.array(z.object({ roundId: z.string(), number: z.number().int(), outcome: tableOutcome })),
  /** Baccarat: this shoe's results in order (the page draws the roads with baccaratRoads); null elsewhere. */
  shoeResults: z.array(baccaratResult).nullable(),
  /** This session's stake in the current round (null without a session or no bet); win once settled. */
  mine: z
    .object({ bets: z.array(z.object({ spot: z.string(), amount: z.number() })), win: z.number().nullable() })
    .nullable(),
});
export type TableState = z.infer<typeof tableState>;

/** A live message: the full state, or the seated count between phase changes. */
export const tableLiveMessage = z.union([
  tableState.extend({ type: z.literal('state') }),
  z.object({ type: z.literal('seated'), seated: z.number().int(), now: z.number() }),
]);
export type TableLiveMessage = z.infer<typeof tableLiveMessage>;

export const placement = z.object({
  id: z.string(),
  roundId: z.string(),
  roundNumber: z.number().int(),
  game: tableGame,
  bets: z.array(z.object({ spot: z.string(), amount: z.number() })),
  stake: z.number(),
  /** What it returned (stake included) once settled; null while open. */
  win: z.number().nullable(),
  status: z.enum(['open', 'settled', 'void']),
  outcome: tableOutcome.nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type Placement = z.infer<typeof placement>;

export const tablePlaceValue = z.object({ placement, balance: z.number() });
export type TablePlaceValue = z.infer<typeof tablePlaceValue>;
export const tableMineValue = z.object({ placements: z.array(placement) });

export const tableRoundValue = z.object({
  id: z.string(),
  game: tableGame,
  number: z.number().int(),
  phase: tablePhase,
  opensAt: z.string(),
  closesAt: z.string(),
  revealEndsAt: z.string(),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  /** Roulette, sic bo: the round's nonce (floats = fair floats of seed, client seed, nonce); shoes: 0. */
  nonce: z.number().int(),
  /** Baccarat, dragon tiger: the shoe and the round's first card in it. */
  shoe: z.object({ id: z.string(), number: z.number().int(), position: z.number().int() }).nullable(),
  outcome: tableOutcome.nullable(),
  /** The seed is revealed: the page can recompute the outcome. */
  verifiable: z.boolean(),
});
export type TableRoundValue = z.infer<typeof tableRoundValue>;

export const tableShoeValue = z.object({
  id: z.string(),
  game: tableGame,
  number: z.number().int(),
  serverSeedHash: z.string(),
  /** Revealed once the shoe is finished (the cut card reached). */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  finished: z.boolean(),
  rounds: z.array(tableRoundValue),
});
export type TableShoeValue = z.infer<typeof tableShoeValue>;

/** The operator's settings of a table (back office; signed `/operator/v1/tables`), money in major units. */
export const tableSettingValue = z.object({
  game: tableGame,
  enabled: z.boolean(),
  minBet: z.number(),
  maxBet: z.number(),
  sideMaxBet: z.number(),
  bettingSeconds: z.number().int(),
});
export type TableSettingValue = z.infer<typeof tableSettingValue>;
