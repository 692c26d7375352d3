import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';

type Trx = Transaction<Database>;
export type PromoCodeRow = Awaited<ReturnType<typeof codeById>> & {};

const columns = [
  'id',
  'merchant_id',
  'code',
  'description',
  'enabled',
  'listed',
  'start_at',
  'end_at',
  'max_uses',
  'uses',
  'bonus',
  'turnover_multiple',
  'points',
  'deposit_required',
] as const;

export function codeById(db: Db, merchantId: number, id: number) {
  return db
    .selectFrom('promo_code')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** An enabled code by its text, case-insensitively. */
export function codeByText(db: Db, merchantId: number, code: string) {
  return db
    .selectFrom('promo_code')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .where(sql<string>`lower(code)`, '=', code.toLowerCase())
    .executeTakeFirst();
}

/** Another code of the merchant with this text (case-insensitively), for the editor's uniqueness check. */
export function sameText(db: Db, merchantId: number, code: string, exceptId: number | null) {
  let q = db
    .selectFrom('promo_code')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where(sql<string>`lower(code)`, '=', code.toLowerCase());
  if (exceptId !== null) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

/** Whether an enabled code is open at `now` with redemptions left. */
export async function anyOpen(db: Db, merchantId: number, now: Date) {
  const row = await db
    .selectFrom('promo_code')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .where((eb) => eb.or([eb('start_at', 'is', null), eb('start_at', '<=', now)]))
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', now)]))
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** Enabled codes the operator listed for members, oldest first. */
export function listedCodes(db: Db, merchantId: number) {
  return db
    .selectFrom('promo_code')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .where('listed', '=', true)
    .orderBy('id')
    .execute();
}

export async function claimedOf(db: Db, customerId: number, codeIds: number[]) {
  if (!codeIds.length) return new Set<number>();
  const rows = await db
    .selectFrom('promo_code_claim')
    .select('promo_code_id')
    .where('customer_id', '=', customerId)
    .where('promo_code_id', 'in', codeIds)
    .execute();
  return new Set(rows.map((r) => r.promo_code_id));
}

/** A claim row, or undefined when the member already redeemed this code (the unique index decides). */
export function insertClaim(
  trx: Trx,
  c: { merchantId: number; customerId: number; codeId: number; bonus: bigint; points: bigint },
) {
  return trx
    .insertInto('promo_code_claim')
    .values({
      merchant_id: c.merchantId,
      customer_id: c.customerId,
      promo_code_id: c.codeId,
      bonus: c.bonus,
      points: c.points,
    })
    .onConflict((oc) => oc.columns(['customer_id', 'promo_code_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

/**
 * Takes one redemption of the code's budget: a conditional UPDATE (PostgreSQL re-checks `uses < max_uses`
 * on the row once a concurrent transaction holding it commits). Undefined when the budget is spent.
 */
export function takeUse(trx: Trx, codeId: number) {
  return trx
    .updateTable('promo_code')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', codeId)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
    .returning('uses')
    .executeTakeFirst();
}

// ---- back office ----

export function allCodes(db: Db, merchantId: number) {
  return db
    .selectFrom('promo_code as p')
    .select([
      ...columns.map((c) => `p.${c}` as const),
      (eb) =>
        eb
          .selectFrom('promo_code_claim as c')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('c.promo_code_id', '=', 'p.id')
          .as('claims'),
    ])
    .where('p.merchant_id', '=', merchantId)
    .orderBy('p.id', 'desc')
    .execute();
}

export function claimCount(db: Db, codeId: number) {
  return db
    .selectFrom('promo_code_claim')
    .select(sql<string>`count(*)`.as('n'))
    .where('promo_code_id', '=', codeId)
    .executeTakeFirstOrThrow();
}

export interface CodeWrite {
  code: string;
  description: string;
  enabled: boolean;
  listed: boolean;
  start_at: Date | null;
  end_at: Date | null;
  max_uses: number | null;
  bonus: bigint;
  turnover_multiple: number;
  points: bigint;
  deposit_required: bigint;
}

/**
 * Creates (id null) or updates a code; null when another code of the merchant has the same text (the
 * unique index `promo_code_unique` decides, so two operators saving one new code at once get one row).
 */
export async function saveCode(db: Db, merchantId: number, id: number | null, c: CodeWrite) {
  try {
    if (id === null)
      return (
        await db
          .insertInto('promo_code')
          .values({ ...c, merchant_id: merchantId })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    await db
      .updateTable('promo_code')
      .set({ ...c, updated_at: new Date() })
      .where('id', '=', id)
      .where('merchant_id', '=', merchantId)
      .execute();
    return id;
  } catch (error) {
    const e = error as { code?: string; constraint?: string; message?: string };
    if (
      e.code === '23505' &&
      (e.constraint === 'promo_code_unique' || (e.message ?? '').includes('promo_code_unique'))
    )
      return null;
    throw error;
  }
}

export function claims(db: Db, merchantId: number, codeId: number | null) {
  let q = db
    .selectFrom('promo_code_claim as c')
    .innerJoin('customer as u', 'u.id', 'c.customer_id')
    .select(['c.id', 'u.username', 'c.promo_code_id', 'c.bonus', 'c.points', 'c.created_at'])
    .where('c.merchant_id', '=', merchantId);
  if (codeId !== null) q = q.where('c.promo_code_id', '=', codeId);
  return q.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(500).execute();
}
