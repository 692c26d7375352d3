import type { Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';

type Conn = Db | Transaction<Database>;

/** Marks a requirement released once: false when it was released already. */
export async function markReleased(db: Conn, id: bigint, at: Date): Promise<boolean> {
  const r = await db
    .updateTable('turnover_requirement')
    .set({ released_at: at })
    .where('id', '=', id)
    .where('released_at', 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export function membersWithOpenBonuses(db: Db, limit: number) {
  return db
    .selectFrom('turnover_requirement as r')
    .innerJoin('customer as c', 'c.id', 'r.customer_id')
    .select(['c.id', 'c.merchant_id'])
    .distinct()
    .where('r.released_at', 'is', null)
    .where('r.bonus', '>', 0n)
    .limit(limit)
    .execute();
}
