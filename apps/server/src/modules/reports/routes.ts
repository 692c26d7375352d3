import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dailyReportQuery,
  dailyReportValue,
  dashboardQuery,
  dashboardValue,
  rewardReportQuery,
  rewardReportValue,
  type RewardReportRow,
  successEnvelope,
  type DailyReportRow,
} from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import { sendCsv } from '../../lib/listing.ts';
import type { Reports } from './service.ts';

const csvColumns: { key: keyof DailyReportRow }[] = (
  [
    'key',
    'label',
    'depositCount',
    'depositAmount',
    'withdrawalCount',
    'withdrawalAmount',
    'turnover',
    'ggr',
    'promotions',
    'rebates',
    'adjustments',
    'bonuses',
    'ngr',
    'activePlayers',
    'newPlayers',
    'firstDepositCount',
    'firstDepositAmount',
  ] as const
).map((key) => ({ key }));

const rewardCsvColumns: { key: keyof RewardReportRow }[] = (
  ['source', 'grants', 'cost', 'pointGrants', 'points', 'members', 'turnover', 'turnoverPerCost'] as const
).map((key) => ({ key }));

/** Reports and the dashboard of the back office (issue 15 item 11, decision 0033). */
export const reportRoutes: FastifyPluginAsyncZod<{ reports: Reports }> = async (app, { reports }) => {
  const tags = ['back office'];
  app.get(
    '/bo/v1/reports/daily',
    {
      config: { permission: 'reports.read' },
      schema: {
        tags,
        description:
          "Deposits, withdrawals, turnover, GGR, bonuses, NGR, active and new players and first deposits per business day, merchant, vendor or category (`groupBy`), in minor units (decision 0033). `merchant=all` or another merchant's code only for staff scoped to every merchant. Vendor and category rows (or filters) carry no money figures (null). `format=csv` answers every row.",
        querystring: dailyReportQuery,
        response: { 200: successEnvelope(dailyReportValue) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { sort: _sort, ...value } = await reports.daily(
        {
          staffMerchantId: request.staff.merchantScope,
          tenantId: request.tenant.id,
          merchant: q.merchant,
        },
        q,
      );
      if (q.format === 'csv')
        return sendCsv(reply, `report-${q.groupBy}-${value.from}-${value.to}`, csvColumns, value.rows);
      return ok(value);
    },
  );
  app.get(
    '/bo/v1/reports/rewards',
    {
      config: { permission: 'reports.read' },
      schema: {
        tags,
        description:
          'Cost per reward against the turnover it brought (decision 0048): per reward source, the cash bonuses and points granted in the business days [from, to] (default the last 30), the members rewarded and their valid bets from their first reward of that source to the end of the window. Minor units. `format=csv` answers the rows.',
        querystring: rewardReportQuery,
        response: { 200: successEnvelope(rewardReportValue) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const value = await reports.rewards(
        { staffMerchantId: request.staff.merchantScope, tenantId: request.tenant.id, merchant: q.merchant },
        q,
      );
      if (q.format === 'csv')
        return sendCsv(reply, `rewards-${value.from}-${value.to}`, rewardCsvColumns, value.rows);
      return ok(value);
    },
  );
  app.get(
    '/bo/v1/dashboard',
    {
      config: { permission: 'dashboard.read' },
      schema: {
        tags,
        description:
          'Today so far against yesterday up to the same time of day, the last 14 business days, pending deposits and withdrawals, and member sessions online. The admin app polls it every 30 s.',
        querystring: dashboardQuery,
        response: { 200: successEnvelope(dashboardValue) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(
        await reports.dashboard({
          staffMerchantId: request.staff.merchantScope,
          tenantId: request.tenant.id,
          merchant: request.query.merchant,
        }),
      );
    },
  );
};
