import { lotteryVendors } from '@portal/contract/constants';
import { gameByCode } from '@portal/lottery/games';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { Job } from '../../jobs/runner.ts';
import type { Ledger } from '../wallet/ledger.ts';
import * as repo from './rebate-repository.ts';

/** Bets settled in the last 5 minutes wait for a later run: a settling transaction (a big draw) may commit late. */
export const SETTLE_LAG_MS = 5 * 60_000;
const BATCH = 2000;
const BP = 10_000n;
const DEFAULT_LOTT_BASE = 2000;

export interface RebatePayout {
  merchantId: number;
  /** Who is paid: an agent on the path, or (with `own`) the bettor itself. */
  agentId: number;
  /** The bettor's own rebate on a game category (its rebate setting, decision 0057), not agent income. */
  own?: true;
  memberId: number;
  betId: string;
  product: string;
  amount: bigint;
}

type Bet = Awaited<ReturnType<typeof repo.settledBetsAfter>>[number];

/**
 * What one settled bet pays each agent on its path (decision 0055). Walking up from the bettor, an agent
 * earns the difference between its rebate for the product and the highest rebate below it on the path
 * (its child's, in a tree where no rebate exceeds its upline's), when positive, floored to minor units:
 * LOTT, stake × (series − lower series) / base; a game category, valid bet × (bp − lower bp) / 10 000. A
 * bettor without a rebate row counts as 0 bp, or for LOTT as the game's maximum series (what it may bet);
 * an upline without one earns nothing on the product and is passed over.
 */
export function payoutsOf(
  bet: Bet,
  uplines: { id: number; type: number }[],
  values: Map<number, Map<string, number>>,
): RebatePayout[] {
  const lottery = (lotteryVendors as readonly string[]).includes(bet.vendor_code);
  if (lottery && (bet.game_code === null || bet.order_status === 'CANCELLED')) return [];
  const product = lottery ? 'LOTT' : bet.game_type;
  const game = lottery ? gameByCode(bet.game_code!) : undefined;
  const base = BigInt(game?.series.base ?? DEFAULT_LOTT_BASE);
  const fallback = lottery ? (game?.series.max ?? Number(base)) : 0;
  const valueOf = (id: number) => values.get(id)?.get(product) ?? fallback;
  const out: RebatePayout[] = [];
  let below = valueOf(bet.customer_id);
  // The bettor's own rate on a game category is its rebate (the register centre's "rebate" of a player):
  // valid bet × bp / 10 000 to itself. On the lottery its series is its rebate, taken when it bets.
  const own = lottery ? 0n : (bet.bet_amount * BigInt(below)) / BP;
  if (own > 0n)
    out.push({
      merchantId: bet.merchant_id,
      agentId: bet.customer_id,
      own: true,
      memberId: bet.customer_id,
      betId: bet.id,
      product,
      amount: own,
    });
  for (const u of uplines) {
    // An upline without a rate for the product earns nothing on it.
    const mine = values.get(u.id)?.get(product);
    if (mine === undefined) continue;
    if (mine > below && repo.isAgentType(u.type)) {
      const diff = BigInt(mine - below);
      const amount = (bet.bet_amount * diff) / (lottery ? base : BP);
      if (amount > 0n)
        out.push({
          merchantId: bet.merchant_id,
          agentId: u.id,
          memberId: bet.customer_id,
          betId: bet.id,
          product,
          amount,
        });
    }
    below = Math.max(below, mine);
  }
  return out;
}

/**
 * Agent rebate payouts: every settled cash bet (vendor rounds and lottery orders alike, as the betting
 * record holds them) after the persisted cursor pays its agents, in batches. Each batch is one transaction
 * that holds the cursor row: the accruals (`commission_accrue`, agentExpense → commissionPayable, key per
 * bet and agent), the payment of what they accrued to each agent's cash (`agent_rebate`, key per agent
 * and batch end) and the cursor's move commit together, so a run on another node waits and then finds
 * the batch done, a crash leaves nothing half paid, and a period missed while down is paid on the next run.
 */
export function createAgentRebates(db: Db, ledger: Ledger) {
  async function planOf(bets: Bet[]): Promise<RebatePayout[]> {
    const members = [...new Set(bets.map((b) => b.customer_id))];
    const ups = await repo.uplinesOf(db, members);
    const ids = new Set(members);
    for (const list of ups.values()) for (const u of list) ids.add(u.id);
    const values = await repo.rebateValues(db, [...ids]);
    return bets.flatMap((b) => payoutsOf(b, ups.get(b.customer_id) ?? [], values));
  }

  /** One batch after `cursor`; false when another run moved the cursor first. */
  async function payBatch(cursor: repo.Cursor, bets: Bet[]) {
    const plan = await planOf(bets);
    const last = bets.at(-1)!;
    const end: repo.Cursor = { settledAt: new Date(last.settled_at!), betId: last.id };
    const batchKey = `${end.settledAt.toISOString()}:${end.betId}`;
    // Accounts first: creating them inside the transaction could deadlock concurrent runs.
    for (const merchantId of new Set(plan.map((p) => p.merchantId)))
      await ledger.prepare(merchantId, [{ kind: 'agentExpense' }, { kind: 'bonusExpense' }]);
    for (const p of plan)
      await ledger.prepare(p.merchantId, [
        ...(p.own ? [] : [{ kind: 'commissionPayable' as const, ownerId: p.agentId }]),
        { kind: 'cash', ownerId: p.agentId },
      ]);
    return db.transaction().execute(async (trx) => {
      const now = await repo.readCursor(trx, true);
      if (now.settledAt.getTime() !== cursor.settledAt.getTime() || now.betId !== cursor.betId) return null;
      const accrued = new Map<string, { merchantId: number; agentId: number; amount: bigint }>();
      let total = 0n;
      for (const p of plan) {
        if (p.own) {
          // The bettor's own rebate: straight from the house's bonus expense to its wallet, once per bet.
          await ledger
            .transfer(
              {
                merchantId: p.merchantId,
                key: `game-rebate:${p.betId}`,
                type: 'game_rebate',
                from: { kind: 'bonusExpense' },
                to: { kind: 'cash', ownerId: p.agentId },
                amount: p.amount,
                shardKey: batchKey,
                meta: { betId: p.betId, product: p.product },
              },
              trx,
            )
            .catch((error: unknown) => {
              if (error instanceof AppError && error.errorCode === 'idempotency.key.conflict') return null;
              throw error;
            });
          continue;
        }
        const r = await ledger
          .transfer(
            {
              merchantId: p.merchantId,
              key: `agent-rebate:${p.betId}:${p.agentId}`,
              type: 'commission_accrue',
              from: { kind: 'agentExpense' },
              to: { kind: 'commissionPayable', ownerId: p.agentId },
              amount: p.amount,
              shardKey: batchKey,
              meta: { kind: 'agent_rebate', memberId: p.memberId, betId: p.betId, product: p.product },
            },
            trx,
          )
          // A round settled again later (a vendor's late win moves its settle time) was paid on its first
          // settlement; a changed stake since then keeps that first payout (no claw-back).
          .catch((error: unknown) => {
            if (error instanceof AppError && error.errorCode === 'idempotency.key.conflict') return null;
            throw error;
          });
        // A replayed accrual was paid with it, in the same transaction, earlier.
        if (!r || r.replayed) continue;
        const k = `${p.merchantId}:${p.agentId}`;
        const a = accrued.get(k) ?? { merchantId: p.merchantId, agentId: p.agentId, amount: 0n };
        a.amount += p.amount;
        accrued.set(k, a);
        total += p.amount;
      }
      for (const a of accrued.values())
        await ledger.transfer(
          {
            merchantId: a.merchantId,
            key: `agent-rebate-pay:${a.agentId}:${batchKey}`,
            type: 'agent_rebate',
            from: { kind: 'commissionPayable', ownerId: a.agentId },
            to: { kind: 'cash', ownerId: a.agentId },
            amount: a.amount,
            shardKey: batchKey,
            meta: { kind: 'agent_rebate', until: batchKey },
          },
          trx,
        );
      await repo.moveCursor(trx, end);
      return { payouts: accrued.size, total };
    });
  }

  return {
    payoutsOf,
    /** Pays every bet settled by `now` − SETTLE_LAG_MS that the cursor has not passed. */
    async run(now = clock.now(), batch = BATCH) {
      const until = new Date(now.getTime() - SETTLE_LAG_MS);
      let bets = 0;
      let agentsPaid = 0;
      let paid = 0n;
      for (let guard = 0; guard < 1000; guard++) {
        const cursor = await repo.readCursor(db);
        const rows = await repo.settledBetsAfter(db, cursor, until, batch);
        if (rows.length === 0) break;
        const done = await payBatch(cursor, rows);
        if (done) {
          bets += rows.length;
          agentsPaid += done.payouts;
          paid += done.total;
        }
        if (done && rows.length < batch) break;
      }
      return { bets, agentsPaid, paid: paid.toString() };
    },
  };
}
export type AgentRebates = ReturnType<typeof createAgentRebates>;

/** The payout job: every 5 minutes (it catches up from its cursor whatever the gap). */
export function agentRebateJobs(rebates: AgentRebates): Job[] {
  return [
    {
      name: 'agent-rebate',
      everyMinutes: 5,
      async run() {
        const r = await rebates.run();
        return { ...r, notable: r.bets > 0 };
      },
    },
  ];
}
