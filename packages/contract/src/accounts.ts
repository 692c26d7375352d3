import { z } from 'zod';

/** Spec section 5: inputs are trimmed, except SMS codes. */
const trimmed = (max: number) => z.string().trim().max(max);

export const loginRequest = z.object({
  username: trimmed(64),
  /**
   * Passwords are never trimmed or truncated (SECURITY.md item 2); 256 is far above any rule. Always
   * sent (spec: "username (or mobile number), password (or sms code)"); empty when `rememberToken`
   * stands in for it or for an SMS login, whose `username` is the mobile number.
   */
  password: z.string().max(256),
  captcha: trimmed(16).optional(),
  /** Human verification by Geetest v4 (GEETEST3), when the server is configured for it. */
  geetest: z
    .object({
      lot_number: z.string().max(128),
      captcha_output: z.string().max(2048),
      pass_token: z.string().max(256),
      gen_time: z.string().max(16),
    })
    .optional(),
  type: z.enum(['username', 'sms']).default('username'),
  mobileNum: trimmed(20).optional(),
  countryDialingCode: trimmed(6).optional(),
  smsCode: z.string().max(8).optional(),
  /** The stand-alone agent site logs in agents only (error_not_agent for others). */
  site: z.enum(['portal', 'agent']).default('portal'),
  /** Remember me (DECISIONS.md 3): ask for a device remember token, or log in with one instead of a password. */
  remember: z.boolean().optional(),
  rememberToken: z.string().max(128).optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/**
 * `/wps/captcha/geetest`: the Geetest v4 widget's configuration when the server checks logins with it
 * (its public captcha id and the script to load), null when the image captcha of `/wps/captcha` is used.
 */
export const geetestConfigValue = z.object({ captchaId: z.string(), scriptUrl: z.string() }).nullable();
export type GeetestConfig = z.infer<typeof geetestConfigValue>;
/** The Geetest v4 widget's result (`captchaObj.getValidate()`), sent as the login's `geetest`. */
export type GeetestResult = NonNullable<LoginRequest['geetest']>;

export const loginValue = z.object({
  token: z.string(),
  id: z.number().int(),
  userName: z.string(),
  customerType: z.number().int(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** Issued when the login asked to be remembered: valid one day, revoked by logout-all and password change. */
  rememberToken: z.string().optional(),
});
export type LoginValue = z.infer<typeof loginValue>;

/** `isAgent` of the spec: 0 member; 1, 2, 41, 42 agents; 4 trial (free play); 40-42 virtual players. */
export const customerTypes = { member: 0, agent: 1, agent2: 2, trial: 4 } as const;
export const agentTypes = [1, 2, 41, 42] as const;
/**
 * Agent-only accounts (isAgent 2, and 42 its virtual form): agents that are not members, so they log in to
 * the agent site only; the portal answers error_not_member (spec section 6, decision 0013).
 */
export const agentOnlyTypes = [2, 42] as const;

export const memberInfoValue = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  toUpline: z.string(),
  clubLabel: z
    .object({ labelName: z.string(), color: z.string(), color2: z.string(), rankLevel: z.number().int() })
    .nullable(),
  memberLabel: z.array(z.object({ labelName: z.string(), color: z.string() })),
  /**
   * The session must change its password before anything else (spec section 4, decision 0026); other
   * calls answer 403 password.change.required meanwhile. Optional for clients that predate it.
   */
  passwordChangeRequired: z.boolean().optional(),
});
export type MemberInfo = z.infer<typeof memberInfoValue>;

export const freePlayRequest = z.object({
  os: z.string().max(32).optional(),
  platform: z.string().max(8).optional(),
});

/** `/wps/member/language`: the member's language, used for what is sent to the member (mail, SMS). */
export const updateLanguageRequest = z.object({ language: z.enum(['TW', 'EN', 'VI']) });

export const changePasswordRequest = z.object({
  oldPassword: z.string().max(256),
  newPassword: z.string().max(256),
  confirmNewPassword: z.string().max(256),
});

const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * The spec's registration payload. Which fields are shown and required, and their patterns, come from the
 * merchant's field rules (`/wps/system/setting/register`), checked on both sides by `field-rules.ts`.
 */
export const registerRequest = z.object({
  username: optionalText(64),
  password: z.string().max(256).optional(),
  confirmPassword: z.string().max(256).optional(),
  payeeName: optionalText(64),
  email: optionalText(128),
  qqNum: optionalText(32),
  mobileNum: optionalText(20),
  recommenderId: optionalText(32),
  captcha: optionalText(16),
  verificationCode: z.string().max(8).optional(),
  affiliateCode: optionalText(32),
  paymentPassword: z.string().max(64).optional(),
  line: optionalText(64),
  whatsapp: optionalText(32),
  zalo: optionalText(32),
  facebook: optionalText(128),
  wechat: optionalText(64),
  idNumber: optionalText(32),
  referralCode: optionalText(32),
  domain: optionalText(253),
  countryDialingCode: optionalText(6),
  login: z.boolean().optional(),
  registerUrl: optionalText(2048),
  registerMethod: z.string().max(16).optional(),
  /** The link ticket of a social sign-in whose identity the new account takes (`/register?oauthLink=`). */
  oauthLink: z.string().max(128).optional(),
  /** Both confirmations are required and must be true (spec section 5); the form sends them. */
  agreeTerms: z.literal(true),
  confirmAge: z.literal(true),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const registerValue = z.object({
  customerId: z.number().int(),
  token: z.string(),
  userName: z.string(),
  /** Mobile registration: the generated account name, also usable to log in (DECISIONS.md 13). */
  account: z.string().optional(),
});
export type RegisterValue = z.infer<typeof registerValue>;

export const affiliateQuery = z.object({ code: z.string().trim().min(1).max(32), domain: optionalText(253) });
export const affiliateValue = z.object({ code: z.string(), agent: z.string() });

export const smsSendRequest = z.object({
  countryDialingCode: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/),
  mobileNo: z
    .string()
    .trim()
    .regex(/^\d{5,15}$/),
  /** noLogin only: what the code is for. */
  purpose: z.enum(['login', 'reset']).optional(),
});
export const smsSendValue = z.object({
  expiredMinutes: z.number().int(),
  expirationTime: z.number().int(),
  /** Seconds until another code may be sent to this number for this purpose (a send earlier answers 429). */
  retryAfter: z.number().int(),
});
/** `sms.send.wait` (429): the value of the refusal; the Retry-After header carries the same seconds. */
export const smsWaitValue = z.object({ retryAfter: z.number().int() });
export type SmsSendValue = z.infer<typeof smsSendValue>;

/**
 * A login from an IP the account never used, with LOGINIPVERF3 on: the value of the
 * `login.verification.required` answer. A code went by SMS (S) or email (E) to `target` (masked).
 */
export const loginVerificationValue = z.object({
  verificationToken: z.string(),
  method: z.enum(['S', 'E']),
  target: z.string(),
  expiredMinutes: z.number().int(),
});
export type LoginVerificationValue = z.infer<typeof loginVerificationValue>;

/** `/wps/session/login/verification`: completes such a login with the code. */
export const loginVerificationRequest = z.object({
  verificationToken: z.string().min(1).max(128),
  verificationCode: z.string().max(16),
});

/** `/wps/system/country`: the countries of the dialling-code selector, in menu order. */
export const countryEntry = z.object({
  /** ISO 3166-1 alpha-2. */
  countryCode: z.string(),
  /** International dialling code with its plus sign, such as `+886`. */
  countryDialingCode: z.string(),
});
export type CountryEntry = z.infer<typeof countryEntry>;
export const countryListValue = z.array(countryEntry);

export const setPasswordByPhoneRequest = z.object({
  newPassword: z.string().max(256),
  mobileNum: z.string().trim().max(20),
  countryDialingCode: z.string().trim().max(6),
  verificationCode: z.string().max(8),
});

export const forgotPasswordEmailRequest = z.object({
  username: z.string().trim().min(1).max(64),
  email: z.string().trim().min(3).max(128),
});

export const avatarValue = z.object({ iconUrl: z.string() });
export const avatarListValue = z.object({ current: z.string(), options: z.array(z.string()) });
export const setAvatarRequest = z.object({ iconUrl: z.string().max(256) });

/** Profile fields a member may change; each is checked against the merchant's field rule of the same name. */
export const profileUpdateRequest = z.object({
  nickname: z.string().trim().max(20).optional(),
  email: optionalText(128),
  qqNum: optionalText(32),
  line: optionalText(64),
  whatsapp: optionalText(32),
  zalo: optionalText(32),
  facebook: optionalText(128),
  wechat: optionalText(64),
  payeeName: optionalText(64),
  /** YYYY-MM-DD, a real day in the past ('' clears it). */
  birthday: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/)
    .optional(),
  address: optionalText(200),
  idNumber: optionalText(32),
});

/**
 * `GET /wps/member/profile` (decision 0051): what the security centre shows and edits; the mobile number
 * masked.
 */
export const memberProfileValue = z.object({
  email: z.string().nullable(),
  payeeName: z.string().nullable(),
  birthday: z.string().nullable(),
  address: z.string().nullable(),
  idNumber: z.string().nullable(),
  qqNum: z.string().nullable(),
  line: z.string().nullable(),
  whatsapp: z.string().nullable(),
  zalo: z.string().nullable(),
  facebook: z.string().nullable(),
  wechat: z.string().nullable(),
  mobileNum: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  mobileVerified: z.boolean(),
});
export type MemberProfileValue = z.infer<typeof memberProfileValue>;

/** `POST /wps/verification/sms/bind`: a code to the new number (not another member's). */
export const bindSmsRequest = smsSendRequest.pick({ countryDialingCode: true, mobileNo: true });
/**
 * `PUT /wps/member/mobile`: binds the number with its code; a member whose number is verified also sends
 * `currentCode`, the code `POST /wps/verification/sms/current` sent to that number.
 */
export const bindMobileRequest = z.object({
  countryDialingCode: smsSendRequest.shape.countryDialingCode,
  mobileNum: smsSendRequest.shape.mobileNo,
  verificationCode: z.string().max(16),
  currentCode: z.string().max(16).optional(),
});
export type BindMobileRequest = z.infer<typeof bindMobileRequest>;

/** Social sign-in: the providers a merchant offers, and the trade of a one-time ticket for a session. */
export const oauthProvidersValue = z.object({ providers: z.array(z.enum(['google', 'facebook'])) });
export const oauthLoginRequest = z.object({ ticket: z.string().min(1).max(128) });
export const oauthLinkValue = z.object({
  provider: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
});
export type OAuthLinkValue = z.infer<typeof oauthLinkValue>;
