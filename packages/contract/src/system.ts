import { z } from 'zod';
import type { ModuleNode } from './constants.ts';
import { languageCode } from './envelope.ts';

export const moduleNode: z.ZodType<ModuleNode> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.boolean(), childrenNodes: z.array(moduleNode) }),
);

/** Registration field rule served by the server and checked on both sides. */
export const registerFieldRule = z.object({
  name: z.string(),
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.string(),
  minLength: z.number().int(),
  maxLength: z.number().int(),
  type: z.string(),
});
export type RegisterFieldRule = z.infer<typeof registerFieldRule>;

/** Routers/domain resource (spec section 3): app downloads, licence, payment logos... */
export const resource = z.object({
  resourceType: z.string(),
  url: z.string(),
  qrCodeUrl: z.string().nullable(),
  labelNameEn: z.string(),
  /** The label in each language the merchant gave (issue 14 item 7); absent: `labelNameEn`. */
  labelNames: z
    .object({ TW: z.string().optional(), EN: z.string().optional(), VI: z.string().optional() })
    .optional(),
});
export type Resource = z.infer<typeof resource>;

export const customerServiceEntry = z.object({
  id: z.number().int(),
  /** 1 built-in live chat, 2 link, 3 encrypted address: '' here, sealed for a session (decision 0066). */
  type: z.number().int(),
  csType: z.string(),
  csPosition: z.string(),
  title: z.string(),
  path: z.string(),
  labelIds: z.array(z.string()),
});
export type CustomerServiceEntry = z.infer<typeof customerServiceEntry>;

export const brand = z.object({
  name: z.string(),
  logoUrl: z.string(),
  faviconUrl: z.string(),
  colors: z.object({ primary: z.string(), primaryContrast: z.string(), accent: z.string() }),
  socialLinks: z.array(z.object({ type: z.string(), url: z.string(), title: z.string() })),
  copyrightYear: z.number().int(),
  licenceText: z.string(),
  /** The licence line in each language; `licenceText` for a language without one. */
  licenceTexts: z
    .object({ TW: z.string().optional(), EN: z.string().optional(), VI: z.string().optional() })
    .optional(),
});
export type Brand = z.infer<typeof brand>;

export const systemInfo = z.object({
  whitelabel: z.array(moduleNode),
  register: z.array(registerFieldRule),
  resources: z.array(resource),
  customerService: z.array(customerServiceEntry),
  analytics: z.object({ gtagId: z.string().nullable() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  languages: z.array(languageCode),
  defaultLanguage: languageCode,
  currency: z.object({ code: z.string(), symbol: z.string(), decimals: z.number().int() }),
  brand,
  /** The merchant's business time zone (IANA): its days bound reports and periods; the agent site's clock. */
  timeZone: z.string(),
});
export type SystemInfo = z.infer<typeof systemInfo>;

export const systemStatusValue = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenance: z.boolean(),
  maintenanceEnd: z.string().nullable(),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  info: systemInfo,
});
export type SystemStatus = z.infer<typeof systemStatusValue>;

export const systemStatusQuery = z.object({ host: z.string().max(253).optional() });

export const domainRouteValue = z.object({
  mainDomain: z.string(),
  promotionDomains: z.array(z.string()),
  routes: z.array(resource),
});
export type DomainRoute = z.infer<typeof domainRouteValue>;

export const helpArticle = z.object({
  id: z.number().int(),
  category: z.string(),
  title: z.string(),
  content: z.string(),
  sort: z.number().int(),
  /** Only in a content preview (decision 0035): true for a draft members do not see. */
  draft: z.boolean().optional(),
});
export const helpCenterValue = z.object({
  categories: z.array(
    z.object({
      code: z.string(),
      title: z.string(),
      articles: z.array(helpArticle),
      /** Only in a preview answer (decision 0036): the category is not published. */
      draft: z.boolean().optional(),
    }),
  ),
});
export type HelpCenter = z.infer<typeof helpCenterValue>;

/**
 * The footer a player site shows (`GET /wps/system/footer`, decision 0036): the live one (as the status
 * call's resources and brand carry it) or, with a preview link, the saved draft (`draft: true`).
 */
export const footerViewValue = z.object({
  resources: z.array(resource),
  socialLinks: brand.shape.socialLinks,
  licenceText: z.string(),
  licenceTexts: z.object({ TW: z.string().optional(), EN: z.string().optional(), VI: z.string().optional() }),
  draft: z.boolean(),
});
export type FooterView = z.infer<typeof footerViewValue>;
