/**
 * Ball pickers: what the bet page shows for each play type, and how a selection becomes the play's
 * content string (the grammar of @portal/lottery, plays/*.ts). The engine parses the string for the bet
 * count, so a picker only has to write it; `selectionFromContent` reads one back (bet_param, long dragon).
 *
 * A selection is rows of tokens: one row per "|"-segment of the content (a position, the pairs of K3,
 * a dragon-tiger pair), each holding the chosen numbers or options as text.
 */
import type { GroupCode } from '@portal/lottery/groups';
import type { Names } from '@portal/lottery/plays/common';
import { X5_POSITIONS } from '@portal/lottery/plays/11x5';
import { LF_POSITIONS } from '@portal/lottery/plays/lf';
import { PK10_POSITIONS } from '@portal/lottery/plays/pk10';
import { SSC_POSITIONS } from '@portal/lottery/plays/ssc';
import type { TextLang } from '@portal/lottery/text';

/** Labels the page translates itself (`lottery.picker.*`). */
export type PickerLabelKey =
  'numbers' | 'sums' | 'pairs' | 'singles' | 'triples' | 'digits' | 'options' | 'anyTriple';

export type RowLabel = { readonly names: Names; readonly index: number } | { readonly key: PickerLabelKey };

/** How a value is drawn: a coloured ball, a PK10 car square, a die face, a plain number chip. */
export type BallStyle = 'ball' | 'square' | 'die' | 'chip';

export type OptionKey = 'da' | 'xiao' | 'dan' | 'shuang' | 'long' | 'hu' | 'he';
export type QuickKey = 'all' | 'big' | 'small' | 'odd' | 'even' | 'clear';
export const QUICK_KEYS: readonly QuickKey[] = ['all', 'big', 'small', 'odd', 'even', 'clear'];

/** Numbers to choose in rows: positions (one row each) or one list. */
export interface GridSpec {
  readonly kind: 'grid';
  readonly rows: readonly RowLabel[];
  readonly values: readonly number[];
  /** Digits a number is written with in content (0-padded). */
  readonly width: number;
  /** K3 pairs and triples: a value stands for the die written 2 or 3 times ("11", "222"). */
  readonly repeat?: 2 | 3;
  /** Per-row repeat (K3 "pair and single": pairs then singles). */
  readonly rowRepeat?: readonly (1 | 2 | 3)[];
  /** A number may be in one row only (K3 pair and single). */
  readonly exclusiveRows?: boolean;
  readonly style: BallStyle;
  /** Quick buttons all/big/small/odd/even/clear; big from `bigFrom`. */
  readonly quick: boolean;
  readonly bigFrom: number;
  /** Columns of the grid on wide screens (VN 00-99: 10). */
  readonly columns?: number;
}

/** Big/small/odd/even-style options per row. */
export interface OptionsSpec {
  readonly kind: 'options';
  readonly rows: readonly RowLabel[];
  readonly options: readonly OptionKey[];
}

/** Dragon-tiger: a row per position pair ("15:long,he|24:hu"). */
export interface LonghuSpec {
  readonly kind: 'longhu';
  readonly pairs: readonly { readonly key: string; readonly a: RowLabel; readonly b: RowLabel }[];
  readonly options: readonly OptionKey[];
}

/** One fixed content (K3 any triple): on or off. */
export interface FixedSpec {
  readonly kind: 'fixed';
  readonly content: string;
  readonly label: RowLabel;
}

/** Three digit rows whose every combination is a number of the list (VN 3-digit plays). */
export interface ComboSpec {
  readonly kind: 'combo';
  readonly rows: readonly RowLabel[];
  readonly quick: boolean;
}

export type PickerSpec = GridSpec | OptionsSpec | LonghuSpec | FixedSpec | ComboSpec;
export type Selection = readonly (readonly string[])[];

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);
const DIGITS = range(0, 9);
const pos = (names: Names, indices: readonly number[]): RowLabel[] =>
  indices.map((index) => ({ names, index }));

function grid(
  rows: readonly RowLabel[],
  values: readonly number[],
  opts: Partial<Omit<GridSpec, 'kind' | 'rows' | 'values'>> = {},
): GridSpec {
  const span = values.length;
  return {
    kind: 'grid',
    rows,
    values,
    width: 1,
    style: 'ball',
    quick: true,
    // The upper half of the pool is "big" (SSC 5-9, 11X5 06-11, PK10 06-10, sums 14-27).
    bigFrom: values[Math.floor(span / 2)] ?? 0,
    ...opts,
  };
}

const DXDS: readonly OptionKey[] = ['da', 'xiao', 'dan', 'shuang'];
const NUMBERS: RowLabel = { key: 'numbers' };
const SUMS: RowLabel = { key: 'sums' };
const OPTIONS: RowLabel = { key: 'options' };

const SSC_WINDOWS: Record<string, readonly number[]> = {
  qian3: [0, 1, 2],
  zhong3: [1, 2, 3],
  hou3: [2, 3, 4],
  qian2: [0, 1],
  hou2: [3, 4],
  '5xing': [0, 1, 2, 3, 4],
};

function sscPicker(code: string): PickerSpec | null {
  if (code === 'dingweidan') return grid(pos(SSC_POSITIONS, [0, 1, 2, 3, 4]), DIGITS);
  if (code === 'dingwei_dxds')
    return { kind: 'options', rows: pos(SSC_POSITIONS, [0, 1, 2, 3, 4]), options: DXDS };
  if (code === 'zonghe_dxds') return { kind: 'options', rows: [OPTIONS], options: DXDS };
  if (code === 'longhu') {
    const pairs = [];
    for (let a = 0; a < 5; a++)
      for (let b = a + 1; b < 5; b++)
        pairs.push({
          key: `${a + 1}${b + 1}`,
          a: { names: SSC_POSITIONS, index: a },
          b: { names: SSC_POSITIONS, index: b },
        });
    return { kind: 'longhu', pairs, options: ['long', 'hu', 'he'] };
  }
  const [window, kind] = code.split('_') as [string, string | undefined];
  const positions = SSC_WINDOWS[window];
  if (!positions) return null;
  if (kind === 'zhixuan') return grid(pos(SSC_POSITIONS, positions), DIGITS);
  if (kind === 'hezhi') return grid([SUMS], range(0, 27), { bigFrom: 14 });
  if (kind === 'zu3' || kind === 'zu6') return grid([NUMBERS], DIGITS);
  return null;
}

function x5Picker(code: string): PickerSpec | null {
  const balls = range(1, 11);
  if (/^renxuan[1-8]$/.test(code) || /^qian[23]_zuxuan$/.test(code))
    return grid([NUMBERS], balls, { width: 2, bigFrom: 6 });
  const direct = /^qian([123])_zhixuan$/.exec(code);
  if (direct)
    return grid(pos(X5_POSITIONS, range(0, Number(direct[1]) - 1)), balls, { width: 2, bigFrom: 6 });
  return null;
}

function pk10Picker(code: string): PickerSpec | null {
  const cars = range(1, 10);
  const square = { width: 2, style: 'square' as const, bigFrom: 6 };
  switch (code) {
    case 'dingweidan':
      return grid(pos(PK10_POSITIONS, range(0, 9)), cars, square);
    case 'guanjun':
      return grid(pos(PK10_POSITIONS, [0]), cars, square);
    case 'guanya_zhixuan':
      return grid(pos(PK10_POSITIONS, [0, 1]), cars, square);
    case 'guanya_he':
      return grid([SUMS], range(3, 19), { bigFrom: 12 });
    case 'guanya_he_dxds':
      return { kind: 'options', rows: [OPTIONS], options: DXDS };
    case 'dingwei_dxds':
      return { kind: 'options', rows: pos(PK10_POSITIONS, range(0, 9)), options: DXDS };
    case 'longhu':
      return {
        kind: 'longhu',
        pairs: [1, 2, 3, 4, 5].map((i) => ({
          key: String(i),
          a: { names: PK10_POSITIONS, index: i - 1 },
          b: { names: PK10_POSITIONS, index: 10 - i },
        })),
        options: ['long', 'hu'],
      };
    default:
      return null;
  }
}

function k3Picker(code: string): PickerSpec | null {
  const dice = range(1, 6);
  const die = { style: 'die' as const, bigFrom: 4 };
  switch (code) {
    case 'hezhi':
      return grid([SUMS], range(3, 18), { bigFrom: 11 });
    case 'santonghao_tong':
      return { kind: 'fixed', content: '111,222,333,444,555,666', label: { key: 'anyTriple' } };
    case 'santonghao_dan':
      return grid([{ key: 'triples' }], dice, { ...die, repeat: 3, quick: false });
    case 'ertonghao_fu':
      return grid([{ key: 'pairs' }], dice, { ...die, repeat: 2, quick: false });
    case 'ertonghao_dan':
      return grid([{ key: 'pairs' }, { key: 'singles' }], dice, {
        ...die,
        rowRepeat: [2, 1],
        exclusiveRows: true,
        quick: false,
      });
    case 'sanbutonghao':
    case 'erbutonghao':
      return grid([NUMBERS], dice, die);
    case 'hezhi_dxds':
      return { kind: 'options', rows: [OPTIONS], options: DXDS };
    default:
      return null;
  }
}

function lfPicker(code: string): PickerSpec | null {
  const all = pos(LF_POSITIONS, [0, 1, 2]);
  switch (code) {
    case 'zhixuan':
    case 'dingweidan':
      return grid(all, DIGITS);
    case 'hezhi':
      return grid([SUMS], range(0, 27), { bigFrom: 14 });
    case 'zu3':
    case 'zu6':
      return grid([NUMBERS], DIGITS);
    default:
      return null;
  }
}

function vnPicker(code: string): PickerSpec | null {
  if (code === 'lo3' || code === 'de3')
    return { kind: 'combo', rows: pos(LF_POSITIONS, [0, 1, 2]), quick: true };
  if (code === 'de_dau' || code === 'de_duoi') return grid([{ key: 'digits' }], DIGITS);
  if (code === 'lo2' || code === 'de2' || code === 'de2_g1' || /^xien[234]$/.test(code))
    return grid([NUMBERS], range(0, 99), { width: 2, style: 'chip', bigFrom: 50, columns: 10 });
  return null;
}

/** The picker of a play, or null when the play is entered as text only. */
export function pickerFor(group: GroupCode, playCode: string): PickerSpec | null {
  switch (group) {
    case 'SSC':
      return sscPicker(playCode);
    case '11X5':
      return x5Picker(playCode);
    case 'PK10':
      return pk10Picker(playCode);
    case 'K3':
      return k3Picker(playCode);
    case 'LF':
      return lfPicker(playCode);
    case 'VNC_27':
    case 'VNC_18':
      return vnPicker(playCode);
  }
}

export const rowCount = (spec: PickerSpec): number =>
  spec.kind === 'longhu' ? spec.pairs.length : spec.kind === 'fixed' ? 1 : spec.rows.length;

export const emptySelection = (spec: PickerSpec): string[][] =>
  Array.from({ length: rowCount(spec) }, () => []);

export const isEmptySelection = (selection: Selection): boolean => selection.every((row) => row.length === 0);

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function repeatOf(spec: GridSpec, row: number): number {
  return spec.rowRepeat?.[row] ?? spec.repeat ?? 1;
}

/** The text of a value in content: "7", "07", "11" (K3 pair of 1s). */
export function gridToken(spec: GridSpec, row: number, value: number): string {
  const repeat = repeatOf(spec, row);
  return repeat > 1 ? String(value).repeat(repeat) : pad(value, spec.width);
}

const byNumber = (a: string, b: string) => Number(a) - Number(b);
const inOrder = (options: readonly OptionKey[], row: readonly string[]) =>
  options.filter((o) => row.includes(o));

/** Every combination of one digit per row, in ascending order ("3","4"|"5" → 35, 45 for two rows). */
export function comboNumbers(rows: Selection): string[] {
  if (rows.some((r) => r.length === 0)) return [];
  let out = [''];
  for (const row of rows) {
    const digits = [...row].sort(byNumber);
    out = out.flatMap((prefix) => digits.map((d) => prefix + d));
  }
  return out;
}

/** The content string of a selection, in the play's grammar (normalised order, zero-padded). */
export function buildContent(spec: PickerSpec, selection: Selection): string {
  switch (spec.kind) {
    case 'grid':
      return spec.rows
        .map((_, row) =>
          [...(selection[row] ?? [])]
            .sort(byNumber)
            .map((v) => gridToken(spec, row, Number(v)))
            .join(','),
        )
        .join('|');
    case 'options':
      return spec.rows.map((_, row) => inOrder(spec.options, selection[row] ?? []).join(',')).join('|');
    case 'longhu':
      return spec.pairs
        .flatMap((pair, row) => {
          const chosen = inOrder(spec.options, selection[row] ?? []);
          return chosen.length ? [`${pair.key}:${chosen.join(',')}`] : [];
        })
        .join('|');
    case 'fixed':
      return (selection[0] ?? []).length > 0 ? spec.content : '';
    case 'combo':
      return comboNumbers(selection).join(',');
  }
}

/**
 * The selection a content string stands for, or null when the picker cannot show it (the page then
 * falls back to the text entry). The inverse of buildContent for content buildContent could write.
 */
export function selectionFromContent(spec: PickerSpec, content: string): string[][] | null {
  const text = content.trim();
  if (spec.kind === 'fixed') return text === spec.content ? [['on']] : text === '' ? [[]] : null;
  if (spec.kind === 'combo') return null;
  if (spec.kind === 'longhu') {
    const out = emptySelection(spec);
    if (text === '') return out;
    for (const seg of text.split('|')) {
      const [key, opts = ''] = seg.split(':');
      const row = spec.pairs.findIndex((p) => p.key === key);
      const chosen = opts.split(',').filter(Boolean);
      if (row < 0 || !chosen.every((o) => (spec.options as readonly string[]).includes(o))) return null;
      out[row] = chosen;
    }
    return out;
  }
  const segs = text.split('|');
  if (segs.length !== spec.rows.length) return null;
  const out: string[][] = [];
  for (const [row, seg] of segs.entries()) {
    const tokens = seg.split(',').filter(Boolean);
    if (spec.kind === 'options') {
      if (!tokens.every((o) => (spec.options as readonly string[]).includes(o))) return null;
      out.push(tokens);
      continue;
    }
    const values: string[] = [];
    for (const token of tokens) {
      if (!/^\d+$/.test(token)) return null;
      const repeat = repeatOf(spec, row);
      if (repeat > 1 && (token.length !== repeat || new Set(token).size !== 1)) return null;
      const value = repeat > 1 ? Number(token[0]) : Number(token);
      if (!spec.values.includes(value)) return null;
      values.push(String(value));
    }
    out.push(values);
  }
  return out;
}

/** Toggles a token in a row; with exclusive rows the same number leaves the other rows. */
export function toggleToken(spec: PickerSpec, selection: Selection, row: number, token: string): string[][] {
  const next = selection.map((r) => [...r]);
  while (next.length <= row) next.push([]);
  const current = next[row]!;
  if (current.includes(token)) next[row] = current.filter((t) => t !== token);
  else {
    next[row] = [...current, token];
    if (spec.kind === 'grid' && spec.exclusiveRows)
      next.forEach((r, i) => {
        if (i !== row) next[i] = r.filter((t) => t !== token);
      });
  }
  return next;
}

/** The values a quick button picks in a row of numbers (all, big, small, odd, even; clear: none). */
export function quickValues(values: readonly number[], bigFrom: number, key: QuickKey): number[] {
  switch (key) {
    case 'all':
      return [...values];
    case 'big':
      return values.filter((v) => v >= bigFrom);
    case 'small':
      return values.filter((v) => v < bigFrom);
    case 'odd':
      return values.filter((v) => v % 2 === 1);
    case 'even':
      return values.filter((v) => v % 2 === 0);
    case 'clear':
      return [];
  }
}

export function applyQuick(spec: GridSpec | ComboSpec, selection: Selection, row: number, key: QuickKey) {
  const values = spec.kind === 'combo' ? DIGITS : spec.values;
  const bigFrom = spec.kind === 'combo' ? 5 : spec.bigFrom;
  const next = selection.map((r) => [...r]);
  next[row] = quickValues(values, bigFrom, key).map(String);
  return next;
}

/** A row label in a language: a position name from the engine, else null (the page translates the key). */
export function positionName(label: RowLabel, lang: TextLang): string | null {
  return 'names' in label ? (label.names[lang][label.index] ?? null) : null;
}

/**
 * Text typed into the direct entry as content: full-width characters made plain, spaces and line
 * breaks between numbers read as "," for one-list plays (so "05 27 99" works for lô).
 */
export function normalizeTyped(text: string, oneList: boolean): string {
  const plain = text
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .replace(/[，、；;]/g, ',')
    .replace(/｜/g, '|')
    .trim()
    .toLowerCase();
  if (oneList)
    return plain
      .split(/[\s,]+/)
      .filter(Boolean)
      .join(',');
  return plain.replace(/\s*([,|:])\s*/g, '$1').replace(/\s+/g, ',');
}

/** Play tabs: plays of one kind share a tab (`lottery.playGroups.<key>`), in the order they come. */
export function playGroupOf(group: GroupCode, code: string): string {
  if (group === 'VNC_27' || group === 'VNC_18')
    return code.startsWith('lo') ? 'lo' : code.startsWith('xien') ? 'xien' : 'de';
  if (code === 'dingweidan' || code === 'longhu' || code === 'hezhi') return code;
  if (code.endsWith('_dxds')) return group === 'PK10' && code.startsWith('guanya') ? 'guanyahe' : 'dxds';
  if (group === 'SSC') {
    const window = code.split('_')[0]!;
    return window === '5xing' ? 'wuxing' : window === 'qian2' || window === 'hou2' ? 'erxing' : window;
  }
  if (group === '11X5')
    return code.startsWith('renxuan') ? 'renxuan' : code.endsWith('zuxuan') ? 'zuxuan' : 'zhixuan';
  if (group === 'PK10') return code.startsWith('guanya_he') ? 'guanyahe' : 'guanya';
  if (group === 'K3')
    return code.startsWith('santong') ? 'santong' : code.startsWith('ertong') ? 'ertong' : 'butong';
  if (group === 'LF') return code === 'zu3' || code === 'zu6' ? 'zuxuan' : code;
  return code;
}

export const PLAY_GROUP_KEYS = [
  'dingweidan',
  'wuxing',
  'qian3',
  'zhong3',
  'hou3',
  'erxing',
  'dxds',
  'longhu',
  'renxuan',
  'zhixuan',
  'zuxuan',
  'guanya',
  'guanyahe',
  'hezhi',
  'santong',
  'ertong',
  'butong',
  'lo',
  'de',
  'xien',
] as const;
export type PlayGroupKey = (typeof PLAY_GROUP_KEYS)[number];
export const isPlayGroupKey = (key: string): key is PlayGroupKey =>
  (PLAY_GROUP_KEYS as readonly string[]).includes(key);

/** Play codes in tabs: [group key, codes] in the order the plays come. */
export function groupPlays<P extends { code: string }>(
  group: GroupCode,
  plays: readonly P[],
): [string, P[]][] {
  const out = new Map<string, P[]>();
  for (const play of plays) {
    const key = playGroupOf(group, play.code);
    out.set(key, [...(out.get(key) ?? []), play]);
  }
  return [...out.entries()];
}

/** The position names of a ball group's draw in a language (SSC 萬千百十個, PK10 places…), or null. */
export function positionNames(group: string, lang: TextLang): readonly string[] | null {
  const names: Partial<Record<string, Names>> = {
    SSC: SSC_POSITIONS,
    '11X5': X5_POSITIONS,
    PK10: PK10_POSITIONS,
    LF: LF_POSITIONS,
  };
  return names[group]?.[lang] ?? null;
}
