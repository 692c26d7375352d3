import type { CountryEntry } from '@portal/contract';

export type { CountryEntry };

export const DEFAULT_COUNTRY = 'TW';

/** Shown only until the server's list (`/wps/system/country`) is in: the default country. */
const WHILE_LOADING: CountryEntry = { countryCode: DEFAULT_COUNTRY, countryDialingCode: '+886' };

/** The entry of a country (the visitor's one from the status call) in the server's list, else its first. */
export function countryOrDefault(
  countryCode: string | null | undefined,
  countries: readonly CountryEntry[] | undefined,
): CountryEntry {
  const code = (countryCode ?? '').toUpperCase();
  return countries?.find((c) => c.countryCode === code) ?? countries?.[0] ?? WHILE_LOADING;
}

/** The flag emoji of a two-letter country code (regional indicator symbols). */
export function flagOf(countryCode: string): string {
  return String.fromCodePoint(...[...countryCode.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}
