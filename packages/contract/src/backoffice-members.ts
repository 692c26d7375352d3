import { z } from 'zod';
import { pageQuery } from './backoffice.ts';
import { roundLine, sportsBetLeg, sportsLegResults } from './vendor-protocol.ts';

/**
 * Back office, members (issue 15 item 8, decision 0030). Money is in minor units as decimal text
 * (`"12345"` is 123.45 with two decimals); an adjustment's amount is typed in major units.
 */
const dateOrTime = z.iso.datetime({ offset: true }).or(z.iso.date());
const minor = z.string();
export const memberIdParam = z.object({ id: z.string().regex(/^\d{1,9}$/) });

export const memberStatuses = ['ACTIVE', 'LOCKED', 'DISABLED'] as const;
export const memberSearchQuery = pageQuery.extend({
  /** User name or nickname, part of it (case-insensitive). */
  account: z.string().trim().max(64).optional(),
  mobile: z.string().trim().max(32).optional(),
  email: z.string().trim().max(254).optional(),
  /** An IP the member logged in from (exact). */
  ip: z.string().trim().max(64).optional(),
  /** The direct upline's user name (exact, case-insensitive). */
  agent: z.string().trim().max(64).optional(),
  label: z.string().trim().max(40).optional(),
  status: z.enum([...memberStatuses, 'FROZEN']).optional(),
  from: dateOrTime.optional(),
  to: dateOrTime.optional(),
});
export type MemberSearchQuery = z.infer<typeof memberSearchQuery>;

export const memberRow = z.object({
  id: z.number(),
  username: z.string(),
  nickname: z.string().nullable(),
  type: z.number(),
  status: z.enum(memberStatuses),
  bettingFrozen: z.boolean(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  agent: z.string().nullable(),
  labels: z.array(z.string()),
  cash: minor,
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type MemberRow = z.infer<typeof memberRow>;

export const memberDetail = memberRow.extend({
  payeeName: z.string().nullable(),
  affiliateCode: z.string().nullable(),
  registerMethod: z.string().nullable(),
  language: z.string().nullable(),
  passwordChangeRequired: z.boolean(),
  lastLoginIp: z.string().nullable(),
  currency: z.object({ code: z.string(), decimals: z.number() }),
});
export type MemberDetail = z.infer<typeof memberDetail>;

export const memberStatusRequest = z.object({
  action: z.enum(['lock', 'unlock', 'freeze', 'unfreeze']),
  reason: z.string().trim().max(500).optional(),
});
export const memberLabelRequest = z.object({ label: z.string().trim().min(1).max(40) });
export const memberLabelQuery = z.object({ label: z.string().trim().min(1).max(40) });
export const memberNoteRequest = z.object({ body: z.string().trim().min(1).max(2000) });
export const memberNote = z.object({
  id: z.string(),
  staffUsername: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export const memberNotesValue = z.object({ notes: z.array(memberNote) });

/** Staff sets a temporary password (or has one generated): shown once, changed at the next login. */
export const memberPasswordResetRequest = z.object({
  password: z.string().min(8).max(64).regex(/^\S+$/).optional(),
});
export const memberPasswordResetValue = z.object({ temporaryPassword: z.string() });

export const memberLoginRow = z.object({
  id: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  device: z.string(),
  at: z.string(),
});
export const memberLoginsQuery = pageQuery;

export const linkedAccount = z.object({
  id: z.number(),
  username: z.string(),
  status: z.enum(memberStatuses),
  /** The IPs shared with the member. */
  ips: z.array(z.string()),
  /** The devices (user agents) shared with the member. */
  devices: z.array(z.string()),
});
export const linkedAccountsValue = z.object({ accounts: z.array(linkedAccount) });

export const memberBalances = z.object({
  currency: z.object({ code: z.string(), decimals: z.number() }),
  cash: minor,
  bonus: minor,
  /** Reserved by pending withdrawals. */
  withdrawHold: minor,
  vendors: z.array(
    z.object({
      name: z.string(),
      balance: minor,
      status: z.enum(['OK', 'MAINTENANCE', 'UNAVAILABLE']),
    }),
  ),
  /** The withdrawal rule's turnover (the one count of turnover.ts). */
  turnover: z.object({ required: minor, achieved: minor, remaining: minor }),
});

export const memberLedgerQuery = pageQuery.extend({
  type: z.string().trim().max(40).optional(),
  from: dateOrTime.optional(),
  to: dateOrTime.optional(),
});
export const memberLedgerRow = z.object({
  id: z.string(),
  type: z.string(),
  wallet: z.string(),
  amount: minor,
  balanceAfter: minor,
  remark: z.string().nullable(),
  at: z.string(),
});
export const memberBetsQuery = pageQuery.extend({
  from: dateOrTime.optional(),
  to: dateOrTime.optional(),
});
/** A sports bet's leg in the back office: the vendor's names in every language, odds in thousandths. */
export const memberBetLeg = sportsBetLeg.extend({ result: z.enum(sportsLegResults).nullable() });
export type MemberBetLeg = z.infer<typeof memberBetLeg>;

/** A round its vendor described in words (decision 0075), in every language; amounts in major units. */
export const memberBetLines = z.object({
  placed: z.array(roundLine),
  result: roundLine.shape.label.nullable(),
  won: z.array(roundLine),
});
export type MemberBetLines = z.infer<typeof memberBetLines>;

export const memberBetRow = z.object({
  id: z.string(),
  vendor: z.string(),
  game: z.string(),
  roundId: z.string(),
  bet: minor,
  win: minor,
  status: z.string(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  /** A sports bet's legs as the vendor named them, with each leg's result (decision 0071). */
  legs: z.array(memberBetLeg).optional(),
  /** A table, card room or fishing round's lines (decision 0075). */
  lines: memberBetLines.optional(),
});
export const memberLotteryRow = z.object({
  id: z.string(),
  gameCode: z.string(),
  numero: z.string(),
  playCode: z.string(),
  content: z.string(),
  stake: minor,
  win: minor,
  status: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});

export const adjustmentStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const adjustmentRequest = z.object({
  /** Major units with a sign: "+100", "-25.50" (a debit never takes the main wallet below zero). */
  amount: z
    .string()
    .trim()
    .max(18)
    .regex(/^[+-]?\d{1,12}(\.\d{1,4})?$/),
  reason: z.string().trim().min(1).max(500),
  /** Times the credit in bets before a withdrawal (0 or none: no requirement); credits only. */
  turnoverMultiple: z.number().int().min(0).max(100).optional(),
});
export const adjustmentDecisionRequest = z.object({
  decision: z.enum(['approve', 'reject']),
  note: z.string().trim().max(500).optional(),
});
export const adjustmentIdParam = z.object({ id: z.string().regex(/^\d{1,18}$/) });
export const adjustmentRow = z.object({
  id: z.string(),
  memberId: z.number(),
  username: z.string(),
  amount: minor,
  reason: z.string(),
  turnoverMultiple: z.number(),
  status: z.enum(adjustmentStatuses),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  transferId: z.string().nullable(),
});
export type AdjustmentRow = z.infer<typeof adjustmentRow>;
export const adjustmentsQuery = pageQuery.extend({
  status: z.enum(adjustmentStatuses).optional(),
  member: z.string().trim().max(64).optional(),
  memberId: z.coerce.number().int().min(1).max(2_000_000_000).optional(),
});
