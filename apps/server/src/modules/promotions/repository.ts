import type { Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';

type Trx = Transaction<Database>;
type Conn = Db | Trx;

export function listCategories(db: Db, merchantId: number) {
  return db
    .selectFrom('promotion_category')
    .select(['code', 'name'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Back office: every category with the number of PR announcements filed under it. */
export function categoriesWithUse(db: Db, merchantId: number) {
  return db
    .selectFrom('promotion_category as c')
    .select((eb) => [
      'c.id',
      'c.code',
      'c.name',
      'c.sort',
      eb
        .selectFrom('announcement as a')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('a.merchant_id', '=', 'c.merchant_id')
        .whereRef('a.category', '=', 'c.code')
        .where('a.type', '=', 'PR')
        .as('promotions'),
    ])
    .where('c.merchant_id', '=', merchantId)
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
}

/** Inserts a category; null when the merchant already has that code. */
export async function insertCategory(
  db: Db,
  merchantId: number,
  v: { code: string; name: string; sort: number },
) {
  const row = await db
    .insertInto('promotion_category')
    .values({ merchant_id: merchantId, code: v.code, name: v.name, sort: v.sort })
    .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function updateCategory(
  db: Db,
  merchantId: number,
  id: number,
  v: { name: string; sort: number },
) {
  const r = await db
    .updateTable('promotion_category')
    .set({ name: v.name, sort: v.sort })
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Deletes a category no PR announcement uses (checked in the same statement); false when it was kept. */
export async function deleteUnusedCategory(db: Db, merchantId: number, id: number) {
  const r = await db
    .deleteFrom('promotion_category as c')
    .where('c.id', '=', id)
    .where('c.merchant_id', '=', merchantId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('announcement as a')
            .select('a.id')
            .whereRef('a.merchant_id', '=', 'c.merchant_id')
            .whereRef('a.category', '=', 'c.code')
            .where('a.type', '=', 'PR'),
        ),
      ),
    )
    .executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/** Published PR announcements in their schedule at `now`, with their settings (null columns: none saved). */
export function livePromotions(db: Db, merchantId: number, now: Date, opts: { id?: number } = {}) {
  let query = db
    .selectFrom('announcement as a')
    .leftJoin('promotion_setting as s', 's.announcement_id', 'a.id')
    .select([
      'a.id',
      'a.title',
      'a.content',
      'a.category',
      'a.image_url',
      'a.start_at',
      'a.end_at',
      's.apply_enabled',
      's.remark_required',
      's.pictures_required',
      's.bonus',
      's.turnover_multiple',
      's.per_member',
      's.budget',
      's.spent',
    ])
    .where('a.merchant_id', '=', merchantId)
    .where('a.type', '=', 'PR')
    .where('a.published', '=', true)
    .where('a.start_at', '<=', now)
    .where((eb) => eb.or([eb('a.end_at', 'is', null), eb('a.end_at', '>', now)]));
  if (opts.id !== undefined) query = query.where('a.id', '=', opts.id);
  return query.orderBy('a.sort').orderBy('a.id').execute();
}
export type LivePromotion = Awaited<ReturnType<typeof livePromotions>>[number];

export function findPendingApplication(db: Conn, promotionId: number, customerId: number) {
  return db
    .selectFrom('promotion_application')
    .selectAll()
    .where('announcement_id', '=', promotionId)
    .where('customer_id', '=', customerId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
}

export async function hasApproved(db: Conn, promotionId: number, customerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('promotion_application')
    .select('id')
    .where('announcement_id', '=', promotionId)
    .where('customer_id', '=', customerId)
    .where('status', '=', 'APPROVED')
    .executeTakeFirst();
  return row !== undefined;
}

/** The new application, or undefined when the member already has a pending one for the promotion. */
export async function insertApplication(
  trx: Trx,
  row: { merchantId: number; promotionId: number; customerId: number; remarks: string; pictures: number },
) {
  return trx
    .insertInto('promotion_application')
    .values({
      merchant_id: row.merchantId,
      announcement_id: row.promotionId,
      customer_id: row.customerId,
      remarks: row.remarks,
      pictures: row.pictures,
    })
    .onConflict((oc) =>
      oc.columns(['announcement_id', 'customer_id']).where('status', '=', 'PENDING').doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
}

export async function insertImages(
  trx: Trx,
  applicationId: bigint,
  images: { contentType: 'image/png' | 'image/jpeg'; bytes: Buffer }[],
) {
  if (!images.length) return;
  await trx
    .insertInto('promotion_application_image')
    .values(
      images.map((img, i) => ({
        application_id: applicationId,
        n: i + 1,
        content_type: img.contentType,
        bytes: img.bytes,
      })),
    )
    .execute();
}

const applicationColumns = [
  'p.id',
  'p.announcement_id',
  'p.customer_id',
  'p.remarks',
  'p.pictures',
  'p.status',
  'p.reason',
  'p.bonus',
  'p.required_turnover',
  'p.created_at',
  'p.reviewed_at',
  'a.title',
] as const;

export function memberApplications(db: Db, customerId: number, promotionId?: number) {
  let query = db
    .selectFrom('promotion_application as p')
    .innerJoin('announcement as a', 'a.id', 'p.announcement_id')
    .select(applicationColumns)
    .where('p.customer_id', '=', customerId);
  if (promotionId !== undefined) query = query.where('p.announcement_id', '=', promotionId);
  return query.orderBy('p.id', 'desc').limit(100).execute();
}

// ---- back office ----

export function allPromotions(db: Db, merchantId: number) {
  return db
    .selectFrom('announcement as a')
    .leftJoin('promotion_setting as s', 's.announcement_id', 'a.id')
    .select((eb) => [
      'a.id',
      'a.title',
      'a.category',
      'a.image_url',
      'a.start_at',
      'a.end_at',
      'a.published',
      's.apply_enabled',
      's.remark_required',
      's.pictures_required',
      's.bonus',
      's.turnover_multiple',
      's.per_member',
      's.budget',
      's.spent',
      eb
        .selectFrom('promotion_application as p')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('p.announcement_id', '=', 'a.id')
        .where('p.status', '=', 'PENDING')
        .as('pending'),
    ])
    .where('a.merchant_id', '=', merchantId)
    .where('a.type', '=', 'PR')
    .orderBy('a.sort')
    .orderBy('a.id')
    .execute();
}

export function findPromotionAnnouncement(db: Conn, merchantId: number, id: number) {
  return db
    .selectFrom('announcement')
    .select(['id', 'title'])
    .where('merchant_id', '=', merchantId)
    .where('type', '=', 'PR')
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findSetting(db: Conn, announcementId: number, lock = false) {
  let query = db.selectFrom('promotion_setting').selectAll().where('announcement_id', '=', announcementId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function saveSetting(
  db: Db,
  row: {
    announcementId: number;
    merchantId: number;
    applyEnabled: boolean;
    remarkRequired: boolean;
    picturesRequired: boolean;
    bonus: bigint;
    turnoverMultiple: number;
    perMember: 'ONCE' | 'UNLIMITED';
    budget: bigint | null;
  },
) {
  const values = {
    apply_enabled: row.applyEnabled,
    remark_required: row.remarkRequired,
    pictures_required: row.picturesRequired,
    bonus: row.bonus,
    turnover_multiple: row.turnoverMultiple,
    per_member: row.perMember,
    budget: row.budget,
  };
  await db
    .insertInto('promotion_setting')
    .values({ announcement_id: row.announcementId, merchant_id: row.merchantId, ...values })
    .onConflict((oc) => oc.column('announcement_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}

export async function addSpent(trx: Trx, announcementId: number, amount: bigint) {
  await trx
    .updateTable('promotion_setting')
    .set((eb) => ({ spent: eb('spent', '+', amount) }))
    .where('announcement_id', '=', announcementId)
    .execute();
}

export function listApplications(
  db: Db,
  merchantId: number,
  filter: { status?: 'PENDING' | 'APPROVED' | 'REJECTED'; promotionId?: number },
) {
  let query = db
    .selectFrom('promotion_application as p')
    .innerJoin('announcement as a', 'a.id', 'p.announcement_id')
    .innerJoin('customer as c', 'c.id', 'p.customer_id')
    .leftJoin('staff as st', 'st.id', 'p.reviewed_by')
    .select([...applicationColumns, 'c.username', 'st.username as reviewer'])
    .where('p.merchant_id', '=', merchantId);
  if (filter.status) query = query.where('p.status', '=', filter.status);
  if (filter.promotionId !== undefined) query = query.where('p.announcement_id', '=', filter.promotionId);
  return query
    .orderBy('p.id', filter.status === 'PENDING' ? 'asc' : 'desc')
    .limit(500)
    .execute();
}

export function lockApplication(trx: Trx, merchantId: number, id: bigint) {
  return trx
    .selectFrom('promotion_application')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function findApplication(db: Db, merchantId: number, id: bigint) {
  return db
    .selectFrom('promotion_application')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function review(
  trx: Trx,
  id: bigint,
  change: {
    status: 'APPROVED' | 'REJECTED';
    reason: string | null;
    bonus: bigint | null;
    requiredTurnover: bigint | null;
    staffId: number;
    at: Date;
  },
) {
  await trx
    .updateTable('promotion_application')
    .set({
      status: change.status,
      reason: change.reason,
      bonus: change.bonus,
      required_turnover: change.requiredTurnover,
      reviewed_by: change.staffId,
      reviewed_at: change.at,
    })
    .where('id', '=', id)
    .execute();
}

export function findImage(db: Db, merchantId: number, applicationId: bigint, n: number) {
  return db
    .selectFrom('promotion_application_image as i')
    .innerJoin('promotion_application as p', 'p.id', 'i.application_id')
    .select(['i.content_type', 'i.bytes'])
    .where('p.merchant_id', '=', merchantId)
    .where('i.application_id', '=', applicationId)
    .where('i.n', '=', n)
    .executeTakeFirst();
}
