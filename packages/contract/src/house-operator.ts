import { z } from 'zod';

/**
 * The operator API of the house's tables, card rooms and fishing (issue 20 item 5, decision 0075), on the
 * house server beside the sportsbook's (sports-operator.ts: same signature, same skew): the platform's back
 * office reads and changes table limits, rooms (blinds, buy-ins, rake) and fishing's bullet range, and the
 * platform's `GLS2_roomList` lists the rooms. Money in major units like the rest of the house API.
 */
export const houseOperatorApi = {
  /** → { tables: TableSetting[] } */
  tables: { method: 'GET', path: '/operator/v1/tables' },
  /** body: TableSettingUpdate → { before, after } */
  updateTable: { method: 'PUT', path: '/operator/v1/tables/:game' },
  /** → { rooms: RoomValue[] } */
  rooms: { method: 'GET', path: '/operator/v1/rooms' },
  /** body: RoomUpdate → { before, after } */
  updateRoom: { method: 'PUT', path: '/operator/v1/rooms/:roomId' },
  /** body: RoomCreate → RoomValue */
  addRoom: { method: 'POST', path: '/operator/v1/rooms' },
  /** → FishingSetting */
  fishing: { method: 'GET', path: '/operator/v1/fishing' },
  /** body: FishingSetting → { before, after } */
  updateFishing: { method: 'PUT', path: '/operator/v1/fishing' },
} as const;

/**
 * A major-unit amount with at most two decimals (zod's multipleOf allows for float error: 1.15 * 100 is
 * 114.99999999999999, which `Math.round(v * 100) === v * 100` refused).
 */
const major = z.number().positive().max(1_000_000_000).multipleOf(0.01);
const localized = z.object({
  TW: z.string().trim().min(1).max(40),
  EN: z.string().trim().min(1).max(40),
  VI: z.string().trim().min(1).max(40),
});

export const houseTableGame = z.enum(['baccarat', 'baccarat-nc', 'dragon-tiger', 'roulette', 'sicbo']);
export type HouseTableGame = z.infer<typeof houseTableGame>;

/** A casino table's settings: stakes per spot (main bets, side bets) and its betting window. */
export const tableSettingUpdate = z
  .object({
    enabled: z.boolean(),
    minBet: major,
    maxBet: major,
    sideMaxBet: major,
    bettingSeconds: z.number().int().min(5).max(60),
  })
  .refine((s) => s.minBet <= s.maxBet && s.minBet <= s.sideMaxBet, {
    message: 'min > max',
    path: ['minBet'],
  });
export type TableSettingUpdate = z.infer<typeof tableSettingUpdate>;
export const tableSetting = z.object({
  game: houseTableGame,
  enabled: z.boolean(),
  minBet: z.number(),
  maxBet: z.number(),
  sideMaxBet: z.number(),
  bettingSeconds: z.number().int(),
});
export type TableSetting = z.infer<typeof tableSetting>;
export const tableSettings = z.object({ tables: z.array(tableSetting) });
export const tableSettingChange = z.object({ before: tableSetting, after: tableSetting });

export const houseRoomGame = z.enum(['holdem', 'bullbull']);
/** A card room's settings: seats, blinds (Bull Bull: the base stake is the big blind), buy-ins, rake, timer. */
const roomFields = z.object({
  name: localized,
  /** The room plays in one currency: a member of another currency cannot sit. */
  currency: z.string().trim().min(3).max(8),
  seats: z.number().int().min(2).max(9),
  smallBlind: major,
  bigBlind: major,
  minBuyIn: major,
  maxBuyIn: major,
  /** Percent of each pot (Hold'em) or of each win (Bull Bull). */
  rakePercent: z.number().min(0).max(10),
  /** The most rake one hand pays (Hold'em). */
  rakeCap: z.number().min(0).max(1_000_000_000).multipleOf(0.01),
  turnSeconds: z.number().int().min(5).max(60),
  enabled: z.boolean(),
});
const roomRules = <T extends { smallBlind: number; bigBlind: number; minBuyIn: number; maxBuyIn: number }>(
  s: z.ZodType<T>,
) =>
  s
    .refine((r) => r.smallBlind <= r.bigBlind, { message: 'small blind > big blind', path: ['smallBlind'] })
    .refine((r) => r.minBuyIn <= r.maxBuyIn && r.minBuyIn >= r.bigBlind * 10, {
      message: 'buy-ins: at least 10 big blinds, min ≤ max',
      path: ['minBuyIn'],
    });
/** A new room: its id (lower case letters, digits and dashes) and game, then its settings. */
export const roomCreate = roomRules(
  roomFields.extend({ roomId: z.string().regex(/^[a-z0-9][a-z0-9-]{1,39}$/), game: houseRoomGame }),
);
export type RoomCreate = z.infer<typeof roomCreate>;
/** A room's settings changed (its id and game stay). */
export const roomUpdate = roomRules(roomFields);
export type RoomUpdate = z.infer<typeof roomUpdate>;
export const roomValue = z.object({
  roomId: z.string(),
  game: houseRoomGame,
  gameCode: z.enum(['HOUSEPK_HOLDEM', 'HOUSEPK_BULLBULL']),
  name: z.object({ TW: z.string(), EN: z.string(), VI: z.string() }),
  currency: z.string(),
  seats: z.number().int(),
  smallBlind: z.number(),
  bigBlind: z.number(),
  minBuyIn: z.number(),
  maxBuyIn: z.number(),
  rakePercent: z.number(),
  rakeCap: z.number(),
  turnSeconds: z.number().int(),
  enabled: z.boolean(),
  /** Players seated now. */
  seated: z.number().int(),
  /** Hands played and rake taken since midnight UTC. */
  handsToday: z.number().int(),
  rakeToday: z.number(),
});
export type RoomValue = z.infer<typeof roomValue>;
export const roomList = z.object({ rooms: z.array(roomValue) });
export const roomChange = z.object({ before: roomValue, after: roomValue });

/** Fishing: open or closed, and the bullet range within the engine's (0.10 to 100). */
export const fishingSetting = z
  .object({ enabled: z.boolean(), bulletMin: major, bulletMax: major })
  .refine((s) => s.bulletMin <= s.bulletMax, { message: 'min > max', path: ['bulletMin'] });
export type FishingSetting = z.infer<typeof fishingSetting>;
export const fishingSettingChange = z.object({ before: fishingSetting, after: fishingSetting });
