import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RegisterFieldRule } from '@portal/contract';
import { fieldPatterns } from '@portal/contract/field-rules';
import { en } from '@portal/i18n/locales/en';
import { zhHant } from '@portal/i18n/locales/zh-Hant';
import {
  checkText,
  loginPasswordError,
  newPasswordErrors,
  ruleOf,
  serverFieldText,
} from '../src/features/accounts/lib/form-rules';

beforeAll(async () => {
  await i18next.init({
    resources: { TW: { translation: zhHant }, EN: { translation: en } },
    lng: 'EN',
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
});

/** The demo merchant's rules as the server sends them (seed, decision 0013). */
const served: RegisterFieldRule[] = [
  {
    name: 'username',
    enabled: true,
    required: true,
    acceptedPattern: fieldPatterns.LETTER_FIRST_ALNUM.pattern,
    patternId: 'LETTER_FIRST_ALNUM',
    minLength: 6,
    maxLength: 16,
    type: 'text',
  },
  {
    name: 'password',
    enabled: true,
    required: true,
    acceptedPattern: fieldPatterns.NO_SPACES.pattern,
    patternId: 'NO_SPACES',
    minLength: 8,
    maxLength: 128,
    type: 'password',
  },
];

describe('registration form checks built from the server rules', () => {
  const inBoth = async (check: () => string | null) => {
    await i18next.changeLanguage('EN');
    const english = check();
    await i18next.changeLanguage('TW');
    const chinese = check();
    await i18next.changeLanguage('EN');
    return { EN: english, TW: chinese };
  };

  it('accepts long passwords and names a wrong length as a length error, in TW and EN', async () => {
    for (const rules of [served, []]) {
      const password = ruleOf(rules, 'password');
      expect(checkText(password, `Aa1#${'x'.repeat(60)}`)).toBeNull();
      expect(checkText(password, `Aa1#${'x'.repeat(124)}`)).toBeNull();
      expect(await inBoth(() => checkText(password, `Aa1#${'x'.repeat(125)}`))).toEqual({
        EN: 'Password must be 8–128 characters long',
        TW: '密碼長度須為 8–128 個字元',
      });
      expect(await inBoth(() => checkText(password, 'ab cdefgh'))).toEqual({
        EN: 'No spaces allowed, 8–128 characters',
        TW: expect.stringContaining('8–128'),
      });
    }
    expect(await inBoth(() => checkText(ruleOf(served, 'username'), 'a'.repeat(17)))).toEqual({
      EN: 'Username must be 6–16 characters long',
      TW: '帳號長度須為 6–16 個字元',
    });
  });

  it('shows the server length error of a new password with the password rule', () => {
    expect(serverFieldText(served, 'newPassword', 'validation.length', 'New password')).toBe(
      'New password must be 8–128 characters long',
    );
  });

  it('lets the login form send any password the login call takes', () => {
    expect(loginPasswordError(served, 'x'.repeat(64))).toBeNull();
    expect(loginPasswordError(served, 'x'.repeat(256))).toBeNull();
    expect(loginPasswordError(served, 'x'.repeat(257))).toBe('Password must be 6–256 characters long');
  });
});

describe('newPasswordErrors (change and reset)', () => {
  const labels = { newPassword: 'New password', confirmNewPassword: 'Confirm new password' };
  it('checks the password rule, then that the confirmation is given and the same', () => {
    expect(newPasswordErrors(served, 'secret12', 'secret12', labels)).toEqual({
      newPassword: null,
      confirmNewPassword: null,
    });
    const missing = newPasswordErrors(served, 'secret12', '', labels);
    expect(missing.confirmNewPassword).toContain('Confirm new password');
    expect(newPasswordErrors(served, 'secret12', 'secret13', labels).confirmNewPassword).toBe(
      en.validation.passwordsInconsistent,
    );
    expect(newPasswordErrors(served, 'has space', 'has space', labels).newPassword).toMatch(/spaces/);
  });
});
