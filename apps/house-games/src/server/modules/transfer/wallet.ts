import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import * as repo from './repository.ts';

/**
 * The transfer-mode wallet (HOUSEX): the house keeps the player's balance, a tiny ledger of one balance
 * row per player and currency (never negative) and an immutable movement per change. Games move money in
 * the same transaction as their round row.
 */
export const transferWallet = {
  balance: (db: Db, vendor: string, playerRef: string, currency: string) =>
    repo.walletBalance(db, vendor, playerRef, currency),

  /** Null when the balance does not cover a debit. */
  move: (trx: Db, m: repo.WalletMove) => repo.moveMoney(trx, { ...m, now: clock.now() }),

  invariantViolations: (db: Db) => repo.walletInvariantViolations(db),
};
export type TransferWallet = typeof transferWallet;
