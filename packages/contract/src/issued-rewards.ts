import { z } from 'zod';
import { localizedInput } from './backoffice-brands.ts';
import { rebateCategories } from './rebate.ts';

/**
 * Rescue fund (SAVIOR) and manual / issued bonuses (MANUAL) of the reward centre (issue 16, inventory
 * 1.4.1 and 1.4.8, decision 0046). Money on the wire is in major units; percentages in basis points.
 */

/** Product types of the rescue fund: the rebate module's categories (decision 0043). */
export const saviorProductTypes = rebateCategories;
export const saviorProductType = z.enum(rebateCategories);
export const issuedRewardType = z.enum(['SAVIOR', 'MANUAL']);
export type IssuedRewardType = z.infer<typeof issuedRewardType>;

const money = z.number().min(0).max(1e10);
const localizedText = z.object({
  TW: z.string().max(2000).optional(),
  EN: z.string().max(2000).optional(),
  VI: z.string().max(2000).optional(),
});

/** One tier: net loss ≥ `netLoss` pays `bonus` (FIXED, major units) or `bonus` basis points of the loss (PERCENT), at most `cap` (0 = no cap). */
export const saviorTier = z.object({
  netLoss: money.refine((v) => v > 0, 'positive'),
  bonusType: z.enum(['FIXED', 'PERCENT']),
  bonus: z.number().min(0).max(1e10),
  cap: money.default(0),
});
export const saviorProductInput = z.object({
  productType: saviorProductType,
  configDetails: z.array(saviorTier).min(1).max(20),
});

export const saviorConfigInput = z
  .object({
    name: localizedInput(80),
    rules: localizedText.default({}),
    enabled: z.boolean().default(true),
    period: z.enum(['DAILY']).default('DAILY'),
    turnoverMultiple: z.number().int().min(0).max(100).default(0),
    /** Days an issued reward can be claimed. */
    expiryDays: z.number().int().min(1).max(365).default(7),
    products: z.array(saviorProductInput).min(1).max(rebateCategories.length),
  })
  .refine((c) => new Set(c.products.map((p) => p.productType)).size === c.products.length, {
    path: ['products'],
    message: 'duplicate',
  })
  .refine(
    (c) =>
      c.products.every((p) => p.configDetails.every((t) => t.bonusType !== 'PERCENT' || t.bonus <= 10_000)),
    {
      path: ['products'],
      message: 'percent: at most 10000 bp',
    },
  );
export type SaviorConfigInput = z.input<typeof saviorConfigInput>;

export const issuedIdParam = z.object({ id: z.string().regex(/^\d{1,15}$/) });

export const boSaviorConfig = z.object({
  id: z.string(),
  name: z.record(z.string(), z.string()),
  rules: z.record(z.string(), z.string()),
  enabled: z.boolean(),
  period: z.enum(['DAILY']),
  turnoverMultiple: z.number(),
  expiryDays: z.number(),
  products: z.array(saviorProductInput),
  issued: z.number(),
});

export const issuedRewardStatus = z.enum(['PENDING', 'ISSUED', 'REJECTED', 'CLAIMED', 'EXPIRED']);
export const boIssuedReward = z.object({
  id: z.string(),
  kind: issuedRewardType,
  username: z.string(),
  status: issuedRewardStatus,
  configId: z.string().nullable(),
  periodKey: z.string().nullable(),
  productType: z.string().nullable(),
  netLoss: z.number(),
  amount: z.number(),
  pointAmount: z.number(),
  turnoverMultiple: z.number(),
  name: z.record(z.string(), z.string()),
  expiresAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  decidedBy: z.string().nullable(),
  reason: z.string().nullable(),
  approvedAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
  createdAt: z.string(),
});
export const boIssuedRewardsQuery = z.object({
  status: issuedRewardStatus.optional(),
  configId: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional(),
});

/** Back office: a bonus for one member or a list of members (user names). */
export const manualBonusInput = z
  .object({
    usernames: z.array(z.string().trim().min(1).max(64)).min(1).max(500),
    amount: money.default(0),
    pointAmount: z.number().int().min(0).max(1e9).default(0),
    turnoverMultiple: z.number().int().min(0).max(100).default(0),
    name: localizedInput(80),
    /** Days the member has to claim it. */
    expiryDays: z.number().int().min(1).max(365).default(7),
  })
  .refine((c) => c.amount > 0 || c.pointAmount > 0, { path: ['amount'], message: 'amount or points' });
export type ManualBonusInput = z.input<typeof manualBonusInput>;
export const manualBonusRejectInput = z.object({ reason: z.string().trim().min(1).max(500) });
export const manualBonusSettings = z.object({ approvalThreshold: money });

// ---- member calls ----

export const saviorPromotionValue = z.array(
  z.object({
    configId: z.string(),
    name: z.string(),
    rules: z.string(),
    period: z.enum(['DAILY']),
    turnoverMultiple: z.number(),
    expiryDays: z.number(),
    products: z.array(
      z.object({
        productType: z.string(),
        configDetails: z.array(
          z.object({
            netLoss: z.number(),
            bonusType: z.enum(['FIXED', 'PERCENT']),
            bonus: z.number(),
            cap: z.number(),
          }),
        ),
      }),
    ),
  }),
);
export const promotionClaimListQuery = z.object({ promotionType: issuedRewardType });
export const promotionClaimItem = z.object({
  rewardId: z.string(),
  promotionType: issuedRewardType,
  rewardAmount: z.number(),
  pointAmount: z.number(),
  productType: z.string().nullable(),
  netLoss: z.number().nullable(),
  periodKey: z.string().nullable(),
  approvedAt: z.string(),
  name: z.string(),
  expiresAt: z.string().nullable(),
  turnoverMultiple: z.number(),
});
export const promotionClaimListValue = z.array(promotionClaimItem);
export type PromotionClaimItem = z.infer<typeof promotionClaimItem>;
export const claimIssuedPromotionRequest = z.object({
  rewardId: z.string().regex(/^\d{1,15}$/),
  promotionType: issuedRewardType,
});
export const claimIssuedPromotionValue = z.object({
  rewardId: z.string(),
  rewardAmount: z.number(),
  pointAmount: z.number(),
  turnoverMultiple: z.number(),
});
export type SaviorPromotionValue = z.infer<typeof saviorPromotionValue>;
export type ClaimIssuedPromotionValue = z.infer<typeof claimIssuedPromotionValue>;
export type BoSaviorConfig = z.infer<typeof boSaviorConfig>;
export type BoIssuedReward = z.infer<typeof boIssuedReward>;
