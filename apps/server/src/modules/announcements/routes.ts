import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announcementsQuery, announcementsValue, successEnvelope } from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { listAnnouncements } from './service.ts';

export const announcementRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/wps/relay/MCSFE_getListAnnouncements',
    {
      schema: {
        tags: ['announcements'],
        description:
          'Banners (type B, optionally one groupName) and notices of types PL, PU, PR, H that are live now.',
        querystring: announcementsQuery,
        response: { 200: successEnvelope(announcementsValue) },
      },
    },
    async (request) => ok(await listAnnouncements(db, request.tenant, request.query, request.lang)),
  );
};
