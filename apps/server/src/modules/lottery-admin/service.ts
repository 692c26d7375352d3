import { lotteryVendors } from '@portal/contract/constants';
import { GAMES, gameByCode } from '@portal/lottery/games';
import { orderOdds, orderRebate } from '@portal/lottery/order';
import { floor, mul, rat } from '@portal/lottery/rational';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { GamesAdmin } from '../games-admin/service.ts';
import type { GameCatalog } from '../games/service.ts';
import type { Draws } from '../lottery/draws.ts';
import type { Settlement } from '../lottery/settlement.ts';
import * as repo from './repository.ts';

type DrawRow = Awaited<ReturnType<typeof repo.listDraws>>['rows'][number];
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * The back office's lottery (issue 15 item 10, decision 0032): games and their schedules, draw history with
 * the commit, the revealed seed and the result, voiding a draw, and the open exposure per draw.
 */
export function createLotteryAdmin(
  db: Db,
  deps: { settlement: Settlement; draws: Draws; catalog: GameCatalog; gamesAdmin: GamesAdmin },
) {
  const drawView = (r: DrawRow) => ({
    id: String(r.id),
    gameCode: r.game_code,
    numero: r.numero,
    status: r.status,
    openAt: iso(r.open_at)!,
    closeAt: iso(r.close_at)!,
    drawAt: iso(r.draw_at)!,
    commitHash: r.commit_hash,
    // The seed is secret until the draw is drawn (its result is public) or voided (it will never be drawn).
    serverSeed: r.win_no !== null || r.status === 'VOID' ? r.server_seed : null,
    winNo: r.win_no,
    result: r.result ?? null,
    voidedAt: iso(r.voided_at),
    voidReason: r.void_reason,
    orders: Number(r.orders),
    stake: String(r.stake),
    payout: String(r.payout),
  });

  async function catalogGames(merchantId: number) {
    const rows = await Promise.all(
      lotteryVendors.map((vendor) =>
        deps.gamesAdmin.games(
          merchantId,
          { vendor },
          { limit: 200, offset: 0, sort: 'id', direction: 'asc' },
        ),
      ),
    );
    return new Map(rows.flatMap((r) => r.rows).map((g) => [g.code, g]));
  }

  async function gameList(merchantId: number) {
    const [catalog, paused, next] = await Promise.all([
      catalogGames(merchantId),
      deps.draws.pausedGames(),
      repo.nextDraws(db, clock.now()),
    ]);
    const nextOf = new Map(next.map((n) => [n.game_code, n]));
    return GAMES.filter((g) => catalog.has(g.code)).map((g) => {
      const c = catalog.get(g.code)!;
      const n = nextOf.get(g.code);
      return {
        code: g.code,
        name: g.name.TW,
        vendor: c.vendor,
        schedule: {
          kind: g.schedule.kind,
          minutes: g.schedule.kind === 'interval' ? g.schedule.minutes : null,
          time: g.schedule.kind === 'daily' ? g.schedule.time : null,
          timeZone: g.schedule.timeZone,
        },
        lockSeconds: g.lockSeconds,
        enabled: c.enabled && c.vendorEnabled,
        paused: paused.has(g.code),
        next: n ? { numero: n.numero, closeAt: iso(n.close_at)!, drawAt: iso(n.draw_at)! } : null,
      };
    });
  }

  return {
    games: gameList,

    /** `enabled` is this merchant's (its catalog game); `paused` is platform-wide (the caller checked scope). */
    async updateGame(merchantId: number, code: string, u: { enabled?: boolean; paused?: boolean }) {
      const before = (await gameList(merchantId)).find((g) => g.code === code);
      if (!before) throw new AppError('not.found');
      if (u.enabled !== undefined) {
        const id = (await catalogGames(merchantId)).get(code)!.id;
        await deps.gamesAdmin.updateGame(merchantId, id, { enabled: u.enabled });
      }
      if (u.paused !== undefined) await deps.draws.setPaused(code, u.paused);
      const after = (await gameList(merchantId)).find((g) => g.code === code)!;
      return { before, after };
    },

    async draws(
      merchantId: number,
      f: Parameters<typeof repo.listDraws>[2],
      page: Parameters<typeof repo.listDraws>[3],
    ) {
      const { rows, total } = await repo.listDraws(db, merchantId, f, page);
      return { rows: rows.map(drawView), total };
    },

    /**
     * Voids a draw that has not been drawn (platform-wide: the caller checked scope): the numero typed again
     * must match. Every pending order of every merchant is refunded once.
     */
    async voidDraw(merchantId: number, drawId: bigint, numero: string, reason: string) {
      const one = async () =>
        (
          await repo.listDraws(
            db,
            merchantId,
            { id: drawId },
            { limit: 1, offset: 0, column: 'd.id', direction: 'asc' },
          )
        ).rows[0];
      const row = await one();
      if (!row) throw new AppError('not.found');
      if (row.numero !== numero) throw new AppError('lottery.void.numero.mismatch');
      const before = drawView(row);
      const done = await deps.settlement.voidDraw(drawId, reason, clock.now());
      if (!done) throw new AppError('lottery.draw.not.voidable');
      const after = drawView((await one())!);
      return { before, after, refunded: done.refunded };
    },

    /**
     * This merchant's open exposure per draw not yet drawn: the stakes of its pending orders and the most
     * the draw could pay them (every single bet of every order winning its top prize, plus rebates).
     */
    async exposure(merchantId: number) {
      const orders = await repo.openOrders(db, merchantId);
      const byDraw = new Map<
        bigint,
        {
          drawId: string;
          gameCode: string;
          numero: string;
          closeAt: string;
          drawAt: string;
          orders: number;
          stake: bigint;
          worst: bigint;
        }
      >();
      for (const o of orders) {
        const e = byDraw.get(o.draw_id) ?? {
          drawId: String(o.draw_id),
          gameCode: o.game_code,
          numero: o.numero,
          closeAt: iso(o.close_at)!,
          drawAt: iso(o.draw_at)!,
          orders: 0,
          stake: 0n,
          worst: 0n,
        };
        e.orders++;
        e.stake += o.stake;
        e.worst += worstPayout(deps.settlement, o);
        byDraw.set(o.draw_id, e);
      }
      return [...byDraw.values()].map((e) => ({
        drawId: e.drawId,
        gameCode: e.gameCode,
        numero: e.numero,
        closeAt: e.closeAt,
        drawAt: e.drawAt,
        orders: e.orders,
        stake: String(e.stake),
        worstPayout: String(e.worst),
      }));
    },
  };
}
export type LotteryAdmin = ReturnType<typeof createLotteryAdmin>;

/** The most one order can be paid: each of its bets winning the play's top prize, and its rebate. */
export function worstPayout(
  settlement: Pick<Settlement, 'lineOf'>,
  order: Parameters<Settlement['lineOf']>[0],
): bigint {
  const line = settlement.lineOf(order);
  const bets = rat(BigInt(line.betCount) * BigInt(line.multiple));
  const top = orderOdds(line).reduce((m, r) => {
    const p = floor(mul(r.prizeExact, bets));
    return p > m ? p : m;
  }, 0n);
  const game = gameByCode(order.game_code);
  const rebate = game ? floor(mul(rat(order.stake), orderRebate(game, order.series))) : 0n;
  return top + rebate;
}
