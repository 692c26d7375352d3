import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { SmsCodeTable } from '../../db/schema.ts';

/** Codes sent since an instant: to the phone (for its merchant), from the IP, and the phone's last for a purpose. */
export function recentSends(
  db: Db,
  to: { merchantId: number; phone: string; ip: string; purpose: string },
  since: Date,
) {
  return db
    .selectFrom('sms_code')
    .select([
      sql<number>`count(*) filter (where phone = ${to.phone} and merchant_id = ${to.merchantId})`.as(
        'phone_count',
      ),
      sql<number>`count(*) filter (where ip = ${to.ip})`.as('ip_count'),
      // The resend wait is per purpose: a code to log in may follow a registration code at once.
      sql<Date | null>`max(created_at) filter (where phone = ${to.phone} and merchant_id = ${to.merchantId} and purpose = ${to.purpose})`.as(
        'last_at',
      ),
      // When the hourly caps free up: the oldest send of the hour drops out of the window.
      sql<Date | null>`min(created_at) filter (where phone = ${to.phone} and merchant_id = ${to.merchantId})`.as(
        'phone_first_at',
      ),
      sql<Date | null>`min(created_at) filter (where ip = ${to.ip})`.as('ip_first_at'),
    ])
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
}

export async function insertCode(db: Db, values: Insertable<SmsCodeTable>) {
  await db.insertInto('sms_code').values(values).execute();
}

/** The latest live, unused code of a phone for a purpose. */
export function liveCode(
  db: Db,
  merchantId: number,
  phone: string,
  purpose: SmsCodeTable['purpose'],
  now: Date,
) {
  return db
    .selectFrom('sms_code')
    .select(['id', 'code_hash', 'attempts'])
    .where('merchant_id', '=', merchantId)
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function countWrongTry(db: Db, id: string) {
  await db
    .updateTable('sms_code')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .execute();
}

export async function markUsed(db: Db, id: string, at: Date) {
  await db
    .updateTable('sms_code')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .execute();
}
