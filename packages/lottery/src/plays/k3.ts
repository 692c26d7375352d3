/**
 * K3 (快3): three dice 1-6. Plays look at the dice as a multiset (order never matters).
 *
 * Content examples:
 *   hezhi            `4,10,17`                  sums 3-18                                  (LOTT)
 *   santonghao_tong  `111,222,333,444,555,666`  the one fixed content: any triple          (LOTT)
 *   santonghao_dan   `111,666`                  specific triples                           (LOTT)
 *   ertonghao_dan    `11,22|3,4`                pairs | singles, no number in both         (LOTT)
 *   ertonghao_fu     `11,22`                    pairs                                      (LOTT)
 *   sanbutonghao     `1,2,3,4`                  ≥ 3 numbers                                (LOTT)
 *   erbutonghao      `1,2,3`                    ≥ 2 numbers                                (LOTT)
 *   hezhi_dxds       `da,dan`                   big/small/odd/even of the sum              (ELOTT)
 */
import { choose } from '../combinatorics.ts';
import type { Parsed } from '../content.ts';
import type { ContentErrorKey, Failure } from '../errors.ts';
import {
  badCount,
  duplicate,
  invalid,
  isFailure,
  numbers,
  outOfRange,
  parsed,
  segments,
  words,
} from '../content.ts';
import type { BallResult } from '../groups.ts';
import type { PrizeLevel } from '../odds.ts';
import type { PlayType } from '../play-type.ts';
import { definePlay, winLevel } from '../play-type.ts';
import { rat } from '../rational.ts';
import { text } from '../text.ts';
import type { Dxds } from './common.ts';
import { DXDS, dxdsHit, WIN } from './common.ts';

/** Outcomes of 3 dice per sum: 216 in all. */
export const K3_SUMS: Readonly<Record<number, number>> = (() => {
  const out: Record<number, number> = {};
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) out[a + b + c] = (out[a + b + c] ?? 0) + 1;
  return out;
})();

const DIE = { min: 1, max: 6, minWidth: 1, maxWidth: 1 };
const TONG = '111,222,333,444,555,666';
const lott = { group: 'K3' as const, prizeMode: 'LOTT' as const };
const EXAMPLE_WIN = '2,2,5';

const counts = (r: BallResult) => {
  const c = new Map<number, number>();
  for (const d of r.balls) c.set(d, (c.get(d) ?? 0) + 1);
  return c;
};
const sumOf = (r: BallResult) => r.balls.reduce((a, b) => a + b, 0);

/** Tokens of `len` identical digits 1-6 ("11", "222"), as the digit. */
function sameDigits(segment: string, len: number, label: string): number[] | Failure<ContentErrorKey> {
  if (segment.includes('|')) return badCount(`${label}: one position expected, found "|"`);
  if (segment === '') return badCount(`${label}: pick at least 1`);
  const out: number[] = [];
  for (const token of segment.split(',')) {
    if (!/^\d+$/.test(token) || token.length !== len)
      return invalid(`${label}: "${token}" is not ${len} digits`);
    const d = Number(token[0]);
    if (!token.split('').every((ch) => ch === token[0]) || d < 1 || d > 6) {
      return outOfRange(
        `${label}: ${token} is not one of ${[1, 2, 3, 4, 5, 6].map((x) => String(x).repeat(len)).join(', ')}`,
      );
    }
    if (out.includes(d)) return duplicate(`${label}: ${token} appears twice`);
    out.push(d);
  }
  return out.sort((a, b) => a - b);
}

function dice(content: string, minCount: number): Parsed<number[]> {
  if (content.includes('|')) return badCount('one list of numbers, no "|"');
  const ns = numbers(content, { ...DIE, minCount, label: 'numbers' });
  return isFailure(ns) ? ns : parsed(ns);
}

const SUM_LEVELS: PrizeLevel[] = Object.entries(K3_SUMS).map(([s, n]) => ({
  key: `sum${s}`,
  name: text(`和值 ${s}`, `sum ${s}`, `tổng ${s}`),
  expected: rat(n, 216),
}));

/**
 * Sum (和值). Each chosen sum is a single bet of its own level, p(s) = ways(s)/216: sum 3 or 18 1/216,
 * 10 or 11 27/216. The winning number is the sum of the three dice.
 */
const hezhi = definePlay<number[], 'K3'>({
  ...lott,
  id: 4001,
  code: 'hezhi',
  name: text('和值', 'Sum', 'Tổng'),
  grammar: text(
    '和值（3-18）以「,」分隔，例如 4,10,17',
    'sums (3-18) separated by ",", e.g. 4,10,17',
    'các tổng (3-18) ngăn cách bởi ",", ví dụ 4,10,17',
  ),
  how: text(
    '選擇三顆骰子點數之和（3-18），每個和值為一注，各和值獎金不同。',
    'Pick sums (3-18) of the three dice; each sum is one bet with its own prize.',
    'Chọn tổng ba viên xúc xắc (3-18); mỗi tổng là một cược với tiền thưởng riêng.',
  ),
  wins: text(
    '三顆骰子點數之和等於所選和值即中獎。',
    'A bet wins when the three dice add up to its sum.',
    'Cược trúng khi tổng ba viên xúc xắc bằng tổng đã chọn.',
  ),
  levels: SUM_LEVELS,
  parse: (content) => {
    const ns = numbers(content, { min: 3, max: 18, minWidth: 1, maxWidth: 2, minCount: 1, label: 'sums' });
    return isFailure(ns) ? ns : parsed(ns);
  },
  format: (v) => v.join(','),
  betCount: (v) => v.length,
  winningBets: (v, r) => (v.includes(sumOf(r)) ? { [`sum${sumOf(r)}`]: 1 } : {}),
  example: { content: '4,9,17', winNo: EXAMPLE_WIN },
});

/** Any triple (三同號通選): one fixed bet on all six triples, p = 6/216. */
const santonghaoTong = definePlay<true, 'K3'>({
  ...lott,
  id: 4002,
  code: 'santonghao_tong',
  name: text('三同號通選', 'Any triple', 'Bộ ba bất kỳ'),
  grammar: text(`固定內容 ${TONG}`, `the fixed content ${TONG}`, `nội dung cố định ${TONG}`),
  how: text(
    '一注同時投注 111 至 666 全部六個豹子。',
    'One bet covers all six triples 111 to 666.',
    'Một cược bao gồm cả sáu bộ ba từ 111 đến 666.',
  ),
  wins: text(
    '開出任一豹子（三顆骰子點數相同）即中獎。',
    'Wins when the three dice show the same number.',
    'Trúng khi ba viên xúc xắc cùng một số.',
  ),
  levels: [winLevel(rat(6, 216), WIN)],
  parse: (content) => (content === TONG ? parsed(true as const) : invalid(`content must be ${TONG}`)),
  format: () => TONG,
  betCount: () => 1,
  winningBets: (_v, r) => ({ win: counts(r).size === 1 ? 1 : 0 }),
  example: { content: TONG, winNo: '4,4,4' },
});

/** Specific triple (三同號單選): each chosen triple is a bet, p = 1/216. */
const santonghaoDan = definePlay<number[], 'K3'>({
  ...lott,
  id: 4003,
  code: 'santonghao_dan',
  name: text('三同號單選', 'Specific triple', 'Bộ ba chỉ định'),
  grammar: text(
    '豹子號碼（111-666）以「,」分隔，例如 111,666',
    'triples (111-666) separated by ",", e.g. 111,666',
    'các bộ ba (111-666) ngăn cách bởi ",", ví dụ 111,666',
  ),
  how: text(
    '選擇一個或多個豹子號碼，每個為一注。',
    'Pick one or more triples; each is one bet.',
    'Chọn một hoặc nhiều bộ ba; mỗi bộ là một cược.',
  ),
  wins: text(
    '三顆骰子開出所選豹子即中獎。',
    'Wins when the three dice show the chosen triple.',
    'Trúng khi ba viên xúc xắc ra đúng bộ ba đã chọn.',
  ),
  levels: [winLevel(rat(1, 216), WIN)],
  parse: (content) => {
    const ds = sameDigits(content, 3, 'triples');
    return isFailure(ds) ? ds : parsed(ds);
  },
  format: (v) => v.map((d) => String(d).repeat(3)).join(','),
  betCount: (v) => v.length,
  winningBets: (v, r) => {
    const c = counts(r);
    return { win: c.size === 1 && v.includes(r.balls[0]!) ? 1 : 0 };
  },
  example: { content: '111,444', winNo: '4,4,4' },
});

/**
 * Specific pair with a single (二同號單選). Content `11,22|3,4`: pairs | singles, a number may not be in
 * both. Each (pair, single) is a bet, winning when the dice are exactly the pair twice and the single once:
 * p = 3/216.
 */
const ertonghaoDan = definePlay<{ pairs: number[]; singles: number[] }, 'K3'>({
  ...lott,
  id: 4004,
  code: 'ertonghao_dan',
  name: text('二同號單選', 'Specific pair and single', 'Đôi chỉ định kèm số đơn'),
  grammar: text(
    '對子（11-66）與單號（1-6）以「|」分隔，各自以「,」分隔，例如 11,22|3,4；同一號碼不可同時為對子與單號',
    'pairs (11-66) and singles (1-6) separated by "|", each list by ",", e.g. 11,22|3,4; a number cannot be both',
    'các đôi (11-66) và số đơn (1-6) ngăn cách bởi "|", mỗi danh sách bởi ",", ví dụ 11,22|3,4; một số không được vừa là đôi vừa là số đơn',
  ),
  how: text(
    '選擇對子與不同的單號，每個對子與每個單號組成一注。',
    'Pick pairs and different singles; each pair with each single makes one bet.',
    'Chọn các đôi và các số đơn khác; mỗi đôi ghép với mỗi số đơn là một cược.',
  ),
  wins: text(
    '開獎號碼恰為該對子兩顆加該單號一顆即中獎，順序不限。',
    'Wins when the dice are the pair twice and the single once, in any order.',
    'Trúng khi ba viên xúc xắc là đôi đã chọn và số đơn đã chọn, không theo thứ tự.',
  ),
  levels: [winLevel(rat(3, 216), WIN)],
  parse: (content) => {
    const segs = segments(content, 2);
    if (isFailure(segs)) return segs;
    const pairs = sameDigits(segs[0]!, 2, 'pairs');
    if (isFailure(pairs)) return pairs;
    const singles = numbers(segs[1]!, { ...DIE, minCount: 1, label: 'singles' });
    if (isFailure(singles)) return singles;
    const both = pairs.find((p) => singles.includes(p));
    if (both !== undefined) return duplicate(`${both} is both a pair and a single`);
    return parsed({ pairs, singles });
  },
  format: (v) => `${v.pairs.map((d) => `${d}${d}`).join(',')}|${v.singles.join(',')}`,
  betCount: (v) => v.pairs.length * v.singles.length,
  winningBets: (v, r) => {
    const c = [...counts(r)];
    const pair = c.find(([, n]) => n === 2)?.[0];
    const single = c.find(([, n]) => n === 1)?.[0];
    return {
      win:
        pair !== undefined && single !== undefined && v.pairs.includes(pair) && v.singles.includes(single)
          ? 1
          : 0,
    };
  },
  example: { content: '11,22|3,5', winNo: EXAMPLE_WIN },
});

/**
 * Any pair (二同號複選). Content: pairs `11,22`. A bet wins when at least two dice show its number (a triple
 * counts, as the official rule "the draw contains the chosen pair"): p = (15 + 1)/216.
 */
const ertonghaoFu = definePlay<number[], 'K3'>({
  ...lott,
  id: 4005,
  code: 'ertonghao_fu',
  name: text('二同號複選', 'Any pair', 'Đôi bất kỳ'),
  grammar: text(
    '對子（11-66）以「,」分隔，例如 11,22',
    'pairs (11-66) separated by ",", e.g. 11,22',
    'các đôi (11-66) ngăn cách bởi ",", ví dụ 11,22',
  ),
  how: text(
    '選擇一個或多個對子，每個對子為一注。',
    'Pick one or more pairs; each pair is one bet.',
    'Chọn một hoặc nhiều đôi; mỗi đôi là một cược.',
  ),
  wins: text(
    '至少兩顆骰子開出該對子的號碼即中獎（含豹子）。',
    "Wins when at least two dice show the pair's number (a triple counts).",
    'Trúng khi ít nhất hai viên xúc xắc ra số của đôi đã chọn (tính cả bộ ba).',
  ),
  levels: [winLevel(rat(16, 216), WIN)],
  parse: (content) => {
    const ds = sameDigits(content, 2, 'pairs');
    return isFailure(ds) ? ds : parsed(ds);
  },
  format: (v) => v.map((d) => `${d}${d}`).join(','),
  betCount: (v) => v.length,
  winningBets: (v, r) => {
    const c = counts(r);
    return { win: v.filter((d) => (c.get(d) ?? 0) >= 2).length };
  },
  example: { content: '11,22', winNo: EXAMPLE_WIN },
});

/** Three different (三不同號): each 3-subset of the picks is a bet; wins on exactly its three numbers: p = 6/216. */
const sanbutonghao = definePlay<number[], 'K3'>({
  ...lott,
  id: 4006,
  code: 'sanbutonghao',
  name: text('三不同號', 'Three different', 'Ba số khác nhau'),
  grammar: text(
    '號碼（1-6）以「,」分隔，至少三個，例如 1,2,3,4',
    'numbers (1-6) separated by ",", at least three, e.g. 1,2,3,4',
    'các số (1-6) ngăn cách bởi ",", ít nhất ba, ví dụ 1,2,3,4',
  ),
  how: text(
    '選擇至少三個號碼，每三個號碼為一注（n 個號碼為 C(n,3) 注）。',
    'Pick at least three numbers; every three make one bet (n numbers make C(n,3) bets).',
    'Chọn ít nhất ba số; mỗi ba số là một cược (n số tạo C(n,3) cược).',
  ),
  wins: text(
    '三顆骰子開出三個不同號碼且正是該注號碼即中獎，順序不限。',
    "Wins when the dice show three different numbers that are the bet's three, in any order.",
    'Trúng khi ba viên xúc xắc ra ba số khác nhau đúng là ba số của cược, không theo thứ tự.',
  ),
  levels: [winLevel(rat(6, 216), WIN)],
  parse: (content) => dice(content, 3),
  format: (v) => v.join(','),
  betCount: (v) => choose(v.length, 3),
  winningBets: (v, r) => ({ win: counts(r).size === 3 && r.balls.every((d) => v.includes(d)) ? 1 : 0 }),
  example: { content: '1,2,3,4', winNo: '4,1,3' },
});

/**
 * Two different (二不同號): each 2-subset is a bet winning when both its numbers appear among the dice:
 * p = 30/216. With m of the picked numbers on the dice, C(m, 2) bets win.
 */
const erbutonghao = definePlay<number[], 'K3'>({
  ...lott,
  id: 4007,
  code: 'erbutonghao',
  name: text('二不同號', 'Two different', 'Hai số khác nhau'),
  grammar: text(
    '號碼（1-6）以「,」分隔，至少兩個，例如 1,2,3',
    'numbers (1-6) separated by ",", at least two, e.g. 1,2,3',
    'các số (1-6) ngăn cách bởi ",", ít nhất hai, ví dụ 1,2,3',
  ),
  how: text(
    '選擇至少兩個號碼，每兩個號碼為一注（n 個號碼為 C(n,2) 注）。',
    'Pick at least two numbers; every two make one bet (n numbers make C(n,2) bets).',
    'Chọn ít nhất hai số; mỗi hai số là một cược (n số tạo C(n,2) cược).',
  ),
  wins: text(
    '該注兩個號碼都出現在骰子中即中獎，可同時中多注。',
    'A bet wins when both its numbers appear on the dice; several bets can win at once.',
    'Cược trúng khi cả hai số của cược đều xuất hiện trên xúc xắc; nhiều cược có thể cùng trúng.',
  ),
  levels: [winLevel(rat(30, 216), WIN)],
  parse: (content) => dice(content, 2),
  format: (v) => v.join(','),
  betCount: (v) => choose(v.length, 2),
  winningBets: (v, r) => ({ win: choose([...counts(r).keys()].filter((d) => v.includes(d)).length, 2) }),
  example: { content: '1,3,4', winNo: '4,1,3' },
});

/**
 * Sum big/small/odd/even (和值大小單雙): 11-18 big, 3-10 small, odd, even; any triple makes all four lose,
 * the sic bo rule of licensed casinos (no refund). Each option: 108 − 3 triples = 105 of 216 outcomes.
 */
const hezhiDxds = definePlay<Dxds[], 'K3'>({
  group: 'K3',
  prizeMode: 'ELOTT',
  id: 4101,
  code: 'hezhi_dxds',
  name: text('和值大小單雙', 'Sum big/small/odd/even', 'Lớn nhỏ lẻ chẵn của tổng'),
  grammar: text(
    '選項 da（大）、xiao（小）、dan（單）、shuang（雙）以「,」分隔，例如 da,dan',
    'options da (big), xiao (small), dan (odd), shuang (even) separated by ",", e.g. da,dan',
    'các lựa chọn da (lớn), xiao (nhỏ), dan (lẻ), shuang (chẵn) ngăn cách bởi ",", ví dụ da,dan',
  ),
  how: text(
    '對三顆骰子點數之和選擇大、小、單、雙，每個選項為一注。',
    'Pick big, small, odd or even for the sum of the three dice; each option is one bet.',
    'Chọn lớn, nhỏ, lẻ hoặc chẵn cho tổng ba viên xúc xắc; mỗi lựa chọn là một cược.',
  ),
  wins: text(
    '和值 11-18 為大、3-10 為小；奇數為單、偶數為雙。開出豹子時大小單雙皆不中獎（不退本金）。',
    'A sum of 11-18 is big, 3-10 small; odd sums are odd, even sums even. Any triple makes all four lose (no refund).',
    'Tổng 11-18 là lớn, 3-10 là nhỏ; tổng lẻ là lẻ, tổng chẵn là chẵn. Khi ra bộ ba, cả bốn lựa chọn đều thua (không hoàn tiền).',
  ),
  levels: [winLevel(rat(105, 216), WIN)],
  parse: (content) => {
    const ws = words(content, DXDS, 'options', 1);
    return isFailure(ws) ? ws : parsed(ws);
  },
  format: (v) => v.join(','),
  betCount: (v) => v.length,
  winningBets: (v, r) => ({
    win: counts(r).size === 1 ? 0 : v.filter((o) => dxdsHit(o, sumOf(r), 11)).length,
  }),
  example: { content: 'da,dan', winNo: EXAMPLE_WIN },
});

export const K3_PLAYS: readonly PlayType[] = [
  hezhi,
  santonghaoTong,
  santonghaoDan,
  ertonghaoDan,
  ertonghaoFu,
  sanbutonghao,
  erbutonghao,
  hezhiDxds,
];
