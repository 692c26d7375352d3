import { builtInPermissions, type StaffPermission } from '@portal/contract';

/** Back-office staff: stricter than members (no captcha step: a lock after a few failures). */
export const staffPolicy = {
  lockAfterFailures: 5,
  lockMinutes: 15,
  failureWindowMinutes: 60,
  sessionIdleMinutes: 30,
  sessionAbsoluteHours: 12,
};

export type { StaffPermission } from '@portal/contract';

/** A signed-in staff member operating one merchant (modules/staff: login, TOTP, roles; decision 0029). */
export interface StaffUser {
  sessionId: string;
  id: number;
  /** The merchant this request operates (its `Merchant` header), within the staff member's scope. */
  merchantId: number;
  /** The one merchant the staff member may operate; null: every merchant. */
  merchantScope: number | null;
  username: string;
  role: string;
  roleName: string;
  tokenHash: string;
  /** What the role grants (built-in, or a custom role's list), resolved at each call. */
  permissions?: readonly StaffPermission[];
  /** A new or reset account: only its own session calls answer until the password changes. */
  passwordChangeRequired: boolean;
}

/** How plugins/auth.ts finds the staff member of a token (modules/staff/service.ts). */
export interface StaffAuthenticator {
  /** Null without a live session; throws permission.denied for a merchant outside the staff member's scope. */
  authenticate(token: string, merchantId: number): Promise<StaffUser | null>;
}

/**
 * Whether a staff member holds a permission (SECURITY.md item 11: an admin action only with a role that
 * grants it). `permissions` comes with the session, resolved from a built-in or custom role.
 */
export function staffMay(user: StaffUser, permission: StaffPermission): boolean {
  const granted = user.permissions ?? builtInPermissions(user.role);
  return granted?.includes(permission) ?? false;
}
