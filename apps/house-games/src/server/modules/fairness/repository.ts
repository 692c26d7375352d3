import type { Selectable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { FairSeedTable } from '../../db/schema.ts';

export type SeedRow = Selectable<FairSeedTable>;

export function activeSeed(db: Db, playerId: bigint): Promise<SeedRow | undefined> {
  return db
    .selectFrom('fair_seed')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('revealed_at', 'is', null)
    .executeTakeFirst();
}

/** The active seed locked for this transaction (a round takes its nonce under the lock). */
export function lockActiveSeed(db: Db, playerId: bigint): Promise<SeedRow | undefined> {
  return db
    .selectFrom('fair_seed')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('revealed_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/** Inserts a new active seed unless one exists (concurrent first rounds agree on one). */
export async function insertSeedIfNone(
  db: Db,
  s: { playerId: bigint; serverSeed: string; serverSeedHash: string; clientSeed: string },
): Promise<void> {
  await db
    .insertInto('fair_seed')
    .values({
      player_id: s.playerId,
      server_seed: s.serverSeed,
      server_seed_hash: s.serverSeedHash,
      client_seed: s.clientSeed,
    })
    .onConflict((oc) => oc.column('player_id').where('revealed_at', 'is', null).doNothing())
    .execute();
}

/** Takes the active seed's next nonce (the row stays locked until the transaction ends). */
export function takeNextNonce(db: Db, playerId: bigint): Promise<SeedRow | undefined> {
  return db
    .updateTable('fair_seed')
    .set((eb) => ({ next_nonce: eb('next_nonce', '+', 1) }))
    .where('player_id', '=', playerId)
    .where('revealed_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function reveal(db: Db, seedId: bigint, now: Date): Promise<void> {
  await db.updateTable('fair_seed').set({ revealed_at: now }).where('id', '=', seedId).execute();
}

export function seedById(db: Db, seedId: bigint) {
  return db.selectFrom('fair_seed').selectAll().where('id', '=', seedId).executeTakeFirst();
}
