import { describe, expect, it } from 'vitest';
import { LotteryErrors, orderWin, rat, validateOrderLine } from '../src/index.ts';
import {
  digitOutcomes,
  exactRtp,
  expectRat,
  meanWins,
  play,
  pricedBets,
  result,
  select,
  tally,
} from './helpers.ts';

/**
 * Worked examples at unit 2.00 (200 minor, yuan mode), multiple 1, series 1980 (base 2000): a winning
 * single bet pays 200 × (1/p) × 1980/2000 = 198/p minor.
 */
const EXAMPLES: {
  code: string;
  content: string;
  winNo: string;
  betCount: number;
  winning: Record<string, number>;
  win: bigint;
}[] = [
  // positions 萬 1∈{1,2}, 千 3∈{3}, 十 5∈{4,5}: 3 of 5 bets win 198 × 10 = 1980 each
  {
    code: 'dingweidan',
    content: '1,2|3||4,5|',
    winNo: '1,3,7,5,9',
    betCount: 5,
    winning: { win: 3 },
    win: 5940n,
  },
  {
    code: '5xing_zhixuan',
    content: '1|2|3|4|5,6',
    winNo: '1,2,3,4,6',
    betCount: 2,
    winning: { win: 1 },
    win: 19_800_000n,
  },
  {
    code: '5xing_zhixuan',
    content: '1|2|3|4|5,6',
    winNo: '1,2,3,4,7',
    betCount: 2,
    winning: { win: 0 },
    win: 0n,
  },
  {
    code: 'qian3_zhixuan',
    content: '1,2|3|4,5',
    winNo: '2,3,5,0,9',
    betCount: 4,
    winning: { win: 1 },
    win: 198_000n,
  },
  {
    code: 'zhong3_zhixuan',
    content: '1,2|3|4,5',
    winNo: '0,2,3,5,9',
    betCount: 4,
    winning: { win: 1 },
    win: 198_000n,
  },
  {
    code: 'hou3_zhixuan',
    content: '1,2|3|4,5',
    winNo: '0,9,2,3,5',
    betCount: 4,
    winning: { win: 1 },
    win: 198_000n,
  },
  {
    code: 'hou3_zhixuan',
    content: '1,2|3|4,5',
    winNo: '2,3,5,0,9',
    betCount: 4,
    winning: { win: 0 },
    win: 0n,
  },
  {
    code: 'qian2_zhixuan',
    content: '1,2|3',
    winNo: '2,3,7,7,1',
    betCount: 2,
    winning: { win: 1 },
    win: 19_800n,
  },
  {
    code: 'hou2_zhixuan',
    content: '1,2|3',
    winNo: '7,7,1,2,3',
    betCount: 2,
    winning: { win: 1 },
    win: 19_800n,
  },
  // sums 10 and 11 are 63 + 69 ordered triples; 2+3+5 = 10 hits one of them
  {
    code: 'hou3_hezhi',
    content: '10,11',
    winNo: '0,9,2,3,5',
    betCount: 132,
    winning: { win: 1 },
    win: 198_000n,
  },
  {
    code: 'qian3_hezhi',
    content: '0,27',
    winNo: '9,9,9,0,0',
    betCount: 2,
    winning: { win: 1 },
    win: 198_000n,
  },
  { code: 'zhong3_hezhi', content: '1', winNo: '9,0,0,1,0', betCount: 3, winning: { win: 1 }, win: 198_000n },
  // 1,3,1 is the pair 1 with the single 3, both picked: 198 × 1000/3 = 66,000
  { code: 'hou3_zu3', content: '1,2,3', winNo: '0,9,1,3,1', betCount: 6, winning: { win: 1 }, win: 66_000n },
  { code: 'hou3_zu3', content: '1,2,3', winNo: '0,9,1,1,1', betCount: 6, winning: { win: 0 }, win: 0n },
  { code: 'hou3_zu3', content: '1,2,3', winNo: '0,9,1,2,3', betCount: 6, winning: { win: 0 }, win: 0n },
  { code: 'qian3_zu3', content: '1,2,3', winNo: '3,1,3,0,9', betCount: 6, winning: { win: 1 }, win: 66_000n },
  { code: 'zhong3_zu3', content: '4,5', winNo: '0,5,4,5,9', betCount: 2, winning: { win: 1 }, win: 66_000n },
  // three different digits, all picked: 198 × 1000/6 = 33,000
  {
    code: 'hou3_zu6',
    content: '1,2,3,4',
    winNo: '0,9,4,1,2',
    betCount: 4,
    winning: { win: 1 },
    win: 33_000n,
  },
  { code: 'hou3_zu6', content: '1,2,3,4', winNo: '0,9,4,1,1', betCount: 4, winning: { win: 0 }, win: 0n },
  {
    code: 'qian3_zu6',
    content: '0,1,2,3,4,5,6,7,8,9',
    winNo: '9,0,5,1,1',
    betCount: 120,
    winning: { win: 1 },
    win: 33_000n,
  },
  {
    code: 'zhong3_zu6',
    content: '1,2,3',
    winNo: '0,3,2,1,0',
    betCount: 1,
    winning: { win: 1 },
    win: 33_000n,
  },
  // 萬 7: big and odd; 百 3: small. Even odds pay 198 × 2 = 396
  {
    code: 'dingwei_dxds',
    content: 'da,dan||xiao||',
    winNo: '7,0,3,2,2',
    betCount: 3,
    winning: { win: 3 },
    win: 1188n,
  },
  {
    code: 'dingwei_dxds',
    content: '|||da|shuang',
    winNo: '0,0,0,4,5',
    betCount: 2,
    winning: { win: 0 },
    win: 0n,
  },
  // sum 26: big and even
  {
    code: 'zonghe_dxds',
    content: 'da,shuang',
    winNo: '9,8,7,1,1',
    betCount: 2,
    winning: { win: 2 },
    win: 792n,
  },
  // sum 22: small (the boundary), even
  {
    code: 'zonghe_dxds',
    content: 'da,xiao,dan,shuang',
    winNo: '9,9,2,1,1',
    betCount: 4,
    winning: { win: 2 },
    win: 792n,
  },
  // 萬 8 > 個 3: dragon; 千 1 < 十 6: tiger. Dragon/tiger pay 198 × 100/45 = 440
  {
    code: 'longhu',
    content: '15:long,he|24:hu',
    winNo: '8,1,5,6,3',
    betCount: 3,
    winning: { longhu: 2, he: 0 },
    win: 880n,
  },
  // 萬 3 = 個 3: tie, the dragon bet loses, tie pays 198 × 10 = 1980; tiger on 24 still wins 440
  {
    code: 'longhu',
    content: '15:long,he|24:hu',
    winNo: '3,1,5,6,3',
    betCount: 3,
    winning: { longhu: 1, he: 1 },
    win: 2420n,
  },
];

describe('SSC worked examples', () => {
  it.each(EXAMPLES)('$code "$content" on $winNo', (ex) => {
    const p = play('SSC', ex.code);
    const r = validateOrderLine({
      gameCode: 'SSC1',
      playCode: ex.code,
      content: ex.content,
      bettingMode: 1,
      multiple: 1,
      series: 1980,
      prizeMode: p.prizeMode,
    });
    if (!r.ok) throw new Error(r.detail);
    expect(r.line.betCount).toBe(ex.betCount);
    expect(r.line.stake).toBe(BigInt(ex.betCount) * 200n);
    const s = orderWin(r.line, result('SSC', ex.winNo));
    expect(s.winningBets).toEqual(ex.winning);
    expect(s.win).toBe(ex.win);
  });

  it('pays proportionally to unit, multiple and series', () => {
    const line = (bettingMode: number, multiple: number, series: number) => {
      const r = validateOrderLine({
        gameCode: 'SSC5',
        playCode: 'hou3_zhixuan',
        content: '1,2|3|4,5',
        bettingMode,
        multiple,
        series,
      });
      if (!r.ok) throw new Error(r.detail);
      return orderWin(r.line, result('SSC', '0,9,2,3,5')).win;
    };
    expect(line(1, 1, 1980)).toBe(198_000n);
    expect(line(2, 1, 1980)).toBe(19_800n); // jiao: unit 20
    expect(line(3, 5, 1980)).toBe(9_900n); // fen: unit 2, × 5
    expect(line(1, 1, 1800)).toBe(180_000n); // the lowest series: RTP 90%
  });
});

describe('SSC content errors', () => {
  const cases: [string, string, string][] = [
    ['dingweidan', '1,2|3', LotteryErrors.contentCount],
    ['dingweidan', '||||', LotteryErrors.contentCount],
    ['dingweidan', '1,,2||||', LotteryErrors.contentInvalid],
    ['dingweidan', 'a||||', LotteryErrors.contentInvalid],
    ['dingweidan', '1 ,2||||', LotteryErrors.contentInvalid],
    ['dingweidan', '10||||', LotteryErrors.contentRange],
    ['dingweidan', '1,1||||', LotteryErrors.contentDuplicate],
    ['qian3_zhixuan', '1|2|', LotteryErrors.contentCount],
    ['qian3_zhixuan', '1|2', LotteryErrors.contentCount],
    ['5xing_zhixuan', '1|2|3|4|5|6', LotteryErrors.contentCount],
    ['hou3_hezhi', '28', LotteryErrors.contentRange],
    ['hou3_hezhi', '10,10', LotteryErrors.contentDuplicate],
    ['hou3_hezhi', '', LotteryErrors.contentCount],
    ['hou3_hezhi', '1|2', LotteryErrors.contentCount],
    ['hou3_zu3', '1', LotteryErrors.contentCount],
    ['hou3_zu3', '1,1', LotteryErrors.contentDuplicate],
    ['hou3_zu6', '1,2', LotteryErrors.contentCount],
    ['dingwei_dxds', 'big||||', LotteryErrors.contentRange],
    ['dingwei_dxds', 'da,da||||', LotteryErrors.contentDuplicate],
    ['dingwei_dxds', 'DA||||', LotteryErrors.contentInvalid],
    ['dingwei_dxds', '||||', LotteryErrors.contentCount],
    ['zonghe_dxds', 'da|xiao', LotteryErrors.contentCount],
    ['longhu', '16:long', LotteryErrors.contentRange],
    ['longhu', '15:long|15:hu', LotteryErrors.contentDuplicate],
    ['longhu', '15long', LotteryErrors.contentInvalid],
    ['longhu', '15:', LotteryErrors.contentCount],
    ['longhu', '15:dragon', LotteryErrors.contentRange],
    ['longhu', '', LotteryErrors.contentCount],
  ];
  it.each(cases)('%s "%s" → %s', (code, content, error) => {
    const r = play('SSC', code).parse(content);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toBe(error);
      expect(r.detail.length).toBeGreaterThan(0);
    }
  });

  it('normalises content: sorted, trimmed', () => {
    expect(select(play('SSC', 'dingweidan'), ' 5,1|3||9,4| ').content).toBe('1,5|3||4,9|');
    expect(select(play('SSC', 'longhu'), '45:hu|12:he,long').content).toBe('12:long,he|45:hu');
    expect(select(play('SSC', 'dingwei_dxds'), 'shuang,da||||').content).toBe('da,shuang||||');
  });

  it('counts bets combinatorially', () => {
    expect(select(play('SSC', '5xing_zhixuan'), '0,1,2,3,4,5,6,7,8,9|0,1|2|3,4,5|6').betCount).toBe(60);
    expect(select(play('SSC', 'hou3_zu3'), '0,1,2,3,4,5,6,7,8,9').betCount).toBe(90);
    expect(select(play('SSC', 'hou3_zu6'), '0,1,2,3,4,5,6,7,8,9').betCount).toBe(120);
    expect(
      select(play('SSC', 'hou3_hezhi'), Array.from({ length: 28 }, (_, i) => i).join(',')).betCount,
    ).toBe(1000);
  });
});

/** Exact probabilities and RTP, by enumerating every outcome of the positions a play reads. */
const WINDOW: Record<string, number[]> = { qian3: [0, 1, 2], zhong3: [1, 2, 3], hou3: [2, 3, 4] };
const ALL = [0, 1, 2, 3, 4];

const PROBES: {
  code: string;
  positions: number[];
  singles: [string, string, bigint, bigint][];
  multi: string[];
}[] = [
  {
    code: 'dingweidan',
    positions: ALL,
    singles: [
      ['7||||', 'win', 1n, 10n],
      ['||||0', 'win', 1n, 10n],
    ],
    multi: ['1,2|3||4,5|', '0,1,2,3,4,5,6,7,8,9||||'],
  },
  {
    code: '5xing_zhixuan',
    positions: ALL,
    singles: [['1|2|3|4|5', 'win', 1n, 100_000n]],
    multi: ['0,1,2|3|4,5|6|7,8,9'],
  },
  {
    code: 'qian2_zhixuan',
    positions: [0, 1],
    singles: [['3|3', 'win', 1n, 100n]],
    multi: ['1,2,3|4,5'],
  },
  {
    code: 'hou2_zhixuan',
    positions: [3, 4],
    singles: [['0|9', 'win', 1n, 100n]],
    multi: ['1,2,3|0,4,5'],
  },
  ...Object.entries(WINDOW).flatMap(([w, positions]) => [
    {
      code: `${w}_zhixuan`,
      positions,
      singles: [['1|2|3', 'win', 1n, 1000n] as [string, string, bigint, bigint]],
      multi: ['1,2|3|4,5,6', '0,1,2,3,4,5,6,7,8,9|0|9'],
    },
    {
      code: `${w}_hezhi`,
      positions,
      // a sum s stands for N(s) single bets: the sum itself hits with N(s)/1000
      singles: [
        ['0', 'win', 1n, 1000n],
        ['13', 'win', 75n, 1000n],
        ['27', 'win', 1n, 1000n],
      ] as [string, string, bigint, bigint][],
      multi: ['10,11', '0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27'],
    },
    {
      code: `${w}_zu3`,
      positions,
      singles: [['1,2', 'win', 6n, 1000n] as [string, string, bigint, bigint]],
      multi: ['1,2,3', '0,1,2,3,4,5,6,7,8,9'],
    },
    {
      code: `${w}_zu6`,
      positions,
      singles: [['1,2,3', 'win', 6n, 1000n] as [string, string, bigint, bigint]],
      multi: ['1,2,3,4,5', '0,1,2,3,4,5,6,7,8,9'],
    },
  ]),
  {
    code: 'dingwei_dxds',
    positions: ALL,
    singles: [
      ['da||||', 'win', 1n, 2n],
      ['||||shuang', 'win', 1n, 2n],
    ],
    multi: ['da,xiao,dan,shuang|da|||shuang'],
  },
  {
    code: 'zonghe_dxds',
    positions: ALL,
    singles: [
      ['da', 'win', 1n, 2n],
      ['xiao', 'win', 1n, 2n],
      ['dan', 'win', 1n, 2n],
      ['shuang', 'win', 1n, 2n],
    ],
    multi: ['da,xiao,dan,shuang'],
  },
  {
    code: 'longhu',
    positions: ALL,
    singles: [
      ['15:long', 'longhu', 45n, 100n],
      ['15:hu', 'longhu', 45n, 100n],
      ['15:he', 'he', 10n, 100n],
      ['25:long', 'longhu', 45n, 100n],
    ],
    multi: ['12:long,hu,he|15:he|25:long'],
  },
];

describe('SSC probabilities and RTP by enumeration', () => {
  it.each(PROBES)('$code', ({ code, positions, singles, multi }) => {
    const p = play('SSC', code);
    const contents = [...singles.map((s) => s[0]), ...multi];
    for (const content of contents) {
      const sel = select(p, content);
      const t = tally(p, sel, digitOutcomes('SSC', positions));
      const single = singles.find((s) => s[0] === content);
      if (single) {
        // a zu3 pair of digits is two single bets ((a,a,b) and (b,b,a)), each 3/1000
        const [, level, n, d] = single;
        expectRat(meanWins(t, level), rat(n, d));
        if (sel.betCount === 1) expectRat(p.levels.find((l) => l.key === level)!.expected, rat(n, d));
      }
      expectRat(pricedBets(p, t), rat(sel.betCount));
      expectRat(exactRtp(p, sel, t, 1980), rat(1980, 2000));
      expectRat(exactRtp(p, sel, t, 1800), rat(1800, 2000));
    }
  });
});
