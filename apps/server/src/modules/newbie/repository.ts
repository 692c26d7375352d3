import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';

type Trx = Transaction<Database>;
export type RegisterPromotionRow = Awaited<ReturnType<typeof promotionById>> & {};

const columns = [
  'id',
  'merchant_id',
  'name',
  'remark',
  'start_at',
  'end_at',
  'enabled',
  'bonus',
  'turnover_multiple',
  'points',
  'required_fields',
] as const;

export function promotionById(db: Db, merchantId: number, id: number) {
  return db
    .selectFrom('register_promotion')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Enabled promotions open at `now` (permanent, or inside [start, end)). */
export function openPromotions(db: Db, merchantId: number, now: Date) {
  return db
    .selectFrom('register_promotion')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .where((eb) =>
      eb.or([eb('start_at', 'is', null), eb.and([eb('start_at', '<=', now), eb('end_at', '>', now)])]),
    )
    .orderBy('id')
    .execute();
}

/** The ids of these promotions the member has claimed. */
export async function claimedOf(db: Db, customerId: number, promotionIds: number[]) {
  if (!promotionIds.length) return new Set<number>();
  const rows = await db
    .selectFrom('register_promotion_claim')
    .select('promotion_id')
    .where('customer_id', '=', customerId)
    .where('promotion_id', 'in', promotionIds)
    .execute();
  return new Set(rows.map((r) => r.promotion_id));
}

/** When the member registered. */
export async function memberSince(db: Db, customerId: number): Promise<Date> {
  const row = await db
    .selectFrom('customer')
    .select('created_at')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return new Date(row.created_at);
}

/** A claim row, or undefined when the member already holds one for this promotion (the unique index decides). */
export function insertClaim(
  trx: Trx,
  c: { merchantId: number; customerId: number; promotionId: number; bonus: bigint; points: bigint },
) {
  return trx
    .insertInto('register_promotion_claim')
    .values({
      merchant_id: c.merchantId,
      customer_id: c.customerId,
      promotion_id: c.promotionId,
      bonus: c.bonus,
      points: c.points,
    })
    .onConflict((oc) => oc.columns(['customer_id', 'promotion_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

// ---- back office ----

export function allPromotions(db: Db, merchantId: number) {
  return db
    .selectFrom('register_promotion as p')
    .select([
      ...columns.map((c) => `p.${c}` as const),
      (eb) =>
        eb
          .selectFrom('register_promotion_claim as c')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('c.promotion_id', '=', 'p.id')
          .as('claims'),
    ])
    .where('p.merchant_id', '=', merchantId)
    .orderBy('p.id', 'desc')
    .execute();
}

export function claimCount(db: Db, promotionId: number) {
  return db
    .selectFrom('register_promotion_claim')
    .select(sql<string>`count(*)`.as('n'))
    .where('promotion_id', '=', promotionId)
    .executeTakeFirstOrThrow();
}

export interface PromotionWrite {
  name: string;
  remark: string;
  start_at: Date | null;
  end_at: Date | null;
  enabled: boolean;
  bonus: bigint;
  turnover_multiple: number;
  points: bigint;
  required_fields: string;
}

export async function savePromotion(db: Db, merchantId: number, id: number | null, c: PromotionWrite) {
  if (id === null)
    return (
      await db
        .insertInto('register_promotion')
        .values({ ...c, merchant_id: merchantId })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  await db
    .updateTable('register_promotion')
    .set({ ...c, updated_at: new Date() })
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .execute();
  return id;
}

/** Claims of the merchant (of one promotion when given), newest first. */
export function claims(db: Db, merchantId: number, promotionId: number | null) {
  let q = db
    .selectFrom('register_promotion_claim as c')
    .innerJoin('customer as u', 'u.id', 'c.customer_id')
    .select(['c.id', 'u.username', 'c.promotion_id', 'c.bonus', 'c.points', 'c.created_at'])
    .where('c.merchant_id', '=', merchantId);
  if (promotionId !== null) q = q.where('c.promotion_id', '=', promotionId);
  return q.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(500).execute();
}
