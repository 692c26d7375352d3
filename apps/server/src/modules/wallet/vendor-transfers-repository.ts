import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database, WalletTransferTable } from '../../db/schema.ts';

type Conn = Db | Transaction<Database>;

export function findWalletTransfer(db: Db, customerId: number, requestId: string) {
  return db
    .selectFrom('wallet_transfer')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export function insertWalletTransfer(db: Conn, values: Insertable<WalletTransferTable>) {
  return db.insertInto('wallet_transfer').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Ends a pending transfer once: false when another attempt ended it first. */
export async function finishWalletTransfer(
  db: Conn,
  id: bigint,
  status: 'SUCCESS' | 'FAILED',
  at: Date,
): Promise<boolean> {
  const r = await db
    .updateTable('wallet_transfer')
    .set({ status, finished_at: at })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export async function walletTransferStatus(db: Db, id: bigint) {
  const row = await db
    .selectFrom('wallet_transfer')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.status;
}

export function pendingWalletTransfers(db: Db, olderThan: Date, limit: number) {
  return db
    .selectFrom('wallet_transfer')
    .selectAll()
    .where('status', '=', 'PENDING')
    .where('created_at', '<', olderThan)
    .orderBy('id')
    .limit(limit)
    .execute();
}
