import { z } from 'zod';
import { amountInput, INT4_MAX, serialId } from './bounds.ts';
import { transactionTypes } from './constants.ts';

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
      /** UNAVAILABLE: a transfer-mode vendor that did not answer (its balance is shown as 0). */
      status: z.enum(['OK', 'MAINTENANCE', 'UNAVAILABLE']),
    }),
  ),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type WalletBalance = z.infer<typeof walletBalanceValue>;

export { amountInput } from './bounds.ts';

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
  channelId: serialId,
  amount: amountInput,
  /** The client's id of this attempt: a retry with the same requestId returns the same order. */
  requestId: z.string().trim().min(8).max(64),
  /** The chosen deposit promotion; absent or null: do not participate. */
  promotionId: serialId.nullable().optional(),
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
  /** The promotion's bonus, credited to the bonus wallet with its turnover requirement. */
  bonus: z.number(),
  promotionId: z.number().int().nullable(),
  /**
   * Why the chosen promotion's bonus was not granted when the deposit was credited (its condition or
   * limit no longer held then, e.g. another deposit completed first); null when granted or none chosen.
   */
  bonusRefused: z.enum(['FIRST', 'RELOAD', 'ONCE', 'DAILY']).nullable().optional(),
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

/**
 * `POST /wps/relay/MCSFE_depositPreview`: what an order would be, computed by the server with the same
 * function that creates the order (decision 0019), shown before the member confirms.
 */
export const depositPreviewRequest = depositRequest.omit({ requestId: true });
export const depositPreviewValue = z.object({
  amount: z.number(),
  fee: z.number(),
  rebate: z.number(),
  /** What the main wallet receives: amount − fee + rebate. */
  credit: z.number(),
  /** The promotion's bonus (0 without one), into the bonus wallet. */
  bonus: z.number(),
  /** The turnover the bonus asks for: (amount + bonus) × the promotion's multiple. */
  turnover: z.number(),
  promotionId: z.number().int().nullable(),
});
export type DepositPreviewValue = z.infer<typeof depositPreviewValue>;

export const depositReferenceRequest = z.object({
  orderId: z.string().regex(/^\d{1,18}$/),
  referenceNo: z.string().trim().min(4).max(64),
});

/** Account record (`transactionHistory`): one row per ledger entry of the member's wallets. */

export const transactionHistoryQuery = z.object({
  startTime: z.iso.datetime().optional(),
  endTime: z.iso.datetime().optional(),
  type: z.enum(transactionTypes).optional(),
  /** 9: the points ledger (inventory 1.4.4); otherwise the member's wallets. */
  accountTypeId: z.coerce.number().int().min(0).max(99).optional(),
  /** Accepted for the original's points detail (9203); no such type is posted here. */
  excludeTxTypeIds: z.string().max(100).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const transactionRow = z.object({
  id: z.string(),
  type: z.string(),
  /** Signed: positive in, negative out. */
  amount: z.number(),
  balanceAfter: z.number(),
  /** The member's wallet (display name) the entry moved; `balanceAfter` is that wallet's balance. */
  wallet: z.string(),
  /** The other wallet of a move between the member's own wallets (display name), else null. */
  counterparty: z.string().nullable(),
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

/** Payment password (inventory 1.2.3 and 1.2.4): six digits, asked before money leaves the wallet. */
const paymentPassword = z.string().regex(/^\d{6}$/);
export const setPaymentPasswordRequest = z.object({
  /** The login password proves it is the member setting it the first time. */
  loginPassword: z.string().min(1).max(256),
  paymentPassword,
  confirmPaymentPassword: z.string().max(16),
});
export const changePaymentPasswordRequest = z.object({
  oldPaymentPassword: z.string().max(16),
  paymentPassword,
  confirmPaymentPassword: z.string().max(16),
});

export const bankListValue = z.object({
  banks: z.array(z.object({ bankCode: z.string(), name: z.string(), type: z.enum(['B', 'E']) })),
});
export const bindCardRequest = z.object({
  type: z.enum(['B', 'E']),
  bankCode: z.string().trim().min(1).max(16),
  /** Bank cards 10 to 19 digits; e-wallet accounts 6 to 32 letters, digits or @._- */
  accountNumber: z.string().trim().max(40),
  /** Only when the account has no payee name yet: it is then set, and locked. */
  payeeName: z.string().trim().max(64).optional(),
  paymentPassword: z.string().max(16),
});
export const bankCard = z.object({
  cardId: z.number().int(),
  type: z.enum(['B', 'E']),
  bankCode: z.string(),
  bankName: z.string(),
  /** Masked: only the last four characters show. */
  accountNumber: z.string(),
  payeeName: z.string(),
  createdAt: z.string(),
});
export const bankCardsValue = z.object({
  cards: z.array(bankCard),
  maxCards: z.number().int(),
  payeeName: z.string().nullable(),
  hasPaymentPassword: z.boolean(),
});
export type BankCards = z.infer<typeof bankCardsValue>;
export const deleteCardRequest = z.object({ cardId: serialId, paymentPassword: z.string().max(16) });

export const withdrawSettingsValue = z.object({
  allowWithdraw: z.boolean(),
  /** Local time window of the merchant (HH:mm, in its time zone), when withdrawals are taken. */
  window: z.object({ start: z.string(), end: z.string(), timeZone: z.string(), open: z.boolean() }),
  limits: z.array(z.object({ type: z.enum(['B', 'E']), min: z.number(), max: z.number() })),
  dailyCount: z.number().int(),
  remainingCount: z.number().int(),
  remainingAmount: z.number(),
  feePercent: z.number(),
  turnover: z.object({
    required: z.number(),
    actual: z.number(),
    remaining: z.number(),
    byCategory: z.array(z.object({ gameType: z.string(), actual: z.number() })),
  }),
  hasPaymentPassword: z.boolean(),
  payeeName: z.string().nullable(),
});
export type WithdrawSettings = z.infer<typeof withdrawSettingsValue>;

export const withdrawRequest = z.object({
  cardId: serialId,
  amount: amountInput,
  paymentPassword: z.string().max(16),
  requestId: z.string().trim().min(8).max(64),
});
export const withdrawal = z.object({
  withdrawalId: z.string(),
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
  amount: z.number(),
  fee: z.number(),
  /** What reaches the account: amount − fee. */
  payout: z.number(),
  bankName: z.string(),
  accountNumber: z.string(),
  createdAt: z.string(),
  /** Why the operator rejected it (the money went back to the main wallet); null otherwise. */
  rejectReason: z.string().nullable(),
});
export const withdrawalsValue = z.object({ withdrawals: z.array(withdrawal) });

/** Transfer to upline (inventory 1.2.5): from the member's main wallet to its direct upline's. */
export const uplineTransferRequest = z.object({
  amount: amountInput,
  paymentPassword: z.string().max(16),
  remark: z.string().trim().max(100).optional(),
  requestId: z.string().trim().min(8).max(64),
});
export const uplineTransferValue = z.object({
  transferId: z.string(),
  amount: z.number(),
  balance: z.number(),
  upline: z.string(),
  remark: z.string().nullable(),
  time: z.string(),
});
export const uplineTransfersValue = z.object({
  upline: z.string().nullable(),
  transfers: z.array(uplineTransferValue),
});

/** Personal profit and loss (inventory 1.3.3): one row per day, `CONS` for all categories. */
export const profitLossQuery = z.object({
  gameCategory: z.string().trim().max(16).default('CONS'),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(13),
});
export const profitLossRow = z.object({
  balanceDate: z.string(),
  deposit: z.number(),
  withdraw: z.number(),
  betAmount: z.number(),
  validBetAmount: z.number(),
  winAmount: z.number(),
  /** Wager rebates (返水: the lottery's rebate on stakes); deposit rebates are `depositRebate`. */
  rebate: z.number(),
  /** Promotion bonuses granted. */
  promotion: z.number(),
  /** What the payment channels gave back on deposits (decision 0020). */
  depositRebate: z.number(),
  /** Payouts − bets: the result of play (decision 0020); cash moves and rewards are columns of their own. */
  profitAndLoss: z.number(),
});
export const profitLossValue = z.object({
  rows: z.array(profitLossRow),
  total: profitLossRow.omit({ balanceDate: true }),
  totalCount: z.number().int(),
  /** Withdrawals requested and not yet paid out (the `withdraw` column counts paid-out ones), now. */
  pendingWithdraw: z.number(),
});
export type ProfitLoss = z.infer<typeof profitLossValue>;

/** Deposit promotions offered in the deposit form (inventory 1.2.2); "do not participate" is always possible. */
export const depositPromotion = z.object({
  promotionId: z.number().int(),
  name: z.string(),
  remark: z.string(),
  bonusType: z.enum(['FIXED', 'PERCENTAGE']),
  minDeposit: z.number(),
  maxDeposit: z.number().nullable(),
  tiers: z.array(z.object({ minDeposit: z.number(), bonus: z.number() })),
  percent: z.number(),
  minBonus: z.number(),
  maxBonus: z.number().nullable(),
  turnoverMultiple: z.number().int(),
  /**
   * Which deposits may join (decision 0019): ANY; FIRST, only a member with no earlier completed
   * deposit; RELOAD, only one with at least one. The list holds only promotions the member can still get.
   */
  condition: z.enum(['ANY', 'FIRST', 'RELOAD']),
  /** How often a member gets its bonus: NONE (no limit), ONCE per member, DAILY (once a Taipei day). */
  claimLimit: z.enum(['NONE', 'ONCE', 'DAILY']),
});
export type DepositPromotion = z.infer<typeof depositPromotion>;
export const depositPromotionsValue = z.object({ promotions: z.array(depositPromotion) });
export type DepositPromotions = z.infer<typeof depositPromotionsValue>;

/** `GCS_merchantWallet`: single-wallet merchants (no transfer-mode vendor) have no wallet transfers. */
export const merchantWalletValue = z.object({ isSingle: z.union([z.literal(0), z.literal(1)]) });

/** `GCS_walletTransfer` (inventory 1.2.1) between the main wallet and a transfer-mode vendor's wallet. */
export const walletTransferRequest = z.object({
  fromAccountTypeId: z.coerce.number().int().min(0).max(INT4_MAX),
  toAccountTypeId: z.coerce.number().int().min(0).max(INT4_MAX),
  amount: amountInput,
  /** Idempotency: a retry with the same id moves the money once. */
  requestId: z.string().trim().min(8).max(64),
});
export const walletTransferValue = z.object({
  successAmount: z.number(),
  /** PENDING when the vendor's answer was lost: the reconcile job finishes it either way. */
  status: z.enum(['SUCCESS', 'PENDING']),
});
/** `GCS_walletReturn`: every vendor wallet back into the main wallet. */
export const walletReturnValue = z.object({
  recalled: z.array(z.object({ accountTypeId: z.number().int(), name: z.string(), amount: z.number() })),
  failed: z.array(z.object({ accountTypeId: z.number().int(), name: z.string() })),
});

/**
 * `MCSFE_getBonusDetails`: the member's promotion bonuses. A bonus waits in the bonus wallet until its
 * turnover requirement is met by settled bets, then moves to the main wallet (decision 0010).
 */
export const bonusDetailsValue = z.object({
  bonuses: z.array(
    z.object({
      id: z.string(),
      orderId: z.string().nullable(),
      promotionName: z.string().nullable(),
      bonus: z.number(),
      requiredTurnover: z.number(),
      achievedTurnover: z.number(),
      status: z.enum(['IN_PROGRESS', 'RELEASED']),
      grantedAt: z.string(),
      releasedAt: z.string().nullable(),
    }),
  ),
});
export type BonusDetails = z.infer<typeof bonusDetailsValue>;
