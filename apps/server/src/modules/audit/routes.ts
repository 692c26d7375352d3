import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditQuery, auditRow, auditVerifyValue, pageOf, successEnvelope } from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import { pageWindow, sendCsv, sortOf } from '../../lib/listing.ts';
import type { AuditLog } from './service.ts';

const columns = [
  'id',
  'at',
  'staffUsername',
  'action',
  'target',
  'outcome',
  'ip',
  'userAgent',
  'before',
  'after',
  'hash',
].map((key) => ({ key }));

/** The audit log in the back office: searchable, exportable, and its chain verifiable. */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditLog }> = async (app, { audit }) => {
  const tags = ['back office'];
  app.get(
    '/bo/v1/audit',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags,
        description:
          "Staff actions, newest first (sort=id for oldest first). A staff member scoped to one merchant sees that merchant's rows; one scoped to all sees every row.",
        querystring: auditQuery,
        response: { 200: successEnvelope(pageOf(auditRow)) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const order = sortOf(q.sort, { id: 'id' }, { column: 'id', direction: 'desc' });
      const { rows, total } = await audit.list(
        {
          merchantId: request.staff.merchantScope,
          id: q.id,
          staff: q.staff,
          action: q.action,
          target: q.target,
          from: q.from ? new Date(q.from) : undefined,
          to: q.to ? new Date(q.to.length === 10 ? `${q.to}T23:59:59.999Z` : q.to) : undefined,
        },
        { ...pageWindow(q), ascending: order.direction === 'asc' },
      );
      const out = rows.map((r) => ({
        id: String(r.id),
        at: new Date(r.at).toISOString(),
        merchantId: r.merchant_id,
        staffId: r.staff_id,
        staffUsername: r.staff_username,
        action: r.action,
        target: r.target,
        before: r.before ?? null,
        after: r.after ?? null,
        outcome: r.outcome,
        ip: r.ip,
        userAgent: r.user_agent,
        hash: r.hash,
      }));
      if (q.format === 'csv') return sendCsv(reply, 'audit-log', columns, out);
      return ok({ rows: out, total });
    },
  );
  app.get(
    '/bo/v1/audit/verify',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags,
        description:
          'Recomputes the hash chain from the first row; `brokenAt` names the first row that does not match.',
        response: { 200: successEnvelope(auditVerifyValue) },
      },
    },
    async () => ok(await audit.verify()),
  );
};
