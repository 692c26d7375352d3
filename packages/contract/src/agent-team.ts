import { z } from 'zod';
import { amountInput, INT4_MAX, serialId } from './bounds.ts';

/**
 * The agent centre's team part (issue 17 item 1, inventory 2.1.3, 2.1.4, 2.1.9, 2.1.15; decision 0054):
 * rebates per product series, registering downlines, invitation links, team management, transfers to a
 * downline and lucky bags. Amounts on the wire are major units.
 */

/** Product series of an agent's rebates, in the order pages list them. */
export const agentRebateProducts = [
  'LOTT',
  'RNG',
  'LIVE',
  'SPORTS',
  'FISH',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
  'ELOTT',
  // The house vendor's own games (slots, dice, crash, plinko): their bets are of its category, INHOUSE.
  'INHOUSE',
] as const;
export type AgentRebateProduct = (typeof agentRebateProducts)[number];

/** The lottery prize series (base 2000): a member's LOTT value lies in [min, max]. */
export const LOTT_SERIES = { base: 2000, min: 1800, max: 1980 } as const;
/** The highest game-category rate the operator may give a root agent (basis points: 1000 = 10%). */
export const MAX_CATEGORY_REBATE_BP = 1000;

/** A member's rebate values by product (LOTT: series; others: basis points). */
export const agentRebates = z.record(z.string().max(16), z.number().int());
export type AgentRebates = z.infer<typeof agentRebates>;
/** Rebates as a client sends them: any value reaches the server's check (`invalid.rebate.value`). */
export const agentRebatesInput = z.record(z.string().max(16), z.unknown());

/** One product's row: my own value and the range a downline of mine may get. */
export const agentRebateRow = z.object({
  product: z.string(),
  /** Mine (LOTT series, or basis points); for LOTT without a value: the series minimum. */
  value: z.number().int(),
  min: z.number().int(),
  max: z.number().int(),
});
export const agentRebateSettingValue = z.object({ products: z.array(agentRebateRow) });
export type AgentRebateSettingValue = z.infer<typeof agentRebateSettingValue>;

/** 0 a player, 1 an agent (bounded integers: the API fuzz test asks every number for its range). */
export const downlineAccountType = z.number().int().min(0).max(1);

export const registerDownlineRequest = z.object({
  accountType: downlineAccountType,
  username: z.string().trim().min(1).max(32),
  password: z.string().min(1).max(64),
  rebates: agentRebatesInput.default({}),
});
export const registerDownlineValue = z.object({
  customerId: z.number().int(),
  username: z.string(),
  /** Shown once with "Copy and close". */
  password: z.string(),
  accountType: z.number().int(),
});
export type RegisterDownlineValue = z.infer<typeof registerDownlineValue>;

export const agentLinkExpiries = ['NEVER', '1D', '7D', '30D', '1Y'] as const;
export const agentLinkChannels = ['FORUM', 'QQ', 'CUSTOM'] as const;

export const createAgentLinkRequest = z.object({
  accountType: downlineAccountType,
  rebates: agentRebatesInput.default({}),
  expiry: z.enum(agentLinkExpiries),
  channel: z.enum(agentLinkChannels),
  /** The text of a custom channel. */
  channelText: z.string().trim().max(40).optional(),
  remark: z.string().trim().max(100).optional(),
});
export const agentLink = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The merchant's site with `?affiliateCode=<code>`. */
  url: z.string(),
  accountType: z.number().int(),
  rebates: agentRebates,
  channel: z.enum(agentLinkChannels),
  channelText: z.string().nullable(),
  remark: z.string().nullable(),
  registered: z.number().int(),
  createdAt: z.string(),
  /** Null: never expires. */
  expiresAt: z.string().nullable(),
  status: z.enum(['NORMAL', 'EXPIRED']),
});
export type AgentLink = z.infer<typeof agentLink>;
export const agentLinksValue = z.object({ links: z.array(agentLink) });
export const agentLinkIdRequest = z.object({ id: serialId });

const yesNo = z.enum(['Y', 'N']).optional();
const dayText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional();

export const teamListQuery = z.object({
  /** Whose direct downline: me when absent, else a member of my downline (drill-down). */
  parentId: z.coerce.number().int().min(1).max(INT4_MAX).optional(),
  tab: z.enum(['agents', 'players']).default('agents'),
  /** Username or my remark, contains (case-insensitive). */
  q: z.string().trim().max(32).optional(),
  loggedIn: yesNo,
  deposited: yesNo,
  firstDepositFrom: dayText,
  firstDepositTo: dayText,
  lastDepositFrom: dayText,
  lastDepositTo: dayText,
  registeredFrom: dayText,
  registeredTo: dayText,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TeamListQuery = z.infer<typeof teamListQuery>;

export const teamMember = z.object({
  id: z.number().int(),
  username: z.string(),
  /** My private remark about the member. */
  remark: z.string().nullable(),
  online: z.boolean(),
  accountType: z.number().int(),
  /** Members below it (not itself). */
  teamSize: z.number().int(),
  rebates: agentRebates,
  lastLoginAt: z.string().nullable(),
  firstDepositAt: z.string().nullable(),
  lastDepositAt: z.string().nullable(),
  balance: z.number(),
  /** Its own balance and its whole downline's. */
  teamBalance: z.number(),
  status: z.string(),
  bettingFrozen: z.boolean(),
  upline: z.string().nullable(),
  registerMethod: z.string().nullable(),
  registeredAt: z.string(),
  /** 1 = my direct downline (the status actions are for those only). */
  depth: z.number().int(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const teamListValue = z.object({
  /** From me down to the member whose downline is listed (me first). */
  breadcrumb: z.array(z.object({ id: z.number().int(), username: z.string() })),
  rows: z.array(teamMember),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TeamListValue = z.infer<typeof teamListValue>;

export const teamMemberQuery = z.object({ memberId: z.coerce.number().int().min(1).max(INT4_MAX) });
export const teamMemberValue = teamMember.extend({ directCount: z.number().int() });

export const teamRemarkRequest = z.object({
  memberId: serialId,
  remark: z.string().trim().max(50),
});
export const teamStatusRequest = z
  .object({
    memberId: serialId,
    status: z.enum(['ACTIVE', 'LOCKED']).optional(),
    bettingFrozen: z.boolean().optional(),
  })
  .refine((v) => v.status !== undefined || v.bettingFrozen !== undefined, { path: ['status'] });
export const teamMemberIdRequest = z.object({ memberId: serialId });
export const teamRebatesRequest = z.object({
  memberId: serialId,
  rebates: agentRebatesInput,
});

export const downlineTransferRequest = z.object({
  /** The receiver: a member id of my downline or its username (one of the two). */
  memberId: serialId.optional(),
  username: z.string().trim().max(32).optional(),
  amount: amountInput,
  paymentPassword: z.string().max(16),
  remark: z.string().trim().max(100).optional(),
  requestId: z.string().trim().min(8).max(64),
});
export const downlineTransferValue = z.object({
  transferId: z.string(),
  receiver: z.string(),
  amount: z.number(),
  /** My balance after. */
  balance: z.number(),
  remark: z.string().nullable(),
  time: z.string(),
});

export const luckyBagTypes = ['SHARE', 'FIGHTING'] as const;
export const luckyBagRequest = z.object({
  /** ALL: every direct downline; PICKED: the ids in `memberIds` (any depth of my downline). */
  receivers: z.enum(['ALL', 'PICKED']),
  memberIds: z.array(serialId).max(200).default([]),
  type: z.enum(luckyBagTypes),
  amount: amountInput,
  paymentPassword: z.string().max(16),
  requestId: z.string().trim().min(8).max(64),
});
export const luckyBagValue = z.object({
  amount: z.number(),
  balance: z.number(),
  shares: z.array(z.object({ memberId: z.number().int(), username: z.string(), amount: z.number() })),
});
export type LuckyBagValue = z.infer<typeof luckyBagValue>;

/** Back office: the agent tree around one member. */
export const boAgentTreeQuery = z.object({
  username: z.string().trim().max(32).optional(),
  memberId: z.coerce.number().int().min(1).max(INT4_MAX).optional(),
});
export const boAgentNode = z.object({
  id: z.number().int(),
  username: z.string(),
  accountType: z.number().int(),
  status: z.string(),
  teamSize: z.number().int(),
  directCount: z.number().int(),
  rebates: agentRebates,
});
export const boAgentTreeValue = z.object({
  member: boAgentNode,
  /** Its upline first, the root last. */
  uplines: z.array(boAgentNode),
  downlines: z.array(boAgentNode),
  /** Whether the member is a root agent (an agent with no agent above): its rebates are the operator's. */
  root: z.boolean(),
});
export type BoAgentTreeValue = z.infer<typeof boAgentTreeValue>;
export const boAgentRebatesRequest = z.object({ rebates: agentRebatesInput });
export const boAgentIdParam = z.object({ id: z.coerce.number().int().min(1).max(INT4_MAX) });
