/**
 * PK10 (賽車): the finishing order of cars 1-10; ball i is the car in place i+1 (1st = champion 冠軍,
 * 2nd = runner-up 亞軍). Positions never tie.
 *
 * Content examples (car numbers as "7" or "07"; stored zero-padded):
 *   dingweidan       `01,02|03||||||||10`   10 places, empty ones skipped           (LOTT)
 *   guanjun          `01,02`                cars for 1st place                      (LOTT)
 *   guanya_zhixuan   `01,02|03`             1st | 2nd place                         (LOTT)
 *   guanya_he        `3,11,19`              sums 3-19 of the 1st and 2nd car        (ELOTT)
 *   guanya_he_dxds   `da,dan`               big/small/odd/even of that sum          (ELOTT)
 *   dingwei_dxds     `da||xiao,dan|||||||`  options per place                       (ELOTT)
 *   longhu           `1:long|5:hu`          pair i = place i v place 11−i, i = 1..5 (ELOTT)
 */
import { isFailure, numbers, parsed, words } from '../content.ts';
import type { PrizeLevel } from '../odds.ts';
import type { PlayType } from '../play-type.ts';
import { definePlay } from '../play-type.ts';
import { rat } from '../rational.ts';
import { text } from '../text.ts';
import type { Dxds, Names, Range } from './common.ts';
import { dingweidanPlay, directPlay, DXDS, dxdsHit, dxdsPositionsPlay, longhuPlay } from './common.ts';

export const CAR: Range = { min: 1, max: 10, minWidth: 1, maxWidth: 2 };

const ORD = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th'];
export const PK10_POSITIONS: Names = {
  TW: ['冠軍', '亞軍', '第三名', '第四名', '第五名', '第六名', '第七名', '第八名', '第九名', '第十名'],
  EN: ORD.map((o) => `${o} place`),
  VI: ORD.map((_, i) => `hạng ${i + 1}`),
};

/** Ordered pairs (1st, 2nd) of different cars with each sum: 90 in all. */
export const GUANYA_SUMS: Readonly<Record<number, number>> = (() => {
  const out: Record<number, number> = {};
  for (let a = 1; a <= 10; a++) for (let b = 1; b <= 10; b++) if (a !== b) out[a + b] = (out[a + b] ?? 0) + 1;
  return out;
})();

const ALL = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const lott = { group: 'PK10' as const, prizeMode: 'LOTT' as const, names: PK10_POSITIONS };
const elott = { ...lott, prizeMode: 'ELOTT' as const };

const guanyaSum = (balls: readonly number[]) => balls[0]! + balls[1]!;

const SUM_LEVELS: PrizeLevel[] = Object.entries(GUANYA_SUMS).map(([s, n]) => ({
  key: `sum${s}`,
  name: text(`和值 ${s}`, `sum ${s}`, `tổng ${s}`),
  expected: rat(n, 90),
}));

/**
 * 1st + 2nd sum (冠亞和值). Content: sums 3-19 separated by ",". Each sum is a single bet of its own level:
 * p(s) = (ordered pairs of different cars with sum s) / 90, e.g. p(3) = 2/90, p(11) = 10/90.
 */
const guanyaHe = definePlay<number[], 'PK10'>({
  ...elott,
  id: 3101,
  code: 'guanya_he',
  name: text('冠亞和值', '1st + 2nd sum', 'Tổng hạng 1 và 2'),
  grammar: text(
    '和值（3-19）以「,」分隔，例如 3,11,19',
    'sums (3-19) separated by ",", e.g. 3,11,19',
    'các tổng (3-19) ngăn cách bởi ",", ví dụ 3,11,19',
  ),
  how: text(
    '選擇冠軍與亞軍車號之和（3-19），每個和值為一注，各和值獎金不同。',
    'Pick sums (3-19) of the 1st and 2nd place car numbers; each sum is one bet with its own prize.',
    'Chọn tổng số xe hạng 1 và hạng 2 (3-19); mỗi tổng là một cược với tiền thưởng riêng.',
  ),
  wins: text(
    '冠軍與亞軍車號之和等於所選和值即中獎。',
    'A bet wins when the 1st and 2nd place car numbers add up to its sum.',
    'Cược trúng khi tổng số xe hạng 1 và hạng 2 bằng tổng đã chọn.',
  ),
  levels: SUM_LEVELS,
  parse: (content) => {
    const ns = numbers(content, { min: 3, max: 19, minWidth: 1, maxWidth: 2, minCount: 1, label: 'sums' });
    return isFailure(ns) ? ns : parsed(ns);
  },
  format: (v) => v.join(','),
  betCount: (v) => v.length,
  winningBets: (v, result) => {
    const s = guanyaSum(result.balls);
    return v.includes(s) ? { [`sum${s}`]: 1 } : {};
  },
  example: { content: '3,11,19', winNo: '04,07,01,02,03,05,06,08,09,10' },
});

const SUM_DXDS_LEVELS: PrizeLevel[] = [
  { key: 'da', name: text('大', 'big', 'lớn'), expected: rat(40, 90) },
  { key: 'xiao', name: text('小', 'small', 'nhỏ'), expected: rat(50, 90) },
  { key: 'dan', name: text('單', 'odd', 'lẻ'), expected: rat(50, 90) },
  { key: 'shuang', name: text('雙', 'even', 'chẵn'), expected: rat(40, 90) },
];

/**
 * 1st + 2nd sum big/small/odd/even (冠亞和大小單雙). Options on the sum (3-19): 12-19 big (40 of the 90
 * pairs), 3-11 small (50), odd (50), even (40): the common rule where 11 counts as small, so big and small
 * have different prizes (each from its own probability; there is no tie).
 */
const guanyaHeDxds = definePlay<Dxds[], 'PK10'>({
  ...elott,
  id: 3102,
  code: 'guanya_he_dxds',
  name: text('冠亞和大小單雙', '1st + 2nd sum big/small/odd/even', 'Lớn nhỏ lẻ chẵn tổng hạng 1 và 2'),
  grammar: text(
    '選項 da（大）、xiao（小）、dan（單）、shuang（雙）以「,」分隔，例如 da,dan',
    'options da (big), xiao (small), dan (odd), shuang (even) separated by ",", e.g. da,dan',
    'các lựa chọn da (lớn), xiao (nhỏ), dan (lẻ), shuang (chẵn) ngăn cách bởi ",", ví dụ da,dan',
  ),
  how: text(
    '對冠軍與亞軍車號之和選擇大、小、單、雙，每個選項為一注。',
    'Pick big, small, odd or even for the sum of the 1st and 2nd place cars; each option is one bet.',
    'Chọn lớn, nhỏ, lẻ hoặc chẵn cho tổng số xe hạng 1 và hạng 2; mỗi lựa chọn là một cược.',
  ),
  wins: text(
    '和值 12-19 為大、3-11 為小（11 算小）；奇數為單、偶數為雙。大與雙的獎金高於小與單。',
    'A sum of 12-19 is big, 3-11 small (11 is small); odd sums are odd, even sums even. Big and even pay more than small and odd.',
    'Tổng 12-19 là lớn, 3-11 là nhỏ (11 tính nhỏ); tổng lẻ là lẻ, tổng chẵn là chẵn. Lớn và chẵn trả cao hơn nhỏ và lẻ.',
  ),
  levels: SUM_DXDS_LEVELS,
  parse: (content) => {
    const ws = words(content, DXDS, 'options', 1);
    return isFailure(ws) ? ws : parsed(ws);
  },
  format: (v) => v.join(','),
  betCount: (v) => v.length,
  winningBets: (v, result) => {
    const s = guanyaSum(result.balls);
    return Object.fromEntries(v.map((o) => [o, dxdsHit(o, s, 12) ? 1 : 0]));
  },
  example: { content: 'da,dan', winNo: '09,04,01,02,03,05,06,07,08,10' },
});

export const PK10_PLAYS: readonly PlayType[] = [
  dingweidanPlay({
    ...lott,
    id: 3001,
    code: 'dingweidan',
    name: text('定位膽', 'Fixed place', 'Định vị'),
    positions: ALL,
    range: CAR,
    example: { content: '01,02|03||||||||10', winNo: '02,03,01,04,05,06,07,08,10,09' },
  }),
  directPlay({
    ...lott,
    id: 3002,
    code: 'guanjun',
    name: text('猜冠軍', 'Champion', 'Quán quân'),
    positions: [0],
    range: CAR,
    distinct: true,
    how: text(
      '選擇一個或多個車號（01-10），每個車號為一注。',
      'Pick one or more car numbers (01-10); each is one bet.',
      'Chọn một hoặc nhiều số xe (01-10); mỗi số là một cược.',
    ),
    wins: text(
      '所選車號獲得冠軍（第一名）即中獎。',
      'A bet wins when its car finishes 1st.',
      'Cược trúng khi xe đã chọn về hạng 1.',
    ),
    example: { content: '01,02', winNo: '02,03,01,04,05,06,07,08,10,09' },
  }),
  directPlay({
    ...lott,
    id: 3003,
    code: 'guanya_zhixuan',
    name: text('猜冠亞', '1st and 2nd', 'Hạng 1 và 2'),
    positions: [0, 1],
    range: CAR,
    distinct: true,
    example: { content: '01,02|03', winNo: '02,03,01,04,05,06,07,08,10,09' },
  }),
  guanyaHe,
  guanyaHeDxds,
  dxdsPositionsPlay({
    ...elott,
    id: 3103,
    code: 'dingwei_dxds',
    name: text('定位大小單雙', 'Big/small/odd/even by place', 'Lớn nhỏ lẻ chẵn theo hạng'),
    positions: ALL,
    bigFrom: 6,
    rangeTxt: text('01-10', '01-10', '01-10'),
    bigTxt: text(
      '06-10 為大、01-05 為小',
      'is big at 06-10 and small at 01-05',
      'là lớn khi 06-10, nhỏ khi 01-05',
    ),
    example: { content: 'da||xiao,dan|||||||', winNo: '07,02,03,01,04,05,06,08,10,09' },
  }),
  longhuPlay({
    ...elott,
    id: 3104,
    code: 'longhu',
    name: text('龍虎', 'Dragon tiger', 'Rồng hổ'),
    pairs: [1, 2, 3, 4, 5].map((i) => ({ key: String(i), a: i - 1, b: 10 - i })),
    withTie: false,
    pairsTxt: text(
      '1-5：i 為第 i 名對第 11−i 名（1 = 冠軍對第十名 … 5 = 第五名對第六名）',
      '1-5: i is place i v place 11−i (1 = 1st v 10th … 5 = 5th v 6th)',
      '1-5: i là hạng i với hạng 11−i (1 = hạng 1 với hạng 10 … 5 = hạng 5 với hạng 6)',
    ),
    example: { content: '1:long|5:hu', winNo: '07,02,03,01,04,05,06,08,10,09' },
  }),
];
