import { z } from 'zod';

/**
 * The lottery's calls (decision 0011; spec sections 2, 4, 7, 9; inventory section 3). Amounts in major
 * units; times ISO strings except the countdown fields of the original (`remainTime` ms, `lockTime` s).
 */

/**
 * The `prizeMode` of the lottery calls, in any case (the original sends Lott, Elott): LOTT and ELOTT are
 * served; ZY and SEA are known and refused with `lottery.prize.mode.unavailable` (decision 0016).
 */
export const prizeModeParam = z.preprocess(
  (v) => (typeof v === 'string' && v ? v.toUpperCase() : undefined),
  z.enum(['LOTT', 'ELOTT', 'ZY', 'SEA']).optional(),
);

/** A game of a lottery menu (`/lgw/games/game_menus`, `/lgw/vn/games/game_menu`). */
export const lotteryMenuGame = z.object({
  code: z.string(),
  remark: z.string(),
  /** The catalog node id (favourites, launch). */
  gameId: z.string(),
  groupCode: z.string(),
  /** 1 traditional (LOTT), 2 entertainment (ELOTT). */
  defaultPlayType: z.number().int(),
  tag: z.array(z.enum(['new', 'hot'])),
  /** Fast game interval in minutes, or null for a daily game. */
  intervalMinutes: z.number().int().nullable(),
  icon: z.string(),
});
export type LotteryMenuGame = z.infer<typeof lotteryMenuGame>;
export const lotteryMenuGroup = z.object({
  gameGroupId: z.number().int(),
  gameGroupCode: z.string(),
  labelName: z.string(),
  gameMenus: z.array(lotteryMenuGame),
});
export const lotteryMenusValue = z.array(lotteryMenuGroup);
/** `/lgw/games/game_menus/recent`, `/lgw/vn/games/game_menu/recent`: games the member bet on, latest first. */
export const lotteryRecentValue = z.array(lotteryMenuGame);
export type LotteryMenus = z.infer<typeof lotteryMenusValue>;
export const lotteryMenusQuery = z.object({
  prizeMode: prizeModeParam,
  device: z.string().max(16).optional(),
});

export const popularQuery = z.object({
  count: z.coerce.number().int().min(1).max(100).default(20),
  prizeMode: prizeModeParam,
});
export const popularValue = z.array(
  z.object({
    gameId: z.string(),
    gameCode: z.string(),
    remark: z.string(),
    webIconUrl: z.string(),
    defaultPlayType: z.number().int(),
    gameGroupCode: z.string(),
  }),
);

/** A numero on sale (`opened/numero`): countdown to lock = remainTime − lockTime × 1000. */
export const openedNumero = z.object({
  gameId: z.string(),
  gameCode: z.string(),
  remark: z.string(),
  numero: z.string(),
  remainTime: z.number().int(),
  lockTime: z.number().int(),
  defaultPlayType: z.number().int(),
  groupCode: z.string(),
});
export const openedNumerosValue = z.array(openedNumero);
export const openedNumerosQuery = z.object({
  prizeMode: prizeModeParam,
  count: z.coerce.number().int().min(1).max(100).default(100),
  token: z.string().max(256).optional(),
});

/**
 * `/lgw/vn/numeros/opened/game?count=` (inventory 3.6, the home VN draw list): each Vietnamese game's
 * current numero (SALE while sales are open, LOCKED from the lock until its draw) and then the drawn
 * numeros with their results, newest first, `count` entries in all (default and at most 100).
 */
export const vnNumero = openedNumero.extend({
  status: z.enum(['SALE', 'LOCKED', 'DRAWN']),
  drawTime: z.string(),
  /** Drawn: the special prize; else null. */
  winNo: z.string().nullable(),
  /** Drawn: every prize tier and its numbers; else null. */
  prizes: z.array(z.object({ tier: z.string(), numbers: z.array(z.string()) })).nullable(),
});
export type VnNumero = z.infer<typeof vnNumero>;
export const vnNumerosValue = z.array(vnNumero);

const nearEntry = z.object({
  numero: z.string(),
  isSale: z.boolean(),
  remainTime: z.number().int(),
  lockTime: z.number().int(),
  closeTime: z.string(),
  drawTime: z.string(),
});
export const nearNumerosValue = z.object({
  gameCode: z.string(),
  currentNumero: nearEntry,
  nextNumero: nearEntry,
  previousNumero: nearEntry,
  /** The published commitment of the current numero's result. */
  commitHash: z.string().nullable(),
});
export const gameCodeQuery = z.object({ gameCode: z.string().min(1).max(32) });

/** A drawn numero (`/lgw/draw`, `/lgw/draw/code/{gameCode}`). */
export const drawResult = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  numero: z.string(),
  /** "1,2,3,4,5"; Vietnam games: the special prize. */
  winNo: z.string(),
  /** Vietnam games: every prize tier and its numbers. */
  prizes: z.array(z.object({ tier: z.string(), numbers: z.array(z.string()) })).nullable(),
  drawTime: z.string(),
});
export type DrawResultValue = z.infer<typeof drawResult>;
export const latestDrawsValue = z.array(drawResult);
export const drawHistoryQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(30) });

/** What the verify page recomputes: the seed (after the draw) against the hash published before sales closed. */
export const drawVerifyValue = z.object({
  gameCode: z.string(),
  numero: z.string(),
  groupCode: z.string(),
  commitHash: z.string(),
  /** Null until the draw. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  winNo: z.string().nullable(),
  drawTime: z.string(),
});

/** A play type as the bet page shows it, with its odds at the member's series. */
export const lotteryPlay = z.object({
  id: z.number().int(),
  code: z.string(),
  prizeMode: z.enum(['LOTT', 'ELOTT']),
  name: z.string(),
  grammar: z.string(),
  how: z.string(),
  wins: z.string(),
  rules: z.string(),
  example: z.object({ content: z.string(), winNo: z.string() }),
  /** Prize per winning single bet at the default unit (bettingMode 1) and the max series. */
  odds: z.array(z.object({ level: z.string(), name: z.string(), prize: z.number(), odds: z.string() })),
  minStake: z.number(),
  maxStake: z.number(),
});
export type LotteryPlay = z.infer<typeof lotteryPlay>;
export const lotteryGameValue = z.object({
  code: z.string(),
  name: z.string(),
  groupCode: z.string(),
  gameId: z.string(),
  intervalMinutes: z.number().int().nullable(),
  lockSeconds: z.number().int(),
  allowDrawback: z.boolean(),
  series: z.object({ base: z.number().int(), min: z.number().int(), max: z.number().int() }),
  /** The units a member may bet in: bettingMode 1, 2, 3 and the unit in major units. */
  units: z.array(z.object({ bettingMode: z.number().int(), unit: z.number(), name: z.string() })),
  maxMultiple: z.number().int(),
  maxChasePeriods: z.number().int(),
  plays: z.array(lotteryPlay),
});
export type LotteryGame = z.infer<typeof lotteryGameValue>;
export const lotteryGameQuery = z.object({ prizeMode: prizeModeParam });

/**
 * `GET /lgw/member/series`: the member's own lottery series (agent tree, decisions 0053 and 0055), the highest it
 * may bet at in any game (with the game's own maximum); null when it has none (the game's maximum applies).
 */
export const memberSeriesValue = z.object({ maxSeries: z.number().int().nullable() });

export const orderLineRequest = z.object({
  playCode: z.string().min(1).max(40),
  content: z.string().min(1).max(20_000),
  bettingMode: z.number().int().min(1).max(3),
  multiple: z.number().int().min(1).max(100_000),
  series: z.number().int().min(1).max(5_000),
});
export const placeOrderRequest = z.object({
  gameCode: z.string().min(1).max(32),
  numero: z.string().min(8).max(20),
  prizeMode: z.enum(['LOTT', 'ELOTT']).optional(),
  lines: z.array(orderLineRequest).min(1).max(50),
  /** Chase: the same lines on consecutive numeros from `numero`; each period's multiple multiplies the lines'. */
  chase: z
    .object({
      periods: z
        .array(
          z.object({ numero: z.string().min(8).max(20), multiple: z.number().int().min(1).max(100_000) }),
        )
        .min(1)
        .max(120),
      stopOnWin: z.boolean(),
    })
    .optional(),
  requestId: z.string().min(8).max(64),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequest>;

export const lotteryOrderStatuses = ['PENDING', 'WON', 'LOST', 'CANCELLED'] as const;
export const lotteryOrder = z.object({
  orderId: z.string(),
  /** The order number shown to members, e.g. L000123. */
  orderNo: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  numero: z.string(),
  playCode: z.string(),
  playName: z.string(),
  prizeMode: z.enum(['LOTT', 'ELOTT']),
  content: z.string(),
  betCount: z.number().int(),
  bettingMode: z.number().int(),
  unit: z.number(),
  multiple: z.number().int(),
  series: z.number().int(),
  stake: z.number(),
  win: z.number(),
  rebate: z.number(),
  status: z.enum(lotteryOrderStatuses),
  /** member: cancelled by the member; chase_stop: a chase that stopped on a win. */
  cancelReason: z.string().nullable(),
  /** The draw's winning number as this play shows it, once drawn. */
  winNo: z.string().nullable(),
  chaseId: z.string().nullable(),
  betTime: z.string(),
  settleTime: z.string().nullable(),
  /** Whether the member may cancel it now. */
  cancellable: z.boolean(),
});
export type LotteryOrder = z.infer<typeof lotteryOrder>;
export const placeOrderValue = z.object({ orders: z.array(lotteryOrder), totalStake: z.number() });

export const cancelOrdersRequest = z.object({
  orderIds: z
    .array(z.string().regex(/^\d{1,18}$/))
    .min(1)
    .max(200),
});
export const cancelOrdersValue = z.object({ cancelled: z.array(z.string()), refunded: z.number() });

export const lotteryOrdersQuery = z.object({
  gameCode: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(32).optional()),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(lotteryOrderStatuses).optional()),
  numero: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(20).optional()),
  chase: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v === 'true' || v === true),
    z.boolean().optional(),
  ),
  vn: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v === 'true' || v === true),
    z.boolean().optional(),
  ),
  startTime: z.string().datetime().optional(),
  endTime: z.string().datetime().optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(13),
});
export const lotteryOrdersValue = z.object({
  rows: z.array(lotteryOrder),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  summary: z.object({ stake: z.number(), win: z.number(), rebate: z.number() }),
});
export type LotteryOrders = z.infer<typeof lotteryOrdersValue>;
export type LotteryOrdersQuery = z.output<typeof lotteryOrdersQuery>;

/** Long dragon (streak betting): games whose big/small or odd/even result repeated, from real draws. */
export const longDragonValue = z.array(
  z.object({
    gameCode: z.string(),
    gameName: z.string(),
    /** Which figure repeats: the first position's or the total's big/small or odd/even. */
    subject: z.string(),
    value: z.enum(['big', 'small', 'odd', 'even']),
    streak: z.number().int(),
    numero: z.string(),
    remainTime: z.number().int(),
    lockTime: z.number().int(),
  }),
);

/**
 * Lottery bonus details (inventory 1.4.5, decision 0041): one tab per game group and prize mode (a lucky
 * draw game each), the prizes of its play types at a series the member picks between `minSeries` and
 * `maxBetSeries`, and the rebate that series implies.
 */
export const lotteryBonusQuery = z.object({
  /** The tab: `SSC_1`, `11X5_1`, `LF_<gameCode>_1`… (first tab without it). */
  tab: z
    .string()
    .regex(/^[A-Z0-9_]{1,60}$/)
    .optional(),
  /** The series to show; absent: `maxBetSeries`. */
  series: z.coerce.number().int().min(1).max(5_000).optional(),
});
export const lotteryBonusTab = z.object({
  tab: z.string(),
  gameGroupCode: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  prizeModeId: z.number().int(),
  prizeModeName: z.enum(['LOTT', 'ELOTT']),
});
export const lotteryBonusValue = z.object({
  tabs: z.array(lotteryBonusTab),
  selected: lotteryBonusTab.extend({
    base: z.number().int(),
    minSeries: z.number().int(),
    /** The highest series the member may bet (the game's, or the member's own when lower). */
    maxBetSeries: z.number().int(),
    /** The group's highest series. */
    maxSeries: z.number().int(),
    series: z.number().int(),
    /** (maxBetSeries − series) / base, in percent with two decimals (rounded down). */
    impliedRebate: z.string(),
    /** Prizes per winning bet of one unit (bettingMode 1, in major units) at `series`. */
    unit: z.number(),
    plays: z.array(
      z.object({
        playId: z.number().int(),
        playCode: z.string(),
        name: z.string(),
        levels: z.array(
          z.object({ prizeType: z.string(), name: z.string(), bonus: z.number(), odds: z.string() }),
        ),
      }),
    ),
  }),
});
export type LotteryBonus = z.infer<typeof lotteryBonusValue>;
