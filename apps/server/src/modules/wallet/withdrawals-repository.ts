import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';

export function findPayer(db: Db, customerId: number) {
  return db
    .selectFrom('customer')
    .select(['id', 'merchant_id', 'payee_name', 'payment_password_hash'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
}

export function loginPasswordHash(db: Db, customerId: number) {
  return db
    .selectFrom('customer')
    .select('password_hash')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
}

export async function setPaymentPasswordHash(db: Db, customerId: number, hash: string) {
  await db
    .updateTable('customer')
    .set({ payment_password_hash: hash })
    .where('id', '=', customerId)
    .execute();
}

/** Sets the payee name unless one is set already (it is locked once set). */
export async function setPayeeNameOnce(db: Db, customerId: number, payee: string) {
  await db
    .updateTable('customer')
    .set({ payee_name: payee })
    .where('id', '=', customerId)
    .where('payee_name', 'is', null)
    .execute();
}

/** Count and sum of the withdrawals not rejected since `start`. */
export function withdrawnSince(db: Db, customerId: number, start: Date) {
  return db
    .selectFrom('withdrawal_order')
    .select([sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(amount), 0)`.as('total')])
    .where('customer_id', '=', customerId)
    .where('status', '!=', 'REJECTED')
    .where('created_at', '>=', start)
    .executeTakeFirstOrThrow();
}

export async function linkReserve(db: Db, orderId: bigint, transferId: bigint) {
  await db
    .updateTable('withdrawal_order')
    .set({ reserve_transfer_id: transferId })
    .where('id', '=', orderId)
    .execute();
}

/** Removes an order that was never reserved. */
export async function deleteUnreserved(db: Db, orderId: bigint) {
  await db
    .deleteFrom('withdrawal_order')
    .where('id', '=', orderId)
    .where('reserve_transfer_id', 'is', null)
    .execute();
}

export function findOrder(db: Db, merchantId: number, id: bigint) {
  return db
    .selectFrom('withdrawal_order')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

export async function decidePending(
  db: Db,
  id: bigint,
  status: 'APPROVED' | 'REJECTED',
  at: Date,
  by: { reason: string | null; staff: string | null } = { reason: null, staff: null },
) {
  await db
    .updateTable('withdrawal_order')
    .set({ status, decided_at: at, reject_reason: by.reason, decided_by: by.staff })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .execute();
}

export function liveCards(db: Db, customerId: number) {
  return db
    .selectFrom('bank_card')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

export async function countLiveCards(db: Db, customerId: number, type: 'B' | 'E') {
  const count = await db
    .selectFrom('bank_card')
    .select(sql<string>`count(*)`.as('n'))
    .where('customer_id', '=', customerId)
    .where('type', '=', type)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

export async function insertCard(
  db: Db,
  c: {
    merchantId: number;
    customerId: number;
    type: 'B' | 'E';
    bankCode: string;
    bankName: string;
    accountNumber: string;
    payeeName: string;
  },
) {
  await db
    .insertInto('bank_card')
    .values({
      merchant_id: c.merchantId,
      customer_id: c.customerId,
      type: c.type,
      bank_code: c.bankCode,
      bank_name: c.bankName,
      account_number: c.accountNumber,
      payee_name: c.payeeName,
      deleted_at: null,
    })
    .execute();
}

/** Soft-deletes a live card of the customer; false when there is none. */
export async function deleteCard(db: Db, customerId: number, cardId: number, at: Date) {
  const result = await db
    .updateTable('bank_card')
    .set({ deleted_at: at })
    .where('id', '=', cardId)
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function findLiveCard(db: Db, customerId: number, cardId: number) {
  return db
    .selectFrom('bank_card')
    .selectAll()
    .where('id', '=', cardId)
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function findOrderByRequest(db: Db, customerId: number, requestId: string) {
  return db
    .selectFrom('withdrawal_order')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export function getOrderByRequest(db: Db, customerId: number, requestId: string) {
  return db
    .selectFrom('withdrawal_order')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('request_id', '=', requestId)
    .executeTakeFirstOrThrow();
}

/** Inserts an order unless the customer used this request id; undefined means it exists. */
export function insertOrder(
  db: Db,
  o: {
    merchantId: number;
    customerId: number;
    requestId: string;
    card: { id: number; type: 'B' | 'E'; bank_name: string; account_number: string; payee_name: string };
    amount: bigint;
    fee: bigint;
  },
) {
  return db
    .insertInto('withdrawal_order')
    .values({
      merchant_id: o.merchantId,
      customer_id: o.customerId,
      request_id: o.requestId,
      card_id: o.card.id,
      card_type: o.card.type,
      bank_name: o.card.bank_name,
      account_number: o.card.account_number,
      payee_name: o.card.payee_name,
      amount: o.amount,
      fee: o.fee,
      reserve_transfer_id: null,
      decided_at: null,
    })
    .onConflict((oc) => oc.columns(['customer_id', 'request_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function recentReserved(db: Db, customerId: number, limit: number) {
  return db
    .selectFrom('withdrawal_order')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('reserve_transfer_id', 'is not', null)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function unreservedBefore(db: Db, before: Date, limit: number) {
  return db
    .selectFrom('withdrawal_order')
    .select(['id', 'merchant_id'])
    .where('reserve_transfer_id', 'is', null)
    .where('created_at', '<', before)
    .limit(limit)
    .execute();
}

export function findTransferByKey(db: Db, merchantId: number, key: string) {
  return db
    .selectFrom('ledger_transfer')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}
