import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boKycIdParam,
  boKycImageParam,
  boKycListValue,
  boKycQuery,
  boKycRejectRequest,
  kycImageFields,
  kycImageParam,
  kycPolicy,
  kycValue,
  successEnvelope,
} from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import { imageUploadLimits, readImageUpload, sendPrivateImage } from '../../lib/image-upload.ts';
import type { Kyc } from './service.ts';

const tags = ['identity verification'];
const BASE = '/wps/member/kyc';

/** The member's identity verification (securityCenter's "ID verification", decision 0065). */
export const kycRoutes: FastifyPluginAsyncZod<{ kyc: Kyc }> = async (app, { kyc }) => {
  app.get(
    BASE,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        description:
          "My verification: status NONE | PENDING | APPROVED | REJECTED (with the reason), my latest submission (number masked) and the merchant's policy (gates, minimum age, pictures asked for).",
        response: { 200: successEnvelope(kycValue) },
      },
    },
    async (request) => ok(await kyc.status(request.tenant, request.user)),
  );
  const submitScope: FastifyPluginAsyncZod = async (scope) => {
    await scope.register(multipart, { limits: imageUploadLimits(3) });
    scope.post(
      BASE,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          description:
            'multipart/form-data: `documentType` (ID_CARD | PASSPORT | DRIVING_LICENCE), `documentNumber`, `fullName`, `birthDate` (YYYY-MM-DD) and the pictures `front`, `back` (unless the merchant says otherwise), `selfie` (when the merchant asks for it): PNG or JPG by content, 5 MB each. Only when nothing is pending or approved (a rejected one may be sent again).',
          consumes: ['multipart/form-data'],
          response: {
            200: successEnvelope(z.object({ id: z.number().int(), status: z.literal('PENDING') })),
          },
        },
      },
      async (request) => {
        const { fields, images } = await readImageUpload(request, {
          fileField: kycImageFields.FRONT,
          moreFileFields: [kycImageFields.BACK, kycImageFields.SELFIE],
          fields: ['documentType', 'documentNumber', 'fullName', 'birthDate'],
          maxFiles: 3,
          invalid: 'image.invalid',
        });
        return ok(await kyc.submit(request.tenant, request.user, fields, images));
      },
    );
  };
  await app.register(submitScope);
  app.get(
    `${BASE}/images/:side`,
    {
      preHandler: app.requireUser,
      schema: { tags, description: 'A picture of my latest submission (private).', params: kycImageParam },
    },
    async (request, reply) =>
      sendPrivateImage(reply, await kyc.ownImage(request.tenant, request.user, request.params.side)),
  );
};

const boTags = ['back office: identity verification'];

/** Back office: the review queue, the documents, decisions and the merchant's gates (decision 0065). */
export const kycAdminRoutes: FastifyPluginAsyncZod<{ kyc: Kyc }> = async (app, { kyc }) => {
  app.get(
    '/bo/v1/kyc',
    {
      config: { permission: 'kyc.read' },
      schema: {
        tags: boTags,
        description: 'Submissions: pending first (oldest first), then decided ones newest first.',
        querystring: boKycQuery,
        response: { 200: successEnvelope(boKycListValue) },
      },
    },
    async (request) => ok(await kyc.boList(request.tenant, request.query)),
  );
  app.get(
    '/bo/v1/kyc/:id/images/:side',
    { config: { permission: 'kyc.read' }, schema: { tags: boTags, params: boKycImageParam } },
    async (request, reply) =>
      sendPrivateImage(reply, await kyc.boImage(request.tenant, request.params.id, request.params.side)),
  );
  app.post(
    '/bo/v1/kyc/:id/approve',
    {
      config: { permission: 'kyc.review', audit: 'kyc.approve' },
      schema: { tags: boTags, params: boKycIdParam, response: { 200: successEnvelope(z.null()) } },
    },
    async (request) => {
      const change = await kyc.review(request.tenant, request.staff.id, request.params.id, { approve: true });
      request.auditChange = { target: `kyc:${request.params.id}`, ...change };
      return ok(null);
    },
  );
  app.post(
    '/bo/v1/kyc/:id/reject',
    {
      config: { permission: 'kyc.review', audit: 'kyc.reject' },
      schema: {
        tags: boTags,
        params: boKycIdParam,
        body: boKycRejectRequest,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      const change = await kyc.review(request.tenant, request.staff.id, request.params.id, {
        approve: false,
        reason: request.body.reason,
      });
      request.auditChange = { target: `kyc:${request.params.id}`, ...change };
      return ok(null);
    },
  );
  app.get(
    '/bo/v1/kyc/policy',
    {
      config: { permission: 'kyc.read' },
      schema: {
        tags: boTags,
        description: "The merchant's gates, minimum age and pictures asked for.",
        response: { 200: successEnvelope(kycPolicy) },
      },
    },
    async (request) => ok(await kyc.policy(request.tenant.id)),
  );
  app.post(
    '/bo/v1/kyc/policy',
    {
      config: { permission: 'settings.manage', audit: 'kyc.policy' },
      schema: {
        tags: boTags,
        description:
          'Changes the gates (deposit, withdrawal, promotion), the minimum age and the pictures asked for.',
        body: kycPolicy,
        response: { 200: successEnvelope(kycPolicy) },
      },
    },
    async (request) => {
      const change = await kyc.savePolicy(request.tenant, request.body);
      request.auditChange = { target: 'kyc-policy', ...change };
      return ok(request.body);
    },
  );
};
