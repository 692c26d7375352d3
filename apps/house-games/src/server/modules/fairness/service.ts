import { validateClientSeed } from '../../../engine/fair-core.ts';
import { hashSeed, newServerSeed } from '../../../engine/fair.ts';
import type { Fairness } from '../../../shared/api.ts';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import { HouseError } from '../../lib/errors.ts';
import { random, randomHex } from '../../lib/random.ts';
import * as repo from './repository.ts';

/** What a round is decided by: the committed server seed, the player's client seed and the next nonce. */
export interface RoundSeed {
  seedId: bigint;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** The pair as the page shows it after this round. */
  next: Fairness;
}

export const fairnessOf = (seed: repo.SeedRow): Fairness => ({
  serverSeedHash: seed.server_seed_hash,
  clientSeed: seed.client_seed,
  nonce: seed.next_nonce,
});

function freshSeed(playerId: bigint, clientSeed: string) {
  const serverSeed = newServerSeed(random.bytes(32));
  return { playerId, serverSeed, serverSeedHash: hashSeed(serverSeed), clientSeed };
}

/**
 * Provably fair seeds per player (and so per vendor code: players are per vendor). Commit-reveal: the
 * hash of the active server seed is shown before play; rotating reveals the seed and starts a new pair.
 */
export const fairness = {
  /** The active seed pair, created at the first visit. */
  async current(db: Db, playerId: bigint): Promise<repo.SeedRow> {
    const seed = await repo.activeSeed(db, playerId);
    if (seed) return seed;
    await repo.insertSeedIfNone(db, freshSeed(playerId, randomHex(8)));
    return (await repo.activeSeed(db, playerId))!;
  },

  /** Takes the next nonce of the active pair inside the round's transaction. */
  async takeNonce(trx: Db, playerId: bigint): Promise<RoundSeed> {
    let seed = await repo.takeNextNonce(trx, playerId);
    if (!seed) {
      await repo.insertSeedIfNone(trx, freshSeed(playerId, randomHex(8)));
      seed = (await repo.takeNextNonce(trx, playerId))!;
    }
    return {
      seedId: seed.id,
      serverSeed: seed.server_seed,
      serverSeedHash: seed.server_seed_hash,
      clientSeed: seed.client_seed,
      nonce: seed.next_nonce - 1,
      next: fairnessOf(seed),
    };
  },

  /** Reveals the active server seed and starts a new pair (the player's client seed, or the old one). */
  async rotate(
    db: Db,
    playerId: bigint,
    clientSeed: string | undefined,
  ): Promise<{ revealedServerSeed: string; previousHash: string; fairness: Fairness }> {
    if (clientSeed !== undefined && validateClientSeed(clientSeed)) throw new HouseError('request.invalid');
    return db.transaction().execute(async (trx) => {
      let old = await repo.lockActiveSeed(trx, playerId);
      if (!old) {
        await repo.insertSeedIfNone(trx, freshSeed(playerId, randomHex(8)));
        old = (await repo.lockActiveSeed(trx, playerId))!;
      }
      await repo.reveal(trx, old.id, clock.now());
      await repo.insertSeedIfNone(trx, freshSeed(playerId, clientSeed ?? old.client_seed));
      const next = (await repo.activeSeed(trx, playerId))!;
      return {
        revealedServerSeed: old.server_seed,
        previousHash: old.server_seed_hash,
        fairness: fairnessOf(next),
      };
    });
  },
};
