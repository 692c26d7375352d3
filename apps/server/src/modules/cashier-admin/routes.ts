import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  callbackLogQuery,
  callbackLogRow,
  depositListQuery,
  depositRow,
  pageOf,
  pendingCountValue,
  successEnvelope,
  withdrawalListQuery,
  withdrawalRow,
} from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import { pageWindow, sendCsv, sortOf } from '../../lib/listing.ts';
import type { CashierAdmin } from './service.ts';

const tags = ['back office'];
const endOf = (to: string | undefined) =>
  to ? new Date(to.length === 10 ? `${to}T23:59:59.999Z` : to) : undefined;
const startOf = (from: string | undefined) => (from ? new Date(from) : undefined);
const big = (v: string | undefined) => (v === undefined ? undefined : BigInt(v));
const columns = (names: string[]) => names.map((key) => ({ key }));

/** The back office's cashier lists (issue 15 item 9, decision 0030); decisions are in backoffice/routes.ts. */
export const cashierAdminRoutes: FastifyPluginAsyncZod<{ cashierAdmin: CashierAdmin }> = async (
  app,
  { cashierAdmin },
) => {
  app.get(
    '/bo/v1/deposits',
    {
      config: { permission: 'deposits.read' },
      schema: {
        tags,
        description:
          'Deposit orders, newest first (sort `id`, `createdAt`, `amount`): status, method (PG/MT), channel code, member, dates, amount range (minor units). A manual order with a receipt links it.',
        querystring: depositListQuery,
        response: { 200: successEnvelope(pageOf(depositRow)) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const order = sortOf(q.sort, { id: 'o.id', createdAt: 'o.created_at', amount: 'o.amount' } as const, {
        column: 'o.id',
        direction: 'desc',
      });
      const result = await cashierAdmin.deposits(
        request.staff.merchantId,
        {
          status: q.status,
          method: q.method,
          channel: q.channel,
          member: q.member,
          from: startOf(q.from),
          to: endOf(q.to),
          minAmount: big(q.minAmount),
          maxAmount: big(q.maxAmount),
        },
        { ...pageWindow(q), sort: order.column, direction: order.direction },
      );
      if (q.format === 'csv')
        return sendCsv(reply, 'deposits', columns(Object.keys(depositRow.shape)), result.rows);
      return ok(result);
    },
  );

  app.get(
    '/bo/v1/withdrawals',
    {
      config: { permission: 'withdrawals.read' },
      schema: {
        tags,
        description:
          'The withdrawal queue: pending first (oldest first), then decided ones newest first; or sort `id`, `createdAt`, `amount`. Each order on a page carries its risk hints (not in the CSV).',
        querystring: withdrawalListQuery,
        response: { 200: successEnvelope(pageOf(withdrawalRow)) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const order = sortOf(
        q.sort,
        { queue: 'queue', id: 'w.id', createdAt: 'w.created_at', amount: 'w.amount' } as const,
        { column: 'queue', direction: 'asc' },
      );
      const csv = q.format === 'csv';
      const result = await cashierAdmin.withdrawals(
        request.staff.merchantId,
        {
          status: q.status,
          member: q.member,
          from: startOf(q.from),
          to: endOf(q.to),
          minAmount: big(q.minAmount),
          maxAmount: big(q.maxAmount),
        },
        { ...pageWindow(q), sort: order.column, direction: order.direction },
        { hints: !csv },
      );
      if (csv)
        return sendCsv(
          reply,
          'withdrawals',
          columns(Object.keys(withdrawalRow.shape).filter((k) => k !== 'hints')),
          result.rows,
        );
      return ok(result);
    },
  );

  app.get(
    '/bo/v1/cashier/pending-count',
    {
      config: { permission: 'deposits.read' },
      schema: {
        tags,
        description:
          'Orders waiting for staff (manual deposits, withdrawals, balance adjustments) and the newest order ids; the admin app polls it every 10 seconds.',
        response: { 200: successEnvelope(pendingCountValue) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await cashierAdmin.pendingCount(request.staff.merchantId));
    },
  );

  app.get(
    '/bo/v1/payments/callbacks',
    {
      config: { permission: 'payments.read' },
      schema: {
        tags,
        description:
          "Payment callbacks received for the merchant's orders (the sandbox PSP's included), newest first (sort `id` for oldest first), valid or refused.",
        querystring: callbackLogQuery,
        response: { 200: successEnvelope(pageOf(callbackLogRow)) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const order = sortOf(q.sort, { id: 'id' } as const, { column: 'id', direction: 'desc' });
      const result = await cashierAdmin.callbacks(
        request.staff.merchantId,
        {
          channel: q.channel,
          orderId: big(q.orderId),
          outcome: q.outcome,
          from: startOf(q.from),
          to: endOf(q.to),
        },
        { ...pageWindow(q), ascending: order.direction === 'asc' },
      );
      if (q.format === 'csv')
        return sendCsv(reply, 'payment-callbacks', columns(Object.keys(callbackLogRow.shape)), result.rows);
      return ok(result);
    },
  );
};
