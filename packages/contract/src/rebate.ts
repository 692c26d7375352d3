import { z } from 'zod';

/**
 * Manual rebate (issue 16 item 6, inventory 1.4.6, decision 0043): the member claims a share of a
 * business day's valid bets per category. Rates are basis points (1 bp = 0.01%); amounts on the wire are
 * major units.
 */

/** Rebate categories in the vendor (menu) ordering; LOTT is merged into ELOTT. */
export const rebateCategories = ['elott', 'live', 'sports', 'fish', 'rng', 'pvp'] as const;
export type RebateCategory = (typeof rebateCategories)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const money = z.number().min(0).max(1e12);

export const rebateQuery = z.object({ balanceDate: day });

/** One category's row: the day's valid bet, the rate, what it entitles to, what was paid and what remains. */
export const rebateRow = z.object({
  category: z.enum(rebateCategories),
  enabled: z.boolean(),
  /** Basis points: 50 = 0.5%. */
  rateBp: z.number().int(),
  validBet: z.number(),
  entitled: z.number(),
  paid: z.number(),
  remain: z.number(),
});

export const rebateValue = z.object({
  balanceDate: day,
  lottRemain: z.number(),
  elottRemain: z.number(),
  fishRemain: z.number(),
  liveRemain: z.number(),
  pvpRemain: z.number(),
  rngRemain: z.number(),
  sportsRemain: z.number(),
  totalRemain: z.number(),
  rows: z.array(rebateRow),
  /** The days a claim may name (today first). */
  claimableDates: z.array(day),
  turnoverMultiple: z.number().int(),
});
export type RebateValue = z.infer<typeof rebateValue>;

export const rebateAmount = z.object({
  elott: money.optional(),
  fish: money.optional(),
  live: money.optional(),
  pvp: money.optional(),
  rng: money.optional(),
  sports: money.optional(),
});

export const rebateDisburseRequest = z.object({ balanceDate: day, rebateAmount: rebateAmount.default({}) });

export const rebateDisburseValue = z.object({
  balanceDate: day,
  /** What was paid now, per category (major units). */
  paid: rebateAmount.required(),
  total: z.number(),
});
export type RebateDisburseValue = z.infer<typeof rebateDisburseValue>;

/** Back office: the merchant's rebate configuration. */
export const rebateCategoryConfig = z.object({
  enabled: z.boolean(),
  /** Basis points, 0..1000 (at most 10%). */
  rateBp: z.number().int().min(0).max(1000),
});
export const rebateConfig = z.object({
  categories: z.object({
    elott: rebateCategoryConfig,
    live: rebateCategoryConfig,
    sports: rebateCategoryConfig,
    fish: rebateCategoryConfig,
    rng: rebateCategoryConfig,
    pvp: rebateCategoryConfig,
  }),
  /** The granted bonus asks this many times its amount in bets (0: straight to the main wallet). */
  turnoverMultiple: z.number().int().min(0).max(100),
  /** How many days before today a member may still claim (0: today only). */
  claimDaysBack: z.number().int().min(0).max(7),
});
export type RebateConfig = z.infer<typeof rebateConfig>;

export const rebateDisbursementsQuery = z.object({
  username: z.string().trim().max(40).optional(),
  balanceDate: day.optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const boRebateDisbursement = z.object({
  id: z.string(),
  username: z.string(),
  balanceDate: day,
  category: z.enum(rebateCategories),
  validBet: z.number(),
  rateBp: z.number().int(),
  amount: z.number(),
  createdAt: z.string(),
});
export const boRebateDisbursements = z.object({
  list: z.array(boRebateDisbursement),
  totalCount: z.number().int(),
});
export type BoRebateDisbursement = z.infer<typeof boRebateDisbursement>;
