import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  outboxQuery,
  outboxValue,
  staffLoginRequest,
  staffLoginValue,
  successEnvelope,
} from '@portal/contract';
import { AppError, ok } from '../../lib/app-error.ts';
import { staffMay, type StaffAuth, type StaffPermission } from '../accounts/staff.ts';
import type { Cashier } from '../wallet/cashier.ts';
import type { Withdrawals } from '../wallet/withdrawals.ts';
import type { OutboxReader } from './service.ts';

/**
 * The back office's API (`/bo/v1`): staff log in with their own accounts and tokens; each call checks
 * the staff member's role. Reachable during maintenance and region blocks (the operator keeps working).
 */
export const backofficeRoutes: FastifyPluginAsyncZod<{
  staff: StaffAuth;
  outbox: OutboxReader;
  cashier: Cashier;
  withdrawals: Withdrawals;
}> = async (app, { staff, outbox, cashier, withdrawals }) => {
  const tags = ['back office'];
  const allowed = (permission: StaffPermission) => [
    app.requireStaff,
    async (request: { staff: Parameters<typeof staffMay>[0] }) => {
      if (!staffMay(request.staff, permission)) throw new AppError('permission.denied');
    },
  ];

  app.post(
    '/bo/v1/session/login',
    {
      schema: {
        tags,
        description: 'Staff login; five failures lock the staff account for 15 minutes.',
        body: staffLoginRequest,
        response: { 200: successEnvelope(staffLoginValue) },
      },
    },
    async (request) => ok(await staff.login(request.tenant, request.body, request.ip)),
  );

  app.delete(
    '/bo/v1/session/logout',
    { preHandler: app.requireStaff, schema: { tags, response: { 200: successEnvelope(z.null()) } } },
    async (request) => {
      await staff.logout(request.staff);
      return ok(null);
    },
  );

  app.get(
    '/bo/v1/outbox/sms',
    {
      preHandler: allowed('outbox.read'),
      schema: {
        tags,
        description:
          'Text messages the outbox SMS provider kept (SMS_PROVIDER=outbox), newest first. `to` filters by number: dialling code and number, digits only, joined by "-" (886-912345678).',
        querystring: outboxQuery,
        response: { 200: successEnvelope(outboxValue) },
      },
    },
    async (request) => ok(await outbox.sms(request.staff.merchantId, request.query)),
  );

  app.get(
    '/bo/v1/outbox/mail',
    {
      preHandler: allowed('outbox.read'),
      schema: {
        tags,
        description: 'Mail kept in the mail outbox when no SMTP_URL is set, newest first.',
        querystring: outboxQuery,
        response: { 200: successEnvelope(outboxValue) },
      },
    },
    async (request) => ok(await outbox.mail(request.staff.merchantId, request.query)),
  );

  // Money decisions of the operator: manual deposits and withdrawals, each once.
  const idParam = z.object({ id: z.string().regex(/^\d{1,18}$/) });
  const decision = z.object({ decision: z.enum(['approve', 'reject']) });
  app.post(
    '/bo/v1/deposits/:id/decision',
    {
      preHandler: allowed('deposits.review'),
      schema: {
        tags,
        description: 'Approve (credit once) or reject a manual deposit.',
        params: idParam,
        body: decision,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      const id = BigInt(request.params.id);
      if (request.body.decision === 'approve') await cashier.approveManual(request.staff.merchantId, id);
      else await cashier.rejectManual(request.staff.merchantId, id);
      return ok(null);
    },
  );
  app.get(
    '/bo/v1/deposits/:id/receipt',
    { preHandler: allowed('deposits.review'), schema: { tags, params: idParam } },
    async (request, reply) => {
      const receipt = await cashier.receipt(request.staff.merchantId, BigInt(request.params.id));
      if (!receipt) throw new AppError('not.found');
      return reply
        .type(receipt.content_type)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(receipt.bytes));
    },
  );
  app.post(
    '/bo/v1/withdrawals/:id/decision',
    {
      preHandler: allowed('withdrawals.review'),
      schema: {
        tags,
        description: 'Approve (pay out) or reject (return the money) a withdrawal, once.',
        params: idParam,
        body: decision,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      const id = BigInt(request.params.id);
      if (request.body.decision === 'approve') await withdrawals.approve(request.staff.merchantId, id);
      else await withdrawals.reject(request.staff.merchantId, id);
      return ok(null);
    },
  );
};
