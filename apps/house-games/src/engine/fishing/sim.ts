/**
 * Fishing simulation: shots at the scene's mix of fish (the spawner's frequencies), decided by the real
 * per-shot function on fast seeded floats (prng.ts: the same uint32 / 2^32 grid as the fair floats).
 */
import { floatSource } from '../prng.ts';
import { FISH_KINDS, meanPays, type FishKindId } from './fish.ts';
import { decideShot, kindRtp } from './shot.ts';
import { waveFish } from './spawn.ts';

/** How often each kind swims in the scene: counted over many waves of a fixed spawn seed. */
export function sceneMix(waves = 2_000): { kind: FishKindId; weight: number }[] {
  const counts = new Map<FishKindId, number>();
  for (let w = 0; w < waves; w++)
    for (const f of waveFish('mix', w)) counts.set(f.kind, (counts.get(f.kind) ?? 0) + 1);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  return FISH_KINDS.map((k) => ({ kind: k.id, weight: (counts.get(k.id) ?? 0) / total }));
}

export interface SimResult {
  shots: number;
  /** Measured return per unit bullet, and what the mix should return exactly. */
  rtp: number;
  expected: number;
  /** Standard error of `rtp` for this many shots. */
  standardError: number;
}

/** `shots` one-unit bullets under variant `rtp` (percent), targets drawn from `mix`. */
export function simulateFishing(shots: number, rtp: number, seed: number, mix = sceneMix()): SimResult {
  const next = floatSource(seed);
  const cumulative: number[] = [];
  let acc = 0;
  for (const m of mix) cumulative.push((acc += m.weight));
  let paid = 0n;
  const floats = [0, 0];
  for (let i = 0; i < shots; i++) {
    const u = next() * acc;
    let k = 0;
    while (k < mix.length - 1 && u >= cumulative[k]!) k++;
    floats[0] = next();
    floats[1] = next();
    paid += decideShot(floats, mix[k]!.kind, 1n, rtp).payout;
  }
  let expected = 0;
  let second = 0;
  for (const m of mix) {
    const kind = FISH_KINDS.find((x) => x.id === m.kind)!;
    const r = kindRtp(kind, rtp).value;
    const { num, den } = meanPays(kind);
    const meanSquare = kind.pays.reduce((s, p) => s + p * p, 0) / den;
    // A catch pays m with chance r/E per shot: E[return^2] = (r / E) * E[m^2].
    expected += m.weight * r;
    second += m.weight * (r / (num / den)) * meanSquare;
  }
  const variance = second - expected * expected;
  return {
    shots,
    rtp: Number(paid) / shots,
    expected,
    standardError: Math.sqrt(variance / shots),
  };
}
