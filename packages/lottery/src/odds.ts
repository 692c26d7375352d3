/**
 * The odds formula. Each prize level of a play has `expected`: the expected number of wins of one single
 * bet of that level per draw (its win probability p, or for VN lô the expected number of occurrences).
 *   prize per unit = unit × (1 / expected) × series / base
 * so a single bet returns unit × series / base on average: RTP = series / base, for every play and level.
 * base is 1980 for 11X5 and 2000 otherwise; series lies in the game's [min, max] and at most the member's
 * own max series; the implied rebate of a lower series is (maxSeries − series) / base.
 *
 * Money: prizes are exact rationals; an order line's win is rounded down to the minor unit once, after
 * summing every winning bet (so it is never below the table's rounded prize × bets × multiple).
 */
import type { Rational } from './rational.ts';
import { add, floor, mul, rat, ratText, toFixedFloor, ZERO } from './rational.ts';
import type { Text } from './text.ts';

export interface PrizeLevel {
  readonly key: string;
  readonly name: Text;
  /** Expected wins per single bet per draw (probability for once-only bets). */
  readonly expected: Rational;
}

function checkSeries(series: number, base: number): void {
  if (!Number.isInteger(series) || series <= 0 || !Number.isInteger(base) || base <= 0) {
    throw new RangeError('series and base must be positive integers');
  }
}

/** unit × series / (base × expected), exact. */
export function prizeExact(expected: Rational, unit: bigint, series: number, base: number): Rational {
  checkSeries(series, base);
  return rat(unit * BigInt(series) * expected.d, BigInt(base) * expected.n);
}

/** The odds table's prize for one winning single bet, rounded down to the minor unit. */
export const prizeMinor = (expected: Rational, unit: bigint, series: number, base: number) =>
  floor(prizeExact(expected, unit, series, base));

/** Decimal odds (prize ÷ stake of one single bet), what entertainment plays show: 1.98 for an even bet. */
export function decimalOdds(expected: Rational, series: number, base: number): Rational {
  return prizeExact(expected, 1n, series, base);
}

export const rtp = (series: number, base: number) => rat(series, base);

/** (maxSeries − series) / base, e.g. (1980 − 1900) / 2000 = 4%. */
export function impliedRebate(series: number, maxSeries: number, base: number): Rational {
  checkSeries(series, base);
  return rat(Math.max(0, maxSeries - series), base);
}

/** Percent text with two decimals, rounded down: 0.04 → "4.00". */
export const percentText = (r: Rational) => toFixedFloor(mul(r, rat(100)), 2);

/** Exact win: Σ winning bets × prize per unit × multiple (before rounding). */
export function winExact(
  levels: readonly PrizeLevel[],
  winningBets: Readonly<Record<string, number>>,
  unit: bigint,
  multiple: number,
  series: number,
  base: number,
): Rational {
  let total = ZERO;
  for (const level of levels) {
    const count = winningBets[level.key] ?? 0;
    if (count > 0) {
      total = add(
        total,
        mul(prizeExact(level.expected, unit, series, base), rat(BigInt(count) * BigInt(multiple))),
      );
    }
  }
  return total;
}

/** The win in minor units, rounded down once. */
export const winMinor = (...args: Parameters<typeof winExact>) => floor(winExact(...args));

export interface OddsRow {
  readonly level: string;
  readonly name: Text;
  /** Exact, as "n/d". */
  readonly probability: string;
  readonly probabilityValue: Rational;
  /** Prize of one winning single bet at this unit and series, minor units rounded down. */
  readonly prize: bigint;
  readonly prizeExact: Rational;
  /** Prize ÷ unit with four decimals, rounded down. */
  readonly odds: string;
}

export function oddsTable(
  levels: readonly PrizeLevel[],
  unit: bigint,
  series: number,
  base: number,
): OddsRow[] {
  return levels.map((l) => {
    const exact = prizeExact(l.expected, unit, series, base);
    return {
      level: l.key,
      name: l.name,
      probability: ratText(l.expected),
      probabilityValue: l.expected,
      prize: floor(exact),
      prizeExact: exact,
      odds: toFixedFloor(decimalOdds(l.expected, series, base), 4),
    };
  });
}
