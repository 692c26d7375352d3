import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentAnnouncementsQuery,
  agentAnnouncementsValue,
  announcementsQuery,
  announcementsValue,
  markNoticesReadRequest,
  markNoticesReadValue,
  noticeReadsQuery,
  noticeReadsValue,
  successEnvelope,
} from '@portal/contract';
import { memberCalls } from '../../lib/member-calls.ts';
import { ok } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { ContentPreview } from '../content-admin/preview.ts';
import { listAgentAnnouncements, listAnnouncements, markNoticesRead, unreadNotices } from './service.ts';

export const announcementRoutes: FastifyPluginAsyncZod<{ db: Db; preview: ContentPreview }> = async (
  app,
  { db, preview },
) => {
  app.get(
    '/wps/relay/MCSFE_getListAnnouncements',
    {
      schema: {
        tags: ['announcements'],
        description:
          "Banners (type B, optionally one groupName) and notices of types PL, PU, PR, H that are live now. With a preview link's `X-Content-Preview` header (decision 0035): drafts too, at `X-Content-Preview-At`, `Cache-Control: private, no-store`; 403 preview.invalid for a link that expired or is not of this merchant.",
        querystring: announcementsQuery,
        response: { 200: successEnvelope(announcementsValue) },
      },
    },
    async (request, reply) =>
      ok(
        await listAnnouncements(
          db,
          request.tenant,
          request.query,
          request.lang,
          await preview.viewOf(request, reply),
        ),
      ),
  );

  const reads = memberCalls(app, { tags: ['announcements'], preHandler: app.requireUser });
  reads.get(
    '/wps/member/announcements/unread',
    {
      description: 'My unread notices (type PL) live now on the platform: their ids (decision 0067).',
      querystring: noticeReadsQuery,
      value: noticeReadsValue,
    },
    (r) => unreadNotices(db, r.tenant, r.user, r.query.platform),
  );
  reads.post(
    '/wps/member/announcements/read',
    {
      description: "Mark notices read; ids of another merchant's announcements and repeats change nothing.",
      body: markNoticesReadRequest,
      value: markNoticesReadValue,
    },
    (r) => markNoticesRead(db, r.tenant, r.user, r.body.ids),
  );

  const call = memberCalls(app, { tags: ['agent'], preHandler: app.requireUser });
  call.get(
    '/wps/agent/announcements',
    {
      description:
        'The agent centre announcements (type AG) live now, in the request language; error_not_agent for a member who is not an agent.',
      querystring: agentAnnouncementsQuery,
      value: agentAnnouncementsValue,
    },
    (r) => listAgentAnnouncements(db, r.tenant, r.user, r.query.platform, r.lang),
  );
};
