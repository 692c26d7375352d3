import { z } from 'zod';
import { pageQuery } from './backoffice.ts';

/**
 * Back office, cashier (issue 15 item 9, decision 0030): deposit orders, the withdrawal queue with risk
 * hints, pending counts for live updates and the payment callback log. Money in minor units as text.
 */
const dateOrTime = z.iso.datetime({ offset: true }).or(z.iso.date());
const minor = z.string();

export const depositStatuses = ['PENDING', 'SUCCESS', 'FAILED', 'CANCELLED', 'EXPIRED'] as const;
export const depositListQuery = pageQuery.extend({
  status: z.enum(depositStatuses).optional(),
  /** PG (payment gateway) or MT (manual transfer). */
  method: z.enum(['PG', 'MT']).optional(),
  channel: z.string().trim().max(32).optional(),
  member: z.string().trim().max(64).optional(),
  from: dateOrTime.optional(),
  to: dateOrTime.optional(),
  minAmount: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
  maxAmount: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
});
export const depositRow = z.object({
  id: z.string(),
  memberId: z.number(),
  username: z.string(),
  channel: z.string(),
  method: z.enum(['PG', 'MT']),
  amount: minor,
  fee: minor,
  rebate: minor,
  bonus: minor,
  status: z.enum(depositStatuses),
  referenceNo: z.string().nullable(),
  /** `/bo/v1/deposits/:id/receipt` when the member uploaded a transfer receipt. */
  receiptUrl: z.string().nullable(),
  rejectReason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type DepositRow = z.infer<typeof depositRow>;

/** A decision on a manual deposit; a rejection may say why. */
export const depositDecisionRequest = z.object({
  decision: z.enum(['approve', 'reject']),
  reason: z.string().trim().max(500).optional(),
});
/** A decision on a withdrawal; a rejection must say why (the member reads it). */
export const withdrawalDecisionRequest = z.object({
  decision: z.enum(['approve', 'reject']),
  reason: z.string().trim().max(500).optional(),
});

export const withdrawalStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const withdrawalListQuery = pageQuery.extend({
  status: z.enum(withdrawalStatuses).optional(),
  member: z.string().trim().max(64).optional(),
  from: dateOrTime.optional(),
  to: dateOrTime.optional(),
  minAmount: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
  maxAmount: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
});
export const riskHints = z.object({
  /** The withdrawal rule's turnover is met now (turnover.ts); null for a decided order. */
  turnoverMet: z.boolean().nullable(),
  turnoverRemaining: minor.nullable(),
  /** No earlier withdrawal of the member was paid out. */
  firstWithdrawal: z.boolean(),
  /** Other members logged in from one of the member's IPs. */
  sharedIpMembers: z.number(),
  /** A bank card of the member was added or removed in the 24 hours before the order. */
  cardChangedRecently: z.boolean(),
});
export type RiskHints = z.infer<typeof riskHints>;
export const withdrawalRow = z.object({
  id: z.string(),
  memberId: z.number(),
  username: z.string(),
  amount: minor,
  fee: minor,
  bankName: z.string(),
  accountNumber: z.string(),
  payeeName: z.string(),
  status: z.enum(withdrawalStatuses),
  rejectReason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  hints: riskHints.nullable(),
});
export type WithdrawalRow = z.infer<typeof withdrawalRow>;

export const pendingCountValue = z.object({
  deposits: z.number(),
  withdrawals: z.number(),
  adjustments: z.number(),
  /** The newest order ids: a change means new orders arrived. */
  latestDepositId: z.string().nullable(),
  latestWithdrawalId: z.string().nullable(),
});
export type PendingCount = z.infer<typeof pendingCountValue>;

export const callbackLogQuery = pageQuery.extend({
  channel: z.string().trim().max(32).optional(),
  orderId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  outcome: z.enum(['ok', 'refused']).optional(),
  from: dateOrTime.optional(),
  to: dateOrTime.optional(),
});
export const callbackLogRow = z.object({
  id: z.string(),
  channel: z.string(),
  orderId: z.string().nullable(),
  ip: z.string(),
  signature: z.string(),
  body: z.string(),
  outcome: z.number(),
  errorCode: z.string().nullable(),
  orderStatus: z.string().nullable(),
  receivedAt: z.string(),
});
