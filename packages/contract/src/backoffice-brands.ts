import { z } from 'zod';
import { bannerGroups, modIds, staffAnnouncementTypes } from './constants.ts';
import { patternIds } from './field-rules.ts';

/**
 * Back office (issue 15 items 4, 5, 6): brands (white label), settings and content. Amounts are integer
 * minor units (numbers); texts in each language are `{ TW, EN?, VI? }`.
 */

const lang = z.enum(['TW', 'EN', 'VI']);
const text = (max: number) => z.string().trim().max(max);
/** A text in each language; TW is required (the default language). */
export const localizedInput = (max: number) =>
  z.object({ TW: text(max).min(1), EN: text(max).optional(), VI: text(max).optional() });
const optionalLocalized = (max: number) =>
  z.object({ TW: text(max).optional(), EN: text(max).optional(), VI: text(max).optional() });
/** A path on this site (`/media/...`, `/help?...`) or an https address. */
const link = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/, 'link');
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const minor = z.number().int().min(0).max(1_000_000_000_000);
const isoDate = z.string().datetime({ offset: true });

export const brandCode = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_-]{1,31}$/);
export const domainHost = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/);
export const brandDomain = z.object({ host: domainHost, kind: z.enum(['MAIN', 'PROMOTION']) });
export const socialLink = z.object({ type: text(30).min(1), url: link, title: text(60).min(1) });
export const brandResource = z.object({
  resourceType: z.enum(['APP_ANDROID', 'APP_IOS', 'PAYMENT', 'LICENCE', 'PROVIDER', 'ABOUT']),
  url: link,
  qrCodeUrl: link.nullable().default(null),
  labelNameEn: text(60).min(1),
  labelNames: optionalLocalized(60).nullable().default(null),
});
/**
 * A customer-service entry (decision 0066). type 1: the built-in live chat (no path); 2: a link (a path of
 * this site or an https address); 3: an https address kept encrypted, typed in plain by staff and never
 * shown back: '' with the entry's `id` keeps the stored address.
 */
export const brandCustomerService = z
  .object({
    id: z.number().int().min(1).optional(),
    type: z.number().int().min(1).max(3).default(2),
    csType: text(30).min(1),
    csPosition: z.enum(['LEFT', 'RIGHT', 'TOP', 'LOGIN', 'MAINTENANCE']),
    title: text(60).min(1),
    path: z.string().trim().max(500).default(''),
    labelIds: z.array(text(20).min(1)).max(20).default([]),
  })
  .superRefine((c, ctx) => {
    const bad = () => ctx.addIssue({ code: 'custom', path: ['path'], message: 'link' });
    if (c.type === 2 && !link.safeParse(c.path).success) bad();
    if (c.type === 3 && c.path !== '' && !/^https:\/\/[^\s]+$/.test(c.path)) bad();
    if (c.type === 3 && c.path === '' && c.id === undefined) bad();
  });

/** What the brand editor edits (everything but the code, which never changes). */
export const brandEdit = z
  .object({
    name: text(60).min(1),
    logoUrl: link,
    faviconUrl: link,
    colors: z.object({ primary: colour, primaryContrast: colour, accent: colour }),
    languages: z.array(lang).min(1).max(3),
    defaultLanguage: lang,
    currency: z.object({
      code: z.string().regex(/^[A-Z]{3}$/),
      symbol: text(8).min(1),
      decimals: z.number().int().min(0).max(4),
    }),
    timeZone: z
      .string()
      .max(64)
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, 'timeZone'),
    licenceTexts: optionalLocalized(1000),
    socialLinks: z.array(socialLink).max(20),
    copyrightYear: z.number().int().min(1990).max(2200),
    domains: z.array(brandDomain).min(1).max(20),
    resources: z.array(brandResource).max(100),
    customerService: z.array(brandCustomerService).max(20),
  })
  .refine((b) => b.languages.includes(b.defaultLanguage), { path: ['defaultLanguage'] })
  .refine((b) => new Set(b.domains.map((d) => d.host)).size === b.domains.length, { path: ['domains'] });
export type BrandEdit = z.infer<typeof brandEdit>;

export const brandCreate = z.object({
  code: brandCode,
  brand: brandEdit,
  /** Copy the enabled vendors (and their order) from this merchant; without it the house vendors. */
  templateMerchant: brandCode.optional(),
});
export type BrandCreate = z.infer<typeof brandCreate>;

export const brandValue = z.object({
  id: z.number().int(),
  code: z.string(),
  createdAt: z.string(),
  brand: z.object({
    name: z.string(),
    logoUrl: z.string(),
    faviconUrl: z.string(),
    colors: z.object({ primary: z.string(), primaryContrast: z.string(), accent: z.string() }),
    languages: z.array(lang),
    defaultLanguage: lang,
    currency: z.object({ code: z.string(), symbol: z.string(), decimals: z.number() }),
    timeZone: z.string(),
    licenceTexts: optionalLocalized(1000),
    socialLinks: z.array(z.object({ type: z.string(), url: z.string(), title: z.string() })),
    copyrightYear: z.number(),
    domains: z.array(z.object({ host: z.string(), kind: z.enum(['MAIN', 'PROMOTION']) })),
    resources: z.array(
      z.object({
        resourceType: z.string(),
        url: z.string(),
        qrCodeUrl: z.string().nullable(),
        labelNameEn: z.string(),
        labelNames: z.record(z.string(), z.string()).nullable(),
      }),
    ),
    customerService: z.array(
      z.object({
        id: z.number().int(),
        type: z.number().int(),
        /** Type 3: whether an address is stored (it is never sent back). */
        addressSet: z.boolean(),
        csType: z.string(),
        csPosition: z.string(),
        title: z.string(),
        path: z.string(),
        labelIds: z.array(z.string()),
      }),
    ),
  }),
});
export type BrandValue = z.infer<typeof brandValue>;
export const brandListRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  domains: z.array(z.string()),
  maintenance: z.boolean(),
  createdAt: z.string(),
});
export type BrandListRow = z.infer<typeof brandListRow>;
export const brandCodeParam = z.object({ code: brandCode });
export const uploadValue = z.object({ url: z.string() });

// ---- Settings ----

/** What each whitelabel flag of spec section 9 gates, in the operator's three languages. */
export const moduleDescriptions: Record<string, { TW: string; EN: string; VI: string }> = {
  [modIds.directRegistration]: {
    TW: '開放註冊（關閉時不能註冊新帳號；子項決定註冊方式）',
    EN: 'Registration open (off: no new accounts; the children choose how)',
    VI: 'Mở đăng ký (tắt: không tạo tài khoản mới; mục con chọn cách đăng ký)',
  },
  [modIds.usernameRegistration]: {
    TW: '以帳號名稱註冊',
    EN: 'Registration with a username',
    VI: 'Đăng ký bằng tên tài khoản',
  },
  [modIds.mobileRegistration]: {
    TW: '以手機號碼註冊',
    EN: 'Registration with a mobile number',
    VI: 'Đăng ký bằng số điện thoại',
  },
  [modIds.smsVerification]: {
    TW: '註冊時簡訊驗證手機',
    EN: 'SMS verification of the mobile number at registration',
    VI: 'Xác minh số điện thoại bằng SMS khi đăng ký',
  },
  [modIds.mobilePasswordRegistration]: {
    TW: '手機註冊時設定密碼',
    EN: 'Mobile registration asks for a password',
    VI: 'Đăng ký bằng điện thoại yêu cầu mật khẩu',
  },
  [modIds.freePlay]: {
    TW: '免費試玩帳號（試玩金）',
    EN: 'Free play accounts with trial money',
    VI: 'Tài khoản chơi thử với tiền thử',
  },
  [modIds.forcedPasswordExpiryChange]: {
    TW: '密碼過期時強制修改',
    EN: 'Forced change of an expired password',
    VI: 'Bắt buộc đổi mật khẩu khi hết hạn',
  },
  [modIds.mobileCodeLogin]: {
    TW: '手機驗證碼登入',
    EN: 'Login with a mobile verification code',
    VI: 'Đăng nhập bằng mã xác minh điện thoại',
  },
  [modIds.forgotPasswordByPhone]: {
    TW: '以手機重設忘記的密碼',
    EN: 'Forgotten password reset by phone',
    VI: 'Đặt lại mật khẩu bằng điện thoại',
  },
  [modIds.loginIpVerification]: {
    TW: '新 IP 登入時驗證',
    EN: 'Verification when logging in from a new IP',
    VI: 'Xác minh khi đăng nhập từ IP mới',
  },
  [modIds.goHomeAfterLogin]: {
    TW: '登入後回到首頁',
    EN: 'Go to the home page after login',
    VI: 'Về trang chủ sau khi đăng nhập',
  },
  [modIds.agentCentre]: {
    TW: '代理中心（子項：契約、工資）',
    EN: 'Agent centre (children: contracts, salaries)',
    VI: 'Trung tâm đại lý (mục con: hợp đồng, lương)',
  },
  [modIds.contracts]: { TW: '分紅契約', EN: 'Dividend contracts', VI: 'Hợp đồng chia lợi nhuận' },
  [modIds.dailySalary]: { TW: '日工資', EN: 'Daily salary', VI: 'Lương ngày' },
  [modIds.hourlySalary]: { TW: '時工資', EN: 'Hourly salary', VI: 'Lương giờ' },
  [modIds.realTimeSalary]: {
    TW: '即時工資（每 5 分鐘結算）',
    EN: 'Real-time salary (settles every 5 minutes)',
    VI: 'Lương thời gian thực (quyết toán mỗi 5 phút)',
  },
  [modIds.referral]: { TW: '推薦好友', EN: 'Refer a friend', VI: 'Giới thiệu bạn bè' },
  [modIds.deposit]: {
    TW: '存款（關閉時存款頁顯示存款關閉訊息）',
    EN: 'Deposits (off: the deposit page shows the deposit-off message)',
    VI: 'Nạp tiền (tắt: trang nạp tiền hiện thông báo tạm ngừng)',
  },
  [modIds.withdraw]: { TW: '提款', EN: 'Withdrawals', VI: 'Rút tiền' },
  [modIds.points]: { TW: '積分系統', EN: 'Points system', VI: 'Hệ thống điểm' },
  [modIds.googleLogin]: { TW: 'Google 登入', EN: 'Sign in with Google', VI: 'Đăng nhập bằng Google' },
  [modIds.facebookLogin]: {
    TW: 'Facebook 登入',
    EN: 'Sign in with Facebook',
    VI: 'Đăng nhập bằng Facebook',
  },
};

export const moduleRow = z.object({
  modId: z.string(),
  parentModId: z.string().nullable(),
  enabled: z.boolean(),
  description: z.object({ TW: z.string(), EN: z.string(), VI: z.string() }).nullable(),
});
export const modulesValue = z.object({ modules: z.array(moduleRow) });
export const moduleToggle = z.object({ enabled: z.boolean() });
export const modIdParam = z.object({ modId: z.string().regex(/^[A-Z0-9_]{1,40}$/) });

export const fieldRuleRow = z.object({
  name: z.string(),
  enabled: z.boolean(),
  required: z.boolean(),
  patternId: z.string(),
  minLength: z.number().int(),
  maxLength: z.number().int(),
  type: z.string(),
});
export const fieldRulesValue = z.object({ rules: z.array(fieldRuleRow), patternIds: z.array(z.string()) });
export const fieldRuleEdit = z
  .object({
    enabled: z.boolean(),
    required: z.boolean(),
    patternId: z.enum(patternIds),
    minLength: z.number().int().min(0).max(256),
    maxLength: z.number().int().min(1).max(256),
  })
  .refine((r) => r.minLength <= r.maxLength, { path: ['maxLength'] })
  .refine((r) => r.enabled || !r.required, { path: ['required'] });
export const fieldNameParam = z.object({ name: z.string().regex(/^[a-zA-Z]{1,40}$/) });

export const maintenanceValue = z.object({
  maintenance: z.boolean(),
  maintenanceEnd: z.string().nullable(),
  blockedCountries: z.array(z.string()),
  depositOffMessage: optionalLocalized(500),
});
export const maintenanceEdit = z.object({ on: z.boolean(), until: isoDate.nullable().default(null) });
export const regionsEdit = z.object({
  countries: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .max(250)
    .transform((c) => [...new Set(c)]),
});
export const depositOffEdit = z.object({ message: optionalLocalized(500) });

const bankAccount = z.object({
  bankName: text(80).min(1),
  accountName: text(80).min(1),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9 -]{4,40}$/),
  branch: text(80).default(''),
});
export const paymentChannelRow = z.object({
  id: z.number().int(),
  code: z.string(),
  method: z.enum(['PG', 'MT']),
  name: z.record(z.string(), z.string()),
  enabled: z.boolean(),
  minAmount: z.number(),
  maxAmount: z.number(),
  feeBp: z.number(),
  feeFixed: z.number(),
  feeMin: z.number().nullable(),
  feeMax: z.number().nullable(),
  rebateBp: z.number(),
  fixAmounts: z.array(z.number()),
  fixAmountOnly: z.boolean(),
  sort: z.number(),
  receiver: bankAccount.nullable(),
});
export const paymentChannelsValue = z.object({ channels: z.array(paymentChannelRow) });
export const paymentChannelEdit = z
  .object({
    enabled: z.boolean(),
    name: localizedInput(60),
    minAmount: minor.min(1),
    maxAmount: minor.min(1),
    feeBp: z.number().int().min(0).max(5000),
    feeFixed: minor,
    feeMin: minor.nullable(),
    feeMax: minor.nullable(),
    rebateBp: z.number().int().min(0).max(5000),
    fixAmounts: z.array(minor.min(1)).max(12),
    fixAmountOnly: z.boolean(),
    sort: z.number().int().min(0).max(10_000),
    /** Manual transfer (MT) channels: the bank account members pay into. */
    receiver: bankAccount.nullable(),
  })
  .refine((c) => c.minAmount <= c.maxAmount, { path: ['maxAmount'] })
  .refine((c) => c.feeMin === null || c.feeMax === null || c.feeMin <= c.feeMax, { path: ['feeMax'] })
  .refine((c) => !c.fixAmountOnly || c.fixAmounts.length > 0, { path: ['fixAmounts'] })
  .refine((c) => c.fixAmounts.every((a) => a >= c.minAmount && a <= c.maxAmount), {
    path: ['fixAmounts'],
  });
export const idParam = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The merchant's withdrawal rules (modules/wallet/withdrawals.ts reads them on every request). */
export const withdrawRules = z
  .object({
    depositTurnoverMultiple: z.number().int().min(0).max(100),
    dailyCount: z.number().int().min(0).max(100),
    dailyAmount: minor,
    feeBp: z.number().int().min(0).max(5000),
    bankMin: minor,
    bankMax: minor,
    ewalletMin: minor,
    ewalletMax: minor,
  })
  .refine((w) => w.bankMin <= w.bankMax, { path: ['bankMax'] })
  .refine((w) => w.ewalletMin <= w.ewalletMax, { path: ['ewalletMax'] });
export type WithdrawRules = z.infer<typeof withdrawRules>;

// ---- Content ----

export const bannerRow = z.object({
  id: z.number().int(),
  groupName: z.string(),
  imageUrl: z.string(),
  title: z.record(z.string(), z.string()),
  linkageType: z.enum(['URL', 'P', 'G']).nullable(),
  linkageValue: z.string().nullable(),
  sort: z.number(),
  startAt: z.string(),
  endAt: z.string().nullable(),
  /** Shown to members (per its schedule); false: a draft only a preview shows (decision 0035). */
  published: z.boolean(),
  /** Published and in its schedule now. */
  live: z.boolean(),
});
export const bannerEdit = z
  .object({
    groupName: z.enum(bannerGroups),
    imageUrl: link,
    title: localizedInput(120),
    linkageType: z.enum(['URL', 'P', 'G']).nullable(),
    linkageValue: text(500).nullable(),
    sort: z.number().int().min(0).max(10_000),
    startAt: isoDate.nullable().default(null),
    endAt: isoDate.nullable().default(null),
    /**
     * Decision 0035: a new item without it is published (API callers before drafts existed); the admin
     * page sends false for a new item. An edit without it keeps the item's state.
     */
    published: z.boolean().optional(),
  })
  .refine((b) => (b.linkageType === null) === (b.linkageValue === null || b.linkageValue === ''), {
    path: ['linkageValue'],
  })
  .refine((b) => b.linkageType !== 'URL' || link.safeParse(b.linkageValue).success, {
    path: ['linkageValue'],
  })
  .refine((b) => !b.startAt || !b.endAt || new Date(b.startAt) < new Date(b.endAt), { path: ['endAt'] });
export const bannersQuery = z.object({ group: z.enum(bannerGroups).optional() });
export const bannerOrder = z.object({
  groupName: z.enum(bannerGroups),
  ids: z.array(z.number().int().min(1)).min(1).max(200),
});

export const announcementRow = z.object({
  id: z.number().int(),
  type: z.enum(staffAnnouncementTypes),
  execution: z.enum(['B', 'A', 'F']),
  platform: z.enum(['W', 'M', 'ALL']),
  title: z.record(z.string(), z.string()),
  content: z.record(z.string(), z.string()),
  category: z.string().nullable(),
  imageUrl: z.string().nullable(),
  sort: z.number(),
  startAt: z.string(),
  endAt: z.string().nullable(),
  published: z.boolean(),
  live: z.boolean(),
  /** Members who have read it (decision 0067). */
  readCount: z.number().int(),
});
export const announcementEdit = z
  .object({
    type: z.enum(staffAnnouncementTypes),
    execution: z.enum(['B', 'A', 'F']),
    platform: z.enum(['W', 'M', 'ALL']),
    title: localizedInput(200),
    content: localizedInput(20_000),
    category: z
      .string()
      .regex(/^[a-z_]{1,40}$/)
      .nullable()
      .default(null),
    imageUrl: link.nullable().default(null),
    sort: z.number().int().min(0).max(10_000),
    startAt: isoDate.nullable().default(null),
    endAt: isoDate.nullable().default(null),
    published: z.boolean().optional(),
  })
  .refine((a) => !a.startAt || !a.endAt || new Date(a.startAt) < new Date(a.endAt), { path: ['endAt'] });
export const boAnnouncementsQuery = z.object({ type: z.enum(staffAnnouncementTypes).optional() });

export const helpCategoryRow = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.record(z.string(), z.string()),
  sort: z.number(),
  /** Decision 0036: false is a draft category (members see neither it nor its articles). */
  published: z.boolean(),
  articles: z.array(
    z.object({
      id: z.number().int(),
      title: z.record(z.string(), z.string()),
      content: z.record(z.string(), z.string()),
      sort: z.number(),
      published: z.boolean(),
    }),
  ),
});
export const helpValue = z.object({ categories: z.array(helpCategoryRow) });
export const helpCategoryEdit = z.object({
  code: z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/),
  title: localizedInput(120),
  sort: z.number().int().min(0).max(10_000),
  /** Absent: a new category is published, an edited one keeps its state (as articles, decision 0035). */
  published: z.boolean().optional(),
});
export const helpArticleEdit = z.object({
  categoryId: z.number().int().min(1).max(2_147_483_647),
  title: localizedInput(200),
  content: localizedInput(50_000),
  sort: z.number().int().min(0).max(10_000),
  published: z.boolean().optional(),
});

/** Decisions 0035, 0036: publish or unpublish a banner, announcement, help category or article (audited). */
export const publishEdit = z.object({ published: z.boolean() });

/**
 * Decision 0035: a preview link of the player site. `at`: the moment the preview shows (scheduled items
 * as they will look then); null: the viewer's now. `path`: where the content shows (home, help centre, a banner group's page).
 */
export const previewLinkEdit = z.object({
  at: isoDate.nullable().default(null),
  path: z
    .string()
    .regex(/^\/[a-z0-9_/-]{0,80}$/)
    .default('/'),
  /** The help article to open (the help centre's `?article=`). */
  articleId: z.number().int().min(1).max(2_147_483_647).optional(),
  /** The help category to open (the help centre's `?category=`, decision 0036). */
  category: z
    .string()
    .regex(/^[a-z][a-z0-9_-]{0,39}$/)
    .optional(),
});
export const previewLinkValue = z.object({
  /** The player site's address with `?preview=<token>` (and `&at=`), to open in a new tab. */
  url: z.string(),
  expiresAt: z.string(),
  at: z.string().nullable(),
});
/** The header the player site sends its content calls with while a preview tab is open. */
export const PREVIEW_TOKEN_HEADER = 'x-content-preview';
export const PREVIEW_AT_HEADER = 'x-content-preview-at';

/** The footer: resources (apps, payments, licence, providers, about links), social links and licence text. */
export const footerValue = z.object({
  resources: z.array(brandResource),
  socialLinks: z.array(socialLink),
  licenceTexts: optionalLocalized(1000),
});
export const footerEdit = z.object({
  resources: z.array(brandResource).max(100),
  socialLinks: z.array(socialLink).max(20),
  licenceTexts: optionalLocalized(1000),
});

/** Decision 0036: the footer's saved draft (null: none), what a preview link shows in place of the live one. */
export const footerDraftValue = z.object({
  draft: footerValue.nullable(),
  updatedAt: z.string().nullable(),
  staffId: z.number().int().nullable(),
});
