import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  promoRewardValue,
  rewardCentreCountsValue,
  boSignInClaim,
  boSignInConfig,
  claimLoginPromotionRequest,
  claimLoginPromotionValue,
  loginPromotionHistoryQuery,
  loginPromotionHistoryValue,
  loginPromotionValue,
  signInConfigInput,
  signInIdParam,
  successEnvelope,
} from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import { memberCalls } from '../../lib/member-calls.ts';
import type { SignIn } from './service.ts';

/** Desktop (`MCS2_`) and mobile (`MCSFE_`) names of one call (Appendix B): one handler for both. */
const both = (name: string) => [`/wps/relay/MCS2_${name}`, `/wps/relay/MCSFE_${name}`];

/** The member's sign-in calls and the reward centre's counts (inventory 1.4.1, decision 0042). */
export const signInRoutes: FastifyPluginAsyncZod<{ signIn: SignIn }> = async (app, { signIn }) => {
  const call = memberCalls(app, { tags: ['rewards'], preHandler: app.requireUser });

  for (const url of both('getLoginPromotion'))
    call.get(
      url,
      {
        description: 'Open sign-in configs, sorted C (consecutive) > M (monthly) > W (weekly) > N (daily).',
        value: loginPromotionValue,
      },
      (r) => signIn.configs(r.tenant, r.lang),
    );
  for (const url of both('getLoginPromotionConfigHistory'))
    call.get(
      url,
      {
        description:
          'The calendar of the current period (each day with its reward, conditions and state) and the member’s totals claimed.',
        querystring: loginPromotionHistoryQuery,
        value: loginPromotionHistoryValue,
      },
      (r) => signIn.history(r.tenant, r.user, r.lang, r.query.configId),
    );
  for (const url of both('claimLoginPromotion'))
    call.post(
      url,
      {
        description:
          'Claims this period’s reward (`id` = `<configId>-<dayNo>` from the calendar). Refused with required_member_information_incomplete, claim_deposit_required, claim_bet_required, signin.already.claimed, signin.not.open or signin.closed.',
        body: claimLoginPromotionRequest,
        value: claimLoginPromotionValue,
      },
      (r) => signIn.claim(r.tenant, r.user, r.body.id),
    );
  for (const url of both('getPromoReward'))
    call.get(
      url,
      {
        description:
          'The member’s total promotion earnings: every cash bonus (major units) and every point rewards gave (DISPTOTPROMEARN3; function.not.available when off).',
        value: promoRewardValue,
      },
      (r) => signIn.promoReward(r.tenant, r.user),
    );
  for (const url of both('getAvailablePromotions'))
    call.get(
      url,
      {
        description:
          'The reward centre’s menu: per promotion kind whether it is offered and how many rewards are claimable now. Kinds not offered answer {enabled:false, count:0}.',
        value: rewardCentreCountsValue,
      },
      (r) => signIn.available(r.tenant, r.user),
    );
};

const tags = ['back office'];
const claimsQuery = z.object({
  configId: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional(),
});

/** Back office: sign-in configs with their day rewards, and the claims. */
export const signInAdminRoutes: FastifyPluginAsyncZod<{ signIn: SignIn }> = async (app, { signIn }) => {
  app.get(
    '/bo/v1/sign-in',
    {
      config: { permission: 'rewards.read' },
      schema: {
        tags,
        description: 'Every sign-in config of the merchant, newest first.',
        response: { 200: successEnvelope(z.array(boSignInConfig)) },
      },
    },
    async (request) => ok(await signIn.list(request.tenant)),
  );
  app.get(
    '/bo/v1/sign-in/claims',
    {
      config: { permission: 'rewards.read' },
      schema: {
        tags,
        description: 'Sign-in claims, newest first (500 at most), of one config when `configId` is given.',
        querystring: claimsQuery,
        response: { 200: successEnvelope(z.array(boSignInClaim)) },
      },
    },
    async (request) =>
      ok(await signIn.claims(request.tenant, request.query.configId ? Number(request.query.configId) : null)),
  );
  app.get(
    '/bo/v1/sign-in/:id',
    {
      config: { permission: 'rewards.read' },
      schema: { tags, params: signInIdParam, response: { 200: successEnvelope(boSignInConfig) } },
    },
    async (request) => ok(await signIn.get(request.tenant, Number(request.params.id))),
  );
  app.post(
    '/bo/v1/sign-in',
    {
      config: { permission: 'rewards.manage', audit: 'signin.create' },
      schema: {
        tags,
        description: 'Creates a sign-in config with its day rewards.',
        body: signInConfigInput,
        response: { 200: successEnvelope(boSignInConfig) },
      },
    },
    async (request) => {
      const { after } = await signIn.save(request.tenant, null, request.body);
      request.auditChange = { target: `signin:${after.id}`, before: null, after };
      return ok(after);
    },
  );
  app.put(
    '/bo/v1/sign-in/:id',
    {
      config: { permission: 'rewards.manage', audit: 'signin.update' },
      schema: {
        tags,
        description: 'Replaces a sign-in config (claims already made stay as they were paid).',
        params: signInIdParam,
        body: signInConfigInput,
        response: { 200: successEnvelope(boSignInConfig) },
      },
    },
    async (request) => {
      const { before, after } = await signIn.save(request.tenant, Number(request.params.id), request.body);
      request.auditChange = { target: `signin:${after.id}`, before, after };
      return ok(after);
    },
  );
};
