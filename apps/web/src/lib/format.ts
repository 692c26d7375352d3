import { langTags, type Lang } from '@portal/i18n/langs';

/** Date and time in the user's language, e.g. for maintenance end and notice dates. */
export function formatDateTime(iso: string | null | undefined, lang: Lang): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(langTags[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatDate(iso: string | null | undefined, lang: Lang): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(langTags[lang], { dateStyle: 'medium' }).format(date);
}

/** Money figures with two decimals (spec section 9) and the merchant's currency symbol. */
export function formatMoney(amount: number, lang: Lang, symbol = '', decimals = 2): string {
  const text = new Intl.NumberFormat(langTags[lang], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
  return symbol ? `${symbol}${text}` : text;
}

/** A signed money figure for records: `+NT$100.00` in, `−NT$1.00` out (a true minus sign). */
export function formatSignedMoney(amount: number, lang: Lang, symbol = '', decimals = 2): string {
  const sign = amount > 0 ? '+' : amount < 0 ? '\u2212' : '';
  return `${sign}${formatMoney(Math.abs(amount), lang, symbol, decimals)}`;
}

/** Opens an outside address (customer service, social links) safely. */
export function openExternal(url: string, features?: string): void {
  const win = window.open(
    url,
    '_blank',
    features ? `${features},noopener,noreferrer` : 'noopener,noreferrer',
  );
  if (win) win.opener = null;
}

export const isAbsoluteUrl = (url: string): boolean => /^[a-z][a-z0-9+.-]*:\/\//i.test(url);

/** A countdown: `HH:mm:ss`, with whole days in front (`2d 03:04:05`) when a day or more is left. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const d = Math.floor(s / 86_400);
  const hms = [Math.floor((s % 86_400) / 3600), Math.floor((s % 3600) / 60), s % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
  return d > 0 ? `${d}d ${hms}` : hms;
}
