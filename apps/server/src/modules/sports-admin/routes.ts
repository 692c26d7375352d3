import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@portal/contract';
import {
  boSportsbookEventParams,
  operatorEvents,
  sportsOperatorEventsQuery,
  sportsSettings,
  sportsSettingsUpdate,
  sportsVoidRequest,
  voidAnswer,
} from '@portal/contract/sports-operator';
import { ok } from '../../lib/app-error.ts';
import { requirePlatformStaff } from '../../lib/staff-scope.ts';
import type { SportsAdmin } from './service.ts';

const tags = ['back office'];

/** Back office: the house sportsbook's settings, schedules, exposure and voiding (decision 0072). */
export const sportsAdminRoutes: FastifyPluginAsyncZod<{ sportsAdmin: SportsAdmin }> = async (
  app,
  { sportsAdmin },
) => {
  app.get(
    '/bo/v1/sportsbook/settings',
    {
      config: { permission: 'sportsbook.read' },
      schema: {
        tags,
        description:
          'Margins per sport, stake limits (default and per market kind), maximum payout and paused schedules; money in major units.',
        response: { 200: successEnvelope(sportsSettings) },
      },
    },
    async () => ok(await sportsAdmin.settings()),
  );

  app.put(
    '/bo/v1/sportsbook/settings',
    {
      config: { permission: 'sportsbook.manage', audit: 'sportsbook.settings.update' },
      schema: {
        tags,
        description:
          'Platform-wide staff: replaces whole groups (margins 1–20 %, stakes min ≤ max, payout > 0, schedules paused). Every house process applies it within seconds; margins apply to the prices of events still open.',
        body: sportsSettingsUpdate,
        response: { 200: successEnvelope(sportsSettings) },
      },
    },
    async (request) => {
      requirePlatformStaff(request.staff);
      const { before, after } = await sportsAdmin.updateSettings(request.body);
      const groups = Object.keys(request.body) as (keyof typeof before)[];
      request.auditChange = {
        target: 'sportsbook:settings',
        before: Object.fromEntries(groups.map((g) => [g, before[g]])),
        after: Object.fromEntries(groups.map((g) => [g, after[g]])),
      };
      return ok(after);
    },
  );

  app.get(
    '/bo/v1/sportsbook/events',
    {
      config: { permission: 'sportsbook.read' },
      schema: {
        tags,
        description:
          "A sport's upcoming, live and recent events with exposure per currency, market and selection: stakes and worst-case payout (all brands).",
        querystring: sportsOperatorEventsQuery,
        response: { 200: successEnvelope(operatorEvents) },
      },
    },
    async (request) => ok(await sportsAdmin.events(request.query.sport)),
  );

  app.post(
    '/bo/v1/sportsbook/events/:eventId/void',
    {
      config: { permission: 'sportsbook.manage', audit: 'sportsbook.event.void' },
      schema: {
        tags,
        description:
          'Platform-wide staff: voids an event not settled yet (reason required); its legs count 1.000 and its bets are settled at once, each exactly once. A settled or voided event is refused.',
        params: boSportsbookEventParams,
        body: sportsVoidRequest,
        response: { 200: successEnvelope(voidAnswer) },
      },
    },
    async (request) => {
      requirePlatformStaff(request.staff);
      const result = await sportsAdmin.voidEvent(request.params.eventId, request.body.reason);
      request.auditChange = {
        target: `sportsbook-event:${request.params.eventId}`,
        before: { status: 'open' },
        after: { status: 'void', reason: request.body.reason, bets: result.bets },
      };
      return ok(result);
    },
  );
};
