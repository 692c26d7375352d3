import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boDrawParams,
  boDrawQuery,
  boDrawRow,
  boExposureRow,
  boLotteryGame,
  boLotteryGameParams,
  boLotteryGameUpdate,
  boVoidDraw,
  boVoidResult,
  pageOf,
  successEnvelope,
} from '@portal/contract';
import { z } from 'zod';
import { ok } from '../../lib/app-error.ts';
import { pageWindow, sendCsv, sortOf } from '../../lib/listing.ts';
import { requirePlatformStaff } from '../../lib/staff-scope.ts';
import { drawSorts } from './repository.ts';
import type { LotteryAdmin } from './service.ts';

const tags = ['back office'];
const drawColumns = [
  'id',
  'gameCode',
  'numero',
  'status',
  'openAt',
  'closeAt',
  'drawAt',
  'commitHash',
  'serverSeed',
  'winNo',
  'voidedAt',
  'voidReason',
  'orders',
  'stake',
  'payout',
].map((key) => ({ key }));
const endOfDay = (v: string) => new Date(v.length === 10 ? `${v}T23:59:59.999Z` : v);

/** Back office: lottery games and schedules, draw history, voiding a draw, open exposure (decision 0032). */
export const lotteryAdminRoutes: FastifyPluginAsyncZod<{ lotteryAdmin: LotteryAdmin }> = async (
  app,
  { lotteryAdmin },
) => {
  app.get(
    '/bo/v1/lottery/games',
    {
      config: { permission: 'lottery.read' },
      schema: {
        tags,
        description:
          'Lottery games with their schedule, lock time, next draw, and whether offered or paused.',
        response: { 200: successEnvelope(z.array(boLotteryGame)) },
      },
    },
    async (request) => ok(await lotteryAdmin.games(request.tenant.id)),
  );

  app.put(
    '/bo/v1/lottery/games/:code',
    {
      config: { permission: 'lottery.manage', audit: 'lottery.game.update' },
      schema: {
        tags,
        description:
          "`enabled`: offered to this merchant's players. `paused` (platform-wide staff): the draw loop makes no new draws of the game.",
        params: boLotteryGameParams,
        body: boLotteryGameUpdate,
        response: { 200: successEnvelope(boLotteryGame) },
      },
    },
    async (request) => {
      if (request.body.paused !== undefined) requirePlatformStaff(request.staff);
      const { before, after } = await lotteryAdmin.updateGame(
        request.tenant.id,
        request.params.code,
        request.body,
      );
      request.auditChange = { target: `lottery-game:${request.params.code}`, before, after };
      return ok(after);
    },
  );

  app.get(
    '/bo/v1/lottery/draws',
    {
      config: { permission: 'lottery.read' },
      schema: {
        tags,
        description:
          "Draw history: commit hash, the seed once revealed, result, status, and this merchant's order count, stakes and payouts.",
        querystring: boDrawQuery,
        response: { 200: successEnvelope(pageOf(boDrawRow)) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const order = sortOf(q.sort, drawSorts, { column: 'd.draw_at', direction: 'desc' });
      const page = await lotteryAdmin.draws(
        request.tenant.id,
        {
          gameCode: q.gameCode,
          status: q.status,
          numero: q.numero,
          from: q.from ? new Date(q.from) : undefined,
          to: q.to ? endOfDay(q.to) : undefined,
        },
        { ...pageWindow(q), ...order },
      );
      if (q.format === 'csv') return sendCsv(reply, 'lottery-draws', drawColumns, page.rows);
      return ok(page);
    },
  );

  app.post(
    '/bo/v1/lottery/draws/:id/void',
    {
      config: { permission: 'lottery.manage', audit: 'lottery.draw.void' },
      schema: {
        tags,
        description:
          'Platform-wide staff: voids a draw not yet drawn; every pending order of it is refunded once (`lottery-void:<orderId>`). A drawn or settled draw is refused.',
        params: boDrawParams,
        body: boVoidDraw,
        response: { 200: successEnvelope(boVoidResult) },
      },
    },
    async (request) => {
      requirePlatformStaff(request.staff);
      const { before, after, refunded } = await lotteryAdmin.voidDraw(
        request.tenant.id,
        BigInt(request.params.id),
        request.body.numero,
        request.body.reason,
      );
      request.auditChange = {
        target: `lottery-draw:${request.params.id}`,
        before: { status: before.status },
        after: { status: after.status, reason: request.body.reason, refunded },
      };
      return ok({ drawId: after.id, status: after.status, refunded });
    },
  );

  app.get(
    '/bo/v1/lottery/exposure',
    {
      config: { permission: 'lottery.read' },
      schema: {
        tags,
        description:
          "Per draw not yet drawn: this merchant's pending orders, their stakes and the worst-case payout.",
        response: { 200: successEnvelope(z.array(boExposureRow)) },
      },
    },
    async (request) => ok(await lotteryAdmin.exposure(request.tenant.id)),
  );
};
