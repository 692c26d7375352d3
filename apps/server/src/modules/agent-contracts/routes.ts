import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boContractsQuery,
  boContractsValue,
  boRebateRunValue,
  boSettlementReviewRequest,
  boSettlementRunRequest,
  boSettlementRunValue,
  boSettlementsQuery,
  consolidatedValue,
  contractAnswerValue,
  contractDetailValue,
  contractDownlinesQuery,
  contractDownlinesValue,
  contractEstimateValue,
  contractIdRequest,
  contractModifyRequest,
  contractOfferRequest,
  contractTerms,
  contractView,
  dailySalaryAnswerRequest,
  dividendAnswerRequest,
  hourlySalaryAnswerRequest,
  mrClaimRequest,
  realtimeSalaryAnswerRequest,
  settlementRecord,
  settlementRecordsQuery,
  settlementRecordsValue,
  successEnvelope,
} from '@portal/contract';
import { toMajor } from '@portal/contract/money';
import { ok } from '../../lib/app-error.ts';
import { memberCalls } from '../../lib/member-calls.ts';
import type { AgentContracts } from './service.ts';
import type { Settlement } from './settlement.ts';

const HOURLY_NOTE =
  'Hourly salary keeps the original codes: for a termination request (V), R keeps the contract and A ends it (the reverse of the other kinds).';

/** The member's contract calls (issue 17 items 3-4, inventory 2.1.10-2.1.14 and 2.2; decision 0056). */
export const agentContractRoutes: FastifyPluginAsyncZod<{
  contracts: AgentContracts;
  settlement: Settlement;
}> = async (app, { contracts, settlement }) => {
  const call = memberCalls(app, { tags: ['agent contracts'], preHandler: app.requireUser });

  call.get(
    '/wps/member/info/funds/consolidated',
    {
      description:
        "The member's agent contracts in force (info keys: they drive the agent-centre menu) and the requests waiting for its answer (request keys: they open the contract popup), inventory 2.2.",
      value: consolidatedValue,
    },
    (r) => contracts.consolidated(r.tenant, r.user),
  );

  // The popup's answers: both names of each call (desktop MCS2_, mobile MCSFE_).
  const dividendSpec = {
    description:
      'Answers a dividend contract request of the member by product and period: for P/E, A accepts and R rejects; for V (termination requested), A keeps and C terminates. Accepting ends the contracts of direct downline agents paying more.',
    value: contractAnswerValue,
  };
  call.get(
    '/wps/relay/MCS2_processDividendReq',
    { ...dividendSpec, querystring: dividendAnswerRequest },
    (r) => contracts.answerDividend(r.tenant, r.user, r.query),
  );
  for (const url of ['/wps/relay/MCS2_processDividendReq', '/wps/relay/MCSFE_processContractDividend'])
    call.post(url, { ...dividendSpec, body: dividendAnswerRequest }, (r) =>
      contracts.answerDividend(r.tenant, r.user, r.body),
    );
  for (const url of [
    '/wps/relay/MCS2_processDailySalContract',
    '/wps/relay/MCSFE_processDailySalaryContract',
  ])
    call.post(
      url,
      {
        description:
          'Answers a daily salary (or manual-receive daily salary) contract request by id: P/E: A accepts, R rejects; V: A keeps, C terminates.',
        body: dailySalaryAnswerRequest,
        value: contractAnswerValue,
      },
      (r) => contracts.answerById(r.tenant, r.user, r.body.id, ['DAILY', 'MR_DAILY'], r.body.status),
    );
  for (const url of [
    '/wps/relay/MCS2_processContractHourSalary',
    '/wps/relay/MCSFE_processContractHourSalary',
  ])
    call.post(
      url,
      {
        description: `Answers an hourly salary contract request: P/E: A accepts, R rejects. ${HOURLY_NOTE}`,
        body: hourlySalaryAnswerRequest,
        value: contractAnswerValue,
      },
      (r) => contracts.answerById(r.tenant, r.user, r.body.contractId, ['HOURLY'], r.body.status),
    );
  for (const url of [
    '/wps/relay/MCSFE_processRealTimeSalaryContract',
    '/wps/relay/MCS2_processRealTimeSalaryContract',
  ])
    call.post(
      url,
      {
        description:
          'Answers a real-time salary contract request: P/E: A accepts, R rejects; V: A keeps, C terminates.',
        body: realtimeSalaryAnswerRequest,
        value: contractAnswerValue,
      },
      (r) => contracts.answerById(r.tenant, r.user, r.body.contractId, ['REALTIME'], r.body.status),
    );

  // The upline's contract management (agent centre).
  call.get(
    '/wps/agent/contracts/downlines',
    {
      description:
        'My contracts in force and my direct downline agents with the contracts I offered them (optionally of one kind).',
      querystring: contractDownlinesQuery,
      value: contractDownlinesValue,
    },
    (r) => contracts.downlines(r.tenant, r.user, r.query.kind),
  );
  call.post(
    '/wps/agent/contracts/offer',
    {
      description:
        'Offers a contract (status P) to a direct downline agent; rates never above my own signed contract of the same kind and product. Not my downline: agent.downline.not.found.',
      body: contractOfferRequest,
      value: contractView,
    },
    (r) => contracts.offer(r.tenant, r.user, r.body),
  );
  call.post(
    '/wps/agent/contracts/modify',
    {
      description:
        'Proposes new terms for a signed contract I offered: a new contract in status E; when the downline accepts it replaces the signed one.',
      body: contractModifyRequest,
      value: contractView,
    },
    (r) => contracts.modify(r.tenant, r.user, r.body.contractId, r.body.terms),
  );
  call.post(
    '/wps/agent/contracts/terminate',
    {
      description:
        'Asks to terminate a signed contract I offered (status V), or withdraws a pending offer (C).',
      body: contractIdRequest,
      value: contractView,
    },
    (r) => contracts.terminate(r.tenant, r.user, r.body.contractId),
  );
  call.get(
    '/wps/agent/contracts/detail',
    {
      description: 'A contract I offered or signed, with its history.',
      querystring: contractIdRequest,
      value: contractDetailValue,
    },
    (r) => contracts.detail(r.tenant, r.user, r.query.contractId),
  );
  call.get(
    '/wps/agent/contracts/records',
    {
      description: 'My settlement records of a contract kind, newest period first.',
      querystring: settlementRecordsQuery,
      value: settlementRecordsValue,
    },
    (r) => settlement.records(r.tenant, r.user, r.query),
  );
  call.get(
    '/wps/agent/contracts/estimates',
    {
      description:
        'My dividend contracts: an estimate of the period in progress and the last settled period.',
      value: contractEstimateValue,
    },
    (r) => settlement.estimates(r.tenant, r.user),
  );
  call.post(
    '/wps/agent/contracts/claim',
    {
      description: 'Claims a manual-receive daily salary record (status 0 → 1) before its due time.',
      body: mrClaimRequest,
      value: settlementRecord,
    },
    (r) => settlement.claim(r.tenant, r.user, r.body.recordId),
  );
};

const tags = ['back office'];
const idParam = z.object({ id: z.coerce.number().int().min(1) });

/** Back office: contracts of root agents, settlement runs, dividend approvals (decision 0056). */
/** The agent rebate job (agent-reports/rebate-payouts.ts), passed in by the app: what one run moved per merchant. */
export interface RebateRunner {
  run(): Promise<{
    merchants: Map<number, { bets: number; payees: Set<number>; total: bigint; clawedBack: bigint }>;
  }>;
}

export const agentContractAdminRoutes: FastifyPluginAsyncZod<{
  contracts: AgentContracts;
  settlement: Settlement;
  rebates: RebateRunner;
}> = async (app, { contracts, settlement, rebates }) => {
  app.get(
    '/bo/v1/agent-contracts',
    {
      config: { permission: 'agents.contracts.read' },
      schema: { tags, querystring: boContractsQuery, response: { 200: successEnvelope(boContractsValue) } },
    },
    async (request) => ok(await contracts.boList(request.tenant, request.query)),
  );
  app.get(
    '/bo/v1/agent-contracts/:id',
    {
      config: { permission: 'agents.contracts.read' },
      schema: { tags, params: idParam, response: { 200: successEnvelope(contractDetailValue) } },
    },
    async (request) => ok(await contracts.boDetail(request.tenant, request.params.id)),
  );
  app.post(
    '/bo/v1/agent-contracts',
    {
      config: { permission: 'agents.contracts.manage', audit: 'agent.contract.offer' },
      schema: {
        tags,
        description: 'Offers a contract to a root agent (no upline): the operator is its upline.',
        body: contractOfferRequest,
        response: { 200: successEnvelope(contractView) },
      },
    },
    async (request) => {
      const after = await contracts.boOffer(request.tenant, request.staff.id, request.body);
      request.auditChange = { target: `agent-contract:${after.id}`, after };
      return ok(after);
    },
  );
  app.post(
    '/bo/v1/agent-contracts/:id/modify',
    {
      config: { permission: 'agents.contracts.manage', audit: 'agent.contract.modify' },
      schema: {
        tags,
        params: idParam,
        body: z.object({ terms: contractTerms }),
        response: { 200: successEnvelope(contractView) },
      },
    },
    async (request) => {
      const after = await contracts.boModify(
        request.tenant,
        request.staff.id,
        request.params.id,
        request.body.terms,
      );
      request.auditChange = { target: `agent-contract:${request.params.id}`, after };
      return ok(after);
    },
  );
  app.post(
    '/bo/v1/agent-contracts/:id/terminate',
    {
      config: { permission: 'agents.contracts.manage', audit: 'agent.contract.terminate' },
      schema: {
        tags,
        description:
          "A root agent's signed contract gets a termination request (V); a pending offer, or any agent's contract offered by an upline, ends at once (C).",
        params: idParam,
        response: { 200: successEnvelope(contractView) },
      },
    },
    async (request) => {
      const before = (await contracts.boDetail(request.tenant, request.params.id)).contract;
      const after = await contracts.boTerminate(request.tenant, request.staff.id, request.params.id);
      request.auditChange = { target: `agent-contract:${request.params.id}`, before, after };
      return ok(after);
    },
  );
  app.get(
    '/bo/v1/agent-contracts/settlements',
    {
      config: { permission: 'agents.contracts.read' },
      schema: {
        tags,
        querystring: boSettlementsQuery,
        response: { 200: successEnvelope(settlementRecordsValue) },
      },
    },
    async (request) => ok(await settlement.boRecords(request.tenant, request.query)),
  );
  app.post(
    '/bo/v1/agent-contracts/settlements/run',
    {
      config: { permission: 'agents.contracts.manage', audit: 'agent.contract.settle' },
      schema: {
        tags,
        description:
          'Settles the closed, unsettled periods of a kind now (each contract and period once); dryRun computes the same figures and records nothing.',
        body: boSettlementRunRequest,
        response: { 200: successEnvelope(boSettlementRunValue) },
      },
    },
    async (request) => {
      const result = await settlement.boRun(request.tenant, request.body.kind, request.body.dryRun);
      request.auditChange = {
        target: `agent-contract-settlement:${request.body.kind}`,
        after: { dryRun: result.dryRun, settled: result.settled.length },
      };
      return ok(result);
    },
  );
  app.post(
    '/bo/v1/agent-contracts/rebates/run',
    {
      config: { permission: 'agents.contracts.manage', audit: 'agent.rebate.run' },
      schema: {
        tags,
        description:
          "Runs the agent rebate job once now (the scheduled job's code; safe beside it: each bet change is paid once) and answers what it moved for this merchant.",
        response: { 200: successEnvelope(boRebateRunValue) },
      },
    },
    async (request) => {
      const r = (await rebates.run()).merchants.get(request.tenant.id);
      const d = request.tenant.settings.currency.decimals;
      const value = {
        bets: r?.bets ?? 0,
        agentsPaid: r?.payees.size ?? 0,
        total: toMajor(r?.total ?? 0n, d),
        clawedBack: toMajor(r?.clawedBack ?? 0n, d),
      };
      request.auditChange = { target: 'agent-rebate', after: value };
      return ok(value);
    },
  );
  app.post(
    '/bo/v1/agent-contracts/settlements/review',
    {
      config: { permission: 'agents.contracts.manage', audit: 'agent.contract.review' },
      schema: {
        tags,
        description:
          'A pending dividend record: A disburses, R rejects, M disburses an adjusted amount; R and M need a reason.',
        body: boSettlementReviewRequest,
        response: { 200: successEnvelope(settlementRecord) },
      },
    },
    async (request) => {
      const { before, after } = await settlement.boReview(request.tenant, request.body);
      request.auditChange = { target: `agent-contract-settlement:${after.id}`, before, after };
      return ok(after);
    },
  );
};
