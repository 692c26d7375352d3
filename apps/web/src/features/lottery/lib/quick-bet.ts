/**
 * Quick bet (inventory 3.4, `wzQuickbet`): random numbers for an SSC or 11X5 game, handed to the bet page
 * as `bet_param=n1,n2,…`; and what the bet page pre-fills from it or from a long-dragon link.
 */
import type { GroupCode } from '@portal/lottery/groups';
import type { PickerSpec } from './pickers';
import { emptySelection, pickerFor, selectionFromContent } from './pickers';

/** A source of floats in [0, 1): Math.random in the page, a fixed sequence in tests. */
export type Random = () => number;

/** The games quick bet prefers, then any SSC or 11X5 game of the menus (inventory 3.4), at most 5. */
export const QUICK_BET_PREFERRED = ['SSC1', 'SSC3', '11X5_3', 'SSC5'];
export const QUICK_BET_GROUPS: readonly GroupCode[] = ['SSC', '11X5'];

export function quickBetGames<G extends { code: string; groupCode: string }>(
  games: readonly G[],
  max = 5,
): G[] {
  const eligible = games.filter((g) => (QUICK_BET_GROUPS as readonly string[]).includes(g.groupCode));
  const rank = (g: G) => {
    const i = QUICK_BET_PREFERRED.indexOf(g.code);
    return i < 0 ? QUICK_BET_PREFERRED.length : i;
  };
  return [...eligible].sort((a, b) => rank(a) - rank(b)).slice(0, max);
}

/** SSC: five digits 0-9; 11X5: five different numbers of 01-11 (in draw order, zero-padded). */
export function randomNumbers(group: string, random: Random = Math.random): string[] {
  if (group === '11X5') {
    const pool = Array.from({ length: 11 }, (_, i) => i + 1);
    const out: string[] = [];
    for (let i = 0; i < 5; i++) {
      const [n] = pool.splice(Math.floor(random() * pool.length), 1);
      out.push(String(n).padStart(2, '0'));
    }
    return out;
  }
  return Array.from({ length: 5 }, () => String(Math.floor(random() * 10)));
}

/** `bet_param` as numbers: "1,2,3,4,5" → ["1","2","3","4","5"]; anything else → null. */
export function parseBetParam(raw: string | null): string[] | null {
  if (!raw) return null;
  const parts = raw.split(',').map((s) => s.trim());
  return parts.length > 0 && parts.length <= 10 && parts.every((p) => /^\d{1,2}$/.test(p)) ? parts : null;
}

/** The play quick-bet numbers are placed on: SSC all five direct, 11X5 any five. */
export const BET_PARAM_PLAY: Partial<Record<GroupCode, string>> = {
  SSC: '5xing_zhixuan',
  '11X5': 'renxuan5',
  PK10: 'dingweidan',
  LF: 'zhixuan',
};

/**
 * The selection quick-bet numbers make on a picker: one number per row when the rows match (positions),
 * else all of them in the one list; null when the picker cannot hold them.
 */
export function selectionFromBetParam(spec: PickerSpec, numbers: readonly string[]): string[][] | null {
  if (spec.kind !== 'grid') return null;
  const values = numbers.map(Number);
  if (!values.every((v) => spec.values.includes(v))) return null;
  if (spec.rows.length === numbers.length) return values.map((v) => [String(v)]);
  if (spec.rows.length === 1) return [[...new Set(values)].map(String)];
  return null;
}

/** The selection a bet page opens with: from `bet_param`, else from a `content` link, else empty. */
export function initialSelection(
  group: GroupCode,
  playCode: string,
  betParam: readonly string[] | null,
  content: string | null,
): string[][] | null {
  const spec = pickerFor(group, playCode);
  if (!spec) return null;
  if (betParam) return selectionFromBetParam(spec, betParam) ?? emptySelection(spec);
  if (content) return selectionFromContent(spec, content) ?? emptySelection(spec);
  return emptySelection(spec);
}

/** Long dragon (inventory 3.3): the entertainment play and content that bet along or against a streak. */
export function longDragonBet(
  group: string,
  subject: string,
  value: 'big' | 'small' | 'odd' | 'even',
  against: boolean,
): { playCode: string; content: string } | null {
  const opposite = { big: 'small', small: 'big', odd: 'even', even: 'odd' } as const;
  const word = { big: 'da', small: 'xiao', odd: 'dan', even: 'shuang' }[against ? opposite[value] : value];
  switch (`${group}:${subject.split('.')[0]}`) {
    case 'SSC:total':
      return { playCode: 'zonghe_dxds', content: word };
    case 'SSC:first':
      return { playCode: 'dingwei_dxds', content: `${word}||||` };
    case 'PK10:champion':
      return { playCode: 'dingwei_dxds', content: `${word}${'|'.repeat(9)}` };
    case 'K3:total':
      return { playCode: 'hezhi_dxds', content: word };
    default:
      return null;
  }
}
