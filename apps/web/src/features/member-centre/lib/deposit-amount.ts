import type { DepositChannel } from '@portal/contract';
import { depositFigures, toMinor } from '@portal/contract/money';

/**
 * The deposit form's money (inventory 1.2.2), in integer minor units with the contract's functions, so
 * the preview is the figure the server books: never float arithmetic on amounts.
 */

type FeeRules = Pick<DepositChannel, 'feePercent' | 'feeFixed' | 'feeMin' | 'feeMax' | 'rebatePercent'>;
type Limits = Pick<DepositChannel, 'min' | 'max' | 'fixAmounts' | 'fixAmountOnly'>;

/** A percent with at most two decimals (1.5) as whole basis points (150). */
export const percentToBp = (percent: number): number => Math.round(percent * 100);

/** A major-unit figure from the server as minor units (the server sends at most two decimals). */
export function minorOf(major: number): bigint {
  return toMinor(major) ?? BigInt(Math.round(major * 100));
}

export interface DepositPreview {
  amount: bigint;
  fee: bigint;
  rebate: bigint;
  /** What the wallet receives: amount − fee + rebate. */
  credit: bigint;
}

/** Fee (percent plus fixed, clamped to the channel's bounds), rebate and what arrives. */
export function depositPreview(channel: FeeRules, amount: bigint): DepositPreview {
  return {
    amount,
    ...depositFigures(amount, {
      feeBp: percentToBp(channel.feePercent),
      feeFixed: minorOf(channel.feeFixed),
      feeMin: channel.feeMin === null ? null : minorOf(channel.feeMin),
      feeMax: channel.feeMax === null ? null : minorOf(channel.feeMax),
      rebateBp: percentToBp(channel.rebatePercent),
    }),
  };
}

/** What the amount field accepts while typing: digits and one point with at most two decimals. */
const TYPING = /^\d{0,15}(\.\d{0,2})?$/;

/**
 * The amount field's next text: a comma typed as the decimal mark becomes a point; anything else
 * that is not a plain amount with at most two decimals is refused (the previous text stays).
 */
export function nextAmountText(previous: string, typed: string): string {
  const text = typed.trim().replace(',', '.');
  return TYPING.test(text) ? text : previous;
}

export type AmountProblem = 'required' | 'format' | 'belowMin' | 'aboveMax' | 'notFixed';

/** A typed amount in minor units, or why it is not one (empty, or not a plain amount with two decimals). */
export function parseAmount(
  text: string,
): { amount: bigint; problem?: undefined } | { problem: 'required' | 'format'; amount?: undefined } {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'required' };
  const amount = /^\d+(\.\d{1,2})?$/.test(trimmed) ? toMinor(trimmed) : null;
  return amount === null ? { problem: 'format' } : { amount };
}

/** Checks the typed amount against the channel: the amount in minor units, or what is wrong with it. */
export function checkDepositAmount(
  channel: Limits,
  text: string,
): { amount: bigint; problem?: undefined } | { problem: AmountProblem; amount?: undefined } {
  const parsed = parseAmount(text);
  if (parsed.problem) return parsed;
  const { amount } = parsed;
  if (channel.fixAmountOnly && !channel.fixAmounts.some((fixed) => minorOf(fixed) === amount))
    return { problem: 'notFixed' };
  if (amount <= 0n || amount < minorOf(channel.min)) return { problem: 'belowMin' };
  if (amount > minorOf(channel.max)) return { problem: 'aboveMax' };
  return { amount };
}

/**
 * The gateway's payment page with the portal's language added (`?lang=EN`). Only http(s) addresses
 * are followed; anything else is refused (null).
 */
export function paymentPageUrl(payUrl: string, lang: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(payUrl, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('lang', lang);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
