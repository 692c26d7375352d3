import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { GameRoundTable, RoundStatus } from '../../db/schema.ts';

export type RoundRow = Selectable<GameRoundTable>;

export function insertRound(db: Db, row: Insertable<GameRoundTable>): Promise<RoundRow> {
  return db.insertInto('game_round').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findByRequest(db: Db, playerId: bigint, requestId: string) {
  return db
    .selectFrom('game_round')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export function findRound(db: Db, roundId: string) {
  return db.selectFrom('game_round').selectAll().where('id', '=', roundId).executeTakeFirst();
}

/** Moves a round on from one of the expected states; false when it was elsewhere (someone else moved it). */
export async function setStatus(
  db: Db,
  roundId: string,
  from: RoundStatus[],
  to: RoundStatus,
  extra: { voidReason?: string; settledAt?: Date } = {},
): Promise<boolean> {
  const r = await db
    .updateTable('game_round')
    .set({ status: to, void_reason: extra.voidReason ?? null, settled_at: extra.settledAt ?? null })
    .where('id', '=', roundId)
    .where('status', 'in', from)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Settles a round with its win, jackpot win and final outcome. */
export async function settleRound(
  db: Db,
  roundId: string,
  s: { win: bigint; jackpotWin: bigint; outcome: Record<string, unknown>; now: Date },
): Promise<void> {
  await db
    .updateTable('game_round')
    .set({
      status: 'settled',
      win: s.win,
      jackpot_win: s.jackpotWin,
      outcome: JSON.stringify(s.outcome),
      settled_at: s.now,
    })
    .where('id', '=', roundId)
    .execute();
}

/** Rounds with what their verification needs: the seed's reveal state and the crash round. */
function roundsWithSeed(db: Db) {
  return db
    .selectFrom('game_round as r')
    .leftJoin('fair_seed as s', 's.id', 'r.seed_id')
    .leftJoin('crash_round as c', 'c.id', 'r.crash_round_id')
    .selectAll('r')
    .select([
      's.server_seed',
      's.revealed_at',
      'c.hash as crash_hash',
      'c.phase as crash_phase',
      'c.crash_point',
    ]);
}

/** A player's settled rounds with the seed's reveal state, newest first. */
export function history(db: Db, playerId: bigint, game: string | undefined, limit: number) {
  // Sports bets have their own history (GET /api/sports/bets, with their legs).
  let q = roundsWithSeed(db)
    .where('r.player_id', '=', playerId)
    .where('r.status', '=', 'settled')
    .where('r.game_code', '<>', 'HOUSE_SPORTS');
  if (game) q = q.where('r.game_code', '=', game);
  return q.orderBy('r.created_at', 'desc').orderBy('r.id').limit(limit).execute();
}

/** One round with what its verification needs. */
export function roundForVerify(db: Db, roundId: string) {
  return roundsWithSeed(db).where('r.id', '=', roundId).executeTakeFirst();
}
export type RoundWithSeed = NonNullable<Awaited<ReturnType<typeof roundForVerify>>>;

/** Rounds of the seamless wallet whose bet was accepted but whose shared round never ended (crash). */
export function openRounds(db: Db) {
  return db.selectFrom('game_round').selectAll().where('status', '=', 'open').execute();
}
