import { z } from 'zod';

/**
 * The house vendor's own API between its game pages (in the portal's iframe) and its server. Shared by
 * the server (`src/server`) and the pages (`web/`). Money is in major units (numbers with the
 * currency's decimals, converted exactly from integer minor units), like the portal's API.
 *
 * Every call but `POST /api/session` carries the house session in the `X-House-Session` header (a
 * third-party iframe cannot rely on cookies). Failures: HTTP 4xx/5xx `{error: <code>, message}` with
 * the message in the session's language; codes in `houseErrorCodes`. Success: HTTP 200 with the value
 * itself (no envelope). The calls are listed in `houseApi` below.
 */

/**
 * Game codes as the platform's catalog names them. HOUSE is the seamless-wallet vendor; HOUSEX offers
 * dice and plinko again with a transfer wallet kept by the house vendor itself (decision 0009).
 */
export const houseGameCodes = [
  'HOUSE_DRAGON_FORTUNE',
  'HOUSE_NEON_FRUITS',
  'HOUSE_DICE',
  'HOUSE_CRASH',
  'HOUSE_PLINKO',
  'HOUSEX_DICE',
  'HOUSEX_PLINKO',
  'HOUSESB_VIRTUAL',
  'HOUSEES_VIRTUAL',
  'HOUSECF_VIRTUAL',
  'HOUSELC_BACCARAT',
  'HOUSELC_BACCARAT_NC',
  'HOUSELC_DRAGON_TIGER',
  'HOUSELC_ROULETTE',
  'HOUSELC_SICBO',
  'HOUSEPK_HOLDEM',
  'HOUSEPK_BULLBULL',
  'HOUSEFH_OCEAN',
] as const;
export type HouseGameCode = (typeof houseGameCodes)[number];

/** The game a code plays, whichever vendor code it is offered under. */
export const houseGameKind = (code: HouseGameCode) =>
  ({
    HOUSE_DRAGON_FORTUNE: 'dragon-fortune',
    HOUSE_NEON_FRUITS: 'neon-fruits',
    HOUSE_DICE: 'dice',
    HOUSE_CRASH: 'crash',
    HOUSE_PLINKO: 'plinko',
    HOUSEX_DICE: 'dice',
    HOUSEX_PLINKO: 'plinko',
    HOUSESB_VIRTUAL: 'sports',
    HOUSEES_VIRTUAL: 'sports',
    HOUSECF_VIRTUAL: 'sports',
    HOUSELC_BACCARAT: 'baccarat',
    HOUSELC_BACCARAT_NC: 'baccarat-nc',
    HOUSELC_DRAGON_TIGER: 'dragon-tiger',
    HOUSELC_ROULETTE: 'roulette',
    HOUSELC_SICBO: 'sicbo',
    HOUSEPK_HOLDEM: 'holdem',
    HOUSEPK_BULLBULL: 'bullbull',
    HOUSEFH_OCEAN: 'fishing',
  })[code];

/** The casino table a HOUSELC game plays (issue 20): every player of a table shares its rounds. */
export const tableGameCodes = [
  'HOUSELC_BACCARAT',
  'HOUSELC_BACCARAT_NC',
  'HOUSELC_DRAGON_TIGER',
  'HOUSELC_ROULETTE',
  'HOUSELC_SICBO',
] as const;
export type TableGameCode = (typeof tableGameCodes)[number];
export type TableGame = 'baccarat' | 'baccarat-nc' | 'dragon-tiger' | 'roulette' | 'sicbo';
export const tableGameOf = (code: TableGameCode): TableGame => houseGameKind(code) as TableGame;
export const isTableGame = (code: string): code is TableGameCode =>
  (tableGameCodes as readonly string[]).includes(code);

/** The sports a sportsbook lobby offers (issue 19): football and basketball, esports, cockfighting. */
export const sportsOfGame = (
  code: HouseGameCode,
): readonly ('football' | 'basketball' | 'esports' | 'cockfight')[] =>
  code === 'HOUSESB_VIRTUAL'
    ? ['football', 'basketball']
    : code === 'HOUSEES_VIRTUAL'
      ? ['esports']
      : code === 'HOUSECF_VIRTUAL'
        ? ['cockfight']
        : [];

/**
 * The house's platform vendor codes: HOUSE seamless, HOUSEX its transfer twin, the three sportsbook lobbies,
 * the casino tables (HOUSELC), the card rooms (HOUSEPK) and fishing (HOUSEFH), all seamless.
 */
export const houseVendorCodes = [
  'HOUSE',
  'HOUSEX',
  'HOUSESB',
  'HOUSEES',
  'HOUSECF',
  'HOUSELC',
  'HOUSEPK',
  'HOUSEFH',
] as const;
export type HouseVendorCode = (typeof houseVendorCodes)[number];

/** The vendor code a game is offered under: the code's prefix (HOUSEX_* is the transfer-wallet twin). */
export const houseVendorOf = (code: HouseGameCode): HouseVendorCode =>
  code.slice(0, code.indexOf('_')) as HouseVendorCode;

export const houseErrorCodes = [
  'session.invalid',
  'session.expired',
  'insufficient.balance',
  'bet.invalid',
  'round.not.found',
  'crash.betting.closed',
  'crash.not.in.round',
  'platform.unavailable',
  /** The platform asks for an RTP variant this game does not declare (decision 0034). */
  'session.rtp.unsupported',
  /** The merchant's stake limits leave no stake the game accepts (decision 0034). */
  'session.limits.unsupported',
  /** The stake is outside the session's limits (the engine's within the merchant's; decision 0034). */
  'bet.outside.limits',
  'sports.closed',
  'sports.event.not.found',
  'sports.selection.unavailable',
  'sports.odds.changed',
  'sports.parlay.invalid',
  'sports.payout.exceeded',
  /** The operator voids an event already settled or voided (decision 0072). */
  'sports.event.final',
  /** Operator settings outside their bounds (decision 0072). */
  'sports.settings.invalid',
  /** An operator call without a valid signature or timestamp (decision 0072). */
  'operator.signature.invalid',
  /** Card rooms (issue 20, shared/rooms-api.ts). */
  'room.not.found',
  'room.seat.taken',
  'room.already.seated',
  'room.not.seated',
  'room.buyin.invalid',
  'room.currency.mismatch',
  'room.not.your.turn',
  'room.action.invalid',
  'room.version.stale',
  'room.settings.invalid',
  'request.invalid',
  'internal.error',
] as const;
export type HouseErrorCode = (typeof houseErrorCodes)[number];

export const houseError = z.object({ error: z.enum(houseErrorCodes), message: z.string() });

export const sessionRequest = z.object({
  /** The launch token from the game address (`?token=`). */
  token: z.string().min(16).max(128),
  language: z.enum(['TW', 'EN', 'VI']).default('TW'),
  /**
   * The game of the page (`/play/:gameCode`): names the vendor code to authenticate with. Without it the
   * server tries HOUSE, then HOUSEX.
   */
  game: z.enum(houseGameCodes).optional(),
});

export const fairness = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number().int(),
});
export type Fairness = z.infer<typeof fairness>;

export const sessionValue = z.object({
  session: z.string(),
  /** The vendor code the game was launched under: HOUSE (seamless) or HOUSEX (transfer wallet). */
  vendor: z.string(),
  game: z.enum(houseGameCodes),
  player: z.object({
    name: z.string(),
    currency: z.string(),
    decimals: z.number().int(),
    trial: z.boolean(),
  }),
  balance: z.number(),
  fairness,
  /**
   * The RTP variant the session plays, percent (decision 0034): the page shows that variant's figures.
   * Absent only in a page's stored session from before variants (those play the default).
   */
  rtp: z.number().int().optional(),
  /** Bet limits in major units and the quick chips the bet selector offers. */
  limits: z.object({ minBet: z.number(), maxBet: z.number(), chips: z.array(z.number()) }),
});
export type SessionValue = z.infer<typeof sessionValue>;

export const balanceValue = z.object({ balance: z.number() });

/** Rotating the seed reveals the one used so far; rounds played with it can then be verified. */
export const rotateRequest = z.object({ clientSeed: z.string().min(1).max(64).optional() });
export const rotateValue = z.object({ revealedServerSeed: z.string(), previousHash: z.string(), fairness });

const requestId = z.string().min(8).max(64);

export const spinRequest = z.object({ bet: z.number().positive(), requestId });
export const diceRequest = z.object({
  bet: z.number().positive(),
  /** Target in hundredths: roll (0 to 9999) must be over or under it. */
  target: z.number().int().min(1).max(9998),
  direction: z.enum(['over', 'under']),
  requestId,
});
export const plinkoRequest = z.object({
  bet: z.number().positive(),
  rows: z.union([z.literal(8), z.literal(12), z.literal(16)]),
  risk: z.enum(['low', 'medium', 'high']),
  requestId,
});

/** A played round as the pages show it and the verify page recomputes it. */
export const roundValue = z.object({
  roundId: z.string(),
  game: z.enum(houseGameCodes),
  bet: z.number(),
  win: z.number(),
  /** Game-specific outcome (slot grid and line wins, dice roll, plinko path, crash point). */
  outcome: z.record(z.string(), z.unknown()),
  /** Game-specific parameters the player chose (dice target, plinko rows and risk...). */
  params: z.record(z.string(), z.unknown()),
  serverSeedHash: z.string(),
  /** Known once the seed was rotated. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  jackpotWin: z.number(),
  time: z.string(),
  /**
   * The round's currency and its decimals: amounts inside `outcome` are major units too, so the verify
   * page turns `bet` into minor units with these before recomputing.
   */
  currency: z.string().optional(),
  decimals: z.number().int().optional(),
});
export type RoundValue = z.infer<typeof roundValue>;
export const playValue = z.object({ round: roundValue, balance: z.number(), fairness });
export type PlayValue = z.infer<typeof playValue>;

export const historyQuery = z.object({
  game: z.enum(houseGameCodes).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const historyValue = z.object({ rounds: z.array(roundValue) });

/**
 * Crash: shared rounds. The live feed is a WebSocket at `/api/crash/live?session=` sending `crashState` messages.
 * A crash round in `roundValue` (history, verify): serverSeedHash is the chain's terminating hash, serverSeed
 * the round's chain hash (once crashed), clientSeed the chain's salt and nonce the round's number in the
 * chain, which is what `verifyCrashRound` takes.
 */
export const crashBetRequest = z.object({
  bet: z.number().positive(),
  /** Automatic cash-out in hundredths (150 = 1.50x), or none. */
  autoCashout: z.number().int().min(101).max(1_000_000).optional(),
  requestId,
});
export const crashState = z.object({
  roundId: z.string(),
  phase: z.enum(['betting', 'running', 'crashed']),
  /** Betting closes / the curve starts at this time (ISO). */
  startsAt: z.string(),
  /** Current multiplier in hundredths while running; the crash point once crashed. */
  multiplier: z.number().int(),
  /** Revealed after the crash, with the chain hash that decided it. */
  crashPoint: z.number().int().nullable(),
  hash: z.string().nullable(),
  /** The published terminating hash of the chain this round comes from. */
  chainTerminatingHash: z.string(),
  /** The chain's salt, published with its terminating hash: crash = f(HMAC-SHA256(roundHash, salt)). */
  salt: z.string().optional(),
  /** The round's position in the chain (1 = first round after the terminating hash). */
  roundNumber: z.number().int().optional(),
  bets: z.array(
    z.object({
      /** Other players' names are masked (`ab***z`); the viewer's own is shown as it is. */
      player: z.string(),
      bet: z.number(),
      cashedOutAt: z.number().int().nullable(),
      win: z.number(),
      /** The viewer's own bet. */
      mine: z.boolean().optional(),
    }),
  ),
  /** Crash points of the last rounds, newest first. */
  history: z.array(z.object({ roundId: z.string(), crashPoint: z.number().int() })),
  serverTime: z.string(),
});
export type CrashState = z.infer<typeof crashState>;
export const crashBetValue = z.object({ roundId: z.string(), balance: z.number() });
/** Cash out the session player's bet of the running round, at the multiplier of the server's time. */
export const crashCashoutRequest = z.object({}).optional();
export const crashCashoutValue = z.object({
  roundId: z.string(),
  multiplier: z.number().int(),
  win: z.number(),
  balance: z.number(),
});

/** Public (no session): a round's data for the verify page; the server seed only once revealed. */
export const verifyValue = roundValue;

export const jackpotQuery = z.object({ currency: z.string().min(1).max(8) });

/** Public: the progressive jackpot pool of the house slots. */
export const jackpotValue = z.object({ amount: z.number(), currency: z.string(), updatedAt: z.string() });

/**
 * The calls of this API (method, path, request schema, answer schema). `:roundId` is a path parameter;
 * `live` is a WebSocket. Public calls (no session): verify, jackpot.
 */
export const houseApi = {
  session: { method: 'POST', path: '/api/session', request: sessionRequest, value: sessionValue },
  balance: { method: 'GET', path: '/api/balance', value: balanceValue },
  fairness: { method: 'GET', path: '/api/fairness', value: fairness },
  rotate: { method: 'POST', path: '/api/fairness/rotate', request: rotateRequest, value: rotateValue },
  /** The slot of the session's game (HOUSE_DRAGON_FORTUNE or HOUSE_NEON_FRUITS). */
  spin: { method: 'POST', path: '/api/spin', request: spinRequest, value: playValue },
  dice: { method: 'POST', path: '/api/dice', request: diceRequest, value: playValue },
  plinko: { method: 'POST', path: '/api/plinko', request: plinkoRequest, value: playValue },
  /** The session player's settled rounds, newest first. */
  history: { method: 'GET', path: '/api/history', query: historyQuery, value: historyValue },
  crashState: { method: 'GET', path: '/api/crash/state', value: crashState },
  crashBet: { method: 'POST', path: '/api/crash/bet', request: crashBetRequest, value: crashBetValue },
  crashCashout: {
    method: 'POST',
    path: '/api/crash/cashout',
    request: crashCashoutRequest,
    value: crashCashoutValue,
  },
  crashLive: { method: 'GET', path: '/api/crash/live', value: crashState },
  verify: { method: 'GET', path: '/api/verify/:roundId', value: verifyValue },
  jackpot: { method: 'GET', path: '/api/jackpot', query: jackpotQuery, value: jackpotValue },
} as const;
