import { z } from 'zod';
import { languageCode } from './envelope.ts';

/** A node of the whitelabel module tree (`/wps/system/whitelabel`): one feature flag and what it gates. */
export interface ModuleNode {
  modId: string;
  enabled: boolean;
  childrenNodes: ModuleNode[];
}
export const moduleNode: z.ZodType<ModuleNode> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.boolean(), childrenNodes: z.array(moduleNode) }),
);

/**
 * Feature flags of spec section 9 and the modules they gate, by the mod ids the original portal uses.
 * The tree shape (parent gates children) is in `moduleTree` of the server's seed.
 */
export const modIds = {
  directRegistration: 'DIRECTREG3',
  usernameRegistration: 'REG3',
  mobileRegistration: 'MOBILENUMREG3',
  smsVerification: 'SMSVERIF3',
  mobilePasswordRegistration: 'MOBILEPWDREG3',
  freePlay: 'FREEPLAY3',
  forcedPasswordExpiryChange: 'PWDEXPFORCECHANGE3',
  mobileCodeLogin: 'MOBILEVERCODELOGIN3',
  forgotPasswordByPhone: 'CHNGPASSVERIF3',
  goHomeAfterLogin: 'GOHOMEAFTERLOGIN3',
  agentCentre: 'AGENTCEN3',
  referral: 'REFERRAL',
  contracts: 'DIVIDEND',
  dailySalary: 'DAYSAL',
  hourlySalary: 'HOURSAL3',
  realTimeSalary: 'REALTIMESAL3',
  deposit: 'DEPOSIT',
  withdraw: 'WITHDRAW',
  points: 'PTSYS3',
  googleLogin: 'GOOGLELOGIN3',
  facebookLogin: 'FACEBOOKLOGIN3',
} as const;
export type ModId = (typeof modIds)[keyof typeof modIds];

/** Finds a module anywhere in the tree; a child counts as enabled only when every ancestor is. */
export function isModuleEnabled(tree: readonly ModuleNode[], modId: string): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled;
    if (node.enabled && isModuleEnabled(node.childrenNodes, modId)) return true;
  }
  return false;
}

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
});
export type Resource = z.infer<typeof resource>;

export const customerServiceEntry = z.object({
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
});
export const helpCenterValue = z.object({
  categories: z.array(z.object({ code: z.string(), title: z.string(), articles: z.array(helpArticle) })),
});
export type HelpCenter = z.infer<typeof helpCenterValue>;
