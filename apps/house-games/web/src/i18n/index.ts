/**
 * The pages' messages: one file per language with identical keys (tw.ts is the reference; en.ts and
 * vi.ts are typed against it, and test/web-i18n.test.ts checks keys and placeholders at run time).
 * Placeholders are `{name}`; `t()` requires exactly the values the TW text names.
 */
import { isLang, langTags, type Lang } from '@portal/i18n/langs';
import { tw, type Messages } from './tw.ts';

export type { Messages } from './tw.ts';
export type MessageKey = keyof typeof tw;
export type { Lang };

type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | Placeholders<Rest>
  : never;
export type MessageVars<K extends MessageKey> = Placeholders<(typeof tw)[K]>;

/** Keys whose text has no placeholders (safe to pass around as a value and translate later). */
export type PlainKey = { [K in MessageKey]: [MessageVars<K>] extends [never] ? K : never }[MessageKey];

export type TFunction = <K extends MessageKey>(
  key: K,
  ...vars: [MessageVars<K>] extends [never] ? [] : [Record<MessageVars<K>, string | number>]
) => string;

export function interpolate(text: string, vars: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

export function translator(messages: Messages): TFunction {
  return ((key: MessageKey, vars?: Record<string, string | number>) =>
    interpolate(messages[key] ?? tw[key] ?? key, vars)) as TFunction;
}

/** TW ships with the first bundle; EN and VI are chunks of their own. */
export async function loadMessages(lang: Lang): Promise<Messages> {
  if (lang === 'EN') return (await import('./en.ts')).en;
  if (lang === 'VI') return (await import('./vi.ts')).vi;
  return tw;
}

/** The language from `?lang=` (TW, EN, VI in any case), else TW. */
export function langFrom(value: string | null | undefined): Lang {
  const upper = value?.toUpperCase();
  return isLang(upper) ? upper : 'TW';
}

export const localeOf = (lang: Lang): string => langTags[lang];
