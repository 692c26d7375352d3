import type { FastifyPluginAsync } from 'fastify';
import {
  actRequest,
  myHandsQuery,
  roomsApi,
  roomsQuery,
  roomStateQuery,
  seedRequest,
  sitOutRequest,
  sitRequest,
} from '../../../shared/rooms-api.ts';
import { parse, requireSession, sessionOf } from '../../http.ts';
import { HouseError, messageOf } from '../../lib/errors.ts';
import type { Sessions } from '../sessions/service.ts';
import type { Rooms } from './service.ts';

type RoomParams = { Params: { roomId: string } };

export const roomRoutes: FastifyPluginAsync<{ rooms: Rooms; sessions: Sessions }> = async (
  app,
  { rooms, sessions },
) => {
  const withSession = { preHandler: requireSession(sessions) };

  // Public: the lobby and the platform's room list (GLS2_roomList).
  app.get(roomsApi.list.path, async (request) => rooms.list(parse(roomsQuery, request.query).game));

  app.get<RoomParams>(roomsApi.state.path, withSession, async (request) =>
    rooms.state(
      request.params.roomId,
      sessionOf(request).playerId,
      parse(roomStateQuery, request.query).version,
    ),
  );
  app.post<RoomParams>(roomsApi.sit.path, withSession, async (request) =>
    rooms.sit(sessionOf(request), request.params.roomId, parse(sitRequest, request.body)),
  );
  app.post<RoomParams>(roomsApi.act.path, withSession, async (request) =>
    rooms.act(sessionOf(request), request.params.roomId, parse(actRequest, request.body)),
  );
  app.post<RoomParams>(roomsApi.sitOut.path, withSession, async (request) =>
    rooms.sitOut(sessionOf(request), request.params.roomId, parse(sitOutRequest, request.body).sittingOut),
  );
  app.post<RoomParams>(roomsApi.seed.path, withSession, async (request) =>
    rooms.seed(sessionOf(request), request.params.roomId, parse(seedRequest, request.body).seed),
  );
  app.post<RoomParams>(roomsApi.stand.path, withSession, async (request) =>
    rooms.stand(sessionOf(request), request.params.roomId),
  );
  app.get(roomsApi.hands.path, withSession, async (request) => {
    const q = parse(myHandsQuery, request.query);
    return rooms.myHands(sessionOf(request), q.game, q.limit);
  });
  app.get<{ Params: { handId: string } }>(roomsApi.hand.path, async (request) =>
    rooms.verify(request.params.handId),
  );

  // A browser cannot set headers on a WebSocket: the session comes as `?session=`.
  app.get<{ Params: { roomId: string }; Querystring: { session?: string } }>(
    roomsApi.live.path,
    { websocket: true },
    async (socket, request) => {
      let stop = () => {};
      socket.on('close', () => stop());
      try {
        const session = await sessions.resolve(request.query.session);
        const send = (state: unknown) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(state));
        };
        send(await rooms.state(request.params.roomId, session.playerId));
        stop = rooms.watch(request.params.roomId, session.playerId, send);
        if (socket.readyState !== socket.OPEN) stop();
      } catch (error) {
        const code = error instanceof HouseError ? error.code : 'internal.error';
        socket.send(JSON.stringify({ error: code, message: messageOf(code, undefined) }));
        socket.close(4001, code);
      }
    },
  );
};
