import type { Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './grants-repository.ts';
import type { Ledger, TransferResult } from './ledger.ts';

type Trx = Transaction<Database>;

/** A cash reward for one member (decision 0037). */
export interface BonusGrant {
  merchantId: number;
  customerId: number;
  /**
   * The grant's idempotency key, unique per merchant and stable for one claim (`reward:<claimId>`): a
   * retry posts nothing and makes no second requirement.
   */
  key: string;
  /** Minor units, positive. */
  amount: bigint;
  /**
   * Turnover (minor units) the member must bet before the bonus moves from the bonus wallet to the main
   * wallet, and before a withdrawal; 0: straight to the main wallet with no requirement.
   */
  required: bigint;
  /** The reward's name in each language (the bonus-details and withdrawal pages show it). */
  label: Record<string, string>;
  meta?: Record<string, unknown>;
}

/** Points given to or taken from one member (decision 0037): the `points` ledger, whole points. */
export interface PointsMove {
  merchantId: number;
  customerId: number;
  key: string;
  points: bigint;
  meta?: Record<string, unknown>;
}

/**
 * Grants (decision 0037): the one place rewards move money and points. A cash bonus is one ledger transfer
 * from the house's bonus expense (into the bonus wallet with its turnover requirement, or into the main
 * wallet without one); points are transfers on the `points` ledger between the house's source and the
 * member. Each is idempotent by its key; with a caller's transaction it commits with the caller's claim row,
 * so a claim and its grant cannot be separated (call `prepare` before opening that transaction).
 */
export function createGrants(db: Db, ledger: Ledger) {
  async function inTrx<T>(trx: Trx | undefined, run: (t: Trx) => Promise<T>): Promise<T> {
    return trx ? run(trx) : db.transaction().execute(run);
  }

  return {
    /** Creates the accounts a grant to this member posts to (outside any transaction). */
    async prepare(merchantId: number, customerId: number): Promise<void> {
      await ledger.prepare(merchantId, [
        { kind: 'bonusExpense' },
        { kind: 'bonus', ownerId: customerId },
        { kind: 'cash', ownerId: customerId },
      ]);
      await ledger.prepare(merchantId, [{ kind: 'source' }, { kind: 'cash', ownerId: customerId }], 'points');
    },

    async grantBonus(g: BonusGrant, trx?: Trx): Promise<TransferResult> {
      if (g.amount <= 0n || g.required < 0n) throw new AppError('request_param_err');
      if (!trx) await this.prepare(g.merchantId, g.customerId);
      return inTrx(trx, async (t) => {
        const withTurnover = g.required > 0n;
        const result = await ledger.transfer(
          {
            merchantId: g.merchantId,
            key: g.key,
            type: 'bonus',
            from: { kind: 'bonusExpense' },
            to: { kind: withTurnover ? 'bonus' : 'cash', ownerId: g.customerId },
            amount: g.amount,
            meta: { ...g.meta, reward: g.label.EN ?? g.label.TW ?? null },
          },
          t,
        );
        if (withTurnover && !result.replayed)
          await repo.insertRequirement(t, {
            customerId: g.customerId,
            source: g.key,
            required: g.required,
            bonus: g.amount,
            label: g.label,
          });
        return result;
      });
    },

    async grantPoints(m: PointsMove, trx?: Trx): Promise<TransferResult> {
      if (!trx) await this.prepare(m.merchantId, m.customerId);
      return ledger.transfer(
        {
          merchantId: m.merchantId,
          ledger: 'points',
          key: m.key,
          type: 'points',
          from: { kind: 'source' },
          to: { kind: 'cash', ownerId: m.customerId },
          amount: m.points,
          meta: m.meta ?? {},
        },
        trx,
      );
    },

    /** Takes points back (a redemption or a conversion); refused with `insufficient.balance` below zero. */
    async spendPoints(m: PointsMove, trx?: Trx): Promise<TransferResult> {
      if (!trx) await this.prepare(m.merchantId, m.customerId);
      return ledger.transfer(
        {
          merchantId: m.merchantId,
          ledger: 'points',
          key: m.key,
          type: 'points',
          from: { kind: 'cash', ownerId: m.customerId },
          to: { kind: 'source' },
          amount: m.points,
          meta: m.meta ?? {},
        },
        trx,
      );
    },

    /** The member's points (0 before the first grant). */
    /** What rewards gave the member in all (cash in minor units, whole points): `getPromoReward`. */
    earned(merchantId: number, customerId: number): Promise<{ cash: bigint; points: bigint }> {
      return repo.earned(db, merchantId, customerId);
    },

    async pointBalance(merchantId: number, customerId: number): Promise<bigint> {
      const rows = await ledger.balances(merchantId, customerId, 'points');
      return rows.filter((r) => r.kind === 'cash').reduce((sum, r) => sum + r.balance, 0n);
    },
  };
}
export type Grants = ReturnType<typeof createGrants>;
