import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pageOf,
  permissionsValue,
  roleCode,
  roleCreateRequest,
  roleUpdateRequest,
  roleValue,
  rolesValue,
  staffCreateRequest,
  staffIdValue,
  staffListQuery,
  staffResetPasswordRequest,
  staffRow,
  staffUpdateRequest,
  staffEnrolRequest,
  staffEnrolValue,
  staffLoginAnswer,
  staffLoginRequest,
  staffMeValue,
  staffPasswordRequest,
  staffRecoveryCodesRequest,
  staffRecoveryCodesValue,
  staffSetupRequest,
  staffSetupValue,
  staffTokenValue,
  staffTotpRequest,
  successEnvelope,
} from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import { pageWindow, sendCsv, sortOf } from '../../lib/listing.ts';
import type { StaffAdmin } from './admin.ts';
import type { StaffAccess } from './service.ts';

/**
 * Staff sign-in (decision 0029): password, then a TOTP code (or enrolment of the authenticator at the
 * first login, or a recovery code); the signed-in staff member's own account; the first owner's setup.
 */
export const staffSessionRoutes: FastifyPluginAsyncZod<{ access: StaffAccess }> = async (app, { access }) => {
  const tags = ['back office'];
  const publicRoute = { staffPublic: true } as const;
  const own = { config: publicRoute, preHandler: app.requireStaffSession } as const;

  app.post(
    '/bo/v1/session/login',
    {
      config: { ...publicRoute, audit: 'staff.login' },
      schema: {
        tags,
        description:
          'Staff login, step 1: the password. Answers a challenge for the TOTP code (`next: TOTP`) or, for a staff member without an authenticator yet, the secret to enrol (`next: ENROL`). Five failures lock the staff account for 15 minutes. The challenge lasts 5 minutes and takes 5 codes.',
        body: staffLoginRequest,
        response: { 200: successEnvelope(staffLoginAnswer) },
      },
    },
    async (request) => ok(await access.login(request.tenant, request.body, request.ip)),
  );

  app.post(
    '/bo/v1/session/totp',
    {
      config: { ...publicRoute, audit: 'staff.login.totp' },
      schema: {
        tags,
        description:
          'Staff login, step 2: a 6-digit code of the authenticator (each code once) or one recovery code (each once). Answers the staff token.',
        body: staffTotpRequest,
        response: { 200: successEnvelope(staffTokenValue) },
      },
    },
    async (request) => ok(await access.verify(request.body, request.ip)),
  );

  app.post(
    '/bo/v1/session/enrol',
    {
      config: { ...publicRoute, audit: 'staff.login.enrol' },
      schema: {
        tags,
        description:
          'Staff login, step 2 at the first login: the first code of the secret the login offered enrols it. Answers the staff token and ten single-use recovery codes (shown once).',
        body: staffEnrolRequest,
        response: { 200: successEnvelope(staffEnrolValue) },
      },
    },
    async (request) => ok(await access.enrol(request.body, request.ip)),
  );

  app.get(
    '/bo/v1/session/me',
    {
      ...own,
      schema: {
        tags,
        description:
          'The signed-in staff member: role, permissions, merchant scope and merchants it may operate.',
        response: { 200: successEnvelope(staffMeValue) },
      },
    },
    async (request) => ok(await access.me(request.staff)),
  );

  app.delete(
    '/bo/v1/session/logout',
    { ...own, schema: { tags, response: { 200: successEnvelope(z.null()) } } },
    async (request) => {
      await access.logout(request.staff);
      return ok(null);
    },
  );

  app.post(
    '/bo/v1/session/password',
    {
      ...own,
      config: { ...publicRoute, audit: 'staff.password.change' },
      schema: {
        tags,
        description:
          "The staff member's own password: the current one and a new one (no spaces, 10 to 128 characters). The staff member's other sessions end.",
        body: staffPasswordRequest,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await access.changePassword(request.staff, request.body);
      return ok(null);
    },
  );

  app.post(
    '/bo/v1/session/recovery-codes',
    {
      ...own,
      config: { ...publicRoute, audit: 'staff.recovery-codes' },
      schema: {
        tags,
        description:
          'Ten new recovery codes against a current authenticator code; the old ones stop working.',
        body: staffRecoveryCodesRequest,
        response: { 200: successEnvelope(staffRecoveryCodesValue) },
      },
    },
    async (request) => ok(await access.regenerateRecoveryCodes(request.staff, request.body)),
  );

  app.post(
    '/bo/v1/setup',
    {
      config: { ...publicRoute, audit: 'staff.setup' },
      schema: {
        tags,
        description:
          'The one-time setup link printed at start when no ADMIN_PASSWORD is set and no staff exists: creates the first owner (all merchants), who then logs in and enrols TOTP. Valid 24 hours, once.',
        body: staffSetupRequest,
        response: { 200: successEnvelope(staffSetupValue) },
      },
    },
    async (request) => ok(await access.setup(request.body)),
  );
};

const staffColumns = [
  'id',
  'username',
  'role',
  'roleName',
  'merchantCode',
  'disabled',
  'totpEnabled',
  'passwordChangeRequired',
  'createdAt',
  'lastLoginAt',
].map((key) => ({ key }));

/** Staff and roles management (permissions staff.read, staff.manage, roles.manage). */
export const staffAdminRoutes: FastifyPluginAsyncZod<{ admin: StaffAdmin }> = async (app, { admin }) => {
  const tags = ['back office'];
  const idParam = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
  const codeParam = z.object({ code: roleCode });

  app.get(
    '/bo/v1/staff',
    {
      config: { permission: 'staff.read' },
      schema: {
        tags,
        description:
          "Staff accounts (a staff member scoped to one merchant sees that merchant's staff). Filters: q (part of the username), role, status (active, disabled). Sort: id, username, role, createdAt.",
        querystring: staffListQuery,
        response: { 200: successEnvelope(pageOf(staffRow)) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const order = sortOf(
        q.sort,
        { id: 'id', username: 'username', role: 'role', createdAt: 'created_at' } as const,
        { column: 'id', direction: 'asc' },
      );
      const page = await admin.list(request.staff, q, order, pageWindow(q));
      if (q.format === 'csv') return sendCsv(reply, 'staff', staffColumns, page.rows);
      return ok(page);
    },
  );

  app.post(
    '/bo/v1/staff',
    {
      config: { permission: 'staff.manage', audit: 'staff.create' },
      schema: {
        tags,
        description:
          'A new staff member (merchantCode null: every merchant). It enrols TOTP at its first login and must change the password set here before anything else answers.',
        body: staffCreateRequest,
        response: { 200: successEnvelope(staffIdValue) },
      },
    },
    async (request) => {
      const { id, after } = await admin.create(request.staff, request.body);
      request.auditChange = { target: `staff:${id}`, after };
      return ok({ id });
    },
  );

  app.put(
    '/bo/v1/staff/:id',
    {
      config: { permission: 'staff.manage', audit: 'staff.update' },
      schema: {
        tags,
        description:
          "Another staff member's role, merchant scope and disabled flag; disabling ends its sessions.",
        params: idParam,
        body: staffUpdateRequest,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      const change = await admin.update(request.staff, request.params.id, request.body);
      request.auditChange = { target: `staff:${request.params.id}`, ...change };
      return ok(null);
    },
  );

  app.post(
    '/bo/v1/staff/:id/reset-totp',
    {
      config: { permission: 'staff.manage', audit: 'staff.reset-totp' },
      schema: {
        tags,
        description:
          'The staff member enrols a new authenticator at its next login; its sessions and recovery codes end.',
        params: idParam,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await admin.resetTotp(request.staff, request.params.id);
      request.auditChange = { target: `staff:${request.params.id}` };
      return ok(null);
    },
  );

  app.post(
    '/bo/v1/staff/:id/reset-password',
    {
      config: { permission: 'staff.manage', audit: 'staff.reset-password' },
      schema: {
        tags,
        description: "A new password, to be changed at the next login; the staff member's sessions end.",
        params: idParam,
        body: staffResetPasswordRequest,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await admin.resetPassword(request.staff, request.params.id, request.body);
      request.auditChange = { target: `staff:${request.params.id}` };
      return ok(null);
    },
  );

  app.get(
    '/bo/v1/permissions',
    {
      config: { permission: 'staff.read' },
      schema: {
        tags,
        description:
          "The permission catalogue, with the group each belongs to (the role editor's checklist).",
        response: { 200: successEnvelope(permissionsValue) },
      },
    },
    async () => ok(admin.permissions()),
  );

  app.get(
    '/bo/v1/roles',
    {
      config: { permission: 'staff.read' },
      schema: {
        tags,
        description:
          "Built-in roles and the custom roles of the staff member's scope, with their permissions.",
        response: { 200: successEnvelope(rolesValue) },
      },
    },
    async (request) => ok(await admin.roles(request.staff)),
  );

  app.post(
    '/bo/v1/roles',
    {
      config: { permission: 'roles.manage', audit: 'roles.create' },
      schema: {
        tags,
        description:
          'A custom role: code (A-Z, 0-9, _), name, permissions (only ones the staff member holds), merchantCode (null: for staff of every merchant).',
        body: roleCreateRequest,
        response: { 200: successEnvelope(roleValue) },
      },
    },
    async (request) => {
      const role = await admin.createRole(request.staff, request.body);
      request.auditChange = { target: `role:${role.code}`, after: role };
      return ok({ ...role, builtIn: false });
    },
  );

  app.put(
    '/bo/v1/roles/:code',
    {
      config: { permission: 'roles.manage', audit: 'roles.update' },
      schema: {
        tags,
        description: "A custom role's name and permissions (built-in roles cannot be changed).",
        params: codeParam,
        body: roleUpdateRequest,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      const change = await admin.updateRole(request.staff, request.params.code, request.body);
      request.auditChange = { target: `role:${request.params.code}`, ...change };
      return ok(null);
    },
  );

  app.delete(
    '/bo/v1/roles/:code',
    {
      config: { permission: 'roles.manage', audit: 'roles.delete' },
      schema: {
        tags,
        description: 'Deletes a custom role no staff member holds.',
        params: codeParam,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      const change = await admin.deleteRole(request.staff, request.params.code);
      request.auditChange = { target: `role:${request.params.code}`, ...change };
      return ok(null);
    },
  );
};
