/** Display text in every language the portal serves (packages/i18n `langs`): data of the engine, served as is. */
export interface Text {
  readonly TW: string;
  readonly EN: string;
  readonly VI: string;
}

export const TEXT_LANGS = ['TW', 'EN', 'VI'] as const;
export type TextLang = (typeof TEXT_LANGS)[number];

export const text = (TW: string, EN: string, VI: string): Text => ({ TW, EN, VI });

/** Applies `fn` to each language, for templates that take per-language parts. */
export function mapText(fn: (lang: TextLang) => string): Text {
  return { TW: fn('TW'), EN: fn('EN'), VI: fn('VI') };
}
