import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Shown between start_at and end_at (open-ended when end_at is null), when published; a preview shows
 * drafts too (decision 0035).
 */
const live = (now: Date, drafts: boolean) => (eb: ExpressionBuilder<Database, 'banner' | 'announcement'>) =>
  eb.and([
    eb('start_at', '<=', now),
    eb.or([eb('end_at', 'is', null), eb('end_at', '>', now)]),
    ...(drafts ? [] : [eb('published', '=', true)]),
  ]);

export function listLiveBanners(db: Db, merchantId: number, now: Date, groupName?: string, drafts = false) {
  let query = db
    .selectFrom('banner')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where(live(now, drafts));
  if (groupName) query = query.where('group_name', '=', groupName);
  return query.orderBy('sort').orderBy('id').execute();
}

export function listLiveAnnouncements(
  db: Db,
  merchantId: number,
  now: Date,
  opts: { types: string[]; platform: 'W' | 'M'; drafts?: boolean },
) {
  return db
    .selectFrom('announcement')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('type', 'in', opts.types as ('PL' | 'PU' | 'PR' | 'H' | 'AG')[])
    .where('platform', 'in', [opts.platform, 'ALL'])
    .where(live(now, opts.drafts ?? false))
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Of these announcements, the ids the member has read. */
export async function readIds(db: Db, customerId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('announcement_read')
    .select('announcement_id')
    .where('customer_id', '=', customerId)
    .where('announcement_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.announcement_id));
}

/** Marks notices of the member's merchant read (other merchants' ids and repeats change nothing). */
export async function markRead(db: Db, merchantId: number, customerId: number, ids: number[], now: Date) {
  const rows = await db
    .insertInto('announcement_read')
    .columns(['customer_id', 'announcement_id', 'read_at'])
    .expression(
      db
        .selectFrom('announcement')
        .select([
          sql<number>`${customerId}::int`.as('customer_id'),
          'id',
          sql<Date>`${now}::timestamptz`.as('read_at'),
        ])
        .where('merchant_id', '=', merchantId)
        .where('id', 'in', ids),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('announcement_id')
    .execute();
  return rows.length;
}
