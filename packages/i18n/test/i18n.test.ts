import { describe, expect, it } from 'vitest';
import { errorCodeList } from '@portal/contract';
import { langs, leafKeys, messages, translate } from '../src/index.ts';

describe('message catalogues', () => {
  it('have every key in TW, EN and VI, none empty', () => {
    const reference = leafKeys(messages.TW).sort();
    expect(reference.length).toBeGreaterThan(20);
    for (const lang of langs) {
      expect(leafKeys(messages[lang]).sort(), lang).toEqual(reference);
      for (const key of reference) expect(translate(lang, key).trim(), `${lang} ${key}`).not.toBe('');
    }
  });

  it('translate every API error code in every language', () => {
    for (const lang of langs) {
      for (const code of errorCodeList)
        expect(translate(lang, `errors.${code}`), `${lang} ${code}`).not.toBe(`errors.${code}`);
    }
    expect(translate('EN', 'errors.internal.error')).toBe('Unknown error');
  });

  it('substitute placeholders and fall back to TW, then to the key', () => {
    expect(translate('EN', 'errors.nope')).toBe('errors.nope');
    expect(translate('EN', 'errors.login.not.session')).toBe('You are not logged in, please login');
  });

  it('name the turnover requirement with one term on the bonus card and the deposit confirmation', () => {
    // A member comparing the two pages must see the same words for the same figure (issue 14).
    for (const lang of langs)
      expect(translate(lang, 'memberCentre.bonusDetails.required'), lang).toBe(
        translate(lang, 'memberCentre.promo.turnover'),
      );
  });
});
