/**
 * Plinko: one float per row, in order from the top: f < 0.5 bounces left, otherwise right. The ball lands
 * in slot = number of rights (0..rows), so P(slot k) = C(rows, k) / 2^rows exactly (0.5 splits the
 * 2^32 float grid in two equal halves). Multipliers are in hundredths, symmetric, one table per
 * (rows, risk); every table's RTP is between 98% and 99% (tests compute it from the binomial law).
 * Win = floor(bet * multiplier / 100). From minBet up, rounding down keeps every table at 98% or more
 * (tests enumerate bets up to 1,000; above that the rounding costs under 0.1%).
 */

export const PLINKO_ROWS = [8, 12, 16] as const;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRows = (typeof PLINKO_ROWS)[number];
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];

/** Left half plus the centre slot, hundredths; mirrored to make the full table. */
const HALF_TABLES: Record<PlinkoRows, Record<PlinkoRisk, readonly number[]>> = {
  8: {
    low: [550, 210, 110, 100, 50],
    medium: [1300, 300, 130, 70, 40],
    high: [2850, 400, 150, 30, 20],
  },
  12: {
    low: [950, 300, 160, 140, 110, 100, 50],
    medium: [3200, 1100, 400, 200, 110, 60, 30],
    high: [17000, 2400, 800, 200, 70, 20, 20],
  },
  16: {
    low: [1500, 900, 200, 140, 140, 120, 110, 100, 50],
    medium: [10000, 4100, 1000, 500, 300, 150, 100, 50, 30],
    high: [100000, 13000, 2600, 900, 400, 200, 20, 20, 20],
  },
};

function mirror(half: readonly number[]): readonly number[] {
  return [...half, ...half.slice(0, -1).reverse()];
}

export const PLINKO = {
  id: 'plinko',
  name: 'Plinko',
  rows: PLINKO_ROWS,
  risks: PLINKO_RISKS,
  /** tables[rows][risk][slot], hundredths. */
  tables: Object.fromEntries(
    PLINKO_ROWS.map((rows) => [
      rows,
      Object.fromEntries(PLINKO_RISKS.map((risk) => [risk, mirror(HALF_TABLES[rows][risk])])),
    ]),
  ) as Record<PlinkoRows, Record<PlinkoRisk, readonly number[]>>,
  minBet: 100n,
} as const;

export interface PlinkoParams {
  readonly rows: PlinkoRows;
  readonly risk: PlinkoRisk;
}

export interface PlinkoResult {
  readonly rows: PlinkoRows;
  readonly risk: PlinkoRisk;
  /** 0 = left, 1 = right, one per row from the top; the animation replays it. */
  readonly path: readonly (0 | 1)[];
  readonly slot: number;
  /** Hundredths. */
  readonly multiplier: number;
  readonly bet: bigint;
  readonly win: bigint;
}

export function validatePlinkoParams(params: PlinkoParams): string | null {
  if (!PLINKO_ROWS.includes(params.rows)) return 'rows must be 8, 12 or 16';
  if (!PLINKO_RISKS.includes(params.risk)) return 'risk must be low, medium or high';
  return null;
}

export function validatePlinkoBet(bet: bigint): string | null {
  return bet < PLINKO.minBet ? `bet must be at least ${PLINKO.minBet}` : null;
}

export function plinkoFloatsPerRound(rows: PlinkoRows): number {
  return rows;
}

export function plinkoTable(params: PlinkoParams): readonly number[] {
  return PLINKO.tables[params.rows][params.risk];
}

/** Uses floats[0 .. rows - 1]. */
export function playPlinko(floats: readonly number[], params: PlinkoParams, bet: bigint): PlinkoResult {
  const problem = validatePlinkoParams(params) ?? validatePlinkoBet(bet);
  if (problem) throw new RangeError(problem);
  if (floats.length < params.rows)
    throw new RangeError(`plinko with ${params.rows} rows needs ${params.rows} floats`);
  const path: (0 | 1)[] = [];
  for (let i = 0; i < params.rows; i++) {
    const f = floats[i] as number;
    if (!(f >= 0 && f < 1)) throw new RangeError(`random float out of [0, 1): ${f}`);
    path.push(f < 0.5 ? 0 : 1);
  }
  const slot = path.reduce<number>((n, step) => n + step, 0);
  const multiplier = plinkoTable(params)[slot] as number;
  return {
    rows: params.rows,
    risk: params.risk,
    path,
    slot,
    multiplier,
    bet,
    win: (bet * BigInt(multiplier)) / 100n,
  };
}

/** Exact RTP of a table from the binomial distribution (ignores rounding of the win down to minor units). */
export function plinkoRtp(params: PlinkoParams): number {
  const table = plinkoTable(params);
  let ways = 1;
  let sum = 0;
  for (let k = 0; k <= params.rows; k++) {
    sum += ways * (table[k] as number);
    ways = (ways * (params.rows - k)) / (k + 1);
  }
  return sum / 2 ** params.rows / 100;
}
