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

/**
 * A page of the merchant's items. `forMembers`: only enabled items of enabled categories (decision 0049).
 */
export async function itemPage(
  db: Conn,
  q: { merchantId: number; category?: string; forMembers: boolean; offset: number; limit: number },
) {
  let base = db.selectFrom('point_mall_item as i').where('i.merchant_id', '=', q.merchantId);
  if (q.forMembers)
    base = base
      .where('i.enabled', '=', true)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('point_category as c')
            .select('c.id')
            .whereRef('c.merchant_id', '=', 'i.merchant_id')
            .whereRef('c.code', '=', 'i.category')
            .where('c.enabled', '=', true),
        ),
      );
  if (q.category) base = base.where('i.category', '=', q.category);
  const [rows, count] = await Promise.all([
    base.selectAll('i').orderBy('i.sort').orderBy('i.id').offset(q.offset).limit(q.limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** What members see as tabs: the enabled categories that have enabled items, in the operator's order. */
export function listedCategories(db: Conn, merchantId: number) {
  return db
    .selectFrom('point_category as c')
    .select(['c.code', 'c.name'])
    .where('c.merchant_id', '=', merchantId)
    .where('c.enabled', '=', true)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('point_mall_item as i')
          .select('i.id')
          .whereRef('i.merchant_id', '=', 'c.merchant_id')
          .whereRef('i.category', '=', 'c.code')
          .where('i.enabled', '=', true),
      ),
    )
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
}

/** Back office: every category of the merchant with the number of items (enabled or not) filed under it. */
export function categoriesWithUse(db: Conn, merchantId: number) {
  return db
    .selectFrom('point_category as c')
    .select((eb) => [
      'c.id',
      'c.code',
      'c.name',
      'c.sort',
      'c.enabled',
      eb
        .selectFrom('point_mall_item as i')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('i.merchant_id', '=', 'c.merchant_id')
        .whereRef('i.category', '=', 'c.code')
        .as('items'),
    ])
    .where('c.merchant_id', '=', merchantId)
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
}

export function findCategoryByCode(db: Conn, merchantId: number, code: string) {
  return db
    .selectFrom('point_category')
    .select(['id', 'code', 'enabled'])
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .executeTakeFirst();
}

/** A Postgres error of `code` (23505 unique, 23503 foreign key) on constraint `name`. */
function isViolation(error: unknown, code: string, name: string) {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e.code === code && (e.constraint === name || (e.message ?? '').includes(name));
}
const CATEGORY_UNIQUE = 'point_category_code_unique';
const ITEM_CATEGORY_FK = 'point_mall_item_category_fk';

export interface CategoryValues {
  name: LocalizedText;
  sort: number;
  enabled: boolean;
}

/**
 * Adds a category; null when the merchant has that code already. The unique index decides, so of two
 * operators saving one new code at once, one gets the row and the other null.
 */
export async function insertCategory(
  db: Conn,
  merchantId: number,
  code: string,
  v: CategoryValues,
): Promise<number | null> {
  try {
    const row = await db
      .insertInto('point_category')
      .values({
        merchant_id: merchantId,
        code,
        name: JSON.stringify(v.name),
        sort: v.sort,
        enabled: v.enabled,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if (isViolation(error, '23505', CATEGORY_UNIQUE)) return null;
    throw error;
  }
}

/** Renames, reorders or switches a category; its code stays. False when there is no such category. */
export async function updateCategory(db: Conn, merchantId: number, id: number, v: CategoryValues) {
  const r = await db
    .updateTable('point_category')
    .set({ name: JSON.stringify(v.name), sort: v.sort, enabled: v.enabled, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/**
 * Deletes a category no item uses (checked in the same statement, and by the items' foreign key against a
 * racing item save); false when it was kept.
 */
export async function deleteUnusedCategory(db: Conn, merchantId: number, id: number) {
  try {
    const r = await db
      .deleteFrom('point_category as c')
      .where('c.id', '=', id)
      .where('c.merchant_id', '=', merchantId)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('point_mall_item as i')
              .select('i.id')
              .whereRef('i.merchant_id', '=', 'c.merchant_id')
              .whereRef('i.category', '=', 'c.code'),
          ),
        ),
      )
      .executeTakeFirst();
    return r.numDeletedRows > 0n;
  } catch (error) {
    if (isViolation(error, '23503', ITEM_CATEGORY_FK)) return false;
    throw error;
  }
}

/** Whether `error` is an item saved with a category its merchant does not have (the foreign key). */
export const isUnknownCategory = (error: unknown) => isViolation(error, '23503', ITEM_CATEGORY_FK);

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
