import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type {
  FishingBatchStatus,
  FishingBatchTable,
  FishingSessionTable,
  FishingShotTable,
} from '../../db/schema.ts';

export type FishingSessionRow = Selectable<FishingSessionTable>;
export type BatchRow = Selectable<FishingBatchTable>;
export type ShotRow = Selectable<FishingShotTable>;

export const sessionByHash = (db: Db, hash: string) =>
  db.selectFrom('fishing_session').selectAll().where('session_hash', '=', hash).executeTakeFirst();

/** Inserts the session unless the house session has one (two tabs entering at once): true if made. */
export async function insertSessionIfNone(db: Db, row: Insertable<FishingSessionTable>) {
  const made = await db
    .insertInto('fishing_session')
    .values(row)
    .onConflict((c) => c.column('session_hash').doNothing())
    .returning('id')
    .executeTakeFirst();
  return made !== undefined;
}

/** The session row locked for the caller's transaction: shots of one session are decided one request at a time. */
export const lockSession = (trx: Db, id: string) =>
  trx.selectFrom('fishing_session').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();

export const setBalance = (trx: Db, id: string, balance: bigint) =>
  trx.updateTable('fishing_session').set({ balance }).where('id', '=', id).execute();

export const activeSeed = (db: Db, sessionId: string) =>
  db
    .selectFrom('fishing_seed')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('revealed_at', 'is', null)
    .executeTakeFirstOrThrow();

export const insertSeed = (
  db: Db,
  row: { session_id: string; server_seed: string; server_seed_hash: string; client_seed: string },
) => db.insertInto('fishing_seed').values(row).returningAll().executeTakeFirstOrThrow();

export const revealSeed = (trx: Db, id: bigint, at: Date) =>
  trx.updateTable('fishing_seed').set({ revealed_at: at }).where('id', '=', id).execute();

/** Takes `count` nonces of the active seed: the first is returned with the seed. */
export const takeNonces = (trx: Db, seedId: bigint, count: number) =>
  trx
    .updateTable('fishing_seed')
    .set((eb) => ({ next_nonce: eb('next_nonce', '+', count) }))
    .where('id', '=', seedId)
    .returningAll()
    .executeTakeFirstOrThrow();

export const shotsByIds = (db: Db, sessionId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([] as ShotRow[])
    : db
        .selectFrom('fishing_shot')
        .selectAll()
        .where('session_id', '=', sessionId)
        .where('shot_id', 'in', ids)
        .execute();

/** Fish of the session caught already, among `fishIds`. */
export async function caughtFish(db: Db, sessionId: string, fishIds: string[]): Promise<Set<string>> {
  if (fishIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('fishing_shot')
    .select('fish_id')
    .where('session_id', '=', sessionId)
    .where('fish_id', 'in', fishIds)
    .where('caught', '=', true)
    .execute();
  return new Set(rows.map((r) => r.fish_id));
}

/** Fish the session caught since `since` (the scene's fish still swimming). */
export const recentlyCaught = async (db: Db, sessionId: string, since: Date) =>
  (
    await db
      .selectFrom('fishing_shot')
      .select('fish_id')
      .where('session_id', '=', sessionId)
      .where('caught', '=', true)
      .where('created_at', '>=', since)
      .execute()
  ).map((r) => r.fish_id);

export const openBatch = (db: Db, sessionId: string) =>
  db
    .selectFrom('fishing_batch')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('status', '=', 'open')
    .executeTakeFirst();

export const insertBatch = (trx: Db, row: Insertable<FishingBatchTable>) =>
  trx.insertInto('fishing_batch').values(row).returningAll().executeTakeFirstOrThrow();

export const insertShots = (trx: Db, rows: Insertable<FishingShotTable>[]) =>
  trx.insertInto('fishing_shot').values(rows).execute();

export const addToBatch = (
  trx: Db,
  id: string,
  add: { shots: number; catches: number; bullets: bigint; payouts: bigint },
) =>
  trx
    .updateTable('fishing_batch')
    .set((eb) => ({
      shots: eb('shots', '+', add.shots),
      catches: eb('catches', '+', add.catches),
      bullets: eb('bullets', '+', add.bullets),
      payouts: eb('payouts', '+', add.payouts),
    }))
    .where('id', '=', id)
    .where('status', '=', 'open')
    .execute();

/** Bullets and payouts of the session's batches not settled yet (open or closing). */
export async function unsettled(db: Db, sessionId: string) {
  const r = await db
    .selectFrom('fishing_batch')
    .select([
      sql<string>`coalesce(sum(shots), 0)`.as('shots'),
      sql<string>`coalesce(sum(bullets), 0)`.as('bullets'),
      sql<string>`coalesce(sum(payouts), 0)`.as('payouts'),
    ])
    .where('session_id', '=', sessionId)
    .where('status', 'in', ['open', 'closing'])
    .executeTakeFirstOrThrow();
  return { shots: Number(r.shots), bullets: BigInt(r.bullets), payouts: BigInt(r.payouts) };
}

export const dueBatchIds = async (db: Db, now: Date, limit: number) =>
  (
    await db
      .selectFrom('fishing_batch')
      .select('id')
      .where('status', '=', 'open')
      .where('close_at', '<=', now)
      .orderBy('close_at')
      .limit(limit)
      .execute()
  ).map((r) => r.id);

/** open → closing: one process wins the batch (the others' update finds it closing and changes nothing). */
export const claimBatch = (trx: Db, id: string, roundId: string | null) =>
  trx
    .updateTable('fishing_batch')
    .set({ status: 'closing', round_id: roundId })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();

export const setBatchRound = (trx: Db, id: string, roundId: string) =>
  trx.updateTable('fishing_batch').set({ round_id: roundId }).where('id', '=', id).execute();

export const closeNow = (db: Db, sessionId: string, now: Date) =>
  db
    .updateTable('fishing_batch')
    .set({ close_at: now })
    .where('session_id', '=', sessionId)
    .where('status', '=', 'open')
    .returning('id')
    .executeTakeFirst();

export const finishBatch = (
  trx: Db,
  id: string,
  to: Extract<FishingBatchStatus, 'settled' | 'void'>,
  at: Date,
  voidReason: string | null = null,
) =>
  trx
    .updateTable('fishing_batch')
    .set({ status: to, settled_at: at, void_reason: voidReason })
    .where('id', '=', id)
    .where('status', '=', 'closing')
    .execute();

/** Batches left closing by a stopped process whose round already ended one way or the other. */
export const strandedBatches = (db: Db) =>
  db
    .selectFrom('fishing_batch as b')
    .innerJoin('game_round as r', 'r.id', 'b.round_id')
    .select(['b.id', 'r.status as round_status', 'r.void_reason'])
    .where('b.status', '=', 'closing')
    .where('r.status', 'in', ['settled', 'void', 'rolled_back'])
    .execute();

/** Voided batches the page has not been told about yet; marks them told. */
export const takeUnreportedVoids = (trx: Db, sessionId: string) =>
  trx
    .updateTable('fishing_batch')
    .set({ reported: true })
    .where('session_id', '=', sessionId)
    .where('status', '=', 'void')
    .where('reported', '=', false)
    .returningAll()
    .execute();

export const shotsOfBatch = (db: Db, batchId: string) =>
  db
    .selectFrom('fishing_shot as s')
    .innerJoin('fishing_seed as k', 'k.id', 's.seed_id')
    .selectAll('s')
    .select(['k.server_seed', 'k.server_seed_hash', 'k.client_seed', 'k.revealed_at'])
    .where('s.batch_id', '=', batchId)
    .orderBy('s.nonce')
    .execute();

export const batchById = (db: Db, id: string) =>
  db
    .selectFrom('fishing_batch as b')
    .innerJoin('fishing_session as s', 's.id', 'b.session_id')
    .selectAll('b')
    .select(['s.currency', 's.decimals', 's.rtp', 's.platform_token', 's.game_code', 's.vendor_code'])
    .where('b.id', '=', id)
    .executeTakeFirst();

export const batchesOfPlayer = (db: Db, playerId: bigint, limit: number) =>
  db
    .selectFrom('fishing_batch as b')
    .innerJoin('fishing_session as s', 's.id', 'b.session_id')
    .selectAll('b')
    .select(['s.decimals'])
    .where('b.player_id', '=', playerId)
    .where('b.status', 'in', ['settled', 'void'])
    .orderBy('b.opened_at', 'desc')
    .limit(limit)
    .execute();

export const settingsRow = (db: Db) =>
  db.selectFrom('fishing_setting').select('value').where('id', '=', 1).executeTakeFirst();

export const saveSettings = (db: Db, value: Record<string, unknown>, at: Date) =>
  db
    .insertInto('fishing_setting')
    .values({ id: 1, value: JSON.stringify(value), updated_at: at })
    .onConflict((c) => c.column('id').doUpdateSet({ value: JSON.stringify(value), updated_at: at }))
    .execute();
