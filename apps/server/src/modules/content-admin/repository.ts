import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';

// ---- banners ----
export function listBanners(db: Db, merchantId: number, group?: string) {
  let q = db.selectFrom('banner').selectAll().where('merchant_id', '=', merchantId);
  if (group) q = q.where('group_name', '=', group);
  return q.orderBy('group_name').orderBy('sort').orderBy('id').execute();
}
export function findBanner(db: Db, merchantId: number, id: number) {
  return db
    .selectFrom('banner')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}
export interface BannerRowInput {
  group_name: string;
  image_url: string;
  title: string;
  linkage_type: 'URL' | 'P' | 'G' | null;
  linkage_value: string | null;
  sort: number;
  start_at: Date;
  end_at: Date | null;
  /** Left out on an edit that keeps the item's state. */
  published?: boolean;
}
export async function insertBanner(db: Db, merchantId: number, b: BannerRowInput): Promise<number> {
  const row = await db
    .insertInto('banner')
    .values({ ...b, merchant_id: merchantId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
export async function updateBanner(db: Db, merchantId: number, id: number, b: BannerRowInput) {
  const r = await db
    .updateTable('banner')
    .set(b)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}
export async function deleteBanner(db: Db, merchantId: number, id: number) {
  const r = await db
    .deleteFrom('banner')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return r.numDeletedRows > 0n;
}
/** Sorts a group's banners in the given order (ids of other merchants or groups are left alone). */
export async function orderBanners(db: Db, merchantId: number, group: string, ids: number[]) {
  await db.transaction().execute(async (trx) => {
    for (const [i, id] of ids.entries())
      await trx
        .updateTable('banner')
        .set({ sort: i })
        .where('merchant_id', '=', merchantId)
        .where('group_name', '=', group)
        .where('id', '=', id)
        .execute();
  });
}

// ---- announcements ----
/** How many members have read an announcement (decision 0067). */
const readCount =
  sql<string>`(select count(*) from announcement_read r where r.announcement_id = announcement.id)`.as(
    'read_count',
  );
export function listAnnouncements(db: Db, merchantId: number, type?: string) {
  let q = db.selectFrom('announcement').selectAll().select(readCount).where('merchant_id', '=', merchantId);
  if (type) q = q.where('type', '=', type as 'PL');
  return q.orderBy('type').orderBy('sort').orderBy('id').execute();
}
export function findAnnouncement(db: Db, merchantId: number, id: number) {
  return db
    .selectFrom('announcement')
    .selectAll()
    .select(readCount)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}
export interface AnnouncementRowInput {
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H' | 'AG';
  execution: 'B' | 'A' | 'F';
  platform: 'W' | 'M' | 'ALL';
  title: string;
  content: string;
  category: string | null;
  image_url: string | null;
  sort: number;
  start_at: Date;
  end_at: Date | null;
  published?: boolean;
}
export async function insertAnnouncement(db: Db, merchantId: number, a: AnnouncementRowInput) {
  const row = await db
    .insertInto('announcement')
    .values({ ...a, merchant_id: merchantId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
export async function updateAnnouncement(db: Db, merchantId: number, id: number, a: AnnouncementRowInput) {
  const r = await db
    .updateTable('announcement')
    .set(a)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}
export async function deleteAnnouncement(db: Db, merchantId: number, id: number) {
  const r = await db
    .deleteFrom('announcement')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return r.numDeletedRows > 0n;
}

// ---- help centre ----
export function listHelpCategories(db: Db, merchantId: number) {
  return db
    .selectFrom('help_category')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
export function listHelpArticles(db: Db, categoryIds: number[]) {
  if (!categoryIds.length) return Promise.resolve([]);
  return db
    .selectFrom('help_article')
    .selectAll()
    .where('category_id', 'in', categoryIds)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
export function findHelpCategory(db: Db, merchantId: number, id: number) {
  return db
    .selectFrom('help_category')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}
export function findHelpCategoryByCode(db: Db, merchantId: number, code: string) {
  return db
    .selectFrom('help_category')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .executeTakeFirst();
}
export async function insertHelpCategory(
  db: Db,
  merchantId: number,
  c: { code: string; title: string; sort: number; published?: boolean },
) {
  const row = await db
    .insertInto('help_category')
    .values({ ...c, merchant_id: merchantId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
export async function updateHelpCategory(
  db: Db,
  merchantId: number,
  id: number,
  c: { code: string; title: string; sort: number; published?: boolean },
) {
  await db
    .updateTable('help_category')
    .set(c)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .execute();
}
/** Deletes a category and its articles. */
export async function deleteHelpCategory(db: Db, merchantId: number, id: number) {
  await db.transaction().execute(async (trx) => {
    const own = await trx
      .selectFrom('help_category')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!own) return;
    await trx.deleteFrom('help_article').where('category_id', '=', id).execute();
    await trx.deleteFrom('help_category').where('id', '=', id).execute();
  });
}
/** An article of one of the merchant's categories. */
export function findHelpArticle(db: Db, merchantId: number, id: number) {
  return db
    .selectFrom('help_article')
    .innerJoin('help_category', 'help_category.id', 'help_article.category_id')
    .selectAll('help_article')
    .where('help_category.merchant_id', '=', merchantId)
    .where('help_article.id', '=', id)
    .executeTakeFirst();
}
export async function insertHelpArticle(
  db: Db,
  a: { category_id: number; title: string; content: string; sort: number; published?: boolean },
) {
  const row = await db.insertInto('help_article').values(a).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
export async function updateHelpArticle(
  db: Db,
  id: number,
  a: { category_id: number; title: string; content: string; sort: number; published?: boolean },
) {
  await db.updateTable('help_article').set(a).where('id', '=', id).execute();
}
export async function deleteHelpArticle(db: Db, id: number) {
  await db.deleteFrom('help_article').where('id', '=', id).execute();
}

// ---- publish state (decision 0035) ----
export async function setBannerPublished(db: Db, merchantId: number, id: number, published: boolean) {
  await db
    .updateTable('banner')
    .set({ published })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .execute();
}
export async function setAnnouncementPublished(db: Db, merchantId: number, id: number, published: boolean) {
  await db
    .updateTable('announcement')
    .set({ published })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .execute();
}
export async function setHelpCategoryPublished(db: Db, merchantId: number, id: number, published: boolean) {
  await db
    .updateTable('help_category')
    .set({ published })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .execute();
}
/** The article must be one of the merchant's (checked by the caller with findHelpArticle). */
export async function setHelpArticlePublished(db: Db, id: number, published: boolean) {
  await db.updateTable('help_article').set({ published }).where('id', '=', id).execute();
}

// ---- preview links (decision 0035) ----
export async function insertPreviewToken(
  db: Db,
  t: { token_hash: string; merchant_id: number; staff_id: number; expires_at: Date },
  now: Date,
) {
  // Expired links are of no use: dropped as new ones are made (a few per staff member and day).
  await db.deleteFrom('content_preview_token').where('expires_at', '<', now).execute();
  await db.insertInto('content_preview_token').values(t).execute();
}
/** A link of this merchant, not expired, of a staff member who is still enabled. */
export function findLivePreviewToken(db: Db, tokenHash: string, merchantId: number, now: Date) {
  return db
    .selectFrom('content_preview_token as t')
    .innerJoin('staff as s', 's.id', 't.staff_id')
    .select(['t.staff_id', 't.expires_at'])
    .where('t.token_hash', '=', tokenHash)
    .where('t.merchant_id', '=', merchantId)
    .where('t.expires_at', '>', now)
    .where('s.disabled', '=', false)
    .executeTakeFirst();
}
