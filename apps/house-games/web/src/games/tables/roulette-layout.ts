/**
 * Geometry of the European roulette layout and wheel. The layout's numbers stand in 12 columns of three
 * (3 on top, 1 at the bottom, as on a real table); on a phone the same grid turns to 12 rows of three.
 * Spot ids are the engine's (src/engine/tables): `split:17-18`, `corner:13-17`, `street:13`, `line:13`,
 * `trio:0-1-2`...
 */

/** The pockets clockwise from zero. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const;

export const POCKET_DEGREES = 360 / WHEEL_ORDER.length;

/** Column 1..12 of a number 1..36 on the layout. */
export const columnOf = (n: number): number => Math.ceil(n / 3);
/** Row 1 (top: 3, 6, ... 36) to 3 (bottom: 1, 4, ... 34). */
export const rowOf = (n: number): number => 3 - ((n - 1) % 3);

/** CSS grid cell of a number (zero spans the first track). Phone: 3 across, 12 down. */
export function gridCell(n: number, vertical: boolean): { column: string; row: string } {
  if (n === 0) return vertical ? { column: '1 / 4', row: '1' } : { column: '1', row: '1 / 4' };
  return vertical
    ? { column: String(4 - rowOf(n)), row: String(columnOf(n) + 1) }
    : { column: String(columnOf(n) + 1), row: String(rowOf(n)) };
}

/**
 * A place between numbers (desktop): its spot and its centre as fractions of the 12 × 3 number area
 * (x 0 = the zero's edge, y 0 = the top edge, y 1 = the bottom edge where streets and lines are bet).
 */
export interface Hotspot {
  readonly spot: string;
  readonly x: number;
  readonly y: number;
}

export function rouletteHotspots(): Hotspot[] {
  const spots: Hotspot[] = [];
  for (let n = 1; n <= 36; n++) {
    const c = columnOf(n);
    const r = rowOf(n);
    if (n <= 33) spots.push({ spot: `split:${n}-${n + 3}`, x: c / 12, y: (r - 0.5) / 3 });
    if (n % 3 !== 0) {
      spots.push({ spot: `split:${n}-${n + 1}`, x: (c - 0.5) / 12, y: (r - 1) / 3 });
      if (n <= 32) spots.push({ spot: `corner:${n}-${n + 4}`, x: c / 12, y: (r - 1) / 3 });
    }
  }
  for (let c = 0; c < 12; c++) {
    spots.push({ spot: `street:${3 * c + 1}`, x: (c + 0.5) / 12, y: 1 });
    if (c < 11) spots.push({ spot: `line:${3 * c + 1}`, x: (c + 1) / 12, y: 1 });
  }
  for (const n of [1, 2, 3]) spots.push({ spot: `split:0-${n}`, x: 0, y: (rowOf(n) - 0.5) / 3 });
  spots.push({ spot: 'trio:0-1-2', x: 0, y: 2 / 3 }, { spot: 'trio:0-2-3', x: 0, y: 1 / 3 });
  return spots;
}

/** The numbers whose cells touch a hotspot (what a bet there covers): for tests and highlighting. */
export function numbersAround(h: Hotspot): number[] {
  const out: number[] = [];
  const eps = 1e-9;
  for (let n = 1; n <= 36; n++) {
    const left = (columnOf(n) - 1) / 12;
    const top = (rowOf(n) - 1) / 3;
    const touches =
      h.x >= left - eps && h.x <= left + 1 / 12 + eps && h.y >= top - eps && h.y <= top + 1 / 3 + eps;
    // A street or line sits on the bottom edge but covers the whole column(s) above it.
    const column = h.y >= 1 - eps && h.x >= left - eps && h.x <= left + 1 / 12 + eps;
    if (touches || column) out.push(n);
  }
  if (h.x <= eps) out.push(0);
  return out.sort((a, b) => a - b);
}

/** The wheel's rotation (degrees) that brings `n`'s pocket under the marker at the top. */
export function pocketAngle(n: number): number {
  const i = WHEEL_ORDER.indexOf(n as (typeof WHEEL_ORDER)[number]);
  return i <= 0 ? 0 : -i * POCKET_DEGREES;
}

/** Spot-type groups of the roulette spots, for the phone's "bet type" selector. */
export const rouletteBetTypes = ['straight', 'split', 'street', 'corner', 'line', 'trio'] as const;
export type RouletteBetType = (typeof rouletteBetTypes)[number];
export const betTypeOf = (spot: string): string => spot.split(':')[0] ?? spot;

/** Hot (most often) and cold (least often) numbers of recent results, ties broken by the lower number. */
export function hotAndCold(numbers: readonly number[], count = 5): { hot: number[]; cold: number[] } {
  const seen = new Array<number>(37).fill(0);
  for (const n of numbers) if (n >= 0 && n <= 36) seen[n]!++;
  const all = seen.map((times, n) => ({ n, times }));
  const hot = [...all].sort((a, b) => b.times - a.times || a.n - b.n).slice(0, count);
  const cold = [...all].sort((a, b) => a.times - b.times || a.n - b.n).slice(0, count);
  return { hot: hot.map((x) => x.n), cold: cold.map((x) => x.n) };
}
