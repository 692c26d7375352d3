import type { WalletBalance } from '@portal/contract';

/** The main wallet's available balance (account type 0), 0 until the wallet answers. */
export const mainBalance = (balance: WalletBalance | undefined): number =>
  balance?.balance.find((wallet) => wallet.accountTypeId === 0)?.availBalance ?? 0;

/** A typed amount in major units (at most two decimals, above zero), or null. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value > 0 ? value : null;
}

/** The six-digit fund password. */
export const isFundPassword = (text: string): boolean => /^\d{6}$/.test(text);
export const fundPasswordText = (typed: string): string => typed.replace(/\D/g, '').slice(0, 6);
