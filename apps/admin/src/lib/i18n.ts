import { useCallback, useSyncExternalStore } from 'react';
import { langTags, type Lang } from '@portal/i18n/langs';

export type { Lang } from '@portal/i18n/langs';
export const LANGS: readonly Lang[] = ['TW', 'EN', 'VI'];
export const LANG_NAMES: Record<Lang, string> = { TW: '繁體中文', EN: 'English', VI: 'Tiếng Việt' };
const LANG_KEY = 'portal-admin-lang';

/** A feature's texts: the same keys in TW, EN and VI (a missing or extra key is a type error). */
export type Messages<K extends string = string> = {
  TW: Record<K, string>;
  EN: Record<K, string>;
  VI: Record<K, string>;
};

/**
 * `export const messages = defineMessages({ TW: {...}, EN: {...}, VI: {...} })`: TW decides the keys,
 * EN and VI must have exactly those. Placeholders are written `{name}` and filled by `t('key', { name })`.
 */
export function defineMessages<const T extends Record<string, string>>(m: {
  TW: T;
  EN: { [K in keyof T]: string };
  VI: { [K in keyof T]: string };
}): Messages<Extract<keyof T, string>> {
  return m as Messages<Extract<keyof T, string>>;
}

export type MessageKey<M> = M extends Messages<infer K> ? K : never;
export type Vars = Record<string, string | number>;

/** `{name}` (or `{{name}}`) placeholders replaced by `vars`; unknown ones stay as they are. */
export function fill(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{\{?(\w+)\}?\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

/** Translates outside React (the current language). */
export function translate<K extends string>(
  messages: Messages<K>,
  key: K,
  vars?: Vars,
  lang = getLang(),
): string {
  return fill(messages[lang][key] ?? messages.TW[key] ?? key, vars);
}

// The chosen language: kept in localStorage, TW by default.
const listeners = new Set<() => void>();
let current: Lang = readStoredLang();

function readStoredLang(): Lang {
  try {
    const stored = globalThis.localStorage?.getItem(LANG_KEY);
    if (stored === 'TW' || stored === 'EN' || stored === 'VI') return stored;
  } catch {
    /* storage blocked: the default */
  }
  return 'TW';
}

export function getLang(): Lang {
  return current;
}

export function setLang(lang: Lang): void {
  if (lang === current) return;
  current = lang;
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    /* storage blocked: this page only */
  }
  if (typeof document !== 'undefined') document.documentElement.lang = langTags[lang];
  void loadErrorTexts(lang);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLang(): Lang {
  return useSyncExternalStore(subscribe, getLang, getLang);
}

/**
 * A name kept per language (`{ TW, EN?, VI? }`, as levels, tasks and items store them) in the reader's
 * language, the Traditional Chinese one where that language has none.
 */
type LocalNames = Partial<Record<Lang, string | null>> | null | undefined;
export const pickLocalName = (names: LocalNames, lang: Lang): string =>
  names?.[lang]?.trim() || names?.TW || '';
export function useLocalName(): (names: LocalNames) => string {
  const lang = useLang();
  return useCallback((names: LocalNames) => pickLocalName(names, lang), [lang]);
}

/** `const t = useT(messages); t('key', { n: 3 })`. */
export function useT<K extends string>(messages: Messages<K>): (key: K, vars?: Vars) => string {
  const lang = useLang();
  return useCallback((key: K, vars?: Vars) => translate(messages, key, vars, lang), [messages, lang]);
}

// The server's error texts (packages/i18n `errors`), one language at a time, loaded when chosen.
type ErrorTree = Record<string, unknown>;
const errorTexts: Partial<Record<Lang, ErrorTree>> = {};
const loaders: Record<Lang, () => Promise<ErrorTree>> = {
  TW: () => import('@portal/i18n/locales/zh-Hant').then((m) => m.zhHant.errors as ErrorTree),
  EN: () => import('@portal/i18n/locales/en').then((m) => m.en.errors as ErrorTree),
  VI: () => import('@portal/i18n/locales/vi').then((m) => m.vi.errors as ErrorTree),
};

export async function loadErrorTexts(lang: Lang = current): Promise<void> {
  if (errorTexts[lang]) return;
  try {
    errorTexts[lang] = await loaders[lang]();
    for (const listener of listeners) listener();
  } catch {
    /* offline: the server's own message is shown */
  }
}

/** The text of a server error code in the current language (`errors.<code>` of @portal/i18n), if known. */
export function errorCodeText(code: string, vars?: Vars, lang: Lang = current): string | undefined {
  const tree = errorTexts[lang];
  const text = tree ? findKey(tree, code.split('.')) : undefined;
  return text === undefined ? undefined : fill(text, vars);
}

/** Walks a tree whose keys may hold dots themselves (`login.not.session`). */
export function findKey(node: unknown, parts: string[]): string | undefined {
  if (parts.length === 0) return typeof node === 'string' ? node : undefined;
  if (node === null || typeof node !== 'object') return undefined;
  for (let i = parts.length; i > 0; i--) {
    const child = (node as Record<string, unknown>)[parts.slice(0, i).join('.')];
    if (child === undefined) continue;
    const found = findKey(child, parts.slice(i));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Dates and numbers in the reader's language. */
export const localeOf = (lang: Lang = current) => langTags[lang];
