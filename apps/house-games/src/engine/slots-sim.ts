/**
 * Monte Carlo check of a slot definition: the same spinWin the server's spin() is built on, fed by a
 * seeded PRNG instead of HMAC (which would be ~100x slower). For tests and tuning scripts.
 */
import { floatSource } from './prng.ts';
import { type SlotDefinition, spinWin } from './slots.ts';

export interface SlotSimulation {
  readonly spins: number;
  /** Total won, in line-bet units. */
  readonly wonUnits: number;
  readonly rtp: number;
  readonly hitFrequency: number;
  /** Standard deviation of one round's win, in total-bet units. */
  readonly stdDev: number;
  /** Standard error of the RTP estimate. */
  readonly stdError: number;
}

export function simulateSlot(def: SlotDefinition, spins: number, seed: number): SlotSimulation {
  const next = floatSource(seed);
  const lines = def.paylines.length;
  let won = 0;
  let sumSq = 0;
  let hits = 0;
  for (let i = 0; i < spins; i++) {
    const units = spinWin(def, next);
    if (units > 0) {
      won += units;
      sumSq += units * units;
      hits++;
    }
  }
  const mean = won / spins / lines;
  const variance = sumSq / spins / (lines * lines) - mean * mean;
  const stdDev = Math.sqrt(Math.max(0, variance));
  return {
    spins,
    wonUnits: won,
    rtp: mean,
    hitFrequency: hits / spins,
    stdDev,
    stdError: stdDev / Math.sqrt(spins),
  };
}
