import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  missionClaimRequest,
  missionClaimValue,
  missionCountValue,
  missionLeaderboardValue,
  missionMilestonesValue,
  missionQuery,
  missionRulesValue,
  missionSummaryQuery,
  missionSummaryValue,
} from '@portal/contract';
import { memberCalls } from '../../lib/member-calls.ts';
import type { Missions } from './missions.ts';

/** The member's mission calls (issue 16 item 5, inventory 1.4.3; decision 0040). */
export const missionRoutes: FastifyPluginAsyncZod<{ missions: Missions }> = async (app, { missions }) => {
  const call = memberCalls(app, { tags: ['rewards'], preHandler: app.requireUser });

  call.get(
    '/wps/relay/MCSFE_getMissionSummaryDetails',
    {
      description:
        'Missions of one status (O ongoing, U upcoming, F finished) with the member’s completed milestones; `claimStatus` Y when any milestone is claimable.',
      querystring: missionSummaryQuery,
      value: missionSummaryValue,
    },
    (r) => missions.summaries(r.tenant, r.user, r.lang, r.query),
  );
  call.get(
    '/wps/relay/MCSFE_getMissionLeaderboard',
    {
      description:
        'The mission’s leaderboard (masked names, value of its metric, prize per rank) and the member’s own row (`rank` null: not ranked).',
      querystring: missionQuery,
      value: missionLeaderboardValue,
    },
    (r) => missions.leaderboard(r.tenant, r.user, r.query.missionId),
  );
  call.get(
    '/wps/relay/MCSFE_getMissionMilestones',
    {
      description:
        'Milestones with each condition’s actual value against its target, rewards, and the claim state (A claimed, I incomplete, C claimable, E expired).',
      querystring: missionQuery,
      value: missionMilestonesValue,
    },
    (r) => missions.milestones(r.tenant, r.user, r.lang, r.query.missionId),
  );
  call.get(
    '/wps/relay/MCSFE_getMissionRules',
    { description: 'The mission’s rules text.', querystring: missionQuery, value: missionRulesValue },
    (r) => missions.rules(r.tenant, r.lang, r.query.missionId),
  );
  call.get(
    '/wps/relay/MCSFE_getMissionCount',
    { description: 'Claimable milestones (the member-centre badge).', value: missionCountValue },
    (r) => missions.count(r.user),
  );
  call.post(
    '/wps/relay/MCSFE_claimMissionRewards',
    {
      description:
        '`milestoneId`: one milestone; `missionId` + `claimLeaderboard: Y`: the leaderboard prize (after the end); `missionId` alone or nothing: every claimable milestone, each once. Refused with mission.condition.unmet, mission.already.claimed, mission.claim.closed or mission.not.ranked.',
      body: missionClaimRequest,
      value: missionClaimValue,
    },
    (r) => missions.claim(r.tenant, r.user, r.lang, r.body),
  );
};
