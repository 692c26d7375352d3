import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelOrdersRequest,
  cancelOrdersValue,
  drawHistoryQuery,
  drawVerifyValue,
  gameCodeQuery,
  latestDrawsValue,
  lotteryGameQuery,
  lotteryBonusQuery,
  lotteryBonusValue,
  memberSeriesValue,
  lotteryGameValue,
  longDragonValue,
  lotteryMenusQuery,
  lotteryMenusValue,
  lotteryOrdersQuery,
  lotteryOrdersValue,
  lotteryRecentValue,
  nearNumerosValue,
  openedNumerosQuery,
  openedNumerosValue,
  placeOrderRequest,
  placeOrderValue,
  popularQuery,
  popularValue,
  successEnvelope,
  vnNumerosValue,
} from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import { servedPrizeMode, type LotteryLobby } from './lobby.ts';
import type { LotteryOrdersService } from './orders.ts';

const gameParam = z.object({ gameCode: z.string().min(1).max(32) });
const numeroParam = gameParam.extend({ numero: z.string().min(8).max(20) });

/** The lottery's calls (decision 0011): the lobby's reads are public; betting needs a member's session. */
export const lotteryRoutes: FastifyPluginAsyncZod<{
  lobby: LotteryLobby;
  orders: LotteryOrdersService;
}> = async (app, { lobby, orders }) => {
  const tags = ['lottery'];
  const preHandler = app.requireUser;
  const menuSchema = {
    tags,
    querystring: lotteryMenusQuery,
    response: { 200: successEnvelope(lotteryMenusValue) },
  };
  const openedSchema = {
    tags,
    querystring: openedNumerosQuery,
    response: { 200: successEnvelope(openedNumerosValue) },
  };

  for (const [path, vn] of [
    ['/lgw/games/game_menus', false],
    ['/lgw/vn/games/game_menu', true],
  ] as const) {
    app.get(path, { schema: menuSchema }, async (request) =>
      ok(
        await lobby.menus(request.tenant, request.lang, {
          vn,
          prizeMode: servedPrizeMode(request.query.prizeMode),
        }),
      ),
    );
    app.get(
      `${path}/recent`,
      {
        preHandler,
        schema: {
          tags,
          description: 'Lottery games the member ordered, latest first (DECISIONS.md 8).',
          response: { 200: successEnvelope(lotteryRecentValue) },
        },
      },
      async (request) => ok(await lobby.recent(request.tenant, request.user, request.lang, { vn })),
    );
  }
  app.get(
    '/lgw/games/popular',
    { schema: { tags, querystring: popularQuery, response: { 200: successEnvelope(popularValue) } } },
    async (request) => {
      servedPrizeMode(request.query.prizeMode);
      return ok(await lobby.popular(request.tenant, request.lang, request.query.count));
    },
  );
  for (const path of ['/lotto/lgw/games/opened/numero', '/lgw/games/opened/numero'])
    app.get(path, { preHandler, schema: openedSchema }, async (request) => {
      servedPrizeMode(request.query.prizeMode);
      return ok(await lobby.opened(request.tenant, request.lang, { vn: false, count: request.query.count }));
    });
  app.get(
    '/lgw/vn/numeros/opened/game',
    {
      schema: {
        tags,
        description:
          "Each Vietnamese game's current numero (SALE or LOCKED, with its countdown), then the drawn numeros with their results, newest first; `count` entries (default and at most 100).",
        querystring: openedNumerosQuery,
        response: { 200: successEnvelope(vnNumerosValue) },
      },
    },
    async (request) => {
      servedPrizeMode(request.query.prizeMode);
      return ok(await lobby.vnNumeros(request.tenant, request.lang, request.query.count));
    },
  );
  app.get(
    '/lgw/numeros/near',
    { schema: { tags, querystring: gameCodeQuery, response: { 200: successEnvelope(nearNumerosValue) } } },
    async (request) => ok(await lobby.near(request.query.gameCode)),
  );
  app.get(
    '/lgw/draw',
    {
      schema: {
        tags,
        description: 'The latest draw of every lottery.',
        response: { 200: successEnvelope(latestDrawsValue) },
      },
    },
    async (request) => ok(await lobby.latestDraws(request.lang)),
  );
  app.get(
    '/lgw/draw/code/:gameCode',
    {
      schema: {
        tags,
        params: gameParam,
        querystring: drawHistoryQuery,
        response: { 200: successEnvelope(latestDrawsValue) },
      },
    },
    async (request) => ok(await lobby.history(request.params.gameCode, request.lang, request.query.limit)),
  );
  app.get(
    '/lgw/draw/verify/:gameCode/:numero',
    {
      schema: {
        tags,
        description:
          "A draw's commitment, and its seed once drawn: SHA-256(serverSeed) = commitHash, and the result recomputes from HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`).",
        params: numeroParam,
        response: { 200: successEnvelope(drawVerifyValue) },
      },
    },
    async (request) => ok(await lobby.verify(request.params.gameCode, request.params.numero)),
  );
  app.get(
    '/lgw/long_dragon',
    {
      schema: {
        tags,
        description:
          'Fast games whose big/small or odd/even result repeated at least 3 draws in a row (subject: total, first, champion; .size or .parity).',
        response: { 200: successEnvelope(longDragonValue) },
      },
    },
    async (request) => ok(await lobby.longDragon(request.tenant, request.lang)),
  );
  app.get(
    '/lgw/games/:gameCode/plays',
    {
      schema: {
        tags,
        description:
          'A game with its play types, rules and odds in the prize mode (LOTT traditional, ELOTT entertainment).',
        params: gameParam,
        querystring: lotteryGameQuery,
        response: { 200: successEnvelope(lotteryGameValue) },
      },
    },
    async (request) =>
      ok(
        await lobby.game(
          request.tenant,
          request.params.gameCode,
          request.lang,
          servedPrizeMode(request.query.prizeMode) ?? 'LOTT',
        ),
      ),
  );

  app.get(
    '/lgw/member/series',
    {
      preHandler,
      schema: {
        tags,
        description:
          "The member's own lottery series (its rebate setting in the agent tree): the highest series it may bet at, null when the game's maximum applies.",
        response: { 200: successEnvelope(memberSeriesValue) },
      },
    },
    async (request) => ok(await lobby.memberSeries(request.user)),
  );

  // Bonus details (inventory 1.4.5, decision 0041): the original's `lottoGameBonus`, by both clients' names.
  for (const path of ['/wps/relay/MCSFE_lottoGameBonus', '/wps/relay/MCS2_lottoGameBonus'])
    app.get(
      path,
      {
        preHandler,
        schema: {
          tags,
          description:
            'Prizes of every play type of a game group (tab) at a series the member picks, and the rebate that series implies: (maxBetSeries − series) / base.',
          querystring: lotteryBonusQuery,
          response: { 200: successEnvelope(lotteryBonusValue) },
        },
      },
      async (request) =>
        ok(await lobby.bonusDetails(request.tenant, request.lang, request.query, request.user ?? undefined)),
    );

  app.post(
    '/lgw/orders',
    {
      preHandler,
      schema: {
        tags,
        description:
          'Places orders (one per line and chase period), each paid by one ledger transfer, once per requestId.',
        body: placeOrderRequest,
        response: { 200: successEnvelope(placeOrderValue) },
      },
    },
    async (request) => ok(await orders.place(request.tenant, request.user, request.body, request.lang)),
  );
  app.post(
    '/lgw/orders/cancel',
    {
      preHandler,
      schema: { tags, body: cancelOrdersRequest, response: { 200: successEnvelope(cancelOrdersValue) } },
    },
    async (request) => ok(await orders.cancel(request.tenant, request.user, request.body.orderIds)),
  );
  app.get(
    '/wps/relay/ODSFE2_lottMemBet',
    {
      preHandler,
      schema: {
        tags,
        description: "The member's lottery orders (betting record), newest first.",
        querystring: lotteryOrdersQuery,
        response: { 200: successEnvelope(lotteryOrdersValue) },
      },
    },
    async (request) => ok(await orders.list(request.tenant, request.user, request.query, request.lang)),
  );
};
