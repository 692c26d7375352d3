import { z } from 'zod';

/**
 * The card rooms' page API (issue 20): Texas Hold'em (HOUSEPK_HOLDEM) and Bull Bull (HOUSEPK_BULLBULL).
 * Money is in major units like the rest of the house API. Cards are 0..51: rank = (c % 13) + 1 (1 = A,
 * 11 = J, 12 = Q, 13 = K), suit = Math.floor(c / 13) (0 ♠, 1 ♥, 2 ♣, 3 ♦).
 *
 * Player routes need `X-House-Session`; `hand` (verify) is public. Every state answer carries `version`: the
 * page polls `state?version=` every 2 s (the answer is the full state, `changed: false` when nothing moved)
 * and listens to `live` (WebSocket, `?session=`), which pushes a `roomState` after every change.
 *
 * Fairness of a hand: the server publishes SHA-256(serverSeed) and the seated players' seeds at the hand's
 * start; clientSeed = hex SHA-256 of the players' seeds joined with ':' in seat order (a 9-seat join would
 * exceed the fair scheme's 64-character client seed); nonce = the room's hand number; the deck is a
 * Fisher–Yates shuffle of 0..51 with the scheme's floats (engine/cards/deck.ts). The seed is revealed at the
 * hand's end.
 */
export const roomGames = ['holdem', 'bullbull'] as const;
export const roomGame = z.enum(roomGames);
export type RoomGame = z.infer<typeof roomGame>;

export const roomGameCode = (game: RoomGame) => (game === 'holdem' ? 'HOUSEPK_HOLDEM' : 'HOUSEPK_BULLBULL');

export const roomId = z.string().regex(/^[a-z0-9][a-z0-9-]{1,39}$/);
export const card = z.number().int().min(0).max(51);
export const roomName = z.object({
  TW: z.string().min(1).max(40),
  EN: z.string().min(1).max(40),
  VI: z.string().min(1).max(40),
});
export type RoomName = z.infer<typeof roomName>;

/** A player's seed for the hands: random in the browser when sitting, changeable between hands. */
export const playerSeed = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\x20-\x7e]+$/);

export const roomsApi = {
  /** `?game=` → roomsValue: enabled rooms with their settings, seated and waiting counts. */
  list: { method: 'GET', path: '/api/rooms' },
  /** `?version=` → roomState for the session (your seat and hole cards). */
  state: { method: 'GET', path: '/api/rooms/:roomId/state' },
  /** body sitRequest → roomActionValue (the buy-in goes through the wallet) */
  sit: { method: 'POST', path: '/api/rooms/:roomId/sit' },
  /** body actRequest → roomActionValue */
  act: { method: 'POST', path: '/api/rooms/:roomId/act' },
  /** body sitOutRequest → roomActionValue: sit out (true) or come back (false) */
  sitOut: { method: 'POST', path: '/api/rooms/:roomId/sit-out' },
  /** body seedRequest → roomActionValue: the seed used from the next hand on */
  seed: { method: 'POST', path: '/api/rooms/:roomId/seed' },
  /** → roomActionValue with `cashOut`: leaves the seat (at once between hands, else after your hand ends) */
  stand: { method: 'POST', path: '/api/rooms/:roomId/stand' },
  /** WebSocket `?session=`: roomState pushes */
  live: { method: 'GET', path: '/api/rooms/:roomId/live' },
  /** `?limit=&game=` → myHandsValue */
  hands: { method: 'GET', path: '/api/rooms/hands' },
  /** public → handVerifyValue */
  hand: { method: 'GET', path: '/api/rooms/hands/:handId' },
} as const;

export const roomsQuery = z.object({ game: roomGame.optional() });
export const roomStateQuery = z.object({ version: z.coerce.number().int().min(0).optional() });
export const myHandsQuery = z.object({
  game: roomGame.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const sitRequest = z.object({
  seat: z.number().int().min(0).max(8),
  buyIn: z.number().positive(),
  seed: playerSeed,
});
export type SitRequest = z.infer<typeof sitRequest>;

/**
 * An action on the current hand, against the state `version` the page saw (a stale version answers
 * `room.version.stale`). Hold'em: bet/raise `amount` = the total of your bet on this street after the action
 * ("raise to"); all-in puts your whole stack in. Bull Bull: `bid` 0..4 while bidding for the bank, then
 * `multiple` 1..5 (not the banker).
 */
export const actRequest = z.discriminatedUnion('action', [
  z.object({ version: z.number().int().min(0), action: z.enum(['fold', 'check', 'call', 'allin']) }),
  z.object({
    version: z.number().int().min(0),
    action: z.enum(['bet', 'raise']),
    amount: z.number().positive(),
  }),
  z.object({
    version: z.number().int().min(0),
    action: z.literal('bid'),
    bid: z.number().int().min(0).max(4),
  }),
  z.object({
    version: z.number().int().min(0),
    action: z.literal('multiple'),
    multiple: z.number().int().min(1).max(5),
  }),
]);
export type ActRequest = z.infer<typeof actRequest>;

export const sitOutRequest = z.object({ sittingOut: z.boolean() });
export const seedRequest = z.object({ seed: playerSeed });

/** Room settings (operator `room_setting`); blinds are the Bull Bull base stake in `bigBlind`. */
export const roomSettings = z.object({
  roomId,
  game: roomGame,
  gameCode: z.enum(['HOUSEPK_HOLDEM', 'HOUSEPK_BULLBULL']),
  name: roomName,
  /** The table plays in one currency: a player of another currency cannot sit (`room.currency.mismatch`). */
  currency: z.string().min(3).max(8),
  seats: z.number().int().min(2).max(9),
  smallBlind: z.number(),
  /** Hold'em: the big blind; Bull Bull: the base stake. */
  bigBlind: z.number(),
  minBuyIn: z.number(),
  maxBuyIn: z.number(),
  /** Percent of each pot (Hold'em) or of each winner's winnings (Bull Bull), e.g. 5 = 5 %. */
  rakePercent: z.number(),
  /** Hold'em: the most rake taken from one hand (major units); Bull Bull ignores it. */
  rakeCap: z.number(),
  turnSeconds: z.number().int(),
  enabled: z.boolean(),
});
export type RoomSettings = z.infer<typeof roomSettings>;

export const roomSummary = roomSettings.extend({
  /** The big blind or base stake: what the platform's room list shows as the minimum bet. */
  minBet: z.number(),
  /** Players in a seat. */
  seated: z.number().int(),
  /** Seated players not in the running hand (sitting out or joined during it). */
  waiting: z.number().int(),
  status: z.enum(['waiting', 'playing']),
});
export type RoomSummary = z.infer<typeof roomSummary>;
export const roomsValue = z.object({ rooms: z.array(roomSummary) });

export const seatValue = z.object({
  seat: z.number().int(),
  /** Masked (`ab***z`) unless it is you. */
  player: z.string(),
  mine: z.boolean(),
  stack: z.number(),
  sittingOut: z.boolean(),
  /** In the running hand (false: joined during it, sitting out, or no hand). */
  inHand: z.boolean(),
  /** Leaves when the running hand ends. */
  leaving: z.boolean(),
});
export type SeatValue = z.infer<typeof seatValue>;

const fairValue = z.object({
  serverSeedHash: z.string(),
  /** Revealed when the hand ends. */
  serverSeed: z.string().nullable(),
  playerSeeds: z.array(z.object({ seat: z.number().int(), seed: z.string() })),
  clientSeed: z.string(),
  nonce: z.number().int(),
});

export const holdemStreet = z.enum(['preflop', 'flop', 'turn', 'river', 'showdown', 'done']);
export const holdemAction = z.enum(['fold', 'check', 'call', 'bet', 'raise', 'allin', 'sb', 'bb', 'timeout']);
export const handCategory = z.enum([
  'high-card',
  'pair',
  'two-pair',
  'trips',
  'straight',
  'flush',
  'full-house',
  'quads',
  'straight-flush',
]);
export type HandCategoryName = z.infer<typeof handCategory>;

export const holdemPlayerValue = z.object({
  seat: z.number().int(),
  stack: z.number(),
  /** Put in on this street. */
  bet: z.number(),
  /** Put in during the whole hand. */
  contributed: z.number(),
  folded: z.boolean(),
  allIn: z.boolean(),
  lastAction: holdemAction.nullable(),
  /** Your own hole cards always; others' only when shown at showdown. */
  cards: z.array(card).nullable(),
  /** At showdown: the best five and its category. */
  best: z.object({ category: handCategory, cards: z.array(card) }).nullable(),
});

export const holdemHandValue = z.object({
  game: z.literal('holdem'),
  handId: z.string(),
  handNo: z.number().int(),
  street: holdemStreet,
  button: z.number().int(),
  smallBlindSeat: z.number().int(),
  bigBlindSeat: z.number().int(),
  board: z.array(card),
  /** Pots so far (main first), from contributions of previous streets and this one. */
  pots: z.array(z.object({ amount: z.number(), seats: z.array(z.number().int()) })),
  currentBet: z.number(),
  /** Seat to act, with its deadline. */
  toAct: z.number().int().nullable(),
  deadline: z.string().nullable(),
  players: z.array(holdemPlayerValue),
  /** What you may do now (your turn), else null. Amounts are "to" totals of your bet on this street. */
  legal: z
    .object({
      fold: z.boolean(),
      check: z.boolean(),
      call: z.number().nullable(),
      /** bet (nothing bet yet) or raise: the least and most "to" amount; null when not allowed. */
      bet: z.object({ min: z.number(), max: z.number() }).nullable(),
      raise: z.object({ min: z.number(), max: z.number() }).nullable(),
      allin: z.number(),
    })
    .nullable(),
  /** When done: each pot's winners and the rake. */
  result: z
    .object({
      pots: z.array(
        z.object({
          amount: z.number(),
          rake: z.number(),
          winners: z.array(z.object({ seat: z.number().int(), amount: z.number() })),
        }),
      ),
      rake: z.number(),
      /** Uncalled bet returned to its seat. */
      returned: z.object({ seat: z.number().int(), amount: z.number() }).nullable(),
    })
    .nullable(),
  fair: fairValue,
});
export type HoldemHandValue = z.infer<typeof holdemHandValue>;

export const bullPlayerValue = z.object({
  seat: z.number().int(),
  /** null until chosen. */
  bid: z.number().int().nullable(),
  multiple: z.number().int().nullable(),
  /** Your own cards always; everyone's when done. */
  cards: z.array(card).nullable(),
  /** When shown: bull 0..9 (0 = bull bull), null = no bull, with 'five-small' / 'five-face' specials. */
  hand: z
    .object({
      bull: z.number().int().nullable(),
      special: z.enum(['five-small', 'five-face']).nullable(),
      multiplier: z.number().int(),
    })
    .nullable(),
  /** Net against the banker when done (the banker's: the sum), after rake. */
  net: z.number().nullable(),
  rake: z.number().nullable(),
});

export const bullHandValue = z.object({
  game: z.literal('bullbull'),
  handId: z.string(),
  handNo: z.number().int(),
  phase: z.enum(['bidding', 'betting', 'done']),
  bankerSeat: z.number().int().nullable(),
  /** The banker's bid (at least 1 when everyone bid 0). */
  bankerBid: z.number().int().nullable(),
  deadline: z.string().nullable(),
  /** Base stake of the room. */
  base: z.number(),
  players: z.array(bullPlayerValue),
  /** What you may do now, else null. */
  legal: z
    .object({ bids: z.array(z.number().int()).optional(), multiples: z.array(z.number().int()).optional() })
    .nullable(),
  fair: fairValue,
});
export type BullHandValue = z.infer<typeof bullHandValue>;

export const roomHandValue = z.discriminatedUnion('game', [holdemHandValue, bullHandValue]);
export type RoomHandValue = z.infer<typeof roomHandValue>;

export const roomState = z.object({
  room: roomSettings,
  version: z.number().int(),
  /** false when `?version=` was already current (the rest is still the full state). */
  changed: z.boolean(),
  serverTime: z.string(),
  /** waiting: fewer than two players ready (no bots); starting: next hand at `nextHandAt`. */
  status: z.enum(['waiting', 'starting', 'playing']),
  nextHandAt: z.string().nullable(),
  seats: z.array(seatValue),
  you: z
    .object({
      seat: z.number().int(),
      stack: z.number(),
      seed: z.string(),
      sittingOut: z.boolean(),
      /** Hands sat out in a row (cashed out at 3). */
      sittingOutHands: z.number().int(),
    })
    .nullable(),
  /** The running hand, or the last one (done) until the next starts. */
  hand: roomHandValue.nullable(),
});
export type RoomState = z.infer<typeof roomState>;

export const roomActionValue = z.object({
  state: roomState,
  /** Your wallet balance after a sit or stand (the platform's answer). */
  balance: z.number().nullable(),
  /** Stand: what went back to the wallet (null when it waits for the hand's end). */
  cashOut: z.number().nullable(),
});
export type RoomActionValue = z.infer<typeof roomActionValue>;

export const myHandValue = z.object({
  handId: z.string(),
  roomId: z.string(),
  game: roomGame,
  handNo: z.number().int(),
  time: z.string(),
  yourSeat: z.number().int(),
  yourCards: z.array(card),
  board: z.array(card),
  pot: z.number(),
  /** Your net for the hand (after rake). */
  net: z.number(),
  rake: z.number(),
  /** e.g. "won 12.50 with a flush", in words built by the page from `category`. */
  category: handCategory.nullable(),
  bull: z.number().int().nullable(),
  voided: z.boolean(),
});
export const myHandsValue = z.object({ hands: z.array(myHandValue) });

export const handVerifyValue = z.object({
  handId: z.string(),
  roomId: z.string(),
  game: roomGame,
  handNo: z.number().int(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  status: z.enum(['running', 'done', 'void']),
  fair: fairValue,
  seats: z.array(
    z.object({
      seat: z.number().int(),
      player: z.string(),
      /** Dealt cards, once the hand is over. */
      cards: z.array(card).nullable(),
    }),
  ),
  button: z.number().int().nullable(),
  /** The dealt part of the deck in order (known once revealed), for the verify page to compare. */
  deck: z.array(card).nullable(),
  board: z.array(card),
  actions: z.array(
    z.object({
      seat: z.number().int(),
      action: z.string(),
      /** Hold'em: the "to" amount or the amount put in; Bull Bull: the bid or multiple. */
      amount: z.number().nullable(),
      street: z.string(),
    }),
  ),
  /** Per seat: the net of the hand (after rake), and the total rake. */
  result: z
    .object({
      nets: z.array(z.object({ seat: z.number().int(), net: z.number() })),
      rake: z.number(),
    })
    .nullable(),
});
export type HandVerifyValue = z.infer<typeof handVerifyValue>;

/** Operator (signed like sports): rooms with settings and today's figures. */
export const operatorRoomsApi = {
  list: { method: 'GET', path: '/operator/v1/rooms' },
  update: { method: 'PUT', path: '/operator/v1/rooms/:roomId' },
  create: { method: 'POST', path: '/operator/v1/rooms' },
} as const;

export const roomSettingsInput = roomSettings
  .omit({ gameCode: true })
  .extend({ smallBlind: z.number().positive(), bigBlind: z.number().positive() });
export type RoomSettingsInput = z.infer<typeof roomSettingsInput>;
export const roomSettingsUpdate = roomSettingsInput.omit({ roomId: true, game: true }).partial();

export const operatorRoomValue = roomSettings.extend({
  seated: z.number().int(),
  handsToday: z.number().int(),
  rakeToday: z.number(),
});
export const operatorRoomsValue = z.object({ rooms: z.array(operatorRoomValue) });
