import type { BetHistory, BetHistoryQuery, BetLeg, BetLines, Game } from '@portal/contract';
import { toMajor } from '@portal/contract/money';
import type { Lang } from '@portal/i18n';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { Tenant } from '../merchants/service.ts';
import type { GameCatalog } from './service.ts';
import { betLegs, betLines, houseVerifyUrl } from './bet-legs.ts';
import { HOUSE_VENDOR, launchBase, type VendorRegistry } from './vendors.ts';
import { vendorName } from './vendor-names.ts';
import * as repo from './vendor-repository.ts';

interface Member {
  id: number;
  type: number;
}

export const RECENT_GAMES_LIMIT = 60;
/** The betting record looks back at most this far in one query (inventory: ranges of about a month). */
export const BET_HISTORY_MAX_DAYS = 31;

const page = <T>(items: T[], pageNo: number, pageSize: number) => ({
  items: items.slice((pageNo - 1) * pageSize, pageNo * pageSize),
  totalPages: Math.max(1, Math.ceil(items.length / pageSize)),
});

/**
 * A betting record row's verify page and legs: a sports bet is verified at its first leg's event and
 * lists its legs (decision 0071); a table, card room or fishing round lists its lines and is verified where
 * its vendor says (decision 0075); any other house round at the round.
 */
function withLegs(
  r: { vendor_code: string; round_id: string; bet_detail: unknown; win_detail: unknown },
  lang: Lang,
  verifyBase: string | null,
): { verifyUrl: string | null; legs?: BetLeg[]; lines?: BetLines } {
  const legs = betLegs(r, lang, verifyBase);
  if (legs) return { verifyUrl: legs[0]!.verifyUrl, legs };
  const lines = betLines(r, lang, verifyBase);
  if (lines) return lines;
  return { verifyUrl: houseVerifyUrl(verifyBase, r.vendor_code, { name: 'round', id: r.round_id }, lang) };
}

/** A member's own games: favourites, recent games, the betting record. */
export function createPlayerGames(db: Db, catalog: GameCatalog, vendors: VendorRegistry) {
  async function nodeOf(tenant: Tenant, nodeId: string): Promise<number> {
    const id = Number(nodeId);
    if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('request_param_err');
    const [game] = await catalog.gamesByIds(tenant, [id], 'TW');
    if (!game) throw new AppError('not.found');
    return id;
  }

  return {
    async addFavorite(tenant: Tenant, member: Member, nodeId: string): Promise<boolean> {
      await repo.addFavorite(db, member.id, await nodeOf(tenant, nodeId));
      return true;
    },
    async removeFavorite(tenant: Tenant, member: Member, nodeId: string): Promise<boolean> {
      await repo.removeFavorite(db, member.id, await nodeOf(tenant, nodeId));
      return true;
    },
    async favoriteIds(member: Member): Promise<string[]> {
      return (await repo.favoriteIds(db, member.id)).map(String);
    },
    async favoriteGames(
      tenant: Tenant,
      member: Member,
      q: { gameType?: string; pageNo: number; pageSize: number },
      lang: Lang,
    ): Promise<{ content: Game[]; totalPages: number }> {
      const games = await catalog.gamesByIds(tenant, await repo.favoriteIds(db, member.id), lang);
      const { items, totalPages } = page(
        games.filter((g) => !q.gameType || g.gameType === q.gameType),
        q.pageNo,
        q.pageSize,
      );
      return { content: items, totalPages };
    },
    async recentGames(
      tenant: Tenant,
      member: Member,
      q: { gameType?: string; pageNo: number; pageSize: number },
      lang: Lang,
    ): Promise<{ list: Game[]; totalPages: number }> {
      const games = await catalog.gamesByIds(
        tenant,
        await repo.recentGameIds(db, member.id, RECENT_GAMES_LIMIT),
        lang,
      );
      const { items, totalPages } = page(
        games.filter((g) => !q.gameType || g.gameType === q.gameType),
        q.pageNo,
        q.pageSize,
      );
      return { list: items, totalPages };
    },

    /** The betting record (`personalHistoryCopy`): rounds at game vendors, newest first, with totals. */
    async betHistory(
      tenant: Tenant,
      member: Member,
      q: BetHistoryQuery,
      lang: Lang,
      host: string,
    ): Promise<BetHistory> {
      const now = clock.nowMs();
      const to = q.endTime ? new Date(q.endTime) : new Date(now + 60_000);
      const from = q.startTime ? new Date(q.startTime) : new Date(to.getTime() - 7 * 86_400_000);
      if (from >= to || to.getTime() - from.getTime() > BET_HISTORY_MAX_DAYS * 86_400_000)
        throw new AppError('request_param_err');
      const { rows, totals } = await repo.betPage(db, {
        customers: { customerId: member.id },
        ledger: member.type === 4 ? 'trial' : 'cash',
        from,
        to,
        gameType: q.gameType,
        vendor: q.vassalage,
        status: q.status,
        offset: (q.pageNo - 1) * q.pageSize,
        limit: q.pageSize,
      });
      const d = tenant.settings.currency.decimals;
      const house = await vendors.get(HOUSE_VENDOR);
      const verifyBase = house?.credential ? launchBase(house.credential.launchUrl, host) : null;
      const total = Number(totals.n);
      return {
        rows: rows.map((r) => ({
          roundId: r.round_id,
          gameName: r.name[lang] || r.name.TW,
          gameCode: r.game_code,
          nodeId: String(r.game_id),
          vendor: r.vendor_code,
          vendorName: vendorName({ name: r.vendor_name, name_i18n: r.vendor_names }, lang),
          gameType: r.game_type as Game['gameType'],
          betAmount: toMajor(r.bet_amount, d),
          validBet: toMajor(r.status === 'SETTLED' ? r.bet_amount : 0n, d),
          winAmount: toMajor(r.win_amount, d),
          profitAndLoss: toMajor(r.status === 'SETTLED' ? r.win_amount - r.bet_amount : 0n, d),
          betTime: new Date(r.placed_at).toISOString(),
          settleTime: r.settled_at ? new Date(r.settled_at).toISOString() : null,
          status: r.status,
          ...withLegs(r, lang, verifyBase),
        })),
        totalCount: total,
        totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
        summary: {
          betAmount: toMajor(BigInt(totals.bet), d),
          validBet: toMajor(BigInt(totals.settled_bet), d),
          winAmount: toMajor(BigInt(totals.win), d),
          profitAndLoss: toMajor(BigInt(totals.settled_win) - BigInt(totals.settled_bet), d),
        },
      };
    },
  };
}
export type PlayerGames = ReturnType<typeof createPlayerGames>;
