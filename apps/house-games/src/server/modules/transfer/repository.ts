import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { TransferTxTable, WalletMoveKind } from '../../db/schema.ts';

export async function walletBalance(
  db: Db,
  vendor: string,
  playerRef: string,
  currency: string,
): Promise<bigint> {
  const row = await db
    .selectFrom('wallet')
    .select('balance')
    .where('vendor_code', '=', vendor)
    .where('player_ref', '=', playerRef)
    .where('currency', '=', currency)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

/** A signed movement of a player's balance at the house, once per (kind, ref). */
export interface WalletMove {
  vendor: string;
  playerRef: string;
  currency: string;
  kind: WalletMoveKind;
  amount: bigint;
  ref: string;
}

/**
 * Changes a balance by a signed amount and records the movement, in the caller's transaction. Null when
 * the balance would go negative (nothing changes). A movement happens once per (kind, ref).
 */
export async function moveMoney(db: Db, m: WalletMove & { now: Date }): Promise<bigint | null> {
  await db
    .insertInto('wallet')
    .values({ vendor_code: m.vendor, player_ref: m.playerRef, currency: m.currency, updated_at: m.now })
    .onConflict((oc) => oc.columns(['vendor_code', 'player_ref', 'currency']).doNothing())
    .execute();
  const row = await db
    .updateTable('wallet')
    .set((eb) => ({ balance: eb('balance', '+', m.amount), updated_at: m.now }))
    .where('vendor_code', '=', m.vendor)
    .where('player_ref', '=', m.playerRef)
    .where('currency', '=', m.currency)
    .where((eb) => eb(eb('balance', '+', m.amount), '>=', 0n))
    .returning('balance')
    .executeTakeFirst();
  if (!row) return null;
  await db
    .insertInto('wallet_move')
    .values({
      vendor_code: m.vendor,
      player_ref: m.playerRef,
      currency: m.currency,
      kind: m.kind,
      amount: m.amount,
      balance_after: row.balance,
      ref: m.ref,
    })
    .execute();
  return row.balance;
}

/** Serialises every request about one transactionId until the transaction ends. */
export async function lockTransaction(db: Db, vendor: string, transactionId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`${vendor}:${transactionId}`}, 0))`.execute(db);
}

export function findTransfer(db: Db, vendor: string, transactionId: string) {
  return db
    .selectFrom('transfer_tx')
    .selectAll()
    .where('vendor_code', '=', vendor)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
}

export async function insertTransfer(db: Db, row: Insertable<TransferTxTable>): Promise<void> {
  await db.insertInto('transfer_tx').values(row).execute();
}

/** Every balance with the sum of its movements (they must agree: the wallet's invariant). */
export function walletInvariantViolations(db: Db) {
  return db
    .selectFrom('wallet as w')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('wallet_move')
          .select(['vendor_code', 'player_ref', 'currency', (e) => e.fn.sum<string>('amount').as('total')])
          .groupBy(['vendor_code', 'player_ref', 'currency'])
          .as('m'),
      (j) =>
        j
          .onRef('m.vendor_code', '=', 'w.vendor_code')
          .onRef('m.player_ref', '=', 'w.player_ref')
          .onRef('m.currency', '=', 'w.currency'),
    )
    .select(['w.vendor_code', 'w.player_ref', 'w.currency', 'w.balance', 'm.total'])
    .where(sql<boolean>`w.balance <> coalesce(m.total, 0)`)
    .execute();
}
