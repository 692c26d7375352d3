import { describe, expect, it } from 'vitest';
import { defineMessages, fill, findKey, pickLocalName, translate } from '../src/lib/i18n.ts';
import { messages as access } from '../src/features/access/messages.ts';
import { shellMessages } from '../src/app/messages.ts';
import { componentMessages } from '../src/components/messages.ts';
import { diffFields } from '../src/features/access/diff.ts';

describe('admin i18n', () => {
  const m = defineMessages({
    TW: { hello: '你好 {name}', n: '{n} 筆' },
    EN: { hello: 'Hello {name}', n: '{n} rows' },
    VI: { hello: 'Xin chào {name}', n: '{n} dòng' },
  });

  it('translates with placeholders in the given language', () => {
    expect(translate(m, 'hello', { name: 'Ann' }, 'EN')).toBe('Hello Ann');
    expect(translate(m, 'n', { n: 3 }, 'TW')).toBe('3 筆');
    expect(fill('{a} and {{b}} and {c}', { a: 1, b: 'two' })).toBe('1 and two and {c}');
  });

  it('every message set has the same keys in TW, EN and VI, none empty', () => {
    for (const set of [access, shellMessages, componentMessages]) {
      const keys = Object.keys(set.TW).sort();
      expect(Object.keys(set.EN).sort()).toEqual(keys);
      expect(Object.keys(set.VI).sort()).toEqual(keys);
      for (const lang of ['TW', 'EN', 'VI'] as const)
        for (const [key, text] of Object.entries(set[lang]))
          expect(text.trim(), `${lang}.${key}`).not.toBe('');
    }
  });

  it('finds error codes whose keys hold dots', () => {
    const tree = { 'login.not.session': 'Not signed in', staff: { 'code.invalid': 'Wrong code' } };
    expect(findKey(tree, 'login.not.session'.split('.'))).toBe('Not signed in');
    expect(findKey(tree, 'staff.code.invalid'.split('.'))).toBe('Wrong code');
    expect(findKey(tree, 'nope'.split('.'))).toBeUndefined();
  });
});

describe('audit before/after', () => {
  it('lists the changed leaves only', () => {
    expect(
      diffFields(
        { a: 1, b: { c: 'x', d: true }, e: [1, 2] },
        { a: 1, b: { c: 'y', d: true }, e: [1, 3], f: null },
      ),
    ).toEqual([
      { path: 'b.c', before: 'x', after: 'y' },
      { path: 'e.1', before: 2, after: 3 },
      { path: 'f', before: undefined, after: null },
    ]);
  });

  it('a creation lists every field; equal values list nothing', () => {
    expect(diffFields(null, { name: 'VIP' })).toEqual([{ path: 'name', before: undefined, after: 'VIP' }]);
    expect(diffFields({ x: 1 }, { x: 1 })).toEqual([]);
    expect(diffFields(1, 2)).toEqual([{ path: '(value)', before: 1, after: 2 }]);
  });
});

describe('names kept per language', () => {
  it("show the reader's language, the Traditional Chinese name where it has none", () => {
    const names = { TW: '黃金', EN: 'Gold', VI: ' ' };
    expect(pickLocalName(names, 'EN')).toBe('Gold');
    expect(pickLocalName(names, 'TW')).toBe('黃金');
    expect(pickLocalName(names, 'VI')).toBe('黃金');
    expect(pickLocalName({ TW: '白銀' }, 'EN')).toBe('白銀');
    expect(pickLocalName(undefined, 'EN')).toBe('');
  });
});
