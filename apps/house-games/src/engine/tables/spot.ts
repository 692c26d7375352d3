/** What every table's spots share: the spot definition and returns in hundredths of the stake. */
export interface SpotDef {
  id: string;
  group: 'main' | 'side';
  /** Payout "to 1" for display, e.g. 0.95, 8, 35 (sic bo single: 1, paying 2 and 3 on two and three matches). */
  pays: number;
}

/**
 * A spot's return for one outcome in hundredths of the stake, stake included: 0 lost, 100 a push,
 * 195 banker with commission, 3600 a roulette straight. Integers keep the money exact.
 */
export type ReturnHundredths = number;

/** An outcome with its probability, for exact RTPs by enumeration. */
export interface Weighted<T> {
  outcome: T;
  p: number;
}

/** `pays` to 1 -> hundredths returned on a win, stake included. */
export const winReturn = (pays: number): ReturnHundredths => Math.round(100 + pays * 100);
