import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  depositDecisionRequest,
  outboxQuery,
  outboxValue,
  successEnvelope,
  withdrawalDecisionRequest,
} from '@portal/contract';
import { AppError, ok } from '../../lib/app-error.ts';
import type { Cashier } from '../wallet/cashier.ts';
import type { Withdrawals } from '../wallet/withdrawals.ts';
import type { OutboxReader } from './service.ts';

/**
 * The back office's API (`/bo/v1`): staff log in with their own accounts and tokens (modules/staff); each
 * call names the permission it needs and plugins/staff-access.ts checks it. Reachable during maintenance and region blocks (the operator keeps working).
 */
export const backofficeRoutes: FastifyPluginAsyncZod<{
  outbox: OutboxReader;
  cashier: Cashier;
  withdrawals: Withdrawals;
}> = async (app, { outbox, cashier, withdrawals }) => {
  const tags = ['back office'];
  app.get(
    '/bo/v1/outbox/sms',
    {
      config: { permission: 'outbox.read' },
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
      config: { permission: 'outbox.read' },
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
  app.post(
    '/bo/v1/deposits/:id/decision',
    {
      config: { permission: 'deposits.review' },
      schema: {
        tags,
        description: 'Approve (credit once) or reject a manual deposit; a rejection may say why.',
        params: idParam,
        body: depositDecisionRequest,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      const id = BigInt(request.params.id);
      const by = { staff: request.staff.username };
      const order =
        request.body.decision === 'approve'
          ? await cashier.approveManual(request.staff.merchantId, id, by)
          : await cashier.rejectManual(request.staff.merchantId, id, { ...by, reason: request.body.reason });
      request.auditChange = {
        target: `deposit:${id}`,
        before: { status: 'PENDING' },
        after: { status: order.status, reason: request.body.reason ?? null },
      };
      return ok(null);
    },
  );
  app.get(
    '/bo/v1/deposits/:id/receipt',
    { config: { permission: 'deposits.review' }, schema: { tags, params: idParam } },
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
      config: { permission: 'withdrawals.review' },
      schema: {
        tags,
        description:
          'Approve (pay out) or reject (return the money) a withdrawal, once; a rejection needs a reason, which the member sees.',
        params: idParam,
        body: withdrawalDecisionRequest,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      const id = BigInt(request.params.id);
      const by = { staff: request.staff.username };
      if (request.body.decision === 'approve') await withdrawals.approve(request.staff.merchantId, id, by);
      else await withdrawals.reject(request.staff.merchantId, id, request.body.reason ?? '', by);
      request.auditChange = {
        target: `withdrawal:${id}`,
        before: { status: 'PENDING' },
        after: {
          status: request.body.decision === 'approve' ? 'APPROVED' : 'REJECTED',
          reason: request.body.reason ?? null,
        },
      };
      return ok(null);
    },
  );
};
