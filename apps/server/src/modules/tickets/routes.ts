import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boRafflePromotion,
  claimRaffleRequest,
  claimRaffleValue,
  rafflePromotionInput,
  raffleSchedulesValue,
  raffleStatusQuery,
  raffleStatusValue,
  boTicket,
  boTicketTemplate,
  boTicketsQuery,
  claimHistoryQuery,
  claimHistoryValue,
  claimTicketsRequest,
  claimTicketsValue,
  getTicketsQuery,
  getTicketsValue,
  giftCodesInput,
  issueTicketsInput,
  issueTicketsValue,
  prizeWheelQuery,
  prizeWheelValue,
  successEnvelope,
  ticketIdParam,
  ticketTemplateInput,
  transactionRequest,
} from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import { memberCalls } from '../../lib/member-calls.ts';
import type { Tickets } from './service.ts';

/** Desktop (`MCS2_`) and mobile (`MCSFE_`) names of one call (Appendix B): one handler for both. */
const both = (name: string) => [`/wps/relay/MCS2_${name}`, `/wps/relay/MCSFE_${name}`];

/** The member's ticket calls (inventory 1.4.2) and reward records (1.4.1), decision 0047. */
export const ticketRoutes: FastifyPluginAsyncZod<{ tickets: Tickets }> = async (app, { tickets }) => {
  const call = memberCalls(app, { tags: ['rewards'], preHandler: app.requireUser });

  for (const url of both('getTickets'))
    call.get(
      url,
      {
        description:
          'The member’s tickets to open, AVAILABLE (openable now) first; each with its conditions measured (actual vs target) and its provably fair commitment.',
        querystring: getTicketsQuery,
        value: getTicketsValue,
      },
      (r) => tickets.list(r.tenant, r.user, r.lang, r.query),
    );
  for (const url of both('getPrizeWheelInfo'))
    call.get(
      url,
      {
        description: 'The prize wheel’s slots, in order, of one of the member’s tickets.',
        querystring: prizeWheelQuery,
        value: prizeWheelValue,
      },
      (r) => tickets.wheel(r.tenant, r.user, r.query.transactionId),
    );
  for (const url of both('claimTickets'))
    call.post(
      url,
      {
        description:
          'Opens a ticket: one provably fair draw of its prize table (a gift code ticket reveals a code). Refused with ticket.used, ticket.expired, ticket.not.open or ticket.conditions.unmet. A RETRY result keeps the ticket to draw again or give up.',
        body: claimTicketsRequest,
        value: claimTicketsValue,
      },
      (r) => tickets.claim(r.tenant, r.user, r.body.transactionId, r.body.clientSeed),
    );
  for (const url of both('cancelTicket'))
    call.post(
      url,
      {
        description: 'Gives a ticket up (after a RETRY); its server seed is revealed.',
        body: transactionRequest,
        value: z.object({ transactionId: z.string(), serverSeed: z.string(), serverSeedHash: z.string() }),
      },
      (r) => tickets.cancel(r.tenant, r.user, r.body.transactionId),
    );
  for (const url of both('getGetClaimHistory'))
    call.get(
      url,
      {
        description:
          'Reward records: the member’s opened tickets with their prizes, and the totals of the filter.',
        querystring: claimHistoryQuery,
        value: claimHistoryValue,
      },
      (r) => tickets.history(r.tenant, r.user, r.lang, r.query),
    );
  for (const url of both('getRafflePromotionStatus'))
    call.get(
      url,
      {
        description:
          'A scheduled raffle: started, ended, claimed by the member, and the seconds until its next boundary.',
        querystring: raffleStatusQuery,
        value: raffleStatusValue,
      },
      (r) =>
        tickets.raffleStatus(
          r.tenant,
          r.user,
          Number(r.query.rafflePromotionId),
          Number(r.query.raffleScheduleId),
        ),
    );
  for (const url of both('getRaffleSchedules'))
    call.get(
      url,
      {
        description:
          'Raffle schedules open now or starting within a day, soonest first, with whether the member claimed each (decision 0050).',
        value: raffleSchedulesValue,
      },
      (r) => tickets.raffleSchedules(r.tenant, r.user, r.lang),
    );
  for (const url of both('claimRafflePromotion'))
    call.post(
      url,
      {
        description:
          'During a raffle schedule: one ticket of the raffle’s template, once per member and schedule (ticket.used after).',
        body: claimRaffleRequest,
        value: claimRaffleValue,
      },
      (r) =>
        tickets.claimRaffle(
          r.tenant,
          r.user,
          r.lang,
          Number(r.body.promotionId),
          Number(r.body.raffleScheduleId),
        ),
    );
};

const tags = ['back office'];
const templateParam = z.object({ id: z.string().regex(/^\d{1,9}$/) });

/** Back office: ticket templates, issuing, issued tickets, merchandise deliveries and gift code pools. */
export const ticketAdminRoutes: FastifyPluginAsyncZod<{ tickets: Tickets }> = async (app, { tickets }) => {
  app.get(
    '/bo/v1/tickets/templates',
    {
      config: { permission: 'rewards.read' },
      schema: {
        tags,
        description: 'Every ticket template of the merchant with each prize’s probability.',
        response: { 200: successEnvelope(z.array(boTicketTemplate)) },
      },
    },
    async (request) => ok(await tickets.templates(request.tenant)),
  );
  app.get(
    '/bo/v1/tickets/templates/:id',
    {
      config: { permission: 'rewards.read' },
      schema: { tags, params: templateParam, response: { 200: successEnvelope(boTicketTemplate) } },
    },
    async (request) => ok(await tickets.getTemplate(request.tenant, Number(request.params.id))),
  );
  app.post(
    '/bo/v1/tickets/templates',
    {
      config: { permission: 'rewards.manage', audit: 'ticket.template.create' },
      schema: {
        tags,
        description: 'Creates a ticket template.',
        body: ticketTemplateInput,
        response: { 200: successEnvelope(boTicketTemplate) },
      },
    },
    async (request) => {
      const { after } = await tickets.saveTemplate(request.tenant, null, request.body);
      request.auditChange = { target: `ticket-template:${after.id}`, before: null, after };
      return ok(after);
    },
  );
  app.put(
    '/bo/v1/tickets/templates/:id',
    {
      config: { permission: 'rewards.manage', audit: 'ticket.template.update' },
      schema: {
        tags,
        description: 'Replaces a ticket template (tickets already issued draw from the new prize table).',
        params: templateParam,
        body: ticketTemplateInput,
        response: { 200: successEnvelope(boTicketTemplate) },
      },
    },
    async (request) => {
      const { before, after } = await tickets.saveTemplate(
        request.tenant,
        Number(request.params.id),
        request.body,
      );
      request.auditChange = { target: `ticket-template:${after.id}`, before, after };
      return ok(after);
    },
  );
  app.post(
    '/bo/v1/tickets/templates/:id/gift-codes',
    {
      config: { permission: 'rewards.manage', audit: 'ticket.giftcodes.add' },
      schema: {
        tags,
        description: 'Adds codes to a gift code template’s pool (duplicates are skipped).',
        params: templateParam,
        body: giftCodesInput,
        response: { 200: successEnvelope(z.object({ added: z.number() })) },
      },
    },
    async (request) => {
      const r = await tickets.addGiftCodes(request.tenant, Number(request.params.id), request.body.codes);
      request.auditChange = {
        target: `ticket-template:${request.params.id}`,
        before: null,
        after: { added: r.added },
      };
      return ok(r);
    },
  );
  app.get(
    '/bo/v1/tickets/raffles',
    {
      config: { permission: 'rewards.read' },
      schema: {
        tags,
        description: 'Scheduled raffles with their schedules and claims.',
        response: { 200: successEnvelope(z.array(boRafflePromotion)) },
      },
    },
    async (request) => ok(await tickets.raffles(request.tenant)),
  );
  app.post(
    '/bo/v1/tickets/raffles',
    {
      config: { permission: 'rewards.manage', audit: 'ticket.raffle.create' },
      schema: {
        tags,
        description:
          'Creates a scheduled raffle: during each schedule a member claims one ticket of the template.',
        body: rafflePromotionInput,
        response: { 200: successEnvelope(boRafflePromotion) },
      },
    },
    async (request) => {
      const after = await tickets.createRaffle(request.tenant, request.body);
      request.auditChange = { target: `ticket-raffle:${after.id}`, before: null, after };
      return ok(after);
    },
  );
  app.put(
    '/bo/v1/tickets/raffles/:id',
    {
      config: { permission: 'rewards.manage', audit: 'ticket.raffle.update' },
      schema: {
        tags,
        description:
          'Edits a scheduled raffle: schedules with an id are kept or moved, unlisted ones removed, new ones added; claimed schedules stay as they are (raffle.schedule.claimed).',
        params: templateParam,
        body: rafflePromotionInput,
        response: { 200: successEnvelope(boRafflePromotion) },
      },
    },
    async (request) => {
      const { before, after } = await tickets.updateRaffle(
        request.tenant,
        Number(request.params.id),
        request.body,
      );
      request.auditChange = { target: `ticket-raffle:${after.id}`, before, after };
      return ok(after);
    },
  );
  app.post(
    '/bo/v1/tickets/issue',
    {
      config: { permission: 'rewards.manage', audit: 'ticket.issue' },
      schema: {
        tags,
        description: 'Issues one ticket of a template to each named member.',
        body: issueTicketsInput,
        response: { 200: successEnvelope(issueTicketsValue) },
      },
    },
    async (request) => {
      const r = await tickets.issue(
        request.tenant,
        Number(request.body.templateId),
        request.body.usernames,
        request.staff.username,
      );
      request.auditChange = { target: `ticket-template:${request.body.templateId}`, before: null, after: r };
      return ok(r);
    },
  );
  app.get(
    '/bo/v1/tickets',
    {
      config: { permission: 'rewards.read' },
      schema: {
        tags,
        description: 'Issued tickets and their results, newest first (500 at most).',
        querystring: boTicketsQuery,
        response: { 200: successEnvelope(z.array(boTicket)) },
      },
    },
    async (request) =>
      ok(
        await tickets.tickets(request.tenant, request.lang, {
          templateId: request.query.templateId ? Number(request.query.templateId) : undefined,
          delivery: request.query.delivery,
        }),
      ),
  );
  app.post(
    '/bo/v1/tickets/:id/delivered',
    {
      config: { permission: 'rewards.manage', audit: 'ticket.delivered' },
      schema: {
        tags,
        description: 'Marks a ticket’s merchandise delivered.',
        params: ticketIdParam,
        response: {
          200: successEnvelope(z.object({ id: z.string(), deliveryStatus: z.literal('DELIVERED') })),
        },
      },
    },
    async (request) => {
      const r = await tickets.markDelivered(request.tenant, request.params.id);
      request.auditChange = {
        target: `ticket:${request.params.id}`,
        before: { deliveryStatus: 'PENDING_DELIVERY' },
        after: r,
      };
      return ok(r);
    },
  );
};
