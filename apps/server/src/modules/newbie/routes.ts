import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boRegisterPromotion,
  boRewardClaim,
  claimRegisterPromotionRequest,
  claimRewardValue,
  newbiePromoIdParam,
  registerPromotionInput,
  registerPromotionListValue,
  successEnvelope,
} from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import { memberCalls } from '../../lib/member-calls.ts';
import type { NewbieTasks } from './service.ts';

/** Desktop (`MCS2_`) and mobile (`MCSFE_`) names of one call (Appendix B): one handler for both. */
const both = (name: string) => [`/wps/relay/MCS2_${name}`, `/wps/relay/MCSFE_${name}`];

/** The member's newbie-task calls (inventory 1.4.1, decision 0045). */
export const newbieRoutes: FastifyPluginAsyncZod<{ newbie: NewbieTasks }> = async (app, { newbie }) => {
  const call = memberCalls(app, { tags: ['rewards'], preHandler: app.requireUser });
  for (const url of both('getRegisterPromotionList'))
    call.get(
      url,
      {
        description:
          'The open newbie tasks for this member (with the fields each requires and whether it was claimed) and the fields the member has completed.',
        value: registerPromotionListValue,
      },
      (r) => newbie.list(r.tenant, r.user, r.lang),
    );
  for (const url of both('claimRegisterPromotion'))
    call.post(
      url,
      {
        description:
          'Claims a newbie task’s reward, once. Refused with required_member_information_incomplete (value: the missing fields), newbie.already.claimed, newbie.not.open, newbie.closed, newbie.not.eligible or trial.account.forbidden.',
        body: claimRegisterPromotionRequest,
        value: claimRewardValue,
      },
      (r) => newbie.claim(r.tenant, r.user, r.body.promotionId),
    );
};

const tags = ['back office'];
const claimsQuery = z.object({
  promotionId: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional(),
});

/** Back office: newbie tasks and their claims. */
export const newbieAdminRoutes: FastifyPluginAsyncZod<{ newbie: NewbieTasks }> = async (app, { newbie }) => {
  app.get(
    '/bo/v1/register-promotions',
    {
      config: { permission: 'rewards.read' },
      schema: {
        tags,
        description: 'Every newbie task of the merchant with its claim count, newest first.',
        response: { 200: successEnvelope(z.array(boRegisterPromotion)) },
      },
    },
    async (request) => ok(await newbie.all(request.tenant)),
  );
  app.get(
    '/bo/v1/register-promotions/claims',
    {
      config: { permission: 'rewards.read' },
      schema: {
        tags,
        description:
          'Newbie-task claims, newest first (500 at most), of one task when `promotionId` is given.',
        querystring: claimsQuery,
        response: { 200: successEnvelope(z.array(boRewardClaim)) },
      },
    },
    async (request) =>
      ok(
        await newbie.claims(
          request.tenant,
          request.query.promotionId ? Number(request.query.promotionId) : null,
        ),
      ),
  );
  app.get(
    '/bo/v1/register-promotions/:id',
    {
      config: { permission: 'rewards.read' },
      schema: { tags, params: newbiePromoIdParam, response: { 200: successEnvelope(boRegisterPromotion) } },
    },
    async (request) => ok(await newbie.get(request.tenant, Number(request.params.id))),
  );
  app.post(
    '/bo/v1/register-promotions',
    {
      config: { permission: 'rewards.manage', audit: 'register-promotion.create' },
      schema: {
        tags,
        description: 'Creates a newbie task.',
        body: registerPromotionInput,
        response: { 200: successEnvelope(boRegisterPromotion) },
      },
    },
    async (request) => {
      const { after } = await newbie.save(request.tenant, null, request.body);
      request.auditChange = { target: `register-promotion:${after.id}`, before: null, after };
      return ok(after);
    },
  );
  app.put(
    '/bo/v1/register-promotions/:id',
    {
      config: { permission: 'rewards.manage', audit: 'register-promotion.update' },
      schema: {
        tags,
        description: 'Replaces a newbie task (claims already made stay as they were paid).',
        params: newbiePromoIdParam,
        body: registerPromotionInput,
        response: { 200: successEnvelope(boRegisterPromotion) },
      },
    },
    async (request) => {
      const { before, after } = await newbie.save(request.tenant, Number(request.params.id), request.body);
      request.auditChange = { target: `register-promotion:${after.id}`, before, after };
      return ok(after);
    },
  );
};
