import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentIncomeQuery,
  agentIncomeValue,
  downlineTransactionsQuery,
  downlineTransactionsValue,
  teamBettingQuery,
  teamBettingValue,
  teamOverviewQuery,
  teamOverviewValue,
  teamProfitQuery,
  teamProfitValue,
} from '@portal/contract';
import { memberCalls } from '../../lib/member-calls.ts';
import type { AgentReports } from './service.ts';

/** The agent centre's reports (issue 17 item 2, decision 0055): agents only, on their own team. */
export const agentReportRoutes: FastifyPluginAsyncZod<{ reports: AgentReports }> = async (
  app,
  { reports },
) => {
  const call = memberCalls(app, { tags: ['agent-reports'], preHandler: app.requireUser });
  const periodNote =
    'Period: today, yesterday, thisWeek, lastWeek (Sunday to Saturday), thisMonth, lastMonth or custom (startDate..endDate, at most 93 days), in the merchant time zone.';
  call.get(
    '/wps/agent/reports/overview',
    {
      description: `Team overview (agentTeamOverview): today's logins, registrations, first deposits and members online; team balance and size; member and amount metrics per day. ${periodNote}`,
      querystring: teamOverviewQuery,
      value: teamOverviewValue,
    },
    (r) => reports.overview(r.tenant, r.user, r.query),
  );
  call.get(
    '/wps/agent/reports/betting',
    {
      description: `Team betting: rounds of the agent (self), its team, or one user of its team, with totals. ${periodNote}`,
      querystring: teamBettingQuery,
      value: teamBettingValue,
    },
    (r) => reports.betting(r.tenant, r.user, r.query, r.lang),
  );
  call.get(
    '/wps/agent/reports/profit',
    {
      description: `User profit and loss: personal, or the team as one row per direct downline (its whole team) and the member itself; member drills into a downline. ${periodNote}`,
      querystring: teamProfitQuery,
      value: teamProfitValue,
    },
    (r) => reports.profit(r.tenant, r.user, r.query),
  );
  call.get(
    '/wps/agent/reports/income',
    {
      description: `My income: agent rebates, commission (dividend) and salaries earned, and each direct downline's contribution. ${periodNote}`,
      querystring: agentIncomeQuery,
      value: agentIncomeValue,
    },
    (r) => reports.income(r.tenant, r.user, r.query),
  );
  call.get(
    '/wps/agent/reports/transactions',
    {
      description: `Downline transaction details: ledger entries of one user of the team, or of the whole downline by type (a user or a type is required). ${periodNote}`,
      querystring: downlineTransactionsQuery,
      value: downlineTransactionsValue,
    },
    (r) => reports.transactions(r.tenant, r.user, r.query, r.lang),
  );
};
