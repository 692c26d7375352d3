import { describe, expect, it } from 'vitest';
import { GUANYA_SUMS, LotteryErrors, orderWin, rat, validateOrderLine } from '../src/index.ts';
import {
  exactRtp,
  expectRat,
  meanWins,
  pk10Outcomes,
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
  // 1st is car 2 (picked), 2nd is car 3 (picked), 10th is car 9 (10 picked): 2 × 1980
  {
    code: 'dingweidan',
    content: '01,02|03||||||||10',
    winNo: '02,03,01,04,05,06,07,08,10,09',
    betCount: 4,
    winning: { win: 2 },
    win: 3960n,
  },
  {
    code: 'guanjun',
    content: '01,02',
    winNo: '02,03,01,04,05,06,07,08,10,09',
    betCount: 2,
    winning: { win: 1 },
    win: 1980n,
  },
  // (1,3) and (2,3); 1/p = 90
  {
    code: 'guanya_zhixuan',
    content: '01,02|03',
    winNo: '02,03,01,04,05,06,07,08,10,09',
    betCount: 2,
    winning: { win: 1 },
    win: 17_820n,
  },
  // 4 + 7 = 11: 10 of the 90 pairs, 198 × 9 = 1782
  {
    code: 'guanya_he',
    content: '3,11,19',
    winNo: '04,07,01,02,03,05,06,08,09,10',
    betCount: 3,
    winning: { sum11: 1 },
    win: 1782n,
  },
  // 1 + 2 = 3: 2 of 90, 198 × 45 = 8910
  {
    code: 'guanya_he',
    content: '3,11,19',
    winNo: '01,02,03,04,05,06,07,08,09,10',
    betCount: 3,
    winning: { sum3: 1 },
    win: 8910n,
  },
  // 9 + 4 = 13: big (p 4/9 → 445.5) and odd (p 5/9 → 356.4): 801.9 → 801
  {
    code: 'guanya_he_dxds',
    content: 'da,dan',
    winNo: '09,04,01,02,03,05,06,07,08,10',
    betCount: 2,
    winning: { da: 1, dan: 1 },
    win: 801n,
  },
  // 11 is small and odd: 198 × 9/5 twice = 712.8 → 712
  {
    code: 'guanya_he_dxds',
    content: 'da,xiao,dan,shuang',
    winNo: '05,06,01,02,03,04,07,08,09,10',
    betCount: 4,
    winning: { xiao: 1, dan: 1 },
    win: 712n,
  },
  // 1st 07: big; 3rd 03: small and odd. 396 each
  {
    code: 'dingwei_dxds',
    content: 'da||xiao,dan|||||||',
    winNo: '07,02,03,01,04,05,06,08,10,09',
    betCount: 3,
    winning: { win: 3 },
    win: 1188n,
  },
  // 1st 07 v 10th 09: tiger (dragon loses); 5th 04 v 6th 05: tiger wins 396
  {
    code: 'longhu',
    content: '1:long|5:hu',
    winNo: '07,02,03,01,04,05,06,08,10,09',
    betCount: 2,
    winning: { longhu: 1 },
    win: 396n,
  },
];

describe('PK10 worked examples', () => {
  it.each(EXAMPLES)('$code "$content" on $winNo', (ex) => {
    const r = validateOrderLine({
      gameCode: 'PK10_1',
      playCode: ex.code,
      content: ex.content,
      bettingMode: 1,
      multiple: 1,
      series: 1980,
    });
    if (!r.ok) throw new Error(r.detail);
    expect(r.line.betCount).toBe(ex.betCount);
    const s = orderWin(r.line, result('PK10', ex.winNo));
    expect(Object.fromEntries(Object.entries(s.winningBets).filter(([, n]) => n > 0))).toEqual(ex.winning);
    expect(s.win).toBe(ex.win);
  });
});

describe('PK10 content errors', () => {
  const cases: [string, string, string][] = [
    ['dingweidan', '01|02', LotteryErrors.contentCount],
    ['dingweidan', '11|||||||||', LotteryErrors.contentRange],
    ['dingweidan', '00|||||||||', LotteryErrors.contentRange],
    ['guanjun', '01,01', LotteryErrors.contentDuplicate],
    ['guanya_zhixuan', '01|01', LotteryErrors.contentCount],
    ['guanya_he', '2', LotteryErrors.contentRange],
    ['guanya_he', '20', LotteryErrors.contentRange],
    ['guanya_he_dxds', 'he', LotteryErrors.contentRange],
    ['longhu', '6:long', LotteryErrors.contentRange],
    ['longhu', '1:he', LotteryErrors.contentRange],
    ['longhu', '1:long|1:hu', LotteryErrors.contentDuplicate],
  ];
  it.each(cases)('%s "%s" → %s', (code, content, error) => {
    const r = play('PK10', code).parse(content);
    expect(r.ok ? null : r.error).toBe(error);
  });
});

describe('PK10 probabilities and RTP by enumeration', () => {
  it('1st + 2nd sums over the 90 ordered pairs', () => {
    expect(Object.values(GUANYA_SUMS).reduce((a, b) => a + b, 0)).toBe(90);
    expect(GUANYA_SUMS[3]).toBe(2);
    expect(GUANYA_SUMS[11]).toBe(10);
    expect(GUANYA_SUMS[19]).toBe(2);
    const p = play('PK10', 'guanya_he');
    const pairs = [...pk10Outcomes([0, 1])];
    expect(pairs.length).toBe(90);
    for (let s = 3; s <= 19; s++) {
      const t = tally(p, select(p, String(s)), pairs);
      expectRat(meanWins(t, `sum${s}`), rat(GUANYA_SUMS[s]!, 90));
    }
    const all = select(p, '3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19');
    const t = tally(p, all, pairs);
    expectRat(pricedBets(p, t), rat(17));
    expectRat(exactRtp(p, all, t, 1980), rat(1980, 2000));
  });

  const probes: {
    code: string;
    places: number[];
    singles: [string, string, number, number][];
    multi: string[];
  }[] = [
    {
      code: 'dingweidan',
      places: [0, 9],
      singles: [['05|||||||||', 'win', 1, 10]],
      multi: ['01,02|||||||||03,04,05'],
    },
    { code: 'guanjun', places: [0], singles: [['10', 'win', 1, 10]], multi: ['01,02,03'] },
    { code: 'guanya_zhixuan', places: [0, 1], singles: [['10|01', 'win', 1, 90]], multi: ['01,02,03|02,03'] },
    {
      code: 'guanya_he_dxds',
      places: [0, 1],
      singles: [
        ['da', 'da', 40, 90],
        ['xiao', 'xiao', 50, 90],
        ['dan', 'dan', 50, 90],
        ['shuang', 'shuang', 40, 90],
      ],
      multi: ['da,xiao,dan,shuang'],
    },
    {
      code: 'dingwei_dxds',
      places: [2, 7],
      singles: [
        ['||da|||||||', 'win', 1, 2],
        ['|||||||dan||', 'win', 1, 2],
      ],
      multi: ['||da,xiao,dan|||||shuang||'],
    },
    {
      code: 'longhu',
      places: [0, 9, 4, 5],
      singles: [
        ['1:long', 'longhu', 1, 2],
        ['5:hu', 'longhu', 1, 2],
      ],
      multi: ['1:long,hu|5:hu'],
    },
  ];
  it.each(probes)('$code', ({ code, places, singles, multi }) => {
    const p = play('PK10', code);
    const outcomes = [...pk10Outcomes(places)];
    for (const [content, level, n, d] of singles) {
      const s = select(p, content);
      expect(s.betCount).toBe(1);
      expectRat(meanWins(tally(p, s, outcomes), level), rat(n, d));
      expectRat(p.levels.find((l) => l.key === level)!.expected, rat(n, d));
    }
    for (const content of multi) {
      const s = select(p, content);
      const t = tally(p, s, outcomes);
      expectRat(pricedBets(p, t), rat(s.betCount));
      expectRat(exactRtp(p, s, t, 1980), rat(1980, 2000));
    }
  });
});
