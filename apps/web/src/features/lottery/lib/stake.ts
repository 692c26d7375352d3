/**
 * The bet bar's figures before anything is sent: stake = bet count × unit × multiple (decision 0011),
 * the prize at a unit and series, and the implied rebate of a series below the max (inventory 1.4.5).
 * Exact: amounts are scaled to integers (SCALE decimals) and only turned back into numbers for display.
 */
import { toMajor, toMinor } from '@portal/contract/money';

const SCALE = 6;

/** A major-unit figure as an integer at SCALE decimals (0 when it has more decimals than that). */
const scaled = (amount: number): bigint => toMinor(amount, SCALE) ?? 0n;
const unscaled = (amount: bigint): number => toMajor(amount, SCALE);

export function lineStake(betCount: number, unit: number, multiple: number): number {
  if (!(betCount > 0) || !(multiple > 0)) return 0;
  return unscaled(scaled(unit) * BigInt(betCount) * BigInt(multiple));
}

/** Sum of major-unit amounts without float drift. */
export function sumAmounts(amounts: readonly number[]): number {
  return unscaled(amounts.reduce((s, a) => s + scaled(a), 0n));
}

/** Amount × an integer factor (a chase period's multiple). */
export const timesInt = (amount: number, factor: number): number => unscaled(scaled(amount) * BigInt(factor));

/**
 * The prize of one winning bet at `unit` and `series`, from the table's prize at the base unit and the max
 * series (prizes are linear in both), rounded down to the currency's cent.
 */
export function prizeAt(
  prizeAtMax: number,
  baseUnit: number,
  unit: number,
  series: number,
  maxSeries: number,
) {
  if (!(baseUnit > 0) || !(maxSeries > 0)) return 0;
  const exact = (scaled(prizeAtMax) * scaled(unit) * BigInt(series)) / (scaled(baseUnit) * BigInt(maxSeries));
  return unscaled((exact / 10_000n) * 10_000n);
}

/** The implied rebate of betting at `series` below the max, as a percentage: (max − series) / base × 100. */
export function impliedRebatePercent(series: number, maxSeries: number, base: number): number {
  if (!(base > 0) || series >= maxSeries) return 0;
  return Math.round(((maxSeries - series) / base) * 10_000) / 100;
}

/** The multiple typed into the bet bar, clamped to 1..max (non-numbers read as 1). */
export function clampMultiple(value: string | number, max: number): number {
  const n = typeof value === 'number' ? value : Number.parseInt(value, 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(Math.floor(n), max);
}
