import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  avatarListValue,
  avatarValue,
  bindMobileRequest,
  bindSmsRequest,
  errorEnvelope,
  memberProfileValue,
  profileUpdateRequest,
  setAvatarRequest,
  smsSendValue,
  smsWaitValue,
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
  app.get(
    '/wps/member/profile',
    {
      preHandler,
      schema: {
        tags,
        description:
          'The security centre’s profile (decision 0051): contacts, birthday, address, ID number, and the mobile number (masked) with whether it is verified and whether this merchant offers binding one.',
        response: { 200: successEnvelope(memberProfileValue) },
      },
    },
    async (request) => ok(await profile.detail(request.tenant, request.user)),
  );
  const smsAnswers = {
    200: successEnvelope(smsSendValue),
    429: errorEnvelope.extend({ value: smsWaitValue.optional() }),
  };
  app.post(
    '/wps/verification/sms/bind',
    {
      preHandler,
      schema: {
        tags,
        description:
          'Sends a code to a mobile number to bind (mobile.exists when another member of the merchant has it); the limits of the other SMS sends apply.',
        body: bindSmsRequest,
        response: smsAnswers,
      },
    },
    async (request) =>
      ok(await profile.sendBindCode(request.tenant, request.user, request.body, request.ip, request.lang)),
  );
  app.post(
    '/wps/verification/sms/current',
    {
      preHandler,
      schema: {
        tags,
        description: 'Sends a code to the member’s verified mobile number, needed before it changes.',
        response: smsAnswers,
      },
    },
    async (request) =>
      ok(await profile.sendCurrentCode(request.tenant, request.user, request.ip, request.lang)),
  );
  app.put(
    '/wps/member/mobile',
    {
      preHandler,
      schema: {
        tags,
        description:
          'Binds a mobile number with the code sent to it; replacing a verified number also needs `currentCode` (sent to that number). Answers the profile.',
        body: bindMobileRequest,
        response: { 200: successEnvelope(memberProfileValue) },
      },
    },
    async (request) => ok(await profile.bindMobile(request.tenant, request.user, request.body)),
  );
};
