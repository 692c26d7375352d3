/**
 * Money on the pages. The API speaks major units (numbers with the currency's decimals); the pages do
 * their arithmetic in integer minor units so steps and sums never drift, and format from major units.
 */

/** Integer minor units of a major amount (1.5 with 2 decimals -> 150). */
export function toMinor(major: number, decimals: number): number {
  return Math.round(major * 10 ** decimals);
}

/** Major units of an integer minor amount, for the API (150 with 2 decimals -> 1.5). */
export function toMajor(minor: number, decimals: number): number {
  return Number((minor / 10 ** decimals).toFixed(decimals));
}

/**
 * A major amount with exactly the currency's decimals and the language's grouping, e.g. 1234.5 ->
 * "1,234.50" (EN) or "1.234,50" (VI). Goes through minor units so float noise never shows.
 */
export function formatMoney(major: number, decimals: number, locale: string): string {
  const minor = toMinor(major, decimals);
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(minor / 10 ** decimals);
}

/**
 * Short form for chips: whole amounts drop their decimals and thousands become K / M
 * (10 -> "10", 0.5 -> "0.50", 2500 -> "2.5K", 1000000 -> "1M").
 */
export function formatChip(major: number, decimals: number, locale: string): string {
  const minor = toMinor(major, decimals);
  const whole = minor % 10 ** decimals === 0;
  const value = minor / 10 ** decimals;
  if (whole && value >= 1000) {
    const [n, suffix] = value >= 1_000_000 ? [value / 1_000_000, 'M'] : [value / 1000, 'K'];
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(Math.floor(n * 10) / 10)}${suffix}`;
  }
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: whole ? 0 : decimals,
    maximumFractionDigits: whole ? 0 : decimals,
  }).format(value);
}

/** Hundredths as a multiplier, "2.35×" (crash points, plinko slots, cash-out targets). */
export function formatMultiplier(hundredths: number, locale: string): string {
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Math.floor(hundredths) / 100,
  )}×`;
}

/** Ten-thousandths as a multiplier with four decimals, "1.9800×" (dice). */
export function formatMultiplier4(tenThousandths: number, locale: string): string {
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(
    Math.floor(tenThousandths) / 10_000,
  )}×`;
}

/** A share as a percentage with two decimals, 0.9611 -> "96.11%". */
export function formatPercent(share: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(share);
}

/** Number of decimals a major amount is written with (12.5 -> 1, 3 -> 0); used by the verify page. */
export function fractionDigits(major: number): number {
  if (!Number.isFinite(major)) return 0;
  const text = String(major);
  if (/e-/i.test(text)) return Number(text.split(/e-/i)[1]);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** floor(minor * multiplier / scale) like the engine, in major units with `decimals`. */
export function winFor(betMajor: number, multiplier: number, scale: number, decimals: number): number {
  const bet = BigInt(toMinor(betMajor, decimals));
  return toMajor(Number((bet * BigInt(multiplier)) / BigInt(scale)), decimals);
}
