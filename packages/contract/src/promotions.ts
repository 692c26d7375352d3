import { z } from 'zod';

/**
 * Promotions for members (issue 16 item 2, decision 0038). A promotion is a PR announcement plus its
 * settings; members list them by category, read one, apply with a comment and pictures, and follow their
 * applications. Amounts on the wire are major units (numbers), ids are numbers like the announcements.
 */

/** A merchant's promotion category: `PROMOFE_getPromotionAnnouncementCategory`. */
export const promotionCategory = z.object({ code: z.string(), name: z.string() });
export const promotionCategoriesValue = z.array(promotionCategory);

/** Comments on an application: at most 140 characters (spec section 7). */
export const PROMOTION_REMARKS_MAX = 140;

export const promotionLimit = z.enum(['ONCE', 'UNLIMITED']);

/** What a member sees of one promotion's application rules. */
export const promotionRules = z.object({
  applyEnabled: z.boolean(),
  remarkRequired: z.boolean(),
  picturesRequired: z.boolean(),
  /** Bonus on approval, major units (0: none). */
  bonus: z.number(),
  /** Turnover to bet before the bonus can be withdrawn, major units (bonus × multiple). */
  requiredTurnover: z.number(),
  limit: promotionLimit,
});

export const promotionSummary = z.object({
  id: z.number().int(),
  category: z.string().nullable(),
  title: z.string(),
  image: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string().nullable(),
});

export const promotionDetailQuery = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const promotionDetailValue = promotionSummary.extend({
  content: z.string(),
  rules: promotionRules,
});
export type PromotionDetail = z.infer<typeof promotionDetailValue>;

/** `MCSFE_getMerchantAvailablePromotions`: live promotions members can apply for now (before login too). */
export const availablePromotionsValue = z.array(promotionSummary.extend({ rules: promotionRules }));
export type AvailablePromotions = z.infer<typeof availablePromotionsValue>;

export const applicationStatus = z.enum(['PENDING', 'APPROVED', 'REJECTED']);
export type ApplicationStatus = z.infer<typeof applicationStatus>;

/** One of the member's applications. */
export const promotionApplication = z.object({
  id: z.string(),
  promotionId: z.number().int(),
  title: z.string(),
  remarks: z.string(),
  pictures: z.number().int(),
  status: applicationStatus,
  /** The reason staff gave for a rejection. */
  reason: z.string().nullable(),
  /** The bonus granted on approval, major units. */
  bonus: z.number().nullable(),
  requiredTurnover: z.number().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type PromotionApplication = z.infer<typeof promotionApplication>;
export const promotionApplicationsQuery = z.object({
  promotionId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export const promotionApplicationsValue = z.array(promotionApplication);

// ---- back office ----

export const boPromotionRow = z.object({
  id: z.number().int(),
  title: z.record(z.string(), z.string()),
  category: z.string().nullable(),
  imageUrl: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string().nullable(),
  published: z.boolean(),
  applyEnabled: z.boolean(),
  remarkRequired: z.boolean(),
  picturesRequired: z.boolean(),
  /** Minor units, as text. */
  bonus: z.string(),
  turnoverMultiple: z.number().int(),
  limit: promotionLimit,
  budget: z.string().nullable(),
  spent: z.string(),
  pending: z.number().int(),
});
export type BoPromotionRow = z.infer<typeof boPromotionRow>;
export const boPromotionsValue = z.array(boPromotionRow);

const minorText = z.string().regex(/^\d{1,15}$/);
export const promotionSettingsEdit = z.object({
  applyEnabled: z.boolean(),
  remarkRequired: z.boolean(),
  picturesRequired: z.boolean(),
  /** Minor units, as text. */
  bonus: minorText,
  turnoverMultiple: z.number().int().min(0).max(100),
  limit: promotionLimit,
  /** Minor units as text; null: no budget. */
  budget: minorText.nullable(),
});
export type PromotionSettingsEdit = z.infer<typeof promotionSettingsEdit>;

export const boApplicationsQuery = z.object({
  status: applicationStatus.optional(),
  promotionId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export const boApplicationRow = z.object({
  id: z.string(),
  promotionId: z.number().int(),
  promotionTitle: z.record(z.string(), z.string()),
  customerId: z.number().int(),
  username: z.string(),
  remarks: z.string(),
  pictures: z.number().int(),
  status: applicationStatus,
  reason: z.string().nullable(),
  /** Minor units as text. */
  bonus: z.string().nullable(),
  requiredTurnover: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
});
export type BoApplicationRow = z.infer<typeof boApplicationRow>;
export const boApplicationsValue = z.array(boApplicationRow);
export const applicationIdParam = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/) });
export const applicationImageParam = applicationIdParam.extend({ n: z.coerce.number().int().min(1).max(3) });
export const rejectApplicationEdit = z.object({ reason: z.string().trim().min(1).max(200) });

/** Back office: a promotion category with its names per language and how many promotions use it. */
export const boPromotionCategory = z.object({
  id: z.number(),
  code: z.string(),
  name: z.object({ TW: z.string(), EN: z.string(), VI: z.string() }),
  sort: z.number(),
  promotions: z.number(),
});
export type BoPromotionCategory = z.infer<typeof boPromotionCategory>;
export const boPromotionCategoriesValue = z.array(boPromotionCategory);
/** Creating or editing a category; the code is kept once created (promotions refer to it). */
export const promotionCategoryEdit = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,32}$/),
  name: z.object({
    TW: z.string().trim().min(1).max(40),
    EN: z.string().trim().min(1).max(40),
    VI: z.string().trim().min(1).max(40),
  }),
  sort: z.number().int().min(0).max(9999),
});
export type PromotionCategoryEdit = z.infer<typeof promotionCategoryEdit>;
