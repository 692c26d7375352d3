import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  betHistoryQuery,
  betHistoryValue,
  favoriteGameRequest,
  favoriteGamesListValue,
  favoriteIdsValue,
  jackpotValue,
  launchGameRequest,
  launchGameValue,
  pagedGamesQuery,
  recentGamesValue,
  roomListValue,
  successEnvelope,
} from '@portal/contract';
import { AppError, ok } from '../../lib/app-error.ts';
import type { GameLauncher } from './launch.ts';
import type { JackpotReader } from './jackpot.ts';
import type { PlayerGames } from './player-games.ts';
import type { RoomList } from './rooms.ts';

/** The host name the portal was reached by (the house vendor's pages are on the same host, another port). */
const hostOf = (hostname: string) => hostname.replace(/:\d+$/, '');

/** Launch, favourites, recent games, the betting record and the jackpot (decision 0009). */
export const playerGameRoutes: FastifyPluginAsyncZod<{
  launcher: GameLauncher;
  playerGames: PlayerGames;
  jackpot: JackpotReader;
  roomList: RoomList;
}> = async (app, { launcher, playerGames, jackpot, roomList }) => {
  const tags = ['games'];
  const preHandler = app.requireUser;

  app.post(
    '/wps/game/launchGame',
    {
      preHandler,
      schema: {
        tags,
        description:
          "A vendor session and the game's address (API.md). HOUSE games carry the session token as `token`.",
        body: launchGameRequest,
        response: { 200: successEnvelope(launchGameValue) },
      },
    },
    async (request) =>
      ok(
        await launcher.launch(
          request.tenant,
          request.user,
          request.body,
          hostOf(request.hostname),
          request.lang,
        ),
      ),
  );

  app.get(
    '/wps/relay/MCSFE_getFavoriteGames',
    { preHandler, schema: { tags, response: { 200: successEnvelope(favoriteIdsValue) } } },
    async (request) => ok(await playerGames.favoriteIds(request.user)),
  );
  app.get(
    '/wps/relay/MCSFE_getFavoriteGamesList',
    {
      preHandler,
      schema: {
        tags,
        querystring: pagedGamesQuery,
        response: { 200: successEnvelope(favoriteGamesListValue) },
      },
    },
    async (request) =>
      ok(
        await playerGames.favoriteGames(
          request.tenant,
          request.user,
          request.query,
          request.query.language ?? request.lang,
        ),
      ),
  );
  for (const [path, add] of [
    ['/wps/relay/MCSFE_addFavoriteGameV2', true],
    ['/wps/relay/MCSFE_removeFavoriteGameV2', false],
  ] as const)
    app.post(
      path,
      {
        preHandler,
        schema: { tags, body: favoriteGameRequest, response: { 200: successEnvelope(z.boolean()) } },
      },
      async (request) =>
        ok(
          add
            ? await playerGames.addFavorite(request.tenant, request.user, request.body.nodeId)
            : await playerGames.removeFavorite(request.tenant, request.user, request.body.nodeId),
        ),
    );
  app.get(
    '/wps/relay/GCS_recentGame',
    {
      preHandler,
      schema: { tags, querystring: pagedGamesQuery, response: { 200: successEnvelope(recentGamesValue) } },
    },
    async (request) =>
      ok(
        await playerGames.recentGames(
          request.tenant,
          request.user,
          request.query,
          request.query.language ?? request.lang,
        ),
      ),
  );
  app.get(
    '/wps/relay/GLS2_roomList',
    {
      preHandler,
      schema: {
        tags,
        description:
          "Rooms of the PvP games that can be played now: the house's card rooms (decision 0075) whose game the merchant offers, with players seated.",
        response: { 200: successEnvelope(roomListValue) },
      },
    },
    async (request) => ok(await roomList.list(request.tenant, request.lang)),
  );
  app.get(
    '/wps/relay/getPersonalGameHistory',
    {
      preHandler,
      schema: {
        tags,
        description:
          'Betting record: rounds at game vendors by category, vendor, status and time range (at most 31 days).',
        querystring: betHistoryQuery,
        response: { 200: successEnvelope(betHistoryValue) },
      },
    },
    async (request) =>
      ok(
        await playerGames.betHistory(
          request.tenant,
          request.user,
          request.query,
          request.lang,
          hostOf(request.hostname),
        ),
      ),
  );
  app.get(
    '/wps/relay/VIS_getJackpot',
    {
      schema: {
        tags,
        description: "The house vendor's progressive jackpot pool (public), read from the vendor.",
        response: { 200: successEnvelope(jackpotValue) },
      },
    },
    async (request) => {
      const pool = await jackpot.read(request.tenant).catch(() => null);
      if (!pool) throw new AppError('vendor.unavailable');
      return ok(pool);
    },
  );
};
