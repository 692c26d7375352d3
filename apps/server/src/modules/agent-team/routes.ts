import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agentLinkIdRequest,
  agentLinksValue,
  agentRebates,
  agentRebateSettingValue,
  boAgentIdParam,
  boAgentRebatesRequest,
  boAgentTreeQuery,
  boAgentTreeValue,
  createAgentLinkRequest,
  downlineTransferRequest,
  downlineTransferValue,
  luckyBagRequest,
  luckyBagValue,
  registerDownlineRequest,
  registerDownlineValue,
  successEnvelope,
  teamListQuery,
  teamListValue,
  teamMemberIdRequest,
  teamMemberQuery,
  teamMemberValue,
  teamRebatesRequest,
  teamRemarkRequest,
  teamStatusRequest,
} from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import { memberCalls } from '../../lib/member-calls.ts';
import type { AgentTeam } from './service.ts';

/** The agent centre's team calls (issue 17 item 1, decision 0054): agents only, on their own downline. */
export const agentTeamRoutes: FastifyPluginAsyncZod<{ team: AgentTeam }> = async (app, { team }) => {
  const call = memberCalls(app, { tags: ['agent centre'], preHandler: app.requireUser });
  const origin = (r: { protocol: string; host: string }) => `${r.protocol}://${r.host}`;

  for (const prefix of ['MCSFE', 'MCS2'])
    call.get(
      `/wps/relay/${prefix}_getCustomerRebateSettingByProductType`,
      {
        description:
          "The agent's own rebate per product series (LOTT: prize series of base 2000; others: basis points of valid bet) and the range a downline may get: min = the floor, max = the agent's own value.",
        value: agentRebateSettingValue,
      },
      (r) => team.rebateSetting(r.user),
    );

  call.post(
    '/wps/agent/downlines',
    {
      description:
        "Register a downline (registerCenter): an agent (accountType 1) or a player (0) under me, with the merchant's username and password rules and rebates within mine (invalid.rebate.value). The answer repeats the password once for the page's Copy and close.",
      body: registerDownlineRequest,
      value: registerDownlineValue,
    },
    (r) => team.registerDownline(r.tenant, r.user, r.body),
  );

  call.get(
    '/wps/agent/links',
    {
      description:
        'My invitation links (not deleted), newest first, with their URL (`?affiliateCode=`), status and how many members registered through each.',
      value: agentLinksValue,
    },
    (r) => team.links(r.tenant, r.user, origin(r)),
  );
  call.post(
    '/wps/agent/links',
    {
      description:
        'Create an invitation link: account type, rebates (within mine), expiry (NEVER, 1D, 7D, 30D, 1Y), channel and remark.',
      body: createAgentLinkRequest,
      value: z.object({ id: z.number().int(), code: z.string() }),
    },
    (r) => team.createLink(r.tenant, r.user, r.body),
  );
  call.post(
    '/wps/agent/links/delete',
    {
      description: 'Delete one of my links (agent.link.not.found otherwise); registration through it stops.',
      body: agentLinkIdRequest,
    },
    (r) => team.deleteLink(r.tenant, r.user, r.body.id),
  );

  call.get(
    '/wps/agent/team',
    {
      description:
        'Team management: direct agents or direct players of me or of a member of my downline (parentId; agent.downline.not.found otherwise), with search, filters (dates in the merchant time zone) and paging.',
      querystring: teamListQuery,
      value: teamListValue,
    },
    (r) => team.team(r.tenant, r.user, r.query),
  );
  call.get(
    '/wps/agent/team/member',
    {
      description: 'One member of my downline (details popup).',
      querystring: teamMemberQuery,
      value: teamMemberValue,
    },
    (r) => team.member(r.tenant, r.user, r.query.memberId),
  );
  call.post(
    '/wps/agent/team/remark',
    {
      description: 'My private remark about a member of my downline (empty removes it).',
      body: teamRemarkRequest,
    },
    (r) => team.setRemark(r.tenant, r.user, r.body.memberId, r.body.remark),
  );
  call.post(
    '/wps/agent/team/status',
    {
      description:
        "A direct downline's account status (ACTIVE/LOCKED; locking ends its sessions) and game status (betting frozen). customer.action.forbidden below direct.",
      body: teamStatusRequest,
      value: z.object({ status: z.string(), bettingFrozen: z.boolean() }),
    },
    (r) => team.setStatus(r.tenant, r.user, r.body),
  );
  call.post(
    '/wps/agent/team/set-agent',
    { description: 'Make a direct player an agent (type 1).', body: teamMemberIdRequest },
    (r) => team.setAgent(r.tenant, r.user, r.body.memberId),
  );
  call.post(
    '/wps/agent/team/rebates',
    {
      description:
        "Raise a direct downline's rebates: never lowered (downline.rebate.update.lower.reb), never above mine (invalid.rebate.value).",
      body: teamRebatesRequest,
      value: z.object({ rebates: agentRebates }),
    },
    (r) => team.updateRebates(r.tenant, r.user, r.body.memberId, r.body.rebates),
  );
  call.post(
    '/wps/agent/team/transfer',
    {
      description:
        'Transfer to a member of my team (any depth) from my main wallet, with my fund password; once per requestId. The receiver gets a live `downline` push.',
      body: downlineTransferRequest,
      value: downlineTransferValue,
    },
    (r) => team.transfer(r.tenant, r.user, r.body),
  );
  call.post(
    '/wps/agent/lucky-bags',
    {
      description:
        'Lucky bags (agentRedRain): a total split over all direct downlines or picked members of my team, SHARE (equal, remainder to the first) or FIGHTING (random, each at least one minor unit); all transfers or none.',
      body: luckyBagRequest,
      value: luckyBagValue,
    },
    (r) => team.luckyBags(r.tenant, r.user, r.body),
  );
};

const tags = ['back office'];

/** Back office: the agent tree, root agents' rebates, making a member an agent. */
export const agentTeamAdminRoutes: FastifyPluginAsyncZod<{ team: AgentTeam }> = async (app, { team }) => {
  app.get(
    '/bo/v1/agents/tree',
    {
      config: { permission: 'agents.read' },
      schema: {
        tags,
        description:
          'A member (by username or id) with its uplines, direct downlines, team sizes and rebates.',
        querystring: boAgentTreeQuery,
        response: { 200: successEnvelope(boAgentTreeValue) },
      },
    },
    async (request) => ok(await team.boTree(request.tenant, request.query)),
  );
  app.put(
    '/bo/v1/agents/:id/rebates',
    {
      config: { permission: 'agents.manage', audit: 'agents.rebates.update' },
      schema: {
        tags,
        description:
          "A root agent's rebates (the operator's to give): within the product bounds, never below a direct downline's value.",
        params: boAgentIdParam,
        body: boAgentRebatesRequest,
        response: { 200: successEnvelope(z.object({ rebates: agentRebates })) },
      },
    },
    async (request) => {
      const { before, after } = await team.boSetRootRebates(
        request.tenant,
        request.params.id,
        request.body.rebates,
      );
      request.auditChange = { target: `customer:${request.params.id}`, before, after };
      return ok({ rebates: after });
    },
  );
  app.post(
    '/bo/v1/agents/:id/make-agent',
    {
      config: { permission: 'agents.manage', audit: 'agents.make.agent' },
      schema: { tags, params: boAgentIdParam, response: { 200: successEnvelope(z.null()) } },
    },
    async (request) => {
      const { before, after } = await team.boMakeAgent(request.tenant, request.params.id);
      request.auditChange = { target: `customer:${request.params.id}`, before, after };
      return ok(null);
    },
  );
};
