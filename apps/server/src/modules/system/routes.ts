import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  domainRouteValue,
  footerViewValue,
  type FooterView,
  helpCenterValue,
  moduleNode,
  registerFieldRule,
  successEnvelope,
  systemStatusQuery,
  systemStatusValue,
} from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import { sendPrefixedAnswer } from '../../lib/cached-answer.ts';
import type { Db } from '../../db/client.ts';
import type { ContentPreview } from '../content-admin/preview.ts';
import type { Tenant } from '../merchants/service.ts';
import { getDomainRoute, getHelpCenter, systemStatusAnswer } from './service.ts';

export const systemRoutes: FastifyPluginAsyncZod<{
  db: Db;
  preview: ContentPreview;
  /** The footer, live or its draft in a preview (kept by the brands module, decision 0036). */
  footer: { footerView(tenant: Tenant, drafts: boolean): Promise<FooterView> };
}> = async (app, { db, preview, footer }) => {
  const tags = ['system'];
  app.get(
    '/wps/system/status',
    {
      schema: { tags, querystring: systemStatusQuery, response: { 200: successEnvelope(systemStatusValue) } },
    },
    async (request, reply) => {
      const { prefix, suffix } = systemStatusAnswer(request.tenant, {
        ip: request.ip,
        country: request.country(),
      });
      return sendPrefixedAnswer(request, reply, prefix, suffix);
    },
  );
  app.get(
    '/wps/system/whitelabel',
    { schema: { tags, response: { 200: successEnvelope(z.array(moduleNode)) } } },
    async (request) => ok(request.tenant.info.whitelabel),
  );
  app.get(
    '/wps/system/setting/register',
    { schema: { tags, response: { 200: successEnvelope(z.array(registerFieldRule)) } } },
    async (request) => ok(request.tenant.info.register),
  );
  app.get(
    '/wps/system/domainRoute',
    { schema: { tags, response: { 200: successEnvelope(domainRouteValue) } } },
    async (request) => ok(getDomainRoute(request.tenant)),
  );
  app.get(
    '/wps/system/helpCenter',
    {
      schema: {
        tags,
        description:
          "The help centre. With a preview link's `X-Content-Preview` header (decision 0035): unpublished articles too, `Cache-Control: private, no-store`; 403 preview.invalid for a link that expired or is not of this merchant.",
        response: { 200: successEnvelope(helpCenterValue) },
      },
    },
    async (request, reply) => {
      const view = await preview.viewOf(request, reply);
      return ok(await getHelpCenter(db, request.tenant, request.lang, view.drafts));
    },
  );
  app.get(
    '/wps/system/footer',
    {
      schema: {
        tags,
        description:
          "The footer's resources, social links and licence text, as the status call carries them. With a preview link's `X-Content-Preview` header (decision 0036): the saved draft when there is one (`draft: true`), `Cache-Control: private, no-store`; 403 preview.invalid for a link that expired or is not of this merchant.",
        response: { 200: successEnvelope(footerViewValue) },
      },
    },
    async (request, reply) => {
      const view = await preview.viewOf(request, reply);
      return ok(await footer.footerView(request.tenant, view.drafts));
    },
  );
};
