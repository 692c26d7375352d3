import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  gameListQuery,
  gameListValue,
  hotGamesValue,
  newGameVendorValue,
  rankListQuery,
  rankListValue,
  successEnvelope,
  vassGameTypeQuery,
  vassGameTypeValue,
} from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import { sendCachedAnswer } from '../../lib/cached-answer.ts';
import type { GameCatalog } from './service.ts';

/** Catalog reads are public (DECISIONS.md 7): visitors browse categories; launching needs a token. */
export const gameRoutes: FastifyPluginAsyncZod<{ catalog: GameCatalog }> = async (app, { catalog }) => {
  const tags = ['games'];
  app.get(
    '/wps/relay/GCSGAME_gameList',
    {
      schema: {
        tags,
        description:
          'Games of the catalog, paged (default page size 42). minBet keeps games whose minimum bet is at most that amount.',
        querystring: gameListQuery,
        response: { 200: successEnvelope(gameListValue) },
      },
    },
    async (request, reply) =>
      sendCachedAnswer(
        request,
        reply,
        await catalog.gameListAnswer(request.tenant, request.query, request.lang),
      ),
  );
  app.get(
    '/wps/relay/GCSGAME_hotGamesV2',
    { schema: { tags, response: { 200: successEnvelope(hotGamesValue) } } },
    async (request) => ok(await catalog.hotGames(request.tenant, request.lang)),
  );
  app.get(
    '/wps/relay/GCSGAME_newGameVendor',
    { schema: { tags, response: { 200: successEnvelope(newGameVendorValue) } } },
    async (request) => ok(await catalog.vendorLanes(request.tenant)),
  );
  app.get(
    '/wps/relay/GCSGAME_getVassGameType',
    {
      schema: { tags, querystring: vassGameTypeQuery, response: { 200: successEnvelope(vassGameTypeValue) } },
    },
    async (request) => ok(await catalog.vassGameTypes(request.tenant, request.query.vassalage)),
  );
  app.get(
    '/wps/relay/GCSGAME_getRankList',
    { schema: { tags, querystring: rankListQuery, response: { 200: successEnvelope(rankListValue) } } },
    async (request) => ok(await catalog.winnerBoard(request.tenant, request.lang, request.query)),
  );
};
