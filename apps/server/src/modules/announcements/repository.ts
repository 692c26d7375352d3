import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';

/** Shown between start_at and end_at (open-ended when end_at is null). */
const live = (now: Date) => (eb: ExpressionBuilder<Database, 'banner' | 'announcement'>) =>
  eb.and([eb('start_at', '<=', now), eb.or([eb('end_at', 'is', null), eb('end_at', '>', now)])]);

export function listLiveBanners(db: Db, merchantId: number, now: Date, groupName?: string) {
  let query = db.selectFrom('banner').selectAll().where('merchant_id', '=', merchantId).where(live(now));
  if (groupName) query = query.where('group_name', '=', groupName);
  return query.orderBy('sort').orderBy('id').execute();
}

export function listLiveAnnouncements(
  db: Db,
  merchantId: number,
  now: Date,
  opts: { types: string[]; platform: 'W' | 'M' },
) {
  return db
    .selectFrom('announcement')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('type', 'in', opts.types as ('PL' | 'PU' | 'PR' | 'H')[])
    .where('platform', 'in', [opts.platform, 'ALL'])
    .where(live(now))
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
