/** The language codes and their tags, without the messages: the web app loads only its language's messages. */
export const langs = ['TW', 'EN', 'VI'] as const;
export type Lang = (typeof langs)[number];

/** BCP 47 tag for each language code, for `<html lang>` and Intl formatting. */
export const langTags: Record<Lang, string> = { TW: 'zh-Hant-TW', EN: 'en', VI: 'vi' };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (langs as readonly string[]).includes(value);
}
