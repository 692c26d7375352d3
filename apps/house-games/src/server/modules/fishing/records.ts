import { toMajor } from '@portal/contract/money';
import type { FishingBatchValue, FishingVerifyValue } from '../../../shared/fishing-api.ts';
import type { Db } from '../../db/client.ts';
import { HouseError } from '../../lib/errors.ts';
import * as repo from './repository.ts';

const batchValue = (b: repo.BatchRow, decimals: number): FishingBatchValue => ({
  batchId: b.id,
  time: b.opened_at.toISOString(),
  status: b.status,
  shots: b.shots,
  catches: b.catches,
  // A void batch moved no money: its bet and win are shown as they were, its status says they were cancelled.
  bet: toMajor(b.bullets, decimals),
  win: toMajor(b.payouts, decimals),
  voidReason: b.void_reason,
});

/** The player's settled and voided batches, and any batch with its shots for the public verify page. */
export const fishingRecords = {
  async history(db: Db, playerId: bigint, limit: number) {
    const rows = await repo.batchesOfPlayer(db, playerId, limit);
    return { batches: rows.map((b) => batchValue(b, b.decimals)) };
  },

  /** Public: every shot with its seed pair; the server seed only once it was rotated away (revealed). */
  async verify(db: Db, batchId: string): Promise<FishingVerifyValue> {
    const b = batchId.length <= 40 ? await repo.batchById(db, batchId) : undefined;
    if (!b) throw new HouseError('round.not.found');
    const shots = await repo.shotsOfBatch(db, batchId);
    return {
      ...batchValue(b, b.decimals),
      currency: b.currency,
      decimals: b.decimals,
      rtp: b.rtp,
      shotsList: shots.map((s) => ({
        shotId: s.shot_id,
        fishId: s.fish_id,
        kind: s.kind as FishingVerifyValue['shotsList'][number]['kind'],
        bullet: toMajor(s.bullet, b.decimals),
        caught: s.caught,
        multiplier: s.multiplier,
        payout: toMajor(s.payout, b.decimals),
        nonce: s.nonce,
        serverSeedHash: s.server_seed_hash,
        serverSeed: s.revealed_at ? s.server_seed : null,
        clientSeed: s.client_seed,
      })),
    };
  },
};
