import { z } from 'zod';
import { DEFAULT_GAME_PAGE_SIZE, gameTypes } from './constants.ts';

export const gameType = z.enum(gameTypes);

export const game = z.object({
  nodeId: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  gameCode: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameType,
  gameClassify: z.string(),
  icon: z.string(),
  minBet: z.number(),
});
export type Game = z.infer<typeof game>;

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const gameListQuery = z.object({
  gameType: z.preprocess(emptyToUndefined, gameType.optional()),
  vassalage: z.preprocess(emptyToUndefined, z.string().max(32).optional()),
  gameClassify: z.preprocess(emptyToUndefined, z.string().max(32).optional()),
  gameName: z.preprocess(emptyToUndefined, z.string().max(64).optional()),
  minBet: z.preprocess(emptyToUndefined, z.coerce.number().nonnegative().optional()),
  pageNo: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100000).default(1)),
  pageSize: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(200).default(DEFAULT_GAME_PAGE_SIZE),
  ),
  clientType: z.string().optional(),
  platform: z.string().optional(),
  language: z.string().optional(),
  merchant: z.string().optional(),
  token: z.string().optional(),
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
});
export type VendorCard = z.infer<typeof vendorCard>;

export const vendorLane = z.object({ title: z.string(), gameClassify: gameType, cards: z.array(vendorCard) });
export type VendorLane = z.infer<typeof vendorLane>;
export const newGameVendorValue = z.object({ lanes: z.array(vendorLane) });
export type NewGameVendor = z.infer<typeof newGameVendorValue>;

export const vassGameTypeQuery = z.object({ vassalage: z.string().max(32).optional() });
export const vassGameTypeValue = z.array(
  z.object({
    vassalage: z.string(),
    gameType,
    classifies: z.array(z.object({ code: z.string(), count: z.number().int() })),
  }),
);

export const hotGamesValue = z.object({ list: z.array(game) });

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
