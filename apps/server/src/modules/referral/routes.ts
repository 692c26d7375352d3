import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boReferralReportQuery,
  boReferralReportValue,
  boReferralRunValue,
  referralAchievementsValue,
  referralBoardValue,
  referralClaimRequest,
  referralClaimValue,
  referralDetailsValue,
  referralFriendQuery,
  referralFriendsValue,
  referralInviteQuery,
  referralOverviewValue,
  referralProgramValue,
  referralRecordQuery,
  referralRecordsValue,
  referralRulesValue,
  referralSettingsInput,
  referralSettingsValue,
  successEnvelope,
} from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import { memberCalls } from '../../lib/member-calls.ts';
import type { Referral } from './service.ts';

const BASE = '/wps/member/referral';

/**
 * Invite friends (`referral`, inventory 1.7, decision 0063) under `/wps/member/referral`. The inventory
 * confirms no relay path for these operations, so none is invented. The program's public overview (before
 * login) is `/wps/referral/program`.
 */
export const referralRoutes: FastifyPluginAsyncZod<{ referral: Referral }> = async (app, { referral }) => {
  const call = memberCalls(app, { tags: ['referral'], preHandler: app.requireUser });

  call.get(
    `${BASE}/details`,
    {
      description:
        '`getReferralDetails`: my referral code, invite link (`?referralCode=`) and its simplified form (`?r=`) on one of the promotion domains, and which incomes are on.',
      value: referralDetailsValue,
    },
    (r) => referral.details(r.tenant, r.user, r.hostname),
  );
  call.get(
    `${BASE}/overview`,
    {
      description:
        '`getMyIncomeOverview` / `getReferralMyIncome`: friends, qualified friends, each income (amount and members) in all and today.',
      value: referralOverviewValue,
    },
    (r) => referral.overview(r.tenant, r.user),
  );
  call.get(
    `${BASE}/board`,
    {
      description:
        '`getReferralRanking` and `getRecentRewards`: the top 3 referrers and the latest rewards, names masked.',
      value: referralBoardValue,
    },
    (r) => referral.board(r.tenant, r.user),
  );
  call.get(
    `${BASE}/invites`,
    {
      description: '`getReferralList`: my friends, INVITED (first deposit made) or INCOMPLETE.',
      querystring: referralInviteQuery,
      value: referralFriendsValue,
    },
    (r) => referral.invites(r.tenant, r.user, r.query),
  );
  call.get(
    `${BASE}/friends`,
    {
      description:
        '`getInviteList`: my friends between business days startDate and endDate by registration (R) or first deposit (D); status A all, T qualified, F not.',
      querystring: referralFriendQuery,
      value: referralFriendsValue,
    },
    (r) => referral.friends(r.tenant, r.user, r.query),
  );
  call.get(
    `${BASE}/records`,
    {
      description:
        'Records of one income kind (INVITATION, ACHIEVEMENT, DEPOSIT, BETTING) between business days, sorted by time or bonus.',
      querystring: referralRecordQuery,
      value: referralRecordsValue,
    },
    (r) => referral.records(r.tenant, r.user, r.query),
  );
  call.get(
    `${BASE}/achievements`,
    {
      description:
        '`getAchievementPromo`: the tiers with my invited and depositing friends and each claim status.',
      value: referralAchievementsValue,
    },
    (r) => referral.achievements(r.tenant, r.user),
  );
  call.post(
    `${BASE}/achievements/claim`,
    {
      description: '`claimAchievementPromo`: pays a reached tier once (one ledger transfer).',
      body: referralClaimRequest,
      value: referralClaimValue,
    },
    (r) => referral.claimAchievement(r.tenant, r.user, r.body.configId),
  );
  call.get(
    `${BASE}/rules`,
    { description: '`getReferralRules`: the rules in the request language.', value: referralRulesValue },
    (r) => referral.rules(r.tenant, r.user, r.lang),
  );

  // Public by design (like the game lists): the left menu's "invite friends" before login.
  app.get(
    '/wps/referral/program',
    {
      schema: {
        tags: ['referral'],
        description:
          '`friendOverviewBeforeLogin`: what a member earns (rewards, tiers, rates), the top 3 and recent rewards (masked), the rules. No token.',
        response: { 200: successEnvelope(referralProgramValue) },
      },
    },
    async (request) => ok(await referral.program(request.tenant, request.lang)),
  );
};

const tags = ['back office'];

/** Back office: the program's settings, the referrers report, run the settlement now. */
export const referralAdminRoutes: FastifyPluginAsyncZod<{ referral: Referral }> = async (
  app,
  { referral },
) => {
  app.get(
    '/bo/v1/referral/settings',
    {
      config: { permission: 'referral.read' },
      schema: {
        tags,
        description: 'The invite-friends program settings and the merchant domains a link may use.',
        response: { 200: successEnvelope(referralSettingsValue) },
      },
    },
    async (request) => ok(await referral.settings(request.tenant)),
  );
  app.put(
    '/bo/v1/referral/settings',
    {
      config: { permission: 'referral.write', audit: 'referral.settings' },
      schema: {
        tags,
        description:
          'Replace the settings. Switching a rebate on pays from that moment on (no back-pay); domains must be the merchant’s.',
        body: referralSettingsInput,
        response: { 200: successEnvelope(referralSettingsValue) },
      },
    },
    async (request) => {
      const { before, after } = await referral.saveSettings(request.tenant, request.body);
      request.auditChange = { target: `referral:${request.tenant.code}`, before, after };
      return ok(await referral.settings(request.tenant));
    },
  );
  app.get(
    '/bo/v1/referral/report',
    {
      config: { permission: 'referral.read' },
      schema: {
        tags,
        description: 'Referrers with their friends, qualified friends and income paid per kind.',
        querystring: boReferralReportQuery,
        response: { 200: successEnvelope(boReferralReportValue) },
      },
    },
    async (request) => ok(await referral.report(request.tenant, request.query)),
  );
  app.post(
    '/bo/v1/referral/run',
    {
      config: { permission: 'referral.write', audit: 'referral.run' },
      schema: {
        tags,
        description:
          'Run the settlement now for this merchant: qualify friends, pay invitation and deposit rebates, and the betting rebate of finished days.',
        response: { 200: successEnvelope(boReferralRunValue) },
      },
    },
    async (request) => {
      const result = await referral.runNow(request.tenant);
      request.auditChange = { target: `referral:${request.tenant.code}`, after: result };
      return ok(result);
    },
  );
};
