import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boIssuedReward,
  boIssuedRewardsQuery,
  boSaviorConfig,
  claimIssuedPromotionRequest,
  claimIssuedPromotionValue,
  issuedIdParam,
  manualBonusInput,
  manualBonusRejectInput,
  manualBonusSettings,
  promotionClaimListQuery,
  promotionClaimListValue,
  saviorConfigInput,
  saviorPromotionValue,
  successEnvelope,
} from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import { memberCalls } from '../../lib/member-calls.ts';
import type { IssuedRewards } from './service.ts';

/** Desktop (`MCS2_`) and mobile (`MCSFE_`) names of one call (Appendix B): one handler for both. */
const both = (name: string) => [`/wps/relay/MCS2_${name}`, `/wps/relay/MCSFE_${name}`];

/** The member's rescue-fund and manual-bonus calls (inventory 1.4.1, decision 0046). */
export const issuedRewardRoutes: FastifyPluginAsyncZod<{ issued: IssuedRewards }> = async (
  app,
  { issued },
) => {
  const call = memberCalls(app, { tags: ['rewards'], preHandler: app.requireUser });
  for (const url of both('getSaviorPromotion'))
    call.get(
      url,
      {
        description:
          'The rescue fund’s rules: per enabled config and product type, the tiers (net loss ≥ X → FIXED bonus or PERCENT of the loss in basis points, with a cap; major units).',
        value: saviorPromotionValue,
      },
      (r) => issued.saviorRules(r.tenant, r.lang),
    );
  for (const url of both('getPromotionClaimList'))
    call.get(
      url,
      {
        description:
          'The member’s issued rewards of a kind (SAVIOR rescue fund, MANUAL issued bonuses) that can be claimed now: not claimed and not expired.',
        querystring: promotionClaimListQuery,
        value: promotionClaimListValue,
      },
      (r) => issued.claimList(r.tenant, r.user, r.lang, r.query.promotionType),
    );
  for (const url of both('claimIssuedPromotion'))
    call.post(
      url,
      {
        description:
          'Claims one of the member’s issued rewards, once. Refused with reward.already.claimed, reward.expired, not.found (unknown or another member’s) or trial.account.forbidden.',
        body: claimIssuedPromotionRequest,
        value: claimIssuedPromotionValue,
      },
      (r) => issued.claim(r.tenant, r.user, r.body.rewardId, r.body.promotionType),
    );
};

const tags = ['back office'];

/** Back office: rescue-fund configs and their issued rewards; manual bonuses with the two-person rule. */
export const issuedRewardAdminRoutes: FastifyPluginAsyncZod<{ issued: IssuedRewards }> = async (
  app,
  { issued },
) => {
  app.get(
    '/bo/v1/rescue-fund',
    {
      config: { permission: 'rewards.read' },
      schema: {
        tags,
        description: 'Every rescue-fund config of the merchant, newest first.',
        response: { 200: successEnvelope(z.array(boSaviorConfig)) },
      },
    },
    async (request) => ok(await issued.listConfigs(request.tenant)),
  );
  app.get(
    '/bo/v1/rescue-fund/rewards',
    {
      config: { permission: 'rewards.read' },
      schema: {
        tags,
        description: 'Issued rescue-fund rewards, newest first (500 at most).',
        querystring: boIssuedRewardsQuery,
        response: { 200: successEnvelope(z.array(boIssuedReward)) },
      },
    },
    async (request) =>
      ok(
        await issued.rewards(request.tenant, 'SAVIOR', {
          status: request.query.status,
          configId: request.query.configId ? Number(request.query.configId) : undefined,
        }),
      ),
  );
  app.get(
    '/bo/v1/rescue-fund/:id',
    {
      config: { permission: 'rewards.read' },
      schema: { tags, params: issuedIdParam, response: { 200: successEnvelope(boSaviorConfig) } },
    },
    async (request) => ok(await issued.getConfig(request.tenant, Number(request.params.id))),
  );
  app.post(
    '/bo/v1/rescue-fund',
    {
      config: { permission: 'rewards.manage', audit: 'rescuefund.create' },
      schema: {
        tags,
        description: 'Creates a rescue-fund config with its tier tables.',
        body: saviorConfigInput,
        response: { 200: successEnvelope(boSaviorConfig) },
      },
    },
    async (request) => {
      const { after } = await issued.saveConfig(request.tenant, null, request.body);
      request.auditChange = { target: `rescuefund:${after.id}`, before: null, after };
      return ok(after);
    },
  );
  app.put(
    '/bo/v1/rescue-fund/:id',
    {
      config: { permission: 'rewards.manage', audit: 'rescuefund.update' },
      schema: {
        tags,
        description: 'Replaces a rescue-fund config (rewards already issued keep their amounts).',
        params: issuedIdParam,
        body: saviorConfigInput,
        response: { 200: successEnvelope(boSaviorConfig) },
      },
    },
    async (request) => {
      const { before, after } = await issued.saveConfig(
        request.tenant,
        Number(request.params.id),
        request.body,
      );
      request.auditChange = { target: `rescuefund:${after.id}`, before, after };
      return ok(after);
    },
  );

  app.get(
    '/bo/v1/manual-bonuses',
    {
      config: { permission: 'rewards.read' },
      schema: {
        tags,
        description:
          'Manual bonuses, newest first (500 at most); `status=PENDING` lists those waiting for approval.',
        querystring: boIssuedRewardsQuery,
        response: { 200: successEnvelope(z.array(boIssuedReward)) },
      },
    },
    async (request) => ok(await issued.rewards(request.tenant, 'MANUAL', { status: request.query.status })),
  );
  app.get(
    '/bo/v1/manual-bonuses/settings',
    {
      config: { permission: 'rewards.read' },
      schema: { tags, response: { 200: successEnvelope(manualBonusSettings) } },
    },
    async (request) => ok(await issued.settings(request.tenant)),
  );
  app.put(
    '/bo/v1/manual-bonuses/settings',
    {
      config: { permission: 'rewards.manage', audit: 'manualbonus.settings' },
      schema: {
        tags,
        description: 'The two-person threshold: a bonus above it waits for another staff member’s approval.',
        body: manualBonusSettings,
        response: { 200: successEnvelope(manualBonusSettings) },
      },
    },
    async (request) => {
      const { before, after } = await issued.saveSettings(request.tenant, request.body.approvalThreshold);
      request.auditChange = { target: 'manualbonus:settings', before, after };
      return ok(after);
    },
  );
  app.post(
    '/bo/v1/manual-bonuses',
    {
      config: { permission: 'rewards.manage', audit: 'manualbonus.issue' },
      schema: {
        tags,
        description:
          'Issues a bonus to each listed member. Above the threshold it is PENDING until another staff member approves it; otherwise it is issued at once. Refused with manual.bonus.unknown.members.',
        body: manualBonusInput,
        response: { 200: successEnvelope(z.array(boIssuedReward)) },
      },
    },
    async (request) => {
      const after = await issued.issueManual(request.tenant, request.staff, request.body);
      request.auditChange = {
        target: `manualbonus:${after.map((r) => r.id).join(',')}`,
        before: null,
        after,
      };
      return ok(after);
    },
  );
  app.post(
    '/bo/v1/manual-bonuses/:id/approve',
    {
      config: { permission: 'rewards.manage', audit: 'manualbonus.approve' },
      schema: {
        tags,
        description: 'Approves a PENDING bonus (not by its creator: manual.bonus.self.approval).',
        params: issuedIdParam,
        response: { 200: successEnvelope(boIssuedReward) },
      },
    },
    async (request) => {
      const { before, after } = await issued.decideManual(
        request.tenant,
        request.staff,
        request.params.id,
        true,
        null,
      );
      request.auditChange = { target: `manualbonus:${after.id}`, before, after };
      return ok(after);
    },
  );
  app.post(
    '/bo/v1/manual-bonuses/:id/reject',
    {
      config: { permission: 'rewards.manage', audit: 'manualbonus.reject' },
      schema: {
        tags,
        description: 'Rejects a PENDING bonus with a reason.',
        params: issuedIdParam,
        body: manualBonusRejectInput,
        response: { 200: successEnvelope(boIssuedReward) },
      },
    },
    async (request) => {
      const { before, after } = await issued.decideManual(
        request.tenant,
        request.staff,
        request.params.id,
        false,
        request.body.reason,
      );
      request.auditChange = { target: `manualbonus:${after.id}`, before, after };
      return ok(after);
    },
  );
};
