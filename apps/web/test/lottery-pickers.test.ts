import { describe, expect, it } from 'vitest';
import { ALL_PLAYS, findPlay } from '@portal/lottery/plays/index';
import type { GroupCode } from '@portal/lottery/groups';
import {
  applyQuick,
  buildContent,
  emptySelection,
  groupPlays,
  isEmptySelection,
  normalizeTyped,
  pickerFor,
  playGroupOf,
  quickValues,
  selectionFromContent,
  toggleToken,
  type GridSpec,
  type PickerSpec,
} from '../src/features/lottery/lib/pickers.ts';
import {
  initialSelection,
  longDragonBet,
  parseBetParam,
  quickBetGames,
  randomNumbers,
} from '../src/features/lottery/lib/quick-bet.ts';

/** The bet count the engine reads from a content, or the error key. */
function count(group: GroupCode, code: string, content: string): number | string {
  const parsed = findPlay(group, code)!.parse(content);
  return parsed.ok ? parsed.selection.betCount : parsed.error;
}

const spec = (group: GroupCode, code: string): PickerSpec => {
  const s = pickerFor(group, code);
  if (!s) throw new Error(`no picker for ${group}/${code}`);
  return s;
};

describe('every play has a picker that writes its grammar', () => {
  it.each(ALL_PLAYS.map((p) => [`${p.group}/${p.code}`, p] as const))('%s', (_, play) => {
    const s = spec(play.group, play.code);
    const example = play.parse(play.example.content);
    if (!example.ok) throw new Error('example does not parse');
    if (s.kind === 'combo') {
      // Three digit rows: every combination is a number of the list.
      const digits = example.selection.content.split(',')[0]!.split('');
      const sel = digits.map((d) => [d]);
      expect(buildContent(s, sel)).toBe(example.selection.content.split(',')[0]);
      return;
    }
    // The example read onto the picker and written back is the engine's normalised content.
    const sel = selectionFromContent(s, example.selection.content);
    expect(sel).not.toBeNull();
    expect(buildContent(s, sel!)).toBe(example.selection.content);
    expect(count(play.group, play.code, buildContent(s, sel!))).toBe(example.selection.betCount);
  });

  it('an empty picker writes no bet', () => {
    for (const play of ALL_PLAYS) {
      const s = spec(play.group, play.code);
      const empty = emptySelection(s);
      expect(isEmptySelection(empty)).toBe(true);
      const content = buildContent(s, empty);
      expect(play.parse(content).ok, `${play.group}/${play.code} "${content}"`).toBe(false);
    }
  });
});

describe('ball pickers to content strings per play family', () => {
  it('SSC fixed position: five rows, empty ones skipped', () => {
    const s = spec('SSC', 'dingweidan');
    let sel = emptySelection(s);
    sel = toggleToken(s, sel, 0, '2');
    sel = toggleToken(s, sel, 0, '1');
    sel = toggleToken(s, sel, 1, '3');
    sel = toggleToken(s, sel, 3, '5');
    sel = toggleToken(s, sel, 3, '4');
    expect(buildContent(s, sel)).toBe('1,2|3||4,5|');
    expect(count('SSC', 'dingweidan', buildContent(s, sel))).toBe(5);
    // A second click takes a number back.
    sel = toggleToken(s, sel, 1, '3');
    expect(buildContent(s, sel)).toBe('1,2|||4,5|');
  });

  it('SSC direct plays take their window of positions; sums and groups are one list', () => {
    expect((spec('SSC', 'hou3_zhixuan') as GridSpec).rows).toHaveLength(3);
    expect((spec('SSC', 'qian2_zhixuan') as GridSpec).rows).toHaveLength(2);
    const five = spec('SSC', '5xing_zhixuan');
    const sel = ['1', '2', '3', '4', '5'].map((d) => [d]);
    expect(buildContent(five, sel)).toBe('1|2|3|4|5');
    expect(count('SSC', '5xing_zhixuan', '1|2|3|4|5')).toBe(1);
    const sums = spec('SSC', 'qian3_hezhi');
    expect(buildContent(sums, [['11', '10']])).toBe('10,11');
    expect(count('SSC', 'qian3_hezhi', '10,11')).toBe(63 + 69);
    expect(count('SSC', 'qian3_zu6', buildContent(spec('SSC', 'qian3_zu6'), [['4', '1', '2', '3']]))).toBe(4);
  });

  it('quick buttons pick all, big, small, odd, even and clear a row', () => {
    const s = spec('SSC', 'dingweidan') as GridSpec;
    expect(quickValues(s.values, s.bigFrom, 'big')).toEqual([5, 6, 7, 8, 9]);
    expect(quickValues(s.values, s.bigFrom, 'small')).toEqual([0, 1, 2, 3, 4]);
    expect(quickValues(s.values, s.bigFrom, 'odd')).toEqual([1, 3, 5, 7, 9]);
    let sel = applyQuick(s, emptySelection(s), 2, 'even');
    expect(buildContent(s, sel)).toBe('||0,2,4,6,8||');
    sel = applyQuick(s, sel, 2, 'clear');
    expect(isEmptySelection(sel)).toBe(true);
    const x5 = spec('11X5', 'renxuan5') as GridSpec;
    expect(quickValues(x5.values, x5.bigFrom, 'big')).toEqual([6, 7, 8, 9, 10, 11]);
  });

  it('11X5 and PK10 numbers are zero-padded; PK10 direct plays refuse repeats', () => {
    const any5 = spec('11X5', 'renxuan5');
    expect(buildContent(any5, [['11', '3', '1', '7', '5']])).toBe('01,03,05,07,11');
    expect(count('11X5', 'renxuan5', '01,03,05,07,11')).toBe(1);
    const guanya = spec('PK10', 'guanya_zhixuan');
    const content = buildContent(guanya, [['1', '2'], ['2']]);
    expect(content).toBe('01,02|02');
    expect(count('PK10', 'guanya_zhixuan', content)).toBe(1);
    expect((spec('PK10', 'dingweidan') as GridSpec).style).toBe('square');
    expect((spec('PK10', 'dingweidan') as GridSpec).rows).toHaveLength(10);
  });

  it('big/small/odd/even options and dragon-tiger pairs', () => {
    const total = spec('SSC', 'zonghe_dxds');
    expect(buildContent(total, [['shuang', 'da']])).toBe('da,shuang');
    const byPlace = spec('PK10', 'dingwei_dxds');
    const sel = toggleToken(byPlace, emptySelection(byPlace), 0, 'da');
    expect(buildContent(byPlace, sel)).toBe('da|||||||||');
    const longhu = spec('SSC', 'longhu');
    let lh = emptySelection(longhu);
    lh = toggleToken(longhu, lh, 3, 'he'); // pair 15
    lh = toggleToken(longhu, lh, 3, 'long');
    lh = toggleToken(longhu, lh, 5, 'hu'); // pair 24
    expect(buildContent(longhu, lh)).toBe('15:long,he|24:hu');
    expect(count('SSC', 'longhu', '15:long,he|24:hu')).toBe(3);
    expect(buildContent(spec('PK10', 'longhu'), [['long'], [], [], [], ['hu']])).toBe('1:long|5:hu');
  });

  it('K3 dice: sums, pairs and triples written twice or thrice, a pair and a single never the same die', () => {
    expect(buildContent(spec('K3', 'hezhi'), [['17', '4', '9']])).toBe('4,9,17');
    expect(buildContent(spec('K3', 'ertonghao_fu'), [['2', '1']])).toBe('11,22');
    expect(buildContent(spec('K3', 'santonghao_dan'), [['6', '1']])).toBe('111,666');
    const tong = spec('K3', 'santonghao_tong');
    expect(buildContent(tong, [['on']])).toBe('111,222,333,444,555,666');
    expect(buildContent(tong, [[]])).toBe('');
    const pairSingle = spec('K3', 'ertonghao_dan');
    let sel = emptySelection(pairSingle);
    sel = toggleToken(pairSingle, sel, 0, '1');
    sel = toggleToken(pairSingle, sel, 1, '1'); // leaves the pairs
    sel = toggleToken(pairSingle, sel, 0, '2');
    expect(buildContent(pairSingle, sel)).toBe('22|1');
    expect(count('K3', 'ertonghao_dan', '22|1')).toBe(1);
    expect(selectionFromContent(pairSingle, '11,22|3,5')).toEqual([
      ['1', '2'],
      ['3', '5'],
    ]);
  });

  it('Vietnam: lô and xiên on the 00-99 grid, 3-digit plays from three digit rows', () => {
    const lo = spec('VNC_27', 'lo2') as GridSpec;
    expect(lo.values).toHaveLength(100);
    expect(buildContent(lo, [['99', '5', '27']])).toBe('05,27,99');
    expect(count('VNC_27', 'lo2', '05,27,99')).toBe(3);
    expect(count('VNC_18', 'xien3', buildContent(spec('VNC_18', 'xien3'), [['11', '27', '45', '99']]))).toBe(
      4,
    );
    const de3 = spec('VNC_27', 'de3');
    const content = buildContent(de3, [['3'], ['4', '5'], ['5', '6']]);
    expect(content).toBe('345,346,355,356');
    expect(count('VNC_27', 'de3', content)).toBe(4);
    expect(buildContent(de3, [['3'], [], ['5']])).toBe('');
    expect(buildContent(spec('VNC_27', 'de_duoi'), [['6', '5']])).toBe('5,6');
  });

  it('typed content: full-width characters and spaces read as the grammar', () => {
    expect(normalizeTyped('05 27\n99', true)).toBe('05,27,99');
    expect(normalizeTyped('０５，２７；９９', true)).toBe('05,27,99');
    expect(normalizeTyped(' 1,2 | 3 |  | 4 , 5 | ', false)).toBe('1,2|3||4,5|');
    expect(normalizeTyped('DA, SHUANG', true)).toBe('da,shuang');
  });

  it('play tabs group plays of a kind', () => {
    expect(playGroupOf('SSC', 'qian3_zu6')).toBe('qian3');
    expect(playGroupOf('SSC', 'hou2_zhixuan')).toBe('erxing');
    expect(playGroupOf('PK10', 'guanya_he_dxds')).toBe('guanyahe');
    expect(playGroupOf('K3', 'hezhi_dxds')).toBe('dxds');
    expect(playGroupOf('VNC_18', 'de_dau')).toBe('de');
    const tabs = groupPlays(
      'SSC',
      ['dingweidan', 'qian3_zhixuan', 'qian3_hezhi', 'hou3_zhixuan'].map((code) => ({ code })),
    );
    expect(tabs.map(([key, plays]) => [key, plays.length])).toEqual([
      ['dingweidan', 1],
      ['qian3', 2],
      ['hou3', 1],
    ]);
  });
});

describe('quick bet and pre-filled selections', () => {
  it('random SSC digits and five different 11X5 numbers', () => {
    const seq = [0.05, 0.95, 0.5, 0.5, 0.5, 0.5];
    let i = 0;
    const random = () => seq[i++ % seq.length]!;
    expect(randomNumbers('SSC', random)).toEqual(['0', '9', '5', '5', '5']);
    for (let n = 0; n < 50; n++) {
      const x5 = randomNumbers('11X5');
      expect(new Set(x5).size).toBe(5);
      expect(x5.every((v) => /^(0[1-9]|1[01])$/.test(v))).toBe(true);
    }
  });

  it('bet_param fills the quick-bet play: SSC one digit per position, 11X5 one list', () => {
    expect(parseBetParam('1,2,3,4,5')).toEqual(['1', '2', '3', '4', '5']);
    expect(parseBetParam('1,x')).toBeNull();
    expect(parseBetParam(null)).toBeNull();
    const ssc = initialSelection('SSC', '5xing_zhixuan', ['1', '2', '3', '4', '5'], null)!;
    expect(buildContent(spec('SSC', '5xing_zhixuan'), ssc)).toBe('1|2|3|4|5');
    const x5 = initialSelection('11X5', 'renxuan5', ['03', '07', '01', '11', '05'], null)!;
    expect(buildContent(spec('11X5', 'renxuan5'), x5)).toBe('01,03,05,07,11');
  });

  it('a long-dragon link bets along or against the streak', () => {
    expect(longDragonBet('SSC', 'total.size', 'big', false)).toEqual({
      playCode: 'zonghe_dxds',
      content: 'da',
    });
    expect(longDragonBet('SSC', 'total.parity', 'odd', true)).toEqual({
      playCode: 'zonghe_dxds',
      content: 'shuang',
    });
    const pk = longDragonBet('PK10', 'champion.size', 'small', true)!;
    expect(count('PK10', pk.playCode, pk.content)).toBe(1);
    expect(longDragonBet('11X5', 'total.size', 'big', false)).toBeNull();
    const first = longDragonBet('SSC', 'first.size', 'big', false)!;
    const sel = initialSelection('SSC', first.playCode, null, first.content)!;
    expect(buildContent(spec('SSC', first.playCode), sel)).toBe('da||||');
  });

  it('quick bet offers the preferred SSC and 11X5 games first, at most five', () => {
    const games = ['PK10_1', 'SSC5', '11X5_3', 'SSC1', 'K3_1', 'SSC3', 'X'].map((code) => ({
      code,
      groupCode: code.startsWith('SSC') || code === 'X' ? 'SSC' : code.startsWith('11X5') ? '11X5' : 'PK10',
    }));
    expect(quickBetGames(games).map((g) => g.code)).toEqual(['SSC1', 'SSC3', '11X5_3', 'SSC5', 'X']);
  });
});
