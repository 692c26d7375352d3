import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boVipClaimsQuery,
  boVipClaimsValue,
  boVipLevel,
  boVipMember,
  boVipMemberQuery,
  boVipRules,
  successEnvelope,
  vipBenefitsValue,
  vipClaimHistoryQuery,
  vipClaimHistoryValue,
  vipClaimRequest,
  vipClaimValue,
  vipLevelIdParam,
  vipLevelInput,
  vipLevelsValue,
  vipProgressValue,
  vipRewardDetailValue,
  vipRuleValue,
  vipRulesInput,
} from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import { memberCalls } from '../../lib/member-calls.ts';
import type { Vip } from './service.ts';

const relay = (method: string) => `/wps/relay/MCSFE_${method}`;

/** The member's VIP rank calls (inventory 1.6, decision 0062) under the original's relay names. */
export const vipRoutes: FastifyPluginAsyncZod<{ vip: Vip }> = async (app, { vip }) => {
  const call = memberCalls(app, { tags: ['vip'], preHandler: app.requireUser });
  call.get(
    relay('getPlayerRankProgress'),
    {
      description:
        'My rank (recomputed now), the next level with my figures against its conditions (labelId null at the top rank), the keep-rank conditions of my level measured this month, and a level-up not yet acknowledged.',
      value: vipProgressValue,
    },
    (r) => vip.progress(r.tenant, r.user, r.lang),
  );
  call.post(
    relay('ackPlayerRankLevelUp'),
    { description: 'The level-up modal was shown: it does not show again.' },
    (r) => vip.ackLevelUp(r.user),
  );
  call.get(
    relay('getPlayerRankNearbyLevels'),
    {
      description: 'Every level of the merchant (the ladder) with my figures against each.',
      value: vipLevelsValue,
    },
    (r) => vip.levels(r.tenant, r.user, r.lang),
  );
  call.get(
    relay('getMemberClubBenefit'),
    { description: "Each level's benefits.", value: vipBenefitsValue },
    (r) => vip.benefits(r.tenant, r.lang),
  );
  call.get(
    relay('getRankSalaryRewardDetail'),
    {
      description:
        "My level's daily, weekly and monthly rank rewards this period (null: none): unlock moment and countdown, requirements and my figures in the period, claimed or claimable.",
      value: vipRewardDetailValue,
    },
    (r) => vip.rewardDetail(r.tenant, r.user, r.lang),
  );
  call.post(
    relay('claimRankSalaryReward'),
    {
      description:
        "Claims this period's rank reward of a type: vip.reward.locked before it unlocks, claim_deposit_required / claim_bet_required when the period's requirements are not met, vip.reward.claimed once taken.",
      body: vipClaimRequest,
      value: vipClaimValue,
    },
    (r) => vip.claim(r.tenant, r.user, r.body.type),
  );
  call.get(
    relay('getRankSalaryClaimHistory'),
    {
      description: 'My rank reward claims between two local days (inclusive), newest first.',
      querystring: vipClaimHistoryQuery,
      value: vipClaimHistoryValue,
    },
    (r) => vip.claimHistory(r.tenant, r.user, r.query, r.lang),
  );
  call.get(
    relay('getPlayerRankRule'),
    { description: "The merchant's VIP rules (plain text).", value: vipRuleValue },
    (r) => vip.rule(r.tenant, r.lang),
  );
};

const tags = ['back office'];
const read = { permission: 'vip.read' } as const;

/** Back office: VIP levels, rules, a member's rank and history, rank reward claims (decision 0062). */
export const vipAdminRoutes: FastifyPluginAsyncZod<{ vip: Vip }> = async (app, { vip }) => {
  app.get(
    '/bo/v1/vip/levels',
    {
      config: read,
      schema: {
        tags,
        description: 'The levels, lowest first, with their member counts.',
        response: { 200: successEnvelope(z.array(boVipLevel)) },
      },
    },
    async (request) => ok(await vip.boLevels(request.tenant)),
  );
  app.post(
    '/bo/v1/vip/levels',
    {
      config: { permission: 'vip.write', audit: 'vip.level.create' },
      schema: { tags, body: vipLevelInput, response: { 200: successEnvelope(boVipLevel) } },
    },
    async (request) => {
      const { after } = await vip.saveLevel(request.tenant, null, request.body);
      request.auditChange = { target: `vip-level:${after.id}`, before: null, after };
      return ok(after);
    },
  );
  app.put(
    '/bo/v1/vip/levels/:id',
    {
      config: { permission: 'vip.write', audit: 'vip.level.update' },
      schema: {
        tags,
        params: vipLevelIdParam,
        body: vipLevelInput,
        response: { 200: successEnvelope(boVipLevel) },
      },
    },
    async (request) => {
      const change = await vip.saveLevel(request.tenant, Number(request.params.id), request.body);
      request.auditChange = { target: `vip-level:${request.params.id}`, ...change };
      return ok(change.after);
    },
  );
  app.delete(
    '/bo/v1/vip/levels/:id',
    {
      config: { permission: 'vip.write', audit: 'vip.level.delete' },
      schema: { tags, params: vipLevelIdParam, response: { 200: successEnvelope(z.null()) } },
    },
    async (request) => {
      const before = await vip.deleteLevel(request.tenant, Number(request.params.id));
      request.auditChange = { target: `vip-level:${request.params.id}`, before, after: null };
      return ok(null);
    },
  );
  app.get(
    '/bo/v1/vip/rules',
    { config: read, schema: { tags, response: { 200: successEnvelope(boVipRules) } } },
    async (request) => ok(await vip.boRules(request.tenant)),
  );
  app.put(
    '/bo/v1/vip/rules',
    {
      config: { permission: 'vip.write', audit: 'vip.rules.update' },
      schema: { tags, body: vipRulesInput, response: { 200: successEnvelope(boVipRules) } },
    },
    async (request) => {
      const change = await vip.saveRules(request.tenant, request.body);
      request.auditChange = { target: 'vip-rules', ...change };
      return ok(change.after as Record<string, string>);
    },
  );
  app.get(
    '/bo/v1/vip/member',
    {
      config: read,
      schema: {
        tags,
        description: "A member's rank (brought up to date), this month's figures and rank history.",
        querystring: boVipMemberQuery,
        response: { 200: successEnvelope(boVipMember) },
      },
    },
    async (request) => ok(await vip.boMember(request.tenant, request.query.username, request.lang)),
  );
  app.get(
    '/bo/v1/vip/claims',
    {
      config: read,
      schema: { tags, querystring: boVipClaimsQuery, response: { 200: successEnvelope(boVipClaimsValue) } },
    },
    async (request) => ok(await vip.boClaims(request.tenant, request.query)),
  );
};
