import { z } from 'zod';
import { INT4_MAX, MAX_AMOUNT } from './bounds.ts';
import { DEFAULT_GAME_PAGE_SIZE, gameTypes } from './constants.ts';

export const gameType = z.enum(gameTypes);

export const game = z.object({
  nodeId: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  gameCode: z.string(),
  /** The game code again under the spec's name (spec section 3). */
  code: z.string(),
  vassalage: z.string(),
  /** The vendor's code, under the spec's two other names for it (its wallet's account type name). */
  vendor: z.string(),
  accountTypeName: z.string(),
  vendorName: z.string(),
  gameType,
  gameClassify: z.string(),
  /** A game item always launches itself; VASSALAGE belongs to vendor cards (their popup list). */
  isGame: z.literal('GAME'),
  /** Lottery games: the play type a tile opens (1 traditional, 2 entertainment); null for other games. */
  defaultPlayType: z.number().int().nullable(),
  /** Paylines of a slot; null for a game without lines. */
  lineNum: z.number().int().nullable(),
  icon: z.string(),
  minBet: z.number(),
  /** False while the vendor has no credentials: listed as "coming soon", never launched. */
  available: z.boolean(),
  maintenance: z.boolean(),
});
export type Game = z.infer<typeof game>;

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** `language` as a query parameter: TW, EN, VI in any case, or a tag (zh-Hant, en, vi); others are ignored. */
export const languageParam = z.preprocess(
  (v) => {
    if (typeof v !== 'string' || !v) return undefined;
    const code = v.toUpperCase();
    if (code === 'TW' || code.startsWith('ZH')) return 'TW';
    if (code === 'EN' || code.startsWith('EN-')) return 'EN';
    if (code === 'VI' || code.startsWith('VI-')) return 'VI';
    return undefined;
  },
  z.enum(['TW', 'EN', 'VI']).optional(),
);

export const gameListQuery = z.object({
  gameType: z.preprocess(emptyToUndefined, gameType.optional()),
  vassalage: z.preprocess(emptyToUndefined, z.string().max(32).optional()),
  gameClassify: z.preprocess(emptyToUndefined, z.string().max(32).optional()),
  gameName: z.preprocess(emptyToUndefined, z.string().max(64).optional()),
  minBet: z.preprocess(emptyToUndefined, z.coerce.number().nonnegative().max(MAX_AMOUNT).optional()),
  /** Games with at least this many lines; absent or 0 keeps games without lines too (decision 0016). */
  minLineNum: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10_000).optional()),
  pageNo: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100000).default(1)),
  pageSize: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(200).default(DEFAULT_GAME_PAGE_SIZE),
  ),
  clientType: z.string().max(16).optional(),
  platform: z.string().max(32).optional(),
  language: languageParam,
  merchant: z.string().max(32).optional(),
  token: z.string().max(256).optional(),
});
export type GameListQuery = z.infer<typeof gameListQuery>;

export const gameListValue = z.object({
  games: z.array(game),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type GameList = z.infer<typeof gameListValue>;

/** A vendor card of a lane (`GCSGAME_newGameVendor`). isGame VASSALAGE opens a list of the vendor's games. */
export const vendorCard = z.object({
  vassalage: z.string(),
  accountTypeName: z.string(),
  displayName: z.string(),
  lagerIcon: z.string(),
  smallIcon: z.string(),
  gameType,
  isGame: z.enum(['VASSALAGE', 'GAME']),
  gameId: z.string().nullable(),
  nodeId: z.string().nullable(),
  isHot: z.boolean(),
  maintenance: z.boolean(),
  /** While under maintenance: the operator's message in the request's language, when one was written. */
  maintenanceMessage: z.string().optional(),
  available: z.boolean(),
  walletMode: z.enum(['seamless', 'transfer']),
  /** The vendor's wallet in the balance call (transfer-mode vendors), else null. */
  accountTypeId: z.number().int().nullable(),
});
export type VendorCard = z.infer<typeof vendorCard>;

/**
 * A game vendor category (spec section 3): its title in the request's language, its vendors' codes in
 * menu order (the category's entry of the sorting list) and their cards.
 */
export const vendorLane = z.object({
  title: z.string(),
  gameClassify: gameType,
  vendors: z.array(z.string()),
  cards: z.array(vendorCard),
});
export type VendorLane = z.infer<typeof vendorLane>;
export const newGameVendorValue = z.object({ lanes: z.array(vendorLane) });
export type NewGameVendor = z.infer<typeof newGameVendorValue>;

export const vassGameTypeQuery = z.object({
  vassalage: z.string().max(32).optional(),
  token: z.string().max(256).optional(),
});
export const vassGameTypeValue = z.array(
  z.object({
    vassalage: z.string(),
    gameType,
    classifies: z.array(z.object({ code: z.string(), count: z.number().int() })),
  }),
);

export const hotGamesValue = z.object({ list: z.array(game) });

/** `GCSGAME_hotGamesV2` (inventory 4.2): names in `language`, else the Language header's. */
export const hotGamesQuery = z.object({
  language: languageParam,
  vassalage: z.preprocess(emptyToUndefined, z.string().max(32).optional()),
  merchantCode: z.string().max(32).optional(),
  isPlatform: z.string().max(8).optional(),
  platform: z.string().max(64).optional(),
});

export const rankListQuery = z.object({
  gameCategory: z.string().max(16).default('ALL'),
  limitNum: z.coerce.number().int().min(1).max(100).default(20),
});
export const rankEntry = z.object({
  rank: z.number().int(),
  customerName: z.string(),
  winAmount: z.number(),
  gameName: z.string(),
  gameId: z.string(),
  nodeId: z.string(),
  vendor: z.string(),
});
export const rankListValue = z.object({ list: z.array(rankEntry) });
export type RankEntry = z.infer<typeof rankEntry>;

/** Lottery menu entry of `/lgw/games/game_menus`. */
export const gameMenuQuery = z.object({
  prizeMode: z.string().max(16).optional(),
  device: z.string().max(16).optional(),
});
export const gameMenuEntry = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  prizeMode: z.string(),
  icon: z.string(),
  tag: z.enum(['HOT', 'NEW']).nullable(),
  nodeId: z.string(),
  vassalage: z.string(),
});
export const gameMenusValue = z.array(gameMenuEntry);

/** Whether a game can be launched now: its vendor has credentials (else "coming soon") and is not in maintenance. */
export const gameAvailability = z.object({
  available: z.boolean(),
  maintenance: z.boolean(),
  /** `game`: the /game iframe view with the portal's header; `seamless`: the full-screen /seamless view. */
  launchView: z.enum(['game', 'seamless']),
});

/** `POST /wps/game/launchGame` (API.md). accountType 0 is free play (trial money), 1 real money. */
export const launchGameRequest = z.object({
  gameId: z.string().max(64).optional(),
  nodeId: z.union([z.string().max(20), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)]).optional(),
  roomId: z.string().max(64).optional(),
  vassalage: z.string().max(32),
  accountType: z.coerce.number().int().min(0).max(1).optional(),
  launchMode: z.string().max(16).optional(),
  platform: z.string().max(32).optional(),
  clientType: z.coerce.number().int().min(0).max(INT4_MAX).optional(),
  language: z.string().max(8).optional(),
  confirmTrans: z.coerce.number().int().min(0).max(INT4_MAX).optional(),
});
export type LaunchGameRequest = z.infer<typeof launchGameRequest>;
export const launchGameValue = z.object({
  game_url: z.string(),
  /** Where the web shows it; phones always get the full-screen view. */
  launchView: z.enum(['game', 'seamless']),
  /** The origin the game's pages come from (the /game view frames only that origin). */
  origin: z.string(),
  /**
   * The same session at the vendor's alternate launch address (another domain or CDN), when its
   * credential names one; the web opens it when `game_url` is missing or fails to load (decision 0016).
   */
  game_url2: z.string().optional(),
  origin2: z.string().optional(),
});
export type LaunchGameValue = z.infer<typeof launchGameValue>;

/** Favourites (inventory 4.2): ids are node id strings. */
export const favoriteGameRequest = z.object({
  nodeId: z
    .union([z.string().max(20), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)])
    .transform(String),
  vendor: z.string().max(32).optional(),
  gameType: z.string().max(16).optional(),
});
export const favoriteIdsValue = z.array(z.string());
export const pagedGamesQuery = z.object({
  gameType: z.preprocess(emptyToUndefined, gameType.optional()),
  pageNo: z.coerce.number().int().min(1).max(10000).default(1),
  pageSize: z.coerce.number().int().min(1).max(999).default(DEFAULT_GAME_PAGE_SIZE),
  language: languageParam,
  clientType: z.string().max(16).optional(),
  platform: z.string().max(32).optional(),
});
export const favoriteGamesListValue = z.object({ content: z.array(game), totalPages: z.number().int() });
export const recentGamesValue = z.object({ list: z.array(game), totalPages: z.number().int() });

/** `GLS2_roomList`: rooms of the PvP games that can be played (none until a PvP game is available). */
export const roomListValue = z.object({
  rooms: z.array(
    z.object({
      roomId: z.string(),
      nodeId: z.string(),
      gameName: z.string(),
      vassalage: z.string(),
      minBet: z.number(),
      players: z.number().int(),
    }),
  ),
});
export type RoomListValue = z.infer<typeof roomListValue>;

/** `VIS_getJackpot`: the house vendor's progressive jackpot pool, a real figure read from the vendor. */
export const jackpotValue = z.object({
  amount: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
  updatedAt: z.string(),
});
export type Jackpot = z.infer<typeof jackpotValue>;
