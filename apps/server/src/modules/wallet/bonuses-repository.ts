import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';

type Conn = Db | Transaction<Database>;

/** A member's bonus requirements (all, or only the open ones), oldest first, with the promotion's name. */
export function bonusRequirements(db: Db, customerId: number, onlyOpen: boolean) {
  return db
    .selectFrom('turnover_requirement as r')
    .leftJoin('deposit_order as o', 'o.id', 'r.order_id')
    .leftJoin('deposit_promotion as p', 'p.id', 'o.promotion_id')
    .select(['r.id', 'r.order_id', 'r.bonus', 'r.required', 'r.created_at', 'r.released_at', 'p.name'])
    .where('r.customer_id', '=', customerId)
    .where('r.bonus', '>', 0n)
    .$if(onlyOpen, (q) => q.where('r.released_at', 'is', null))
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
}

/** Settled cash bets of a member since an instant. */
export async function settledCashBetsSince(db: Db, customerId: number, since: Date): Promise<bigint> {
  const row = await db
    .selectFrom('bet_record')
    .select(sql<string>`coalesce(sum(bet_amount), 0)`.as('total'))
    .where('customer_id', '=', customerId)
    .where('ledger', '=', 'cash')
    .where('status', '=', 'SETTLED')
    .where('settled_at', '>', since)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

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
