import { describe, expect, it } from 'vitest';
import { en } from '../web/src/i18n/en.ts';
import { interpolate, langFrom, translator } from '../web/src/i18n/index.ts';
import { tw } from '../web/src/i18n/tw.ts';
import { vi } from '../web/src/i18n/vi.ts';

const languages = { TW: tw, EN: en, VI: vi } as Record<string, Record<string, string>>;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('game page messages', () => {
  const reference = Object.keys(tw).sort();

  it.each(Object.keys(languages))('%s has exactly the keys of TW', (lang) => {
    const keys = Object.keys(languages[lang]!).sort();
    expect(
      keys.filter((k) => !reference.includes(k)),
      'keys TW does not have',
    ).toEqual([]);
    expect(
      reference.filter((k) => !keys.includes(k)),
      'missing keys',
    ).toEqual([]);
  });

  it.each(Object.keys(languages))(
    '%s has a non-empty text with the same placeholders for every key',
    (lang) => {
      for (const key of reference) {
        const text = languages[lang]![key];
        expect(typeof text === 'string' && text.trim().length > 0, `${lang} ${key} is empty`).toBe(true);
        expect(placeholders(text!), `${lang} ${key} placeholders`).toEqual(
          placeholders(tw[key as keyof typeof tw]),
        );
      }
    },
  );

  it('EN and VI are translated, not copies of TW', () => {
    const hanzi = /[\u4e00-\u9fff]/;
    // Symbol names may be the same glyph (A, K, 10); sentences must not stay in Chinese.
    const chinese = (msgs: Record<string, string>) =>
      Object.entries(msgs).filter(([, text]) => hanzi.test(text));
    expect(chinese(en)).toEqual([]);
    expect(chinese(vi)).toEqual([]);
  });

  it('every house error code has a message', async () => {
    const { houseErrorCodes } = await import('../src/shared/api.ts');
    for (const code of [...houseErrorCodes, 'network', 'bad.answer'])
      expect(reference).toContain(`error.${code}`);
  });

  it('every game code has a name', async () => {
    const { houseGameCodes } = await import('../src/shared/api.ts');
    for (const code of houseGameCodes) expect(reference).toContain(`game.${code}`);
  });

  it('every slot symbol has a name in its game', async () => {
    const { SLOT_GAMES } = await import('../src/engine/slot-games.ts');
    for (const def of Object.values(SLOT_GAMES)) {
      for (const id of [def.wild, def.scatter, ...Object.keys(def.paytable)])
        expect(reference).toContain(`sym.${def.id}.${id}`);
    }
  });

  it('t() fills placeholders and falls back to TW, then to the key', () => {
    const t = translator(en);
    expect(t('slots.win', { amount: '12.50' })).toBe('You win 12.50');
    expect(t('bet.limits', { min: 1, max: 500 })).toBe('Bets from 1 to 500');
    const partial = translator({ ...en, 'slots.spin': undefined } as unknown as typeof en);
    expect(partial('slots.spin')).toBe(tw['slots.spin']);
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('the language comes from ?lang= in any case, TW otherwise', () => {
    expect(langFrom('en')).toBe('EN');
    expect(langFrom('VI')).toBe('VI');
    expect(langFrom('fr')).toBe('TW');
    expect(langFrom(null)).toBe('TW');
  });
});
