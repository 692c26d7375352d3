import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { Tenant } from '../merchants/service.ts';
import * as repo from './repository.ts';
import type { AccountService } from './service.ts';
import { hashToken, newToken } from './tokens.ts';

/** Back-office staff: stricter than members (no captcha step: a lock after a few failures). */
export const staffPolicy = {
  lockAfterFailures: 5,
  lockMinutes: 15,
  failureWindowMinutes: 60,
  sessionIdleMinutes: 30,
  sessionAbsoluteHours: 12,
};

/** What each staff role may do; OWNER may do everything (SECURITY.md item 11: an admin only with a role that grants it). */
export const staffPermissions = {
  'outbox.read': ['OWNER', 'ADMIN', 'SUPPORT'],
  'deposits.review': ['OWNER', 'ADMIN', 'FINANCE'],
  'withdrawals.review': ['OWNER', 'ADMIN', 'FINANCE'],
} as const satisfies Record<string, readonly string[]>;
export type StaffPermission = keyof typeof staffPermissions;

export interface StaffUser {
  sessionId: string;
  id: number;
  merchantId: number;
  username: string;
  role: string;
  tokenHash: string;
}

const minutes = (n: number) => n * 60_000;

export function createStaffAuth(db: Db, accounts: AccountService) {
  return {
    async login(tenant: Tenant, input: { username: string; password: string }, ip: string) {
      const now = clock.now();
      const key = `staff:${tenant.id}:${input.username.toLowerCase()}`;
      const [throttle] = await repo.getThrottles(db, [key]);
      if (throttle?.locked_until && new Date(throttle.locked_until) > now)
        throw new AppError('account.locked');
      const staff = await repo.findStaffByUsername(db, tenant.id, input.username);
      const matches = await accounts.verifyStoredPassword(staff?.password_hash, input.password);
      if (!staff || !matches) {
        await repo.recordFailure(
          db,
          key,
          now,
          new Date(now.getTime() - minutes(staffPolicy.failureWindowMinutes)),
          staffPolicy.lockAfterFailures,
          new Date(now.getTime() + minutes(staffPolicy.lockMinutes)),
        );
        throw new AppError('account.password.incorrect');
      }
      await repo.clearThrottle(db, key);
      const { token, hash } = newToken();
      await repo.insertStaffSession(db, {
        staffId: staff.id,
        tokenHash: hash,
        ip,
        expiresAt: new Date(now.getTime() + staffPolicy.sessionAbsoluteHours * 3_600_000),
      });
      return { token, username: staff.username, role: staff.role };
    },

    async authenticate(token: string): Promise<StaffUser | null> {
      if (!token || token.length > 128) return null;
      const now = clock.now();
      const tokenHash = hashToken(token);
      const row = await repo.findLiveStaffSession(
        db,
        tokenHash,
        now,
        new Date(now.getTime() - minutes(staffPolicy.sessionIdleMinutes)),
      );
      if (!row) return null;
      if (now.getTime() - new Date(row.last_seen_at).getTime() > 60_000)
        await repo.touchStaffSession(db, row.session_id, now);
      return {
        sessionId: row.session_id,
        id: row.id,
        merchantId: row.merchant_id,
        username: row.username,
        role: row.role,
        tokenHash,
      };
    },

    async logout(user: StaffUser) {
      await repo.revokeStaffSession(db, user.tokenHash, clock.now());
    },
  };
}
export type StaffAuth = ReturnType<typeof createStaffAuth>;

export function staffMay(user: StaffUser, permission: StaffPermission): boolean {
  return user.role === 'OWNER' || (staffPermissions[permission] as readonly string[]).includes(user.role);
}
