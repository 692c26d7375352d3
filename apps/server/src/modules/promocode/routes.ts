import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boPromoCode,
  boRewardClaim,
  claimPromoCodeRequest,
  claimPromoCodeValue,
  newbiePromoIdParam,
  promoCodeEnableValue,
  promoCodeInput,
  promoCodeListValue,
  successEnvelope,
} from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import { memberCalls } from '../../lib/member-calls.ts';
import type { PromoCodes } from './service.ts';

/** Desktop (`MCS2_`) and mobile (`MCSFE_`) names of one call (Appendix B): one handler for both. */
const both = (name: string) => [`/wps/relay/MCS2_${name}`, `/wps/relay/MCSFE_${name}`];

/** The member's promo-code calls (inventory 1.4.1, decision 0045). */
export const promoCodeRoutes: FastifyPluginAsyncZod<{ promoCodes: PromoCodes }> = async (
  app,
  { promoCodes },
) => {
  const call = memberCalls(app, { tags: ['rewards'], preHandler: app.requireUser });
  for (const url of both('getPromoCodeEnable'))
    call.get(
      url,
      {
        description: 'Whether any promo code is open now with redemptions left.',
        value: promoCodeEnableValue,
      },
      (r) => promoCodes.enabled(r.tenant),
    );
  for (const url of both('getPromoCode'))
    call.get(
      url,
      {
        description:
          'The codes the operator lists for members; one this member cannot use now has enabled:false and a reason (NOT_OPEN, EXPIRED, USED_UP, CLAIMED, CONDITION_UNMET).',
        value: promoCodeListValue,
      },
      (r) => promoCodes.list(r.tenant, r.user, r.lang),
    );
  for (const url of both('claimPromoCode'))
    call.post(
      url,
      {
        description:
          'Redeems a code (case-insensitive), once per member while its budget lasts. Refused with promocode.not.found, promocode.not.open, promocode.expired, promocode.already.claimed, promocode.used.up, promocode.condition.unmet or trial.account.forbidden.',
        body: claimPromoCodeRequest,
        value: claimPromoCodeValue,
      },
      (r) => promoCodes.claim(r.tenant, r.user, r.body.promoCode),
    );
};

const tags = ['back office'];
const claimsQuery = z.object({
  codeId: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional(),
});

/** Back office: promo codes and their redemptions. */
export const promoCodeAdminRoutes: FastifyPluginAsyncZod<{ promoCodes: PromoCodes }> = async (
  app,
  { promoCodes },
) => {
  app.get(
    '/bo/v1/promo-codes',
    {
      config: { permission: 'rewards.read' },
      schema: {
        tags,
        description: 'Every promo code of the merchant with its uses and claim count, newest first.',
        response: { 200: successEnvelope(z.array(boPromoCode)) },
      },
    },
    async (request) => ok(await promoCodes.all(request.tenant)),
  );
  app.get(
    '/bo/v1/promo-codes/claims',
    {
      config: { permission: 'rewards.read' },
      schema: {
        tags,
        description:
          'Promo-code redemptions, newest first (500 at most), of one code when `codeId` is given.',
        querystring: claimsQuery,
        response: { 200: successEnvelope(z.array(boRewardClaim)) },
      },
    },
    async (request) =>
      ok(await promoCodes.claims(request.tenant, request.query.codeId ? Number(request.query.codeId) : null)),
  );
  app.get(
    '/bo/v1/promo-codes/:id',
    {
      config: { permission: 'rewards.read' },
      schema: { tags, params: newbiePromoIdParam, response: { 200: successEnvelope(boPromoCode) } },
    },
    async (request) => ok(await promoCodes.get(request.tenant, Number(request.params.id))),
  );
  app.post(
    '/bo/v1/promo-codes',
    {
      config: { permission: 'rewards.manage', audit: 'promo-code.create' },
      schema: {
        tags,
        description: 'Creates a promo code (its text unique per merchant, case-insensitively).',
        body: promoCodeInput,
        response: { 200: successEnvelope(boPromoCode) },
      },
    },
    async (request) => {
      const { after } = await promoCodes.save(request.tenant, null, request.body);
      request.auditChange = { target: `promo-code:${after.id}`, before: null, after };
      return ok(after);
    },
  );
  app.put(
    '/bo/v1/promo-codes/:id',
    {
      config: { permission: 'rewards.manage', audit: 'promo-code.update' },
      schema: {
        tags,
        description: 'Replaces a promo code (its uses stay; the budget cannot drop below them).',
        params: newbiePromoIdParam,
        body: promoCodeInput,
        response: { 200: successEnvelope(boPromoCode) },
      },
    },
    async (request) => {
      const { before, after } = await promoCodes.save(
        request.tenant,
        Number(request.params.id),
        request.body,
      );
      request.auditChange = { target: `promo-code:${after.id}`, before, after };
      return ok(after);
    },
  );
};
