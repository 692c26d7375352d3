import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeFairCrypto, newServerSeed } from '@portal/fair/node';
import { webFairCrypto } from '@portal/fair/web';
import { describe, expect, it } from 'vitest';
import type { BallResult, GroupCode, VnResult } from '../src/index.ts';
import {
  deriveDraw,
  drawCommitHash,
  drawInputs,
  drawNonce,
  formatWinNo,
  gameByCode,
  GAMES,
  GROUPS,
  numerosBetween,
  parseWinNo,
  pickFromPool,
  resultFromFloats,
  verifyDraw,
  verifyDrawAsync,
  vnNumbers,
} from '../src/index.ts';

const seed = newServerSeed(Uint8Array.from({ length: 32 }, (_, i) => (i * 37 + 11) % 256));
const numeroOf = (code: string) =>
  gameByCode(code)!.schedule.kind === 'interval' ? '20261123-0842' : '20261123';

describe('draw derivation', () => {
  it('nonce is the numero read as one decimal integer; clientSeed the game code', () => {
    expect(drawNonce('20261123-0842')).toBe(202611230842);
    expect(drawNonce('20261123')).toBe(20261123);
    expect(() => drawNonce('2026-11-23')).toThrow(RangeError);
    expect(() => drawNonce('20261123-842')).toThrow(RangeError);
    expect(drawInputs('SSC1', '20261123-0842')).toEqual({
      gameCode: 'SSC1',
      group: 'SSC',
      clientSeed: 'SSC1',
      nonce: 202611230842,
      floatCount: 5,
    });
    expect(drawInputs('VN_NORTH', '20261123').floatCount).toBe(107);
    expect(drawInputs('VN_SOUTH', '20261123').floatCount).toBe(82);
    expect(() => drawInputs('NOPE', '20261123')).toThrow(RangeError);
  });

  it('is reproducible with any HMAC-SHA256 tool (the verify page recipe)', () => {
    const hmac = createHmac('sha256', seed).update('SSC1:202611230842:0', 'utf8').digest();
    const digits = [0, 1, 2, 3, 4].map((i) => Math.floor((hmac.readUInt32BE(i * 4) / 2 ** 32) * 10));
    expect(formatWinNo(deriveDraw(nodeFairCrypto, seed, 'SSC1', '20261123-0842'))).toBe(digits.join(','));
    expect(drawCommitHash(nodeFairCrypto, seed)).toBe(
      createHash('sha256').update(seed, 'utf8').digest('hex'),
    );
  });

  it('regression vectors for every demo game (a fixed seed, numero 20261123[-0842])', () => {
    const expected: Record<string, string> = {
      SSC1: '7,9,5,0,1',
      SSC3: '3,9,8,6,8',
      SSC5: '0,7,6,0,4',
      '11X5_3': '09,02,03,04,05',
      PK10_1: '10,05,02,08,06,03,07,09,01,04',
      K3_1: '1,4,3',
      '3D_DAILY': '2,5,3',
      VN_NORTH:
        '18990,59776,05493,39859,36315,10685,43511,19955,37647,11049,8562,3805,0056,5473,0373,5515,2936,4902,6166,9427,952,619,252,94,23,35,79',
      VN_CENTRAL:
        '049615,48146,19329,17949,26486,07438,23243,49056,04967,91700,91571,57730,7914,5481,3391,6828,985,66',
      VN_SOUTH:
        '751626,67798,19140,46291,41871,37339,52386,51702,95682,93044,65153,15746,2763,2124,0164,2963,125,30',
    };
    for (const g of GAMES) {
      const r = deriveDraw(nodeFairCrypto, seed, g.code, numeroOf(g.code));
      expect(formatWinNo(r)).toBe(expected[g.code]);
      expect(parseWinNo(g.group, formatWinNo(r))).toEqual(r);
      // deterministic, and another numero gives another draw
      expect(deriveDraw(nodeFairCrypto, seed, g.code, numeroOf(g.code))).toEqual(r);
    }
    expect(formatWinNo(deriveDraw(nodeFairCrypto, seed, 'SSC1', '20261123-0843'))).not.toBe('7,9,5,0,1');
  });

  it('verifyDraw checks the commitment and recomputes the result, in node and with WebCrypto', async () => {
    const commit = drawCommitHash(nodeFairCrypto, seed);
    for (const g of GAMES) {
      const numero = numeroOf(g.code);
      const v = verifyDraw(seed, commit, g.code, numero, nodeFairCrypto);
      expect(v.hashMatches).toBe(true);
      expect(v.result).toEqual(deriveDraw(nodeFairCrypto, seed, g.code, numero));
      expect(v.winNo).toBe(formatWinNo(v.result));
      const w = await verifyDrawAsync(seed, commit.toUpperCase(), g.code, numero, webFairCrypto);
      expect(w).toEqual(v);
    }
    const other = newServerSeed(new Uint8Array(32).fill(7));
    expect(verifyDraw(other, commit, 'SSC1', '20261123-0842', nodeFairCrypto).hashMatches).toBe(false);
    expect(() => verifyDraw('xyz', commit, 'SSC1', '20261123-0842', nodeFairCrypto)).toThrow(TypeError);
    expect(() => verifyDraw(seed, 'abc', 'SSC1', '20261123-0842', nodeFairCrypto)).toThrow(TypeError);
    // a merchant game outside games.ts verifies with its group given
    expect(verifyDraw(seed, commit, 'MY_SSC', '20261123-0001', nodeFairCrypto, 'SSC').hashMatches).toBe(true);
  });

  it('every ordered 11X5 draw comes from exactly one cell of pick indices (no rejection, no bias)', () => {
    const seen = new Set<string>();
    for (let a = 0; a < 11; a++)
      for (let b = 0; b < 10; b++)
        for (let c = 0; c < 9; c++)
          for (let d = 0; d < 8; d++)
            for (let e = 0; e < 7; e++) {
              const f = [a, b, c, d, e].map((i, k) => (i + 0.5) / (11 - k));
              seen.add(pickFromPool(f, 5, 11).join(','));
            }
    expect(seen.size).toBe(55_440);
    expect(pickFromPool([0, 0, 0, 0, 0, 0, 0, 0, 0, 0.999], 10, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(() => resultFromFloats(GROUPS.SSC, [0.1, 0.2, 0.3, 0.4, 1])).toThrow(RangeError);
    expect(() => resultFromFloats(GROUPS.SSC, [0.1])).toThrow(RangeError);
  });
});

/** Upper critical value of chi-square at p = 0.001 (Wilson–Hilferty). */
function chiCritical(df: number): number {
  const z = 3.0902;
  const k = 2 / (9 * df);
  return df * (1 - k + z * Math.sqrt(k)) ** 3;
}

function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const e = total / counts.length;
  return counts.reduce((s, c) => s + (c - e) ** 2 / e, 0);
}

describe('draw uniformity (chi-square, p = 0.001, deterministic seeds)', () => {
  const t0 = Date.UTC(2026, 10, 22, 16, 0); // 2026-11-23 00:00 Taipei

  const ballCases: { game: string; group: GroupCode; draws: number }[] = [
    { game: 'SSC1', group: 'SSC', draws: 10_000 },
    { game: '11X5_3', group: '11X5', draws: 10_000 },
    { game: 'PK10_1', group: 'PK10', draws: 10_000 },
    { game: 'K3_1', group: 'K3', draws: 10_000 },
  ];
  it.each(ballCases)('$game: every value equally likely in every position', ({ game, group, draws }) => {
    const def = gameByCode(game)!;
    const slots = numerosBetween(
      def,
      t0,
      t0 + draws * 60_000 * (def.schedule.kind === 'interval' ? def.schedule.minutes : 1),
    );
    expect(slots.length).toBe(draws);
    const g = GROUPS[group];
    if (g.kind !== 'balls') throw new Error('ball group expected');
    const lo = g.shape.kind === 'digits' ? 0 : 1;
    const values = g.shape.kind === 'digits' ? 10 : g.shape.kind === 'dice' ? 6 : g.shape.from;
    const perPosition = Array.from({ length: g.shape.count }, () => new Array<number>(values).fill(0));
    const firstPairs = new Array<number>(values * values).fill(0);
    for (const s of slots) {
      const r = deriveDraw(nodeFairCrypto, seed, game, s.numero) as BallResult;
      r.balls.forEach((b, i) => perPosition[i]![b - lo]!++);
      firstPairs[(r.balls[0]! - lo) * values + (r.balls[1]! - lo)]!++;
    }
    for (const counts of perPosition) expect(chiSquare(counts)).toBeLessThan(chiCritical(values - 1));
    // pairs of the first two positions: independent (digits, dice) or all distinct pairs (picks)
    const cells = g.shape.kind === 'pick' ? firstPairs.filter((_, i) => i % (values + 1) !== 0) : firstPairs;
    if (g.shape.kind === 'pick')
      expect(firstPairs.filter((_, i) => i % (values + 1) === 0).every((c) => c === 0)).toBe(true);
    expect(chiSquare(cells)).toBeLessThan(chiCritical(cells.length - 1));
  });

  it('VN: every digit of every prize equally likely', () => {
    const def = gameByCode('VN_NORTH')!;
    const counts = new Array<number>(10).fill(0);
    const special = new Array<number>(100).fill(0);
    for (let d = 0; d < 2000; d++) {
      const date = new Date(Date.UTC(2026, 0, 1 + d));
      const numero = `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}${String(date.getUTCDate()).padStart(2, '0')}`;
      const r = deriveDraw(nodeFairCrypto, seed, def.code, numero) as VnResult;
      for (const n of vnNumbers(r)) for (const ch of n.number) counts[Number(ch)]!++;
      special[Number(r.prizes[0]!.numbers[0]!.slice(-2))]!++;
    }
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2000 * 107);
    expect(chiSquare(counts)).toBeLessThan(chiCritical(9));
    expect(chiSquare(special)).toBeLessThan(chiCritical(99));
  });
});

describe('browser safety', () => {
  const engineDir = join(dirname(fileURLToPath(import.meta.url)), '../src');
  const fairCore = join(dirname(fileURLToPath(import.meta.url)), '../../fair/src/fair-core.ts');

  /** Every module reachable through relative and @portal/fair imports, with its other imports. */
  function importGraph(entry: string): Map<string, string[]> {
    const graph = new Map<string, string[]>();
    const visit = (file: string): void => {
      if (graph.has(file)) return;
      const source = readFileSync(file, 'utf8');
      const specifiers = [...source.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*from\s+'([^']+)'/g)].map(
        (m) => m[1] as string,
      );
      const relative = (s: string) => s.startsWith('./') || s.startsWith('../');
      graph.set(
        file,
        specifiers.filter((s) => !relative(s) && s !== '@portal/fair'),
      );
      for (const s of specifiers) {
        if (relative(s)) visit(join(dirname(file), s));
        else if (s === '@portal/fair') visit(fairCore);
      }
    };
    visit(join(engineDir, entry));
    return graph;
  }

  it('draw.ts and index.ts reach nothing but the engine and pure @portal/fair', () => {
    for (const entry of ['draw.ts', 'index.ts']) {
      const graph = importGraph(entry);
      expect(graph.size).toBeGreaterThanOrEqual(entry === 'index.ts' ? 20 : 5);
      expect([...graph.values()].flat()).toEqual([]);
      expect([...graph.keys()]).toContain(fairCore);
    }
  });
});
