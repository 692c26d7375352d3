import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';

export const drawSorts = { drawAt: 'd.draw_at', id: 'd.id', numero: 'd.numero' } as const;
export type DrawSort = (typeof drawSorts)[keyof typeof drawSorts];

/** Draws with this merchant's order count, stakes and payouts (wins and rebates), newest first by default. */
export async function listDraws(
  db: Db,
  merchantId: number,
  f: {
    gameCode?: string;
    status?: 'OPEN' | 'DRAWING' | 'SETTLED' | 'VOID';
    numero?: string;
    from?: Date;
    to?: Date;
    id?: bigint;
  },
  page: { limit: number; offset: number; column: DrawSort; direction: 'asc' | 'desc' },
) {
  let q = db.selectFrom('lottery_draw as d');
  if (f.id !== undefined) q = q.where('d.id', '=', f.id);
  if (f.gameCode) q = q.where('d.game_code', '=', f.gameCode);
  if (f.status) q = q.where('d.status', '=', f.status);
  if (f.numero) q = q.where('d.numero', '=', f.numero);
  if (f.from) q = q.where('d.draw_at', '>=', f.from);
  if (f.to) q = q.where('d.draw_at', '<=', f.to);
  const [rows, total] = await Promise.all([
    q
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('lottery_order')
            .select([
              'draw_id',
              sql<string>`count(*)`.as('orders'),
              sql<string>`sum(stake)`.as('stake'),
              sql<string>`sum(win + rebate)`.as('payout'),
            ])
            .where('merchant_id', '=', merchantId)
            .groupBy('draw_id')
            .as('o'),
        (j) => j.onRef('o.draw_id', '=', 'd.id'),
      )
      .selectAll('d')
      .select([
        sql<string>`coalesce(o.orders, 0)`.as('orders'),
        sql<string>`coalesce(o.stake, 0)`.as('stake'),
        sql<string>`coalesce(o.payout, 0)`.as('payout'),
      ])
      .orderBy(page.column, page.direction)
      .orderBy('d.id', page.direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** This merchant's pending orders of draws not drawn yet (open exposure), by draw. */
export function openOrders(db: Db, merchantId: number) {
  return db
    .selectFrom('lottery_order as o')
    .innerJoin('lottery_draw as d', 'd.id', 'o.draw_id')
    .selectAll('o')
    .select(['d.close_at', 'd.draw_at'])
    .where('o.merchant_id', '=', merchantId)
    .where('o.status', '=', 'PENDING')
    .where('d.status', 'in', ['OPEN', 'DRAWING'])
    .orderBy('d.draw_at')
    .orderBy('o.id')
    .limit(50_000)
    .execute();
}

/** The next draw of each game (the first not yet drawn at `now`). */
export function nextDraws(db: Db, now: Date) {
  return db
    .selectFrom('lottery_draw')
    .distinctOn('game_code')
    .select(['game_code', 'numero', 'close_at', 'draw_at'])
    .where('status', '=', 'OPEN')
    .where('draw_at', '>', now)
    .orderBy('game_code')
    .orderBy('draw_at')
    .execute();
}
