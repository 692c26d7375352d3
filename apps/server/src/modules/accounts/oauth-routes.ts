import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  loginValue,
  oauthLinkValue,
  oauthLoginRequest,
  oauthProvidersValue,
  successEnvelope,
} from '@portal/contract';
import { AppError, ok } from '../../lib/app-error.ts';
import type { TenantService } from '../merchants/service.ts';
import type { OAuth } from './oauth.ts';

const STATE_COOKIE = 'oauth_state';
const redirectUri = (request: FastifyRequest, provider: string) =>
  `${request.protocol}://${request.host}/oauth/${provider}/callback`;

/**
 * Social sign-in. The browser legs (`/oauth/...`) are plain redirects without the Merchant header: the
 * merchant comes from the query at the start and from the state ticket on the way back. The state is
 * also kept in an HttpOnly cookie, so a callback started in another browser is refused.
 */
export const oauthRoutes: FastifyPluginAsyncZod<{ oauth: OAuth; tenants: TenantService }> = async (
  app,
  { oauth, tenants },
) => {
  const tags = ['accounts'];
  const provider = z.object({ provider: z.string().max(16) });

  app.get(
    '/wps/oauth/providers',
    { schema: { tags, response: { 200: successEnvelope(oauthProvidersValue) } } },
    async (request) => ok({ providers: oauth.enabled(request.tenant) }),
  );

  app.post(
    '/wps/oauth/login',
    {
      schema: {
        tags,
        description: 'Trades the one-time ticket of `/?oauthLogin=` for a session.',
        body: oauthLoginRequest,
        response: { 200: successEnvelope(loginValue) },
      },
    },
    async (request) => ok(await oauth.login(request.tenant, request.body.ticket, request.ip)),
  );

  app.get(
    '/wps/oauth/link',
    {
      schema: {
        tags,
        description: 'What a link ticket (`/register?oauthLink=`) holds, to show on the register form.',
        querystring: z.object({ ticket: z.string().min(1).max(128) }),
        response: { 200: successEnvelope(oauthLinkValue) },
      },
    },
    async (request) => ok(await oauth.peekLink(request.tenant, request.query.ticket)),
  );

  app.get(
    '/oauth/:provider/start',
    {
      schema: {
        tags,
        description:
          'Redirects to the provider. `merchant` names the tenant (a browser redirect has no header).',
        params: provider,
        querystring: z.object({ merchant: z.string().min(1).max(32) }),
      },
    },
    async (request, reply) => {
      const tenant = await tenants.get(request.query.merchant);
      if (!tenant) throw new AppError('function.not.available');
      const { state, url } = await oauth.start(
        tenant,
        request.params.provider,
        redirectUri(request, request.params.provider),
      );
      reply.setCookie(STATE_COOKIE, state, {
        path: '/oauth',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: 600,
      });
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/oauth/:provider/callback',
    {
      schema: {
        tags,
        description: 'The provider sends the browser back here; it goes on to the portal with a ticket.',
        params: provider,
        querystring: z.object({
          state: z.string().max(128).default(''),
          code: z.string().max(2048).default(''),
          error: z.string().max(256).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { state, code, error } = request.query;
      reply.clearCookie(STATE_COOKIE, { path: '/oauth' });
      if (error || !code || !state || request.cookies[STATE_COOKIE] !== state)
        return reply.redirect('/?oauthError=1', 302);
      try {
        const { next } = await oauth.callback(request.params.provider, {
          state,
          code,
          redirectUri: redirectUri(request, request.params.provider),
          tenantByCode: (code) => tenants.get(code),
        });
        return await reply.redirect(next, 302);
      } catch (err) {
        request.log.warn({ err }, 'social sign-in failed');
        return reply.redirect('/?oauthError=1', 302);
      }
    },
  );
};
