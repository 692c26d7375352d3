import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { boMission, boMissionClaim, missionIdParam, missionInput, successEnvelope } from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import type { Missions } from './missions.ts';

const tags = ['back office'];
const boardRow = z.object({ rank: z.number(), username: z.string(), value: z.number(), prize: z.boolean() });

/** Back office: missions with milestones, schedule, leaderboard and prizes; a mission's board and claims. */
export const missionAdminRoutes: FastifyPluginAsyncZod<{ missions: Missions }> = async (
  app,
  { missions },
) => {
  app.get(
    '/bo/v1/missions',
    {
      config: { permission: 'rewards.read' },
      schema: {
        tags,
        description: 'Every mission of the merchant, newest first.',
        response: { 200: successEnvelope(z.array(boMission)) },
      },
    },
    async (request) => ok(await missions.list(request.tenant)),
  );
  app.get(
    '/bo/v1/missions/:id',
    {
      config: { permission: 'rewards.read' },
      schema: { tags, params: missionIdParam, response: { 200: successEnvelope(boMission) } },
    },
    async (request) => ok(await missions.get(request.tenant, Number(request.params.id))),
  );
  app.post(
    '/bo/v1/missions',
    {
      config: { permission: 'rewards.manage', audit: 'mission.create' },
      schema: {
        tags,
        description: 'Creates a mission with its milestones.',
        body: missionInput,
        response: { 200: successEnvelope(boMission) },
      },
    },
    async (request) => {
      const { after } = await missions.save(request.tenant, null, request.body);
      request.auditChange = { target: `mission:${after.id}`, before: null, after };
      return ok(after);
    },
  );
  app.put(
    '/bo/v1/missions/:id',
    {
      config: { permission: 'rewards.manage', audit: 'mission.update' },
      schema: {
        tags,
        description: 'Replaces a mission and its milestones (claimed milestones are kept).',
        params: missionIdParam,
        body: missionInput,
        response: { 200: successEnvelope(boMission) },
      },
    },
    async (request) => {
      const { before, after } = await missions.save(request.tenant, Number(request.params.id), request.body);
      request.auditChange = { target: `mission:${after.id}`, before, after };
      return ok(after);
    },
  );
  app.get(
    '/bo/v1/missions/:id/leaderboard',
    {
      config: { permission: 'rewards.read' },
      schema: { tags, params: missionIdParam, response: { 200: successEnvelope(z.array(boardRow)) } },
    },
    async (request) => ok(await missions.boardFor(request.tenant, Number(request.params.id))),
  );
  app.get(
    '/bo/v1/missions/:id/claims',
    {
      config: { permission: 'rewards.read' },
      schema: { tags, params: missionIdParam, response: { 200: successEnvelope(z.array(boMissionClaim)) } },
    },
    async (request) => ok(await missions.claims(request.tenant, Number(request.params.id))),
  );
};
