import { sql, type SqlBool, type Transaction } from 'kysely';
import { lotteryVendors } from '@portal/contract/constants';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';

export { isAgentType } from '../agents/tree-repository.ts';

export const CURSOR = 'agent-rebate';
/** Where the job stands: the last bet change (`rebate_changed_at`, id) it has passed (column `settled_at`, from 0050). */
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
 * Cash bets settled or rolled back whose last change (status, stake or settle time; `rebate_changed_at`,
 * migration 0053) is after `after`, in change order, with their product: `LOTT` for lottery orders (with
 * the order's game and status) and the vendor's game category otherwise.
 */
export function changedBetsAfter(db: Db, after: Cursor, limit: number) {
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
      'b.status',
      'b.settled_at',
      'b.rebate_changed_at',
      'b.vendor_code',
      'v.game_type',
      'o.game_code',
      'o.status as order_status',
    ])
    .where('b.status', 'in', ['SETTLED', 'ROLLED_BACK'])
    .where('b.ledger', '=', 'cash')
    .where(sql<SqlBool>`(b.rebate_changed_at, b.id) > (${after.settledAt}, ${after.betId}::bigint)`)
    .orderBy('b.rebate_changed_at')
    .orderBy('b.id')
    .limit(limit)
    .execute();
}

export type PaidRow = {
  bet_id: string;
  payee_id: number;
  own: boolean;
  merchant_id: number;
  amount: bigint;
  revision: number;
  seen_at: Date | null;
};

/** What has been paid on these bets, per payee (in the caller's transaction, which holds the cursor). */
export async function paidOf(trx: Transaction<Database>, betIds: string[]): Promise<PaidRow[]> {
  if (betIds.length === 0) return [];
  return trx
    .selectFrom('agent_rebate_paid')
    .select([
      sql<string>`bet_id::text`.as('bet_id'),
      'payee_id',
      'own',
      'merchant_id',
      'amount',
      'revision',
      'seen_at',
    ])
    .where('bet_id', 'in', betIds)
    .execute();
}

export async function savePaid(trx: Transaction<Database>, rows: PaidRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await trx
      .insertInto('agent_rebate_paid')
      .values(rows.slice(i, i + 500))
      .onConflict((oc) =>
        oc.columns(['bet_id', 'payee_id']).doUpdateSet({
          amount: sql`excluded.amount`,
          revision: sql`excluded.revision`,
          seen_at: sql`excluded.seen_at`,
          updated_at: sql`now()`,
        }),
      )
      .execute();
  }
}

/** Claw-backs not yet recovered, per payee and kind, for these payees. */
export async function debtsOf(trx: Transaction<Database>, merchantId: number, payeeIds: number[]) {
  if (payeeIds.length === 0) return [];
  return trx
    .selectFrom('agent_rebate_debt')
    .select(['payee_id', 'own', 'amount'])
    .where('merchant_id', '=', merchantId)
    .where('payee_id', 'in', payeeIds)
    .where('amount', '>', 0n)
    .execute();
}

export async function setDebt(
  trx: Transaction<Database>,
  merchantId: number,
  payeeId: number,
  own: boolean,
  amount: bigint,
): Promise<void> {
  await trx
    .insertInto('agent_rebate_debt')
    .values({ merchant_id: merchantId, payee_id: payeeId, own, amount })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'payee_id', 'own']).doUpdateSet({ amount, updated_at: sql`now()` }),
    )
    .execute();
}

/** A payee's main-wallet cash balance, read in the caller's transaction. */
export async function cashBalance(
  trx: Transaction<Database>,
  merchantId: number,
  ownerId: number,
): Promise<bigint> {
  const row = await trx
    .selectFrom('ledger_account')
    .select('balance')
    .where('merchant_id', '=', merchantId)
    .where('ledger', '=', 'cash')
    .where('kind', '=', 'cash')
    .where('owner_id', '=', ownerId)
    .where('ref', '=', '')
    .executeTakeFirst();
  return row?.balance ?? 0n;
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
