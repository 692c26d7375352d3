import { zhHant } from './locales/zh-Hant.ts';
import { en } from './locales/en.ts';
import { vi } from './locales/vi.ts';
import type { Messages } from './types.ts';
import type { Lang } from './langs.ts';

export type { Messages } from './types.ts';
export { langs, langTags, isLang, type Lang } from './langs.ts';

/** Messages by the API's language code (the `Language` header and the web app's `lang`). */
export const messages: Record<Lang, Messages> = { TW: zhHant, EN: en, VI: vi };

/** Looks up a dotted key, substituting `{{name}}` placeholders; falls back to TW, then to the key. */
export function translate(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  const text = deepFind(messages[lang], key.split('.')) ?? deepFind(messages.TW, key.split('.')) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

/** Walks a message tree whose keys may themselves hold dots (error codes such as `login.not.session`). */
function deepFind(node: unknown, parts: string[]): string | undefined {
  if (parts.length === 0) return typeof node === 'string' ? node : undefined;
  if (node === null || typeof node !== 'object') return undefined;
  for (let i = parts.length; i > 0; i--) {
    const child = (node as Record<string, unknown>)[parts.slice(0, i).join('.')];
    if (child === undefined) continue;
    const found = deepFind(child, parts.slice(i));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Every leaf key of a message tree as `a.b`, for the completeness test. */
export function leafKeys(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}
