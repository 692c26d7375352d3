import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boFeedbackListValue,
  boFeedbackQuery,
  boFeedbackReplyRequest,
  feedbackIdParam,
  feedbackListQuery,
  feedbackListValue,
  feedbackSubmitted,
  successEnvelope,
} from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import { imageUploadLimits, readImageUpload, sendPrivateImage } from '../../lib/image-upload.ts';
import { tokenOf } from '../../plugins/auth.ts';
import type { Feedback } from './service.ts';

const tags = ['feedback'];

/**
 * Feedback (inventory 1.5.2, decision 0064): `PUT /wps/feedback` (the original's path) takes a member's
 * feedback with a token and a visitor's without one; the member's history and pictures need a token.
 */
export const feedbackRoutes: FastifyPluginAsyncZod<{
  feedback: Feedback;
  captchaIdOf: (request: FastifyRequest) => string | undefined;
}> = async (app, { feedback, captchaIdOf }) => {
  const submitScope: FastifyPluginAsyncZod = async (scope) => {
    await scope.register(multipart, { limits: imageUploadLimits(1) });
    scope.put(
      '/wps/feedback',
      {
        // A token, when sent, must be a live session (a stale one is a 401, not a silent visitor).
        preHandler: async (request, reply) => {
          if (tokenOf(request)) await app.requireUser.call(app, request, reply);
        },
        schema: {
          tags,
          description:
            'multipart/form-data: `type` (1 deposit, 2 withdrawal, 3 game, 4 service, 6 agent, 0 other), `content` (10 to 500 characters), `captcha` (the text of /wps/captcha), optional `image` (PNG or JPG by content, at most 5 MB) and, without a token, `contact` (how to answer the visitor). Rate-limited per member or per address.',
          consumes: ['multipart/form-data'],
          response: { 200: successEnvelope(feedbackSubmitted) },
        },
      },
      async (request) => {
        const { fields, images } = await readImageUpload(request, {
          fileField: 'image',
          fields: ['type', 'content', 'captcha', 'contact'],
          maxFiles: 1,
          invalid: 'image.invalid',
          optional: true,
        });
        const member = (request.user as { id: number; type: number } | null) ?? null;
        return ok(
          await feedback.submit(request.tenant, { member, ip: request.ip, captchaId: captchaIdOf(request) }, {
            ...fields,
            image: images[0],
          } as Parameters<Feedback['submit']>[2]),
        );
      },
    );
  };
  await app.register(submitScope);

  app.get(
    '/wps/feedback',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        description: 'My feedback, newest first, with the replies of the staff.',
        querystring: feedbackListQuery,
        response: { 200: successEnvelope(feedbackListValue) },
      },
    },
    async (request) => ok(await feedback.list(request.tenant, request.user, request.query)),
  );
  app.get(
    '/wps/feedback/:id/image',
    {
      preHandler: app.requireUser,
      schema: { tags, description: 'The picture of my feedback (private).', params: feedbackIdParam },
    },
    async (request, reply) =>
      sendPrivateImage(reply, await feedback.image(request.tenant, request.params.id, request.user)),
  );
};

const boTags = ['back office: feedback'];

/** Back office: the feedback queue, its pictures, replies and closing (decision 0064). */
export const feedbackAdminRoutes: FastifyPluginAsyncZod<{ feedback: Feedback }> = async (
  app,
  { feedback },
) => {
  app.get(
    '/bo/v1/feedback',
    {
      config: { permission: 'feedback.read' },
      schema: {
        tags: boTags,
        description:
          'Feedback of the merchant: pending first (oldest first), then the rest newest first; filters type, status, days (merchant time), username (`visitor`: logged-out ones).',
        querystring: boFeedbackQuery,
        response: { 200: successEnvelope(boFeedbackListValue) },
      },
    },
    async (request) => ok(await feedback.boList(request.tenant, request.query)),
  );
  app.get(
    '/bo/v1/feedback/:id/image',
    { config: { permission: 'feedback.read' }, schema: { tags: boTags, params: feedbackIdParam } },
    async (request, reply) =>
      sendPrivateImage(reply, await feedback.image(request.tenant, request.params.id)),
  );
  app.post(
    '/bo/v1/feedback/:id/reply',
    {
      config: { permission: 'feedback.reply', audit: 'feedback.reply' },
      schema: {
        tags: boTags,
        description: 'Reply to a feedback (not a closed one): the member gets it as a platform message too.',
        params: feedbackIdParam,
        body: boFeedbackReplyRequest,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      const change = await feedback.reply(
        request.tenant,
        request.staff.id,
        request.params.id,
        request.body.content,
      );
      request.auditChange = { target: `feedback:${request.params.id}`, ...change };
      return ok(null);
    },
  );
  app.post(
    '/bo/v1/feedback/:id/close',
    {
      config: { permission: 'feedback.reply', audit: 'feedback.close' },
      schema: { tags: boTags, params: feedbackIdParam, response: { 200: successEnvelope(z.null()) } },
    },
    async (request) => {
      const change = await feedback.close(request.tenant, request.staff.id, request.params.id);
      request.auditChange = { target: `feedback:${request.params.id}`, ...change };
      return ok(null);
    },
  );
};
