import { sql } from 'kysely';
import { bonusTurnover } from '@portal/contract/money';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';

type Status = 'PENDING' | 'SUCCESS' | 'FAILED' | 'CANCELLED' | 'EXPIRED';

export function listChannels(db: Db, merchantId: number) {
  return db
    .selectFrom('payment_channel')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .orderBy('rebate_bp', 'desc')
    .orderBy('sort')
    .execute();
}

export function findChannel(db: Db, merchantId: number, id: number) {
  return db
    .selectFrom('payment_channel')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findChannelById(db: Db, id: number) {
  return db.selectFrom('payment_channel').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts an order unless the customer used this request id; undefined means it exists. */
export function insertOrder(
  db: Db,
  o: {
    merchantId: number;
    customerId: number;
    channelId: number;
    requestId: string;
    amount: bigint;
    fee: bigint;
    rebate: bigint;
    payToken: string | null;
    expiresAt: Date | null;
    promotionId: number | null;
    bonus: bigint;
  },
) {
  return db
    .insertInto('deposit_order')
    .values({
      merchant_id: o.merchantId,
      customer_id: o.customerId,
      channel_id: o.channelId,
      request_id: o.requestId,
      amount: o.amount,
      fee: o.fee,
      rebate: o.rebate,
      pay_token: o.payToken,
      promotion_id: o.promotionId,
      bonus: o.bonus,
      reference_no: null,
      expires_at: o.expiresAt,
      settled_at: null,
    })
    .onConflict((oc) => oc.columns(['customer_id', 'request_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findOrderByRequest(db: Db, customerId: number, requestId: string) {
  return db
    .selectFrom('deposit_order')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export function findOrder(db: Db, id: bigint) {
  return db.selectFrom('deposit_order').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOrderByPayToken(db: Db, payToken: string) {
  return db.selectFrom('deposit_order').selectAll().where('pay_token', '=', payToken).executeTakeFirst();
}

/**
 * Moves an order out of PENDING once; the first outcome wins, later ones find nothing. A refused bonus
 * (its promotion's condition or limit no longer held at credit) is dropped with its reason, in the same
 * statement.
 */
export function resolveOrder(
  db: Db,
  id: bigint,
  status: Exclude<Status, 'PENDING'>,
  now: Date,
  bonusRefused: PromotionRefusal | null = null,
) {
  return db
    .updateTable('deposit_order')
    .set({ status, settled_at: now, ...(bonusRefused ? { bonus: 0n, bonus_refused: bonusRefused } : {}) })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .returningAll()
    .executeTakeFirst();
}

export async function setReference(db: Db, id: bigint, customerId: number, referenceNo: string) {
  const result = await db
    .updateTable('deposit_order')
    .set({ reference_no: referenceNo })
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Manual orders past their time: expired, in one statement. */
export async function expireOrders(db: Db, customerId: number, now: Date) {
  await db
    .updateTable('deposit_order')
    .set({ status: 'EXPIRED', settled_at: now })
    .where('customer_id', '=', customerId)
    .where('status', '=', 'PENDING')
    .where('expires_at', '<=', now)
    .execute();
}

export function pendingOrders(db: Db, customerId: number) {
  return db
    .selectFrom('deposit_order as o')
    .innerJoin('payment_channel as c', 'c.id', 'o.channel_id')
    .select(['o.id', 'c.method'])
    .where('o.customer_id', '=', customerId)
    .where('o.status', '=', 'PENDING')
    .execute();
}

export function listPromotions(db: Db, merchantId: number) {
  return db
    .selectFrom('deposit_promotion')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .orderBy('sort')
    .execute();
}

export function findPromotion(db: Db, merchantId: number, id: number) {
  return db
    .selectFrom('deposit_promotion')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('enabled', '=', true)
    .executeTakeFirst();
}

/** A promotion by id, enabled or not: an order made while it was offered keeps its offer. */
export function findPromotionById(db: Db, id: number) {
  return db.selectFrom('deposit_promotion').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Why a member may not get a promotion's bonus now: the condition or limit that fails (decision 0019). */
export type PromotionRefusal = 'FIRST' | 'RELOAD' | 'ONCE' | 'DAILY';

/**
 * Checks a promotion's condition and limit for a member at `now`, from completed (SUCCESS) orders only;
 * `exceptOrderId` is the order being credited. Limits count granted bonuses (not refused ones); a day
 * is a calendar day in `timeZone`.
 */
export async function promotionRefusal(
  db: Db,
  customerId: number,
  p: { id: number; deposit_condition: 'ANY' | 'FIRST' | 'RELOAD'; claim_limit: 'NONE' | 'ONCE' | 'DAILY' },
  now: Date,
  timeZone: string,
  exceptOrderId: bigint | null = null,
): Promise<PromotionRefusal | null> {
  const { rows } = await sql<{ deposits: boolean; granted: boolean; grantedToday: boolean }>`
    select
      exists (select 1 from deposit_order o where o.customer_id = ${customerId} and o.status = 'SUCCESS'
              and o.id <> ${exceptOrderId ?? 0n}) as deposits,
      exists (select 1 from deposit_order o where o.customer_id = ${customerId} and o.status = 'SUCCESS'
              and o.promotion_id = ${p.id} and o.bonus_refused is null and o.id <> ${exceptOrderId ?? 0n}) as granted,
      exists (select 1 from deposit_order o where o.customer_id = ${customerId} and o.status = 'SUCCESS'
              and o.promotion_id = ${p.id} and o.bonus_refused is null and o.id <> ${exceptOrderId ?? 0n}
              and (o.settled_at at time zone ${timeZone})::date
                  = (${now}::timestamptz at time zone ${timeZone})::date) as "grantedToday"`.execute(db);
  const c = rows[0]!;
  if (p.deposit_condition === 'FIRST' && c.deposits) return 'FIRST';
  if (p.deposit_condition === 'RELOAD' && !c.deposits) return 'RELOAD';
  if (p.claim_limit === 'ONCE' && c.granted) return 'ONCE';
  if (p.claim_limit === 'DAILY' && c.grantedToday) return 'DAILY';
  return null;
}

/**
 * Takes the member's row lock until the transaction ends: crediting orders with a promotion one at a
 * time per member, so two concurrent first deposits cannot both see "no earlier deposit".
 */
export async function lockCustomer(db: Db, customerId: number) {
  await db.selectFrom('customer').select('id').where('id', '=', customerId).forNoKeyUpdate().execute();
}

/** The turnover a promotion's bonus asks: (deposit + bonus) × the promotion's multiple, once per order. */
export async function requireTurnover(
  db: Db,
  order: { id: bigint; customer_id: number; amount: bigint; bonus: bigint; promotion_id: number | null },
) {
  if (order.promotion_id === null) return;
  const promotion = await db
    .selectFrom('deposit_promotion')
    .select('turnover_multiple')
    .where('id', '=', order.promotion_id)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('turnover_requirement')
    .values({
      customer_id: order.customer_id,
      source: `deposit:${order.id}:promotion`,
      required: bonusTurnover(order.amount, order.bonus, promotion.turnover_multiple),
      bonus: order.bonus,
      order_id: order.id,
    })
    .onConflict((oc) => oc.column('source').doNothing())
    .execute();
}

export async function saveReceipt(
  db: Db,
  orderId: bigint,
  contentType: 'image/png' | 'image/jpeg',
  bytes: Buffer,
) {
  await db
    .insertInto('deposit_receipt')
    .values({ order_id: orderId, content_type: contentType, bytes })
    // The picture goes to the database once: the update takes it from the refused insert row.
    .onConflict((oc) =>
      oc.column('order_id').doUpdateSet((eb) => ({
        content_type: eb.ref('excluded.content_type'),
        bytes: eb.ref('excluded.bytes'),
        uploaded_at: new Date(),
      })),
    )
    .execute();
}

export function findReceipt(db: Db, merchantId: number, orderId: bigint) {
  return db
    .selectFrom('deposit_receipt as r')
    .innerJoin('deposit_order as o', 'o.id', 'r.order_id')
    .select(['r.content_type', 'r.bytes', 'r.uploaded_at'])
    .where('r.order_id', '=', orderId)
    .where('o.merchant_id', '=', merchantId)
    .executeTakeFirst();
}

/** SUCCESS orders missing one of their credit transfers (a crash between the status and the credit). */
export async function ordersMissingCredit(db: Db, limit: number): Promise<bigint[]> {
  const { rows } = await sql<{ id: string }>`
    select o.id from deposit_order o
    where o.status = 'SUCCESS'
      and (select count(*) from ledger_transfer t
           where t.merchant_id = o.merchant_id
             and t.idempotency_key in ('deposit:' || o.id, 'deposit:' || o.id || ':fee',
                                       'deposit:' || o.id || ':rebate', 'deposit:' || o.id || ':bonus'))
        < 1 + (o.fee > 0)::int + (o.rebate > 0)::int + (o.bonus > 0)::int
    limit ${limit}`.execute(db);
  return rows.map((r) => BigInt(r.id));
}

/** Records the outcome of a staff decision on a manual deposit: who, and why it was rejected. */
export async function noteDecision(db: Db, id: bigint, by: { staff: string | null; reason: string | null }) {
  await db
    .updateTable('deposit_order')
    .set({ decided_by: by.staff, reject_reason: by.reason })
    .where('id', '=', id)
    .execute();
}

/** One payment callback as received (the back office's callback log, decision 0030). */
export async function logCallback(db: Db, row: Insertable<Database['payment_callback_log']>) {
  await db.insertInto('payment_callback_log').values(row).execute();
}

/** A merchant's settings (its time zone decides which day a promotion's daily limit counts in). */
export async function merchantSettings(db: Db, merchantId: number) {
  const row = await db
    .selectFrom('merchant')
    .select('settings')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return row.settings;
}
