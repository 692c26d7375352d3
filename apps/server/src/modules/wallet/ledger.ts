import type { Db } from '../../db/client.ts';
import type { Transaction } from 'kysely';
import type { Database, LedgerName } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './repository.ts';

/**
 * Kinds of ledger accounts. Player-owned ones never go below zero (a database CHECK); the house's
 * own accounts (payment clearing, vendor float, bonus expense, trial money source) may, since they
 * are the other side of what players hold.
 */
export const accountKinds = {
  /** A player's main wallet. */
  cash: { negative: false },
  /** A player's bonus wallet (promotions with a turnover requirement). */
  bonus: { negative: false },
  /** Money reserved by a withdrawal request until it is paid out or rejected. */
  withdrawHold: { negative: false },
  /** A player's balance at a transfer-mode vendor (ref: vendor code). */
  vendorWallet: { negative: false },
  /** Payment channels: money that came in or went out through a channel (ref: channel id). */
  paymentClearing: { negative: true },
  /** The house's side of games (ref: vendor code): stakes in, wins out. */
  vendorFloat: { negative: true },
  /** The house's side of the lottery: stakes in, wins, rebates and refunds out. */
  lotteryFloat: { negative: true },
  /** The house's side of bonuses and rebates. */
  bonusExpense: { negative: true },
  /** The house's income from fees. */
  houseIncome: { negative: true },
  /** The house's side of staff balance adjustments (back office, decision 0030). */
  houseAdjustment: { negative: true },
  /** Where free-play money and points come from. */
  source: { negative: true },
  /**
   * An agent's earned but not yet paid income (owner: the agent; decision 0053): salaries, dividends and
   * agent rebates are accrued here from `agentExpense`, then paid to the agent's cash.
   */
  commissionPayable: { negative: false },
  /** The house's side of agent income: salaries, dividends and agent rebates (decision 0053). */
  agentExpense: { negative: true },
} as const satisfies Record<string, { negative: boolean }>;
export type AccountKind = keyof typeof accountKinds;

export interface AccountRef {
  kind: AccountKind;
  /** The player (customer id) for player accounts; null for the house's accounts. */
  ownerId?: number | null;
  ref?: string;
}

export type TransferType =
  | 'deposit'
  | 'deposit_fee'
  | 'deposit_rebate'
  | 'withdraw_reserve'
  | 'withdraw_post'
  | 'withdraw_void'
  | 'bet'
  | 'win'
  | 'rollback'
  | 'upline_transfer'
  | 'wallet_transfer'
  | 'bonus'
  | 'bonus_release'
  | 'lottery_bet'
  | 'lottery_win'
  | 'lottery_rebate'
  | 'lottery_cancel'
  | 'adjustment'
  | 'trial_grant'
  | 'points'
  | 'points_cash'
  /** An agent's cash to a member of its downline (agent centre, decision 0053). */
  | 'downline_transfer'
  /** `agentExpense` → the agent's `commissionPayable`: income earned; meta.kind names which. */
  | 'commission_accrue'
  /** `commissionPayable` → the agent's cash, one type per kind of agent income (decision 0053). */
  | 'agent_rebate'
  | 'dividend'
  | 'daily_salary'
  | 'hourly_salary'
  | 'realtime_salary'
  /** A member's own rebate on a game category's valid bet (its rebate setting; decision 0057). */
  | 'game_rebate'
  /**
   * A rebate taken back from the payee's cash when its bet was rolled back, cancelled or re-settled for
   * less (decision 0058): an agent's (to `agentExpense`) and a member's own game rebate (to `bonusExpense`).
   */
  | 'agent_rebate_clawback'
  | 'game_rebate_clawback'
  /** A referral betting rebate taken back when a paid round was rolled back (decision 0063), to `bonusExpense`. */
  | 'bonus_clawback';

export interface TransferInput {
  merchantId: number;
  ledger?: LedgerName;
  /** Idempotency key, unique per merchant: a retry with the same key returns the first result. */
  key: string;
  type: TransferType;
  from: AccountRef;
  to: AccountRef;
  /** Minor units, positive. */
  amount: bigint;
  /** The reserve this transfer resolves (post or void of a withdrawal). */
  resolves?: bigint;
  /**
   * Picks the house account's shard instead of the key. Transfers posted in one transaction share one,
   * so the transaction locks one house row: two transactions each locking two shards could deadlock.
   */
  shardKey?: string;
  meta?: Record<string, unknown>;
}

export interface TransferResult {
  transferId: bigint;
  /** True when the key had been used: nothing moved this time. */
  replayed: boolean;
  fromBalance: bigint;
  toBalance: bigint;
  createdAt: Date;
}

const MAX_AMOUNT = 10n ** 15n;

/**
 * The house's accounts are on the other side of almost every transfer: one row would make every
 * transfer wait for the one before it to commit. Each is split into this many shards (ref `X#n`),
 * chosen by the transfer key, so a replay lands on the same shard; their sum is the house's balance.
 */
export const HOUSE_SHARDS = 16;
function shardOf(key: string): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return (h >>> 0) % HOUSE_SHARDS;
}
const placed = (a: AccountRef, key: string): AccountRef =>
  accountKinds[a.kind].negative ? { ...a, ref: `${a.ref ?? ''}#${shardOf(key)}` } : a;

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  return e?.code === '23505' && (e.constraint === constraint || (e.message ?? '').includes(constraint));
}

/**
 * The ledger: every money move is one transfer, posted by one statement (`ledger_post`, migration 0011)
 * in its own transaction. The transfer row (with its unique key) is written first, so a concurrent
 * retry waits for it and then replays; the two balance updates run in account-id order, so transfers
 * never deadlock; the debit refuses to take a player account below zero.
 */
export function createLedger(db: Db) {
  // Account identities never change: their ids are cached once known.
  const ids = new Map<string, bigint>();
  async function accountId(
    merchantId: number,
    ledger: LedgerName,
    a: AccountRef,
    conn?: Transaction<Database>,
  ): Promise<bigint> {
    const key: repo.AccountKey = {
      merchantId,
      ledger,
      kind: a.kind,
      ownerId: a.ownerId ?? null,
      ref: a.ref ?? '',
    };
    const cacheKey = `${merchantId}|${ledger}|${a.kind}|${key.ownerId ?? ''}|${key.ref}`;
    let id = ids.get(cacheKey);
    if (id === undefined) {
      // Inside a caller's transaction the account is made on its connection (the embedded database has
      // only one) and not remembered: a rollback would take the new row with it.
      if (conn) return repo.ensureAccount(conn, key, accountKinds[a.kind].negative);
      id = await repo.ensureAccount(db, key, accountKinds[a.kind].negative);
      if (ids.size > 100_000) ids.clear();
      ids.set(cacheKey, id);
    }
    return id;
  }

  return {
    accountId,

    /**
     * The account a transfer with this key would use: a house account's shard is chosen by the key. For
     * callers that post through their own SQL function (the vendor protocol's `vendor_apply`).
     */
    placedAccountId: (merchantId: number, ledger: LedgerName, a: AccountRef, key: string) =>
      accountId(merchantId, ledger, placed(a, key)),

    /**
     * Makes sure these accounts exist (every shard of a house account) before a caller opens a
     * transaction that posts to them: accounts created inside concurrent transactions would make those
     * transactions wait for each other, and two of them could deadlock. Cheap once known (cached).
     */
    async prepare(merchantId: number, refs: AccountRef[], ledger: LedgerName = 'cash'): Promise<void> {
      for (const a of refs) {
        if (!accountKinds[a.kind].negative) await accountId(merchantId, ledger, a);
        else
          for (let n = 0; n < HOUSE_SHARDS; n++)
            await accountId(merchantId, ledger, { ...a, ref: `${a.ref ?? ''}#${n}` });
      }
    },

    /**
     * Posts one transfer. With `conn` (a transaction of the caller) it commits with the caller's other
     * writes, so a status change and its money move cannot be separated by a crash; call `prepare` for
     * its accounts before opening that transaction.
     */
    async transfer(input: TransferInput, conn?: Transaction<Database>): Promise<TransferResult> {
      if (input.amount <= 0n || input.amount > MAX_AMOUNT) throw new AppError('request_param_err');
      if (!input.key || input.key.length > 200) throw new AppError('request_param_err');
      const ledger = input.ledger ?? 'cash';
      // One connection runs one statement at a time: inside a transaction, look the two up in turn.
      const shardKey = input.shardKey ?? input.key;
      const from = await accountId(input.merchantId, ledger, placed(input.from, shardKey), conn);
      const to = await accountId(input.merchantId, ledger, placed(input.to, shardKey), conn);
      if (from === to) throw new AppError('request_param_err');

      let row: Awaited<ReturnType<typeof repo.postTransfer>>;
      try {
        row = await repo.postTransfer(conn ?? db, {
          merchantId: input.merchantId,
          ledger,
          key: input.key,
          type: input.type,
          from,
          to,
          amount: input.amount,
          resolves: input.resolves ?? null,
          meta: input.meta ?? {},
        });
      } catch (error) {
        const e = error as { code?: string; message?: string };
        if (e.code === 'P0001' && e.message === 'insufficient.balance')
          throw new AppError('insufficient.balance');
        // Two resolutions of one reserve race: the unique `resolves` lets one through.
        if (isUniqueViolation(error, 'ledger_transfer_resolves_key'))
          throw new AppError('transfer.already.resolved');
        throw error;
      }
      // The same key for a different move is a caller's bug: refuse rather than pretend it happened.
      if (
        row.o_replayed &&
        (row.o_type !== input.type ||
          row.o_amount !== input.amount ||
          row.o_from !== from ||
          row.o_to !== to ||
          row.o_ledger !== ledger)
      )
        throw new AppError('idempotency.key.conflict');
      return {
        transferId: row.o_id,
        replayed: row.o_replayed,
        fromBalance: row.o_from_balance,
        toBalance: row.o_to_balance,
        createdAt: new Date(row.o_created_at),
      };
    },

    /** Balances of one player's accounts on a ledger, by kind and ref. */
    async balances(merchantId: number, ownerId: number, ledger: LedgerName = 'cash') {
      return repo.balancesOf(db, merchantId, ledger, ownerId);
    },

    invariantViolations: (merchantId?: number) => repo.invariantViolations(db, merchantId),

    /**
     * Opens `connections` database connections at once and posts a transfer on each inside a
     * transaction that is rolled back: every backend then has the ledger's statements prepared before
     * the first real money move (nothing is written). Called at start-up.
     */
    async warmUp(connections: number): Promise<void> {
      const merchant = await db.selectFrom('merchant').select('id').limit(1).executeTakeFirst();
      if (!merchant) return;
      let arrived = 0;
      let allIn!: () => void;
      const everyoneHolds = new Promise<void>((resolve) => (allIn = resolve));
      const rollback = new Error('warm-up rollback');
      await Promise.all(
        Array.from({ length: connections }, (_, i) =>
          db
            .transaction()
            .execute(async (trx) => {
              // Each waits until all hold a connection, so the pool hands out distinct ones.
              if (++arrived === connections) allIn();
              await everyoneHolds;
              const key = (kind: string): repo.AccountKey => ({
                merchantId: merchant.id,
                ledger: 'cash',
                kind,
                ownerId: null,
                ref: `warm-up:${i}`,
              });
              await repo.postTransfer(trx, {
                merchantId: merchant.id,
                ledger: 'cash',
                key: `warm-up:${i}`,
                type: 'adjustment',
                from: await repo.ensureAccount(trx, key('source'), true),
                to: await repo.ensureAccount(trx, key('houseIncome'), true),
                amount: 1n,
                resolves: null,
                meta: {},
              });
              throw rollback;
            })
            .catch((error: unknown) => {
              if (error !== rollback) throw error;
            }),
        ),
      );
    },
  };
}
export type Ledger = ReturnType<typeof createLedger>;
