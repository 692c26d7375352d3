import { createHash, randomBytes } from 'node:crypto';
import {
  builtInPermissions,
  isStaffPermission,
  staffPermissionCodes,
  type StaffPermission,
} from '@portal/contract';
import { checkField, fieldPatterns, type RegisterFieldRule } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { newSecretKey, openSecret, sealSecret } from '../../lib/secret-box.ts';
import { newTotpSecret, otpauthUrl, verifyTotp } from '../../lib/totp.ts';
import type { StaffUser } from '../accounts/staff.ts';
import { staffPolicy } from '../accounts/staff.ts';
import type { AccountService } from '../accounts/service.ts';
import { hashToken, newToken } from '../accounts/tokens.ts';
import type { Tenant } from '../merchants/service.ts';
import * as repo from './repository.ts';

/** Staff access rules (decision 0029). */
export const accessPolicy = {
  challengeMinutes: 5,
  challengeAttempts: 5,
  recoveryCodes: 10,
  setupLinkHours: 24,
  /** Staff passwords: like members' (no spaces) but at least 10 characters. */
  password: { minLength: 10, maxLength: 128 },
};

/** Display names of the built-in roles (a custom role has its own). */
export const builtInRoleNames: Record<string, string> = {
  OWNER: 'Owner',
  FINANCE: 'Finance',
  OPERATIONS: 'Operations',
  SUPPORT: 'Support',
  READ_ONLY: 'Read only',
  ADMIN: 'Administrator (legacy)',
};

/**
 * The legacy ADMIN role of the first back office (before decision 0029): OWNER's permissions but the
 * management of staff and roles. Kept so existing accounts keep working; never offered for new staff.
 */
const LEGACY_ADMIN: readonly StaffPermission[] = staffPermissionCodes.filter(
  (p) => p !== 'staff.manage' && p !== 'roles.manage',
);

/** The permissions of a role: built-in, legacy ADMIN, or custom (only codes the catalogue knows). */
export function permissionsOfRole(
  role: string,
  custom: readonly string[] | null | undefined,
): StaffPermission[] {
  const builtIn = builtInPermissions(role);
  if (builtIn) return [...builtIn];
  if (role === 'ADMIN') return [...LEGACY_ADMIN];
  return (custom ?? []).filter(isStaffPermission);
}

const minutes = (n: number) => n * 60_000;
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten recovery codes like `k7m2p-x9q4r`: 50 random bits each. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: accessPolicy.recoveryCodes }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => recoveryAlphabet[b % recoveryAlphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const hashRecoveryCode = (staffId: number, code: string) =>
  createHash('sha256')
    .update(`staff-recovery:${staffId}:${normaliseRecoveryCode(code)}`)
    .digest('hex');

const staffPasswordRule: RegisterFieldRule = {
  name: 'password',
  enabled: true,
  required: true,
  patternId: 'NO_SPACES',
  acceptedPattern: fieldPatterns.NO_SPACES.pattern,
  minLength: accessPolicy.password.minLength,
  maxLength: accessPolicy.password.maxLength,
  type: 'password',
};

/** Staff passwords follow the members' rule (no spaces) with a longer minimum. */
export function checkStaffPassword(password: string, field: string) {
  const error = checkField(staffPasswordRule, password);
  if (error) throw new AppError('request_param_err', { [field]: error.key });
}

/**
 * At start: the owner `admin` from ADMIN_PASSWORD (all merchants, TOTP enrolment at first login) when
 * no staff of that name exists; else, with no staff at all, a one-time setup link's token (24 h).
 */
export async function prepareFirstOwner(
  db: Db,
  adminPassword: string | undefined,
): Promise<{ setupToken: string } | null> {
  if (adminPassword) {
    if (!(await repo.usernameTaken(db, 'admin', null)))
      await repo
        .insertStaff(db, {
          merchantId: null,
          username: 'admin',
          passwordHash: await hashPassword(adminPassword),
          role: 'OWNER',
          passwordChangeRequired: false,
        })
        .catch(async (error: unknown) => {
          // Another node seeded it at the same moment.
          if (!(await repo.usernameTaken(db, 'admin', null))) throw error;
        });
    return null;
  }
  if ((await repo.countStaff(db)) > 0) return null;
  const { token, hash } = newToken();
  await repo.insertSetupToken(db, hash, new Date(clock.nowMs() + accessPolicy.setupLinkHours * 3_600_000));
  return { setupToken: token };
}

export type LoginAnswer =
  | { next: 'TOTP'; challenge: string }
  | { next: 'ENROL'; challenge: string; secret: string; otpauthUrl: string };

export function createStaffAccess(db: Db, accounts: AccountService) {
  let keyPromise: Promise<Buffer> | undefined;
  const secretKey = () =>
    (keyPromise ??= repo
      .platformSecret(db, 'staff-totp-key', newSecretKey)
      .then((value) => Buffer.from(value, 'base64')));
  const totpContext = (staffId: number) => `staff-totp:${staffId}`;
  const challengeContext = (staffId: number) => `staff-enrol:${staffId}`;

  async function openSession(staffId: number, ip: string) {
    const now = clock.now();
    const { token, hash } = newToken();
    await repo.insertStaffSession(db, {
      staffId,
      tokenHash: hash,
      ip,
      expiresAt: new Date(now.getTime() + staffPolicy.sessionAbsoluteHours * 3_600_000),
    });
    return token;
  }

  async function issueRecoveryCodes(staffId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(
      db,
      staffId,
      codes.map((c) => hashRecoveryCode(staffId, c)),
    );
    return codes;
  }

  /** Counts an attempt on a challenge; the challenge, or challenge invalid. */
  async function attempt(challenge: string, kind: 'TOTP' | 'ENROL') {
    if (!challenge || challenge.length > 128) throw new AppError('staff.challenge.invalid');
    const row = await repo.takeChallengeAttempt(
      db,
      hashToken(challenge),
      kind,
      clock.now(),
      accessPolicy.challengeAttempts,
    );
    if (!row) throw new AppError('staff.challenge.invalid');
    const staff = await repo.findStaffById(db, row.staff_id);
    if (!staff || staff.disabled) throw new AppError('staff.challenge.invalid');
    return { row, staff, attemptsLeft: accessPolicy.challengeAttempts - row.attempts };
  }

  const throttleKey = (username: string) => `staff:${username.toLowerCase()}`;
  /** A failed password or code: five within an hour lock the username for 15 minutes. */
  async function recordFailure(username: string) {
    const now = clock.now();
    await repo.recordFailure(
      db,
      throttleKey(username),
      now,
      new Date(now.getTime() - minutes(staffPolicy.failureWindowMinutes)),
      staffPolicy.lockAfterFailures,
      new Date(now.getTime() + minutes(staffPolicy.lockMinutes)),
    );
  }
  /** A wrong code counts as a failed login too, so codes cannot be guessed challenge after challenge. */
  async function wrongCode(username: string, attemptsLeft: number): Promise<never> {
    await recordFailure(username);
    throw new AppError('staff.code.invalid', { attemptsLeft });
  }

  return {
    /** Step 1: the password. The answer says what the second step is: a code, or enrolment first. */
    async login(
      tenant: Tenant,
      input: { username: string; password: string },
      ip: string,
    ): Promise<LoginAnswer> {
      const now = clock.now();
      const key = throttleKey(input.username);
      const lockedUntil = await repo.throttleLockedUntil(db, key);
      if (lockedUntil && lockedUntil > now) throw new AppError('account.locked');
      const staff = await repo.findStaffForLogin(db, tenant.id, input.username);
      const matches = await accounts.verifyStoredPassword(staff?.password_hash, input.password);
      if (!staff || !matches) {
        await recordFailure(input.username);
        throw new AppError('account.password.incorrect');
      }
      // The failures are cleared when the second factor succeeds too, not before.
      if (staff.disabled) throw new AppError('staff.disabled');
      const { token: challenge, hash } = newToken();
      const expiresAt = new Date(now.getTime() + minutes(accessPolicy.challengeMinutes));
      if (staff.totp_enabled_at && staff.totp_secret) {
        await repo.insertChallenge(
          db,
          {
            staffId: staff.id,
            tokenHash: hash,
            kind: 'TOTP',
            pendingSecret: null,
            ip,
            expiresAt,
          },
          now,
        );
        return { next: 'TOTP', challenge };
      }
      const secret = newTotpSecret();
      await repo.insertChallenge(
        db,
        {
          staffId: staff.id,
          tokenHash: hash,
          kind: 'ENROL',
          pendingSecret: sealSecret(await secretKey(), secret, challengeContext(staff.id)),
          ip,
          expiresAt,
        },
        now,
      );
      return {
        next: 'ENROL',
        challenge,
        secret,
        otpauthUrl: otpauthUrl({ issuer: tenant.settings.brand.name, account: staff.username, secret }),
      };
    },

    /** Step 2: a code of the authenticator app, or one recovery code (each once). */
    async verify(input: { challenge: string; code?: string; recoveryCode?: string }, ip: string) {
      const { row, staff, attemptsLeft } = await attempt(input.challenge, 'TOTP');
      if (!staff.totp_secret) throw new AppError('staff.challenge.invalid');
      if (input.recoveryCode !== undefined) {
        const used = await repo.useRecoveryCode(
          db,
          staff.id,
          hashRecoveryCode(staff.id, input.recoveryCode),
          clock.now(),
        );
        if (!used) await wrongCode(staff.username, attemptsLeft);
      } else {
        const secret = openSecret(await secretKey(), staff.totp_secret, totpContext(staff.id));
        const step = verifyTotp(secret, input.code ?? '', clock.nowMs(), staff.totp_last_step);
        if (step === null || !(await repo.advanceTotpStep(db, staff.id, step)))
          await wrongCode(staff.username, attemptsLeft);
      }
      if (!(await repo.useChallenge(db, row.id, clock.now()))) throw new AppError('staff.challenge.invalid');
      await repo.clearThrottle(db, throttleKey(staff.username));
      return { token: await openSession(staff.id, ip) };
    },

    /** Step 2 of a staff member without a second factor yet: the first code of the offered secret. */
    async enrol(input: { challenge: string; code: string }, ip: string) {
      const { row, staff, attemptsLeft } = await attempt(input.challenge, 'ENROL');
      if (!row.pending_secret) throw new AppError('staff.challenge.invalid');
      const key = await secretKey();
      const secret = openSecret(key, row.pending_secret, challengeContext(staff.id));
      const step = verifyTotp(secret, input.code, clock.nowMs(), null);
      if (step === null) return wrongCode(staff.username, attemptsLeft);
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        if (!(await repo.useChallenge(trx, row.id, now))) throw new AppError('staff.challenge.invalid');
        const sealed = sealSecret(key, secret, totpContext(staff.id));
        if (!(await repo.enrolTotp(trx, staff.id, sealed, step, now)))
          throw new AppError('staff.challenge.invalid');
        const codes = newRecoveryCodes();
        await repo.replaceRecoveryCodes(
          trx,
          staff.id,
          codes.map((c) => hashRecoveryCode(staff.id, c)),
        );
        const { token, hash } = newToken();
        await repo.insertStaffSession(trx, {
          staffId: staff.id,
          tokenHash: hash,
          ip,
          expiresAt: new Date(now.getTime() + staffPolicy.sessionAbsoluteHours * 3_600_000),
        });
        await repo.clearThrottle(trx, throttleKey(staff.username));
        return { token, recoveryCodes: codes };
      });
    },

    /**
     * The staff member of a token, operating the request's merchant: null without a live session;
     * permission denied when the merchant is outside the staff member's scope.
     */
    async authenticate(token: string, merchantId: number, touch = true): Promise<StaffUser | null> {
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
      if (row.merchant_id !== null && row.merchant_id !== merchantId) throw new AppError('permission.denied');
      if (touch && now.getTime() - new Date(row.last_seen_at).getTime() > 60_000)
        await repo.touchStaffSession(db, row.session_id, now);
      return {
        sessionId: row.session_id,
        id: row.id,
        merchantId,
        merchantScope: row.merchant_id,
        username: row.username,
        role: row.role,
        roleName: builtInRoleNames[row.role] ?? row.role_name ?? row.role,
        permissions: permissionsOfRole(row.role, row.role_permissions),
        passwordChangeRequired: row.password_change_required,
        tokenHash,
      };
    },

    async logout(user: StaffUser) {
      await repo.revokeStaffSession(db, user.tokenHash, clock.now());
    },

    /** What the admin app shows of the signed-in staff member. */
    async me(user: StaffUser) {
      const merchants = await repo.listMerchants(db, user.merchantScope);
      return {
        id: user.id,
        username: user.username,
        role: user.role,
        roleName: user.roleName,
        permissions: [...(user.permissions ?? [])],
        merchantScope: merchants.find((m) => m.id === user.merchantScope)?.code ?? null,
        merchants: merchants.map((m) => ({ code: m.code, name: m.name })),
        idleMinutes: staffPolicy.sessionIdleMinutes,
        passwordChangeRequired: user.passwordChangeRequired,
      };
    },

    /** The staff member's own password: the current one, then a new one; other sessions end. */
    async changePassword(user: StaffUser, input: { current: string; next: string }) {
      const staff = await repo.findStaffById(db, user.id);
      if (!staff || !(await accounts.verifyStoredPassword(staff.password_hash, input.current)))
        throw new AppError('password.old.incorrect');
      checkStaffPassword(input.next, 'next');
      const now = clock.now();
      await repo.updateStaff(
        db,
        user.id,
        { password_hash: await hashPassword(input.next), password_change_required: false },
        now,
      );
      await repo.revokeStaffSessions(db, user.id, now, user.sessionId);
    },

    /** New recovery codes (the old ones stop working), against a current code of the authenticator. */
    async regenerateRecoveryCodes(user: StaffUser, input: { code: string }) {
      const staff = await repo.findStaffById(db, user.id);
      if (!staff?.totp_secret) throw new AppError('staff.code.invalid', { attemptsLeft: 0 });
      const secret = openSecret(await secretKey(), staff.totp_secret, totpContext(staff.id));
      const step = verifyTotp(secret, input.code, clock.nowMs(), staff.totp_last_step);
      if (step === null || !(await repo.advanceTotpStep(db, staff.id, step)))
        throw new AppError('staff.code.invalid', { attemptsLeft: null });
      return { recoveryCodes: await issueRecoveryCodes(staff.id) };
    },

    /** The setup link's form: the first owner (all merchants), once, while no staff exists. */
    async setup(input: { token: string; username: string; password: string }) {
      checkStaffPassword(input.password, 'password');
      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        if (input.token.length > 128 || !(await repo.useSetupToken(trx, hashToken(input.token), now)))
          throw new AppError('staff.setup.invalid');
        if ((await repo.countStaff(trx)) > 0) throw new AppError('staff.setup.invalid');
        await repo.insertStaff(trx, {
          merchantId: null,
          username: input.username,
          passwordHash,
          role: 'OWNER',
          passwordChangeRequired: false,
        });
        return { username: input.username };
      });
    },

    secretKey,
    issueRecoveryCodes,
  };
}
export type StaffAccess = ReturnType<typeof createStaffAccess>;
