/**
 * Vietnam lottery (VNC), for both draw formats: VNC_27 (XSMB, north: 27 numbers) and VNC_18 (XSMT/XSMN,
 * central and south: 18 numbers). All plays traditional (LOTT). "Tails" are a prize number's last two (or
 * three) digits; every number has at least two digits, VNC_27 has 23 numbers of three digits or more and
 * VNC_18 has 17.
 *
 * Content examples (numbers written with exactly 2 or 3 digits, leading zeros kept):
 *   lo2      `05,27,99`    each number pays once per prize number ending in it       p̄ = N/100
 *   lo3      `345,627`     the same over three-digit tails                           p̄ = N3/1000
 *   de2      `45,56`       special prize's last two digits                           p = 1/100
 *   de3      `345,456`     3 càng: special prize's last three digits                 p = 1/1000
 *   de2_g1   `90`          first prize's last two digits                             p = 1/100
 *   de_dau   `4,5`         special prize's tens digit (second to last)               p = 1/10
 *   de_duoi  `5,6`         special prize's last digit                                p = 1/10
 *   xien2..4 `27,45,99`    each k-subset wins (once) when all k appear among the tails
 * lô is the only play whose single bet can win several times in one draw; its level's `expected` is the
 * expected number of occurrences, N/100, so the odds formula still gives RTP = series/base.
 * Xiên: P(k given numbers all appear among N independent uniform tails) by inclusion-exclusion,
 *   Σ_{j=0..k} (−1)^j C(k, j) ((100 − j)/100)^N, exact.
 */
import { choose, chooseBig } from '../combinatorics.ts';
import { badCount, isFailure, joinNumbers, numbers, parsed } from '../content.ts';
import type { VnGroup, VnResult } from '../groups.ts';
import { GROUPS, vnNumbers, vnSpecial } from '../groups.ts';
import type { PlayType } from '../play-type.ts';
import { definePlay, winLevel } from '../play-type.ts';
import type { Rational } from '../rational.ts';
import { rat } from '../rational.ts';
import type { Text } from '../text.ts';
import { text } from '../text.ts';
import { WIN } from './common.ts';

/** Tails of `width` digits of every prize number with at least that many digits, in tier order. */
export function vnTails(result: VnResult, width: 2 | 3): string[] {
  return vnNumbers(result)
    .map((n) => n.number)
    .filter((n) => n.length >= width)
    .map((n) => n.slice(-width));
}

/** P(all k given two-digit numbers appear among n uniform independent tails of 100 values). */
export function xienProbability(k: number, n: number, values = 100): Rational {
  let num = 0n;
  const den = BigInt(values) ** BigInt(n);
  for (let j = 0; j <= k; j++) {
    const term = chooseBig(k, j) * BigInt(values - j) ** BigInt(n);
    num += j % 2 === 0 ? term : -term;
  }
  return rat(num, den);
}

const grammar2 = text(
  '兩位數（00-99）以「,」分隔，例如 05,27,99',
  'two-digit numbers (00-99) separated by ",", e.g. 05,27,99',
  'các số hai chữ số (00-99) ngăn cách bởi ",", ví dụ 05,27,99',
);
const grammar3 = text(
  '三位數（000-999）以「,」分隔，例如 005,345',
  'three-digit numbers (000-999) separated by ",", e.g. 005,345',
  'các số ba chữ số (000-999) ngăn cách bởi ",", ví dụ 005,345',
);
const grammar1 = text(
  '數字（0-9）以「,」分隔，例如 4,5',
  'digits (0-9) separated by ",", e.g. 4,5',
  'các chữ số (0-9) ngăn cách bởi ",", ví dụ 4,5',
);
const how = (width: 1 | 2 | 3) =>
  width === 1
    ? text(
        '選擇一個或多個數字（0-9），每個數字為一注。',
        'Pick one or more digits (0-9); each digit is one bet.',
        'Chọn một hoặc nhiều chữ số (0-9); mỗi chữ số là một cược.',
      )
    : width === 2
      ? text(
          '選擇一個或多個兩位數（00-99），每個號碼為一注。',
          'Pick one or more two-digit numbers (00-99); each number is one bet.',
          'Chọn một hoặc nhiều số hai chữ số (00-99); mỗi số là một cược.',
        )
      : text(
          '選擇一個或多個三位數（000-999），每個號碼為一注。',
          'Pick one or more three-digit numbers (000-999); each number is one bet.',
          'Chọn một hoặc nhiều số ba chữ số (000-999); mỗi số là một cược.',
        );

function list(content: string, width: 1 | 2 | 3, minCount: number) {
  if (content.includes('|')) return badCount('one list of numbers, no "|"');
  const ns = numbers(content, {
    min: 0,
    max: 10 ** width - 1,
    minWidth: width,
    maxWidth: width,
    minCount,
    maxCount: 10 ** width,
    label: 'numbers',
  });
  return isFailure(ns) ? ns : parsed(ns);
}

const EXAMPLE_WIN: Record<VnGroup, string> = {
  VNC_27: [
    '12345',
    '67890',
    '11145,22227',
    '30405,41527,50699,61234,70045,89012',
    '1234,5627,9045,3312',
    '4455,6677,8899,1000,2345,5627',
    '345,627,899',
    '45,27,12,90',
  ].join(','),
  VNC_18: [
    '123456',
    '67890',
    '11145',
    '22227,30405',
    '41527,50699,61234,70045,89012,12345,54321',
    '1234',
    '5627,9045,3312',
    '456',
    '27',
  ].join(','),
};

function vnPlays(group: VnGroup, idBase: number): PlayType[] {
  const g = GROUPS[group];
  if (g.kind !== 'vn') throw new TypeError(`${group} is not a VN group`);
  const n = g.numberCount;
  const n3 = g.tiers.filter((t) => t.digits >= 3).reduce((s, t) => s + t.count, 0);
  const winNo = EXAMPLE_WIN[group];
  const base = { group, prizeMode: 'LOTT' as const };

  const lo = (width: 2 | 3, id: number, code: string, name: Text, example: string): PlayType => {
    const count = width === 2 ? n : n3;
    return definePlay<number[], VnGroup>({
      ...base,
      id,
      code,
      name,
      grammar: width === 2 ? grammar2 : grammar3,
      how: how(width),
      wins:
        width === 2
          ? text(
              `全部 ${count} 個獎號中，每有一個末兩位等於所選號碼即中獎一次（出現多次中多次）。`,
              `A bet wins once for each of the ${count} prize numbers ending in its two digits (several appearances win several times).`,
              `Cược trúng một lần cho mỗi số trong ${count} giải có hai chữ số cuối trùng số đã chọn (về nhiều lần trúng nhiều lần).`,
            )
          : text(
              `三位數以上的 ${count} 個獎號中，每有一個末三位等於所選號碼即中獎一次（出現多次中多次）。`,
              `A bet wins once for each of the ${count} prize numbers of three or more digits ending in its three digits (several appearances win several times).`,
              `Cược trúng một lần cho mỗi số trong ${count} giải có từ ba chữ số trở lên có ba chữ số cuối trùng số đã chọn (về nhiều lần trúng nhiều lần).`,
            ),
      levels: [winLevel(rat(count, 10 ** width), WIN)],
      parse: (content) => list(content, width, 1),
      format: (v) => joinNumbers(v, width),
      betCount: (v) => v.length,
      winningBets: (v, r) => {
        const tails = vnTails(r, width).map(Number);
        return { win: tails.filter((t) => v.includes(t)).length };
      },
      example: { content: example, winNo },
    });
  };

  /** A once-only bet on the last `width` digits (or one digit) of one prize number. */
  const de = (
    id: number,
    code: string,
    name: Text,
    width: 1 | 2 | 3,
    target: (r: VnResult) => number,
    wins: Text,
    example: string,
    view?: (r: VnResult) => string,
  ): PlayType =>
    definePlay<number[], VnGroup>({
      ...base,
      id,
      code,
      name,
      grammar: width === 1 ? grammar1 : width === 2 ? grammar2 : grammar3,
      how: how(width),
      wins,
      levels: [winLevel(rat(1, 10 ** width), WIN)],
      parse: (content) => list(content, width, 1),
      format: (v) => joinNumbers(v, width),
      betCount: (v) => v.length,
      winningBets: (v, r) => ({ win: v.includes(target(r)) ? 1 : 0 }),
      example: { content: example, winNo },
      ...(view ? { winningNumber: (r: VnResult) => ({ balls: [view(r)], text: view(r), bold: false }) } : {}),
    });

  const special = (r: VnResult) => vnSpecial(r);
  const first = (r: VnResult) => r.prizes[1]?.numbers[0] ?? '';

  const xien = (k: 2 | 3 | 4): PlayType =>
    definePlay<number[], VnGroup>({
      ...base,
      id: idBase + 9 + k,
      code: `xien${k}`,
      name: text(`串${'二三四'[k - 2]}（Xiên ${k}）`, `Xiên ${k}`, `Lô xiên ${k}`),
      grammar: grammar2,
      how: text(
        `選擇至少 ${k} 個兩位數（00-99），每 ${k} 個號碼為一注（n 個號碼為 C(n,${k}) 注）。`,
        `Pick at least ${k} two-digit numbers (00-99); every ${k} of them make one bet (n numbers make C(n,${k}) bets).`,
        `Chọn ít nhất ${k} số hai chữ số (00-99); mỗi ${k} số là một cược (n số tạo C(n,${k}) cược).`,
      ),
      wins: text(
        `該注 ${k} 個號碼都出現在 ${n} 個獎號的末兩位中即中獎，每注只計一次。`,
        `A bet wins when all its ${k} numbers appear among the last two digits of the ${n} prize numbers; it pays once.`,
        `Cược trúng khi cả ${k} số đều xuất hiện trong hai chữ số cuối của ${n} giải; mỗi cược chỉ trả một lần.`,
      ),
      levels: [winLevel(xienProbability(k, n), WIN)],
      parse: (content) => list(content, 2, k),
      format: (v) => joinNumbers(v, 2),
      betCount: (v) => choose(v.length, k),
      winningBets: (v, r) => {
        const tails = new Set(vnTails(r, 2).map(Number));
        return { win: choose(v.filter((x) => tails.has(x)).length, k) };
      },
      example: { content: ['27,45,99', '11,27,45,99', '11,12,27,45,99'][k - 2]!, winNo },
    });

  return [
    lo(2, idBase + 1, 'lo2', text('二星包號（Lô 2 số）', 'Lô 2 digits', 'Bao lô 2 số'), '27,45,99'),
    lo(3, idBase + 2, 'lo3', text('三星包號（Lô 3 số）', 'Lô 3 digits', 'Bao lô 3 số'), '345,627'),
    de(
      idBase + 3,
      'de2',
      text('特別獎後二（Đề）', 'Đề (special prize, last 2)', 'Đề đặc biệt'),
      2,
      (r) => Number(special(r).slice(-2)),
      text(
        '特別獎末兩位與所選號碼相同即中獎。',
        'Wins when the special prize ends in its two digits.',
        'Trúng khi hai chữ số cuối của giải Đặc biệt trùng số đã chọn.',
      ),
      '45,56',
    ),
    de(
      idBase + 4,
      'de3',
      text('特別獎後三（3 càng）', '3 càng (special prize, last 3)', '3 càng đặc biệt'),
      3,
      (r) => Number(special(r).slice(-3)),
      text(
        '特別獎末三位與所選號碼相同即中獎。',
        'Wins when the special prize ends in its three digits.',
        'Trúng khi ba chữ số cuối của giải Đặc biệt trùng số đã chọn.',
      ),
      '345,456',
    ),
    de(
      idBase + 5,
      'de2_g1',
      text('一等獎後二（Đề giải nhất）', 'Đề first prize (last 2)', 'Đề giải nhất'),
      2,
      (r) => Number(first(r).slice(-2)),
      text(
        '一等獎末兩位與所選號碼相同即中獎。',
        'Wins when the first prize ends in its two digits.',
        'Trúng khi hai chữ số cuối của giải Nhất trùng số đã chọn.',
      ),
      '90',
      first,
    ),
    de(
      idBase + 6,
      'de_dau',
      text('特別獎十位（Đầu）', 'Đầu (special prize, tens digit)', 'Đầu đặc biệt'),
      1,
      (r) => Number(special(r).slice(-2, -1)),
      text(
        '特別獎倒數第二位數字與所選數字相同即中獎。',
        "Wins when the special prize's second-to-last digit is the chosen digit.",
        'Trúng khi chữ số áp chót của giải Đặc biệt trùng chữ số đã chọn.',
      ),
      '4,5',
    ),
    de(
      idBase + 7,
      'de_duoi',
      text('特別獎個位（Đuôi）', 'Đuôi (special prize, last digit)', 'Đuôi đặc biệt'),
      1,
      (r) => Number(special(r).slice(-1)),
      text(
        '特別獎最後一位數字與所選數字相同即中獎。',
        "Wins when the special prize's last digit is the chosen digit.",
        'Trúng khi chữ số cuối của giải Đặc biệt trùng chữ số đã chọn.',
      ),
      '5,6',
    ),
    xien(2),
    xien(3),
    xien(4),
  ];
}

export const VN_PLAYS: readonly PlayType[] = [...vnPlays('VNC_27', 6000), ...vnPlays('VNC_18', 7000)];
