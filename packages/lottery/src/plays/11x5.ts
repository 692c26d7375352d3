/**
 * 11X5 (11選5): five different numbers of 01-11 in draw order. All plays are traditional (LOTT).
 *
 * Content examples (numbers as "7" or "07"; stored zero-padded):
 *   renxuan1..renxuan8  `01,03,05,07,09,11`   at least k numbers, one list
 *   qian1_zhixuan       `01,02`              numbers for the first ball
 *   qian2_zhixuan       `01,02|03`           first | second ball
 *   qian3_zhixuan       `01|02,03|04`        first | second | third ball
 *   qian2_zuxuan        `01,02,03`           ≥ 2 numbers, first two balls in any order
 *   qian3_zuxuan        `01,02,03,04`        ≥ 3 numbers, first three balls in any order
 */
import { choose } from '../combinatorics.ts';
import { badCount, isFailure, joinNumbers, numbers, parsed } from '../content.ts';
import type { PlayType } from '../play-type.ts';
import { definePlay, winLevel } from '../play-type.ts';
import { rat } from '../rational.ts';
import type { Text } from '../text.ts';
import { text } from '../text.ts';
import type { Names, Range } from './common.ts';
import { directPlay, WIN } from './common.ts';

export const BALL_11: Range = { min: 1, max: 11, minWidth: 1, maxWidth: 2 };

export const X5_POSITIONS: Names = {
  TW: ['第一位', '第二位', '第三位', '第四位', '第五位'],
  EN: ['1st ball', '2nd ball', '3rd ball', '4th ball', '5th ball'],
  VI: ['số thứ nhất', 'số thứ hai', 'số thứ ba', 'số thứ tư', 'số thứ năm'],
};

const LIST_GRAMMAR = (min: number) =>
  text(
    `號碼（01-11）以「,」分隔，至少 ${min} 個，例如 01,02,03`,
    `numbers (01-11) separated by ",", at least ${min}, e.g. 01,02,03`,
    `các số (01-11) ngăn cách bởi ",", ít nhất ${min}, ví dụ 01,02,03`,
  );

function list(content: string, minCount: number) {
  if (content.includes('|')) return badCount('one list of numbers, no "|"');
  const ns = numbers(content, { ...BALL_11, minCount, label: 'numbers' });
  return isFailure(ns) ? ns : parsed(ns);
}

const CN_DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八'];

/**
 * Any-k (任選k). Each k-subset of the picked numbers is a single bet (C(n,k)). For k ≤ 5 a bet wins when
 * its k numbers are all among the five drawn: p = C(5,k)/C(11,k); with m picked numbers drawn,
 * C(m,k) bets win. For k ≥ 6 a bet wins when the five drawn are all among its k: p = C(k,5)/C(11,5);
 * when all five drawn are picked, C(n−5, k−5) bets win.
 */
function renxuan(k: number): PlayType {
  const expected = k <= 5 ? rat(choose(5, k), choose(11, k)) : rat(choose(k, 5), choose(11, 5));
  const hits = Math.min(k, 5);
  const name: Text = text(
    `任選${CN_DIGITS[k]}中${CN_DIGITS[hits]}`,
    `Any ${k}${k > 5 ? ' (5 of them drawn)' : ''}`,
    `Chọn ${k} trúng ${hits}`,
  );
  const examples: Record<number, string> = {
    1: '01,03',
    2: '01,03,05',
    3: '01,03,05,07',
    4: '01,03,05,07,09',
    5: '01,03,05,07,09,11',
    6: '01,02,03,04,05,07,11',
    7: '01,02,03,04,05,07,11',
    8: '01,02,03,04,05,06,07,11',
  };
  return definePlay<number[], '11X5'>({
    id: 2000 + k,
    code: `renxuan${k}`,
    group: '11X5',
    prizeMode: 'LOTT',
    name,
    grammar: LIST_GRAMMAR(k),
    how: text(
      `選擇至少 ${k} 個號碼（01-11），每 ${k} 個號碼為一注（n 個號碼為 C(n,${k}) 注）。`,
      `Pick at least ${k} numbers (01-11); every ${k} of them make one bet (n numbers make C(n,${k}) bets).`,
      `Chọn ít nhất ${k} số (01-11); mỗi ${k} số là một cược (n số tạo C(n,${k}) cược).`,
    ),
    wins:
      k <= 5
        ? text(
            `該注 ${k} 個號碼全部在五個開獎號碼之中即中獎，順序不限；多個號碼開出時可中多注。`,
            `A bet wins when all its ${k} numbers are among the five drawn, in any order; several bets can win at once.`,
            `Cược trúng khi cả ${k} số của cược đều nằm trong năm số mở thưởng, không theo thứ tự; nhiều cược có thể cùng trúng.`,
          )
        : text(
            `五個開獎號碼全部在該注 ${k} 個號碼之中即中獎。`,
            `A bet wins when all five drawn numbers are among its ${k} numbers.`,
            `Cược trúng khi cả năm số mở thưởng đều nằm trong ${k} số của cược.`,
          ),
    levels: [winLevel(expected, WIN)],
    parse: (content) => list(content, k),
    format: (v) => joinNumbers(v, 2),
    betCount: (v) => choose(v.length, k),
    winningBets: (v, result) => {
      const m = result.balls.filter((b) => v.includes(b)).length;
      return { win: k <= 5 ? choose(m, k) : m === 5 ? choose(v.length - 5, k - 5) : 0 };
    },
    example: { content: examples[k]!, winNo: '03,07,01,11,05' },
  });
}

/** Front-k group (前k組選): each k-subset is a bet; wins when the first k balls are its numbers: p = 1/C(11,k). */
function zuxuan(k: 2 | 3, id: number): PlayType {
  const pos = k === 2 ? text('前二', 'first two', 'hai số đầu') : text('前三', 'first three', 'ba số đầu');
  return definePlay<number[], '11X5'>({
    id,
    code: `qian${k}_zuxuan`,
    group: '11X5',
    prizeMode: 'LOTT',
    name: text(`${pos.TW}組選`, `First ${k} group`, `${pos.VI[0]!.toUpperCase()}${pos.VI.slice(1)} nhóm`),
    grammar: LIST_GRAMMAR(k),
    how: text(
      `選擇至少 ${k} 個號碼（01-11），每 ${k} 個號碼為一注。`,
      `Pick at least ${k} numbers (01-11); every ${k} of them make one bet.`,
      `Chọn ít nhất ${k} số (01-11); mỗi ${k} số là một cược.`,
    ),
    wins: text(
      `開獎號碼${pos.TW}位正是該注號碼即中獎，順序不限。`,
      `A bet wins when the ${pos.EN} balls drawn are its numbers, in any order.`,
      `Cược trúng khi ${pos.VI} mở thưởng đúng là các số của cược, không theo thứ tự.`,
    ),
    levels: [winLevel(rat(1, choose(11, k)), WIN)],
    parse: (content) => list(content, k),
    format: (v) => joinNumbers(v, 2),
    betCount: (v) => choose(v.length, k),
    winningBets: (v, result) => ({ win: result.balls.slice(0, k).every((b) => v.includes(b)) ? 1 : 0 }),
    example: { content: k === 2 ? '01,03,07' : '01,03,07,09', winNo: '03,07,01,11,05' },
  });
}

const common = { group: '11X5' as const, prizeMode: 'LOTT' as const, names: X5_POSITIONS, range: BALL_11 };

export const X5_PLAYS: readonly PlayType[] = [
  ...[1, 2, 3, 4, 5, 6, 7, 8].map(renxuan),
  directPlay({
    ...common,
    id: 2011,
    code: 'qian1_zhixuan',
    name: text('前一直選', 'First ball direct', 'Số đầu trực tiếp'),
    positions: [0],
    distinct: true,
    how: text(
      '選擇一個或多個號碼（01-11），每個號碼為一注。',
      'Pick one or more numbers (01-11); each number is one bet.',
      'Chọn một hoặc nhiều số (01-11); mỗi số là một cược.',
    ),
    wins: text(
      '第一個開獎號碼與所選號碼相同即中獎。',
      'A bet wins when the first ball drawn is its number.',
      'Cược trúng khi số mở thưởng đầu tiên là số đã chọn.',
    ),
    example: { content: '01,03', winNo: '03,07,01,11,05' },
  }),
  directPlay({
    ...common,
    id: 2012,
    code: 'qian2_zhixuan',
    name: text('前二直選', 'First two direct', 'Hai số đầu trực tiếp'),
    positions: [0, 1],
    distinct: true,
    example: { content: '01,03|03,07', winNo: '03,07,01,11,05' },
  }),
  directPlay({
    ...common,
    id: 2013,
    code: 'qian3_zhixuan',
    name: text('前三直選', 'First three direct', 'Ba số đầu trực tiếp'),
    positions: [0, 1, 2],
    distinct: true,
    example: { content: '03|07,08|01,02', winNo: '03,07,01,11,05' },
  }),
  zuxuan(2, 2022),
  zuxuan(3, 2023),
];
