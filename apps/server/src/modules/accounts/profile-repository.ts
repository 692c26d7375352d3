import type { Updateable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { CustomerTable } from '../../db/schema.ts';

export async function avatarOf(db: Db, customerId: number) {
  return (await db.selectFrom('customer').select('avatar').where('id', '=', customerId).executeTakeFirst())
    ?.avatar;
}

export function profileOf(db: Db, customerId: number) {
  return db
    .selectFrom('customer')
    .select(['payee_name', 'profile'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
}

export async function updateCustomer(db: Db, customerId: number, values: Updateable<CustomerTable>) {
  await db.updateTable('customer').set(values).where('id', '=', customerId).execute();
}

export function detailOf(db: Db, customerId: number) {
  return db
    .selectFrom('customer')
    .select(['email', 'payee_name', 'profile', 'mobile_num', 'country_dialing_code', 'mobile_verified_at'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
}

/** The member of the merchant with this number (verified or not), if any. */
export async function mobileOwner(db: Db, merchantId: number, dial: string, mobile: string) {
  const row = await db
    .selectFrom('customer')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('country_dialing_code', '=', dial)
    .where('mobile_num', '=', mobile)
    .executeTakeFirst();
  return row?.id;
}
