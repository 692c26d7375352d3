import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boRebateDisbursements,
  rebateConfig,
  rebateDisburseRequest,
  rebateDisburseValue,
  rebateDisbursementsQuery,
  rebateQuery,
  rebateValue,
  successEnvelope,
} from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import { memberCalls } from '../../lib/member-calls.ts';
import type { Rebate } from './service.ts';

/** The member's manual rebate calls (issue 16 item 6, inventory 1.4.6; decision 0043). */
export const rebateRoutes: FastifyPluginAsyncZod<{ rebate: Rebate }> = async (app, { rebate }) => {
  const call = memberCalls(app, { tags: ['rewards'], preHandler: app.requireUser });
  call.get(
    '/wps/relay/ODSFE2_getRebate',
    {
      description:
        'What the member may claim for a business day per category (major units): floor(valid bet × rate) − paid. LOTT is merged into ELOTT (`lottRemain` is 0). Refused with rebate.date.not.claimable or rebate.feature.off.',
      querystring: rebateQuery,
      value: rebateValue,
    },
    (r) => rebate.view(r.tenant, r.user, r.query.balanceDate),
  );
  call.post(
    '/wps/relay/ODSFE2_rebateDisburse',
    {
      description:
        'Pays what remains now in every category (each payment once, as a bonus with the configured turnover). A figure above what remains is refused with rebate.amount.changed; nothing left: rebate.nothing.to.claim.',
      body: rebateDisburseRequest,
      value: rebateDisburseValue,
    },
    (r) => rebate.disburse(r.tenant, r.user, r.body),
  );
};

const tags = ['back office'];

/** Back office: the merchant's rebate rates and the payments made. */
export const rebateAdminRoutes: FastifyPluginAsyncZod<{ rebate: Rebate }> = async (app, { rebate }) => {
  app.get(
    '/bo/v1/rebate',
    {
      config: { permission: 'rewards.read' },
      schema: {
        tags,
        description: 'Rates per category (basis points), turnover multiple and claim days.',
        response: { 200: successEnvelope(rebateConfig) },
      },
    },
    async (request) => ok(await rebate.configOf(request.tenant.id)),
  );
  app.put(
    '/bo/v1/rebate',
    {
      config: { permission: 'rewards.manage', audit: 'rebate.config.update' },
      schema: { tags, body: rebateConfig, response: { 200: successEnvelope(rebateConfig) } },
    },
    async (request) => {
      const { before, after } = await rebate.putConfig(request.tenant, request.body);
      request.auditChange = { target: 'rebate:config', before, after };
      return ok(after);
    },
  );
  app.get(
    '/bo/v1/rebate/disbursements',
    {
      config: { permission: 'rewards.read' },
      schema: {
        tags,
        description: 'Rebate payments, newest first.',
        querystring: rebateDisbursementsQuery,
        response: { 200: successEnvelope(boRebateDisbursements) },
      },
    },
    async (request) => ok(await rebate.disbursements(request.tenant, request.query)),
  );
};
