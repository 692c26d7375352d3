import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { AccountService, SessionUser } from '../modules/accounts/service.ts';
import type { StaffAuthenticator, StaffUser } from '../modules/accounts/staff.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in account; set by the `requireUser` pre-handler. */
    user: SessionUser;
    /** The logged-in staff member; set by the `requireStaff` pre-handler. */
    staff: StaffUser;
  }
  interface FastifyInstance {
    /**
     * Pre-handler of routes that need a session: 401 login.not.session without a live token of this
     * merchant; 403 password.change.required while the session must change its password (decision 0026).
     */
    requireUser: preHandlerAsyncHookHandler;
    /**
     * `requireUser` for the few calls a session that must change its password may still make: the change
     * itself, logout, and member info (which says so). Decision 0026.
     */
    requireUserDuringPasswordChange: preHandlerAsyncHookHandler;
    /**
     * Pre-handler of back-office routes (plugins/staff-access.ts adds it): 401 login.not.session without a
     * live staff token; 403 permission.denied for a merchant outside the staff member's scope; 403
     * password.change.required while a new or reset staff account must change its password (decision 0029).
     */
    requireStaff: preHandlerAsyncHookHandler;
    /** `requireStaff` for the staff member's own session calls (me, logout, password, recovery codes). */
    requireStaffSession: preHandlerAsyncHookHandler;
  }
}

/** API.md: `Authorization: <raw token>`; GET calls may carry `?token=` instead. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header) return header;
  if (request.method === 'GET') {
    const token = (request.query as Record<string, unknown> | undefined)?.token;
    if (typeof token === 'string') return token;
  }
  return undefined;
}

export default fp(async function auth(
  app: FastifyInstance,
  opts: { accounts: AccountService; staff: StaffAuthenticator },
) {
  app.decorateRequest('user', null as unknown as SessionUser);
  app.decorateRequest('staff', null as unknown as StaffUser);
  async function sessionOf(request: FastifyRequest): Promise<SessionUser> {
    const token = tokenOf(request);
    const user = token ? await opts.accounts.authenticate(token) : null;
    if (!user || user.merchantId !== request.tenant.id) throw new AppError('login.not.session');
    return user;
  }
  app.decorate('requireUser', async function (request: FastifyRequest) {
    const user = await sessionOf(request);
    // Spec section 4, held by the server: a reload of the page must not free the account (decision 0026).
    if (user.passwordChangeRequired) throw new AppError('password.change.required');
    request.user = user;
  });
  app.decorate('requireUserDuringPasswordChange', async function (request: FastifyRequest) {
    request.user = await sessionOf(request);
  });
  // Member and staff tokens live in separate tables: one never opens the other's routes.
  async function staffOf(request: FastifyRequest): Promise<StaffUser> {
    const header = request.headers.authorization;
    const staff =
      typeof header === 'string' && header ? await opts.staff.authenticate(header, request.tenant.id) : null;
    if (!staff) throw new AppError('login.not.session');
    return staff;
  }
  app.decorate('requireStaff', async function (request: FastifyRequest) {
    const staff = await staffOf(request);
    if (staff.passwordChangeRequired) throw new AppError('password.change.required');
    request.staff = staff;
  });
  app.decorate('requireStaffSession', async function (request: FastifyRequest) {
    request.staff = await staffOf(request);
  });
});
