import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  gameListQuery,
  gameListValue,
  hotGamesQuery,
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

/**
 * Catalog reads are public (DECISIONS.md 7): visitors browse categories; launching needs a token, and so
 * do the classify counts (spec section 7).
 */
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
        await catalog.gameListAnswer(request.tenant, request.query, request.query.language ?? request.lang),
      ),
  );
  app.get(
    '/wps/relay/GCSGAME_hotGamesV2',
    {
      schema: {
        tags,
        description:
          'Hot games; names in the `language` query parameter, else the Language header, else the merchant default (TW).',
        querystring: hotGamesQuery,
        response: { 200: successEnvelope(hotGamesValue) },
      },
    },
    async (request) =>
      ok(
        await catalog.hotGames(
          request.tenant,
          request.query.language ?? request.lang,
          request.query.vassalage,
        ),
      ),
  );
  // The desktop and mobile names of one call (inventory appendix B).
  for (const path of ['/wps/relay/GCSGAME_newGameVendor', '/wps/relay/GCSGAME_gameVendor'])
    app.get(
      path,
      {
        schema: {
          tags,
          description:
            'Game vendor categories (spec section 3): per category its title, vendor codes and cards (vassalage, isHot...).',
          response: { 200: successEnvelope(newGameVendorValue) },
        },
      },
      async (request) => ok(await catalog.vendorLanes(request.tenant, request.lang)),
    );
  // Spec section 7 marks it token; GLS2_ is the mobile name.
  for (const path of ['/wps/relay/GCSGAME_getVassGameType', '/wps/relay/GLS2_getVassGameType'])
    app.get(
      path,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          description: "Game counts per classify of the merchant's vendors (a member's call).",
          querystring: vassGameTypeQuery,
          response: { 200: successEnvelope(vassGameTypeValue) },
        },
      },
      async (request) => ok(await catalog.vassGameTypes(request.tenant, request.query.vassalage)),
    );
  app.get(
    '/wps/relay/GCSGAME_getRankList',
    { schema: { tags, querystring: rankListQuery, response: { 200: successEnvelope(rankListValue) } } },
    async (request) => ok(await catalog.winnerBoard(request.tenant, request.lang, request.query)),
  );
};
