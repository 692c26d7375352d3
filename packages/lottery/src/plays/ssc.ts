/**
 * SSC (時時彩): five digits 0-9, positions 萬 千 百 十 個 (index 0-4). Traditional (LOTT) plays are the
 * positional and combination plays; entertainment (ELOTT) plays are the two-sided ones.
 *
 * Content examples (grammar in plays/common.ts):
 *   dingweidan        `1,2|3||4,5|`        5 positions, empty ones skipped
 *   5xing_zhixuan     `1|2|3|4|5,6`        5 positions
 *   qian3/zhong3/hou3_zhixuan `1,2|3|4`    3 positions; qian2/hou2_zhixuan `1|2,3`
 *   *_hezhi           `10,11`              sums 0-27 of the window
 *   *_zu3             `1,2,3`              ≥ 2 digits;  *_zu6 `1,2,3,4` ≥ 3 digits
 *   dingwei_dxds      `da,dan||xiao||`     options per position
 *   zonghe_dxds       `da,shuang`          options on the sum of all five digits
 *   longhu            `15:long,he|24:hu`   position pairs ij (1 = 萬 … 5 = 個)
 */
import { isFailure, parsed, words } from '../content.ts';
import type { PlayType } from '../play-type.ts';
import { definePlay, winLevel } from '../play-type.ts';
import { rat } from '../rational.ts';
import type { Text } from '../text.ts';
import { text } from '../text.ts';
import type { Dxds, LonghuPair, Names } from './common.ts';
import {
  DIGIT,
  dingweidanPlay,
  directPlay,
  DXDS,
  dxdsHit,
  dxdsPositionsPlay,
  longhuPlay,
  sumPlay,
  WIN,
  zu3Play,
  zu6Play,
} from './common.ts';

export const SSC_POSITIONS: Names = {
  TW: ['萬位', '千位', '百位', '十位', '個位'],
  EN: ['ten-thousands', 'thousands', 'hundreds', 'tens', 'units'],
  VI: ['hàng vạn', 'hàng nghìn', 'hàng trăm', 'hàng chục', 'hàng đơn vị'],
};

const WINDOWS3 = [
  { key: 'qian3', positions: [0, 1, 2], name: text('前三', 'First three', 'Ba số đầu') },
  { key: 'zhong3', positions: [1, 2, 3], name: text('中三', 'Middle three', 'Ba số giữa') },
  { key: 'hou3', positions: [2, 3, 4], name: text('後三', 'Last three', 'Ba số cuối') },
] as const;

const named = (w: Text, tw: string, en: string, vi: string) =>
  text(`${w.TW}${tw}`, `${w.EN} ${en}`, `${w.VI} ${vi}`);
const common = { group: 'SSC' as const, names: SSC_POSITIONS, prizeMode: 'LOTT' as const };

const directs: PlayType[] = [
  directPlay({
    ...common,
    id: 1002,
    code: '5xing_zhixuan',
    name: text('五星直選', 'All five direct', 'Năm số trực tiếp'),
    positions: [0, 1, 2, 3, 4],
    range: DIGIT,
    distinct: false,
    example: { content: '1|2|3|4|5,6', winNo: '1,2,3,4,6' },
    // A single bet pays ~99,000× its stake: a tighter ceiling than the two-sided plays.
    stakeLimits: { min: 2n, max: 2_000_000n },
  }),
  ...WINDOWS3.map((w, i) =>
    directPlay({
      ...common,
      id: 1003 + i,
      code: `${w.key}_zhixuan`,
      name: named(w.name, '直選', 'direct', 'trực tiếp'),
      positions: w.positions,
      range: DIGIT,
      distinct: false,
      example: { content: '1,2|3|4,5', winNo: i === 0 ? '2,3,5,0,9' : i === 1 ? '0,2,3,5,9' : '0,9,2,3,5' },
    }),
  ),
  directPlay({
    ...common,
    id: 1006,
    code: 'qian2_zhixuan',
    name: text('前二直選', 'First two direct', 'Hai số đầu trực tiếp'),
    positions: [0, 1],
    range: DIGIT,
    distinct: false,
    example: { content: '1,2|3', winNo: '2,3,7,7,1' },
  }),
  directPlay({
    ...common,
    id: 1007,
    code: 'hou2_zhixuan',
    name: text('後二直選', 'Last two direct', 'Hai số cuối trực tiếp'),
    positions: [3, 4],
    range: DIGIT,
    distinct: false,
    example: { content: '1,2|3', winNo: '7,7,1,2,3' },
  }),
];

const windowPlays: PlayType[] = WINDOWS3.flatMap((w, i) => [
  sumPlay({
    ...common,
    id: 1008 + i,
    code: `${w.key}_hezhi`,
    name: named(w.name, '直選和值', 'direct sum', 'tổng trực tiếp'),
    positions: w.positions,
    example: { content: '10,11', winNo: i === 0 ? '2,3,5,0,9' : i === 1 ? '0,2,3,5,9' : '0,9,2,3,5' },
  }),
  zu3Play({
    ...common,
    id: 1011 + i,
    code: `${w.key}_zu3`,
    name: named(w.name, '組三', 'group 3', 'nhóm 3'),
    positions: w.positions,
    example: { content: '1,2,3', winNo: i === 0 ? '1,3,1,0,9' : i === 1 ? '0,1,3,1,9' : '0,9,1,3,1' },
  }),
  zu6Play({
    ...common,
    id: 1014 + i,
    code: `${w.key}_zu6`,
    name: named(w.name, '組六', 'group 6', 'nhóm 6'),
    positions: w.positions,
    example: { content: '1,2,3,4', winNo: i === 0 ? '4,1,2,0,9' : i === 1 ? '0,4,1,2,9' : '0,9,4,1,2' },
  }),
]);

const dingweidan = dingweidanPlay({
  ...common,
  id: 1001,
  code: 'dingweidan',
  name: text('定位膽', 'Fixed position', 'Định vị'),
  positions: [0, 1, 2, 3, 4],
  range: DIGIT,
  example: { content: '1,2|3||4,5|', winNo: '1,3,7,5,9' },
});

const elott = { ...common, prizeMode: 'ELOTT' as const };

const dingweiDxds = dxdsPositionsPlay({
  ...elott,
  id: 1101,
  code: 'dingwei_dxds',
  name: text('定位大小單雙', 'Big/small/odd/even by position', 'Lớn nhỏ lẻ chẵn theo vị trí'),
  positions: [0, 1, 2, 3, 4],
  bigFrom: 5,
  rangeTxt: text('0-9', '0-9', '0-9'),
  bigTxt: text('5-9 為大、0-4 為小', 'is big at 5-9 and small at 0-4', 'là lớn khi 5-9, nhỏ khi 0-4'),
  example: { content: 'da,dan||xiao||', winNo: '7,0,3,2,2' },
});

/**
 * Sum big/small/odd/even (總和大小單雙): options on the sum of all five digits (0-45); 23-45 big, 0-22
 * small, by parity odd/even. Both splits are exactly even (s ↔ 45 − s swaps big and small): p = 1/2.
 */
const zongheDxds = definePlay<Dxds[], 'SSC'>({
  ...elott,
  id: 1102,
  code: 'zonghe_dxds',
  name: text('總和大小單雙', 'Total big/small/odd/even', 'Lớn nhỏ lẻ chẵn của tổng'),
  grammar: text(
    '選項 da（大）、xiao（小）、dan（單）、shuang（雙）以「,」分隔，例如 da,shuang',
    'options da (big), xiao (small), dan (odd), shuang (even) separated by ",", e.g. da,shuang',
    'các lựa chọn da (lớn), xiao (nhỏ), dan (lẻ), shuang (chẵn) ngăn cách bởi ",", ví dụ da,shuang',
  ),
  how: text(
    '對五個號碼的總和選擇大、小、單、雙，每個選項為一注。',
    'Pick big, small, odd or even for the sum of all five digits; each option is one bet.',
    'Chọn lớn, nhỏ, lẻ hoặc chẵn cho tổng năm chữ số; mỗi lựa chọn là một cược.',
  ),
  wins: text(
    '總和 23-45 為大、0-22 為小；總和為奇數為單、偶數為雙，符合即中獎。',
    'A sum of 23-45 is big, 0-22 small; an odd sum is odd, an even sum even.',
    'Tổng 23-45 là lớn, 0-22 là nhỏ; tổng lẻ là lẻ, tổng chẵn là chẵn.',
  ),
  levels: [winLevel(rat(1, 2), WIN)],
  parse: (content) => {
    const ws = words(content, DXDS, 'options', 1);
    return isFailure(ws) ? ws : parsed(ws);
  },
  format: (v) => v.join(','),
  betCount: (v) => v.length,
  winningBets: (v, result) => {
    const s = result.balls.reduce((a, b) => a + b, 0);
    return { win: v.filter((o) => dxdsHit(o, s, 23)).length };
  },
  example: { content: 'da,shuang', winNo: '9,8,7,1,1' },
});

const PAIRS: LonghuPair[] = [];
for (let a = 0; a < 5; a++) for (let b = a + 1; b < 5; b++) PAIRS.push({ key: `${a + 1}${b + 1}`, a, b });

const longhu = longhuPlay({
  ...elott,
  id: 1103,
  code: 'longhu',
  name: text('龍虎和', 'Dragon tiger tie', 'Rồng hổ hòa'),
  pairs: PAIRS,
  withTie: true,
  pairsTxt: text(
    '兩位數 ij（i < j，1 = 萬位 … 5 = 個位），如 15 為萬位對個位',
    'two digits ij with i < j (1 = ten-thousands … 5 = units), e.g. 15 is ten-thousands v units',
    'hai chữ số ij với i < j (1 = hàng vạn … 5 = hàng đơn vị), vd. 15 là hàng vạn với hàng đơn vị',
  ),
  example: { content: '15:long,he|24:hu', winNo: '8,1,5,6,3' },
});

export const SSC_PLAYS: readonly PlayType[] = [
  dingweidan,
  ...directs,
  ...windowPlays,
  dingweiDxds,
  zongheDxds,
  longhu,
];
