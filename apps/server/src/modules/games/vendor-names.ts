import type { Lang } from '@portal/i18n';
import type { LocalizedText } from '../../db/schema.ts';

/** A vendor's names as its row holds them: `name` (English) and `name_i18n` (null: `name` everywhere). */
export interface VendorNames {
  name: string;
  name_i18n: LocalizedText | null;
}

/**
 * The vendor's name in a language (decision 0027): the operator's name in that language, else `name`.
 * A missing language falls back to `name`, not to TW: a brand in Latin letters reads in every language.
 */
export const vendorName = (v: VendorNames, lang: Lang): string => v.name_i18n?.[lang] || v.name;

/**
 * The operator's maintenance message in `lang` (decision 0032): that language's text, else TW, else any
 * text written; undefined when none was.
 */
export function maintenanceText(
  message: Partial<Record<Lang, string>> | null | undefined,
  lang: Lang,
): string | undefined {
  if (!message) return undefined;
  const text = message[lang]?.trim() || message.TW?.trim() || Object.values(message).find((v) => v?.trim());
  return text || undefined;
}
