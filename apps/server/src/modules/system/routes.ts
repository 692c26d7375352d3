import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  domainRouteValue,
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
import { getDomainRoute, getHelpCenter, systemStatusAnswer } from './service.ts';

export const systemRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
    { schema: { tags, response: { 200: successEnvelope(helpCenterValue) } } },
    async (request) => ok(await getHelpCenter(db, request.tenant, request.lang)),
  );
};
