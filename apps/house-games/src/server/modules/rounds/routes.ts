import type { FastifyPluginAsync } from 'fastify';
import { diceRequest, historyQuery, houseApi, plinkoRequest, spinRequest } from '../../../shared/api.ts';
import { parse, requireSession, sessionOf } from '../../http.ts';
import type { Sessions } from '../sessions/service.ts';
import type { Rounds } from './service.ts';

export const roundRoutes: FastifyPluginAsync<{ rounds: Rounds; sessions: Sessions }> = async (
  app,
  { rounds, sessions },
) => {
  const withSession = { preHandler: requireSession(sessions) };

  app.post(houseApi.spin.path, withSession, async (request) => {
    const { bet, requestId } = parse(spinRequest, request.body);
    return rounds.play(sessionOf(request), { kind: 'slot', bet }, requestId);
  });

  app.post(houseApi.dice.path, withSession, async (request) => {
    const { requestId, ...ask } = parse(diceRequest, request.body);
    return rounds.play(sessionOf(request), { kind: 'dice', ...ask }, requestId);
  });

  app.post(houseApi.plinko.path, withSession, async (request) => {
    const { requestId, ...ask } = parse(plinkoRequest, request.body);
    return rounds.play(sessionOf(request), { kind: 'plinko', ...ask }, requestId);
  });

  app.get(houseApi.history.path, withSession, async (request) => {
    const { game, limit } = parse(historyQuery, request.query);
    return rounds.history(sessionOf(request), game, limit);
  });

  // Public: anyone holding a round id may check it.
  app.get<{ Params: { roundId: string } }>(houseApi.verify.path, async (request) =>
    rounds.verify(request.params.roundId),
  );
};
