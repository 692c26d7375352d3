/**
 * The demo's lottery games. Fast games run on the business day of Asia/Taipei (UTC+8 all year, the
 * original's home market): numero `YYYYMMDD-NNNN` is the NNNN-th draw of that local day, drawn at local
 * midnight + NNNN × interval, so the last draw of a day falls on the next midnight. Daily games are drawn
 * once per local day at a wall-clock time in their own zone and named `YYYYMMDD` by that local date: the
 * three Vietnamese regional draws at their real times in Asia/Ho_Chi_Minh, 3D at 21:15 Taipei (the time
 * China's FC3D draws, same UTC+8 offset).
 */
import type { GroupCode, PrizeMode, SeriesBounds } from './groups.ts';
import { GROUPS } from './groups.ts';
import type { Text } from './text.ts';
import { text } from './text.ts';

export const FAST_GAME_TIME_ZONE = 'Asia/Taipei';
export const VN_TIME_ZONE = 'Asia/Ho_Chi_Minh';

export type Schedule =
  /** Every `minutes` (a divisor of 1440) from local midnight of `timeZone`. */
  | { readonly kind: 'interval'; readonly minutes: number; readonly timeZone: string }
  /** Once a day at `time` (HH:MM, 24 h) local to `timeZone`. */
  | { readonly kind: 'daily'; readonly time: string; readonly timeZone: string };

export interface GameDef {
  readonly code: string;
  readonly group: GroupCode;
  readonly name: Text;
  readonly schedule: Schedule;
  /** Sales close this many seconds before the draw (the original's `lockTime`). */
  readonly lockSeconds: number;
  readonly series: SeriesBounds;
  /** Whether a member may cancel (draw back) a pending order before sales close. */
  readonly allowDrawback: boolean;
  /**
   * Play codes offered per prize mode; a mode left out offers every play of the group in that mode, an
   * empty list none.
   */
  readonly plays: Partial<Record<PrizeMode, readonly string[]>>;
}

const fast = (code: string, group: GroupCode, minutes: number, lockSeconds: number, name: Text): GameDef => ({
  code,
  group,
  name,
  schedule: { kind: 'interval', minutes, timeZone: FAST_GAME_TIME_ZONE },
  lockSeconds,
  series: GROUPS[group].series,
  allowDrawback: true,
  plays: {},
});

const daily = (
  code: string,
  group: GroupCode,
  time: string,
  timeZone: string,
  lockSeconds: number,
  name: Text,
): GameDef => ({
  code,
  group,
  name,
  schedule: { kind: 'daily', time, timeZone },
  lockSeconds,
  series: GROUPS[group].series,
  allowDrawback: true,
  // VN plays are all traditional; the VN vendor lane (LOTT or ELOTT, inventory 3.6) is a menu matter.
  plays: {},
});

export const GAMES: readonly GameDef[] = [
  fast('SSC1', 'SSC', 1, 10, text('一分時時彩', '1-Minute SSC', 'SSC 1 phút')),
  fast('SSC3', 'SSC', 3, 30, text('三分時時彩', '3-Minute SSC', 'SSC 3 phút')),
  fast('SSC5', 'SSC', 5, 60, text('五分時時彩', '5-Minute SSC', 'SSC 5 phút')),
  fast('11X5_3', '11X5', 3, 30, text('三分11選5', '3-Minute 11x5', '11 chọn 5 - 3 phút')),
  fast('PK10_1', 'PK10', 1, 10, text('一分賽車', '1-Minute PK10 Racing', 'Đua xe PK10 1 phút')),
  fast('K3_1', 'K3', 1, 10, text('一分快3', '1-Minute Fast 3', 'Nhanh 3 - 1 phút')),
  daily('3D_DAILY', 'LF', '21:15', FAST_GAME_TIME_ZONE, 1800, text('每日3D', 'Daily 3D', '3D hằng ngày')),
  daily(
    'VN_NORTH',
    'VNC_27',
    '18:15',
    VN_TIME_ZONE,
    600,
    text('越南北部彩', 'Vietnam North (XSMB)', 'Xổ số Miền Bắc'),
  ),
  daily(
    'VN_CENTRAL',
    'VNC_18',
    '17:15',
    VN_TIME_ZONE,
    600,
    text('越南中部彩', 'Vietnam Central (XSMT)', 'Xổ số Miền Trung'),
  ),
  daily(
    'VN_SOUTH',
    'VNC_18',
    '16:15',
    VN_TIME_ZONE,
    600,
    text('越南南部彩', 'Vietnam South (XSMN)', 'Xổ số Miền Nam'),
  ),
];

const byCode = new Map(GAMES.map((g) => [g.code, g]));

export function gameByCode(code: string): GameDef | undefined {
  return byCode.get(code);
}
