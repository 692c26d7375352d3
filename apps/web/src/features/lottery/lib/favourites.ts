/**
 * Lottery favourites, kept on the device per username under the key LOTTFAV (spec section 3): one JSON
 * object `{ "<username>": ["SSC1", …] }`; a visitor's favourites live under "". Broken or foreign values
 * read as no favourites and are replaced on the next write.
 */
export const LOTTFAV_KEY = 'LOTTFAV';
const MAX_FAVOURITES = 50;

type Stored = Record<string, string[]>;

function parse(raw: string | null): Stored {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const out: Stored = {};
    for (const [user, codes] of Object.entries(value as Record<string, unknown>))
      if (Array.isArray(codes)) out[user] = codes.filter((c): c is string => typeof c === 'string');
    return out;
  } catch {
    return {};
  }
}

/** The game codes `username` starred, in the order starred. */
export function readFavourites(raw: string | null, username: string): string[] {
  return parse(raw)[username] ?? [];
}

/** The stored text after setting `username`'s favourites (other users' are kept). */
export function writeFavourites(raw: string | null, username: string, codes: readonly string[]): string {
  const all = parse(raw);
  all[username] = [...new Set(codes)].slice(-MAX_FAVOURITES);
  return JSON.stringify(all);
}

/** Adds `code` at the end, or removes it when already a favourite. */
export function toggleFavourite(codes: readonly string[], code: string): string[] {
  return codes.includes(code) ? codes.filter((c) => c !== code) : [...codes, code];
}
