import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';

/** The latest settled draw of every game. */
export function latestSettledDraws(db: Db) {
  return db
    .selectFrom('lottery_draw as d')
    .select(['d.game_code', 'd.numero', 'd.win_no', 'd.result', 'd.draw_at'])
    .where('d.status', '=', 'SETTLED')
    .where(({ eb, selectFrom }) =>
      eb(
        'd.draw_at',
        '=',
        selectFrom('lottery_draw as x')
          .select((e) => e.fn.max('x.draw_at').as('m'))
          .whereRef('x.game_code', '=', 'd.game_code')
          .where('x.status', '=', 'SETTLED'),
      ),
    )
    .execute();
}

/** How many orders each game of the merchant took since an instant. */
export async function orderCountsSince(db: Db, merchantId: number, since: Date) {
  const rows = await db
    .selectFrom('lottery_order')
    .select(['game_code', sql<string>`count(*)`.as('n')])
    .where('merchant_id', '=', merchantId)
    .where('created_at', '>=', since)
    .groupBy('game_code')
    .execute();
  return new Map(rows.map((r) => [r.game_code, Number(r.n)]));
}

/** A game's latest settled draws, newest first. */
export function settledDraws(db: Db, gameCode: string, limit: number) {
  return db
    .selectFrom('lottery_draw')
    .select(['game_code', 'numero', 'win_no', 'result', 'draw_at'])
    .where('game_code', '=', gameCode)
    .where('status', '=', 'SETTLED')
    .orderBy('draw_at', 'desc')
    .limit(limit)
    .execute();
}
