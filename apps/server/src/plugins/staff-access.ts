import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preValidationHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { StaffPermission } from '@portal/contract';
import { AppError } from '../lib/app-error.ts';
import { staffMay } from '../modules/accounts/staff.ts';
import type { AuditLog } from '../modules/audit/service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission a `/bo/v1` route requires; every back-office route names one (or is `staffPublic`). */
    permission?: StaffPermission;
    /** A back-office route open without a staff session (login, setup). */
    staffPublic?: boolean;
    /** The audit log's name of the action; "METHOD /route" when left out. */
    audit?: string;
  }
  interface FastifyRequest {
    /** What a back-office handler changed, for the audit row: set it before returning. */
    auditChange?: { target?: string; before?: unknown; after?: unknown };
  }
  interface FastifyInstance {
    /** Every back-office route and the permission it requires (the permission test walks it). */
    staffRoutes: StaffRouteEntry[];
  }
}

export interface StaffRouteEntry {
  method: string;
  url: string;
  permission: StaffPermission | null;
}

export const BO_PREFIX = '/bo/v1/';
const mutating = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Body fields never written to the audit log. */
const secretField =
  /pass(word)?|secret|token|challenge|credential|api.?key|private.?key|recovery|^code$|^current$|^next$|^otp$/i;

export function redacted(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => redacted(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      secretField.test(k) ? '[redacted]' : redacted(v, depth + 1),
    ]),
  );
}

/**
 * Back-office access, held in one place: every `/bo/v1` route gets the staff session check, its
 * permission check and an audit row for each mutating call (done or refused). A route without a declared
 * permission stops the server at start, so no route can be left open by forgetting it.
 */
export default fp(async function staffAccess(app: FastifyInstance, opts: { audit: AuditLog }) {
  const table: StaffRouteEntry[] = [];
  app.decorate('staffRoutes', table);
  app.decorateRequest('auditChange', undefined);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(BO_PREFIX)) return;
    const config = (route.config ?? {}) as {
      permission?: StaffPermission;
      staffPublic?: boolean;
      audit?: string;
    };
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    if (!config.permission && !config.staffPublic)
      throw new Error(`back-office route ${methods.join(',')} ${route.url} declares no permission`);
    for (const method of methods)
      table.push({ method, url: route.url, permission: config.permission ?? null });

    if (config.permission) {
      const permission = config.permission;
      const check: preValidationHookHandler = function (request, _reply, done) {
        if (!staffMay(request.staff, permission)) return done(new AppError('permission.denied'));
        done();
      };
      // Before validation: a staff member without the permission learns nothing about the route's input.
      const existing = route.preValidation ? [route.preValidation].flat() : [];
      route.preValidation = [app.requireStaff as preValidationHookHandler, check, ...existing];
    }
    if (methods.some((m) => mutating.has(m))) {
      const write: onSendHookHandler = async function (request, reply, payload) {
        await recordAction(opts.audit, request, reply, config.audit);
        return payload;
      };
      route.onSend = [write, ...(route.onSend ? [route.onSend].flat() : [])];
    }
  });
});

async function recordAction(
  audit: AuditLog,
  request: FastifyRequest,
  reply: FastifyReply,
  action: string | undefined,
) {
  const staff = request.staff as FastifyRequest['staff'] | null;
  const body = request.body as Record<string, unknown> | undefined;
  const change = request.auditChange;
  const params = request.params as Record<string, string> | undefined;
  const target =
    change?.target ??
    (params && Object.keys(params).length > 0
      ? Object.entries(params)
          .map(([k, v]) => `${k}:${v}`)
          .join(',')
      : null);
  try {
    await audit.record(
      {
        merchantId: request.tenant?.id ?? null,
        staffId: staff?.id ?? null,
        staffUsername:
          staff?.username ?? (typeof body?.username === 'string' ? body.username.slice(0, 64) : null),
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
      },
      {
        action: action ?? `${request.method} ${request.routeOptions.url ?? request.url}`,
        target,
        before: change?.before,
        after: change?.after ?? (isPlainObject(body) ? redacted(body) : undefined),
        outcome: reply.statusCode,
      },
    );
  } catch (error) {
    // The action itself is done; a lost audit row is an operational alarm, never silence.
    request.log.error({ err: error }, 'audit log write failed');
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
