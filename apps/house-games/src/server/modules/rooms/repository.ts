import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { RoomHandSeatTable, RoomHandTable, RoomSeatTable, RoomSettingTable } from '../../db/schema.ts';

export type RoomRow = Selectable<RoomSettingTable>;
export type SeatRow = Selectable<RoomSeatTable>;
export type HandRow = Selectable<RoomHandTable>;

export function rooms(db: Db, game?: 'holdem' | 'bullbull', enabledOnly = true) {
  let q = db.selectFrom('room_setting').selectAll();
  if (game) q = q.where('game', '=', game);
  if (enabledOnly) q = q.where('enabled', '=', true);
  return q.orderBy('game').orderBy('big_blind').orderBy('id').execute();
}

export const room = (db: Db, id: string) =>
  db.selectFrom('room_setting').selectAll().where('id', '=', id).executeTakeFirst();

/** The room row locked for the transaction: every change of a room goes through here first. */
export const lockRoom = (trx: Db, id: string) =>
  trx.selectFrom('room_setting').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/** Like lockRoom, but skips a room another process is working on (the tick loop). */
export const tryLockRoom = (trx: Db, id: string) =>
  trx.selectFrom('room_setting').selectAll().where('id', '=', id).forUpdate().skipLocked().executeTakeFirst();

export async function updateRoom(trx: Db, id: string, change: Updateable<RoomSettingTable>) {
  await trx
    .updateTable('room_setting')
    .set({ ...change, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Bumps the state version (pages poll and compare it); the new version. */
export async function bump(trx: Db, id: string, change: Updateable<RoomSettingTable> = {}): Promise<number> {
  const row = await trx
    .updateTable('room_setting')
    .set({ ...change, version: sql`version + 1` })
    .where('id', '=', id)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

export const insertRoom = (db: Db, row: Insertable<RoomSettingTable>) =>
  db.insertInto('room_setting').values(row).returningAll().executeTakeFirstOrThrow();

export const seats = (db: Db, roomId: string) =>
  db.selectFrom('room_seat').selectAll().where('room_id', '=', roomId).orderBy('seat').execute();

export const seatOfPlayer = (db: Db, roomId: string, playerId: bigint) =>
  db
    .selectFrom('room_seat')
    .selectAll()
    .where('room_id', '=', roomId)
    .where('player_id', '=', playerId)
    .executeTakeFirst();

export const insertSeat = (trx: Db, row: Insertable<RoomSeatTable>) =>
  trx.insertInto('room_seat').values(row).returningAll().executeTakeFirstOrThrow();

export async function updateSeat(trx: Db, roomId: string, seat: number, change: Updateable<RoomSeatTable>) {
  await trx
    .updateTable('room_seat')
    .set(change)
    .where('room_id', '=', roomId)
    .where('seat', '=', seat)
    .execute();
}

export async function deleteSeat(trx: Db, roomId: string, seat: number) {
  await trx.deleteFrom('room_seat').where('room_id', '=', roomId).where('seat', '=', seat).execute();
}

/** Rooms with anyone seated (the tick loop visits them). */
export const busyRooms = (db: Db) => db.selectFrom('room_seat').select('room_id').distinct().execute();

export const insertHand = (trx: Db, row: Insertable<RoomHandTable>) =>
  trx.insertInto('room_hand').values(row).returningAll().executeTakeFirstOrThrow();

export const hand = (db: Db, id: string) =>
  db.selectFrom('room_hand').selectAll().where('id', '=', id).executeTakeFirst();

export async function updateHand(trx: Db, id: string, change: Updateable<RoomHandTable>) {
  await trx.updateTable('room_hand').set(change).where('id', '=', id).execute();
}

export const runningHands = (db: Db) =>
  db.selectFrom('room_hand').selectAll().where('status', '=', 'running').execute();

export async function insertHandSeats(trx: Db, rows: Insertable<RoomHandSeatTable>[]) {
  if (rows.length) await trx.insertInto('room_hand_seat').values(rows).execute();
}

export const handSeats = (db: Db, handId: string) =>
  db.selectFrom('room_hand_seat').selectAll().where('hand_id', '=', handId).orderBy('seat').execute();

/** A player's hands, newest first, with the hand's room and state. */
export function playerHands(
  db: Db,
  playerId: bigint,
  game: 'holdem' | 'bullbull' | undefined,
  limit: number,
) {
  let q = db
    .selectFrom('room_hand_seat as s')
    .innerJoin('room_hand as h', 'h.id', 's.hand_id')
    .select([
      's.hand_id',
      's.seat',
      's.cards',
      's.net',
      's.rake as seat_rake',
      'h.room_id',
      'h.game',
      'h.hand_no',
      'h.started_at',
      'h.state',
      'h.status',
      'h.rake',
    ])
    .where('s.player_id', '=', playerId);
  if (game) q = q.where('h.game', '=', game);
  return q.orderBy('h.started_at', 'desc').orderBy('h.hand_no', 'desc').limit(limit).execute();
}

/** Hands and rake of a room since `from` (the operator's "today"). */
export async function dayFigures(db: Db, from: Date) {
  const rows = await db
    .selectFrom('room_hand')
    .select(['room_id', sql<string>`count(*)`.as('hands'), sql<string>`coalesce(sum(rake), 0)`.as('rake')])
    .where('started_at', '>=', from)
    .where('status', '=', 'done')
    .groupBy('room_id')
    .execute();
  return new Map(rows.map((r) => [r.room_id, { hands: Number(r.hands), rake: BigInt(r.rake) }]));
}
