import type { DepositPromotion, WalletBalance } from '@portal/contract';
import { bonusTurnover, promotionBonus, shareOf, type PromotionRule } from '@portal/contract/money';
import { minorOf, parseAmount, percentToBp } from './deposit-amount';

/**
 * The money of the withdrawal, transfer-to-upline and deposit-promotion forms (inventory 1.2.2, 1.2.3,
 * 1.2.5), in integer minor units with the contract's functions: the preview is the figure the server books.
 */

/** The main wallet's available balance (the only wallet money leaves from), 0 until known. */
export function mainWalletBalance(balance: WalletBalance | undefined): number {
  return balance?.balance.find((wallet) => wallet.accountTypeId === 0)?.availBalance ?? 0;
}

export type OutgoingProblem = 'required' | 'format' | 'belowMin' | 'aboveMax' | 'overBalance';

/**
 * Checks an outgoing amount: more than zero, within `min`–`max` (either may be absent) and not more than
 * what the wallet holds. The balance is checked last, so a member sees the limit first.
 */
export function checkOutgoingAmount(
  text: string,
  limits: { min?: number; max?: number; available: number },
): { amount: bigint; problem?: undefined } | { problem: OutgoingProblem; amount?: undefined } {
  const parsed = parseAmount(text);
  if (parsed.problem) return parsed;
  const { amount } = parsed;
  if (amount <= 0n || (limits.min !== undefined && amount < minorOf(limits.min)))
    return { problem: 'belowMin' };
  if (limits.max !== undefined && amount > minorOf(limits.max)) return { problem: 'aboveMax' };
  if (amount > minorOf(limits.available)) return { problem: 'overBalance' };
  return { amount };
}

/** A withdrawal's fee (amount × feePercent) and what reaches the account. */
export function withdrawPreview(amount: bigint, feePercent: number): { fee: bigint; payout: bigint } {
  const fee = amount > 0n ? shareOf(amount, percentToBp(feePercent)) : 0n;
  return { fee, payout: amount - fee };
}

/** The contract's bonus rule of a promotion, its major-unit figures as minor units. */
export function promotionRule(promotion: DepositPromotion): PromotionRule {
  const maxDeposit = promotion.maxDeposit === null ? null : minorOf(promotion.maxDeposit);
  if (promotion.bonusType === 'FIXED')
    return {
      bonusType: 'FIXED',
      minDeposit: minorOf(promotion.minDeposit),
      maxDeposit,
      tiers: promotion.tiers.map((tier) => ({
        minDeposit: minorOf(tier.minDeposit),
        bonus: minorOf(tier.bonus),
      })),
    };
  return {
    bonusType: 'PERCENTAGE',
    minDeposit: minorOf(promotion.minDeposit),
    maxDeposit,
    percentBp: percentToBp(promotion.percent),
    minBonus: minorOf(promotion.minBonus),
    maxBonus: promotion.maxBonus === null ? null : minorOf(promotion.maxBonus),
  };
}

export type PromotionOffer =
  | { bonus: bigint; turnover: bigint; blocked?: undefined }
  | { blocked: 'belowMin' | 'aboveMax' | 'noAmount'; bonus?: undefined };

/**
 * What a promotion gives for the typed amount: the bonus and the turnover it asks for
 * ((amount + bonus) × turnoverMultiple), or why it cannot be chosen. The server lists only promotions the
 * member can still get (decision 0019).
 */
export function promotionOffer(promotion: DepositPromotion, amount: bigint | undefined): PromotionOffer {
  if (amount === undefined) return { blocked: 'noAmount' };
  const bonus = promotionBonus(amount, promotionRule(promotion));
  if (bonus === null) return { blocked: amount < minorOf(promotion.minDeposit) ? 'belowMin' : 'aboveMax' };
  return { bonus, turnover: bonusTurnover(amount, bonus, promotion.turnoverMultiple) };
}

/** The payment password: exactly six digits. */
export const isPaymentPassword = (text: string): boolean => /^\d{6}$/.test(text);

/** What a payment-password field keeps of a keystroke: digits only, at most six. */
export const paymentPasswordText = (typed: string): string => typed.replace(/\D/g, '').slice(0, 6);

/**
 * A bound account number as the server wants it, or null when it is not one: bank cards 10 to 19
 * digits (spaces allowed while typing), e-wallet accounts 6 to 32 letters, digits or @._-
 */
export function normalizeAccountNumber(type: 'B' | 'E', text: string): string | null {
  if (type === 'B') {
    const digits = text.replace(/\s+/g, '');
    return /^\d{10,19}$/.test(digits) ? digits : null;
  }
  const trimmed = text.trim();
  return /^[A-Za-z0-9@._-]{6,32}$/.test(trimmed) ? trimmed : null;
}
