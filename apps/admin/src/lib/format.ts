import { getLang, localeOf, type Lang } from './i18n';

/** Integer minor units (cents) as a decimal amount: 123456 -> "1,234.56". */
export function formatMinor(minor: number | bigint | string, decimals = 2, lang: Lang = getLang()): string {
  let value: bigint;
  try {
    value = BigInt(minor);
  } catch {
    return String(minor);
  }
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const unit = 10n ** BigInt(decimals);
  const whole = new Intl.NumberFormat(localeOf(lang)).format(abs / unit);
  const frac = decimals > 0 ? `.${(abs % unit).toString().padStart(decimals, '0')}` : '';
  return `${negative ? '-' : ''}${whole}${frac}`;
}

export function formatDateTime(iso: string | null | undefined, lang: Lang = getLang()): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString(localeOf(lang), { dateStyle: 'short', timeStyle: 'medium', hour12: false });
}

export function formatNumber(n: number, lang: Lang = getLang()): string {
  return new Intl.NumberFormat(localeOf(lang)).format(n);
}

/**
 * An instant as the value of a `datetime-local` input: the reader's local wall time (minutes), which is
 * what the input shows and what `fromLocalInput` reads back.
 */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A `datetime-local` value (the reader's local wall time) as an ISO instant; '' is null. */
export function fromLocalInput(local: string): string | null {
  if (!local) return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Minor units as the plain major-unit text of an amount input (no grouping): 100050 → "1000.50". */
export function minorToInput(minor: number | bigint | string, decimals = 2): string {
  return formatMinor(minor, decimals, 'EN').replaceAll(',', '');
}
