import { z } from 'zod';
import { localizedInput } from './backoffice-brands.ts';
import { memberProfileField } from './missions.ts';

/**
 * Newbie tasks (register promotions) and promo codes of the reward centre (issue 16, inventory 1.4.1,
 * decision 0045): the member calls and the back office's editors. Money on the wire is in major units.
 */

/** Member information a newbie task may require (PROFILE_COMPLETE fields of the rule engine). */
export const newbieRequiredField = memberProfileField.exclude(['AVATAR', 'NICKNAME']);
export type NewbieRequiredField = z.infer<typeof newbieRequiredField>;
/** The inventory's flag of each field on a `registerPromotion` item. */
export const newbieFieldFlags = {
  MOBILE_VERIFIED: 'mobileVerified',
  BANK_CARD: 'bankCardRequired',
  EMAIL: 'emailRequired',
  PAYEE_NAME: 'payeeNameRequired',
  BIRTHDAY: 'birthdayRequired',
  ADDRESS: 'addressRequired',
  CONTACT_NUMBER: 'contactNumberRequired',
  QQ: 'qqRequired',
  LINE: 'lineRequired',
  WHATSAPP: 'whatsappRequired',
  ZALO: 'zaloRequired',
  FACEBOOK: 'facebookRequired',
  WECHAT: 'wechatRequired',
  ID_NUMBER: 'idRequired',
} as const satisfies Record<NewbieRequiredField, string>;

const money = z.number().min(0).max(1e10);
const localizedText = z.object({
  TW: z.string().max(4000).optional(),
  EN: z.string().max(4000).optional(),
  VI: z.string().max(4000).optional(),
});
const instant = z.iso.datetime({ offset: true }).nullable().default(null);
const idParam = z.object({ id: z.string().regex(/^\d{1,9}$/) });
export const newbiePromoIdParam = idParam;

// ---- newbie tasks ----

export const registerPromotionInput = z
  .object({
    name: localizedInput(80),
    remark: localizedText.default({}),
    /** Both null: permanent. */
    startTime: instant,
    endTime: instant,
    enabled: z.boolean().default(true),
    bonusAmount: money.default(0),
    turnoverMultiple: z.number().int().min(0).max(100).default(0),
    pointAmount: z.number().int().min(0).max(1e9).default(0),
    requiredFields: z.array(newbieRequiredField).min(1).max(14),
  })
  .refine(
    (c) =>
      (c.startTime === null && c.endTime === null) ||
      (c.startTime !== null && c.endTime !== null && Date.parse(c.endTime) > Date.parse(c.startTime)),
    { path: ['endTime'], message: 'range' },
  )
  .refine((c) => new Set(c.requiredFields).size === c.requiredFields.length, {
    path: ['requiredFields'],
    message: 'duplicate',
  })
  .refine((c) => c.bonusAmount > 0 || c.pointAmount > 0, { path: ['bonusAmount'], message: 'reward' });
export type RegisterPromotionInput = z.input<typeof registerPromotionInput>;

export const boRegisterPromotion = z.object({
  id: z.string(),
  name: z.record(z.string(), z.string()),
  remark: z.record(z.string(), z.string()),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  enabled: z.boolean(),
  bonusAmount: z.number(),
  turnoverMultiple: z.number(),
  pointAmount: z.number(),
  requiredFields: z.array(newbieRequiredField),
  claims: z.number(),
});
export type BoRegisterPromotion = z.infer<typeof boRegisterPromotion>;
export const boRewardClaim = z.object({
  id: z.string(),
  username: z.string(),
  /** The promotion's or the code's id. */
  sourceId: z.string(),
  amount: z.number(),
  pointAmount: z.number(),
  createdAt: z.string(),
});
export type BoRewardClaim = z.infer<typeof boRewardClaim>;

export const registerPromotionItem = z.object({
  promotionId: z.string(),
  promotionName: z.string(),
  /** The rules text. */
  remark: z.string(),
  hasExpiry: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  bonusAmount: z.number(),
  pointAmount: z.number(),
  turnoverMultiple: z.number(),
  /** The fields this promotion requires, in the order the operator set them. */
  requiredFields: z.array(newbieRequiredField),
  mobileVerified: z.boolean(),
  bankCardRequired: z.boolean(),
  emailRequired: z.boolean(),
  payeeNameRequired: z.boolean(),
  birthdayRequired: z.boolean(),
  addressRequired: z.boolean(),
  contactNumberRequired: z.boolean(),
  qqRequired: z.boolean(),
  lineRequired: z.boolean(),
  whatsappRequired: z.boolean(),
  zaloRequired: z.boolean(),
  facebookRequired: z.boolean(),
  wechatRequired: z.boolean(),
  idRequired: z.boolean(),
  claimed: z.boolean(),
});
export type RegisterPromotionItem = z.infer<typeof registerPromotionItem>;
export const registerPromotionListValue = z.object({
  registerPromotion: z.array(registerPromotionItem),
  /** The fields the member has completed (of every field a newbie task may require). */
  accomplishedFields: z.array(newbieRequiredField),
});
export type RegisterPromotionListValue = z.infer<typeof registerPromotionListValue>;
export const claimRegisterPromotionRequest = z.object({ promotionId: z.string().regex(/^\d{1,9}$/) });
export const claimRewardValue = z.object({
  amount: z.number(),
  pointAmount: z.number(),
  turnoverMultiple: z.number(),
});
export type ClaimRewardValue = z.infer<typeof claimRewardValue>;

// ---- promo codes ----

const codeText = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,32}$/);
export const promoCodeInput = z
  .object({
    code: codeText,
    description: localizedText.default({}),
    enabled: z.boolean().default(true),
    /** Shown in the member's list of available codes (otherwise only typed in). */
    listed: z.boolean().default(false),
    startTime: instant,
    endTime: instant,
    /** Redemptions in all (null: no limit). */
    maxUses: z.number().int().min(1).max(1e9).nullable().default(null),
    bonusAmount: money.default(0),
    turnoverMultiple: z.number().int().min(0).max(100).default(0),
    pointAmount: z.number().int().min(0).max(1e9).default(0),
    /** Deposits the member needs (DEPOSIT_AMOUNT of the rule engine) from the code's start on, or ever. */
    depositAmount: money.default(0),
  })
  .refine((c) => !c.startTime || !c.endTime || Date.parse(c.endTime) > Date.parse(c.startTime), {
    path: ['endTime'],
    message: 'range',
  })
  .refine((c) => c.bonusAmount > 0 || c.pointAmount > 0, { path: ['bonusAmount'], message: 'reward' });
export type PromoCodeInput = z.input<typeof promoCodeInput>;
export const boPromoCode = z.object({
  id: z.string(),
  code: z.string(),
  description: z.record(z.string(), z.string()),
  enabled: z.boolean(),
  listed: z.boolean(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  maxUses: z.number().nullable(),
  uses: z.number(),
  bonusAmount: z.number(),
  turnoverMultiple: z.number(),
  pointAmount: z.number(),
  depositAmount: z.number(),
  claims: z.number(),
});
export type BoPromoCode = z.infer<typeof boPromoCode>;

/** Why a listed code cannot be used now. */
export const promoCodeReason = z.enum(['NOT_OPEN', 'EXPIRED', 'USED_UP', 'CLAIMED', 'CONDITION_UNMET']);
export type PromoCodeReason = z.infer<typeof promoCodeReason>;
export const promoCodeEnableValue = z.object({ enabled: z.boolean() });
export const promoCodeItem = z.object({
  promoCode: z.string(),
  enabled: z.boolean(),
  description: z.string(),
  promotionSettingId: z.string(),
  bonusAmount: z.number(),
  pointAmount: z.number(),
  endDate: z.string().nullable(),
  reason: promoCodeReason.optional(),
});
export type PromoCodeItem = z.infer<typeof promoCodeItem>;
export const promoCodeListValue = z.array(promoCodeItem);
export const claimPromoCodeRequest = z.object({ promoCode: z.string().trim().min(1).max(64) });
export const claimPromoCodeValue = claimRewardValue.extend({ promoCode: z.string() });
export type ClaimPromoCodeValue = z.infer<typeof claimPromoCodeValue>;
