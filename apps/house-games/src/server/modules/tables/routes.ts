import { sha256Hex } from '@portal/contract/signature';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TableGame } from '../../../shared/api.ts';
import { tableBetRequest, tableGame, tableMineQuery, tablesApi } from '../../../shared/tables-api.ts';
import { parse, requireSession, SESSION_HEADER, sessionOf } from '../../http.ts';
import { HouseError, messageOf } from '../../lib/errors.ts';
import type { Sessions } from '../sessions/service.ts';
import type { TablesLive } from './live.ts';
import type { Tables } from './service.ts';

type GameParams = { Params: { game: string } };

const gameOf = (request: FastifyRequest<GameParams>): TableGame => parse(tableGame, request.params.game);

/** The session id the page sent, hashed: a presence row is keyed by it (the id itself is a secret). */
const sessionHashOf = (id: string) => sha256Hex(id);

export const tablesRoutes: FastifyPluginAsync<{
  tables: Tables;
  live: TablesLive;
  sessions: Sessions;
}> = async (app, { tables, live, sessions }) => {
  const withSession = { preHandler: requireSession(sessions) };
  const headerOf = (request: FastifyRequest) => {
    const v = request.headers[SESSION_HEADER];
    return typeof v === 'string' && v !== '' ? v : null;
  };

  // Public; with a session the viewer's limits and stake, and the poll counts as being seated.
  app.get<GameParams>(tablesApi.state.path, async (request) => {
    const game = gameOf(request);
    const id = headerOf(request);
    const session = id ? await sessions.resolve(id) : null;
    return tables.state(game, session, id ? sessionHashOf(id) : null);
  });

  app.post<GameParams>(tablesApi.placeBets.path, withSession, async (request) =>
    tables.placeBets(
      sessionOf(request),
      gameOf(request),
      parse(tableBetRequest, request.body),
      sessionHashOf(headerOf(request)!),
    ),
  );

  app.get<GameParams>(tablesApi.mine.path, withSession, async (request) =>
    tables.mine(sessionOf(request), gameOf(request), parse(tableMineQuery, request.query).limit),
  );

  app.get<{ Params: { roundId: string } }>(tablesApi.round.path, async (request) =>
    tables.round(request.params.roundId),
  );

  app.get<{ Params: { shoeId: string } }>(tablesApi.shoe.path, async (request) =>
    tables.shoe(request.params.shoeId),
  );

  // A browser cannot set headers on a WebSocket: the session comes as `?session=`. Any message is a heartbeat.
  app.get<{ Params: { game: string }; Querystring: { session?: string } }>(
    tablesApi.live.path,
    { websocket: true },
    async (socket, request) => {
      let stop = () => {};
      let closed = false;
      socket.on('close', () => {
        closed = true;
        stop();
      });
      try {
        const game = gameOf(request);
        const id = request.query.session;
        const session = await sessions.resolve(id);
        tables.requireTable(session, game);
        const sessionHash = sessionHashOf(id!);
        socket.on('message', () => void live.heartbeat(game, sessionHash).catch(() => undefined));
        stop = await live.watch(game, {
          session,
          sessionHash,
          send: (message) => {
            if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
          },
        });
        if (closed) stop();
      } catch (error) {
        const code = error instanceof HouseError ? error.code : 'internal.error';
        socket.send(JSON.stringify({ error: code, message: messageOf(code, undefined) }));
        socket.close(4001, code);
      }
    },
  );
};
