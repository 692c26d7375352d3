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

/** Worked examples at unit 200, multiple 1, series 1980 (base 2000): a winning bet pays 198/p minor. */
const EXAMPLES: {
  code: string;
  content: string;
  winNo: string;
  betCount: number;
  wins: number;
  win: bigint;
}[] = [
  { code: 'zhixuan', content: '1,2|3|4,5', winNo: '2,3,5', betCount: 4, wins: 1, win: 198_000n },
  { code: 'zhixuan', content: '1,2|3|4,5', winNo: '5,3,2', betCount: 4, wins: 0, win: 0n },
  { code: 'hezhi', content: '10,11', winNo: '2,3,5', betCount: 132, wins: 1, win: 198_000n },
  { code: 'zu3', content: '1,2,3', winNo: '1,3,1', betCount: 6, wins: 1, win: 66_000n },
  { code: 'zu6', content: '1,2,3,4', winNo: '4,1,2', betCount: 4, wins: 1, win: 33_000n },
  { code: 'dingweidan', content: '1|2,3|', winNo: '1,3,5', betCount: 3, wins: 2, win: 3960n },
];

describe('3D worked examples', () => {
  it.each(EXAMPLES)('$code "$content" on $winNo', (ex) => {
    const r = validateOrderLine({
      gameCode: '3D_DAILY',
      playCode: ex.code,
      content: ex.content,
      bettingMode: 1,
      multiple: 1,
      series: 1980,
    });
    if (!r.ok) throw new Error(r.detail);
    expect(r.line.betCount).toBe(ex.betCount);
    const s = orderWin(r.line, result('LF', ex.winNo));
    expect(s.winningBets).toEqual({ win: ex.wins });
    expect(s.win).toBe(ex.win);
  });
});

describe('3D content errors', () => {
  const cases: [string, string, string][] = [
    ['zhixuan', '1|2', LotteryErrors.contentCount],
    ['zhixuan', '1|2|x', LotteryErrors.contentInvalid],
    ['hezhi', '30', LotteryErrors.contentRange],
    ['zu6', '1,2,2', LotteryErrors.contentDuplicate],
    ['dingweidan', '||', LotteryErrors.contentCount],
  ];
  it.each(cases)('%s "%s" → %s', (code, content, error) => {
    const r = play('LF', code).parse(content);
    expect(r.ok ? null : r.error).toBe(error);
  });
});

describe('3D probabilities and RTP over all 1000 outcomes', () => {
  const outcomes = [...digitOutcomes('LF', [0, 1, 2])];
  const probes: { code: string; single: string; p: [number, number]; multi: string }[] = [
    { code: 'zhixuan', single: '9|0|9', p: [1, 1000], multi: '0,1,2|3,4|5,6,7,8,9' },
    { code: 'hezhi', single: '0', p: [1, 1000], multi: '5,13,14,27' },
    { code: 'zu3', single: '0,9', p: [6, 1000], multi: '0,1,2,3,4,5' },
    { code: 'zu6', single: '0,5,9', p: [6, 1000], multi: '0,1,2,3,4,5,6' },
    { code: 'dingweidan', single: '||7', p: [1, 10], multi: '0,1|2,3,4|5,6,7,8,9' },
  ];
  it.each(probes)('$code', ({ code, single, p: [n, d], multi }) => {
    const p = play('LF', code);
    const s1 = select(p, single);
    expectRat(meanWins(tally(p, s1, outcomes), 'win'), rat(n, d));
    for (const content of [single, multi]) {
      const s = select(p, content);
      const t = tally(p, s, outcomes);
      expectRat(pricedBets(p, t), rat(s.betCount));
      expectRat(exactRtp(p, s, t, 1980), rat(1980, 2000));
    }
  });
});
