import { randomUUID } from 'node:crypto';
import { lotteryVendors } from '@portal/contract/constants';
import { gameByCode } from '@portal/lottery/games';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Job } from '../../jobs/runner.ts';
import type { Ledger } from '../wallet/ledger.ts';
import * as repo from './rebate-repository.ts';

/**
 * Each run rescans the bet changes of this long before its cursor: a transaction that stamped its change
 * before an earlier run and committed after it (a big draw's settlement) is seen by a later run. What each
 * bet paid is recorded, so a rescan pays only differences (decision 0058).
 */
export const LOOKBACK_MS = 15 * 60_000;
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

type Bet = Awaited<ReturnType<typeof repo.changedBetsAfter>>[number];

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
  // A rolled-back round owes nothing (what it paid is clawed back, decision 0058).
  if (bet.status !== 'SETTLED') return [];
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
 * Agent rebate payouts (decisions 0055, 0058): every change of a cash bet (settled, rolled back, re-settled,
 * whatever settle time it was written with; `rebate_changed_at`, migration 0053) brings the bet to the job,
 * which pays each payee (the agents on the bettor's path and the bettor's own game rebate) the difference
 * between what the bet owes it now and what it was paid (`agent_rebate_paid`): more is paid, less is
 * clawed back from the payee's cash, and what its cash cannot cover becomes a debt (`agent_rebate_debt`)
 * taken from its next payouts. Each batch is one transaction that locks the cursor row first (runs on other
 * nodes wait, then read what this one recorded and find nothing left to pay), posts the moves, records
 * them and moves the cursor; each run also rescans `LOOKBACK_MS` before the cursor, for changes that
 * committed late. The first run after migration 0053 pays all earlier play never paid, in batches.
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

  const replayOk = (error: unknown) => {
    if (error instanceof AppError && error.errorCode === 'idempotency.key.conflict') return null;
    throw error;
  };

  interface Tally {
    /** Bets whose payouts moved. */
    bets: number;
    /** Who was paid (agents, and bettors their own game rebate). */
    payees: Set<number>;
    total: bigint;
    clawedBack: bigint;
  }
  interface RunResult extends Omit<Tally, 'payees'> {
    agentsPaid: number;
    merchants: Map<number, Tally>;
  }

  interface Clawback {
    merchantId: number;
    payeeId: number;
    own: boolean;
    amount: bigint;
    key: string;
    meta: Record<string, unknown>;
  }

  async function payBatch(bets: Bet[]) {
    const plan = await planOf(bets);
    const batchKey = randomUUID();
    // Accounts first: creating them inside the transaction could deadlock concurrent runs.
    for (const merchantId of new Set(bets.map((b) => b.merchant_id)))
      await ledger.prepare(merchantId, [{ kind: 'agentExpense' }, { kind: 'bonusExpense' }]);
    for (const p of plan)
      await ledger.prepare(p.merchantId, [
        ...(p.own ? [] : [{ kind: 'commissionPayable' as const, ownerId: p.agentId }]),
        { kind: 'cash', ownerId: p.agentId },
      ]);
    const planBy = new Map<string, RebatePayout[]>();
    for (const p of plan) planBy.set(p.betId, [...(planBy.get(p.betId) ?? []), p]);

    return db.transaction().execute(async (trx) => {
      // The cursor row is the lock: one batch at a time across nodes; what it paid is read after it.
      const cursor = await repo.readCursor(trx, true);
      const paid = await repo.paidOf(
        trx,
        bets.map((b) => b.id),
      );
      const paidBy = new Map(paid.map((r) => [`${r.bet_id}:${r.payee_id}`, r]));
      const paidOfBet = new Map<string, repo.PaidRow[]>();
      for (const r of paid) paidOfBet.set(r.bet_id, [...(paidOfBet.get(r.bet_id) ?? []), r]);

      const tally = new Map<number, Tally>();
      const tallyOf = (m: number) => {
        let x = tally.get(m);
        if (!x) tally.set(m, (x = { bets: 0, payees: new Set(), total: 0n, clawedBack: 0n }));
        return x;
      };
      const save: repo.PaidRow[] = [];
      const accrued = new Map<string, { merchantId: number; agentId: number; amount: bigint }>();
      const clawbacks: Clawback[] = [];
      const payees = new Set<string>();
      for (const b of bets) {
        const rows = paidOfBet.get(b.id) ?? [];
        const changedAt = new Date(b.rebate_changed_at);
        // This change of the bet was answered already (a rescan, or a concurrent run's batch).
        if (rows.length > 0 && rows.every((r) => r.seen_at?.getTime() === changedAt.getTime())) continue;
        const owed = new Map<number, { own: boolean; amount: bigint }>();
        for (const p of planBy.get(b.id) ?? [])
          owed.set(p.agentId, { own: p.own === true, amount: p.amount });
        for (const r of rows) if (!owed.has(r.payee_id)) owed.set(r.payee_id, { own: r.own, amount: 0n });
        const product = (lotteryVendors as readonly string[]).includes(b.vendor_code) ? 'LOTT' : b.game_type;
        let changed = false;
        for (const [payeeId, o] of owed) {
          const before = paidBy.get(`${b.id}:${payeeId}`);
          const d = o.amount - (before?.amount ?? 0n);
          let revision = before?.revision ?? 0;
          if (d !== 0n) {
            changed = true;
            revision = before ? before.revision + 1 : 0;
            // Revision 0 keeps the keys of decisions 0055/0057; later moves of the same bet get their own.
            const suffix = revision === 0 ? '' : `:r${revision}`;
            const meta = { betId: b.id, product, memberId: b.customer_id };
            if (d < 0n) {
              clawbacks.push({
                merchantId: b.merchant_id,
                payeeId,
                own: o.own,
                amount: -d,
                key: `rebate-clawback:${b.id}:${payeeId}:r${revision}`,
                meta: { kind: o.own ? 'game_rebate' : 'agent_rebate', ...meta },
              });
            } else if (o.own) {
              // The bettor's own rebate: straight from the house's bonus expense to its wallet.
              await ledger
                .transfer(
                  {
                    merchantId: b.merchant_id,
                    key: `game-rebate:${b.id}${suffix}`,
                    type: 'game_rebate',
                    from: { kind: 'bonusExpense' },
                    to: { kind: 'cash', ownerId: payeeId },
                    amount: d,
                    shardKey: batchKey,
                    meta: { betId: b.id, product },
                  },
                  trx,
                )
                .catch(replayOk);
              tallyOf(b.merchant_id).total += d;
              tallyOf(b.merchant_id).payees.add(payeeId);
              payees.add(`${b.merchant_id}:${payeeId}`);
            } else {
              const r = await ledger
                .transfer(
                  {
                    merchantId: b.merchant_id,
                    key: `agent-rebate:${b.id}:${payeeId}${suffix}`,
                    type: 'commission_accrue',
                    from: { kind: 'agentExpense' },
                    to: { kind: 'commissionPayable', ownerId: payeeId },
                    amount: d,
                    shardKey: batchKey,
                    meta: { kind: 'agent_rebate', ...meta },
                  },
                  trx,
                )
                .catch(replayOk);
              // A replayed accrual was paid with it, earlier.
              if (r && !r.replayed) {
                const k = `${b.merchant_id}:${payeeId}`;
                const a = accrued.get(k) ?? { merchantId: b.merchant_id, agentId: payeeId, amount: 0n };
                a.amount += d;
                accrued.set(k, a);
                tallyOf(b.merchant_id).total += d;
                tallyOf(b.merchant_id).payees.add(payeeId);
                payees.add(k);
              }
            }
          }
          save.push({
            bet_id: b.id,
            payee_id: payeeId,
            own: o.own,
            merchant_id: b.merchant_id,
            amount: o.amount,
            revision,
            seen_at: changedAt,
          });
        }
        if (changed) tallyOf(b.merchant_id).bets++;
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
            meta: { kind: 'agent_rebate', batch: batchKey },
          },
          trx,
        );
      for (const [m, n] of await takeBack(trx, batchKey, clawbacks, payees)) tallyOf(m).clawedBack += n;
      await repo.savePaid(trx, save);
      const last = bets.at(-1)!;
      const end: repo.Cursor = { settledAt: new Date(last.rebate_changed_at), betId: last.id };
      if (
        end.settledAt > cursor.settledAt ||
        (+end.settledAt === +cursor.settledAt && BigInt(end.betId) > BigInt(cursor.betId))
      )
        await repo.moveCursor(trx, end);
      return tally;
    });
  }

  /**
   * Claw-backs, and debts of the payees this batch touched: each is taken from the payee's cash as far as
   * it goes (the ledger never lets a wallet go below zero, nor creates money); the rest stays its debt,
   * taken from its next payouts. An agent's goes back to `agentExpense`, a member's own game rebate to
   * `bonusExpense`.
   */
  async function takeBack(
    trx: Parameters<Parameters<ReturnType<Db['transaction']>['execute']>[0]>[0],
    batchKey: string,
    clawbacks: Clawback[],
    touched: Set<string>,
  ): Promise<Map<number, bigint>> {
    const groups = new Map<string, { merchantId: number; payeeId: number; own: boolean; list: Clawback[] }>();
    const groupOf = (merchantId: number, payeeId: number, own: boolean) => {
      const k = `${merchantId}:${payeeId}:${own}`;
      let g = groups.get(k);
      if (!g) groups.set(k, (g = { merchantId, payeeId, own, list: [] }));
      return g;
    };
    for (const c of clawbacks) groupOf(c.merchantId, c.payeeId, c.own).list.push(c);
    const byMerchant = new Map<number, Set<number>>();
    for (const k of [...touched, ...clawbacks.map((c) => `${c.merchantId}:${c.payeeId}`)]) {
      const [m, p] = k.split(':').map(Number) as [number, number];
      byMerchant.set(m, (byMerchant.get(m) ?? new Set()).add(p));
    }
    const debts = new Map<string, bigint>();
    for (const [m, ps] of byMerchant)
      for (const d of await repo.debtsOf(trx, m, [...ps])) {
        groupOf(m, d.payee_id, d.own);
        debts.set(`${m}:${d.payee_id}:${d.own}`, d.amount);
      }
    const balances = new Map<string, bigint>();
    const taken = new Map<number, bigint>();
    for (const [k, g] of groups) {
      const owner = `${g.merchantId}:${g.payeeId}`;
      let available = balances.get(owner) ?? (await repo.cashBalance(trx, g.merchantId, g.payeeId));
      const before = debts.get(k) ?? 0n;
      let debt = before;
      const take = async (amount: bigint, key: string, meta: Record<string, unknown>) => {
        const n = amount < available ? amount : available;
        if (n > 0n)
          await ledger.transfer(
            {
              merchantId: g.merchantId,
              key,
              type: g.own ? 'game_rebate_clawback' : 'agent_rebate_clawback',
              from: { kind: 'cash', ownerId: g.payeeId },
              to: { kind: g.own ? 'bonusExpense' : 'agentExpense' },
              amount: n,
              shardKey: batchKey,
              meta,
            },
            trx,
          );
        available -= n;
        taken.set(g.merchantId, (taken.get(g.merchantId) ?? 0n) + n);
        return amount - n;
      };
      // Older debt first, then this batch's claw-backs (each its own transfer, with its bet).
      if (debt > 0n)
        debt = await take(debt, `rebate-debt:${g.payeeId}:${g.own ? 'own' : 'agent'}:${batchKey}`, {
          kind: g.own ? 'game_rebate' : 'agent_rebate',
          debt: true,
        });
      for (const c of g.list) debt += await take(c.amount, c.key, { ...c.meta, owed: c.amount.toString() });
      balances.set(owner, available);
      if (debt !== before) await repo.setDebt(trx, g.merchantId, g.payeeId, g.own, debt);
    }
    return taken;
  }

  return {
    payoutsOf,
    /**
     * Pays every bet change after the cursor (and rescans `LOOKBACK_MS` before it), in batches of `batch`
     * bets: what it moved.
     */
    async run(batch = BATCH): Promise<RunResult> {
      const cursor = await repo.readCursor(db);
      let from: repo.Cursor = { settledAt: new Date(cursor.settledAt.getTime() - LOOKBACK_MS), betId: '0' };
      const merchants = new Map<number, Tally>();
      for (let guard = 0; guard < 1000; guard++) {
        const rows = await repo.changedBetsAfter(db, from, batch);
        if (rows.length === 0) break;
        for (const [m, x] of await payBatch(rows)) {
          const y = merchants.get(m) ?? { bets: 0, payees: new Set<number>(), total: 0n, clawedBack: 0n };
          y.bets += x.bets;
          y.total += x.total;
          y.clawedBack += x.clawedBack;
          for (const p of x.payees) y.payees.add(p);
          merchants.set(m, y);
        }
        const last = rows.at(-1)!;
        from = { settledAt: new Date(last.rebate_changed_at), betId: last.id };
        if (rows.length < batch) break;
      }
      const all = [...merchants.values()];
      return {
        bets: all.reduce((n, x) => n + x.bets, 0),
        agentsPaid: all.reduce((n, x) => n + x.payees.size, 0),
        total: all.reduce((n, x) => n + x.total, 0n),
        clawedBack: all.reduce((n, x) => n + x.clawedBack, 0n),
        merchants,
      };
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
        return {
          bets: r.bets,
          agentsPaid: r.agentsPaid,
          paid: r.total.toString(),
          clawedBack: r.clawedBack.toString(),
          notable: r.bets > 0,
        };
      },
    },
  ];
}
