import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database, LotteryOrderTable } from '../../db/schema.ts';

type Conn = Db | Transaction<Database>;

/** A member's orders by id or by request, each with its draw's close time. */
function ordersWithClose(db: Db, customerId: number) {
  return db
    .selectFrom('lottery_order as o')
    .innerJoin('lottery_draw as d', 'd.id', 'o.draw_id')
    .selectAll('o')
    .select('d.close_at')
    .where('o.customer_id', '=', customerId);
}

export function ordersOfRequest(db: Db, customerId: number, requestId: string) {
  return ordersWithClose(db, customerId)
    .where('o.request_id', '=', requestId)
    .orderBy('o.numero')
    .orderBy('o.line_no')
    .execute();
}

export function ordersByIds(db: Db, customerId: number, ids: bigint[]) {
  return ordersWithClose(db, customerId).where('o.id', 'in', ids).execute();
}

export function insertChase(
  db: Conn,
  c: { merchantId: number; customerId: number; gameCode: string; stopOnWin: boolean },
) {
  return db
    .insertInto('lottery_chase')
    .values({
      merchant_id: c.merchantId,
      customer_id: c.customerId,
      game_code: c.gameCode,
      stop_on_win: c.stopOnWin,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function insertOrder(db: Conn, values: Insertable<LotteryOrderTable>) {
  return db.insertInto('lottery_order').values(values).returning(['id']).executeTakeFirstOrThrow();
}

/** One page of a member's orders in a period, with the filter's totals. */
export function orderPage(
  db: Db,
  customerId: number,
  q: {
    from: Date;
    to: Date;
    gameCode?: string;
    status?: string;
    numero?: string;
    chase?: boolean;
    vn?: boolean;
    offset: number;
    limit: number;
  },
) {
  let base = db
    .selectFrom('lottery_order as o')
    .innerJoin('lottery_draw as d', 'd.id', 'o.draw_id')
    .where('o.customer_id', '=', customerId)
    .where('o.created_at', '>=', q.from)
    .where('o.created_at', '<', q.to);
  if (q.gameCode) base = base.where('o.game_code', '=', q.gameCode);
  if (q.status) base = base.where('o.status', '=', q.status as 'PENDING');
  if (q.numero) base = base.where('o.numero', '=', q.numero);
  if (q.chase !== undefined) base = base.where('o.chase_id', q.chase ? 'is not' : 'is', null);
  if (q.vn !== undefined) base = base.where('o.game_code', q.vn ? 'like' : 'not like', 'VN\\_%');
  return Promise.all([
    base
      .selectAll('o')
      .select('d.close_at')
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    base
      .select((eb) => [
        eb.fn.countAll<string>().as('n'),
        eb.fn.coalesce(eb.fn.sum<string>('o.stake'), eb.val('0')).as('stake'),
        eb.fn.coalesce(eb.fn.sum<string>('o.win'), eb.val('0')).as('win'),
        eb.fn.coalesce(eb.fn.sum<string>('o.rebate'), eb.val('0')).as('rebate'),
      ])
      .executeTakeFirstOrThrow(),
  ] as const);
}

/** Whether staff froze the member's betting (migration 0029). */
export async function bettingFrozen(db: Db, customerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('customer')
    .select('betting_frozen')
    .where('id', '=', customerId)
    .executeTakeFirst();
  return row?.betting_frozen === true;
}
