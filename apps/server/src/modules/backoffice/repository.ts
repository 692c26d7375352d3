import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';

export function listSmsOutbox(db: Db, merchantId: number, opts: { to?: string; limit: number }) {
  let query = db
    .selectFrom('sms_outbox')
    .select(['id', 'phone', 'text', 'created_at'])
    .where('merchant_id', '=', merchantId);
  if (opts.to) query = query.where('phone', '=', opts.to);
  return query.orderBy('id', 'desc').limit(opts.limit).execute();
}

export function listMailOutbox(db: Db, merchantId: number, opts: { to?: string; limit: number }) {
  let query = db
    .selectFrom('mail_outbox')
    .select(['id', 'recipient', 'subject', 'body', 'created_at'])
    .where('merchant_id', '=', merchantId);
  if (opts.to) query = query.where(sql<string>`lower(recipient)`, '=', opts.to.toLowerCase());
  return query.orderBy('id', 'desc').limit(opts.limit).execute();
}
