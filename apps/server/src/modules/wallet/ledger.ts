import type { Db } from '../../db/client.ts';
import type { LedgerName } from '../../db/schema.ts';
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
  /** The house's side of bonuses and rebates. */
  bonusExpense: { negative: true },
  /** The house's income from fees. */
  houseIncome: { negative: true },
  /** Where free-play money and points come from. */
  source: { negative: true },
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
  | 'adjustment'
  | 'trial_grant'
  | 'points';

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

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  return e?.code === '23505' && (e.constraint === constraint || (e.message ?? '').includes(constraint));
}

/**
 * The ledger: every money move is one transfer, in one short transaction. The transfer row (with its
 * unique key) is written first, so a concurrent retry waits for it and then replays; the two balance
 * updates run in account-id order, so transfers never deadlock; the debit refuses to take a player
 * account below zero.
 */
export function createLedger(db: Db) {
  // Account identities never change: their ids are cached once known.
  const ids = new Map<string, bigint>();
  async function accountId(merchantId: number, ledger: LedgerName, a: AccountRef): Promise<bigint> {
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
      id = await repo.ensureAccount(db, key, accountKinds[a.kind].negative);
      if (ids.size > 100_000) ids.clear();
      ids.set(cacheKey, id);
    }
    return id;
  }

  async function replay(
    input: TransferInput,
    ledger: LedgerName,
    from: bigint,
    to: bigint,
  ): Promise<TransferResult> {
    const first = await repo.findTransferByKey(db, input.merchantId, input.key);
    if (!first) throw new AppError('internal.error');
    // The same key for a different move is a caller's bug: refuse rather than pretend it happened.
    if (
      first.type !== input.type ||
      first.amount !== input.amount ||
      first.from_account !== from ||
      first.to_account !== to ||
      first.ledger !== ledger
    )
      throw new AppError('idempotency.key.conflict');
    const entries = await repo.entriesOfTransfer(db, first.id);
    return {
      transferId: first.id,
      replayed: true,
      fromBalance: entries.find((e) => e.account_id === from)!.balance_after,
      toBalance: entries.find((e) => e.account_id === to)!.balance_after,
      createdAt: new Date(first.created_at),
    };
  }

  return {
    accountId,

    async transfer(input: TransferInput): Promise<TransferResult> {
      if (input.amount <= 0n || input.amount > MAX_AMOUNT) throw new AppError('request_param_err');
      if (!input.key || input.key.length > 200) throw new AppError('request_param_err');
      const ledger = input.ledger ?? 'cash';
      const [from, to] = await Promise.all([
        accountId(input.merchantId, ledger, input.from),
        accountId(input.merchantId, ledger, input.to),
      ]);
      if (from === to) throw new AppError('request_param_err');

      const done = await db
        .transaction()
        .execute(async (trx) => {
          const inserted = await repo.insertTransfer(trx, {
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
          if (!inserted) return null;
          const balances = new Map<bigint, bigint>();
          for (const [account, delta] of [
            [from, -input.amount],
            [to, input.amount],
          ].sort(([a], [b]) => (a! < b! ? -1 : 1)) as [bigint, bigint][]) {
            const after = await repo.applyDelta(trx, account, delta);
            if (after === undefined) throw new AppError('insufficient.balance');
            balances.set(account, after);
          }
          await repo.insertEntries(trx, [
            {
              transferId: inserted.id,
              accountId: from,
              amount: -input.amount,
              balanceAfter: balances.get(from)!,
            },
            { transferId: inserted.id, accountId: to, amount: input.amount, balanceAfter: balances.get(to)! },
          ]);
          return {
            transferId: inserted.id,
            replayed: false,
            fromBalance: balances.get(from)!,
            toBalance: balances.get(to)!,
            createdAt: new Date(inserted.created_at),
          };
        })
        .catch((error: unknown) => {
          // Two resolutions of one reserve race: the unique `resolves` lets one through.
          if (isUniqueViolation(error, 'ledger_transfer_resolves_key'))
            throw new AppError('transfer.already.resolved');
          throw error;
        });
      return done ?? replay(input, ledger, from, to);
    },

    /** Balances of one player's accounts on a ledger, by kind and ref. */
    async balances(merchantId: number, ownerId: number, ledger: LedgerName = 'cash') {
      return repo.balancesOf(db, merchantId, ledger, ownerId);
    },

    invariantViolations: (merchantId?: number) => repo.invariantViolations(db, merchantId),
  };
}
export type Ledger = ReturnType<typeof createLedger>;
