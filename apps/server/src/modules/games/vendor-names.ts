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
