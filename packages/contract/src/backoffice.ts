import { z } from 'zod';

/**
 * Back office (`/bo/v1/...`): staff accounts (of one merchant or of all), with their own sessions and
 * roles (backoffice-permissions.ts; custom roles live in the database, decision 0029).
 */
export const staffLoginRequest = z.object({
  username: z.string().trim().min(1).max(64),
  // Never trimmed or truncated (SECURITY.md item 2).
  password: z.string().min(1).max(256),
});

/** The dev outboxes: messages the SMS and mail providers kept instead of sending (newest first). */
export const outboxQuery = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const outboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export const outboxValue = z.object({ messages: z.array(outboxMessage) });
export type OutboxValue = z.infer<typeof outboxValue>;

/**
 * Every back-office list: 1-based `page`, `pageSize` up to 200, `sort` as `field` or `-field` (each list
 * whitelists its fields), `format=csv` for every row that matches the filters. Lists `.extend()` it.
 */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  sort: z
    .string()
    .regex(/^-?[a-zA-Z][a-zA-Z0-9_]{0,39}$/)
    .optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export type PageQuery = z.infer<typeof pageQuery>;
/** A page of a list: its rows and how many rows match the filters in all. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number().int() });

/** One row of the audit log as the back office lists it. */
export const auditRow = z.object({
  id: z.string(),
  at: z.string(),
  merchantId: z.number().nullable(),
  staffId: z.number().nullable(),
  staffUsername: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  outcome: z.number(),
  ip: z.string(),
  userAgent: z.string(),
  hash: z.string(),
});
export const auditQuery = pageQuery.extend({
  /** One row by its number (the verify answer's `brokenAt`). */
  id: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  staff: z.string().trim().max(64).optional(),
  action: z.string().trim().max(200).optional(),
  target: z.string().trim().max(200).optional(),
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});
export const auditVerifyValue = z.object({
  ok: z.boolean(),
  checked: z.number().int(),
  brokenAt: z.string().nullable(),
});

// ---------------------------------------------------------------- staff access (decision 0029)

/** Step 1 of a staff login: the password gives a challenge for the second factor, or enrolment first. */
export const staffLoginAnswer = z.discriminatedUnion('next', [
  z.object({ next: z.literal('TOTP'), challenge: z.string() }),
  z.object({
    next: z.literal('ENROL'),
    challenge: z.string(),
    /** Base32 TOTP secret to type in by hand; `otpauthUrl` is what the QR code holds. */
    secret: z.string(),
    otpauthUrl: z.string(),
  }),
]);
export type StaffLoginAnswer = z.infer<typeof staffLoginAnswer>;
const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/);
/** Step 2: a 6-digit code of the authenticator app, or one of the recovery codes. */
export const staffTotpRequest = z.union([
  z.object({ challenge: z.string().min(1).max(128), code: totpCode }).strict(),
  z
    .object({ challenge: z.string().min(1).max(128), recoveryCode: z.string().trim().min(1).max(32) })
    .strict(),
]);
export const staffTokenValue = z.object({ token: z.string() });
export const staffEnrolRequest = z.object({ challenge: z.string().min(1).max(128), code: totpCode });
export const staffEnrolValue = z.object({ token: z.string(), recoveryCodes: z.array(z.string()) });
export const staffMeValue = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.string(),
  roleName: z.string(),
  permissions: z.array(z.string()),
  /** The one merchant code the staff member may operate; null: every merchant. */
  merchantScope: z.string().nullable(),
  /** The merchants the staff member may operate (send one's code as the `Merchant` header). */
  merchants: z.array(z.object({ code: z.string(), name: z.string() })),
  idleMinutes: z.number().int(),
  /** A new or reset staff account must change its password before anything else answers. */
  passwordChangeRequired: z.boolean(),
});
export type StaffMeValue = z.infer<typeof staffMeValue>;
export const staffPasswordRequest = z.object({
  current: z.string().min(1).max(256),
  next: z.string().min(1).max(256),
});
export const staffRecoveryCodesRequest = z.object({ code: totpCode });
export const staffRecoveryCodesValue = z.object({ recoveryCodes: z.array(z.string()) });
const staffUsername = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{2,31}$/);
/** The one-time setup link's form: the first owner (all merchants). */
export const staffSetupRequest = z.object({
  token: z.string().min(1).max(128),
  username: staffUsername,
  password: z.string().min(1).max(256),
});
export const staffSetupValue = z.object({ username: z.string() });

export const staffRow = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.string(),
  roleName: z.string(),
  /** null: every merchant. */
  merchantCode: z.string().nullable(),
  disabled: z.boolean(),
  totpEnabled: z.boolean(),
  passwordChangeRequired: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type StaffRow = z.infer<typeof staffRow>;
export const staffListQuery = pageQuery.extend({
  q: z.string().trim().max(64).optional(),
  role: z.string().trim().max(32).optional(),
  status: z.enum(['active', 'disabled']).optional(),
});
export const roleCode = z.string().regex(/^[A-Z][A-Z0-9_]{1,31}$/);
export const staffCreateRequest = z.object({
  username: staffUsername,
  password: z.string().min(1).max(256),
  role: roleCode,
  merchantCode: z.string().trim().min(1).max(32).nullable(),
});
export const staffUpdateRequest = z.object({
  role: roleCode,
  merchantCode: z.string().trim().min(1).max(32).nullable(),
  disabled: z.boolean(),
});
export const staffResetPasswordRequest = z.object({ password: z.string().min(1).max(256) });
export const staffIdValue = z.object({ id: z.number().int() });
export const permissionsValue = z.object({
  permissions: z.array(z.object({ code: z.string(), group: z.string() })),
});
export const roleValue = z.object({
  code: z.string(),
  name: z.string(),
  builtIn: z.boolean(),
  /** A custom role of one merchant's staff; null: built-in or for every merchant. */
  merchantCode: z.string().nullable(),
  permissions: z.array(z.string()),
});
export const rolesValue = z.object({ roles: z.array(roleValue) });
export const roleCreateRequest = z.object({
  code: roleCode,
  name: z.string().trim().min(1).max(64),
  permissions: z.array(z.string().max(64)).max(100),
  merchantCode: z.string().trim().min(1).max(32).nullable().default(null),
});
export const roleUpdateRequest = z.object({
  name: z.string().trim().min(1).max(64),
  permissions: z.array(z.string().max(64)).max(100),
});
