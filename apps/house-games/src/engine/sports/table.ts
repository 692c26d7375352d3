/**
 * The exact finite outcome table every sport is built on: each possible final result of an event with
 * its probability. Markets are priced by summing this table and results are drawn from it, so a
 * market's price and its settlement can never disagree about the odds.
 *
 * Drawing (what a player recomputes): cdf[i] = p[0] + ... + p[i] summed in table order in IEEE doubles,
 * the last entry set to exactly 1; the outcome for a float f in [0, 1) is the first i with f < cdf[i].
 * Tables keep only outcomes with a positive weight, so a zero-probability outcome is never drawn.
 */

/** Numbers in [0, 1): HMAC floats (fair-source.ts) for real events, the fast PRNG for simulations. */
export type FloatSource = () => number;

export interface OutcomeTable<O> {
  readonly outcomes: readonly O[];
  /** Probabilities in table order, summing to 1. */
  readonly probs: Float64Array;
  /** Cumulative probabilities, the last exactly 1. */
  readonly cdf: Float64Array;
}

/**
 * Normalises positive weights into a table. The weights need not sum to 1: every model computes
 * unnormalised weights with + - * / only (no exp or pow), so every JavaScript engine gets the same bits
 * and a browser recomputes exactly the server's table.
 */
export function buildTable<O>(outcomes: readonly O[], weights: ArrayLike<number>): OutcomeTable<O> {
  if (outcomes.length !== weights.length) throw new RangeError('one weight per outcome');
  const kept: O[] = [];
  const keptWeights: number[] = [];
  let total = 0;
  for (let i = 0; i < outcomes.length; i++) {
    const w = weights[i] as number;
    if (!(w >= 0) || !Number.isFinite(w)) throw new RangeError(`bad weight ${w}`);
    if (w > 0) {
      kept.push(outcomes[i] as O);
      keptWeights.push(w);
      total += w;
    }
  }
  if (kept.length === 0) throw new RangeError('a table needs at least one possible outcome');
  const probs = new Float64Array(kept.length);
  const cdf = new Float64Array(kept.length);
  let run = 0;
  for (let i = 0; i < kept.length; i++) {
    probs[i] = (keptWeights[i] as number) / total;
    run += probs[i] as number;
    cdf[i] = run;
  }
  cdf[kept.length - 1] = 1;
  return { outcomes: kept, probs, cdf };
}

/** Rejects anything a float source must never produce (NaN, 1, negatives). */
export function checkFloat(f: number): number {
  if (!(f >= 0 && f < 1)) throw new RangeError(`random float out of [0, 1): ${f}`);
  return f;
}

/** Inverse CDF: the first index i with f < cdf[i] (binary search). */
export function drawIndex(cdf: Float64Array, f: number): number {
  let lo = 0;
  let hi = cdf.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (f < (cdf[mid] as number)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** A source over a fixed list of floats (e.g. one event's HMAC floats); throws when they run out. */
export function sourceFromFloats(floats: readonly number[]): FloatSource {
  let i = 0;
  return () => {
    if (i >= floats.length) throw new RangeError(`the event needs more than ${floats.length} floats`);
    return checkFloat(floats[i++] as number);
  };
}

/**
 * Unnormalised Binomial(n, p) weights for k = lo..hi, by the ratio w(k+1)/w(k) = (n-k)/(k+1) * p/(1-p)
 * starting from w(lo) = 1 (only the ratios matter once the table is normalised).
 */
export function binomialWeights(n: number, p: number, lo: number, hi: number): number[] {
  if (!(p > 0 && p < 1)) throw new RangeError(`binomial p out of (0, 1): ${p}`);
  const odds = p / (1 - p);
  const out = [1];
  for (let k = lo; k < hi; k++) out.push(((out[out.length - 1] as number) * (n - k) * odds) / (k + 1));
  return out;
}

/** Unnormalised Poisson(lambda) weights lambda^k / k! for k = 0..max (e^-lambda cancels out). */
export function poissonWeights(lambda: number, max: number): number[] {
  if (!(lambda > 0)) throw new RangeError(`poisson lambda must be positive: ${lambda}`);
  const out = [1];
  for (let k = 1; k <= max; k++) out.push(((out[k - 1] as number) * lambda) / k);
  return out;
}
