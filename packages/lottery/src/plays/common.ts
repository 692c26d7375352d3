/**
 * Play factories shared by the positional groups (SSC, 3D, PK10, 11X5): fixed position (dingweidan),
 * direct (zhixuan), direct sum (hezhi), group-3 / group-6, big-small-odd-even per position, dragon-tiger.
 * Each group file picks positions, ranges, codes and names; the grammar and rules text come from here.
 */
import { choose } from '../combinatorics.ts';
import type { Parsed } from '../content.ts';
import {
  badCount,
  duplicate,
  invalid,
  isFailure,
  joinNumbers,
  numbers,
  outOfRange,
  parsed,
  segments,
  words,
} from '../content.ts';
import type { BallGroup, PrizeMode } from '../groups.ts';
import type { PrizeLevel } from '../odds.ts';
import type { PlayType, StakeLimits } from '../play-type.ts';
import { definePlay, winLevel } from '../play-type.ts';
import { rat } from '../rational.ts';
import type { Text, TextLang } from '../text.ts';
import { mapText, text } from '../text.ts';

export type Names = Readonly<Record<TextLang, readonly string[]>>;

export const WIN = text('中獎', 'win', 'trúng');

/** "萬位、千位" / "ten-thousands, thousands" / "hàng vạn, hàng nghìn" for the given position indices. */
export function positionsText(names: Names, positions: readonly number[]): Text {
  return mapText((lang) => positions.map((p) => names[lang][p]).join(lang === 'TW' ? '、' : ', '));
}

export interface Common {
  readonly id: number;
  readonly code: string;
  readonly group: BallGroup;
  readonly prizeMode: PrizeMode;
  readonly name: Text;
  readonly example: { readonly content: string; readonly winNo: string };
  readonly stakeLimits?: StakeLimits;
  /** Replace the factory's wording where a play has its own name for the same mechanics. */
  readonly how?: Text;
  readonly wins?: Text;
}

export interface Range {
  readonly min: number;
  readonly max: number;
  /** Accepted token lengths and the width the content is normalised to (maxWidth). */
  readonly minWidth: number;
  readonly maxWidth: number;
}
export const DIGIT: Range = { min: 0, max: 9, minWidth: 1, maxWidth: 1 };
export const rangeText = (r: Range) =>
  `${String(r.min).padStart(r.maxWidth, '0')}-${String(r.max).padStart(r.maxWidth, '0')}`;
const size = (r: Range) => r.max - r.min + 1;

function positionalGrammar(
  names: Names,
  positions: readonly number[],
  r: Range,
  emptyAllowed: boolean,
): Text {
  const pos = positionsText(names, positions);
  if (positions.length === 1) {
    return text(
      `號碼（${rangeText(r)}）以「,」分隔，例如 ${exampleList(r)}`,
      `numbers (${rangeText(r)}) separated by ",", e.g. ${exampleList(r)}`,
      `các số (${rangeText(r)}) ngăn cách bởi ",", ví dụ ${exampleList(r)}`,
    );
  }
  return text(
    `依序為${pos.TW}共 ${positions.length} 個位置，以「|」分隔；同一位置的號碼（${rangeText(r)}）以「,」分隔${emptyAllowed ? '；不選的位置留空' : ''}`,
    `${positions.length} positions in the order ${pos.EN}, separated by "|"; numbers (${rangeText(r)}) within a position separated by ","${emptyAllowed ? '; leave a position empty to skip it' : ''}`,
    `${positions.length} vị trí theo thứ tự ${pos.VI}, ngăn cách bởi "|"; các số (${rangeText(r)}) trong một vị trí ngăn cách bởi ","${emptyAllowed ? '; để trống vị trí không chọn' : ''}`,
  );
}

const exampleList = (r: Range) => joinNumbers([r.min, r.min + 1, r.min + 2], r.maxWidth);

function parsePositions(content: string, count: number, r: Range, minCount: number): Parsed<number[][]> {
  const segs = segments(content, count);
  if (isFailure(segs)) return segs;
  const out: number[][] = [];
  for (let i = 0; i < segs.length; i++) {
    const ns = numbers(segs[i]!, { ...r, minCount, label: `position ${i + 1}` });
    if (isFailure(ns)) return ns;
    out.push(ns);
  }
  return parsed(out);
}

const formatPositions = (sets: readonly (readonly number[])[], r: Range) =>
  sets.map((s) => joinNumbers(s, r.maxWidth)).join('|');

/**
 * Fixed position (定位膽). Content: one "|"-segment per position, any may be empty:
 * `1,2|3||4,5|` (SSC). Each number is a single bet winning when that position shows it: p = 1 / range size.
 */
export function dingweidanPlay(
  c: Common & { names: Names; positions: readonly number[]; range: Range },
): PlayType {
  const pos = positionsText(c.names, c.positions);
  const r = c.range;
  return definePlay<number[][], BallGroup>({
    ...c,
    grammar: positionalGrammar(c.names, c.positions, r, true),
    how:
      c.how ??
      text(
        `在${pos.TW}任選位置，每個位置選一個或多個號碼（${rangeText(r)}），每個號碼為一注。`,
        `Pick one or more numbers (${rangeText(r)}) on any of ${pos.EN}; each number is one bet.`,
        `Chọn một hoặc nhiều số (${rangeText(r)}) ở bất kỳ vị trí nào trong ${pos.VI}; mỗi số là một cược.`,
      ),
    wins:
      c.wins ??
      text(
        '所選號碼與該位置的開獎號碼相同即中獎，各位置分別計算。',
        'A bet wins when its number is the number drawn in that position; positions count separately.',
        'Cược trúng khi số đã chọn trùng số mở thưởng ở vị trí đó; mỗi vị trí tính riêng.',
      ),
    levels: [winLevel(rat(1, size(r)), WIN)],
    parse: (content) => parsePositions(content, c.positions.length, r, 0),
    format: (v) => formatPositions(v, r),
    betCount: (v) => v.reduce((s, set) => s + set.length, 0),
    winningBets: (v, result) => ({
      win: c.positions.filter((p, i) => v[i]!.includes(result.balls[p]!)).length,
    }),
  });
}

/** Ordered tuples, one number per set, with no number repeated. */
function distinctTuples(sets: readonly (readonly number[])[]): number {
  const used = new Set<number>();
  const walk = (i: number): number => {
    if (i === sets.length) return 1;
    let n = 0;
    for (const v of sets[i]!) {
      if (used.has(v)) continue;
      used.add(v);
      n += walk(i + 1);
      used.delete(v);
    }
    return n;
  };
  return walk(0);
}

/**
 * Direct (直選複式). Content: one non-empty "|"-segment per position, `1,2|3|4,5`. A single bet is one
 * number per position (the product of the counts; for draws without repeats, 11X5 and PK10, tuples that
 * repeat a number are not bets). Wins when every position matches: p = 1 / n^k, or 1 / n(n-1)..(n-k+1)
 * without repeats.
 */
export function directPlay(
  c: Common & { names: Names; positions: readonly number[]; range: Range; distinct: boolean },
): PlayType {
  const pos = positionsText(c.names, c.positions);
  const r = c.range;
  const k = c.positions.length;
  let outcomes = 1;
  for (let i = 0; i < k; i++) outcomes *= c.distinct ? size(r) - i : size(r);
  return definePlay<number[][], BallGroup>({
    ...c,
    grammar: positionalGrammar(c.names, c.positions, r, false),
    how:
      c.how ??
      text(
        `${pos.TW}每個位置各選至少一個號碼（${rangeText(r)}），每位取一個號碼組成一注${c.distinct ? '，號碼重複的組合不成注' : ''}。`,
        `Pick at least one number (${rangeText(r)}) for each of ${pos.EN}; every combination of one number per position is one bet${c.distinct ? ', except combinations repeating a number' : ''}.`,
        `Chọn ít nhất một số (${rangeText(r)}) cho mỗi vị trí ${pos.VI}; mỗi tổ hợp một số mỗi vị trí là một cược${c.distinct ? ', trừ tổ hợp có số lặp lại' : ''}.`,
      ),
    wins:
      c.wins ??
      text(
        `開獎號碼的${pos.TW}與一注號碼逐位相同（順序一致）即中獎。`,
        `A bet wins when the draw's ${pos.EN} are its numbers in the same order.`,
        `Cược trúng khi ${pos.VI} của kết quả trùng các số đã chọn theo đúng thứ tự.`,
      ),
    levels: [winLevel(rat(1, outcomes), WIN)],
    parse: (content) => parsePositions(content, k, r, 1),
    format: (v) => formatPositions(v, r),
    betCount: (v) => (c.distinct ? distinctTuples(v) : v.reduce((p, set) => p * set.length, 1)),
    winningBets: (v, result) => ({
      win: c.positions.every((p, i) => v[i]!.includes(result.balls[p]!)) ? 1 : 0,
    }),
  });
}

/** Ordered digit tuples of length k per digit sum: SUMS[k][s]. */
function digitSumCounts(k: number): number[] {
  let counts = [1];
  for (let i = 0; i < k; i++) {
    const next = new Array<number>(counts.length + 9).fill(0);
    counts.forEach((n, s) => {
      for (let d = 0; d <= 9; d++) next[s + d]! += n;
    });
    counts = next;
  }
  return counts;
}
export const DIGIT_SUMS_3 = digitSumCounts(3);

/**
 * Direct sum (直選和值) over three digit positions. Content: sums 0-27 separated by ",": `10,11`. A sum s
 * stands for every ordered triple with digit sum s (N(s) single bets, e.g. N(10) = 63), each paying the
 * direct prize: p = 1/1000 per single bet, so the chosen sum wins with p = N(s)/1000 and pays once.
 */
export function sumPlay(c: Common & { names: Names; positions: readonly number[] }): PlayType {
  const pos = positionsText(c.names, c.positions);
  const spec = { min: 0, max: 27, minWidth: 1, maxWidth: 2 };
  return definePlay<number[], BallGroup>({
    ...c,
    grammar: text(
      '和值（0-27）以「,」分隔，例如 10,11',
      'sums (0-27) separated by ",", e.g. 10,11',
      'các tổng (0-27) ngăn cách bởi ",", ví dụ 10,11',
    ),
    how: text(
      `選擇一個或多個和值（0-27）；每個和值包含${pos.TW}數字和等於該值的全部直選組合，每個組合為一注（如和值 10 為 63 注）。`,
      `Pick one or more sums (0-27); a sum stands for every ordered combination of ${pos.EN} with that digit sum, one bet each (sum 10 is 63 bets).`,
      `Chọn một hoặc nhiều tổng (0-27); mỗi tổng gồm mọi tổ hợp có thứ tự của ${pos.VI} có tổng chữ số đó, mỗi tổ hợp một cược (tổng 10 là 63 cược).`,
    ),
    wins: text(
      `${pos.TW}三個數字之和等於所選和值即中獎（中一注直選）。`,
      `Wins when the digits of ${pos.EN} add up to a chosen sum (one direct bet wins).`,
      `Trúng khi tổng các chữ số ${pos.VI} bằng tổng đã chọn (trúng một cược trực tiếp).`,
    ),
    levels: [winLevel(rat(1, 1000), WIN)],
    parse: (content) => {
      const ns = numbers(content, { ...spec, minCount: 1, label: 'sums' });
      return isFailure(ns) ? ns : parsed(ns);
    },
    format: (v) => v.join(','),
    betCount: (v) => v.reduce((s, sum) => s + DIGIT_SUMS_3[sum]!, 0),
    winningBets: (v, result) => {
      const s = c.positions.reduce((acc, p) => acc + result.balls[p]!, 0);
      return { win: v.includes(s) ? 1 : 0 };
    },
  });
}

function digitsOnly(content: string, minCount: number): Parsed<number[]> {
  if (content.includes('|')) return badCount('one list of digits, no "|"');
  const ns = numbers(content, { ...DIGIT, minCount, label: 'digits' });
  return isFailure(ns) ? ns : parsed(ns);
}

/**
 * Group-3 (組三複式) over three digit positions. Content: digits separated by ",", at least two: `1,2,3`.
 * Each ordered pair (a, b), a ≠ b, is a single bet for the pattern {a, a, b} in any order: n(n−1) bets.
 * Wins when the positions show exactly one pair: p = 3/1000 per bet. Triples and all-different lose.
 */
export function zu3Play(c: Common & { names: Names; positions: readonly number[] }): PlayType {
  const pos = positionsText(c.names, c.positions);
  return definePlay<number[], BallGroup>({
    ...c,
    grammar: text(
      '號碼（0-9）以「,」分隔，至少兩個，例如 1,2,3',
      'digits (0-9) separated by ",", at least two, e.g. 1,2,3',
      'các chữ số (0-9) ngăn cách bởi ",", ít nhất hai, ví dụ 1,2,3',
    ),
    how: text(
      '選擇至少兩個號碼；每兩個號碼組成兩注，一個作對子、另一個作單號（n 個號碼為 n×(n−1) 注）。',
      'Pick at least two digits; every two of them make two bets, one digit as the pair and the other as the single (n digits make n×(n−1) bets).',
      'Chọn ít nhất hai chữ số; mỗi hai số tạo hai cược, một số làm cặp và số kia làm số đơn (n số tạo n×(n−1) cược).',
    ),
    wins: text(
      `${pos.TW}開出組三形態（恰有兩個數字相同，豹子不算），對子與單號皆為所選號碼即中獎，順序不限。`,
      `Wins when ${pos.EN} show exactly one pair (a triple does not count) whose pair and single digits are both chosen, in any order.`,
      `Trúng khi ${pos.VI} có đúng một cặp (ba số giống nhau không tính) mà số cặp và số đơn đều đã chọn, không theo thứ tự.`,
    ),
    levels: [winLevel(rat(3, 1000), WIN)],
    parse: (content) => digitsOnly(content, 2),
    format: (v) => v.join(','),
    betCount: (v) => v.length * (v.length - 1),
    winningBets: (v, result) => {
      const [a, b, x] = c.positions.map((p) => result.balls[p]!) as [number, number, number];
      const distinct = new Set([a, b, x]);
      return { win: distinct.size === 2 && [...distinct].every((d) => v.includes(d)) ? 1 : 0 };
    },
  });
}

/**
 * Group-6 (組六複式) over three digit positions. Content: digits separated by ",", at least three:
 * `1,2,3,4`. Each 3-subset is a single bet (C(n,3)); wins when the positions show exactly its three
 * different digits in any order: p = 6/1000.
 */
export function zu6Play(c: Common & { names: Names; positions: readonly number[] }): PlayType {
  const pos = positionsText(c.names, c.positions);
  return definePlay<number[], BallGroup>({
    ...c,
    grammar: text(
      '號碼（0-9）以「,」分隔，至少三個，例如 1,2,3,4',
      'digits (0-9) separated by ",", at least three, e.g. 1,2,3,4',
      'các chữ số (0-9) ngăn cách bởi ",", ít nhất ba, ví dụ 1,2,3,4',
    ),
    how: text(
      '選擇至少三個號碼，每三個不同號碼為一注（n 個號碼為 C(n,3) 注）。',
      'Pick at least three digits; every three different digits make one bet (n digits make C(n,3) bets).',
      'Chọn ít nhất ba chữ số; mỗi bộ ba số khác nhau là một cược (n số tạo C(n,3) cược).',
    ),
    wins: text(
      `${pos.TW}三個數字各不相同且正是該注的三個號碼即中獎，順序不限。`,
      `Wins when ${pos.EN} are three different digits, exactly the bet's three, in any order.`,
      `Trúng khi ${pos.VI} là ba chữ số khác nhau, đúng ba số của cược, không theo thứ tự.`,
    ),
    levels: [winLevel(rat(6, 1000), WIN)],
    parse: (content) => digitsOnly(content, 3),
    format: (v) => v.join(','),
    betCount: (v) => choose(v.length, 3),
    winningBets: (v, result) => {
      const ds = c.positions.map((p) => result.balls[p]!);
      return { win: new Set(ds).size === 3 && ds.every((d) => v.includes(d)) ? 1 : 0 };
    },
  });
}

export const DXDS = ['da', 'xiao', 'dan', 'shuang'] as const;
export type Dxds = (typeof DXDS)[number];
export const DXDS_TEXT = text('大、小、單、雙', 'big, small, odd, even', 'lớn, nhỏ, lẻ, chẵn');

/** Whether `value` is big / small / odd / even with big meaning value ≥ bigFrom. */
export function dxdsHit(option: Dxds, value: number, bigFrom: number): boolean {
  switch (option) {
    case 'da':
      return value >= bigFrom;
    case 'xiao':
      return value < bigFrom;
    case 'dan':
      return value % 2 === 1;
    case 'shuang':
      return value % 2 === 0;
  }
}

/**
 * Big/small/odd/even per position (定位大小單雙). Content: one "|"-segment per position with options
 * da (big), xiao (small), dan (odd), shuang (even) separated by ",", empty to skip: `da,dan||xiao||`.
 * Each option is a single bet with p = 1/2 (the ranges split evenly: SSC 5-9 big, PK10 6-10 big).
 */
export function dxdsPositionsPlay(
  c: Common & { names: Names; positions: readonly number[]; bigFrom: number; rangeTxt: Text; bigTxt: Text },
): PlayType {
  const pos = positionsText(c.names, c.positions);
  return definePlay<Dxds[][], BallGroup>({
    ...c,
    grammar: text(
      `依序為${pos.TW}共 ${c.positions.length} 個位置，以「|」分隔；選項 da（大）、xiao（小）、dan（單）、shuang（雙）以「,」分隔；不選的位置留空`,
      `${c.positions.length} positions in the order ${pos.EN}, separated by "|"; options da (big), xiao (small), dan (odd), shuang (even) separated by ","; leave a position empty to skip it`,
      `${c.positions.length} vị trí theo thứ tự ${pos.VI}, ngăn cách bởi "|"; các lựa chọn da (lớn), xiao (nhỏ), dan (lẻ), shuang (chẵn) ngăn cách bởi ","; để trống vị trí không chọn`,
    ),
    how: text(
      `在${pos.TW}任選位置，選擇大、小、單、雙，每個選項為一注。`,
      `On any of ${pos.EN}, pick big, small, odd or even; each option is one bet.`,
      `Ở bất kỳ vị trí nào trong ${pos.VI}, chọn lớn, nhỏ, lẻ hoặc chẵn; mỗi lựa chọn là một cược.`,
    ),
    wins: text(
      `該位置號碼（${c.rangeTxt.TW}）${c.bigTxt.TW}；奇數為單、偶數為雙，符合即中獎。`,
      `The number in that position (${c.rangeTxt.EN}) ${c.bigTxt.EN}; odd numbers are odd, even numbers even.`,
      `Số ở vị trí đó (${c.rangeTxt.VI}) ${c.bigTxt.VI}; số lẻ là lẻ, số chẵn là chẵn.`,
    ),
    levels: [winLevel(rat(1, 2), WIN)],
    parse: (content) => {
      const segs = segments(content, c.positions.length);
      if (isFailure(segs)) return segs;
      const out: Dxds[][] = [];
      for (let i = 0; i < segs.length; i++) {
        const ws = words(segs[i]!, DXDS, `position ${i + 1}`, 0);
        if (isFailure(ws)) return ws;
        out.push(ws);
      }
      return parsed(out);
    },
    format: (v) => v.map((ws) => ws.join(',')).join('|'),
    betCount: (v) => v.reduce((s, ws) => s + ws.length, 0),
    winningBets: (v, result) => ({
      win: c.positions.reduce(
        (n, p, i) => n + v[i]!.filter((o) => dxdsHit(o, result.balls[p]!, c.bigFrom)).length,
        0,
      ),
    }),
  });
}

export const LONGHU = ['long', 'hu', 'he'] as const;
export type Longhu = (typeof LONGHU)[number];

export interface LonghuPair {
  /** The pair's key in content, e.g. "15" (SSC) or "1" (PK10 1st v 10th). */
  readonly key: string;
  readonly a: number;
  readonly b: number;
}

/**
 * Dragon-tiger (龍虎). Content: "|"-separated `pair:options`, each pair at most once:
 * `15:long,he|24:hu` (SSC pairs "ij" of positions 1-5) or `1:long|5:hu` (PK10 pair i = place i v 11−i).
 * Dragon: first position higher; tiger: lower; tie (SSC only): equal. With ties (SSC) p(dragon) =
 * p(tiger) = 45/100 and p(tie) = 1/10; a tie makes dragon and tiger bets lose, as licensed SSC operators
 * rule (no refund), and the tie option pays its own odds. PK10 positions never tie: p = 1/2.
 */
export function longhuPlay(
  c: Common & { names: Names; pairs: readonly LonghuPair[]; withTie: boolean; pairsTxt: Text },
): PlayType {
  const options: readonly Longhu[] = c.withTie ? LONGHU : ['long', 'hu'];
  const levels: PrizeLevel[] = c.withTie
    ? [
        { key: 'longhu', name: text('龍／虎', 'dragon / tiger', 'rồng / hổ'), expected: rat(45, 100) },
        { key: 'he', name: text('和', 'tie', 'hòa'), expected: rat(10, 100) },
      ]
    : [{ key: 'longhu', name: text('龍／虎', 'dragon / tiger', 'rồng / hổ'), expected: rat(1, 2) }];
  const pairByKey = new Map(c.pairs.map((p) => [p.key, p]));
  const optTW = c.withTie ? 'long（龍）、hu（虎）、he（和）' : 'long（龍）、hu（虎）';
  const optEN = c.withTie ? 'long (dragon), hu (tiger), he (tie)' : 'long (dragon), hu (tiger)';
  const optVI = c.withTie ? 'long (rồng), hu (hổ), he (hòa)' : 'long (rồng), hu (hổ)';
  return definePlay<Map<string, Longhu[]>, BallGroup>({
    ...c,
    grammar: text(
      `「位置對:選項」以「|」分隔；位置對為 ${c.pairsTxt.TW}；選項 ${optTW} 以「,」分隔`,
      `"pair:options" separated by "|"; pairs are ${c.pairsTxt.EN}; options ${optEN} separated by ","`,
      `"cặp:lựa chọn" ngăn cách bởi "|"; cặp là ${c.pairsTxt.VI}; lựa chọn ${optVI} ngăn cách bởi ","`,
    ),
    how: text(
      `選擇一組或多組位置對，再選${c.withTie ? '龍、虎或和' : '龍或虎'}，每個選項為一注。`,
      `Pick one or more position pairs, then ${c.withTie ? 'dragon, tiger or tie' : 'dragon or tiger'}; each option is one bet.`,
      `Chọn một hoặc nhiều cặp vị trí, rồi chọn ${c.withTie ? 'rồng, hổ hoặc hòa' : 'rồng hoặc hổ'}; mỗi lựa chọn là một cược.`,
    ),
    wins: c.withTie
      ? text(
          '前一位號碼大於後一位為龍，小於為虎，相等為和；開和時龍、虎注單不中獎（不退本金），和另有獎金。',
          'Dragon wins when the first position is higher, tiger when it is lower, tie when equal; on a tie dragon and tiger bets lose (no refund) and tie pays its own prize.',
          'Rồng thắng khi vị trí đầu lớn hơn, hổ khi nhỏ hơn, hòa khi bằng nhau; khi hòa, cược rồng và hổ thua (không hoàn tiền), cược hòa trả thưởng riêng.',
        )
      : text(
          '前一名的車號大於後一名為龍，小於為虎（兩車號不會相同）。',
          'Dragon wins when the earlier place has the higher car number, tiger when lower (they never tie).',
          'Rồng thắng khi hạng trước có số xe lớn hơn, hổ khi nhỏ hơn (không bao giờ hòa).',
        ),
    levels,
    parse: (content) => {
      if (!/^[0-9a-z,|:]*$/.test(content))
        return invalid('only digits, lower-case options and , | : are allowed');
      if (content === '') return badCount('pick at least one pair');
      const out = new Map<string, Longhu[]>();
      for (const seg of content.split('|')) {
        const m = /^(\d+):([a-z,]*)$/.exec(seg);
        if (!m) return invalid(`"${seg}" is not pair:options`);
        if (!pairByKey.has(m[1]!))
          return outOfRange(`pair ${m[1]} is not one of ${[...pairByKey.keys()].join(', ')}`);
        if (out.has(m[1]!)) return duplicate(`pair ${m[1]} appears twice`);
        const ws = words(m[2]!, options, `pair ${m[1]}`, 1);
        if (isFailure(ws)) return ws;
        out.set(m[1]!, ws);
      }
      return parsed(out);
    },
    format: (v) =>
      c.pairs
        .filter((p) => v.has(p.key))
        .map((p) => `${p.key}:${v.get(p.key)!.join(',')}`)
        .join('|'),
    betCount: (v) => [...v.values()].reduce((s, ws) => s + ws.length, 0),
    winningBets: (v, result) => {
      const out = { longhu: 0, he: 0 };
      for (const [key, opts] of v) {
        const p = pairByKey.get(key)!;
        const a = result.balls[p.a]!;
        const b = result.balls[p.b]!;
        const outcome: Longhu = a > b ? 'long' : a < b ? 'hu' : 'he';
        if (opts.includes(outcome)) out[outcome === 'he' ? 'he' : 'longhu'] += 1;
      }
      return out;
    },
  });
}
