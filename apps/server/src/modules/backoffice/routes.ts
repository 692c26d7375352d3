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
import type { OutboxReader } from './service.ts';

/**
 * The back office's API (`/bo/v1`): staff log in with their own accounts and tokens; each call checks
 * the staff member's role. Reachable during maintenance and region blocks (the operator keeps working).
 */
export const backofficeRoutes: FastifyPluginAsyncZod<{ staff: StaffAuth; outbox: OutboxReader }> = async (
  app,
  { staff, outbox },
) => {
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
};
