/** Countries of the dialling-code selector (spec section 2), by ISO code, in menu order. */
export const dialingCodes = [
  { countryCode: 'TW', countryDialingCode: '+886' },
  { countryCode: 'VN', countryDialingCode: '+84' },
  { countryCode: 'CN', countryDialingCode: '+86' },
  { countryCode: 'HK', countryDialingCode: '+852' },
  { countryCode: 'MY', countryDialingCode: '+60' },
  { countryCode: 'TH', countryDialingCode: '+66' },
  { countryCode: 'PH', countryDialingCode: '+63' },
  { countryCode: 'ID', countryDialingCode: '+62' },
  { countryCode: 'KR', countryDialingCode: '+82' },
  { countryCode: 'JP', countryDialingCode: '+81' },
  { countryCode: 'SG', countryDialingCode: '+65' },
  { countryCode: 'US', countryDialingCode: '+1' },
] as const;

export type CountryEntry = (typeof dialingCodes)[number];

export const DEFAULT_COUNTRY = 'TW';

/** The entry of a country (the visitor's one from the status call), else Taiwan. */
export function countryOrDefault(countryCode: string | null | undefined): CountryEntry {
  const code = (countryCode ?? '').toUpperCase();
  return dialingCodes.find((c) => c.countryCode === code) ?? dialingCodes[0];
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
