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

let flagSupport: boolean | undefined;

/**
 * Whether this system draws flag emoji in colour (Windows and fontless systems show letters or empty
 * boxes instead): a flag drawn on a canvas has coloured pixels, letters and boxes are grey.
 */
export function supportsFlagEmoji(): boolean {
  if (flagSupport !== undefined) return flagSupport;
  flagSupport = false;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 24;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return flagSupport;
    ctx.textBaseline = 'top';
    ctx.font = '20px sans-serif';
    ctx.fillText(flagOf('TW'), 0, 0);
    const data = ctx.getImageData(0, 0, 24, 24).data;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! > 0 && (data[i] !== data[i + 1] || data[i + 1] !== data[i + 2])) {
        flagSupport = true;
        break;
      }
    }
  } catch {
    /* no canvas: keep the letters */
  }
  return flagSupport;
}

/** The flag emoji of a two-letter country code (regional indicator symbols). */
export function flagOf(countryCode: string): string {
  return String.fromCodePoint(...[...countryCode.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}
