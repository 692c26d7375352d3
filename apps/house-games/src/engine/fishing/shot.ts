/**
 * Fishing's money: one shot is one bet of one bullet at one fish, decided on its own.
 *
 * A shot takes two floats of the provably fair scheme (fair-core.ts) at its nonce:
 *   f0 decides the catch:  caught iff floor(f0 * 2^32) < T(kind, rtp)
 *   f1 picks the multiplier among the kind's equally likely `pays`: m = pays[floor(f1 * pays.length)]
 * and a catch pays bullet * m (integer minor units, exact).
 *
 * With E = mean(pays) = num/den, the threshold is T = floor(rtp/100 * 2^32 / E) = floor(rtp * 2^32 * den /
 * (100 * num)), so P(catch) = T / 2^32 is the declared RTP over E rounded down to the float grid, and a
 * shot's expected return is bullet * T * E / 2^32: the variant's RTP whatever the target, short of it by
 * less than E / 2^32 (at most 300 / 2^32 = 7e-8 for the dragon). `exactRtp` gives the exact figures.
 *
 * The boss (golden dragon, 100x to 300x) and the bonus crab are the same rule with several pays: the
 * crab's catch spins the bonus wheel (10x to 100x, mean 325/8 = 40.625x), whose segment f1 picks, so the
 * wheel is funded inside the RTP (its catch chance is RTP / 40.625 instead of RTP / m of a fixed fish).
 */
import { FISH_KINDS, fishKind, meanPays, type FishKind, type FishKindId } from './fish.ts';

export const FISHING = {
  id: 'fishing',
  floatsPerShot: 2,
  /** Minor units of a two-decimal currency: 0.10 to 100 (modules/rounds/limits.ts). */
  minBullet: 10n,
  maxBullet: 10_000n,
} as const;

const GRID = 4294967296; // 2^32: the floats are uint32 / 2^32

/** T(kind, rtp): floor(f0 * 2^32) below it catches. */
export function catchThreshold(kind: FishKind, rtp: number): number {
  const { num, den } = meanPays(kind);
  return Number((BigInt(rtp) * BigInt(GRID) * BigInt(den)) / (100n * BigInt(num)));
}

export interface ShotOutcome {
  kind: FishKindId;
  caught: boolean;
  /** The multiplier drawn (paid only when caught). */
  multiplier: number;
  /** Minor units: bullet * multiplier when caught, else 0. */
  payout: bigint;
}

/** Decides a shot from its two floats. */
export function decideShot(
  floats: readonly number[],
  kindId: FishKindId,
  bullet: bigint,
  rtp: number,
): ShotOutcome {
  const kind = fishKind(kindId);
  if (!kind) throw new RangeError(`unknown fish kind ${kindId}`);
  if (floats.length < FISHING.floatsPerShot) throw new RangeError('a shot takes two floats');
  const caught = Math.floor(floats[0]! * GRID) < catchThreshold(kind, rtp);
  const multiplier = kind.pays[Math.min(kind.pays.length - 1, Math.floor(floats[1]! * kind.pays.length))]!;
  return { kind: kindId, caught, multiplier, payout: caught ? bullet * BigInt(multiplier) : 0n };
}

/** A kind's exact return per unit of bullet under a variant: T * num / (den * 2^32), as a fraction. */
export function kindRtp(kind: FishKind, rtp: number): { num: bigint; den: bigint; value: number } {
  const { num, den } = meanPays(kind);
  const n = BigInt(catchThreshold(kind, rtp)) * BigInt(num);
  const d = BigInt(den) * BigInt(GRID);
  return { num: n, den: d, value: Number(n) / Number(d) };
}

/** The variant's exact return of every kind, and its lowest and highest (what any mix of targets returns). */
export function exactRtp(rtp: number): { byKind: Record<FishKindId, number>; min: number; max: number } {
  const byKind = {} as Record<FishKindId, number>;
  for (const k of FISH_KINDS) byKind[k.id] = kindRtp(k, rtp).value;
  const values = Object.values(byKind);
  return { byKind, min: Math.min(...values), max: Math.max(...values) };
}

/** The catch chance of a kind under a variant, for the rules panel. */
export const catchChance = (kind: FishKind, rtp: number) => catchThreshold(kind, rtp) / GRID;
