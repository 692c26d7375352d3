import { z } from 'zod';

/** Points and the points mall (inventory 1.4.4, decision 0039). Points are whole numbers; cash in major units. */

/**
 * A mall category's code (decision 0049): the operator's own, unique per merchant, kept once made (items
 * refer to it). Also the `type` filter of MCSFE_getPointReward.
 */
export const pointCategoryCodePattern = /^[A-Z0-9_]{2,30}$/;
export const pointCategoryCode = z.string().trim().regex(pointCategoryCodePattern);

/**
 * The categories every merchant had before they became the operator's (migration 0045, the demo seed), with
 * their names in TW/EN/VI.
 */
export const defaultPointCategories = [
  { code: 'DIGITAL', name: { TW: '數碼', EN: 'Digital', VI: 'Kỹ thuật số' } },
  { code: 'LIFESTYLE', name: { TW: '生活', EN: 'Lifestyle', VI: 'Đời sống' } },
  { code: 'VOUCHER', name: { TW: '禮券', EN: 'Vouchers', VI: 'Phiếu quà' } },
  { code: 'COLLECTIBLE', name: { TW: '收藏', EN: 'Collectibles', VI: 'Sưu tầm' } },
] as const;

/** The account type of the points ledger in ODSFE2_MemTransDet (inventory 1.4.4). */
export const POINTS_ACCOUNT_TYPE_ID = 9;

/** The mobile number of a delivery: checked as the registration's mobile number is. */
export const deliveryMobilePattern = /^\d{5,15}$/;

export const pointBalanceValue = z.object({ pointBalance: z.number().int() });

export const pointEarnRule = z.object({
  gameType: z.string(),
  /** Points given for every `perAmount` (major units) of settled valid bet in a merchant day. */
  points: z.number().int(),
  perAmount: z.number(),
  enabled: z.boolean(),
});
export const pointConfigValue = z.object({
  enabled: z.boolean(),
  /** Points per 1 major unit of cash. */
  pointExchangeRate: z.number().int(),
  /** The least points a conversion takes. */
  convertMin: z.number().int(),
  earnRules: z.array(pointEarnRule),
  /** The rules text in the member's language (null: the page's default text). */
  rules: z.string().nullable(),
});
export type PointConfig = z.infer<typeof pointConfigValue>;

export const pointRewardQuery = z.object({
  /** A category code; an unknown one lists nothing. */
  type: pointCategoryCode.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const pointReward = z.object({
  rewardId: z.number().int(),
  type: z.string(),
  name: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  /** Points only. */
  price: z.number().int(),
  /** Y: it can also be had for `mpPointAmount` points plus `mpMoneyAmount` cash each. */
  displayPointMoneyAmt: z.enum(['Y', 'N']),
  mpPointAmount: z.number().int().nullable(),
  mpMoneyAmount: z.number().nullable(),
  inventory: z.number().int(),
});
export type PointReward = z.infer<typeof pointReward>;
export const pointRewardValue = z.object({
  list: z.array(pointReward),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});

export const pointConversionTypesValue = z.object({
  types: z.array(z.object({ type: z.string(), name: z.string() })),
});

/**
 * A redemption. `redeemType` P: points only; anything else: points plus cash (cash = quantity × mpMoneyAmount).
 * The delivery details come as `name`, `address`, `mobile`, or in `remarks` as "Name:…, Address:…, Mobile:…".
 */
export const redeemPointRequest = z.object({
  rewardId: z.coerce.number().int().min(1).max(2_147_483_647),
  quantity: z.coerce.number().int().min(1).max(999),
  redeemType: z.string().max(8),
  password: z.string().max(16),
  province: z.string().trim().max(64).default(''),
  remarks: z.string().max(600).optional(),
  name: z.string().trim().max(64).optional(),
  address: z.string().trim().max(300).optional(),
  mobile: z.string().trim().max(20).optional(),
  /** The client's id of this attempt (optional; the original clients send none): a retry answers the first. */
  requestId: z.string().trim().min(8).max(64).optional(),
});
export type RedeemPointRequest = z.infer<typeof redeemPointRequest>;
export const redeemPointValue = z.object({
  redeemId: z.string(),
  status: z.enum(['P', 'R', 'A']),
  points: z.number().int(),
  cash: z.number(),
  pointBalance: z.number().int(),
});

export const redeemListQuery = z.object({
  startDate: z.iso.date().optional(),
  endDate: z.iso.date().optional(),
  status: z.enum(['P', 'R', 'A']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const redemptionRow = z.object({
  redeemId: z.string(),
  rewardId: z.number().int(),
  rewardName: z.string(),
  quantity: z.number().int(),
  redeemType: z.enum(['P', 'M']),
  points: z.number().int(),
  cash: z.number(),
  /** P in process, R rejected, A approved (delivered). */
  status: z.enum(['P', 'R', 'A']),
  reason: z.string().nullable(),
  name: z.string(),
  address: z.string(),
  mobile: z.string(),
  province: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RedemptionRow = z.infer<typeof redemptionRow>;
export const redeemListValue = z.object({
  list: z.array(redemptionRow),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});

export const convertPointRequest = z.object({
  amount: z.coerce.number().int().min(1).max(1_000_000_000),
  password: z.string().max(16),
  /** As for a redemption: a retry with the same id converts once. */
  requestId: z.string().trim().min(8).max(64).optional(),
});
export const convertPointValue = z.object({
  points: z.number().int(),
  cash: z.number(),
  pointBalance: z.number().int(),
});

/* Back office (/bo/v1/points/...). */

export const boPointConfig = z.object({
  enabled: z.boolean(),
  exchangeRate: z.number().int().min(1).max(1_000_000),
  convertMin: z.number().int().min(1).max(1_000_000_000),
  earnRules: z
    .array(
      z.object({
        gameType: z.string().min(1).max(16),
        points: z.number().int().min(0).max(1_000_000),
        perAmount: z.number().positive().max(1_000_000_000),
        enabled: z.boolean(),
      }),
    )
    .max(20),
  rules: z
    .object({
      TW: z.string().max(2000),
      EN: z.string().max(2000).optional(),
      VI: z.string().max(2000).optional(),
    })
    .nullable(),
});
export type BoPointConfig = z.infer<typeof boPointConfig>;

const localized = (max: number) =>
  z.object({
    TW: z.string().trim().min(1).max(max),
    EN: z.string().trim().max(max).optional(),
    VI: z.string().trim().max(max).optional(),
  });
/** Back office: a mall category with its names per language and how many items (enabled or not) use it. */
export const boPointCategory = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.object({ TW: z.string(), EN: z.string(), VI: z.string() }),
  sort: z.number().int(),
  enabled: z.boolean(),
  items: z.number().int(),
});
export type BoPointCategory = z.infer<typeof boPointCategory>;
export const boPointCategoriesValue = z.array(boPointCategory);
/** Creating or editing a category; the code is kept once created (items refer to it). EN/VI may be empty. */
export const boPointCategoryInput = z.object({
  code: pointCategoryCode,
  name: z.object({
    TW: z.string().trim().min(1).max(40),
    EN: z.string().trim().max(40).default(''),
    VI: z.string().trim().max(40).default(''),
  }),
  sort: z.number().int().min(0).max(9999),
  enabled: z.boolean(),
});
export type BoPointCategoryInput = z.infer<typeof boPointCategoryInput>;

export const boMallItemInput = z.object({
  /** The code of one of the merchant's categories (else pointcategory.unknown). */
  category: pointCategoryCode,
  name: localized(80),
  description: localized(1000).nullable(),
  images: z.array(z.string().max(500)).max(6),
  pricePoints: z.number().int().min(1).max(1_000_000_000),
  /** Points plus cash: both or neither. */
  mixPoints: z.number().int().min(1).max(1_000_000_000).nullable(),
  mixMoney: z.number().positive().max(1_000_000_000).nullable(),
  stock: z.number().int().min(0).max(1_000_000),
  enabled: z.boolean(),
  sort: z.number().int().min(0).max(100_000),
});
export type BoMallItemInput = z.infer<typeof boMallItemInput>;
export const boMallItem = boMallItemInput.extend({ id: z.number().int(), updatedAt: z.string() });
export type BoMallItem = z.infer<typeof boMallItem>;
export const boMallItemsValue = z.object({ items: z.array(boMallItem) });

export const boRedemptionsQuery = z.object({
  status: z.enum(['P', 'R', 'A']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const boRedemption = redemptionRow.extend({ username: z.string(), staff: z.string().nullable() });
export type BoRedemption = z.infer<typeof boRedemption>;
export const boRedemptionsValue = z.object({
  list: z.array(boRedemption),
  totalCount: z.number().int(),
});
export const boRedemptionDecision = z.object({ reason: z.string().trim().min(1).max(300) });
