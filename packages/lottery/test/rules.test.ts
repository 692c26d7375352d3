import { describe, expect, it } from 'vitest';
import {
  ALL_PLAYS,
  gamePlays,
  GAMES,
  GROUP_CODES,
  parseWinNo,
  PRIZE_MODES,
  TEXT_LANGS,
} from '../src/index.ts';
import { play } from './helpers.ts';

describe('catalogue', () => {
  it('covers the play types the issue asks for', () => {
    const required: Record<string, string[]> = {
      SSC: [
        'dingweidan',
        'qian3_zhixuan',
        'zhong3_zhixuan',
        'hou3_zhixuan',
        'qian2_zhixuan',
        'hou2_zhixuan',
        '5xing_zhixuan',
        'hou3_hezhi',
        'hou3_zu3',
        'hou3_zu6',
        'dingwei_dxds',
        'zonghe_dxds',
        'longhu',
      ],
      '11X5': [
        ...[1, 2, 3, 4, 5, 6, 7, 8].map((k) => `renxuan${k}`),
        'qian1_zhixuan',
        'qian2_zhixuan',
        'qian3_zhixuan',
        'qian2_zuxuan',
        'qian3_zuxuan',
      ],
      PK10: ['dingweidan', 'guanjun', 'guanya_he', 'dingwei_dxds', 'longhu'],
      K3: [
        'hezhi',
        'santonghao_dan',
        'santonghao_tong',
        'ertonghao_dan',
        'ertonghao_fu',
        'sanbutonghao',
        'erbutonghao',
        'hezhi_dxds',
      ],
      LF: ['zhixuan', 'zu3', 'zu6', 'hezhi', 'dingweidan'],
      VNC_27: ['lo2', 'lo3', 'de2', 'de3', 'xien2', 'xien3', 'xien4'],
      VNC_18: ['lo2', 'lo3', 'de2', 'de3', 'xien2', 'xien3', 'xien4'],
    };
    for (const [group, codes] of Object.entries(required)) {
      for (const code of codes) expect(() => play(group as never, code)).not.toThrow();
    }
    expect(new Set(ALL_PLAYS.map((p) => p.id)).size).toBe(ALL_PLAYS.length);
  });

  it('every group has plays, every play is offered by a demo game, both prize modes are used', () => {
    for (const g of GROUP_CODES) expect(ALL_PLAYS.some((p) => p.group === g)).toBe(true);
    const offered = new Set(
      GAMES.flatMap((g) => PRIZE_MODES.flatMap((m) => gamePlays(g, m).map((p) => p.id))),
    );
    expect(ALL_PLAYS.filter((p) => !offered.has(p.id)).map((p) => `${p.group}/${p.code}`)).toEqual([]);
    expect(new Set(ALL_PLAYS.map((p) => p.prizeMode))).toEqual(new Set(['LOTT', 'ELOTT']));
    for (const p of ALL_PLAYS) expect(p.playMenuType).toBe(p.prizeMode === 'ELOTT' ? 2 : 1);
    for (const g of GAMES) for (const lang of TEXT_LANGS) expect(g.name[lang].length).toBeGreaterThan(0);
  });
});

describe('rules text', () => {
  it.each(ALL_PLAYS.map((p) => [`${p.group}/${p.code}`, p] as const))(
    '%s has rules in TW, EN and VI',
    (_name, p) => {
      for (const lang of TEXT_LANGS) {
        const rules = p.rules[lang];
        const lines = rules.split('\n');
        // how to play, format, what wins, the prize at the default series, an example
        expect(lines).toHaveLength(5);
        expect(lines.every((l) => l.length > 8)).toBe(true);
        expect(rules).toContain(p.example.winNo);
        const parsed = p.parse(p.example.content);
        expect(parsed.ok && rules.includes(parsed.selection.content)).toBe(true);
        expect(p.name[lang].length).toBeGreaterThan(0);
        expect(p.grammar[lang].length).toBeGreaterThan(0);
        for (const l of p.levels) expect(l.name[lang].length).toBeGreaterThan(0);
      }
      expect(p.rules.TW).toMatch(/[\u4e00-\u9fff]/);
      expect(p.rules.VI).toMatch(/[ạảãáàâầấậẩẫăằắặẳẵêềếệểễôồốộổỗơờớợởỡưừứựửữđ]/i);
      expect(p.rules.EN).toMatch(/How to play: .*\nFormat: .*\nWinning: .*\nPrize \(series \d+/);
      expect(p.rules.TW).toContain('獎金組');
      expect(p.rules.VI).toContain('bậc thưởng');
    },
  );

  it('every rules example parses and wins something, so the text shows a real prize', () => {
    for (const p of ALL_PLAYS) {
      const r = p.parse(p.example.content);
      if (!r.ok) throw new Error(`${p.code}: ${r.detail}`);
      const won = p.winningBets(r.selection, parseWinNo(p.group, p.example.winNo)!);
      expect(
        Object.values(won).some((n) => n > 0),
        `${p.group}/${p.code}`,
      ).toBe(true);
    }
  });

  it('shows the ELOTT odds and the house rules on ties', () => {
    expect(play('SSC', 'zonghe_dxds').rules.EN).toContain('3.96 per winning bet (odds 1.98)');
    expect(play('SSC', 'longhu').rules.TW).toContain('龍／虎 4.40（賠率 2.2）');
    expect(play('SSC', 'longhu').rules.EN).toContain('lose (no refund)');
    expect(play('K3', 'hezhi_dxds').rules.TW).toContain('豹子');
    expect(play('SSC', 'hou3_zhixuan').rules.EN).toContain('series 1980');
    expect(play('11X5', 'renxuan5').rules.EN).toContain('series 1960');
  });
});
