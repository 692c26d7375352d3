import type { transactionTypes as contractTypes } from '@portal/contract';

export type TransactionType = (typeof contractTypes)[number];

/**
 * The account record's type filter. The contract's list lives next to its zod schemas, which must
 * stay out of the page bundles, so it is restated here and the compiler checks both ways that the
 * two agree (until the contract moves it to its zod-free constants).
 */
export const transactionTypes = [
  'deposit',
  'deposit_fee',
  'deposit_rebate',
  'withdraw_reserve',
  'withdraw_post',
  'withdraw_void',
  'bet',
  'win',
  'rollback',
  'upline_transfer',
  'wallet_transfer',
  'bonus',
  'adjustment',
  'trial_grant',
] as const satisfies readonly TransactionType[];

/** A type the contract adds fails to compile here until the filter offers it. */
type Listed<T extends never> = T;
export type _EveryTypeListed = Listed<Exclude<TransactionType, (typeof transactionTypes)[number]>>;
