import { describe, expect, it } from 'vitest';
import { K3_SUMS, LotteryErrors, orderWin, rat, validateOrderLine } from '../src/index.ts';
import {
  diceOutcomes,
  exactRtp,
  expectRat,
  meanWins,
  play,
  pricedBets,
  result,
  select,
  tally,
} from './helpers.ts';

/** Worked examples at unit 200, multiple 1, series 1980 (base 2000): a winning bet pays 198/p minor. */
const EXAMPLES: {
  code: string;
  content: string;
  winNo: string;
  betCount: number;
  winning: Record<string, number>;
  win: bigint;
}[] = [
  // 2+2+5 = 9: 25 of 216, 198 × 216/25 = 1710.72 → 1710
  { code: 'hezhi', content: '4,9,17', winNo: '2,2,5', betCount: 3, winning: { sum9: 1 }, win: 1710n },
  // sum 4: 3 of 216, 198 × 72
  { code: 'hezhi', content: '4,9,17', winNo: '1,2,1', betCount: 3, winning: { sum4: 1 }, win: 14_256n },
  // 198 × 36
  {
    code: 'santonghao_tong',
    content: '111,222,333,444,555,666',
    winNo: '4,4,4',
    betCount: 1,
    winning: { win: 1 },
    win: 7128n,
  },
  {
    code: 'santonghao_tong',
    content: '111,222,333,444,555,666',
    winNo: '4,4,5',
    betCount: 1,
    winning: {},
    win: 0n,
  },
  // 198 × 216
  {
    code: 'santonghao_dan',
    content: '111,444',
    winNo: '4,4,4',
    betCount: 2,
    winning: { win: 1 },
    win: 42_768n,
  },
  // pair 2 + single 5: 198 × 72
  {
    code: 'ertonghao_dan',
    content: '11,22|3,5',
    winNo: '2,5,2',
    betCount: 4,
    winning: { win: 1 },
    win: 14_256n,
  },
  { code: 'ertonghao_dan', content: '11,22|3,5', winNo: '2,2,2', betCount: 4, winning: {}, win: 0n },
  // at least two 2s: 198 × 216/16 = 2673, a triple counts
  { code: 'ertonghao_fu', content: '11,22', winNo: '2,2,5', betCount: 2, winning: { win: 1 }, win: 2673n },
  { code: 'ertonghao_fu', content: '11,22', winNo: '2,2,2', betCount: 2, winning: { win: 1 }, win: 2673n },
  { code: 'sanbutonghao', content: '1,2,3,4', winNo: '4,1,3', betCount: 4, winning: { win: 1 }, win: 7128n },
  // {1,3}, {1,4}, {3,4} all win: 3 × 198 × 216/30 = 4276.8 → 4276
  { code: 'erbutonghao', content: '1,3,4', winNo: '4,1,3', betCount: 3, winning: { win: 3 }, win: 4276n },
  { code: 'erbutonghao', content: '1,3,4', winNo: '1,1,3', betCount: 3, winning: { win: 1 }, win: 1425n },
  // sum 9: small and odd; only odd picked: 198 × 216/105 = 407.31 → 407
  { code: 'hezhi_dxds', content: 'da,dan', winNo: '2,2,5', betCount: 2, winning: { win: 1 }, win: 407n },
  // a triple (6,6,6 is big and even) loses all four
  { code: 'hezhi_dxds', content: 'da,xiao,dan,shuang', winNo: '6,6,6', betCount: 4, winning: {}, win: 0n },
];

describe('K3 worked examples', () => {
  it.each(EXAMPLES)('$code "$content" on $winNo', (ex) => {
    const r = validateOrderLine({
      gameCode: 'K3_1',
      playCode: ex.code,
      content: ex.content,
      bettingMode: 1,
      multiple: 1,
      series: 1980,
    });
    if (!r.ok) throw new Error(r.detail);
    expect(r.line.betCount).toBe(ex.betCount);
    const s = orderWin(r.line, result('K3', ex.winNo));
    expect(Object.fromEntries(Object.entries(s.winningBets).filter(([, n]) => n > 0))).toEqual(ex.winning);
    expect(s.win).toBe(ex.win);
  });
});

describe('K3 content errors', () => {
  const cases: [string, string, string][] = [
    ['hezhi', '2', LotteryErrors.contentRange],
    ['hezhi', '19', LotteryErrors.contentRange],
    ['santonghao_tong', '111,222', LotteryErrors.contentInvalid],
    ['santonghao_dan', '123', LotteryErrors.contentRange],
    ['santonghao_dan', '777', LotteryErrors.contentRange],
    ['santonghao_dan', '11', LotteryErrors.contentInvalid],
    ['santonghao_dan', '111,111', LotteryErrors.contentDuplicate],
    ['ertonghao_dan', '11,22|1', LotteryErrors.contentDuplicate],
    ['ertonghao_dan', '11,22', LotteryErrors.contentCount],
    ['ertonghao_dan', '11|', LotteryErrors.contentCount],
    ['ertonghao_fu', '12', LotteryErrors.contentRange],
    ['sanbutonghao', '1,2', LotteryErrors.contentCount],
    ['sanbutonghao', '0,1,2', LotteryErrors.contentRange],
    ['erbutonghao', '1,7', LotteryErrors.contentRange],
    ['hezhi_dxds', 'he', LotteryErrors.contentRange],
  ];
  it.each(cases)('%s "%s" → %s', (code, content, error) => {
    const r = play('K3', code).parse(content);
    expect(r.ok ? null : r.error).toBe(error);
  });
});

describe('K3 probabilities and RTP over all 216 outcomes', () => {
  const outcomes = [...diceOutcomes()];

  it('every sum level is priced from its exact ways', () => {
    const p = play('K3', 'hezhi');
    expect(Object.values(K3_SUMS).reduce((a, b) => a + b, 0)).toBe(216);
    expect([K3_SUMS[3], K3_SUMS[10], K3_SUMS[11], K3_SUMS[18]]).toEqual([1, 27, 27, 1]);
    for (let s = 3; s <= 18; s++) {
      const t = tally(p, select(p, String(s)), outcomes);
      expectRat(meanWins(t, `sum${s}`), rat(K3_SUMS[s]!, 216));
    }
    const all = select(p, '3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18');
    const t = tally(p, all, outcomes);
    expectRat(pricedBets(p, t), rat(16));
    expectRat(exactRtp(p, all, t, 1980), rat(1980, 2000));
  });

  const probes: { code: string; singles: [string, number][]; multi: string[] }[] = [
    { code: 'santonghao_tong', singles: [['111,222,333,444,555,666', 6]], multi: [] },
    { code: 'santonghao_dan', singles: [['333', 1]], multi: ['111,222,333,444,555,666'] },
    { code: 'ertonghao_dan', singles: [['33|6', 3]], multi: ['11,22,33|4,5,6'] },
    { code: 'ertonghao_fu', singles: [['55', 16]], multi: ['11,22,33,44,55,66'] },
    { code: 'sanbutonghao', singles: [['2,4,6', 6]], multi: ['1,2,3,4,5,6'] },
    { code: 'erbutonghao', singles: [['1,6', 30]], multi: ['1,2,3,4,5,6'] },
    {
      code: 'hezhi_dxds',
      singles: [
        ['da', 105],
        ['xiao', 105],
        ['dan', 105],
        ['shuang', 105],
      ],
      multi: ['da,xiao,dan,shuang'],
    },
  ];
  it.each(probes)('$code', ({ code, singles, multi }) => {
    const p = play('K3', code);
    for (const [content, ways] of singles) {
      const s = select(p, content);
      expect(s.betCount).toBe(1);
      expectRat(meanWins(tally(p, s, outcomes), 'win'), rat(ways, 216));
      expectRat(p.levels[0]!.expected, rat(ways, 216));
    }
    for (const content of [...singles.map((s) => s[0]), ...multi]) {
      const s = select(p, content);
      const t = tally(p, s, outcomes);
      expectRat(pricedBets(p, t), rat(s.betCount));
      expectRat(exactRtp(p, s, t, 1980), rat(1980, 2000));
      expectRat(exactRtp(p, s, t, 1800), rat(1800, 2000));
    }
  });
});
