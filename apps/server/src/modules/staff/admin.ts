import {
  BUILT_IN_ROLES,
  STAFF_PERMISSIONS,
  builtInPermissions,
  isStaffPermission,
  type StaffPermission,
} from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { StaffUser } from '../accounts/staff.ts';
import * as repo from './repository.ts';
import { builtInRoleNames, checkStaffPassword, permissionsOfRole } from './service.ts';

/**
 * Staff and roles management (decision 0029). Nobody grants what it does not hold: a role's permissions
 * must all be the actor's, a merchant scope must lie within the actor's, and only an owner creates, edits
 * or assigns an owner. A staff member does not edit its own account here (its password and recovery codes
 * have their own session calls).
 */
export function createStaffAdmin(db: Db) {
  const holds = (actor: StaffUser, permissions: readonly string[]) =>
    permissions.every((p) => actor.permissions?.includes(p as StaffPermission));
  const inScope = (actor: StaffUser, merchantId: number | null) =>
    actor.merchantScope === null || merchantId === actor.merchantScope;

  async function merchantIdOf(code: string | null): Promise<number | null> {
    if (code === null) return null;
    const merchant = await repo.findMerchantByCode(db, code);
    if (!merchant) throw new AppError('request_param_err', { merchantCode: 'unknown' });
    return merchant.id;
  }

  /** An assignable role (built-in or custom, never the legacy ADMIN) for a staff member of `merchantId`. */
  async function assignableRole(actor: StaffUser, code: string, merchantId: number | null) {
    const builtIn = builtInPermissions(code);
    const role = builtIn
      ? { permissions: [...builtIn] as string[] }
      : await repo
          .findCustomRole(db, code)
          .then((r) =>
            r && (r.merchant_id === null || r.merchant_id === merchantId)
              ? { permissions: permissionsOfRole(code, r.permissions) as string[] }
              : undefined,
          );
    if (!role) throw new AppError('staff.role.unknown');
    if (!holds(actor, role.permissions) || (code === 'OWNER' && actor.role !== 'OWNER'))
      throw new AppError('staff.grant.denied');
    return role;
  }

  /**
   * A staff member the actor may manage: in its scope, not itself, an owner only by an owner, and holding
   * no permission the actor lacks (else a password and TOTP reset would hand the actor its rights).
   */
  async function manageable(actor: StaffUser, id: number) {
    const target = await repo.findStaffById(db, id);
    if (!target || !inScope(actor, target.merchant_id)) throw new AppError('not.found');
    if (target.id === actor.id || (target.role === 'OWNER' && actor.role !== 'OWNER'))
      throw new AppError('staff.grant.denied');
    const custom = builtInPermissions(target.role) ? null : await repo.findCustomRole(db, target.role);
    if (!holds(actor, permissionsOfRole(target.role, custom?.permissions)))
      throw new AppError('staff.grant.denied');
    return target;
  }

  /** A custom role the actor may edit: its merchant in the actor's scope. */
  async function editableRole(actor: StaffUser, code: string) {
    if (builtInPermissions(code) || code === 'ADMIN') throw new AppError('staff.role.builtin');
    const role = await repo.findCustomRole(db, code);
    if (!role || !inScope(actor, role.merchant_id)) throw new AppError('not.found');
    return role;
  }

  function checkPermissionList(permissions: string[]) {
    const unknown = permissions.filter((p) => !isStaffPermission(p));
    if (unknown.length) throw new AppError('request_param_err', { permissions: 'unknown' });
    return [...new Set(permissions)];
  }

  const roleName = (code: string, custom: string | null) => builtInRoleNames[code] ?? custom ?? code;

  return {
    async list(
      actor: StaffUser,
      q: { q?: string; role?: string; status?: 'active' | 'disabled' },
      order: { column: 'id' | 'username' | 'role' | 'created_at'; direction: 'asc' | 'desc' },
      window: { limit: number; offset: number },
    ) {
      const { rows, total } = await repo.listStaff(
        db,
        {
          merchantId: actor.merchantScope ?? undefined,
          q: q.q || undefined,
          role: q.role || undefined,
          disabled: q.status === undefined ? undefined : q.status === 'disabled',
        },
        order,
        window,
      );
      return {
        rows: rows.map((r) => ({
          id: r.id,
          username: r.username,
          role: r.role,
          roleName: roleName(r.role, r.role_name),
          merchantCode: r.merchant_code,
          disabled: r.disabled,
          totpEnabled: r.totp_enabled_at !== null,
          passwordChangeRequired: r.password_change_required,
          createdAt: new Date(r.created_at).toISOString(),
          lastLoginAt: r.last_login_at ? new Date(r.last_login_at as Date).toISOString() : null,
        })),
        total,
      };
    },

    /** A new staff member: enrols TOTP at its first login and must change the password set here. */
    async create(
      actor: StaffUser,
      input: { username: string; password: string; role: string; merchantCode: string | null },
    ) {
      const merchantId = await merchantIdOf(input.merchantCode);
      if (!inScope(actor, merchantId)) throw new AppError('staff.grant.denied');
      await assignableRole(actor, input.role, merchantId);
      checkStaffPassword(input.password, 'password');
      if (await repo.usernameTaken(db, input.username, merchantId)) throw new AppError('account.exists');
      const { id } = await repo
        .insertStaff(db, {
          merchantId,
          username: input.username,
          passwordHash: await hashPassword(input.password),
          role: input.role,
          passwordChangeRequired: true,
        })
        .catch((error: unknown) => {
          if ((error as { code?: string })?.code === '23505' || /unique/i.test(String(error)))
            throw new AppError('account.exists');
          throw error;
        });
      return { id, after: { username: input.username, role: input.role, merchantCode: input.merchantCode } };
    },

    /** Role, scope and disabled flag of another staff member; disabling ends its sessions. */
    async update(
      actor: StaffUser,
      id: number,
      input: { role: string; merchantCode: string | null; disabled: boolean },
    ) {
      const target = await manageable(actor, id);
      const merchantId = await merchantIdOf(input.merchantCode);
      if (!inScope(actor, merchantId)) throw new AppError('staff.grant.denied');
      if (input.role !== target.role || merchantId !== target.merchant_id)
        await assignableRole(actor, input.role, merchantId);
      // Another account of that name already signs in there.
      if (
        merchantId !== target.merchant_id &&
        (await repo.usernameTaken(db, target.username, merchantId, target.id))
      )
        throw new AppError('account.exists');
      const now = clock.now();
      const before = {
        role: target.role,
        merchantId: target.merchant_id,
        disabled: target.disabled,
      };
      await repo.updateStaff(
        db,
        id,
        { role: input.role, merchant_id: merchantId, disabled: input.disabled },
        now,
      );
      if (input.disabled && !target.disabled) await repo.revokeStaffSessions(db, id, now);
      return { before, after: { role: input.role, merchantId, disabled: input.disabled } };
    },

    /** The staff member enrols a new authenticator at its next login; its sessions and recovery codes end. */
    async resetTotp(actor: StaffUser, id: number) {
      await manageable(actor, id);
      const now = clock.now();
      await repo.updateStaff(db, id, { totp_secret: null, totp_enabled_at: null, totp_last_step: null }, now);
      await repo.replaceRecoveryCodes(db, id, []);
      await repo.revokeStaffSessions(db, id, now);
    },

    /** A new password set by a manager: the staff member must change it at its next login; sessions end. */
    async resetPassword(actor: StaffUser, id: number, input: { password: string }) {
      const target = await manageable(actor, id);
      checkStaffPassword(input.password, 'password');
      const now = clock.now();
      await repo.updateStaff(
        db,
        id,
        { password_hash: await hashPassword(input.password), password_change_required: true },
        now,
      );
      await repo.revokeStaffSessions(db, id, now);
      await repo.clearThrottle(db, `staff:${target.username.toLowerCase()}`);
    },

    permissions() {
      return {
        permissions: Object.entries(STAFF_PERMISSIONS).map(([code, group]) => ({
          code,
          group: group as string,
        })),
      };
    },

    /** The built-in roles and the custom roles the actor may see (its merchant's and those for all). */
    async roles(actor: StaffUser) {
      const custom = (await repo.listCustomRoles(db)).filter(
        (r) => r.merchant_id === null || inScope(actor, r.merchant_id),
      );
      return {
        roles: [
          ...Object.entries(BUILT_IN_ROLES).map(([code, permissions]) => ({
            code,
            name: roleName(code, null),
            builtIn: true,
            merchantCode: null,
            permissions: [...permissions] as string[],
          })),
          ...custom.map((r) => ({
            code: r.code,
            name: r.name,
            builtIn: false,
            merchantCode: r.merchant_code,
            permissions: r.permissions.filter(isStaffPermission) as string[],
          })),
        ],
      };
    },

    async createRole(
      actor: StaffUser,
      input: { code: string; name: string; permissions: string[]; merchantCode: string | null },
    ) {
      if (builtInPermissions(input.code) || input.code === 'ADMIN') throw new AppError('staff.role.builtin');
      const permissions = checkPermissionList(input.permissions);
      const merchantId = await merchantIdOf(input.merchantCode);
      if (!inScope(actor, merchantId) || !holds(actor, permissions)) throw new AppError('staff.grant.denied');
      if (await repo.findCustomRole(db, input.code)) throw new AppError('account.exists');
      await repo.insertCustomRole(db, { code: input.code, merchantId, name: input.name, permissions });
      return { code: input.code, name: input.name, permissions, merchantCode: input.merchantCode };
    },

    async updateRole(actor: StaffUser, code: string, input: { name: string; permissions: string[] }) {
      const role = await editableRole(actor, code);
      const permissions = checkPermissionList(input.permissions);
      if (!holds(actor, permissions) || !holds(actor, role.permissions.filter(isStaffPermission)))
        throw new AppError('staff.grant.denied');
      await repo.updateCustomRole(db, code, { name: input.name, permissions }, clock.now());
      return {
        before: { name: role.name, permissions: role.permissions },
        after: { name: input.name, permissions },
      };
    },

    async deleteRole(actor: StaffUser, code: string) {
      const role = await editableRole(actor, code);
      if (!holds(actor, role.permissions.filter(isStaffPermission))) throw new AppError('staff.grant.denied');
      if (await repo.roleInUse(db, code)) throw new AppError('staff.role.in.use');
      await repo.deleteCustomRole(db, code);
      return { before: { name: role.name, permissions: role.permissions } };
    },
  };
}
export type StaffAdmin = ReturnType<typeof createStaffAdmin>;
