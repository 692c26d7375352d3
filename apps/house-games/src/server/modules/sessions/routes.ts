import type { FastifyPluginAsync } from 'fastify';
import { houseApi, rotateRequest, sessionRequest } from '../../../shared/api.ts';
import type { Db } from '../../db/client.ts';
import { parse, requireSession, sessionOf } from '../../http.ts';
import { fairness, fairnessOf } from '../fairness/service.ts';
import type { Sessions } from './service.ts';

export const sessionRoutes: FastifyPluginAsync<{ db: Db; sessions: Sessions }> = async (
  app,
  { db, sessions },
) => {
  const withSession = { preHandler: requireSession(sessions) };

  app.post(houseApi.session.path, async (request) => {
    const lang = (request.body as { language?: unknown } | undefined)?.language;
    if (typeof lang === 'string') request.houseLang = lang;
    return sessions.open(parse(sessionRequest, request.body));
  });

  app.get(houseApi.balance.path, withSession, async (request) => ({
    balance: await sessions.balance(sessionOf(request)),
  }));

  app.get(houseApi.fairness.path, withSession, async (request) =>
    fairnessOf(await fairness.current(db, sessionOf(request).playerId)),
  );

  app.post(houseApi.rotate.path, withSession, async (request) => {
    const { clientSeed } = parse(rotateRequest, request.body ?? {});
    return fairness.rotate(db, sessionOf(request).playerId, clientSeed);
  });
};
