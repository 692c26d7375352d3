import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database, LocalizedText, PointEarnRule } from '../../db/schema.ts';

type Conn = Db | Transaction<Database>;

export function findConfig(db: Conn, merchantId: number) {
  return db.selectFrom('point_config').selectAll().where('merchant_id', '=', merchantId).executeTakeFirst();
}

export async function saveConfig(
  db: Conn,
  merchantId: number,
  c: {
    enabled: boolean;
    exchangeRate: number;
    convertMin: number;
    earnRules: PointEarnRule[];
    rules: LocalizedText | null;
  },
) {
  const values = {
    enabled: c.enabled,
    exchange_rate: c.exchangeRate,
    convert_min: c.convertMin,
    earn_rules: JSON.stringify(c.earnRules),
    rules: c.rules ? JSON.stringify(c.rules) : null,
  };
  await db
    .insertInto('point_config')
    .values({ merchant_id: merchantId, ...values })
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ ...values, updated_at: sql`now()` }))
    .execute();
}

export function merchantSettings(db: Conn, merchantId: number) {
  return db.selectFrom('merchant').select('settings').where('id', '=', merchantId).executeTakeFirst();
}

export function enabledConfigs(db: Conn) {
  return db.selectFrom('point_config').selectAll().where('enabled', '=', true).execute();
}

export async function itemPage(
  db: Conn,
  q: { merchantId: number; category?: string; onlyEnabled: boolean; offset: number; limit: number },
) {
  let base = db.selectFrom('point_mall_item').where('merchant_id', '=', q.merchantId);
  if (q.onlyEnabled) base = base.where('enabled', '=', true);
  if (q.category) base = base.where('category', '=', q.category);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('sort').orderBy('id').offset(q.offset).limit(q.limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function enabledCategories(db: Conn, merchantId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('point_mall_item')
    .select('category')
    .distinct()
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .execute();
  return rows.map((r) => r.category);
}

export function findItem(db: Conn, merchantId: number, id: number) {
  return db
    .selectFrom('point_mall_item')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export interface ItemValues {
  category: string;
  name: LocalizedText;
  description: LocalizedText | null;
  images: string[];
  pricePoints: bigint;
  mixPoints: bigint | null;
  mixMoney: bigint | null;
  stock: number;
  enabled: boolean;
  sort: number;
}
const itemColumns = (v: ItemValues) => ({
  category: v.category,
  name: JSON.stringify(v.name),
  description: v.description ? JSON.stringify(v.description) : null,
  images: JSON.stringify(v.images),
  price_points: v.pricePoints,
  mix_points: v.mixPoints,
  mix_money: v.mixMoney,
  stock: v.stock,
  enabled: v.enabled,
  sort: v.sort,
});

export async function insertItem(db: Conn, merchantId: number, v: ItemValues): Promise<number> {
  const row = await db
    .insertInto('point_mall_item')
    .values({ merchant_id: merchantId, ...itemColumns(v) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateItem(db: Conn, merchantId: number, id: number, v: ItemValues): Promise<boolean> {
  const r = await db
    .updateTable('point_mall_item')
    .set({ ...itemColumns(v), updated_at: sql`now()` })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Takes `quantity` from the stock if that many are left (the row lock makes concurrent takes wait). */
export async function takeStock(
  db: Conn,
  merchantId: number,
  id: number,
  quantity: number,
): Promise<boolean> {
  const r = await db
    .updateTable('point_mall_item')
    .set({ stock: sql`stock - ${quantity}` })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('enabled', '=', true)
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export async function returnStock(db: Conn, id: number, quantity: number) {
  await db
    .updateTable('point_mall_item')
    .set({ stock: sql`stock + ${quantity}` })
    .where('id', '=', id)
    .execute();
}

export async function insertRedemption(
  db: Conn,
  r: {
    merchantId: number;
    customerId: number;
    itemId: number;
    itemName: LocalizedText;
    quantity: number;
    redeemType: 'P' | 'M';
    points: bigint;
    cash: bigint;
    name: string;
    address: string;
    mobile: string;
    province: string;
    requestId: string | null;
  },
) {
  return db
    .insertInto('point_redemption')
    .values({
      merchant_id: r.merchantId,
      customer_id: r.customerId,
      item_id: r.itemId,
      item_name: JSON.stringify(r.itemName),
      quantity: r.quantity,
      redeem_type: r.redeemType,
      points: r.points,
      cash: r.cash,
      delivery_name: r.name,
      delivery_address: r.address,
      delivery_mobile: r.mobile,
      province: r.province,
      request_id: r.requestId,
    })
    .onConflict((oc) =>
      oc.columns(['customer_id', 'request_id']).where('request_id', 'is not', null).doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
}

/** The redemption or conversion a member already made with this request id (a retried attempt). */
export function redemptionByRequest(db: Conn, customerId: number, requestId: string) {
  return db
    .selectFrom('point_redemption')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export function conversionByRequest(db: Conn, customerId: number, requestId: string) {
  return db
    .selectFrom('point_conversion')
    .select(['id', 'points', 'cash'])
    .where('customer_id', '=', customerId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

const redemptionColumns = [
  'r.id',
  'r.item_id',
  'r.item_name',
  'r.quantity',
  'r.redeem_type',
  'r.points',
  'r.cash',
  'r.status',
  'r.reason',
  'r.delivery_name',
  'r.delivery_address',
  'r.delivery_mobile',
  'r.province',
  'r.created_at',
  'r.decided_at',
] as const;

export async function redemptionPage(
  db: Conn,
  q: {
    merchantId: number;
    customerId?: number;
    status?: 'P' | 'R' | 'A';
    from?: Date;
    to?: Date;
    offset: number;
    limit: number;
  },
) {
  let base = db
    .selectFrom('point_redemption as r')
    .innerJoin('customer as c', 'c.id', 'r.customer_id')
    .leftJoin('staff as s', 's.id', 'r.staff_id')
    .where('r.merchant_id', '=', q.merchantId);
  if (q.customerId !== undefined) base = base.where('r.customer_id', '=', q.customerId);
  if (q.status) base = base.where('r.status', '=', q.status);
  if (q.from) base = base.where('r.created_at', '>=', q.from);
  if (q.to) base = base.where('r.created_at', '<', q.to);
  const [rows, count] = await Promise.all([
    base
      .select([...redemptionColumns, 'c.username', 's.username as staff'])
      .orderBy('r.id', 'desc')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Locks an undecided redemption for its decision (null: unknown or already decided). */
export function lockPending(db: Conn, merchantId: number, id: bigint) {
  return db
    .selectFrom('point_redemption')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('status', '=', 'P')
    .forUpdate()
    .executeTakeFirst();
}

export function findRedemption(db: Conn, merchantId: number, id: bigint) {
  return db
    .selectFrom('point_redemption')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function decide(
  db: Conn,
  id: bigint,
  d: { status: 'R' | 'A'; reason: string | null; staffId: number | null; at: Date },
): Promise<boolean> {
  const r = await db
    .updateTable('point_redemption')
    .set({ status: d.status, reason: d.reason, staff_id: d.staffId, decided_at: d.at })
    .where('id', '=', id)
    .where('status', '=', 'P')
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export async function insertConversion(
  db: Conn,
  c: { merchantId: number; customerId: number; points: bigint; cash: bigint; requestId: string | null },
) {
  const row = await db
    .insertInto('point_conversion')
    .values({
      merchant_id: c.merchantId,
      customer_id: c.customerId,
      points: c.points,
      cash: c.cash,
      request_id: c.requestId,
    })
    .onConflict((oc) =>
      oc.columns(['customer_id', 'request_id']).where('request_id', 'is not', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export function paymentPasswordHash(db: Conn, customerId: number) {
  return db
    .selectFrom('customer')
    .select(['payment_password_hash', 'type'])
    .where('id', '=', customerId)
    .executeTakeFirst();
}

/**
 * Settled cash bets of a merchant's members whose settlement falls on the local day `day` (in `timeZone`),
 * summed per member and game category.
 */
export function validBetsOfDay(db: Conn, merchantId: number, day: string, timeZone: string) {
  return db
    .selectFrom('bet_record as b')
    .innerJoin('game_vendor as v', 'v.code', 'b.vendor_code')
    .select(['b.customer_id', 'v.game_type', sql<string>`sum(b.bet_amount)`.as('total')])
    .where('b.merchant_id', '=', merchantId)
    .where('b.ledger', '=', 'cash')
    .where('b.status', '=', 'SETTLED')
    .where(sql<boolean>`(b.settled_at at time zone ${timeZone})::date = ${day}::date`)
    .groupBy(['b.customer_id', 'v.game_type'])
    .execute();
}

/** The earning row of one member, day and category; false when it existed (granted before). */
export async function insertEarning(
  db: Conn,
  e: {
    merchantId: number;
    customerId: number;
    day: string;
    category: string;
    validBet: bigint;
    points: bigint;
  },
): Promise<boolean> {
  const row = await db
    .insertInto('point_earning')
    .values({
      merchant_id: e.merchantId,
      customer_id: e.customerId,
      day: e.day,
      category: e.category,
      valid_bet: e.validBet,
      points: e.points,
    })
    .onConflict((oc) => oc.columns(['customer_id', 'day', 'category']).doNothing())
    .returning('customer_id')
    .executeTakeFirst();
  return row !== undefined;
}
