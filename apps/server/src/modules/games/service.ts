import {
  gameTypes,
  type Game,
  type GameList,
  type GameListQuery,
  type GameType,
  type NewGameVendor,
  type RankEntry,
  type VendorCard,
} from '@portal/contract';
import { lotteryVendors } from '@portal/contract/constants';
import { translate, type Lang } from '@portal/i18n';
import { gameByCode } from '@portal/lottery/games';
import { gamePlays } from '@portal/lottery/plays/index';
import type { Db } from '../../db/client.ts';
import type { LocalizedText } from '../../db/schema.ts';
import { okJson } from '../../lib/app-error.ts';
import { cachedAnswer, type CachedAnswer } from '../../lib/cached-answer.ts';
import { clock } from '../../lib/clock.ts';
import { toMajor } from '../../lib/money.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import type { Tenant } from '../merchants/service.ts';
import * as repo from './repository.ts';
import { maintenanceText, vendorName, type VendorNames } from './vendor-names.ts';

interface CatalogGame {
  id: number;
  vendor: string;
  /** The vendor's names; the request's language picks one (decision 0027). */
  vendorNames: VendorNames;
  code: string;
  name: LocalizedText;
  gameType: GameType;
  classify: string;
  icon: string;
  minBetMinor: bigint;
  isHot: boolean;
  lineNum: number | null;
  defaultPlayType: number | null;
  /** The vendor has credentials (else "coming soon"). */
  available: boolean;
  maintenance: boolean;
}
interface Catalog {
  vendors: Awaited<ReturnType<typeof repo.listMerchantVendors>>;
  games: CatalogGame[];
  /** Serialised game-list pages by language and query; dropped with the catalog when it is read again. */
  pages: Map<string, CachedAnswer>;
}

/** How long a merchant's catalog is served from memory before it is read again. */
export const CATALOG_TTL_MS = 5_000;
export const HOT_GAMES_LIMIT = 24;
export const WINNER_BOARD_DAYS = 30;
const MAX_CACHED_PAGES = 1_000;

/** The game catalog (vendors, games, hot list, winner board) of each merchant; reads are served from memory. */
export function createGameCatalog(db: Db) {
  const catalogs = ttlCache(CATALOG_TTL_MS, async (merchantId: number): Promise<Catalog> => {
    const [vendors, games] = await Promise.all([
      repo.listMerchantVendors(db, merchantId),
      repo.listMerchantGames(db, merchantId),
    ]);
    const vendorsByCode = new Map(vendors.map((v) => [v.code, v]));
    return {
      vendors,
      // Playable games first (stable within each part), so a category page opens on games that launch.
      games: games
        .map((g) => ({
          id: g.id,
          vendor: g.vendor_code,
          vendorNames: vendorsByCode.get(g.vendor_code) ?? { name: g.vendor_code, name_i18n: null },
          code: g.game_code,
          name: g.name,
          gameType: g.game_type as GameType,
          classify: g.game_classify,
          icon: g.icon,
          minBetMinor: g.min_bet,
          isHot: g.is_hot,
          lineNum: g.line_num,
          defaultPlayType: lotteryPlayType(g.vendor_code, g.game_code),
          available: vendorsByCode.get(g.vendor_code)?.available ?? false,
          maintenance: vendorsByCode.get(g.vendor_code)?.maintenance ?? false,
        }))
        .sort((a, b) => Number(b.available) - Number(a.available)),
      pages: new Map(),
    };
  });

  const toGame = (g: CatalogGame, lang: Lang, decimals: number): Game => ({
    nodeId: String(g.id),
    gameId: g.code,
    gameName: g.name[lang] || g.name.TW,
    gameCode: g.code,
    code: g.code,
    vassalage: g.vendor,
    vendor: g.vendor,
    accountTypeName: g.vendor,
    vendorName: vendorName(g.vendorNames, lang),
    gameType: g.gameType,
    gameClassify: g.classify,
    isGame: 'GAME',
    defaultPlayType: g.defaultPlayType,
    lineNum: g.lineNum,
    icon: g.icon,
    minBet: toMajor(g.minBetMinor, decimals),
    available: g.available,
    maintenance: g.maintenance,
  });

  return {
    /**
     * The gameList answer (success envelope included), served from the page cache: category pages and
     * infinite scroll repeat queries.
     */
    async gameListAnswer(tenant: Tenant, q: GameListQuery, lang: Lang): Promise<CachedAnswer> {
      const catalog = await catalogs.get(tenant.id);
      const key = `${lang}|${q.gameType}|${q.vassalage}|${q.gameClassify}|${q.gameName}|${q.minBet}|${q.minLineNum}|${q.pageNo}|${q.pageSize}`;
      let answer = catalog.pages.get(key);
      if (answer === undefined) {
        answer = cachedAnswer(okJson(JSON.stringify(await this.gameList(tenant, q, lang))));
        if (catalog.pages.size >= MAX_CACHED_PAGES) catalog.pages.clear();
        catalog.pages.set(key, answer);
      }
      return answer;
    },

    async gameList(tenant: Tenant, q: GameListQuery, lang: Lang): Promise<GameList> {
      const { games } = await catalogs.get(tenant.id);
      const decimals = tenant.settings.currency.decimals;
      const needle = q.gameName?.toLowerCase();
      const minBetLimit = q.minBet === undefined ? undefined : BigInt(Math.round(q.minBet * 10 ** decimals));
      // 0 or absent: no filter; otherwise only games with lines, at least that many (decision 0016).
      const minLines = q.minLineNum || 0;
      const matches = games.filter(
        (g) =>
          (!q.gameType || g.gameType === q.gameType) &&
          (!q.vassalage || g.vendor === q.vassalage) &&
          (!q.gameClassify || g.classify === q.gameClassify) &&
          (minBetLimit === undefined || g.minBetMinor <= minBetLimit) &&
          (minLines === 0 || (g.lineNum !== null && g.lineNum >= minLines)) &&
          (!needle ||
            (g.name[lang] || g.name.TW).toLowerCase().includes(needle) ||
            g.code.toLowerCase().includes(needle)),
      );
      const start = (q.pageNo - 1) * q.pageSize;
      return {
        games: matches.slice(start, start + q.pageSize).map((g) => toGame(g, lang, decimals)),
        totalPages: Math.ceil(matches.length / q.pageSize),
        totalCount: matches.length,
      };
    },

    async hotGames(tenant: Tenant, lang: Lang, vassalage?: string): Promise<{ list: Game[] }> {
      const { games } = await catalogs.get(tenant.id);
      const decimals = tenant.settings.currency.decimals;
      return {
        list: games
          .filter((g) => g.isHot && (!vassalage || g.vendor === vassalage))
          .slice(0, HOT_GAMES_LIMIT)
          .map((g) => toGame(g, lang, decimals)),
      };
    },

    /**
     * One lane per category in menu order, each with the merchant's vendors of that category: the "game
     * vendor category" of spec section 3 (title in the request's language, cards, gameClassify).
     */
    async vendorLanes(tenant: Tenant, lang: Lang): Promise<NewGameVendor> {
      const { vendors, games } = await catalogs.get(tenant.id);
      const lanes = gameTypes.map((type) => ({
        title: translate(lang, `games.types.${type}`),
        gameClassify: type,
        vendors: vendors.filter((v) => v.game_type === type).map((v) => v.code),
        cards: vendors
          .filter((v) => v.game_type === type)
          .map((v): VendorCard => {
            const lobby = v.is_game === 'GAME' ? games.find((g) => g.vendor === v.code) : undefined;
            return {
              vassalage: v.code,
              accountTypeName: v.code,
              displayName: vendorName(v, lang),
              lagerIcon: v.logo_url,
              smallIcon: v.logo_url,
              gameType: type,
              isGame: v.is_game,
              gameId: lobby?.code ?? null,
              nodeId: lobby ? String(lobby.id) : null,
              isHot: v.is_hot,
              maintenance: v.maintenance,
              ...(v.maintenance && maintenanceText(v.maintenance_message, lang)
                ? { maintenanceMessage: maintenanceText(v.maintenance_message, lang) }
                : {}),
              available: v.available,
              walletMode: v.wallet_mode,
              accountTypeId: v.account_type_id,
            };
          }),
      }));
      return { lanes: lanes.filter((l) => l.cards.length > 0) };
    },

    async vassGameTypes(tenant: Tenant, vassalage?: string) {
      const { vendors, games } = await catalogs.get(tenant.id);
      return vendors
        .filter((v) => !vassalage || v.code === vassalage)
        .map((v) => {
          const counts = new Map<string, number>();
          // Within the vendor's own category: house slots are RNG games and count there, not under INHOUSE.
          for (const g of games)
            if (g.vendor === v.code && g.gameType === v.game_type)
              counts.set(g.classify, (counts.get(g.classify) ?? 0) + 1);
          return {
            vassalage: v.code,
            gameType: v.game_type as GameType,
            classifies: [...counts].map(([code, count]) => ({ code, count })),
          };
        });
    },

    async winnerBoard(
      tenant: Tenant,
      lang: Lang,
      opts: { gameCategory: string; limitNum: number },
    ): Promise<{ list: RankEntry[] }> {
      const since = new Date(clock.now().getTime() - WINNER_BOARD_DAYS * 86_400_000);
      const gameType =
        opts.gameCategory.toUpperCase() === 'ALL' ? undefined : opts.gameCategory.toUpperCase();
      const rows = await repo.listTopWins(db, tenant.id, { gameType, since, limit: opts.limitNum });
      return {
        list: rows.map((r, i) => ({
          rank: i + 1,
          customerName: maskName(r.username),
          winAmount: toMajor(r.win_amount, tenant.settings.currency.decimals),
          gameName: r.name[lang] || r.name.TW,
          gameId: r.game_code,
          nodeId: String(r.game_id),
          vendor: r.vendor_code,
        })),
      };
    },

    /** The merchant's enabled games of the given vendors, in catalog order (the lottery's menus). */
    async gamesOfVendors(tenant: Tenant, vendors: readonly string[], lang: Lang): Promise<Game[]> {
      const { games } = await catalogs.get(tenant.id);
      const decimals = tenant.settings.currency.decimals;
      return games.filter((g) => vendors.includes(g.vendor)).map((g) => toGame(g, lang, decimals));
    },

    /** Games of the merchant's catalog by node id, in the given order (favourites, recent games). */
    async gamesByIds(tenant: Tenant, ids: number[], lang: Lang): Promise<Game[]> {
      const { games } = await catalogs.get(tenant.id);
      const byId = new Map(games.map((g) => [g.id, g]));
      const decimals = tenant.settings.currency.decimals;
      return ids.flatMap((id) => {
        const g = byId.get(id);
        return g ? [toGame(g, lang, decimals)] : [];
      });
    },

    invalidate: (merchantId?: number) => catalogs.invalidate(merchantId),
  };
}
export type GameCatalog = ReturnType<typeof createGameCatalog>;

/**
 * The play type a lottery game's tile opens (inventory 3.3: `defaultPlayType` is passed as `playType`):
 * 1 traditional when the game has traditional plays, else 2 entertainment; null for other vendors' games.
 */
function lotteryPlayType(vendor: string, code: string): number | null {
  if (!(lotteryVendors as readonly string[]).includes(vendor)) return null;
  const def = gameByCode(code);
  if (!def) return null;
  return gamePlays(def, 'LOTT').length > 0 ? 1 : 2;
}

/** Public boards never show a whole user name: `demo_member` → `de*******r`. */
export function maskName(name: string): string {
  if (name.length <= 2) return `${name[0] ?? ''}*`;
  if (name.length <= 4) return `${name[0]}${'*'.repeat(name.length - 1)}`;
  return `${name.slice(0, 2)}${'*'.repeat(name.length - 3)}${name.slice(-1)}`;
}
