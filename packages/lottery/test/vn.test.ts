import { describe, expect, it } from 'vitest';
import type { VnGroup, VnResult } from '../src/index.ts';
import {
  floor,
  GROUPS,
  LotteryErrors,
  orderWin,
  rat,
  resultFromFloats,
  toNumber,
  validateOrderLine,
  vnTails,
  xienProbability,
} from '../src/index.ts';
import { expectRat, play, result, seededFloats, select } from './helpers.ts';

/** The rules examples' draws: north 27 numbers (ĐB 12345, G1 67890), south/central 18 (ĐB 123456). */
const NORTH =
  '12345,67890,11145,22227,30405,41527,50699,61234,70045,89012,1234,5627,9045,3312,4455,6677,8899,1000,2345,5627,345,627,899,45,27,12,90';
const SOUTH =
  '123456,67890,11145,22227,30405,41527,50699,61234,70045,89012,12345,54321,1234,5627,9045,3312,456,27';

const GAME: Record<VnGroup, string> = { VNC_27: 'VN_NORTH', VNC_18: 'VN_SOUTH' };

/** Win at unit 200, multiple 1, series 1980: 198 × (1/expected) per winning bet, rounded down once. */
function settle(group: VnGroup, code: string, content: string, winNo: string) {
  const r = validateOrderLine({
    gameCode: GAME[group],
    playCode: code,
    content,
    bettingMode: 1,
    multiple: 1,
    series: 1980,
  });
  if (!r.ok) throw new Error(r.detail);
  return { line: r.line, ...orderWin(r.line, result(group, winNo)) };
}

describe('VN draw formats', () => {
  it('north has 27 numbers, central/south 18, with the real digit lengths', () => {
    const n = result('VNC_27', NORTH) as VnResult;
    expect(n.prizes.map((p) => `${p.tier}:${p.numbers.length}x${p.numbers[0]!.length}`)).toEqual([
      'DB:1x5',
      'G1:1x5',
      'G2:2x5',
      'G3:6x5',
      'G4:4x4',
      'G5:6x4',
      'G6:3x3',
      'G7:4x2',
    ]);
    const s = result('VNC_18', SOUTH) as VnResult;
    expect(s.prizes.map((p) => `${p.tier}:${p.numbers.length}x${p.numbers[0]!.length}`)).toEqual([
      'DB:1x6',
      'G1:1x5',
      'G2:1x5',
      'G3:2x5',
      'G4:7x5',
      'G5:1x4',
      'G6:3x4',
      'G7:1x3',
      'G8:1x2',
    ]);
    expect(vnTails(n, 2)).toHaveLength(27);
    expect(vnTails(n, 3)).toHaveLength(23);
    expect(vnTails(s, 2)).toHaveLength(18);
    expect(vnTails(s, 3)).toHaveLength(17);
  });
});

describe('VN worked examples', () => {
  it('lô 2 pays per occurrence among all prizes', () => {
    // north: 45 ends 7 numbers, 27 six, 99 three = 16 wins × 198 × 100/27 = 11733.33 → 11733
    const n = settle('VNC_27', 'lo2', '27,45,99', NORTH);
    expect(n.line.betCount).toBe(3);
    expect(n.winningBets).toEqual({ win: 16 });
    expect(n.win).toBe(11_733n);
    // south: 4 + 4 + 1 = 9 wins × 198 × 100/18 = 1100 each
    const s = settle('VNC_18', 'lo2', '27,45,99', SOUTH);
    expect(s.winningBets).toEqual({ win: 9 });
    expect(s.win).toBe(9900n);
  });

  it('lô 3 counts three-digit tails only', () => {
    // 345: 12345, 2345, 345; 627: 5627 twice, 627 → 6 × 198 × 1000/23 = 51652.17 → 51652
    const n = settle('VNC_27', 'lo3', '345,627', NORTH);
    expect(n.winningBets).toEqual({ win: 6 });
    expect(n.win).toBe(51_652n);
    // south: 345 only in 12345 (G4), 627 in 5627: 2 × 198 × 1000/17 = 23294.1 → 23294
    const s = settle('VNC_18', 'lo3', '345,627', SOUTH);
    expect(s.winningBets).toEqual({ win: 2 });
    expect(s.win).toBe(23_294n);
  });

  it('đề, 3 càng, đề giải nhất, đầu, đuôi', () => {
    expect(settle('VNC_27', 'de2', '45,56', NORTH).win).toBe(19_800n); // ĐB 12345 → 45
    expect(settle('VNC_18', 'de2', '45,56', SOUTH).win).toBe(19_800n); // ĐB 123456 → 56
    expect(settle('VNC_27', 'de2', '12,34', NORTH).win).toBe(0n);
    expect(settle('VNC_27', 'de3', '345,456', NORTH).win).toBe(198_000n);
    expect(settle('VNC_18', 'de3', '345,456', SOUTH).win).toBe(198_000n);
    expect(settle('VNC_27', 'de2_g1', '90', NORTH).win).toBe(19_800n); // G1 67890
    expect(settle('VNC_27', 'de2_g1', '45', NORTH).win).toBe(0n);
    expect(settle('VNC_27', 'de_dau', '4,5', NORTH).winningBets).toEqual({ win: 1 }); // 1234[5] → tens 4
    expect(settle('VNC_27', 'de_dau', '4,5', NORTH).win).toBe(1980n);
    expect(settle('VNC_18', 'de_duoi', '5,6', SOUTH).win).toBe(1980n); // 12345[6]
  });

  it('xiên: every k-subset whose numbers all appear, once each', () => {
    const p2 = xienProbability(2, 27);
    // 1 − 2·0.99^27 + 0.98^27
    expectRat(p2, rat(100n ** 27n - 2n * 99n ** 27n + 98n ** 27n, 100n ** 27n));
    const n = settle('VNC_27', 'xien2', '27,45,99', NORTH);
    expect(n.winningBets).toEqual({ win: 3 });
    expect(n.win).toBe(floor(rat(3n * 200n * 1980n * p2.d, 2000n * p2.n)));
    expect(n.win).toBe(10_823n);
    // 11 never appears: only {27,45,99} of the 4 triples wins
    const x3 = settle('VNC_27', 'xien3', '11,27,45,99', NORTH);
    expect(x3.line.betCount).toBe(4);
    expect(x3.winningBets).toEqual({ win: 1 });
    // 12 appears (89012, 3312, G7 12): {12,27,45,99} is the one winning four of C(5,4) = 5
    const x4 = settle('VNC_27', 'xien4', '11,12,27,45,99', NORTH);
    expect(x4.line.betCount).toBe(5);
    expect(x4.winningBets).toEqual({ win: 1 });
    const p4 = xienProbability(4, 27);
    expect(x4.win).toBe(floor(rat(200n * 1980n * p4.d, 2000n * p4.n)));
    const s = settle('VNC_18', 'xien2', '27,45,99', SOUTH);
    expect(s.winningBets).toEqual({ win: 3 });
  });

  it('shows the special prize in bold, đề giải nhất the first prize (inventory 3.6)', () => {
    const n = result('VNC_27', NORTH);
    expect(play('VNC_27', 'de2').winningNumber(n)).toEqual({ balls: ['12345'], text: '12345', bold: true });
    expect(play('VNC_27', 'lo2').winningNumber(n).text).toBe('12345');
    expect(play('VNC_27', 'de2_g1').winningNumber(n)).toEqual({
      balls: ['67890'],
      text: '67890',
      bold: false,
    });
    expect(play('VNC_18', 'de3').winningNumber(result('VNC_18', SOUTH)).text).toBe('123456');
  });
});

describe('VN content errors', () => {
  const cases: [string, string, string][] = [
    ['lo2', '5', LotteryErrors.contentInvalid],
    ['lo2', '100', LotteryErrors.contentRange],
    ['lo2', '05,05', LotteryErrors.contentDuplicate],
    ['lo2', '', LotteryErrors.contentCount],
    ['lo3', '45', LotteryErrors.contentInvalid],
    ['de_dau', '10', LotteryErrors.contentRange],
    ['xien2', '05', LotteryErrors.contentCount],
    ['xien4', '01,02,03', LotteryErrors.contentCount],
    ['de2', '05|06', LotteryErrors.contentCount],
  ];
  it.each(cases)('%s "%s" → %s', (code, content, error) => {
    const r = play('VNC_27', code).parse(content);
    expect(r.ok ? null : r.error).toBe(error);
  });
});

describe('VN probabilities', () => {
  /** The north draw with every number's last two digits set to "00", then number i's set to t. */
  const bases = { VNC_27: result('VNC_27', NORTH), VNC_18: result('VNC_18', SOUTH) } as Record<
    VnGroup,
    VnResult
  >;
  function withTail(group: VnGroup, i: number, t: number): VnResult {
    const base = bases[group];
    let k = 0;
    return {
      group,
      prizes: base.prizes.map((p) => ({
        tier: p.tier,
        numbers: p.numbers.map((num) => `${num.slice(0, -2)}${String(k++ === i ? t : 0).padStart(2, '0')}`),
      })),
    };
  }

  it.each(['VNC_27', 'VNC_18'] as const)(
    '%s lô 2: exactly one occurrence per prize over its 100 tails',
    (group) => {
      const g = GROUPS[group];
      if (g.kind !== 'vn') throw new Error('not vn');
      const p = play(group, 'lo2');
      const sel = select(p, '27');
      let hits = 0;
      for (let i = 0; i < g.numberCount; i++) {
        for (let t = 0; t < 100; t++) hits += p.winningBets(sel, withTail(group, i, t)).win!;
      }
      // each prize's tail is uniform and independent: E[occurrences] = Σ_i 1/100 = N/100
      expect(hits).toBe(g.numberCount);
      expectRat(p.levels[0]!.expected, rat(g.numberCount, 100));
    },
  );

  it('đề reads only the special prize, đề giải nhất only the first prize', () => {
    const de = play('VNC_27', 'de2');
    const g1 = play('VNC_27', 'de2_g1');
    const sd = select(de, '27');
    const sg = select(g1, '27');
    for (let i = 0; i < 27; i++) {
      let a = 0;
      let b = 0;
      for (let t = 0; t < 100; t++) {
        a += de.winningBets(sd, withTail('VNC_27', i, t)).win!;
        b += g1.winningBets(sg, withTail('VNC_27', i, t)).win!;
      }
      expect([a, b]).toEqual([i === 0 ? 1 : 0, i === 1 ? 1 : 0]);
    }
  });

  it('the xiên formula matches brute force on small alphabets', () => {
    for (const [values, n] of [
      [6, 4],
      [10, 5],
    ] as const) {
      for (let k = 2; k <= 4; k++) {
        let hits = 0;
        const total = values ** n;
        for (let x = 0; x < total; x++) {
          const seen = new Set<number>();
          let y = x;
          for (let i = 0; i < n; i++) {
            seen.add(y % values);
            y = Math.floor(y / values);
          }
          let all = true;
          for (let v = 0; v < k; v++) if (!seen.has(v)) all = false;
          if (all) hits++;
        }
        expectRat(xienProbability(k, n, values), rat(hits, total));
      }
    }
  });

  it('a seeded sample of real draws agrees with lô, đề and xiên probabilities', () => {
    const next = seededFloats(20261123);
    const group = GROUPS.VNC_27;
    const draws = 20_000;
    const lo = play('VNC_27', 'lo2');
    const x2 = play('VNC_27', 'xien2');
    const de3 = play('VNC_27', 'de3');
    const two = (n: number) => String(n).padStart(2, '0');
    // one selection per number, parsed once; the numbers bet rotate so the sample covers all of them
    const loSel = Array.from({ length: 100 }, (_, a) => select(lo, two(a)));
    const xSel = Array.from({ length: 100 }, (_, a) => select(x2, `${two(a)},${two((a * 37 + 11) % 100)}`));
    const deSel = Array.from({ length: 1000 }, (_, a) => select(de3, String(a).padStart(3, '0')));
    let loHits = 0;
    let xHits = 0;
    let deHits = 0;
    for (let d = 0; d < draws; d++) {
      const r = resultFromFloats(group, Array.from({ length: group.floatsPerDraw }, next));
      loHits += lo.winningBets(loSel[d % 100]!, r).win!;
      xHits += x2.winningBets(xSel[d % 100]!, r).win!;
      deHits += de3.winningBets(deSel[d % 1000]!, r).win!;
    }
    const within = (hits: number, p: number, perDrawVar: number) =>
      expect(Math.abs(hits / draws - p)).toBeLessThan(5 * Math.sqrt(perDrawVar / draws));
    within(loHits, 0.27, 27 * 0.01 * 0.99);
    const px = toNumber(xienProbability(2, 27));
    within(xHits, px, px * (1 - px));
    within(deHits, 0.001, 0.001 * 0.999);
  });
});
