import type { FastifyPluginAsync } from 'fastify';
import { crashBetRequest, houseApi } from '../../../shared/api.ts';
import { HouseError, messageOf } from '../../lib/errors.ts';
import { parse, requireSession, sessionOf } from '../../http.ts';
import type { Sessions } from '../sessions/service.ts';
import type { CrashLoop } from './loop.ts';

export const crashRoutes: FastifyPluginAsync<{ crash: CrashLoop; sessions: Sessions }> = async (
  app,
  { crash, sessions },
) => {
  const withSession = { preHandler: requireSession(sessions) };

  app.get(houseApi.crashState.path, withSession, async (request) => crash.state(sessionOf(request).playerId));

  app.post(houseApi.crashBet.path, withSession, async (request) =>
    crash.bet(sessionOf(request), parse(crashBetRequest, request.body)),
  );

  app.post(houseApi.crashCashout.path, withSession, async (request) => crash.cashout(sessionOf(request)));

  // A browser cannot set headers on a WebSocket: the session comes as `?session=`.
  app.get<{ Querystring: { session?: string } }>(
    houseApi.crashLive.path,
    { websocket: true },
    async (socket, request) => {
      let stop = () => {};
      socket.on('close', () => stop());
      try {
        const session = await sessions.resolve(request.query.session);
        const send = (state: unknown) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(state));
        };
        send(await crash.state(session.playerId));
        stop = crash.watch(session.playerId, send);
        if (socket.readyState !== socket.OPEN) stop();
      } catch (error) {
        const code = error instanceof HouseError ? error.code : 'internal.error';
        socket.send(JSON.stringify({ error: code, message: messageOf(code, undefined) }));
        socket.close(4001, code);
      }
    },
  );
};
