/**
 * LF 3D (低頻 3D): three digits 0-9, positions 百 十 個, drawn once a day. All plays traditional (LOTT),
 * the same mechanics as SSC's three-digit plays (plays/common.ts).
 *
 * Content examples:
 *   zhixuan      `1,2|3|4,5`   hundreds | tens | units
 *   hezhi        `10,11`       sums 0-27
 *   zu3          `1,2,3`       ≥ 2 digits
 *   zu6          `1,2,3,4`     ≥ 3 digits
 *   dingweidan   `1|2,3|`      3 positions, empty ones skipped
 */
import type { PlayType } from '../play-type.ts';
import { text } from '../text.ts';
import type { Names } from './common.ts';
import { DIGIT, dingweidanPlay, directPlay, sumPlay, zu3Play, zu6Play } from './common.ts';

export const LF_POSITIONS: Names = {
  TW: ['百位', '十位', '個位'],
  EN: ['hundreds', 'tens', 'units'],
  VI: ['hàng trăm', 'hàng chục', 'hàng đơn vị'],
};

const common = {
  group: 'LF' as const,
  prizeMode: 'LOTT' as const,
  names: LF_POSITIONS,
  positions: [0, 1, 2],
};

export const LF_PLAYS: readonly PlayType[] = [
  directPlay({
    ...common,
    id: 5001,
    code: 'zhixuan',
    name: text('直選', 'Direct', 'Trực tiếp'),
    range: DIGIT,
    distinct: false,
    example: { content: '1,2|3|4,5', winNo: '2,3,5' },
  }),
  sumPlay({
    ...common,
    id: 5002,
    code: 'hezhi',
    name: text('直選和值', 'Direct sum', 'Tổng trực tiếp'),
    example: { content: '10,11', winNo: '2,3,5' },
  }),
  zu3Play({
    ...common,
    id: 5003,
    code: 'zu3',
    name: text('組三', 'Group 3', 'Nhóm 3'),
    example: { content: '1,2,3', winNo: '1,3,1' },
  }),
  zu6Play({
    ...common,
    id: 5004,
    code: 'zu6',
    name: text('組六', 'Group 6', 'Nhóm 6'),
    example: { content: '1,2,3,4', winNo: '4,1,2' },
  }),
  dingweidanPlay({
    ...common,
    id: 5005,
    code: 'dingweidan',
    name: text('定位膽', 'Fixed position', 'Định vị'),
    range: DIGIT,
    example: { content: '1|2,3|', winNo: '1,3,5' },
  }),
];
