import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  avatarListValue,
  avatarValue,
  profileUpdateRequest,
  setAvatarRequest,
  successEnvelope,
} from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import type { Profile } from './profile.ts';

export const profileRoutes: FastifyPluginAsyncZod<{ profile: Profile }> = async (app, { profile }) => {
  const tags = ['accounts'];
  const preHandler = app.requireUser;
  app.get(
    '/wps/member/info/icon',
    { preHandler, schema: { tags, response: { 200: successEnvelope(avatarValue) } } },
    async (request) => ok(await profile.icon(request.user)),
  );
  app.post(
    '/wps/member/info/icon',
    {
      preHandler,
      schema: {
        tags,
        description: 'Choose one of the offered avatars.',
        body: setAvatarRequest,
        response: { 200: successEnvelope(avatarValue) },
      },
    },
    async (request) => ok(await profile.setAvatar(request.user, request.body.iconUrl)),
  );
  app.get(
    '/wps/relay/MCSFE_getPlayerAvatar',
    { preHandler, schema: { tags, response: { 200: successEnvelope(avatarListValue) } } },
    async (request) => ok(await profile.avatars(request.user)),
  );
  app.put(
    '/wps/member/info',
    {
      preHandler,
      schema: {
        tags,
        description: 'Update profile fields; each sent field is checked against its field rule.',
        body: profileUpdateRequest,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await profile.update(request.tenant, request.user, request.body);
      return ok(null);
    },
  );
};
