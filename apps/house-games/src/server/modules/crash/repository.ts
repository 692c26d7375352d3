import type { Insertable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { CrashChainTable, CrashRoundTable } from '../../db/schema.ts';

/** The chain rounds are taken from: the newest one (a used-up chain is replaced by the caller). */
export function latestChain(db: Db) {
  return db.selectFrom('crash_chain').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export function insertChain(db: Db, row: Insertable<CrashChainTable>) {
  return db.insertInto('crash_chain').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Takes the chain's next round number; null when the chain is used up. */
export async function takeNumber(db: Db, chainId: bigint): Promise<number | null> {
  const row = await db
    .updateTable('crash_chain')
    .set((eb) => ({ next_number: eb('next_number', '+', 1) }))
    .where('id', '=', chainId)
    .where((eb) => eb('next_number', '<=', eb.ref('length')))
    .returning('next_number')
    .executeTakeFirst();
  return row ? row.next_number - 1 : null;
}

export async function insertCrashRound(db: Db, row: Insertable<CrashRoundTable>): Promise<void> {
  await db.insertInto('crash_round').values(row).execute();
}

export async function markCrashed(db: Db, id: string, crashedAt: Date): Promise<void> {
  await db
    .updateTable('crash_round')
    .set({ phase: 'crashed', crashed_at: crashedAt })
    .where('id', '=', id)
    .execute();
}

/** Rounds that were live when the process stopped. */
export function liveRounds(db: Db) {
  return db.selectFrom('crash_round').select(['id']).where('phase', '=', 'live').execute();
}

export async function voidRound(db: Db, id: string): Promise<void> {
  await db.updateTable('crash_round').set({ phase: 'void' }).where('id', '=', id).execute();
}

/** Bets of a crash round in one status. */
export function betsOfRound(db: Db, crashRoundId: string, status: 'open' | 'pending') {
  return db
    .selectFrom('game_round')
    .selectAll()
    .where('crash_round_id', '=', crashRoundId)
    .where('status', '=', status)
    .execute();
}

export function recentCrashed(db: Db, limit: number) {
  return db
    .selectFrom('crash_round')
    .select(['id', 'crash_point'])
    .where('phase', '=', 'crashed')
    .orderBy('crashed_at', 'desc')
    .limit(limit)
    .execute();
}

/** The bet body of a round (it carries the launch token the round's later calls use). */
export function betBody(db: Db, roundId: string) {
  return db
    .selectFrom('outbox')
    .select('body')
    .where('round_id', '=', roundId)
    .where('action', '=', 'bet')
    .executeTakeFirst();
}
