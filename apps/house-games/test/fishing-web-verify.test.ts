import { describe, expect, it } from 'vitest';
import { floats, hashSeed } from '../src/engine/fair.ts';
import { decideShot } from '../src/engine/fishing/shot.ts';
import type { FishingVerifyValue } from '../src/shared/fishing-api.ts';
import { verifyBatch } from '../web/src/verify/verify-fish.ts';

const SEED = 'a'.repeat(64);

/** A batch as the verify answer gives it: nonce 0 caught a clownfish (1218341127 < 2083059138), nonce 2 missed. */
function batch(serverSeed: string | null, tamper = false): FishingVerifyValue {
  const shot = (nonce: number, kind: 'clownfish' | 'pufferfish', bullet: number) => {
    const d = decideShot(floats(SEED, 'lucky', nonce, 2), kind, BigInt(bullet * 100), 97);
    return {
      shotId: `s-${nonce}`,
      fishId: `w1f${nonce}`,
      kind,
      bullet,
      caught: d.caught,
      multiplier: d.multiplier,
      payout: Number(d.payout) / 100 + (tamper && d.caught ? 1 : 0),
      nonce,
      serverSeedHash: hashSeed(SEED),
      serverSeed,
      clientSeed: 'lucky',
    };
  };
  const shotsList = [shot(0, 'clownfish', 1.5), shot(2, 'pufferfish', 2)];
  return {
    batchId: 'fb1',
    time: new Date(0).toISOString(),
    status: 'settled',
    shots: 2,
    catches: 1,
    bet: 3.5,
    win: 3,
    voidReason: null,
    currency: 'TWD',
    decimals: 2,
    rtp: 97,
    shotsList,
  };
}

describe('fishing verify page logic (WebCrypto)', () => {
  it('recomputes every shot from the revealed seed', async () => {
    const b = batch(SEED);
    expect(b.shotsList.map((s) => [s.caught, s.payout])).toEqual([
      [true, 3],
      [false, 0],
    ]);
    const r = await verifyBatch(b);
    expect(r.hash).toBe('match');
    expect(r.shots.map((s) => s.check)).toEqual(['match', 'match']);
  });

  it('flags a recorded payout that the seed does not give, and waits for an unrevealed seed', async () => {
    expect((await verifyBatch(batch(SEED, true))).shots.map((s) => s.check)).toEqual(['mismatch', 'match']);
    const hidden = await verifyBatch(batch(null));
    expect(hidden.hash).toBe('unknown');
    expect(hidden.shots.every((s) => s.again === null && s.check === 'unknown')).toBe(true);
  });

  it('flags a revealed seed that does not hash to the published hash', async () => {
    const r = await verifyBatch(batch('b'.repeat(64)));
    expect(r.hash).toBe('mismatch');
    expect(r.shots.every((s) => s.check === 'mismatch')).toBe(true);
  });
});
