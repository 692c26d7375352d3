import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adjustmentDecisionRequest,
  adjustmentIdParam,
  adjustmentRequest,
  adjustmentRow,
  adjustmentsQuery,
  linkedAccountsValue,
  memberBalances,
  memberBetRow,
  memberBetsQuery,
  memberDetail,
  memberIdParam,
  memberLabelQuery,
  memberLabelRequest,
  memberLedgerQuery,
  memberLedgerRow,
  memberLoginRow,
  memberLoginsQuery,
  memberLotteryRow,
  memberNoteRequest,
  memberNotesValue,
  memberPasswordResetRequest,
  memberPasswordResetValue,
  memberRow,
  memberSearchQuery,
  memberStatusRequest,
  pageOf,
  successEnvelope,
} from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import { pageWindow, sendCsv, sortOf } from '../../lib/listing.ts';
import type { MembersAdmin } from './service.ts';

const tags = ['back office'];
const keys = (row: Record<string, unknown>) => Object.keys(row).map((key) => ({ key }));
/** A date filter's end: a bare date means the whole day. */
const endOf = (to: string | undefined) =>
  to ? new Date(to.length === 10 ? `${to}T23:59:59.999Z` : to) : undefined;
const startOf = (from: string | undefined) => (from ? new Date(from) : undefined);
const memberColumns = keys({
  id: 0,
  username: 0,
  nickname: 0,
  type: 0,
  status: 0,
  bettingFrozen: 0,
  mobile: 0,
  email: 0,
  agent: 0,
  labels: 0,
  cash: 0,
  createdAt: 0,
  lastLoginAt: 0,
});

/** The back office's members (issue 15 item 8, decision 0030); every route names its permission. */
export const membersAdminRoutes: FastifyPluginAsyncZod<{ members: MembersAdmin }> = async (
  app,
  { members },
) => {
  const actorOf = (request: { staff: { id: number; username: string } }) => ({
    id: request.staff.id,
    username: request.staff.username,
  });
  const memberId = (params: { id: string }) => Number(params.id);

  app.get(
    '/bo/v1/members',
    {
      config: { permission: 'members.read' },
      schema: {
        tags,
        description:
          'Member search: account (user name or nickname, part), mobile, email, login IP, agent (direct upline), label, status (FROZEN: betting frozen), registration dates. Trial accounts are left out.',
        querystring: memberSearchQuery,
        response: { 200: successEnvelope(pageOf(memberRow)) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const order = sortOf(
        q.sort,
        {
          id: 'c.id',
          username: 'c.username',
          createdAt: 'c.created_at',
          lastLoginAt: 'c.last_login_at',
          cash: 'cash',
        } as const,
        { column: 'c.id', direction: 'desc' },
      );
      const result = await members.search(
        request.staff.merchantId,
        {
          account: q.account,
          mobile: q.mobile,
          email: q.email,
          ip: q.ip,
          agent: q.agent,
          label: q.label,
          status: q.status,
          from: startOf(q.from),
          to: endOf(q.to),
        },
        { ...pageWindow(q), sort: order.column, direction: order.direction },
      );
      if (q.format === 'csv') return sendCsv(reply, 'members', memberColumns, result.rows);
      return ok(result);
    },
  );

  app.get(
    '/bo/v1/members/:id',
    {
      config: { permission: 'members.read' },
      schema: { tags, params: memberIdParam, response: { 200: successEnvelope(memberDetail) } },
    },
    async (request) => ok(await members.detail(request.tenant, memberId(request.params))),
  );

  app.post(
    '/bo/v1/members/:id/status',
    {
      config: { permission: 'members.manage', audit: 'members.status' },
      schema: {
        tags,
        description:
          'lock: the member is logged out and cannot log in; unlock; freeze: no new bet (vendor games, lottery) is accepted; unfreeze. A reason is kept as a staff note.',
        params: memberIdParam,
        body: memberStatusRequest,
        response: {
          200: successEnvelope(z.object({ status: memberRow.shape.status, bettingFrozen: z.boolean() })),
        },
      },
    },
    async (request) => {
      const id = memberId(request.params);
      const change = await members.setStatus(
        request.staff.merchantId,
        id,
        request.body.action,
        actorOf(request),
        request.body.reason,
      );
      request.auditChange = { target: `member:${id}`, ...change };
      return ok(change.after);
    },
  );

  app.post(
    '/bo/v1/members/:id/labels',
    {
      config: { permission: 'members.manage', audit: 'members.label.add' },
      schema: {
        tags,
        params: memberIdParam,
        body: memberLabelRequest,
        response: { 200: successEnvelope(z.object({ labels: z.array(z.string()) })) },
      },
    },
    async (request) => {
      const id = memberId(request.params);
      const change = await members.addLabel(
        request.staff.merchantId,
        id,
        request.body.label,
        actorOf(request),
      );
      request.auditChange = {
        target: `member:${id}`,
        before: { labels: change.before },
        after: { labels: change.after },
      };
      return ok({ labels: change.after });
    },
  );

  app.delete(
    '/bo/v1/members/:id/labels',
    {
      config: { permission: 'members.manage', audit: 'members.label.remove' },
      schema: {
        tags,
        description: 'Removes the label named by `?label=`.',
        params: memberIdParam,
        querystring: memberLabelQuery,
        response: { 200: successEnvelope(z.object({ labels: z.array(z.string()) })) },
      },
    },
    async (request) => {
      const id = memberId(request.params);
      const change = await members.removeLabel(request.staff.merchantId, id, request.query.label);
      request.auditChange = {
        target: `member:${id}`,
        before: { labels: change.before },
        after: { labels: change.after },
      };
      return ok({ labels: change.after });
    },
  );

  app.get(
    '/bo/v1/members/:id/notes',
    {
      config: { permission: 'members.read' },
      schema: { tags, params: memberIdParam, response: { 200: successEnvelope(memberNotesValue) } },
    },
    async (request) => ok(await members.notes(request.staff.merchantId, memberId(request.params))),
  );

  app.post(
    '/bo/v1/members/:id/notes',
    {
      config: { permission: 'members.manage', audit: 'members.note' },
      schema: {
        tags,
        description: 'Appends a staff note (notes are never edited or removed).',
        params: memberIdParam,
        body: memberNoteRequest,
        response: { 200: successEnvelope(z.object({ id: z.string(), body: z.string() })) },
      },
    },
    async (request) => {
      const id = memberId(request.params);
      const note = await members.addNote(request.staff.merchantId, id, request.body.body, actorOf(request));
      request.auditChange = { target: `member:${id}`, before: null, after: note };
      return ok(note);
    },
  );

  app.post(
    '/bo/v1/members/:id/password-reset',
    {
      config: { permission: 'members.manage', audit: 'members.password.reset' },
      schema: {
        tags,
        description:
          "Sets a temporary password (the one given, or a generated one), answered once: the member's sessions end and the next login must change it.",
        params: memberIdParam,
        body: memberPasswordResetRequest,
        response: { 200: successEnvelope(memberPasswordResetValue) },
      },
    },
    async (request, reply) => {
      const id = memberId(request.params);
      const value = await members.resetPassword(request.staff.merchantId, id, request.body.password);
      request.auditChange = {
        target: `member:${id}`,
        before: null,
        after: { passwordChangeRequired: true },
      };
      reply.header('cache-control', 'no-store');
      return ok(value);
    },
  );

  app.get(
    '/bo/v1/members/:id/logins',
    {
      config: { permission: 'members.read' },
      schema: {
        tags,
        description: 'Logins, newest first, with IP and user agent (device).',
        params: memberIdParam,
        querystring: memberLoginsQuery,
        response: { 200: successEnvelope(pageOf(memberLoginRow)) },
      },
    },
    async (request, reply) => {
      const result = await members.logins(
        request.staff.merchantId,
        memberId(request.params),
        pageWindow(request.query),
      );
      if (request.query.format === 'csv')
        return sendCsv(
          reply,
          `member-${request.params.id}-logins`,
          keys({ id: 0, at: 0, ip: 0, device: 0, userAgent: 0 }),
          result.rows,
        );
      return ok(result);
    },
  );

  app.get(
    '/bo/v1/members/:id/linked',
    {
      config: { permission: 'members.read' },
      schema: {
        tags,
        description:
          'Other members of the merchant that logged in from one of its IPs or with one of its devices.',
        params: memberIdParam,
        response: { 200: successEnvelope(linkedAccountsValue) },
      },
    },
    async (request) => ok(await members.linked(request.staff.merchantId, memberId(request.params))),
  );

  app.get(
    '/bo/v1/members/:id/balances',
    {
      config: { permission: 'members.read' },
      schema: {
        tags,
        description:
          'Main (cash), bonus, withdrawal hold and vendor wallets from the ledger, and the withdrawal turnover (minor units).',
        params: memberIdParam,
        response: { 200: successEnvelope(memberBalances) },
      },
    },
    async (request) => ok(await members.balances(request.tenant, memberId(request.params))),
  );

  app.get(
    '/bo/v1/members/:id/ledger',
    {
      config: { permission: 'members.read' },
      schema: {
        tags,
        description: 'Account record: ledger entries of every wallet of the member (sort `id` or `-id`).',
        params: memberIdParam,
        querystring: memberLedgerQuery,
        response: { 200: successEnvelope(pageOf(memberLedgerRow)) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const order = sortOf(q.sort, { id: 'id' } as const, { column: 'id', direction: 'desc' });
      const result = await members.ledger(request.staff.merchantId, memberId(request.params), {
        type: q.type,
        from: startOf(q.from),
        to: endOf(q.to),
        ...pageWindow(q),
        ascending: order.direction === 'asc',
      });
      if (q.format === 'csv')
        return sendCsv(
          reply,
          `member-${request.params.id}-ledger`,
          keys({ id: 0, at: 0, type: 0, wallet: 0, amount: 0, balanceAfter: 0, remark: 0 }),
          result.rows,
        );
      return ok(result);
    },
  );

  app.get(
    '/bo/v1/members/:id/bets',
    {
      config: { permission: 'members.read' },
      schema: {
        tags,
        description: 'Betting record: game rounds (sort `placedAt` or `-placedAt`).',
        params: memberIdParam,
        querystring: memberBetsQuery,
        response: { 200: successEnvelope(pageOf(memberBetRow)) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const order = sortOf(q.sort, { placedAt: 'placed_at' } as const, {
        column: 'placed_at',
        direction: 'desc',
      });
      const result = await members.bets(request.staff.merchantId, memberId(request.params), {
        from: startOf(q.from),
        to: endOf(q.to),
        ...pageWindow(q),
        ascending: order.direction === 'asc',
      });
      if (q.format === 'csv')
        return sendCsv(reply, `member-${request.params.id}-bets`, keys(memberBetRow.shape), result.rows);
      return ok(result);
    },
  );

  app.get(
    '/bo/v1/members/:id/lottery-orders',
    {
      config: { permission: 'members.read' },
      schema: {
        tags,
        description: 'Lottery orders (sort `id` or `-id`).',
        params: memberIdParam,
        querystring: memberBetsQuery,
        response: { 200: successEnvelope(pageOf(memberLotteryRow)) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const order = sortOf(q.sort, { id: 'id' } as const, { column: 'id', direction: 'desc' });
      const result = await members.lottery(request.staff.merchantId, memberId(request.params), {
        from: startOf(q.from),
        to: endOf(q.to),
        ...pageWindow(q),
        ascending: order.direction === 'asc',
      });
      if (q.format === 'csv')
        return sendCsv(
          reply,
          `member-${request.params.id}-lottery`,
          keys(memberLotteryRow.shape),
          result.rows,
        );
      return ok(result);
    },
  );

  app.post(
    '/bo/v1/members/:id/adjustments',
    {
      config: { permission: 'members.adjust.request', audit: 'members.adjust.request' },
      schema: {
        tags,
        description:
          "Requests a balance adjustment of the main wallet (amount in major units, signed); it waits for another staff member's approval. A debit beyond the balance is refused.",
        params: memberIdParam,
        body: adjustmentRequest,
        response: { 200: successEnvelope(adjustmentRow) },
      },
    },
    async (request) => {
      const id = memberId(request.params);
      const row = await members.requestAdjustment(request.tenant, id, request.body, actorOf(request));
      request.auditChange = { target: `adjustment:${row.id}`, before: null, after: row };
      return ok(row);
    },
  );

  app.get(
    '/bo/v1/adjustments',
    {
      config: { permission: 'members.read' },
      schema: {
        tags,
        description:
          'Balance adjustments, newest first (sort `id`, `amount`); status PENDING is the approval queue.',
        querystring: adjustmentsQuery,
        response: { 200: successEnvelope(pageOf(adjustmentRow)) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const order = sortOf(q.sort, { id: 'x.id', amount: 'x.amount' } as const, {
        column: 'x.id',
        direction: 'desc',
      });
      const result = await members.adjustments(
        request.staff.merchantId,
        { status: q.status, member: q.member, memberId: q.memberId },
        { ...pageWindow(q), sort: order.column, direction: order.direction },
      );
      if (q.format === 'csv') return sendCsv(reply, 'adjustments', keys(adjustmentRow.shape), result.rows);
      return ok(result);
    },
  );

  app.post(
    '/bo/v1/adjustments/:id/decision',
    {
      config: { permission: 'members.adjust.approve', audit: 'members.adjust.decide' },
      schema: {
        tags,
        description:
          'Approve (one ledger transfer, once) or reject (nothing moves) a pending adjustment; never by the staff member who requested it.',
        params: adjustmentIdParam,
        body: adjustmentDecisionRequest,
        response: { 200: successEnvelope(adjustmentRow) },
      },
    },
    async (request) => {
      const change = await members.decideAdjustment(
        request.staff.merchantId,
        BigInt(request.params.id),
        request.body.decision,
        actorOf(request),
        request.body.note,
      );
      request.auditChange = { target: `adjustment:${request.params.id}`, ...change };
      return ok(change.after);
    },
  );
};
