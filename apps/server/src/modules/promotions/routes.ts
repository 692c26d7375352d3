import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationIdParam,
  applicationImageParam,
  availablePromotionsValue,
  boApplicationsQuery,
  boApplicationsValue,
  boPromotionRow,
  boPromotionsValue,
  boPromotionCategoriesValue,
  boPromotionCategory,
  promotionCategoryEdit,
  idParam,
  promotionApplication,
  promotionApplicationsQuery,
  promotionApplicationsValue,
  promotionCategoriesValue,
  promotionDetailQuery,
  promotionDetailValue,
  promotionSettingsEdit,
  rejectApplicationEdit,
  successEnvelope,
} from '@portal/contract';
import { AppError, ok } from '../../lib/app-error.ts';
import { imageUploadLimits, IMAGES_PER_REQUEST, readImageUpload } from '../../lib/image-upload.ts';
import { memberCalls } from '../../lib/member-calls.ts';
import type { Promotions } from './service.ts';

/** Both names of a member call (desktop MCS2_, mobile MCSFE_). */
const both = (name: string) => [`/wps/relay/MCS2_${name}`, `/wps/relay/MCSFE_${name}`];

/** Promotions for members and their review in the back office (issue 16 item 2, decision 0038). */
export const promotionRoutes: FastifyPluginAsyncZod<{ promotions: Promotions }> = async (
  app,
  { promotions },
) => {
  const tags = ['promotions'];
  const open = memberCalls(app, { tags, preHandler: async () => {} });
  const member = memberCalls(app, { tags, preHandler: app.requireUser });

  open.get(
    '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
    {
      description: "The merchant's promotion categories (code, name in the caller's language), in order.",
      value: promotionCategoriesValue,
    },
    (r) => promotions.categories(r.tenant, r.lang),
  );
  for (const url of both('getPromotionDetail'))
    open.get(
      url,
      {
        description:
          'One live promotion (a published PR announcement in its schedule) with its application rules; 404 not.found otherwise.',
        querystring: promotionDetailQuery,
        value: promotionDetailValue,
      },
      (r) => promotions.detail(r.tenant, r.query.id, r.lang),
    );
  for (const url of both('getMerchantAvailablePromotions'))
    open.get(
      url,
      {
        description:
          'Live promotions members can apply for now (applications on, budget left); before login too.',
        value: availablePromotionsValue,
      },
      (r) => promotions.available(r.tenant, r.lang),
    );
  for (const url of both('getPromotionApplications'))
    member.get(
      url,
      {
        description:
          "The member's promotion applications, newest first, with status and a rejection's reason.",
        querystring: promotionApplicationsQuery,
        value: promotionApplicationsValue,
      },
      (r) => promotions.applications(r.user, r.query.promotionId, r.lang),
    );

  // Applying sends pictures: multipart in its own scope (decision 0038).
  const applyScope: FastifyPluginAsyncZod = async (scope) => {
    await scope.register(multipart, { limits: imageUploadLimits(IMAGES_PER_REQUEST) });
    for (const url of both('signUpRequestReward'))
      scope.post(
        url,
        {
          preHandler: app.requireUser,
          schema: {
            tags,
            description:
              'multipart/form-data: `promotionId`, `remarks` (at most 140 characters) and up to 3 `pictures` (PNG or JPG by content, at most 5 MB each). Answers the application (PENDING); while one is pending, answers that one.',
            consumes: ['multipart/form-data'],
            response: { 200: successEnvelope(promotionApplication) },
          },
        },
        async (request) => {
          const { fields, images } = await readImageUpload(request, {
            fileField: 'pictures',
            fields: ['promotionId', 'remarks'],
            maxFiles: IMAGES_PER_REQUEST,
            invalid: 'image.invalid',
            optional: true,
          });
          const id = fields.promotionId ?? '';
          if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647)
            throw new AppError('request_param_err', { promotionId: 'required' });
          return ok(
            await promotions.apply(
              request.tenant,
              request.user,
              { promotionId: Number(id), remarks: fields.remarks ?? '', images },
              request.lang,
            ),
          );
        },
      );
  };
  await app.register(applyScope);

  // ---- back office ----
  const boTags = ['back office: promotions'];
  app.get(
    '/bo/v1/promotions',
    {
      config: { permission: 'promotions.read' },
      schema: {
        tags: boTags,
        description:
          'Every promotion (PR announcement) with its settings, budget spent and pending applications.',
        response: { 200: successEnvelope(boPromotionsValue) },
      },
    },
    async (request) => ok(await promotions.promotionsAdmin(request.tenant)),
  );
  app.put(
    '/bo/v1/promotions/:id/settings',
    {
      config: { permission: 'promotions.manage', audit: 'promotion.settings' },
      schema: {
        tags: boTags,
        params: idParam,
        body: promotionSettingsEdit,
        response: { 200: successEnvelope(boPromotionRow) },
      },
    },
    async (request) => {
      const change = await promotions.saveSettings(request.tenant, request.params.id, request.body);
      request.auditChange = { target: `promotion:${request.params.id}`, ...change };
      return ok(change.after);
    },
  );
  app.get(
    '/bo/v1/promotion-categories',
    {
      config: { permission: 'promotions.read' },
      schema: {
        tags: boTags,
        description:
          'The promotion categories with their names per language and how many promotions use each.',
        response: { 200: successEnvelope(boPromotionCategoriesValue) },
      },
    },
    async (request) => ok(await promotions.categoriesAdmin(request.tenant)),
  );
  app.post(
    '/bo/v1/promotion-categories',
    {
      config: { permission: 'promotions.manage', audit: 'promotion.category.create' },
      schema: {
        tags: boTags,
        description: 'Adds a category (code: lower-case letters, digits and _; unique per merchant).',
        body: promotionCategoryEdit,
        response: { 200: successEnvelope(boPromotionCategory) },
      },
    },
    async (request) => {
      const change = await promotions.saveCategory(request.tenant, null, request.body);
      request.auditChange = { target: `promotion-category:${change.after.id}`, ...change };
      return ok(change.after);
    },
  );
  app.put(
    '/bo/v1/promotion-categories/:id',
    {
      config: { permission: 'promotions.manage', audit: 'promotion.category.update' },
      schema: {
        tags: boTags,
        description: 'Renames or reorders a category; its code stays.',
        params: idParam,
        body: promotionCategoryEdit,
        response: { 200: successEnvelope(boPromotionCategory) },
      },
    },
    async (request) => {
      const change = await promotions.saveCategory(request.tenant, request.params.id, request.body);
      request.auditChange = { target: `promotion-category:${request.params.id}`, ...change };
      return ok(change.after);
    },
  );
  app.delete(
    '/bo/v1/promotion-categories/:id',
    {
      config: { permission: 'promotions.manage', audit: 'promotion.category.delete' },
      schema: {
        tags: boTags,
        description: 'Deletes a category no promotion is filed under (else promotion.category.in.use).',
        params: idParam,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      const change = await promotions.deleteCategory(request.tenant, request.params.id);
      request.auditChange = { target: `promotion-category:${request.params.id}`, ...change };
      return ok(null);
    },
  );
  app.get(
    '/bo/v1/promotions/applications',
    {
      config: { permission: 'promotions.read' },
      schema: {
        tags: boTags,
        description: 'Applications by status (pending oldest first, others newest first).',
        querystring: boApplicationsQuery,
        response: { 200: successEnvelope(boApplicationsValue) },
      },
    },
    async (request) => ok(await promotions.applicationsAdmin(request.tenant, request.query)),
  );
  app.get(
    '/bo/v1/promotions/applications/:id/pictures/:n',
    {
      config: { permission: 'promotions.read' },
      schema: { tags: boTags, params: applicationImageParam },
    },
    async (request, reply) => {
      const image = await promotions.image(request.tenant, BigInt(request.params.id), request.params.n);
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );
  app.post(
    '/bo/v1/promotions/applications/:id/approve',
    {
      config: { permission: 'promotions.review', audit: 'promotion.application.approve' },
      schema: { tags: boTags, params: applicationIdParam, response: { 200: successEnvelope(z.null()) } },
    },
    async (request) => {
      const change = await promotions.approve(request.tenant, request.staff, BigInt(request.params.id));
      request.auditChange = {
        target: `promotion-application:${request.params.id}`,
        before: change.before,
        after: change.after,
      };
      return ok(null);
    },
  );
  app.post(
    '/bo/v1/promotions/applications/:id/reject',
    {
      config: { permission: 'promotions.review', audit: 'promotion.application.reject' },
      schema: {
        tags: boTags,
        params: applicationIdParam,
        body: rejectApplicationEdit,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      const change = await promotions.reject(
        request.tenant,
        request.staff,
        BigInt(request.params.id),
        request.body.reason,
      );
      request.auditChange = { target: `promotion-application:${request.params.id}`, ...change };
      return ok(null);
    },
  );
};
