import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { CustomerTable } from '../../db/schema.ts';

/** An active agent (or sub-agent) of the merchant by affiliate code, case-insensitively. */
export function findAgentByCode(db: Db, merchantId: number, code: string) {
  return db
    .selectFrom('customer')
    .select(['id', 'username'])
    .where('merchant_id', '=', merchantId)
    .where(sql<string>`lower(affiliate_code)`, '=', code.toLowerCase())
    .where('type', 'in', [1, 2, 41, 42])
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
}

export function findByPhone(db: Db, merchantId: number, dialing: string, mobile: string) {
  return db
    .selectFrom('customer')
    .select(['id', 'username', 'status', 'language'])
    .where('merchant_id', '=', merchantId)
    .where('country_dialing_code', '=', dialing)
    .where('mobile_num', '=', mobile)
    .executeTakeFirst();
}

export function insertMember(db: Db, values: Insertable<CustomerTable>) {
  return db.insertInto('customer').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function insertPasswordReset(db: Db, tokenHash: string, customerId: number, expiresAt: Date) {
  await db
    .insertInto('password_reset')
    .values({ token_hash: tokenHash, customer_id: customerId, expires_at: expiresAt })
    .execute();
}

/** Marks a live reset link used; the customer it was for, or undefined when it is not live. */
export function useResetLink(db: Db, tokenHash: string, now: Date) {
  return db
    .updateTable('password_reset')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('customer_id')
    .executeTakeFirst();
}
