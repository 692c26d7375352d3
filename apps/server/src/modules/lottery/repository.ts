import { sql, type Selectable, type Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database, LotteryDrawTable, LotteryOrderTable } from '../../db/schema.ts';

export type DrawRow = Selectable<LotteryDrawTable>;
export type OrderRow = Selectable<LotteryOrderTable>;
type Conn = Db | Transaction<Database>;

/** The latest draw time already created per game (draws are made ahead of their sales). */
export async function lastDrawTimes(db: Db): Promise<Map<string, Date>> {
  const rows = await db
    .selectFrom('lottery_draw')
    .select(['game_code', sql<Date>`max(draw_at)`.as('last')])
    .groupBy('game_code')
    .execute();
  return new Map(rows.map((r) => [r.game_code, new Date(r.last)]));
}

export async function insertDraws(
  db: Db,
  draws: Pick<
    DrawRow,
    'game_code' | 'numero' | 'open_at' | 'close_at' | 'draw_at' | 'server_seed' | 'commit_hash'
  >[],
): Promise<number> {
  if (draws.length === 0) return 0;
  const rows = await db
    .insertInto('lottery_draw')
    .values(draws)
    .onConflict((oc) => oc.columns(['game_code', 'numero']).doNothing())
    .returning('id')
    .execute();
  return rows.length;
}

/** Draws whose time has come, and draws whose drawing node went silent. */
export function dueDraws(db: Db, now: Date, staleClaim: Date, limit: number) {
  return db
    .selectFrom('lottery_draw')
    .select(['id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'OPEN'), eb('draw_at', '<=', now)]),
        eb.and([eb('status', '=', 'DRAWING'), eb('claimed_at', '<', staleClaim)]),
      ]),
    )
    .orderBy('draw_at')
    .limit(limit)
    .execute();
}

/** Takes a draw for this node: exactly one node wins the conditional update. */
export function claimDraw(db: Db, id: bigint, now: Date, staleClaim: Date) {
  return db
    .updateTable('lottery_draw')
    .set({ status: 'DRAWING', claimed_at: now })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'OPEN'), eb('draw_at', '<=', now)]),
        eb.and([eb('status', '=', 'DRAWING'), eb('claimed_at', '<', staleClaim)]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

/** The result is written once; a takeover finds it there and keeps it. */
export async function recordResult(
  db: Db,
  id: bigint,
  r: { winNo: string; result: Record<string, unknown>; at: Date },
): Promise<void> {
  await db
    .updateTable('lottery_draw')
    .set({ win_no: r.winNo, result: JSON.stringify(r.result), drawn_at: r.at })
    .where('id', '=', id)
    .where('win_no', 'is', null)
    .execute();
}

export async function finishDraw(db: Db, id: bigint, at: Date): Promise<void> {
  await db
    .updateTable('lottery_draw')
    .set({ status: 'SETTLED', settled_at: at })
    .where('id', '=', id)
    .where('status', '=', 'DRAWING')
    .execute();
}

export function pendingOrdersOfDraw(db: Db, drawId: bigint, limit: number) {
  return db
    .selectFrom('lottery_order')
    .selectAll()
    .where('draw_id', '=', drawId)
    .where('status', '=', 'PENDING')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function findDraw(db: Conn, gameCode: string, numero: string) {
  return db
    .selectFrom('lottery_draw')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('numero', '=', numero)
    .executeTakeFirst();
}

/** The latest drawn numeros of the given games with their results, newest first. */
export function latestDrawsOf(db: Db, gameCodes: readonly string[], limit: number) {
  if (gameCodes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('lottery_draw')
    .select(['game_code', 'numero', 'win_no', 'result', 'draw_at'])
    .where('game_code', 'in', gameCodes)
    .where('status', '=', 'SETTLED')
    .orderBy('draw_at', 'desc')
    .orderBy('game_code')
    .limit(limit)
    .execute();
}

/** The games a member ordered, the most recently ordered first. */
export async function recentOrderedGames(db: Db, customerId: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('lottery_order')
    .select(['game_code', sql<Date>`max(created_at)`.as('last')])
    .where('customer_id', '=', customerId)
    .groupBy('game_code')
    .orderBy('last', 'desc')
    .orderBy('game_code')
    .limit(limit)
    .execute();
  return rows.map((r) => r.game_code);
}

/** Ends a pending order once (settled or cancelled); false when it had already ended. */
export async function endOrder(
  trx: Conn,
  id: bigint,
  set: {
    status: 'WON' | 'LOST' | 'CANCELLED';
    win?: bigint;
    rebate?: bigint;
    win_no?: string | null;
    cancel_reason?: string;
    settled_at: Date;
  },
): Promise<boolean> {
  const r = await trx
    .updateTable('lottery_order')
    .set(set)
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/**
 * Settles orders that lost and earn no rebate, all at once: their status and their betting-record rows in
 * one transaction (no money moves). Returns the ids this call ended (others had ended already).
 */
export async function settleLosers(
  db: Db,
  orders: OrderRow[],
  winNo: string,
  at: Date,
): Promise<Set<bigint>> {
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('lottery_order')
      .set({ status: 'LOST', win: 0n, rebate: 0n, win_no: winNo, settled_at: at })
      .where(
        'id',
        'in',
        orders.map((o) => o.id),
      )
      .where('status', '=', 'PENDING')
      .returning('id')
      .execute();
    if (ended.length)
      await trx
        .updateTable('bet_record')
        .set({ status: 'SETTLED', win_amount: 0n, settled_at: at })
        .where(
          'round_id',
          'in',
          ended.map((o) => `order:${o.id}`),
        )
        .where('vendor_code', 'in', ['LOTT', 'TCG_LOTTO_VN'])
        .execute();
    return new Set(ended.map((o) => o.id));
  });
}

/** The catalog game a lottery game is in the merchant's menu as (for the betting record and menus). */
export async function catalogGameIds(db: Db): Promise<Map<string, { id: number; vendor: string }>> {
  const rows = await db
    .selectFrom('game')
    .select(['id', 'game_code', 'vendor_code'])
    .where('vendor_code', 'in', ['LOTT', 'TCG_LOTTO_VN'])
    .execute();
  return new Map(rows.map((r) => [r.game_code, { id: r.id, vendor: r.vendor_code }]));
}

/** The betting record row of an order (round `order:<id>`), kept with the order in the same transaction. */
export async function upsertBetRecord(
  trx: Conn,
  o: {
    merchantId: number;
    customerId: number;
    vendor: string;
    gameId: number;
    orderId: bigint;
    bet: bigint;
    win: bigint;
    status: 'OPEN' | 'SETTLED' | 'ROLLED_BACK';
    settledAt: Date | null;
  },
): Promise<void> {
  await trx
    .insertInto('bet_record')
    .values({
      merchant_id: o.merchantId,
      customer_id: o.customerId,
      vendor_code: o.vendor,
      game_id: o.gameId,
      round_id: `order:${o.orderId}`,
      bet_amount: o.bet,
      win_amount: o.win,
      status: o.status,
      settled_at: o.settledAt,
    })
    .onConflict((oc) =>
      oc.columns(['vendor_code', 'round_id', 'customer_id']).doUpdateSet({
        bet_amount: o.bet,
        win_amount: o.win,
        status: o.status,
        settled_at: o.settledAt,
      }),
    )
    .execute();
}

export function chaseOrders(db: Conn, chaseId: bigint) {
  return db
    .selectFrom('lottery_order as o')
    .innerJoin('lottery_draw as d', 'd.id', 'o.draw_id')
    .selectAll('o')
    .select(['d.close_at'])
    .where('o.chase_id', '=', chaseId)
    .orderBy('o.numero')
    .orderBy('o.line_no')
    .execute();
}

export function findChase(db: Conn, id: bigint) {
  return db.selectFrom('lottery_chase').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findDrawById(db: Conn, id: bigint) {
  return db.selectFrom('lottery_draw').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Voids a draw no node has claimed (decision 0032): the same conditional update the draw loop's claim
 * races with, so a draw is either voided or drawn, never both. A draw already VOID stays VOID (a second
 * void finishes the refunds of the first).
 */
export async function markVoid(db: Db, id: bigint, reason: string, at: Date): Promise<DrawRow | undefined> {
  const voided = await db
    .updateTable('lottery_draw')
    .set({ status: 'VOID', voided_at: at, void_reason: reason })
    .where('id', '=', id)
    .where('status', '=', 'OPEN')
    .returningAll()
    .executeTakeFirst();
  if (voided) return voided;
  const row = await findDrawById(db, id);
  return row?.status === 'VOID' ? row : undefined;
}

/**
 * Inside an order's transaction: the draw is still open for orders (not voided, not drawn). The row lock
 * makes a void wait for the order to commit (its refund then finds the order) or the order see the void.
 */
export async function drawTakesOrders(trx: Conn, drawId: bigint): Promise<boolean> {
  const row = await trx
    .selectFrom('lottery_draw')
    .select('status')
    .where('id', '=', drawId)
    .forShare()
    .executeTakeFirst();
  return row?.status === 'OPEN';
}

/** Games whose draw making is paused (platform-wide, set in the back office). */
export async function pausedGames(db: Db): Promise<Set<string>> {
  const rows = await db
    .selectFrom('lottery_game_setting')
    .select('game_code')
    .where('paused', '=', true)
    .execute();
  return new Set(rows.map((r) => r.game_code));
}

export async function setPaused(db: Db, gameCode: string, paused: boolean): Promise<void> {
  await db
    .insertInto('lottery_game_setting')
    .values({ game_code: gameCode, paused })
    .onConflict((oc) => oc.column('game_code').doUpdateSet({ paused, updated_at: new Date() }))
    .execute();
}

/** The merchant offers the lottery game: its catalog game and vendor enabled (back-office settings). */
export async function offeredTo(db: Db, merchantId: number, gameCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('game as g')
    .innerJoin('merchant_vendor as mv', (j) =>
      j.onRef('mv.vendor_code', '=', 'g.vendor_code').on('mv.merchant_id', '=', merchantId),
    )
    .leftJoin('merchant_game as mg', (j) =>
      j.onRef('mg.game_id', '=', 'g.id').on('mg.merchant_id', '=', merchantId),
    )
    .select(sql<boolean>`coalesce(mg.enabled, g.enabled) and mv.enabled`.as('offered'))
    .where('g.game_code', '=', gameCode)
    .executeTakeFirst();
  // A game the catalog does not list (older data) stays orderable, as before.
  return row?.offered ?? true;
}

/**
 * The members' own lottery series (`customer_rebate` LOTT, decision 0055): each may bet at most at it, and
 * its rebate on a bet is measured from it. Members without a row are absent (the game's maximum applies).
 */
export async function memberMaxSeries(db: Db, customerIds: number[]): Promise<Map<number, number>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('customer_rebate')
    .select(['customer_id', 'value'])
    .where('customer_id', 'in', [...new Set(customerIds)])
    .where('product', '=', 'LOTT')
    .execute();
  return new Map(rows.map((r) => [r.customer_id, r.value]));
}
