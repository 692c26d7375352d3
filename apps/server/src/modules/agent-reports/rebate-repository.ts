import { sql, type SqlBool, type Transaction } from 'kysely';
import { lotteryVendors } from '@portal/contract/constants';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';

export { isAgentType } from '../agents/tree-repository.ts';

export const CURSOR = 'agent-rebate';
export type Cursor = { settledAt: Date; betId: string };

/** Where the payouts stand; `lock` holds the row until the caller's transaction ends (one run at a time). */
export async function readCursor(conn: Db | Transaction<Database>, lock = false): Promise<Cursor> {
  let q = conn
    .selectFrom('agent_rebate_cursor')
    .select(['settled_at', sql<string>`bet_id::text`.as('bet_id')])
    .where('name', '=', CURSOR);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirstOrThrow();
  return { settledAt: new Date(row.settled_at), betId: row.bet_id };
}

export async function moveCursor(trx: Transaction<Database>, to: Cursor): Promise<void> {
  await trx
    .updateTable('agent_rebate_cursor')
    .set({ settled_at: to.settledAt, bet_id: to.betId, updated_at: new Date() })
    .where('name', '=', CURSOR)
    .execute();
}

/**
 * Settled cash bets after the cursor and settled by `until`, in settle order, with their product: `LOTT`
 * for lottery orders (with the order's game) and the vendor's game category otherwise. Cancelled lottery
 * orders earn nothing.
 */
export function settledBetsAfter(db: Db, after: Cursor, until: Date, limit: number) {
  return db
    .selectFrom('bet_record as b')
    .innerJoin('game_vendor as v', 'v.code', 'b.vendor_code')
    .leftJoin('lottery_order as o', (j) =>
      j.on(
        sql<SqlBool>`o.id = case when b.vendor_code in (${sql.join([...lotteryVendors])})
          and b.round_id ~ '^order:[0-9]{1,18}$' then substr(b.round_id, 7)::bigint end`,
      ),
    )
    .select([
      sql<string>`b.id::text`.as('id'),
      'b.merchant_id',
      'b.customer_id',
      'b.bet_amount',
      'b.settled_at',
      'b.vendor_code',
      'v.game_type',
      'o.game_code',
      'o.status as order_status',
    ])
    .where('b.status', '=', 'SETTLED')
    .where('b.ledger', '=', 'cash')
    .where(sql<SqlBool>`(b.settled_at, b.id) > (${after.settledAt}, ${after.betId}::bigint)`)
    .where('b.settled_at', '<=', until)
    .orderBy('b.settled_at')
    .orderBy('b.id')
    .limit(limit)
    .execute();
}

/** Each member's uplines with their types, nearest first, for a set of members. */
export async function uplinesOf(
  db: Db,
  memberIds: number[],
): Promise<Map<number, { id: number; type: number }[]>> {
  if (memberIds.length === 0) return new Map();
  const { rows } = await sql<{ member: number; id: number; type: number; depth: number }>`
    with recursive up(member, id, parent_id, type, depth) as (
      select id, id, parent_id, type, 0 from customer where id in (${sql.join(memberIds)})
      union all
      select up.member, c.id, c.parent_id, c.type, up.depth + 1
      from customer c join up on c.id = up.parent_id
      where up.depth < 100
    )
    select member, id, type, depth from up where depth > 0 order by member, depth`.execute(db);
  const out = new Map<number, { id: number; type: number }[]>(memberIds.map((id) => [id, []]));
  for (const r of rows) out.get(Number(r.member))!.push({ id: Number(r.id), type: Number(r.type) });
  return out;
}

/** Rebate values per customer and product. */
export async function rebateValues(db: Db, customerIds: number[]): Promise<Map<number, Map<string, number>>> {
  const out = new Map<number, Map<string, number>>();
  if (customerIds.length === 0) return out;
  const rows = await db
    .selectFrom('customer_rebate')
    .select(['customer_id', 'product', 'value'])
    .where('customer_id', 'in', customerIds)
    .execute();
  for (const r of rows) {
    if (!out.has(r.customer_id)) out.set(r.customer_id, new Map());
    out.get(r.customer_id)!.set(r.product, r.value);
  }
  return out;
}
