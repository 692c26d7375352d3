import type { FastifyPluginAsync } from 'fastify';
import {
  sportsOperatorApi,
  sportsOperatorEventsQuery,
  sportsSettingsUpdate,
  sportsVoidRequest,
} from '@portal/contract/sports-operator';
import { parse } from '../../http.ts';
import { HouseError } from '../../lib/errors.ts';
import { jsonOf, requireOperatorSignature } from '../../lib/operator-signature.ts';
import type { SportsOperator } from './operator.ts';

/** `/operator/v1/sports/...` (decision 0072): signed by the platform (lib/operator-signature.ts). */
export const sportsOperatorRoutes: FastifyPluginAsync<{ operator: SportsOperator; secret: string }> = async (
  app,
  { operator, secret },
) => {
  requireOperatorSignature(app, secret);

  app.get(sportsOperatorApi.settings.path, async () => operator.settings());

  app.put(sportsOperatorApi.updateSettings.path, async (request) => {
    const change = sportsSettingsUpdate.safeParse(jsonOf(request.body));
    if (!change.success) throw new HouseError('sports.settings.invalid');
    return operator.updateSettings(change.data);
  });

  app.get(sportsOperatorApi.events.path, async (request) =>
    operator.events(parse(sportsOperatorEventsQuery, request.query).sport),
  );

  app.post<{ Params: { eventId: string } }>(sportsOperatorApi.voidEvent.path, async (request) =>
    operator.voidEvent(request.params.eventId, parse(sportsVoidRequest, jsonOf(request.body)).reason),
  );
};
