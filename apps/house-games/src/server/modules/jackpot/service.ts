import { toMajor } from '@portal/contract/money';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import * as repo from './repository.ts';

/**
 * The progressive jackpot of the house slots, one pool per currency.
 *
 * - Feed: 1% of every accepted slot stake (the house's money: the player's stake is not reduced). The pool
 *   is kept in hundredths of a minor unit, so 1% of any stake is exact: contribution_x100 = stake.
 * - Seed: a new pool, and the pool right after every payout, starts at 1,000.00 of the house's money.
 * - Draw: a spin wins with probability stake / D, D = 1,000,000.00 major units (odds proportional to the
 *   stake), from the round's own fair floats at index floatsPerRound(slot) (right after the slot's floats):
 *   hit iff floor(f * 2^32) * D_minor < stake * 2^32, exact integer arithmetic.
 * - So on average D is staked between two wins and the pool pays seed + 1% of D = 1,000 + 10,000 = about
 *   11,000.00; the jackpot returns about 1.1% of slot stakes on top of the slots' own RTP.
 * - Payout: the whole pool (rounded down to the minor unit; the fraction stays), as an extra `win` with
 *   transactionId `<roundId>:jackpot` on the round's bet.
 */
export const JACKPOT = {
  contributionPercent: 1,
  seedMajor: 1_000n,
} as const;

const TWO_32 = 4_294_967_296n;

export function createJackpot(db: Db, oddsDivisorMajor: number) {
  const seedX100 = (decimals: number) => JACKPOT.seedMajor * 10n ** BigInt(decimals) * 100n;
  const divisorMinor = (decimals: number) => BigInt(oddsDivisorMajor) * 10n ** BigInt(decimals);

  return {
    /** The draw's odds divisor as the round records it (major units), so the verify page can redo it. */
    oddsDivisorMajor,

    /** Whether the float wins the pool for this stake. */
    isHit(f: number, stake: bigint, decimals: number): boolean {
      const k = BigInt(Math.floor(f * 2 ** 32));
      return k * divisorMinor(decimals) < stake * TWO_32;
    },

    /** Feeds the pool with an accepted stake and, on a hit, pays it out: the jackpot win in minor units. */
    async settleSpin(
      trx: Db,
      s: { currency: string; decimals: number; stake: bigint; hit: boolean; roundId: string },
    ): Promise<bigint> {
      const now = clock.now();
      const p = await repo.lockPool(trx, s.currency, s.decimals, seedX100(s.decimals), now);
      const contribution = (s.stake * BigInt(JACKPOT.contributionPercent) * 100n) / 100n;
      let amount = p.amount_x100 + contribution;
      await repo.addMove(trx, {
        currency: s.currency,
        kind: 'contribution',
        amountX100: contribution,
        roundId: s.roundId,
      });
      let won = 0n;
      if (s.hit) {
        won = amount / 100n;
        amount -= won * 100n;
        await repo.addMove(trx, {
          currency: s.currency,
          kind: 'payout',
          amountX100: won * 100n,
          roundId: s.roundId,
        });
        amount += seedX100(s.decimals);
        await repo.addMove(trx, {
          currency: s.currency,
          kind: 'seed',
          amountX100: seedX100(s.decimals),
          roundId: s.roundId,
        });
      }
      await repo.setPool(trx, s.currency, amount, now);
      return won;
    },

    /** `GET /api/jackpot`: the pool now (a currency nobody played yet shows the seed it will start with). */
    async read(currency: string) {
      const p = await repo.pool(db, currency);
      if (!p) return { amount: Number(JACKPOT.seedMajor), currency, updatedAt: clock.now().toISOString() };
      return {
        amount: toMajor(p.amount_x100 / 100n, p.decimals),
        currency,
        updatedAt: p.updated_at.toISOString(),
      };
    },

    /** Pools whose amount is not seeds plus contributions minus payouts (the pool's invariant). */
    async mismatches() {
      const totals = await repo.moveTotals(db);
      return (await repo.pools(db)).filter((p) => {
        const sum = (kind: string) =>
          BigInt(totals.find((t) => t.currency === p.currency && t.kind === kind)?.total ?? 0);
        return p.amount_x100 !== sum('seed') + sum('contribution') - sum('payout');
      });
    },
  };
}
export type Jackpot = ReturnType<typeof createJackpot>;
