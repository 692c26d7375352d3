import type { FastifyPluginAsync } from 'fastify';
import {
  sportsApi,
  sportsBetRequest,
  sportsBetsQuery,
  sportsEventsQuery,
  sportsResultsQuery,
  sportsTableQuery,
} from '../../../shared/sports-api.ts';
import { parse, requireSession, sessionOf } from '../../http.ts';
import type { Sessions } from '../sessions/service.ts';
import type { Sports } from './service.ts';

export const sportsRoutes: FastifyPluginAsync<{ sports: Sports; sessions: Sessions }> = async (
  app,
  { sports, sessions },
) => {
  const withSession = { preHandler: requireSession(sessions) };

  app.get(sportsApi.events.path, async (request) =>
    sports.events(parse(sportsEventsQuery, request.query).sport),
  );

  app.get<{ Params: { eventId: string } }>(sportsApi.event.path, async (request) =>
    sports.event(request.params.eventId),
  );

  app.get(sportsApi.results.path, async (request) => {
    const { sport, limit } = parse(sportsResultsQuery, request.query);
    return sports.results(sport, limit);
  });

  app.get(sportsApi.table.path, async (request) =>
    sports.leagueTable(parse(sportsTableQuery, request.query).season),
  );

  app.post(sportsApi.placeBet.path, withSession, async (request) =>
    sports.placeBet(sessionOf(request), parse(sportsBetRequest, request.body)),
  );

  app.get(sportsApi.bets.path, withSession, async (request) =>
    sports.myBets(sessionOf(request), parse(sportsBetsQuery, request.query).limit),
  );
};
