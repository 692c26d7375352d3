import type { Db } from '../../db/client.ts';
import * as repo from './turnover-repository.ts';

/** Each deposit asks this many times its amount in bets before a withdrawal, unless the merchant sets its own (0: none). */
export const DEFAULT_DEPOSIT_TURNOVER_MULTIPLE = 0;

/**
 * How much of a settled bet counts as turnover, by game category, in percent (decision 0020). Every
 * category counts in full; a category missing here counts in full too.
 */
export const turnoverWeights: Readonly<Record<string, number>> = {};
const weightOf = (gameType: string) => BigInt(turnoverWeights[gameType] ?? 100);

/** One requirement with the turnover counted towards it. */
export interface RequirementProgress {
  /** `bonus` rows come from promotions (their bonus waits for it); `deposit` ones from the merchant's multiple. */
  kind: 'bonus' | 'deposit';
  id: bigint;
  orderId: bigint | null;
  promotion: Record<string, string> | null;
  bonus: bigint;
  required: bigint;
  achieved: bigint;
  grantedAt: Date;
  releasedAt: Date | null;
  /** Open, or granted since the last paid-out withdrawal: the withdrawal rule takes it in. */
  forWithdrawal: boolean;
}

export interface TurnoverProgress {
  /** Every bonus requirement of the member, oldest first (released ones count as met). */
  bonuses: RequirementProgress[];
  /** The withdrawal rule: the requirements it takes in, summed, and the counted turnover by category. */
  withdrawal: { required: bigint; achieved: bigint; remaining: bigint; byCategory: Map<string, bigint> };
}

interface Live {
  p: RequirementProgress;
  start: Date;
}

/**
 * Turnover progress (decision 0020), the one place that says how far a member's bets have gone towards
 * each requirement; the bonus-details page, the bonus release, the withdrawal page and the withdrawal
 * rule all read it. A settled cash bet counts (at its category's weight) towards the requirements
 * granted before it settled, the oldest open one first; a bet counts once, bets settled before a
 * requirement was granted never count towards it, and what no open requirement needs counts for none.
 */
export function createTurnover(db: Db) {
  async function progress(merchantId: number, customerId: number): Promise<TurnoverProgress> {
    const [rows, paidOutAt, multiple] = await Promise.all([
      repo.requirementRows(db, customerId),
      repo.lastPaidOutAt(db, customerId),
      repo.depositTurnoverMultiple(db, merchantId),
    ]);
    // The withdrawal rule's period starts at the last paid-out withdrawal.
    const period = paidOutAt ?? new Date(0);
    const mult = BigInt(multiple ?? DEFAULT_DEPOSIT_TURNOVER_MULTIPLE);
    const deposits = mult > 0n ? await repo.depositsAfter(db, customerId, period) : [];

    const bonuses: Live[] = rows.map((r) => ({
      start: new Date(r.created_at),
      p: {
        kind: 'bonus',
        id: r.id,
        orderId: r.order_id,
        promotion: r.name ?? r.label,
        bonus: r.bonus,
        required: r.required,
        achieved: 0n,
        grantedAt: new Date(r.created_at),
        releasedAt: r.released_at ? new Date(r.released_at) : null,
        forWithdrawal: !r.released_at || new Date(r.created_at) > period,
      },
    }));
    const live: Live[] = [
      ...deposits.map((d) => ({
        start: new Date(d.settled_at!),
        p: {
          kind: 'deposit' as const,
          id: d.id,
          orderId: d.id,
          promotion: null,
          bonus: 0n,
          required: d.amount * mult,
          achieved: 0n,
          grantedAt: new Date(d.settled_at!),
          releasedAt: null,
          forWithdrawal: true,
        },
      })),
      ...bonuses.filter((b) => b.p.forWithdrawal),
    ];
    // A requirement released after the first counted bet may have taken some of the later bets: it
    // joins the count (from its grant), so that no bet counts twice.
    for (let changed = true; changed && live.length;) {
      changed = false;
      const from = Math.min(...live.map((l) => l.start.getTime()));
      for (const b of bonuses)
        if (!live.includes(b) && b.p.releasedAt && b.p.releasedAt.getTime() > from) {
          live.push(b);
          changed = true;
        }
    }
    live.sort((a, b) => a.start.getTime() - b.start.getTime() || (a.p.id < b.p.id ? -1 : 1));

    const byCategory = new Map<string, bigint>();
    if (live.length) {
      const bounds = [...new Set(live.map((l) => l.start.getTime()))].map((ms) => new Date(ms));
      const sums = await repo.betsByInterval(db, customerId, bounds);
      for (let i = 0; i < bounds.length; i++) {
        const cats = sums
          .filter((s) => Number(s.interval) === i)
          .map((s) => ({ type: s.game_type, amount: (BigInt(s.total) * weightOf(s.game_type)) / 100n }));
        const total = cats.reduce((sum, c) => sum + c.amount, 0n);
        let pool = total;
        for (const l of live) {
          if (pool === 0n || l.start > bounds[i]!) break;
          const take = l.p.required - l.p.achieved < pool ? l.p.required - l.p.achieved : pool;
          l.p.achieved += take;
          pool -= take;
        }
        for (const [type, amount] of splitCounted(cats, total - pool))
          byCategory.set(type, (byCategory.get(type) ?? 0n) + amount);
      }
    }
    // A released bonus was met when it was released.
    for (const b of bonuses) if (b.p.releasedAt) b.p.achieved = b.p.required;

    // The panel sums every requirement the count took in, so its figures add up with its categories.
    const required = live.reduce((s, l) => s + l.p.required, 0n);
    const achieved = live.reduce((s, l) => s + l.p.achieved, 0n);
    return {
      bonuses: bonuses.map((b) => b.p),
      withdrawal: { required, achieved, remaining: required - achieved, byCategory },
    };
  }
  return { progress };
}
export type Turnover = ReturnType<typeof createTurnover>;

/**
 * The counted part of an interval's bets by category: all of it when every bet counted, else shared in
 * proportion to each category's bets (largest remainders get the odd units), so the parts add up.
 */
function splitCounted(cats: { type: string; amount: bigint }[], counted: bigint): [string, bigint][] {
  const total = cats.reduce((s, c) => s + c.amount, 0n);
  if (counted === total) return cats.map((c) => [c.type, c.amount]);
  if (counted === 0n) return [];
  const parts = cats.map((c) => ({
    type: c.type,
    share: (c.amount * counted) / total,
    rest: (c.amount * counted) % total,
  }));
  let left = counted - parts.reduce((s, p) => s + p.share, 0n);
  for (const p of [...parts].sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : 0))) {
    if (left === 0n) break;
    p.share += 1n;
    left -= 1n;
  }
  return parts.filter((p) => p.share > 0n).map((p) => [p.type, p.share]);
}
