import type { WalletBalance } from '@portal/contract';

export type Wallet = WalletBalance['balance'][number];

/** The contract's `walletAccountTypes` (its zod module stays out of the page bundles). */
export const MAIN_WALLET = 0;
const BONUS_WALLET = 1;

/**
 * The wallets of a transfer (inventory 1.2.1): money moves between the main wallet and one
 * transfer-mode vendor's wallet; the bonus wallet takes no part.
 */
const transferable = (wallet: Wallet) => wallet.accountTypeId !== BONUS_WALLET;

/** Wallets money can leave: those with a positive balance, the fullest first. */
export function fromWallets(wallets: readonly Wallet[]): Wallet[] {
  return wallets
    .filter((w) => transferable(w) && w.availBalance > 0)
    .sort((a, b) => b.availBalance - a.availBalance || a.accountTypeId - b.accountTypeId);
}

export interface ToOption {
  wallet: Wallet;
  /** Under maintenance or not answering: shown, not chosen. */
  disabled: boolean;
}

/** Where money from `fromId` can go: from the main wallet to any vendor wallet, from a vendor back to main. */
export function toWallets(wallets: readonly Wallet[], fromId: number | null): ToOption[] {
  if (fromId === null) return [];
  const main = MAIN_WALLET;
  return wallets
    .filter((w) => transferable(w) && w.accountTypeId !== fromId)
    .filter((w) => (fromId === main ? w.accountTypeId !== main : w.accountTypeId === main))
    .map((wallet) => ({ wallet, disabled: wallet.status !== 'OK' }));
}

/**
 * A usable pair after the wallets changed: the chosen ones when still possible, else the first
 * possible (with no money anywhere, "to" is still where main-wallet money could go).
 */
export function settlePair(
  wallets: readonly Wallet[],
  pair: { from: number | null; to: number | null },
): { from: number | null; to: number | null } {
  const froms = fromWallets(wallets);
  const from = froms.some((w) => w.accountTypeId === pair.from)
    ? pair.from
    : (froms[0]?.accountTypeId ?? null);
  const tos = toWallets(wallets, from ?? MAIN_WALLET).filter((o) => !o.disabled);
  const to = tos.some((o) => o.wallet.accountTypeId === pair.to)
    ? pair.to
    : (tos[0]?.wallet.accountTypeId ?? null);
  return { from, to };
}

/** The swap button: the "to" wallet becomes the source, so it must hold money, and the old source must take it. */
export function canSwap(wallets: readonly Wallet[], from: number | null, to: number | null): boolean {
  if (from === null || to === null) return false;
  const target = wallets.find((w) => w.accountTypeId === to);
  if (!target || !fromWallets(wallets).includes(target)) return false;
  return toWallets(wallets, to).some((o) => o.wallet.accountTypeId === from && !o.disabled);
}

/**
 * The two wallets of an account-record row that moved money between the member's own wallets (a wallet
 * transfer or a bonus release), in the direction the money went; null for other rows.
 */
export function transferEnds(row: {
  wallet: string;
  counterparty: string | null;
  amount: number;
}): { from: string; to: string } | null {
  if (row.counterparty === null) return null;
  return row.amount < 0
    ? { from: row.wallet, to: row.counterparty }
    : { from: row.counterparty, to: row.wallet };
}
