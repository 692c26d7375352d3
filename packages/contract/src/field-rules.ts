/**
 * Registration field rules (spec section 5), checked the same way on the server and in the web app.
 *
 * Zod-free on purpose: the web app imports this file through `@portal/contract/field-rules` and must not
 * pull the schema library into its bundle, so only `import type` from the rest of the contract is allowed.
 *
 * Messages: an error is an i18n key plus its variables, never a text.
 * - `validation.required` with `field`, which is itself a key (`fields.<name>`) the caller translates
 *   first (see `formatFieldError`).
 * - `validation.pattern.<patternId>` (unknown ids fall back to `validation.pattern.ANY`) with `min`, `max`
 *   and `range`, for a value that does not match the pattern.
 * - `validation.length` with `field`, `min`, `max` and `range` for a value that matches but whose length
 *   is outside the bounds. There is one message per pattern, not one for a range and one for an exact length:
 *   `range` is built here as `"6–20"` (en dash) or as the single number `"6"` when min equals max, and
 *   every message is worded so either form reads naturally ("must be {{range}} characters").
 * - `validation.passwordsInconsistent` on `confirmPassword` when it differs from `password`.
 */
import type { RegisterFieldRule } from './system.ts';

export const patternIds = [
  'ANY',
  'LETTER_FIRST_ALNUM',
  'LETTERS_CHINESE',
  'EMAIL',
  'ALNUM_NO_CHINESE',
  'LETTERS_AND_DIGITS',
  'DIGITS',
  'ALNUM_WITH_CAPITAL',
  'LETTERS_SPACES',
  'NO_SPACES',
  'CHINESE_SYMBOLS',
  'DATE_YMD',
  'DATE_MDY',
  'KOREAN',
  'THAI',
  'STRONG',
] as const;
export type PatternId = (typeof patternIds)[number];

export function isPatternId(value: unknown): value is PatternId {
  return typeof value === 'string' && (patternIds as readonly string[]).includes(value);
}

/** The pattern that means "any text": the server sends it as is and it is never compiled. */
export const ANY_PATTERN = '*';

// Building blocks of the sources below (all meant for the `u` flag).
/** A Latin letter, accented ones included (Vietnamese names), with any combining marks that follow it. */
const latinLetter = '\\p{Script=Latin}\\p{M}*';
/** A Latin letter or a Chinese character, with any combining marks that follow it. */
const latinOrHan = '[\\p{Script=Latin}\\p{Script=Han}]\\p{M}*';
const day31 = '(?:0[1-9]|[12][0-9]|3[01])';
const day30 = '(?:0[1-9]|[12][0-9]|30)';
const day28 = '(?:0[1-9]|1[0-9]|2[0-8])';
/** Years 1000-9999. */
const year = '[1-9][0-9]{3}';
/** Leap years 1000-9999: divisible by 4 but not by 100, or by 400. */
const leapYear = '(?:[1-9][0-9](?:0[48]|[2468][048]|[13579][26])|(?:[2468][048]|[13579][26])00)';
/** Month and day of any year, February up to the 28th; `sep` sits between them. */
const monthDay = (sep: string) =>
  `(?:(?:0[13578]|1[02])${sep}${day31}|(?:0[469]|11)${sep}${day30}|02${sep}${day28})`;
const emailLabel = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const emailLocal = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";

/**
 * The sixteen pattern variants of spec section 5: the regular expression source the server sends as
 * `acceptedPattern` for each `patternId`, to be compiled with `new RegExp(pattern, 'u')`; `*` means any text.
 * "Letters" are the ASCII letters, except in the two name patterns (LETTERS_CHINESE, LETTERS_SPACES), which
 * accept any Latin letter (accents included) and single spaces between words. KOREAN and THAI also accept
 * single spaces between words (given name and family name).
 */
export const fieldPatterns: Record<PatternId, { pattern: string }> = {
  ANY: { pattern: ANY_PATTERN },
  LETTER_FIRST_ALNUM: { pattern: '^[A-Za-z][A-Za-z0-9]*$' },
  LETTERS_CHINESE: { pattern: `^(?:${latinOrHan})+(?: (?:${latinOrHan})+)*$` },
  EMAIL: { pattern: `^${emailLocal}@(?:${emailLabel}\\.)+[A-Za-z]{2,63}$` },
  ALNUM_NO_CHINESE: { pattern: '^[A-Za-z0-9]+$' },
  LETTERS_AND_DIGITS: { pattern: '^(?=[^A-Za-z]*[A-Za-z])(?=[^0-9]*[0-9])[A-Za-z0-9]+$' },
  DIGITS: { pattern: '^[0-9]+$' },
  ALNUM_WITH_CAPITAL: { pattern: '^(?=[^A-Z]*[A-Z])[A-Za-z0-9]+$' },
  LETTERS_SPACES: { pattern: `^(?:${latinLetter})+(?: (?:${latinLetter})+)*$` },
  NO_SPACES: { pattern: '^\\S+$' },
  CHINESE_SYMBOLS: { pattern: '^(?=[^\\p{Script=Han}]*\\p{Script=Han})[\\p{Script=Han}\\p{P}\\p{S}]+$' },
  DATE_YMD: { pattern: `^(?:${year}-${monthDay('-')}|${leapYear}-02-29)$` },
  DATE_MDY: { pattern: `^(?:${monthDay('-')}-${year}|02-29-${leapYear})$` },
  KOREAN: { pattern: '^\\p{Script=Hangul}+(?: \\p{Script=Hangul}+)*$' },
  THAI: { pattern: '^\\p{Script=Thai}+(?: \\p{Script=Thai}+)*$' },
  STRONG: {
    pattern: '^(?=[^A-Z]*[A-Z])(?=[^a-z]*[a-z])(?=[^0-9]*[0-9])(?=[A-Za-z0-9]*[^A-Za-z0-9\\s])\\S+$',
  },
};

/** An error of one field: an i18n key and the variables of its message. */
export interface FieldError {
  key: string;
  vars: Record<string, string | number>;
}

export interface CheckOptions {
  /** Trim the value before checking it (spec: inputs are trimmed, SMS codes are not). Default false. */
  trim?: boolean;
}

/**
 * Optional registration fields for a member's contacts and identity: the form shows them when the
 * merchant enables them, and the account keeps them as its profile.
 */
export const contactFields = ['line', 'whatsapp', 'zalo', 'facebook', 'wechat', 'idNumber'] as const;

/** The i18n key of a field's label. */
export function fieldLabelKey(name: string): string {
  return `fields.${name}`;
}

/** `"6–20"`, or `"6"` when both bounds are the same. */
export function lengthRange(min: number, max: number): string {
  return min === max ? String(min) : `${min}–${max}`;
}

const compiled = new Map<string, RegExp | null>();

/**
 * The server's pattern compiled with the `u` flag, cached by its source (no `g` flag, so a cached
 * expression keeps no state between tests). `null` for `*` and for a source that does not compile.
 */
export function compilePattern(pattern: string): RegExp | null {
  let regex = compiled.get(pattern);
  if (regex === undefined) {
    if (pattern === ANY_PATTERN) regex = null;
    else {
      try {
        regex = new RegExp(pattern, 'u');
      } catch {
        regex = null;
      }
    }
    compiled.set(pattern, regex);
  }
  return regex;
}

function matches(rule: RegisterFieldRule, value: string): boolean {
  if (rule.acceptedPattern === ANY_PATTERN) return true;
  // A pattern the server mis-typed is replaced by the module's own one for its id, or accepts any text.
  const regex =
    compilePattern(rule.acceptedPattern) ??
    (isPatternId(rule.patternId) ? compilePattern(fieldPatterns[rule.patternId].pattern) : null);
  return regex === null || regex.test(value);
}

/**
 * Checks one value against its rule: `null` when it passes or the rule is disabled. Lengths count Unicode
 * code points, so an emoji or a Chinese character is one.
 */
export function checkField(
  rule: RegisterFieldRule,
  value: string | undefined,
  opts: CheckOptions = {},
): FieldError | null {
  if (!rule.enabled) return null;
  const text = normalise(value, opts);
  if (text === '') {
    return rule.required ? { key: 'validation.required', vars: { field: fieldLabelKey(rule.name) } } : null;
  }
  const length = [...text].length;
  const vars = {
    field: fieldLabelKey(rule.name),
    min: rule.minLength,
    max: rule.maxLength,
    range: lengthRange(rule.minLength, rule.maxLength),
  };
  if (!matches(rule, text)) {
    const id = isPatternId(rule.patternId) ? rule.patternId : 'ANY';
    return { key: `validation.pattern.${id}`, vars };
  }
  // A value of the right form but the wrong length is told so: "no spaces allowed" for a long password
  // without spaces misled its owner.
  if (length < rule.minLength || length > rule.maxLength) return { key: 'validation.length', vars };
  return null;
}

/**
 * Checks a whole form: every enabled rule, then `confirmPassword` against `password` (when the confirm
 * rule is enabled or a confirm value was given, and the confirm field has no error of its own).
 */
export function checkForm(
  rules: readonly RegisterFieldRule[],
  values: Record<string, string | undefined>,
  opts: CheckOptions = {},
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const rule of rules) {
    const error = checkField(rule, values[rule.name], opts);
    if (error) errors[rule.name] = error;
  }
  const confirmRule = rules.find((r) => r.name === 'confirmPassword');
  const confirmShown = confirmRule ? confirmRule.enabled : values.confirmPassword !== undefined;
  if (
    confirmShown &&
    !errors.confirmPassword &&
    normalise(values.confirmPassword, opts) !== normalise(values.password, opts)
  ) {
    errors.confirmPassword = { key: 'validation.passwordsInconsistent', vars: {} };
  }
  return errors;
}

/**
 * The text of an error, given a translate function (such as `translate` of `@portal/i18n` bound to a
 * language): translates the `field` label key first, then the message.
 */
export function formatFieldError(
  error: FieldError,
  t: (key: string, vars?: Record<string, string | number>) => string,
): string {
  const vars =
    typeof error.vars.field === 'string' ? { ...error.vars, field: t(error.vars.field) } : error.vars;
  return t(error.key, vars);
}

function normalise(value: string | undefined, opts: CheckOptions): string {
  const text = value ?? '';
  return opts.trim ? text.trim() : text;
}
