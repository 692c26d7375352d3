import { describe, expect, it } from 'vitest';
import { floats } from '../../src/engine/fair.ts';
import {
  type PlinkoParams,
  PLINKO,
  PLINKO_RISKS,
  PLINKO_ROWS,
  PLINKO_RTP_VARIANTS,
  playPlinko,
  plinkoRtp,
  plinkoTable,
  validatePlinkoParams,
} from '../../src/engine/plinko.ts';

/** Every table: rows x risk x RTP variant. */
const ALL: PlinkoParams[] = PLINKO_RTP_VARIANTS.flatMap((rtp) =>
  PLINKO_ROWS.flatMap((rows) => PLINKO_RISKS.map((risk) => ({ rows, risk, rtp }))),
);

/** Binomial RTP in exact integer arithmetic: sum C(n,k) * m_k / (2^n * 100). */
function binomialRtp(table: readonly number[], rows: number): number {
  let c = 1n;
  let sum = 0n;
  for (let k = 0; k <= rows; k++) {
    sum += c * BigInt(table[k] as number);
    c = (c * BigInt(rows - k)) / BigInt(k + 1);
  }
  return Number(sum) / (2 ** rows * 100);
}

describe('plinko tables', () => {
  it.each(ALL.map((p) => [`${p.rows} ${p.risk} at ${p.rtp}`, p] as const))(
    '%s: symmetric, positive, exact RTP within 0.5 points under the variant',
    (_n, p) => {
      const variant = (p.rtp as number) / 100;
      const table = plinkoTable(p);
      expect(table).toHaveLength(p.rows + 1);
      expect([...table].reverse()).toEqual(table);
      for (const m of table) expect(Number.isInteger(m) && m > 0).toBe(true);
      const rtp = binomialRtp(table, p.rows);
      expect(rtp).toBeGreaterThanOrEqual(variant - 0.005);
      expect(rtp).toBeLessThanOrEqual(variant);
      expect(plinkoRtp(p)).toBeCloseTo(rtp, 12);
      // Higher risk pays more at the edges; payouts never grow towards the centre.
      if (p.risk !== 'low') {
        const lower = plinkoTable({ ...p, risk: p.risk === 'high' ? 'medium' : 'low' });
        expect(table[0]).toBeGreaterThan(lower[0] as number);
      }
      for (let k = 1; k <= p.rows / 2; k++) expect(table[k]).toBeLessThanOrEqual(table[k - 1] as number);
      // A lower variant never pays more on any slot than the default.
      const base = plinkoTable({ rows: p.rows, risk: p.risk });
      table.forEach((m, k) => expect(m).toBeLessThanOrEqual(base[k] as number));
    },
  );

  it.each(PLINKO_RTP_VARIANTS.map((v) => [v]))(
    'variant %i: rounding wins down costs under 1 point of each table, for every bet from the minimum to 1,000',
    (variant) => {
      let worst = 1;
      for (const p of ALL.filter((q) => q.rtp === variant)) {
        const exact = plinkoRtp(p);
        for (let bet = PLINKO.minBet; bet <= 1000n; bet++) {
          // Expected win over all 2^rows paths, through playPlinko's own win rounding.
          let c = 1n;
          let expectedWin = 0n;
          for (let k = 0; k <= p.rows; k++) {
            const path = Array.from({ length: p.rows }, (_, i) => (i < k ? 0.75 : 0.25));
            expectedWin += c * playPlinko(path, p, bet).win;
            c = (c * BigInt(p.rows - k)) / BigInt(k + 1);
          }
          const rtp = Number(expectedWin) / (2 ** p.rows * Number(bet));
          worst = Math.min(worst, rtp - exact);
          expect(rtp).toBeLessThanOrEqual(exact);
        }
      }
      expect(worst).toBeGreaterThan(-0.01);
    },
  );
});

describe('playPlinko', () => {
  it('goes left below 0.5, right from 0.5, and lands on the number of rights', () => {
    const f = [0.1, 0.5, 0.4999999, 0.9, 0.7, 0.2, 0, 0.99];
    const r = playPlinko(f, { rows: 8, risk: 'medium' }, 1_000n);
    expect(r.path).toEqual([0, 1, 0, 1, 1, 0, 0, 1]);
    expect(r.slot).toBe(4);
    expect(r.multiplier).toBe(40);
    expect(r.win).toBe(400n);
    const edge = playPlinko(new Array(16).fill(0.75), { rows: 16, risk: 'high' }, 150n);
    expect(edge).toMatchObject({ slot: 16, multiplier: 100_000, win: 150_000n });
  });

  it('plays the variant of its params and refuses an undeclared one', () => {
    const edge = new Array(16).fill(0.75);
    expect(playPlinko(edge, { rows: 16, risk: 'high', rtp: 95 }, 100n)).toMatchObject({
      rtp: 95,
      multiplier: 95_982,
      win: 95_982n,
    });
    expect(playPlinko(edge, { rows: 16, risk: 'high' }, 100n)).toMatchObject({
      rtp: 99,
      multiplier: 100_000,
    });
    expect(validatePlinkoParams({ rows: 8, risk: 'low', rtp: 96 })).toMatch(/rtp/);
    expect(() => playPlinko(new Array(8).fill(0.1), { rows: 8, risk: 'low', rtp: 96 }, 100n)).toThrow(
      RangeError,
    );
  });

  it('validates rows, risk, bet and float count', () => {
    expect(validatePlinkoParams({ rows: 10 as never, risk: 'low' })).not.toBeNull();
    expect(validatePlinkoParams({ rows: 8, risk: 'extreme' as never })).not.toBeNull();
    expect(() => playPlinko(new Array(7).fill(0.1), { rows: 8, risk: 'low' }, 100n)).toThrow();
    expect(() => playPlinko(new Array(8).fill(0.1), { rows: 8, risk: 'low' }, 99n)).toThrow();
    expect(() => playPlinko([...new Array(7).fill(0.1), 1], { rows: 8, risk: 'low' }, 100n)).toThrow();
  });

  it('is deterministic from the seeds and changes with the nonce', () => {
    const seed = 'cd'.repeat(32);
    const p: PlinkoParams = { rows: 16, risk: 'high' };
    const a = playPlinko(floats(seed, 'c', 5, 16), p, 100n);
    expect(playPlinko(floats(seed, 'c', 5, 16), p, 100n)).toEqual(a);
    expect(playPlinko(floats(seed, 'c', 6, 16), p, 100n).path).not.toEqual(a.path);
  });
});
