import { createHash } from 'node:crypto';
import type { LotteryOrder, LotteryOrders, LotteryOrdersQuery, PlaceOrderRequest } from '@portal/contract';
import { toMajor } from '@portal/contract/money';
import type { Lang } from '@portal/i18n';
import { nodeFairCrypto } from '@portal/fair/node';
import { toHex } from '@portal/fair';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { LotteryOrderTable } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { LiveHub } from '../../lib/live-hub.ts';
import { random } from '../../lib/random.ts';
import type { Tenant } from '../merchants/service.ts';
import type { Ledger } from '../wallet/ledger.ts';
import { validateChaseCancel, validateChasePlan, type ChasePlan } from '@portal/lottery/chase';
import { drawCommitHash } from '@portal/lottery/draw';
import { gameByCode, type GameDef } from '@portal/lottery/games';
import { validateNumeroOnSale, validateOrderLine, withMultiple, type OrderLine } from '@portal/lottery/order';
import { numeroSlot } from '@portal/lottery/schedule';
import * as repo from './repository.ts';
import * as ordersRepo from './orders-repository.ts';
import type { Settlement } from './settlement.ts';

interface Member {
  id: number;
  type: number;
}
type OrderRow = Selectable<LotteryOrderTable>;

/** The currency's "yuan" unit: 2.00 for two-decimal currencies (the original's default unit). */
export const unitBaseMinor = (decimals: number) => 2n * 10n ** BigInt(decimals);

/** Engine refusals are the API's error codes (translated by the i18n catalogue). */
export function lotteryError(key: string, value?: unknown): AppError {
  return new AppError(key as never, value);
}

/** Lottery orders: placed and paid in one transaction, cancelled while sales are open, listed as records. */
export function createLotteryOrders(db: Db, ledger: Ledger, settlement: Settlement, hub?: LiveHub) {
  async function ensureDraw(game: GameDef, numero: string) {
    const existing = await repo.findDraw(db, game.code, numero);
    if (existing) return existing;
    const slot = numeroSlot(game, numero);
    if (!slot) throw lotteryError('lottery.numero.invalid');
    // A chase beyond the draws made so far: this one is made now, its seed committed before its sales.
    const seed = toHex(random.bytes(32));
    await repo.insertDraws(db, [
      {
        game_code: game.code,
        numero,
        open_at: new Date(slot.openTime),
        close_at: new Date(slot.closeTime),
        draw_at: new Date(slot.drawTime),
        server_seed: seed,
        commit_hash: drawCommitHash(nodeFairCrypto, seed),
      },
    ]);
    return (await repo.findDraw(db, game.code, numero))!;
  }

  function view(
    o: OrderRow,
    game: GameDef,
    lang: Lang,
    decimals: number,
    closeAt: Date | null,
  ): LotteryOrder {
    let playName = o.play_code;
    try {
      playName = settlement.lineOf(o).play.name[lang];
    } catch {
      /* a retired play keeps its code */
    }
    const now = clock.nowMs();
    return {
      orderId: String(o.id),
      orderNo: `L${String(o.id).padStart(7, '0')}`,
      gameCode: o.game_code,
      gameName: game.name[lang],
      numero: o.numero,
      playCode: o.play_code,
      playName,
      prizeMode: o.prize_mode as 'LOTT' | 'ELOTT',
      content: o.content,
      betCount: o.bet_count,
      bettingMode: o.betting_mode,
      unit: toMajor(o.unit, decimals),
      multiple: o.multiple,
      series: o.series,
      stake: toMajor(o.stake, decimals),
      win: toMajor(o.win, decimals),
      rebate: toMajor(o.rebate, decimals),
      status: o.status,
      cancelReason: o.cancel_reason,
      winNo: o.win_no,
      chaseId: o.chase_id === null ? null : String(o.chase_id),
      betTime: new Date(o.created_at).toISOString(),
      settleTime: o.settled_at ? new Date(o.settled_at).toISOString() : null,
      cancellable:
        o.status === 'PENDING' && game.allowDrawback && closeAt !== null && now < closeAt.getTime(),
    };
  }

  async function ordersOfRequest(customerId: number, requestId: string) {
    return ordersRepo.ordersOfRequest(db, customerId, requestId);
  }

  const api = {
    async place(tenant: Tenant, member: Member, req: PlaceOrderRequest, lang: Lang) {
      if (member.type === 4) throw new AppError('trial.account.forbidden');
      const game = gameByCode(req.gameCode);
      if (!game || !(await repo.offeredTo(db, tenant.id, game.code)))
        throw lotteryError('lottery.game.unknown');
      const decimals = tenant.settings.currency.decimals;
      const view1 = (rows: Awaited<ReturnType<typeof ordersOfRequest>>) => {
        const orders = rows.map((r) => view(r, game, lang, decimals, new Date(r.close_at)));
        return {
          orders,
          totalStake: toMajor(
            rows.reduce((s, r) => s + r.stake, 0n),
            decimals,
          ),
        };
      };
      // A retried request answers what the first one placed; the same requestId with other content is
      // a conflict, not a retry (orders from before fingerprints have none and replay).
      const { requestId, ...content } = req;
      const requestHash = createHash('sha256').update(JSON.stringify(content)).digest('hex');
      const replayOf = (rows: Awaited<ReturnType<typeof ordersOfRequest>>) => {
        if (rows.some((r) => r.request_hash !== null && r.request_hash !== requestHash))
          throw new AppError('idempotency.key.conflict');
        return view1(rows);
      };
      const replay = await ordersOfRequest(member.id, requestId);
      if (replay.length) return replayOf(replay);
      // Betting frozen by staff (decision 0030): no new order.
      if (await ordersRepo.bettingFrozen(db, member.id)) throw new AppError('betting.frozen');

      const now = clock.nowMs();
      const onSale = validateNumeroOnSale(game, req.numero, now);
      if (!onSale.ok) throw lotteryError(onSale.error);
      // A member's own series (agent tree, decision 0055) caps the series it may bet.
      const memberMaxSeries = (await repo.memberMaxSeries(db, [member.id])).get(member.id);
      const ctx = { unitBaseMinor: unitBaseMinor(decimals), memberMaxSeries };
      const lines: OrderLine[] = [];
      for (const [i, input] of req.lines.entries()) {
        const checked = validateOrderLine({ ...input, gameCode: game.code, prizeMode: req.prizeMode }, ctx);
        if (!checked.ok) throw lotteryError(checked.error, { line: i });
        lines.push(checked.line);
      }
      const plan: ChasePlan = req.chase
        ? { gameCode: game.code, stopOnWin: req.chase.stopOnWin, periods: req.chase.periods }
        : { gameCode: game.code, stopOnWin: false, periods: [{ numero: req.numero, multiple: 1 }] };
      if (plan.periods[0]!.numero !== req.numero) throw lotteryError('lottery.chase.invalid');
      const planError = validateChasePlan(game, plan, { nowMs: now });
      if (planError) throw lotteryError(planError.error);
      const catalogGame = await settlement.catalogGame(game.code);
      const draws = new Map<string, repo.DrawRow>();
      for (const p of plan.periods) draws.set(p.numero, await ensureDraw(game, p.numero));

      await ledger.prepare(tenant.id, [{ kind: 'cash', ownerId: member.id }, { kind: 'lotteryFloat' }]);
      try {
        await db.transaction().execute(async (trx) => {
          // A voided draw takes no orders; the row lock orders this against a void (decision 0032).
          for (const d of draws.values())
            if (!(await repo.drawTakesOrders(trx, d.id))) throw lotteryError('lottery.draw.closed');
          const chase = req.chase
            ? await ordersRepo.insertChase(trx, {
                merchantId: tenant.id,
                customerId: member.id,
                gameCode: game.code,
                stopOnWin: plan.stopOnWin,
              })
            : null;
          for (const period of plan.periods)
            for (const [lineNo, base] of lines.entries()) {
              const line = period.multiple === 1 ? base : withMultiple(base, base.multiple * period.multiple);
              const order = await ordersRepo.insertOrder(trx, {
                merchant_id: tenant.id,
                customer_id: member.id,
                request_id: req.requestId,
                request_hash: requestHash,
                line_no: lineNo,
                game_code: game.code,
                numero: period.numero,
                draw_id: draws.get(period.numero)!.id,
                prize_mode: line.prizeMode,
                play_code: line.play.code,
                content: line.content,
                bet_count: line.betCount,
                betting_mode: line.bettingMode,
                unit: line.unit,
                multiple: line.multiple,
                series: line.series,
                stake: line.stake,
                chase_id: chase?.id ?? null,
                created_at: new Date(now),
              });
              await ledger.transfer(
                {
                  merchantId: tenant.id,
                  key: `lottery:order:${order.id}`,
                  type: 'lottery_bet',
                  from: { kind: 'cash', ownerId: member.id },
                  to: { kind: 'lotteryFloat' },
                  amount: line.stake,
                  // Every order of the request on one house shard: this transaction locks one house row.
                  shardKey: `lottery:request:${member.id}:${req.requestId}`,
                  meta: { orderId: String(order.id), game: game.code, numero: period.numero },
                },
                trx,
              );
              await settlement.recordOpen(trx, catalogGame, {
                merchantId: tenant.id,
                customerId: member.id,
                orderId: order.id,
                stake: line.stake,
              });
            }
        });
      } catch (error) {
        // Two identical requests racing: the second finds the first's orders.
        if ((error as { code?: string }).code === '23505') {
          const raced = await ordersOfRequest(member.id, req.requestId);
          if (raced.length) return replayOf(raced);
        }
        throw error;
      }
      hub?.publish(member.id, { type: 'balance' });
      return view1(await ordersOfRequest(member.id, req.requestId));
    },

    /** Cancels the member's pending orders while their sales are open; chases from the last period back. */
    async cancel(tenant: Tenant, member: Member, orderIds: string[]) {
      const rows = await ordersRepo.ordersByIds(
        db,
        member.id,
        orderIds.map((id) => BigInt(id)),
      );
      if (rows.length !== new Set(orderIds).size) throw new AppError('not.found');
      const now = clock.now();
      for (const row of rows) {
        const game = gameByCode(row.game_code)!;
        if (!game.allowDrawback) throw lotteryError('ORDER_NOT_DRAWABLE');
        if (row.status !== 'PENDING' || now >= new Date(row.close_at))
          throw lotteryError('LGS_CANCEL_ORDER_NOT_AVAILABLE');
      }
      // Chase periods: only the last pending ones, from the end.
      const chases = new Set(rows.filter((r) => r.chase_id !== null).map((r) => r.chase_id!));
      for (const chaseId of chases) {
        const all = await repo.chaseOrders(db, chaseId);
        const game = gameByCode(all[0]!.game_code)!;
        const records = [...new Map(all.map((o) => [o.numero, o])).values()].map((o) => ({
          numero: o.numero,
          state:
            o.status === 'PENDING'
              ? ('pending' as const)
              : o.status === 'CANCELLED'
                ? ('cancelled' as const)
                : o.status === 'WON'
                  ? ('won' as const)
                  : ('lost' as const),
        }));
        const selected = [...new Set(rows.filter((r) => r.chase_id === chaseId).map((r) => r.numero))];
        const err = validateChaseCancel(game, records, selected, now.getTime());
        if (err) throw lotteryError(err.error);
      }
      const cancelled: string[] = [];
      let refunded = 0n;
      for (const row of rows)
        if (await settlement.cancelOrder(row, 'member', now)) {
          cancelled.push(String(row.id));
          refunded += row.stake;
        }
      return { cancelled, refunded: toMajor(refunded, tenant.settings.currency.decimals) };
    },

    /** The member's lottery orders (`ODSFE2_lottMemBet`), newest first, with totals. */
    async list(tenant: Tenant, member: Member, q: LotteryOrdersQuery, lang: Lang): Promise<LotteryOrders> {
      const to = q.endTime ? new Date(q.endTime) : new Date(clock.nowMs() + 60_000);
      const from = q.startTime ? new Date(q.startTime) : new Date(to.getTime() - 7 * 86_400_000);
      if (from >= to || to.getTime() - from.getTime() > 31 * 86_400_000)
        throw new AppError('request_param_err');
      const [rows, totals] = await ordersRepo.orderPage(db, member.id, {
        from,
        to,
        gameCode: q.gameCode,
        status: q.status,
        numero: q.numero,
        chase: q.chase,
        vn: q.vn,
        offset: (q.pageNo - 1) * q.pageSize,
        limit: q.pageSize,
      });
      const d = tenant.settings.currency.decimals;
      const total = Number(totals.n);
      return {
        rows: rows.map((r) => view(r, gameByCode(r.game_code)!, lang, d, new Date(r.close_at))),
        totalCount: total,
        totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
        summary: {
          stake: toMajor(BigInt(totals.stake), d),
          win: toMajor(BigInt(totals.win), d),
          rebate: toMajor(BigInt(totals.rebate), d),
        },
      };
    },
  };
  return api;
}
export type LotteryOrdersService = ReturnType<typeof createLotteryOrders>;
