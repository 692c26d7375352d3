/**
 * Game groups: the shape of a draw, how the result is derived from provably fair floats (see draw.ts for
 * where the floats come from), how it is written as `winNo` text, and the prize-series bounds.
 *
 * Float → value mapping, f in [0, 1) (big-endian uint32 / 2^32, @portal/fair):
 * - digit (0-9):   floor(f × 10)
 * - die (1-6):     1 + floor(f × 6)
 * - pick from a pool (11X5, PK10; no repeats): the numbers not drawn yet, in ascending order; the next ball
 *   is remaining[floor(f × remaining.length)] and leaves the pool. One float per ball (PK10's tenth ball
 *   uses a float too, with one candidate left). This is a float-driven Fisher–Yates: every ordered draw is
 *   equally likely, with no rejection loop.
 * Uniformity: floor(f × n) maps 2^32 equally likely values onto n buckets, so each value's probability is
 * within 2^-32 of 1/n (exact when n is a power of two). That bias is far below anything measurable.
 *
 * VN draws are digit strings (leading zeros kept), derived prize tier by prize tier in the order of
 * VN_TIERS below (special prize first), each number left to right, one float per digit.
 */
import type { Text } from './text.ts';
import { text } from './text.ts';

export type GroupCode = 'SSC' | '11X5' | 'PK10' | 'K3' | 'LF' | 'VNC_27' | 'VNC_18';
/** The inventory's gameGroupCode (menus and bonus tabs); both VN shapes are the original's `VNC`. */
export type GroupFamily = 'SSC' | '11X5' | 'PK10' | 'K3' | 'LF' | 'VNC';
export type BallGroup = 'SSC' | '11X5' | 'PK10' | 'K3' | 'LF';
export type VnGroup = 'VNC_27' | 'VNC_18';

/** LOTT: traditional play types; ELOTT: entertainment (two-sided, odds-style) play types. */
export type PrizeMode = 'LOTT' | 'ELOTT';
export const PRIZE_MODES: readonly PrizeMode[] = ['LOTT', 'ELOTT'];
/** prizeModeId of the order and record APIs (inventory 3.1). */
export const PRIZE_MODE_ID: Readonly<Record<PrizeMode, number>> = { LOTT: 1, ELOTT: 3 };

/**
 * Prize series (prize group). Prize per unit = unit × (1 / p) × series / base, so the return to player is
 * exactly series / base; the implied rebate of a lower series is (maxSeries − series) / base.
 */
export interface SeriesBounds {
  readonly base: number;
  readonly min: number;
  readonly max: number;
}

/** Base 2000 (1980 for 11X5) as the original; max = base − 20 keeps a house edge of 1% (1.01% for 11X5). */
export const SERIES_2000: SeriesBounds = { base: 2000, min: 1800, max: 1980 };
export const SERIES_1980: SeriesBounds = { base: 1980, min: 1782, max: 1960 };

export type VnTier = 'DB' | 'G1' | 'G2' | 'G3' | 'G4' | 'G5' | 'G6' | 'G7' | 'G8';
export interface VnTierShape {
  readonly tier: VnTier;
  readonly count: number;
  readonly digits: number;
}
export interface VnPrize {
  readonly tier: VnTier;
  readonly numbers: readonly string[];
}

export interface BallResult {
  readonly group: BallGroup;
  /** In draw order; SSC/LF index 0 is the leftmost digit (萬 for SSC), PK10 index 0 the champion. */
  readonly balls: readonly number[];
}
export interface VnResult {
  readonly group: VnGroup;
  /** In VN_TIERS order, special prize first. */
  readonly prizes: readonly VnPrize[];
}
export type DrawResult = BallResult | VnResult;

/** XSMB: 27 numbers (ĐB and G1-G3 five digits, G4-G5 four, G6 three, G7 two). */
const TIERS_27: readonly VnTierShape[] = [
  { tier: 'DB', count: 1, digits: 5 },
  { tier: 'G1', count: 1, digits: 5 },
  { tier: 'G2', count: 2, digits: 5 },
  { tier: 'G3', count: 6, digits: 5 },
  { tier: 'G4', count: 4, digits: 4 },
  { tier: 'G5', count: 6, digits: 4 },
  { tier: 'G6', count: 3, digits: 3 },
  { tier: 'G7', count: 4, digits: 2 },
];
/** XSMT and XSMN: 18 numbers (ĐB six digits, G1-G4 five, G5-G6 four, G7 three, G8 two). */
const TIERS_18: readonly VnTierShape[] = [
  { tier: 'DB', count: 1, digits: 6 },
  { tier: 'G1', count: 1, digits: 5 },
  { tier: 'G2', count: 1, digits: 5 },
  { tier: 'G3', count: 2, digits: 5 },
  { tier: 'G4', count: 7, digits: 5 },
  { tier: 'G5', count: 1, digits: 4 },
  { tier: 'G6', count: 3, digits: 4 },
  { tier: 'G7', count: 1, digits: 3 },
  { tier: 'G8', count: 1, digits: 2 },
];
export const VN_TIERS: Readonly<Record<VnGroup, readonly VnTierShape[]>> = {
  VNC_27: TIERS_27,
  VNC_18: TIERS_18,
};

export type BallShape =
  | { readonly kind: 'digits'; readonly count: number }
  | { readonly kind: 'dice'; readonly count: number }
  | { readonly kind: 'pick'; readonly count: number; readonly from: number };

interface GroupBase {
  readonly family: GroupFamily;
  readonly name: Text;
  /** How a draw looks, for the verify page and rules. */
  readonly shapeText: Text;
  readonly series: SeriesBounds;
  readonly floatsPerDraw: number;
}
export interface BallGroupDef extends GroupBase {
  readonly code: BallGroup;
  readonly kind: 'balls';
  readonly shape: BallShape;
  /** Characters per ball in winNo text (11X5 and PK10 are zero-padded to two). */
  readonly ballWidth: number;
}
export interface VnGroupDef extends GroupBase {
  readonly code: VnGroup;
  readonly kind: 'vn';
  readonly tiers: readonly VnTierShape[];
  readonly numberCount: number;
}
export type GroupDef = BallGroupDef | VnGroupDef;

const vnGroup = (code: VnGroup, name: Text, shapeText: Text): VnGroupDef => {
  const tiers = VN_TIERS[code];
  return {
    code,
    kind: 'vn',
    family: 'VNC',
    name,
    shapeText,
    series: SERIES_2000,
    tiers,
    numberCount: tiers.reduce((s, t) => s + t.count, 0),
    floatsPerDraw: tiers.reduce((s, t) => s + t.count * t.digits, 0),
  };
};

export const GROUPS: Readonly<Record<GroupCode, GroupDef>> = {
  SSC: {
    code: 'SSC',
    kind: 'balls',
    family: 'SSC',
    name: text('時時彩', 'SSC (5 digits)', 'Xổ số SSC (5 chữ số)'),
    shapeText: text(
      '五個 0-9 數字，依序為萬、千、百、十、個位',
      'five digits 0-9: ten-thousands, thousands, hundreds, tens, units',
      'năm chữ số 0-9: hàng vạn, nghìn, trăm, chục, đơn vị',
    ),
    series: SERIES_2000,
    shape: { kind: 'digits', count: 5 },
    ballWidth: 1,
    floatsPerDraw: 5,
  },
  '11X5': {
    code: '11X5',
    kind: 'balls',
    family: '11X5',
    name: text('11選5', '11x5', '11 chọn 5'),
    shapeText: text(
      '從 01-11 依序開出五個不重複號碼',
      'five different numbers of 01-11, in draw order',
      'năm số khác nhau từ 01-11, theo thứ tự quay',
    ),
    series: SERIES_1980,
    shape: { kind: 'pick', count: 5, from: 11 },
    ballWidth: 2,
    floatsPerDraw: 5,
  },
  PK10: {
    code: 'PK10',
    kind: 'balls',
    family: 'PK10',
    name: text('賽車', 'PK10 racing', 'Đua xe PK10'),
    shapeText: text(
      '1-10 號賽車的名次排列，第一名為冠軍、第二名為亞軍',
      'the finishing order of cars 1-10: 1st place is the champion, 2nd the runner-up',
      'thứ tự về đích của xe 1-10: hạng 1 là quán quân, hạng 2 là á quân',
    ),
    series: SERIES_2000,
    shape: { kind: 'pick', count: 10, from: 10 },
    ballWidth: 2,
    floatsPerDraw: 10,
  },
  K3: {
    code: 'K3',
    kind: 'balls',
    family: 'K3',
    name: text('快3', 'Fast 3 (K3)', 'Nhanh 3 (K3)'),
    shapeText: text('三顆骰子，每顆 1-6', 'three dice, 1-6 each', 'ba viên xúc xắc, mỗi viên 1-6'),
    series: SERIES_2000,
    shape: { kind: 'dice', count: 3 },
    ballWidth: 1,
    floatsPerDraw: 3,
  },
  LF: {
    code: 'LF',
    kind: 'balls',
    family: 'LF',
    name: text('低頻 3D', 'Low-frequency 3D', 'Xổ số 3D tần suất thấp'),
    shapeText: text(
      '三個 0-9 數字，依序為百、十、個位',
      'three digits 0-9: hundreds, tens, units',
      'ba chữ số 0-9: hàng trăm, chục, đơn vị',
    ),
    series: SERIES_2000,
    shape: { kind: 'digits', count: 3 },
    ballWidth: 1,
    floatsPerDraw: 3,
  },
  VNC_27: vnGroup(
    'VNC_27',
    text('越南彩（北部）', 'Vietnam lottery, northern format', 'Xổ số Việt Nam, kiểu miền Bắc'),
    text(
      '27 個號碼：特別獎及一至三等獎 5 位數（1+1+2+6），四、五等獎 4 位數（4+6），六等獎 3 位數（3），七等獎 2 位數（4）',
      '27 numbers: special prize and prizes 1-3 of five digits (1+1+2+6), prizes 4-5 of four (4+6), prize 6 of three (3), prize 7 of two (4)',
      '27 số: giải Đặc biệt và giải Nhất đến Ba 5 chữ số (1+1+2+6), giải Tư, Năm 4 chữ số (4+6), giải Sáu 3 chữ số (3), giải Bảy 2 chữ số (4)',
    ),
  ),
  VNC_18: vnGroup(
    'VNC_18',
    text(
      '越南彩（中南部）',
      'Vietnam lottery, central/southern format',
      'Xổ số Việt Nam, kiểu miền Trung/Nam',
    ),
    text(
      '18 個號碼：特別獎 6 位數，一至四等獎 5 位數（1+1+2+7），五、六等獎 4 位數（1+3），七等獎 3 位數，八等獎 2 位數',
      '18 numbers: special prize of six digits, prizes 1-4 of five (1+1+2+7), prizes 5-6 of four (1+3), prize 7 of three, prize 8 of two',
      '18 số: giải Đặc biệt 6 chữ số, giải Nhất đến Tư 5 chữ số (1+1+2+7), giải Năm, Sáu 4 chữ số (1+3), giải Bảy 3 chữ số, giải Tám 2 chữ số',
    ),
  ),
};

export const GROUP_CODES = Object.keys(GROUPS) as GroupCode[];

export function isGroupCode(code: string): code is GroupCode {
  return Object.hasOwn(GROUPS, code);
}

function checkFloat(f: number | undefined): number {
  if (f === undefined || !(f >= 0 && f < 1)) throw new RangeError(`random float out of [0, 1): ${f}`);
  return f;
}

/** remaining[floor(f × remaining.length)] for each float, ascending pool 1..from. */
export function pickFromPool(floats: readonly number[], count: number, from: number): number[] {
  const pool = Array.from({ length: from }, (_, i) => i + 1);
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const idx = Math.floor(checkFloat(floats[i]) * pool.length);
    out.push(pool.splice(idx, 1)[0] as number);
  }
  return out;
}

/** The draw for `floats` (exactly group.floatsPerDraw of them), by the mapping documented above. */
export function resultFromFloats(group: GroupDef, floats: readonly number[]): DrawResult {
  if (floats.length !== group.floatsPerDraw) {
    throw new RangeError(`${group.code} needs ${group.floatsPerDraw} floats, got ${floats.length}`);
  }
  if (group.kind === 'vn') {
    let i = 0;
    const prizes = group.tiers.map((t) => ({
      tier: t.tier,
      numbers: Array.from({ length: t.count }, () => {
        let s = '';
        for (let k = 0; k < t.digits; k++) s += String(Math.floor(checkFloat(floats[i++]) * 10));
        return s;
      }),
    }));
    return { group: group.code, prizes };
  }
  const { shape } = group;
  const balls =
    shape.kind === 'pick'
      ? pickFromPool(floats, shape.count, shape.from)
      : floats.map((f) =>
          shape.kind === 'digits' ? Math.floor(checkFloat(f) * 10) : 1 + Math.floor(checkFloat(f) * 6),
        );
  return { group: group.code, balls };
}

/** Every VN number in tier order with its tier. */
export function vnNumbers(result: VnResult): { tier: VnTier; number: string }[] {
  return result.prizes.flatMap((p) => p.numbers.map((number) => ({ tier: p.tier, number })));
}

export function vnSpecial(result: VnResult): string {
  return result.prizes[0]?.numbers[0] ?? '';
}

/**
 * winNo text as the original's draw feeds: balls comma-separated ("1,2,3,4,5", "03,07,01,11,05"); VN
 * numbers comma-separated in tier order (special prize first).
 */
export function formatWinNo(result: DrawResult): string {
  if ('prizes' in result)
    return vnNumbers(result)
      .map((n) => n.number)
      .join(',');
  const width = (GROUPS[result.group] as BallGroupDef).ballWidth;
  return result.balls.map((b) => String(b).padStart(width, '0')).join(',');
}

/** The inverse of formatWinNo, or null when `winNo` is not a possible draw of the group. */
export function parseWinNo(groupCode: GroupCode, winNo: string): DrawResult | null {
  const group = GROUPS[groupCode];
  const parts = winNo.split(',');
  if (group.kind === 'vn') {
    if (parts.length !== group.numberCount) return null;
    let i = 0;
    const prizes: VnPrize[] = [];
    for (const t of group.tiers) {
      const numbers = parts.slice(i, i + t.count);
      i += t.count;
      if (!numbers.every((n) => n.length === t.digits && /^\d+$/.test(n))) return null;
      prizes.push({ tier: t.tier, numbers });
    }
    return { group: group.code, prizes };
  }
  const { shape } = group;
  if (parts.length !== shape.count) return null;
  if (!parts.every((p) => p.length === group.ballWidth && /^\d+$/.test(p))) return null;
  const balls = parts.map(Number);
  const [lo, hi] = shape.kind === 'digits' ? [0, 9] : shape.kind === 'dice' ? [1, 6] : [1, shape.from];
  if (!balls.every((b) => b >= lo && b <= hi)) return null;
  if (shape.kind === 'pick' && new Set(balls).size !== balls.length) return null;
  return { group: group.code, balls };
}
