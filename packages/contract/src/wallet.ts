import { z } from 'zod';

/** Wallet account type ids of the balance call: the main wallet, the bonus wallet, then vendor wallets. */
export const walletAccountTypes = { main: 0, bonus: 1 } as const;

/** `GET /wps/v2/wallets/balance` (API.md). Amounts in major units. */
export const walletBalanceValue = z.object({
  sumBalance: z.number(),
  balance: z.array(
    z.object({
      accountTypeId: z.number().int(),
      name: z.string(),
      availBalance: z.number(),
      status: z.enum(['OK', 'MAINTENANCE']),
    }),
  ),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type WalletBalance = z.infer<typeof walletBalanceValue>;

/** A major-unit amount from a client: positive, at most two decimals (checked exactly on the server). */
export const amountInput = z.number().positive().max(1e12);

/** Deposit channels and the gate of the deposit page (inventory 1.2.2). */
export const depositChannel = z.object({
  channelId: z.number().int(),
  /** PG: an online gateway that returns a payUrl; MT: manual bank transfer to a receiving account. */
  method: z.enum(['PG', 'MT']),
  name: z.string(),
  description: z.string(),
  iconUrl: z.string().nullable(),
  min: z.number(),
  max: z.number(),
  /** Fee the customer pays: amount × feePercent + feeFixed, clamped to feeMin and feeMax. */
  feePercent: z.number(),
  feeFixed: z.number(),
  feeMin: z.number().nullable(),
  feeMax: z.number().nullable(),
  /** Deposit rebate, percent of the amount, credited with the deposit. */
  rebatePercent: z.number(),
  fixAmounts: z.array(z.number()),
  fixAmountOnly: z.boolean(),
  /** Minutes a manual deposit stays open for its transfer. */
  expireMinutes: z.number().int().nullable(),
});
export type DepositChannel = z.infer<typeof depositChannel>;

export const depositChannelsValue = z.object({
  allowDeposit: z.boolean(),
  allowDepositMessage: z.string().nullable(),
  /** Deposits waiting for payment or approval; a pending manual one blocks new deposits. */
  inProgressCount: z.number().int(),
  pendingManualOrderId: z.string().nullable(),
  depositInfo: z.string().nullable(),
  channels: z.array(depositChannel),
});
export type DepositChannels = z.infer<typeof depositChannelsValue>;

export const depositRequest = z.object({
  channelId: z.number().int().positive(),
  amount: amountInput,
  /** The client's id of this attempt: a retry with the same requestId returns the same order. */
  requestId: z.string().trim().min(8).max(64),
});
export type DepositRequest = z.infer<typeof depositRequest>;

export const depositStatus = z.enum(['PENDING', 'SUCCESS', 'FAILED', 'CANCELLED', 'EXPIRED']);
export type DepositStatus = z.infer<typeof depositStatus>;

export const depositOrder = z.object({
  orderId: z.string(),
  status: depositStatus,
  amount: z.number(),
  fee: z.number(),
  rebate: z.number(),
  /** What the wallet receives: amount − fee + rebate. */
  credit: z.number(),
  channelId: z.number().int(),
  method: z.enum(['PG', 'MT']),
  /** PG: the payment page to open. */
  payUrl: z.string().optional(),
  /** MT: where to transfer, and until when. */
  receiver: z
    .object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string(), branch: z.string() })
    .optional(),
  referenceNo: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DepositOrder = z.infer<typeof depositOrder>;

export const depositReferenceRequest = z.object({
  orderId: z.string().regex(/^\d{1,18}$/),
  referenceNo: z.string().trim().min(4).max(64),
});

/** Account record (`transactionHistory`): one row per ledger entry of the member's wallets. */
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
] as const;
export const transactionHistoryQuery = z.object({
  startTime: z.iso.datetime().optional(),
  endTime: z.iso.datetime().optional(),
  type: z.enum(transactionTypes).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const transactionRow = z.object({
  id: z.string(),
  type: z.string(),
  /** Signed: positive in, negative out. */
  amount: z.number(),
  balanceAfter: z.number(),
  wallet: z.string(),
  time: z.string(),
  status: z.enum(['SUCCESS', 'PENDING']),
  remark: z.string().nullable(),
});
export const transactionHistoryValue = z.object({
  rows: z.array(transactionRow),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});
export type TransactionHistory = z.infer<typeof transactionHistoryValue>;
