/** A fishing batch's shots recomputed in the browser from their revealed seeds (engine/fishing/shot.ts). */
import { floatsWeb, hashSeedWeb } from '../../../src/engine/fair-web.ts';
import { decideShot } from '../../../src/engine/fishing/shot.ts';
import type { FishingVerifyValue } from '../api/fishing.ts';
import { toMinor } from '../lib/money.ts';
import type { Check } from './verify-logic.ts';

export interface ShotCheck {
  nonce: number;
  kind: string;
  bullet: number;
  stored: { caught: boolean; multiplier: number; payout: number };
  again: { caught: boolean; multiplier: number; payout: number } | null;
  check: Check;
}

/** Every shot of a batch recomputed in the browser from its revealed seed (engine/fishing/shot.ts). */
export async function verifyBatch(b: FishingVerifyValue): Promise<{ hash: Check; shots: ShotCheck[] }> {
  let hash: Check = 'unknown';
  const shots: ShotCheck[] = [];
  for (const s of b.shotsList) {
    const stored = { caught: s.caught, multiplier: s.multiplier, payout: s.payout };
    if (!s.serverSeed) {
      shots.push({ nonce: s.nonce, kind: s.kind, bullet: s.bullet, stored, again: null, check: 'unknown' });
      continue;
    }
    const hashOk = (await hashSeedWeb(s.serverSeed)) === s.serverSeedHash;
    hash = hash === 'mismatch' || !hashOk ? 'mismatch' : 'match';
    const d = decideShot(
      await floatsWeb(s.serverSeed, s.clientSeed, s.nonce, 2),
      s.kind,
      BigInt(toMinor(s.bullet, b.decimals)),
      b.rtp,
    );
    const again = { caught: d.caught, multiplier: d.multiplier, payout: Number(d.payout) / 10 ** b.decimals };
    const same =
      again.caught === stored.caught &&
      again.multiplier === stored.multiplier &&
      again.payout === stored.payout;
    shots.push({
      nonce: s.nonce,
      kind: s.kind,
      bullet: s.bullet,
      stored,
      again,
      check: same && hashOk ? 'match' : 'mismatch',
    });
  }
  return { hash, shots };
}
