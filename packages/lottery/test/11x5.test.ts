import { describe, expect, it } from 'vitest';
import { choose, LotteryErrors, orderWin, rat, validateOrderLine } from '../src/index.ts';
import {
  exactRtp,
  expectRat,
  meanWins,
  play,
  pricedBets,
  result,
  select,
  tally,
  x5Outcomes,
} from './helpers.ts';

/**
 * Worked examples at unit 200, multiple 1, series 1960 (11X5's max; base 1980): a winning single bet pays
 * 200 × (1/p) × 1960/1980 minor, an order's win is rounded down once.
 * Draw 03,07,01,11,05: the drawn set is {1,3,5,7,11}, the first two 03,07, the first three 03,07,01.
 */
const DRAW = '03,07,01,11,05';
const EXAMPLES: { code: string; content: string; betCount: number; wins: number; win: bigint }[] = [
  // 1/p = 11/5: 440 × 98/99 = 435.55… per bet, 2 bets win: 871.11 → 871
  { code: 'renxuan1', content: '01,03', betCount: 2, wins: 2, win: 871n },
  // C(3,2) = 3 pairs of drawn numbers; 1/p = 55/10: 1100 × 98/99 × 3 = 3266.66 → 3266
  { code: 'renxuan2', content: '01,03,05', betCount: 3, wins: 3, win: 3266n },
  // 4 drawn among 5 picks: C(4,3) = 4 winning triples; 1/p = 165/10: 3300 × 98/99 × 4 = 13066.66
  { code: 'renxuan3', content: '01,03,05,07,09', betCount: 10, wins: 4, win: 13066n },
  // 1/p = 330/5 = 66: 13200 × 98/99 = 13066.66
  { code: 'renxuan4', content: '01,03,05,07,09', betCount: 5, wins: 1, win: 13066n },
  // 1/p = 462: 92400 × 98/99 = 91466.66
  { code: 'renxuan5', content: '01,03,05,07,09,11', betCount: 6, wins: 1, win: 91466n },
  { code: 'renxuan5', content: '01,03,05,07,09', betCount: 1, wins: 0, win: 0n },
  // all five drawn among 7 picks: C(2,1) = 2 of the C(7,6) = 7 sixes win; 1/p = 462/6 = 77
  { code: 'renxuan6', content: '01,02,03,04,05,07,11', betCount: 7, wins: 2, win: 30488n },
  // 1/p = 462/21 = 22: 4400 × 98/99 = 4355.55
  { code: 'renxuan7', content: '01,02,03,04,05,07,11', betCount: 1, wins: 1, win: 4355n },
  // 1/p = 462/56 = 8.25: 1650 × 98/99 = 1633.33
  { code: 'renxuan8', content: '01,02,03,04,05,06,07,11', betCount: 1, wins: 1, win: 1633n },
  { code: 'renxuan8', content: '01,02,03,04,05,06,07,08', betCount: 1, wins: 0, win: 0n },
  // 1/p = 11: 2200 × 98/99 = 2177.77
  { code: 'qian1_zhixuan', content: '01,03', betCount: 2, wins: 1, win: 2177n },
  // (01,03) (01,07) (03,07): 03|03 is not a bet; 1/p = 110
  { code: 'qian2_zhixuan', content: '01,03|03,07', betCount: 3, wins: 1, win: 21777n },
  // 1/p = 990: 198000 × 98/99 = 196000 exactly
  { code: 'qian3_zhixuan', content: '03|07,08|01,02', betCount: 4, wins: 1, win: 196_000n },
  { code: 'qian3_zhixuan', content: '07|03|01', betCount: 1, wins: 0, win: 0n },
  // 1/p = 55
  { code: 'qian2_zuxuan', content: '01,03,07', betCount: 3, wins: 1, win: 10888n },
  // 1/p = 165
  { code: 'qian3_zuxuan', content: '01,03,07,09', betCount: 4, wins: 1, win: 32666n },
];

describe('11X5 worked examples', () => {
  it.each(EXAMPLES)('$code "$content"', (ex) => {
    const r = validateOrderLine({
      gameCode: '11X5_3',
      playCode: ex.code,
      content: ex.content,
      bettingMode: 1,
      multiple: 1,
      series: 1960,
    });
    if (!r.ok) throw new Error(r.detail);
    expect(r.line.betCount).toBe(ex.betCount);
    const s = orderWin(r.line, result('11X5', DRAW));
    expect(s.winningBets).toEqual({ win: ex.wins });
    expect(s.win).toBe(ex.win);
  });

  it('rounds down once per order, not per bet', () => {
    // renxuan2, 3 winning bets × 1088.88…: per-bet rounding would pay 3264, the exact sum 3266.66
    const r = validateOrderLine({
      gameCode: '11X5_3',
      playCode: 'renxuan2',
      content: '01,03,05',
      bettingMode: 1,
      multiple: 1,
      series: 1960,
    });
    if (!r.ok) throw new Error(r.detail);
    const s = orderWin(r.line, result('11X5', DRAW));
    expect(s.win).toBe(3266n);
    expectRat(s.winExact, rat(3n * 200n * 55n * 1960n, 10n * 1980n));
  });

  it('accepts 1- or 2-digit numbers and normalises to two', () => {
    expect(select(play('11X5', 'renxuan2'), '3,1,11').content).toBe('01,03,11');
  });
});

describe('11X5 content errors', () => {
  const cases: [string, string, string][] = [
    ['renxuan5', '01,02,03,04', LotteryErrors.contentCount],
    ['renxuan2', '01,12', LotteryErrors.contentRange],
    ['renxuan2', '00,01', LotteryErrors.contentRange],
    ['renxuan2', '01,1', LotteryErrors.contentDuplicate],
    ['renxuan2', '001,02', LotteryErrors.contentInvalid],
    ['renxuan2', '01|02', LotteryErrors.contentCount],
    ['qian2_zhixuan', '01|01', LotteryErrors.contentCount], // the only tuple repeats a number: no bet
    ['qian2_zhixuan', '01', LotteryErrors.contentCount],
    ['qian3_zuxuan', '01,02', LotteryErrors.contentCount],
  ];
  it.each(cases)('%s "%s" → %s', (code, content, error) => {
    const r = play('11X5', code).parse(content);
    expect(r.ok ? null : r.error).toBe(error);
  });
});

describe('11X5 probabilities and RTP over all 55,440 ordered draws', () => {
  const outcomes = [...x5Outcomes()];
  it('enumerates every ordered draw once', () => {
    expect(outcomes.length).toBe(11 * 10 * 9 * 8 * 7);
  });

  const probes: { code: string; single: string; p: [number, number]; multi: string[] }[] = [
    { code: 'renxuan1', single: '04', p: [5, 11], multi: ['01,02,03'] },
    { code: 'renxuan2', single: '04,09', p: [choose(5, 2), choose(11, 2)], multi: ['01,02,03,04,05,06'] },
    {
      code: 'renxuan3',
      single: '01,04,09',
      p: [choose(5, 3), choose(11, 3)],
      multi: ['01,02,03,04,05,06,07'],
    },
    {
      code: 'renxuan4',
      single: '01,02,04,09',
      p: [choose(5, 4), choose(11, 4)],
      multi: ['01,02,03,04,05,06'],
    },
    { code: 'renxuan5', single: '01,02,03,04,09', p: [1, 462], multi: ['01,02,03,04,05,06,07,08'] },
    { code: 'renxuan6', single: '01,02,03,04,05,09', p: [6, 462], multi: ['01,02,03,04,05,06,07,08,09'] },
    {
      code: 'renxuan7',
      single: '01,02,03,04,05,06,09',
      p: [21, 462],
      multi: ['01,02,03,04,05,06,07,08,09,10,11'],
    },
    {
      code: 'renxuan8',
      single: '01,02,03,04,05,06,07,09',
      p: [56, 462],
      multi: ['01,02,03,04,05,06,07,08,09,10'],
    },
    { code: 'qian1_zhixuan', single: '11', p: [1, 11], multi: ['01,02,03'] },
    { code: 'qian2_zhixuan', single: '11|01', p: [1, 110], multi: ['01,02,03|02,03,04'] },
    { code: 'qian3_zhixuan', single: '11|01|05', p: [1, 990], multi: ['01,02|02,03|01,03,04'] },
    { code: 'qian2_zuxuan', single: '02,08', p: [1, 55], multi: ['01,02,03,04,05'] },
    { code: 'qian3_zuxuan', single: '02,08,10', p: [1, 165], multi: ['01,02,03,04,05'] },
  ];
  it.each(probes)('$code', ({ code, single, p: [n, d], multi }) => {
    const p = play('11X5', code);
    const s1 = select(p, single);
    expect(s1.betCount).toBe(1);
    const t1 = tally(p, s1, outcomes);
    expectRat(meanWins(t1, 'win'), rat(n, d));
    expectRat(p.levels[0]!.expected, rat(n, d));
    for (const content of multi) {
      const s = select(p, content);
      const t = tally(p, s, outcomes);
      expectRat(pricedBets(p, t), rat(s.betCount));
      expectRat(exactRtp(p, s, t, 1960), rat(1960, 1980));
    }
  });
});
