/**
 * European roulette, single zero: one float f gives number = floor(f * 37), 0..36.
 * Spots (to 1): straight:n 35; split:a-b 17 (a < b side by side on the layout, and 0-1, 0-2, 0-3);
 * street:a 11 (a, a+1, a+2 for a = 1, 4, ..., 34); trio:0-1-2 and trio:0-2-3 11; corner:a-(a+4) 8 (a, a+1,
 * a+3, a+4, a not in the right column); line:a 5 (a..a+5 for a = 1, 4, ..., 31); dozen:1..3 2;
 * column:1..3 2 (column k holds the numbers n with n % 3 = k % 3); red, black, odd, even, low (1..18),
 * high (19..36) 1. Zero loses every outside bet. Every spot's RTP is 36/37.
 */
import { type ReturnHundredths, type SpotDef, type Weighted, winReturn } from './spot.ts';

export interface RouletteOutcome {
  number: number;
}

export const ROULETTE_FLOATS = 1;

export function spinRoulette(floats: readonly number[]): RouletteOutcome {
  const f = floats[0];
  if (f === undefined || !(f >= 0 && f < 1))
    throw new RangeError(`spinRoulette needs a float in [0, 1), got ${f}`);
  return { number: Math.floor(f * 37) };
}

export const ROULETTE_RED: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

const range = (from: number, count: number): number[] => Array.from({ length: count }, (_, i) => from + i);
const rowStarts = range(0, 12).map((i) => 1 + 3 * i);

interface RouletteSpot extends SpotDef {
  numbers: readonly number[];
}

function buildSpots(): RouletteSpot[] {
  const spots: RouletteSpot[] = [];
  const add = (id: string, group: SpotDef['group'], pays: number, numbers: number[]) =>
    spots.push({ id, group, pays, numbers });
  for (let n = 0; n <= 36; n++) add(`straight:${n}`, 'side', 35, [n]);
  for (const b of [1, 2, 3]) add(`split:0-${b}`, 'side', 17, [0, b]);
  for (let a = 1; a <= 36; a++) {
    if (a % 3 !== 0) add(`split:${a}-${a + 1}`, 'side', 17, [a, a + 1]);
    if (a + 3 <= 36) add(`split:${a}-${a + 3}`, 'side', 17, [a, a + 3]);
  }
  for (const a of rowStarts) add(`street:${a}`, 'side', 11, range(a, 3));
  add('trio:0-1-2', 'side', 11, [0, 1, 2]);
  add('trio:0-2-3', 'side', 11, [0, 2, 3]);
  for (let a = 1; a <= 32; a++) {
    if (a % 3 !== 0) add(`corner:${a}-${a + 4}`, 'side', 8, [a, a + 1, a + 3, a + 4]);
  }
  for (const a of rowStarts.slice(0, 11)) add(`line:${a}`, 'side', 5, range(a, 6));
  for (const k of [1, 2, 3]) add(`dozen:${k}`, 'main', 2, range(12 * (k - 1) + 1, 12));
  for (const k of [1, 2, 3])
    add(
      `column:${k}`,
      'main',
      2,
      range(1, 36).filter((n) => n % 3 === k % 3),
    );
  const numbers = range(1, 36);
  add(
    'red',
    'main',
    1,
    numbers.filter((n) => ROULETTE_RED.has(n)),
  );
  add(
    'black',
    'main',
    1,
    numbers.filter((n) => !ROULETTE_RED.has(n)),
  );
  add(
    'odd',
    'main',
    1,
    numbers.filter((n) => n % 2 === 1),
  );
  add(
    'even',
    'main',
    1,
    numbers.filter((n) => n % 2 === 0),
  );
  add('low', 'main', 1, range(1, 18));
  add('high', 'main', 1, range(19, 18));
  return spots;
}

const spots = buildSpots();
const byId = new Map(spots.map((s) => [s.id, s]));

export const rouletteSpots: readonly SpotDef[] = spots.map(({ id, group, pays }) => ({ id, group, pays }));

/** The numbers a roulette spot covers, for the layout; a RangeError for anything else. */
export function rouletteNumbersOf(spot: string): readonly number[] {
  const def = byId.get(spot);
  if (!def) throw new RangeError(`not a roulette spot: ${spot}`);
  return def.numbers;
}

export function rouletteReturn(outcome: RouletteOutcome, spot: string): ReturnHundredths {
  const def = byId.get(spot);
  if (!def) throw new RangeError(`not a roulette spot: ${spot}`);
  return def.numbers.includes(outcome.number) ? winReturn(def.pays) : 0;
}

export function rouletteDistribution(): Weighted<RouletteOutcome>[] {
  return range(0, 37).map((number) => ({ outcome: { number }, p: 1 / 37 }));
}
