import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';

/** Every turnover requirement of a member (bonus or not), oldest first, with its promotion's or reward's name. */
export function requirementRows(db: Db, customerId: number) {
  return db
    .selectFrom('turnover_requirement as r')
    .leftJoin('deposit_order as o', 'o.id', 'r.order_id')
    .leftJoin('deposit_promotion as p', 'p.id', 'o.promotion_id')
    .select([
      'r.id',
      'r.order_id',
      'r.bonus',
      'r.required',
      'r.created_at',
      'r.released_at',
      'p.name',
      'r.label',
    ])
    .where('r.customer_id', '=', customerId)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
}

/** When the member's last withdrawal was paid out (null: never). */
export async function lastPaidOutAt(db: Db, customerId: number): Promise<Date | null> {
  const since = await db
    .selectFrom('withdrawal_order')
    .select((eb) => eb.fn.max('decided_at').as('at'))
    .where('customer_id', '=', customerId)
    .where('status', '=', 'APPROVED')
    .executeTakeFirst();
  return since?.at ? new Date(since.at) : null;
}

/** Completed deposits of a member credited after `from`, oldest first. */
export function depositsAfter(db: Db, customerId: number, from: Date) {
  return db
    .selectFrom('deposit_order')
    .select(['id', 'amount', 'settled_at'])
    .where('customer_id', '=', customerId)
    .where('status', '=', 'SUCCESS')
    .where('settled_at', '>', from)
    .orderBy('settled_at')
    .orderBy('id')
    .execute();
}

/**
 * Settled cash bets of a member after `bounds[0]`, summed per interval and game category: interval i
 * holds the bets settled after `bounds[i]` and up to `bounds[i + 1]` (the last one is open-ended).
 */
export function betsByInterval(db: Db, customerId: number, bounds: Date[]) {
  const interval = sql<number>`case ${sql.join(
    bounds.map((b, i) => sql`when b.settled_at > ${b} then ${i}`).reverse(),
    sql` `,
  )} end`;
  return db
    .selectFrom('bet_record as b')
    .innerJoin('game_vendor as v', 'v.code', 'b.vendor_code')
    .select([interval.as('interval'), 'v.game_type', sql<string>`sum(b.bet_amount)`.as('total')])
    .where('b.customer_id', '=', customerId)
    .where('b.ledger', '=', 'cash')
    .where('b.status', '=', 'SETTLED')
    .where('b.settled_at', '>', bounds[0]!)
    .groupBy([sql`1`, 'v.game_type'])
    .execute();
}

/** The merchant's deposit turnover multiple (`settings.withdraw.depositTurnoverMultiple`), if set. */
export async function depositTurnoverMultiple(db: Db, merchantId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('merchant')
    .select('settings')
    .where('id', '=', merchantId)
    .executeTakeFirst();
  return row?.settings.withdraw?.depositTurnoverMultiple;
}
