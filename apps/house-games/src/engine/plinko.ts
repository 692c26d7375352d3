/**
 * Plinko: one float per row, in order from the top: f < 0.5 bounces left, otherwise right. The ball lands
 * in slot = number of rights (0..rows), so P(slot k) = C(rows, k) / 2^rows exactly (0.5 splits the
 * 2^32 float grid in two equal halves). Multipliers are in hundredths, symmetric, one table per
 * (rows, risk) and RTP variant. RTP variants (decision 0034): the operator picks one of PLINKO_RTP_VARIANTS
 * per merchant (percent, the first is the default and its tables are those played before variants); the
 * round's params carry it (`rtp`, absent on older rounds = 99). Every table's exact RTP (binomial law,
 * `plinkoRtp`) lies within 0.5 points under its variant, never above (tests pin it); the 98/97/95 tables
 * are the 99 ones scaled and then nudged by hundredths (edges never above the scaled value, still
 * decreasing towards the centre).
 * Win = floor(bet * multiplier / 100). From minBet up, rounding down keeps every table within 1 point of
 * its variant (tests enumerate bets up to 1,000; above that the rounding costs under 0.1%).
 */

export const PLINKO_ROWS = [8, 12, 16] as const;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRows = (typeof PLINKO_ROWS)[number];
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];

/** Percent, the first is the default (the tables played before variants existed). */
export const PLINKO_RTP_VARIANTS = [99, 98, 97, 95] as const;
export type PlinkoRtp = (typeof PLINKO_RTP_VARIANTS)[number];
export const PLINKO_DEFAULT_RTP: PlinkoRtp = PLINKO_RTP_VARIANTS[0];

/** Left half plus the centre slot, hundredths, per RTP variant; mirrored to make the full table. */
const HALF_TABLES: Record<PlinkoRtp, Record<PlinkoRows, Record<PlinkoRisk, readonly number[]>>> = {
  99: {
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
  },
  98: {
    8: {
      low: [545, 208, 109, 99, 49],
      medium: [1288, 297, 129, 69, 40],
      high: [2831, 397, 149, 30, 19],
    },
    12: {
      low: [941, 297, 158, 139, 109, 99, 49],
      medium: [3170, 1090, 396, 198, 109, 59, 30],
      high: [16863, 2381, 794, 198, 69, 20, 20],
    },
    16: {
      low: [1485, 891, 198, 139, 139, 119, 109, 99, 49],
      medium: [9903, 4060, 990, 495, 297, 149, 99, 49, 30],
      high: [99013, 12872, 2574, 891, 396, 198, 20, 20, 19],
    },
  },
  97: {
    8: {
      low: [539, 206, 108, 98, 49],
      medium: [1275, 294, 127, 69, 39],
      high: [2802, 393, 147, 29, 20],
    },
    12: {
      low: [931, 294, 157, 137, 108, 98, 48],
      medium: [3137, 1078, 392, 196, 108, 59, 29],
      high: [16691, 2356, 785, 196, 69, 19, 19],
    },
    16: {
      low: [1470, 882, 196, 137, 137, 118, 108, 98, 48],
      medium: [9802, 4019, 980, 490, 294, 147, 98, 49, 29],
      high: [98003, 12740, 2548, 882, 392, 196, 20, 19, 19],
    },
  },
  95: {
    8: {
      low: [528, 202, 106, 96, 47],
      medium: [1249, 288, 125, 67, 38],
      high: [2744, 385, 144, 29, 19],
    },
    12: {
      low: [912, 288, 154, 134, 106, 96, 47],
      medium: [3073, 1056, 384, 192, 106, 57, 29],
      high: [16347, 2308, 769, 192, 67, 19, 19],
    },
    16: {
      low: [1439, 864, 192, 134, 134, 115, 106, 96, 47],
      medium: [9600, 3936, 960, 480, 288, 144, 96, 48, 28],
      high: [95982, 12478, 2496, 864, 384, 192, 19, 19, 19],
    },
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
  /** tables[rtp][rows][risk][slot], hundredths. */
  tables: Object.fromEntries(
    PLINKO_RTP_VARIANTS.map((rtp) => [
      rtp,
      Object.fromEntries(
        PLINKO_ROWS.map((rows) => [
          rows,
          Object.fromEntries(PLINKO_RISKS.map((risk) => [risk, mirror(HALF_TABLES[rtp][rows][risk])])),
        ]),
      ),
    ]),
  ) as Record<PlinkoRtp, Record<PlinkoRows, Record<PlinkoRisk, readonly number[]>>>,
  minBet: 100n,
} as const;

export interface PlinkoParams {
  readonly rows: PlinkoRows;
  readonly risk: PlinkoRisk;
  /** The RTP variant in percent (one of PLINKO_RTP_VARIANTS); absent = PLINKO_DEFAULT_RTP. */
  readonly rtp?: number;
}

export interface PlinkoResult {
  readonly rows: PlinkoRows;
  readonly risk: PlinkoRisk;
  /** The RTP variant played, percent. */
  readonly rtp: number;
  /** 0 = left, 1 = right, one per row from the top; the animation replays it. */
  readonly path: readonly (0 | 1)[];
  readonly slot: number;
  /** Hundredths. */
  readonly multiplier: number;
  readonly bet: bigint;
  readonly win: bigint;
}

export const isPlinkoRtp = (rtp: number): rtp is PlinkoRtp =>
  (PLINKO_RTP_VARIANTS as readonly number[]).includes(rtp);

export function validatePlinkoParams(params: PlinkoParams): string | null {
  if (params.rtp !== undefined && !isPlinkoRtp(params.rtp))
    return `rtp must be one of ${PLINKO_RTP_VARIANTS.join(', ')}`;
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
  const rtp = params.rtp ?? PLINKO_DEFAULT_RTP;
  if (!isPlinkoRtp(rtp)) throw new RangeError(`plinko has no ${rtp} % variant`);
  return PLINKO.tables[rtp][params.rows][params.risk];
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
    rtp: params.rtp ?? PLINKO_DEFAULT_RTP,
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
