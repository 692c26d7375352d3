import { describe, expect, it } from 'vitest';
import { langs, messages, translate } from '@portal/i18n';
import {
  checkField,
  checkForm,
  compilePattern,
  fieldPatterns,
  formatFieldError,
  lengthRange,
  patternIds,
  type PatternId,
} from '../src/field-rules.ts';
import type { RegisterFieldRule } from '../src/system.ts';

/** A rule with the module's pattern for `patternId` and bounds wide enough not to interfere. */
function rule(patternId: string, over: Partial<RegisterFieldRule> = {}): RegisterFieldRule {
  const pattern = fieldPatterns[patternId as PatternId]?.pattern ?? '*';
  return {
    name: 'username',
    enabled: true,
    required: true,
    acceptedPattern: pattern,
    patternId,
    minLength: 1,
    maxLength: 100,
    type: 'text',
    ...over,
  };
}

const samples: Record<PatternId, { good: string[]; bad: string[] }> = {
  ANY: { good: ['anything at all', '中文 & émoji 🎲', ' '], bad: [] },
  LETTER_FIRST_ALNUM: { good: ['abc123', 'Player01', 'x'], bad: ['1abc', 'ab_c', 'ab c', '玩家01'] },
  LETTERS_CHINESE: {
    good: ['王小明', 'John Smith', 'Nguyễn Văn An', 'Li 小龍'],
    bad: ['John1', 'John  Smith', ' John', 'Smith-Jones', '홍길동'],
  },
  EMAIL: {
    good: ['player@example.com', 'first.last+tag@mail.example.co.uk', 'a_b@x-y.io'],
    bad: ['player@', 'player.example.com', 'a..b@example.com', 'a b@example.com', 'a@b', 'a@-b.com'],
  },
  ALNUM_NO_CHINESE: { good: ['abc', '123', 'Ab12'], bad: ['ab中', 'ab c', 'ab-c', 'ab.c'] },
  LETTERS_AND_DIGITS: { good: ['abc123', '1a', 'A1b2C3'], bad: ['abcdef', '123456', 'abc 123', 'abc_123'] },
  DIGITS: { good: ['0', '0912345678'], bad: ['12a', '+886912', '１２３', '12 34'] },
  ALNUM_WITH_CAPITAL: { good: ['Abc123', 'abcD', 'ABC'], bad: ['abc123', '123', 'Abc-123', 'Ábc'] },
  LETTERS_SPACES: {
    good: ['John Smith', 'Nguyễn Văn An', 'Nguye\u0302\u0303n'],
    bad: ['John1', 'John  Smith', 'John ', '王小明', 'O-Brien'],
  },
  NO_SPACES: { good: ['abc', 'a#b$c!中'], bad: ['a b', ' abc', 'abc\t', 'a\u3000b'] },
  CHINESE_SYMBOLS: {
    good: ['王小明', '阿卜杜·熱合曼', '（測試）！'],
    bad: ['!!!', '王 小明', '王abc', '王1'],
  },
  DATE_YMD: {
    good: ['2024-02-29', '2000-02-29', '1999-12-31', '2023-04-30'],
    bad: ['2023-02-29', '1900-02-29', '2023-04-31', '2023-13-01', '2023-1-01', '02-29-2024', '0999-01-01'],
  },
  DATE_MDY: {
    good: ['02-29-2024', '12-31-1999', '01-01-2000', '02-29-2000'],
    bad: ['02-29-2023', '02-29-2100', '04-31-2023', '13-01-2020', '2024-02-29', '1-01-2020'],
  },
  KOREAN: { good: ['한국어', '홍길동', '홍 길동'], bad: ['한국abc', '한국어1', 'ภาษาไทย', '韓國'] },
  THAI: { good: ['ภาษาไทย', 'สมชาย ใจดี'], bad: ['ภาษาไทย1', 'Thai', '한국어', 'ไทย  ไทย'] },
  STRONG: {
    good: ['Abc123!x', 'Z9z#zzzz', 'Pass_w0rd'],
    bad: ['abc123!x', 'ABC123!X', 'Abcdef!x', 'Abc12345', 'Abc 123!'],
  },
};

describe('field patterns', () => {
  it('define the sixteen variants of spec section 5, each a valid `u` expression or `*`', () => {
    expect(patternIds).toHaveLength(16);
    expect(Object.keys(fieldPatterns).sort()).toEqual([...patternIds].sort());
    expect(fieldPatterns.ANY.pattern).toBe('*');
    for (const id of patternIds) {
      if (id === 'ANY') continue;
      expect(() => new RegExp(fieldPatterns[id].pattern, 'u'), id).not.toThrow();
    }
  });

  for (const id of patternIds) {
    it(`${id} accepts its good samples and rejects its bad ones`, () => {
      const { good, bad } = samples[id];
      expect(good.length, id).toBeGreaterThanOrEqual(2);
      if (id !== 'ANY') expect(bad.length, id).toBeGreaterThanOrEqual(2);
      const r = rule(id);
      for (const value of good) expect(checkField(r, value), `${id} ${JSON.stringify(value)}`).toBeNull();
      for (const value of bad)
        expect(checkField(r, value)?.key, `${id} ${JSON.stringify(value)}`).toBe(`validation.pattern.${id}`);
    });
  }

  it('DATE_YMD and DATE_MDY agree with the calendar for every 29 February from 1000 to 9999', () => {
    const ymd = compilePattern(fieldPatterns.DATE_YMD.pattern)!;
    const mdy = compilePattern(fieldPatterns.DATE_MDY.pattern)!;
    const wrong: string[] = [];
    for (let y = 1000; y <= 9999; y++) {
      const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
      if (ymd.test(`${y}-02-29`) !== leap || mdy.test(`02-29-${y}`) !== leap) wrong.push(String(y));
    }
    expect(wrong).toEqual([]);
  });

  it('DATE_YMD accepts exactly the real days of a leap and a common year', () => {
    const ymd = compilePattern(fieldPatterns.DATE_YMD.pattern)!;
    for (const y of [2023, 2024]) {
      for (let m = 1; m <= 12; m++) {
        for (let d = 0; d <= 32; d++) {
          const date = new Date(Date.UTC(y, m - 1, d));
          const real = d >= 1 && date.getUTCMonth() === m - 1;
          const text = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          expect(ymd.test(text), text).toBe(real);
        }
      }
    }
  });
});

describe('checkField', () => {
  it('ignores a disabled rule, whatever the value', () => {
    const r = rule('DIGITS', { enabled: false });
    expect(checkField(r, undefined)).toBeNull();
    expect(checkField(r, 'letters')).toBeNull();
  });

  it('asks for a required value with the field label key', () => {
    const error = { key: 'validation.required', vars: { field: 'fields.username' } };
    expect(checkField(rule('LETTER_FIRST_ALNUM'), undefined)).toEqual(error);
    expect(checkField(rule('LETTER_FIRST_ALNUM'), '')).toEqual(error);
    expect(checkField(rule('ANY'), '   ', { trim: true })).toEqual(error);
  });

  it('lets an optional field stay empty but still checks a given value', () => {
    const r = rule('DIGITS', { name: 'qqNum', required: false, minLength: 5, maxLength: 12 });
    expect(checkField(r, undefined)).toBeNull();
    expect(checkField(r, '')).toBeNull();
    expect(checkField(r, '123')?.key).toBe('validation.length');
    expect(checkField(r, '12a45')?.key).toBe('validation.pattern.DIGITS');
    expect(checkField(r, '12345')).toBeNull();
  });

  it('trims only when asked', () => {
    const r = rule('DIGITS');
    expect(checkField(r, ' 123 ')?.key).toBe('validation.pattern.DIGITS');
    expect(checkField(r, ' 123 ', { trim: true })).toBeNull();
  });

  it('counts length in code points: an emoji or a Chinese character is one', () => {
    const any = rule('ANY', { minLength: 2, maxLength: 3 });
    expect('🎲🎲🎲'.length).toBe(6);
    expect(checkField(any, '🎲🎲🎲')).toBeNull();
    expect(checkField(any, '🎲🎲🎲🎲')?.key).toBe('validation.length');
    expect(checkField(any, '🎲')?.key).toBe('validation.length');
    const name = rule('LETTERS_CHINESE', { minLength: 2, maxLength: 3 });
    expect(checkField(name, '王小明')).toBeNull();
    expect(checkField(name, '王')?.key).toBe('validation.length');
    expect(checkField(name, '𠀋𠀋𠀋')).toBeNull(); // Han outside the BMP: 2 UTF-16 units each
    expect(checkField(name, '王小明明')?.key).toBe('validation.length');
  });

  it('checks both length bounds inclusively, and names a wrong length as one', () => {
    const r = rule('LETTER_FIRST_ALNUM', { minLength: 6, maxLength: 16 });
    expect(checkField(r, 'abcde')).toEqual({
      key: 'validation.length',
      vars: { field: 'fields.username', min: 6, max: 16, range: '6–16' },
    });
    expect(checkField(r, 'abcdef')).toBeNull();
    expect(checkField(r, 'a'.repeat(16))).toBeNull();
    expect(checkField(r, 'a'.repeat(17))?.key).toBe('validation.length');
    // The right length with a wrong character is still a pattern error.
    expect(checkField(r, '1abcdef')?.key).toBe('validation.pattern.LETTER_FIRST_ALNUM');
  });

  it('gives min, max and a range of "6–20", or one number when both bounds match', () => {
    expect(lengthRange(6, 20)).toBe('6–20');
    expect(lengthRange(6, 6)).toBe('6');
    expect(checkField(rule('NO_SPACES', { name: 'password', minLength: 6, maxLength: 20 }), 'a b')).toEqual({
      key: 'validation.pattern.NO_SPACES',
      vars: { field: 'fields.password', min: 6, max: 20, range: '6–20' },
    });
    expect(checkField(rule('DIGITS', { minLength: 6, maxLength: 6 }), '12345')?.vars).toMatchObject({
      min: 6,
      max: 6,
      range: '6',
    });
  });

  it('matches the server pattern, not the one the module has for the id', () => {
    const r = rule('DIGITS', { acceptedPattern: '^[0-9]{3}-[0-9]{4}$' });
    expect(checkField(r, '123-4567')).toBeNull();
    expect(checkField(r, '1234567')?.key).toBe('validation.pattern.DIGITS');
    expect(checkField(rule('DIGITS', { acceptedPattern: '*' }), 'letters')).toBeNull();
  });

  it('falls back to validation.pattern.ANY for an unknown pattern id', () => {
    const r = rule('SOMETHING_NEW', { acceptedPattern: '^x+$', minLength: 1, maxLength: 5 });
    expect(checkField(r, 'xxx')).toBeNull();
    expect(checkField(r, 'xyz')?.key).toBe('validation.pattern.ANY');
    expect(checkField(r, 'xxxxxx')?.key).toBe('validation.length');
  });

  it("replaces a server pattern that does not compile by the module's one for its id", () => {
    const r = rule('DIGITS', { acceptedPattern: '^[0-9' });
    expect(checkField(r, '123')).toBeNull();
    expect(checkField(r, 'abc')?.key).toBe('validation.pattern.DIGITS');
  });

  it('compiles each pattern once and reuses it', () => {
    const source = '^cache-[0-9]+$';
    const first = compilePattern(source);
    expect(first).toBeInstanceOf(RegExp);
    expect(first?.flags).toBe('u');
    expect(compilePattern(source)).toBe(first);
    expect(compilePattern('*')).toBeNull();
    const r = rule('ANY', { acceptedPattern: source });
    for (let i = 0; i < 3; i++) expect(checkField(r, 'cache-1')).toBeNull();
    expect(checkField(r, 'cache-x')?.key).toBe('validation.pattern.ANY');
    expect(compilePattern(source)).toBe(first);
  });
});

describe('checkForm', () => {
  const rules: RegisterFieldRule[] = [
    rule('LETTER_FIRST_ALNUM', { name: 'username', minLength: 6, maxLength: 16 }),
    rule('NO_SPACES', { name: 'password', minLength: 6, maxLength: 20, type: 'password' }),
    rule('ANY', { name: 'confirmPassword', minLength: 6, maxLength: 20, type: 'password' }),
    rule('EMAIL', { name: 'email', required: false, minLength: 5, maxLength: 60 }),
    rule('DIGITS', { name: 'captcha', enabled: false, minLength: 4, maxLength: 4 }),
  ];

  it('passes a good form', () => {
    expect(
      checkForm(rules, { username: 'player01', password: 'Secret1', confirmPassword: 'Secret1' }),
    ).toEqual({});
  });

  it('reports every enabled field, skipping disabled ones', () => {
    const errors = checkForm(rules, { username: '1player', email: 'nope', captcha: 'x' });
    expect(Object.keys(errors).sort()).toEqual(['confirmPassword', 'email', 'password', 'username']);
    expect(errors.username?.key).toBe('validation.pattern.LETTER_FIRST_ALNUM');
    expect(errors.password?.key).toBe('validation.required');
    expect(errors.confirmPassword?.key).toBe('validation.required');
    expect(errors.email?.key).toBe('validation.pattern.EMAIL');
  });

  it('wants confirmPassword equal to password', () => {
    const errors = checkForm(rules, {
      username: 'player01',
      password: 'Secret1',
      confirmPassword: 'Secret2',
    });
    expect(errors).toEqual({ confirmPassword: { key: 'validation.passwordsInconsistent', vars: {} } });
  });

  it('checks the confirmation without a rule for it when a value is given', () => {
    const without = rules.filter((r) => r.name !== 'confirmPassword');
    expect(checkForm(without, { username: 'player01', password: 'Secret1' })).toEqual({});
    expect(checkForm(without, { username: 'player01', password: 'Secret1', confirmPassword: 'x' })).toEqual({
      confirmPassword: { key: 'validation.passwordsInconsistent', vars: {} },
    });
  });
});

describe('messages', () => {
  it('exist for every pattern in every language, with the range substituted', () => {
    for (const lang of langs) {
      for (const id of patternIds) {
        const key = `validation.pattern.${id}`;
        const text = translate(lang, key, { range: '6–20', min: 6, max: 20 });
        expect(text, `${lang} ${key}`).not.toBe(key);
        expect(text, `${lang} ${key}`).toContain('6–20');
        expect(text, `${lang} ${key}`).not.toContain('{{');
        // Each language has its own text, not the TW fallback.
        if (lang !== 'TW') expect(text, `${lang} ${key}`).not.toBe(translate('TW', key, { range: '6–20' }));
      }
    }
  });

  it('exist for every key the checks produce and every registration field label', () => {
    const names = Object.keys(messages.TW.fields);
    expect(names).toHaveLength(19);
    for (const lang of langs) {
      for (const key of [
        'validation.required',
        'validation.passwordsInconsistent',
        ...names.map((n) => `fields.${n}`),
      ])
        expect(translate(lang, key), `${lang} ${key}`).not.toBe(key);
    }
  });

  it('read as field name plus not-empty text, and with one number when both bounds match', () => {
    const t = (key: string, vars?: Record<string, string | number>) => translate('EN', key, vars);
    expect(formatFieldError(checkField(rule('ANY'), '')!, t)).toBe('Username cannot be empty');
    expect(formatFieldError(checkField(rule('DIGITS', { minLength: 6, maxLength: 6 }), 'x')!, t)).toBe(
      'Must be 6 digits',
    );
    expect(formatFieldError(checkField(rule('DIGITS', { minLength: 6, maxLength: 6 }), '1')!, t)).toBe(
      'Username must be 6 characters long',
    );
    expect(formatFieldError(checkField(rule('ANY', { minLength: 6, maxLength: 20 }), 'a')!, t)).toBe(
      'Username must be 6–20 characters long',
    );
    const tw = (key: string, vars?: Record<string, string | number>) => translate('TW', key, vars);
    expect(formatFieldError(checkField(rule('ANY', { name: 'password' }), undefined)!, tw)).toBe(
      '密碼不能為空',
    );
  });
});
