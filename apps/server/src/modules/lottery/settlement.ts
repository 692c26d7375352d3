import { nodeFairCrypto } from '@portal/fair/node';
import type { Db } from '../../db/client.ts';
import type { LiveHub } from '../../lib/live-hub.ts';
import type { Ledger } from '../wallet/ledger.ts';
import { deriveDraw } from '@portal/lottery/draw';
import { gameByCode } from '@portal/lottery/games';
import { formatWinNo, type DrawResult } from '@portal/lottery/groups';
import {
  BETTING_MODES,
  orderRebate,
  orderWin,
  restoreOrderLine,
  type BettingMode,
  type OrderLine,
} from '@portal/lottery/order';
import { floor, mul, rat } from '@portal/lottery/rational';
import * as repo from './repository.ts';

const SETTLE_BATCH = 500;
/** Orders settled at once per draw: the pool has 20 connections per node. */
const SETTLE_CONCURRENCY = 8;

/** An order row as the engine's line, to settle it (its limits were checked when it was placed). */
export function lineOf(order: repo.OrderRow): OrderLine {
  const mode = BETTING_MODES[order.betting_mode as BettingMode];
  const restored = restoreOrderLine(
    {
      gameCode: order.game_code,
      playCode: order.play_code,
      content: order.content,
      bettingMode: order.betting_mode,
      multiple: order.multiple,
      series: order.series,
      prizeMode: order.prize_mode as OrderLine['prizeMode'],
    },
    order.unit * (mode?.divisor ?? 1n),
  );
  if (!restored.ok) throw new Error(`order ${order.id}: ${restored.detail}`);
  return restored.line;
}

/**
 * Settles orders and cancels them, each once: the order's conditional update, its ledger transfers
 * (keyed by the order) and its betting-record row commit together.
 */
/** The betting-record row of a lottery order: written open, then settled or rolled back. */
function recordBet(
  trx: Parameters<typeof repo.upsertBetRecord>[0],
  game: { id: number; vendor: string },
  order: { merchant_id: number; customer_id: number; id: bigint },
  state: { bet: bigint; win: bigint; status: 'OPEN' | 'SETTLED' | 'ROLLED_BACK'; settledAt: Date | null },
) {
  return repo.upsertBetRecord(trx, {
    merchantId: order.merchant_id,
    customerId: order.customer_id,
    vendor: game.vendor,
    gameId: game.id,
    orderId: order.id,
    ...state,
  });
}

export function createSettlement(db: Db, ledger: Ledger, hub?: LiveHub) {
  let catalog: Map<string, { id: number; vendor: string }> | null = null;
  const catalogGame = async (code: string) => {
    catalog ??= await repo.catalogGameIds(db);
    const g = catalog.get(code);
    if (!g) throw new Error(`lottery game ${code} is not in the catalog`);
    return g;
  };

  async function settleOrder(order: repo.OrderRow, result: DrawResult, now: Date, memberMax?: number) {
    const line = lineOf(order);
    const { win, winNo } = orderWin(line, result);
    // The rebate is measured from the member's own series when it has one (decision 0055).
    const rebate = floor(mul(rat(order.stake), orderRebate(line.game, order.series, memberMax)));
    const game = await catalogGame(order.game_code);
    await ledger.prepare(order.merchant_id, [
      { kind: 'lotteryFloat' },
      { kind: 'cash', ownerId: order.customer_id },
    ]);
    const ended = await db.transaction().execute(async (trx) => {
      const status = win > 0n ? 'WON' : 'LOST';
      if (!(await repo.endOrder(trx, order.id, { status, win, rebate, win_no: winNo, settled_at: now })))
        return false;
      const base = {
        merchantId: order.merchant_id,
        // The win and the rebate use one house shard: this transaction locks one house row.
        shardKey: `lottery:${order.id}`,
        meta: { orderId: String(order.id), game: order.game_code, numero: order.numero },
      };
      for (const [kind, amount] of [
        ['win', win],
        ['rebate', rebate],
      ] as const)
        if (amount > 0n)
          await ledger.transfer(
            {
              ...base,
              key: `lottery:${kind}:${order.id}`,
              type: `lottery_${kind}`,
              from: { kind: 'lotteryFloat' },
              to: { kind: 'cash', ownerId: order.customer_id },
              amount,
            },
            trx,
          );
      await recordBet(trx, game, order, { bet: order.stake, win, status: 'SETTLED', settledAt: now });
      return true;
    });
    return ended ? { won: win > 0n, win } : null;
  }

  return {
    lineOf,

    /** The catalog game of a lottery game (read before a transaction: the embedded database has one connection). */
    catalogGame,

    /** The betting-record row of a new order (open until its draw), inside the placing transaction. */
    async recordOpen(
      trx: Parameters<typeof repo.upsertBetRecord>[0],
      game: { id: number; vendor: string },
      o: { merchantId: number; customerId: number; orderId: bigint; stake: bigint },
    ) {
      await recordBet(
        trx,
        game,
        { merchant_id: o.merchantId, customer_id: o.customerId, id: o.orderId },
        { bet: o.stake, win: 0n, status: 'OPEN', settledAt: null },
      );
    },

    /** Cancels a pending order and refunds its stake, once. */
    async cancelOrder(order: repo.OrderRow, reason: 'member' | 'chase_stop', now: Date): Promise<boolean> {
      const game = await catalogGame(order.game_code);
      const ended = await db.transaction().execute(async (trx) => {
        if (
          !(await repo.endOrder(trx, order.id, {
            status: 'CANCELLED',
            cancel_reason: reason,
            settled_at: now,
          }))
        )
          return false;
        await ledger.transfer(
          {
            merchantId: order.merchant_id,
            key: `lottery:cancel:${order.id}`,
            type: 'lottery_cancel',
            from: { kind: 'lotteryFloat' },
            to: { kind: 'cash', ownerId: order.customer_id },
            amount: order.stake,
            meta: { orderId: String(order.id), game: order.game_code, numero: order.numero },
          },
          trx,
        );
        await recordBet(trx, game, order, { bet: 0n, win: 0n, status: 'ROLLED_BACK', settledAt: now });
        return true;
      });
      if (ended) hub?.publish(order.customer_id, { type: 'balance' });
      return ended;
    },

    /**
     * Voids a draw (decision 0032): marked VOID by the conditional update the draw loop's claim races with
     * (a claimed, drawn or settled draw is refused: null), then every pending order of it refunded once,
     * each in its own transaction: the order's conditional end and its transfer keyed
     * `lottery-void:<orderId>`. Running it again (a second staff member, a retry after a crash) only
     * finishes refunds the first left.
     */
    async voidDraw(drawId: bigint, reason: string, now: Date) {
      const draw = await repo.markVoid(db, drawId, reason, now);
      if (!draw) return null;
      let refunded = 0;
      const attempted = new Set<bigint>();
      for (;;) {
        const batch = (await repo.pendingOrdersOfDraw(db, drawId, SETTLE_BATCH)).filter(
          (o) => !attempted.has(o.id),
        );
        if (batch.length === 0) break;
        for (const order of batch) {
          attempted.add(order.id);
          const game = await catalogGame(order.game_code);
          await ledger.prepare(order.merchant_id, [
            { kind: 'lotteryFloat' },
            { kind: 'cash', ownerId: order.customer_id },
          ]);
          const ended = await db.transaction().execute(async (trx) => {
            if (
              !(await repo.endOrder(trx, order.id, {
                status: 'CANCELLED',
                cancel_reason: 'void',
                settled_at: now,
              }))
            )
              return false;
            await ledger.transfer(
              {
                merchantId: order.merchant_id,
                key: `lottery-void:${order.id}`,
                type: 'lottery_cancel',
                from: { kind: 'lotteryFloat' },
                to: { kind: 'cash', ownerId: order.customer_id },
                amount: order.stake,
                meta: { orderId: String(order.id), game: order.game_code, numero: order.numero },
              },
              trx,
            );
            await recordBet(trx, game, order, { bet: 0n, win: 0n, status: 'ROLLED_BACK', settledAt: now });
            return true;
          });
          if (ended) {
            refunded++;
            hub?.publish(order.customer_id, { type: 'balance' });
          }
        }
      }
      return { draw, refunded };
    },

    /**
     * Draws a claimed draw and settles its orders. Safe to run again on the same draw (a takeover after
     * a crash): the result is derived from the committed seed, and each order ends once.
     */
    async drawAndSettle(
      draw: repo.DrawRow,
      now: Date,
      stopChase: (chaseId: bigint, after: repo.OrderRow) => Promise<void>,
    ) {
      const game = gameByCode(draw.game_code);
      if (!game) throw new Error(`draw ${draw.id}: unknown game ${draw.game_code}`);
      const result = deriveDraw(nodeFairCrypto, draw.server_seed, draw.game_code, draw.numero, game.group);
      const winNo = formatWinNo(result);
      await repo.recordResult(db, draw.id, {
        winNo,
        result: result as unknown as Record<string, unknown>,
        at: now,
      });
      const byMember = new Map<number, { won: number }>();
      // Orders are independent: several settle at once (each in its own transaction). An order that
      // fails stops the draw short of SETTLED, so a later run (the takeover) tries it again.
      const attempted = new Set<bigint>();
      for (;;) {
        const batch = (await repo.pendingOrdersOfDraw(db, draw.id, SETTLE_BATCH)).filter(
          (o) => !attempted.has(o.id),
        );
        if (batch.length === 0) break;
        for (const o of batch) attempted.add(o.id);
        // Most tickets lose and move no money: those settle together, one statement per winning-number
        // text; orders that win or earn a rebate settle one by one with their transfers.
        const losers = new Map<string, repo.OrderRow[]>();
        const payers: repo.OrderRow[] = [];
        const memberMax = await repo.memberMaxSeries(
          db,
          batch.map((o) => o.customer_id),
        );
        for (const order of batch) {
          const line = lineOf(order);
          const { win, winNo } = orderWin(line, result);
          const rebate = floor(
            mul(rat(order.stake), orderRebate(line.game, order.series, memberMax.get(order.customer_id))),
          );
          if (win > 0n || rebate > 0n) payers.push(order);
          else losers.set(winNo, [...(losers.get(winNo) ?? []), order]);
        }
        for (const [winNo, orders] of losers) {
          const settled = await repo.settleLosers(db, orders, winNo, now);
          for (const o of orders.filter((x) => settled.has(x.id)))
            if (!byMember.has(o.customer_id)) byMember.set(o.customer_id, { won: 0 });
        }
        let next = 0;
        await Promise.all(
          Array.from({ length: Math.min(SETTLE_CONCURRENCY, payers.length) }, async () => {
            while (next < payers.length) {
              const order = payers[next++]!;
              const settled = await settleOrder(order, result, now, memberMax.get(order.customer_id));
              if (!settled) continue;
              const m = byMember.get(order.customer_id) ?? { won: 0 };
              if (settled.won) {
                m.won++;
                if (order.chase_id !== null) await stopChase(order.chase_id, order);
              }
              byMember.set(order.customer_id, m);
            }
          }),
        );
      }
      if ((await repo.pendingOrdersOfDraw(db, draw.id, 1)).length > 0)
        throw new Error(`draw ${draw.id}: orders still pending after settlement`);
      await repo.finishDraw(db, draw.id, now);
      hub?.broadcast({ type: 'lottery.draw', gameCode: draw.game_code, numero: draw.numero, winNo });
      for (const [customerId, m] of byMember)
        hub?.publish(customerId, {
          type: 'lottery.settled',
          gameCode: draw.game_code,
          numero: draw.numero,
          won: m.won,
        });
      return { orders: [...byMember.values()].length, winNo };
    },
  };
}
export type Settlement = ReturnType<typeof createSettlement>;
