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
