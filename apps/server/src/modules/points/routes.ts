import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boMallItemInput,
  boMallItemsValue,
  boPointCategoriesValue,
  boPointCategory,
  boPointCategoryInput,
  boPointConfig,
  boRedemptionDecision,
  boRedemptionsQuery,
  boRedemptionsValue,
  convertPointRequest,
  convertPointValue,
  pointBalanceValue,
  pointConfigValue,
  pointConversionTypesValue,
  pointRewardQuery,
  pointRewardValue,
  redeemListQuery,
  redeemListValue,
  redeemPointRequest,
  redeemPointValue,
  successEnvelope,
} from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import { imageUploadLimits } from '../../lib/image-upload.ts';
import { readStaffImage } from '../../lib/media-upload.ts';
import { memberCalls } from '../../lib/member-calls.ts';
import type { MediaStore } from '../media/service.ts';
import type { Points } from './service.ts';

/** Desktop (`MCS2_`) and mobile (`MCSFE_`) names of one call (Appendix B): one handler for both. */
const both = (name: string, prefix = '/wps/relay/') => [`${prefix}MCS2_${name}`, `${prefix}MCSFE_${name}`];

/** The member's points calls (inventory 1.4.4, decision 0039). */
export const pointsRoutes: FastifyPluginAsyncZod<{ points: Points }> = async (app, { points }) => {
  const call = memberCalls(app, { tags: ['points'], preHandler: app.requireUser });

  for (const url of both('getPointBalance'))
    call.get(url, { description: "The member's points.", value: pointBalanceValue }, (r) =>
      points.balance(r.tenant, r.user),
    );
  for (const url of both('getPointConfig'))
    call.get(
      url,
      {
        description:
          'pointExchangeRate (points per 1 unit of cash), the conversion minimum and the earning rules.',
        value: pointConfigValue,
      },
      (r) => points.memberConfig(r.tenant, r.user, r.lang),
    );
  for (const url of both('getPointReward'))
    call.get(
      url,
      {
        description:
          'Mall items of enabled categories, paged, optionally of one category (`type`, a code; an unknown code lists nothing).',
        querystring: pointRewardQuery,
        value: pointRewardValue,
      },
      (r) => points.rewards(r.tenant, r.user, r.query, r.lang),
    );
  for (const url of both('getPointRewardConversionType'))
    call.get(
      url,
      {
        description:
          "The mall's enabled categories that have items on sale, in the operator's order, named in the member's language.",
        value: pointConversionTypesValue,
      },
      (r) => points.conversionTypes(r.tenant, r.user, r.lang),
    );
  for (const url of both('getRedeemPointList'))
    call.get(
      url,
      {
        description: "The member's redemptions, newest first: status P in process, R rejected, A approved.",
        querystring: redeemListQuery,
        value: redeemListValue,
      },
      (r) => points.history(r.tenant, r.user, r.query, r.lang),
    );
  for (const url of both('redeemPointReward', '/wps/relay/passwordCheck/'))
    call.post(
      url,
      {
        description:
          'Redeems an item with the payment password: redeemType P points only, else points plus cash (quantity × mpMoneyAmount). Stock, points and cash move in one transaction.',
        body: redeemPointRequest,
        value: redeemPointValue,
      },
      (r) => points.redeem(r.tenant, r.user, r.body),
    );
  for (const url of both('convertPoint', '/wps/relay/passwordCheck/'))
    call.post(
      url,
      {
        description:
          'Converts points into cash at pointExchangeRate (rounded down), with the payment password.',
        body: convertPointRequest,
        value: convertPointValue,
      },
      (r) => points.convert(r.tenant, r.user, r.body),
    );
};

const tags = ['back office'];
const idParam = z.object({ id: z.string().regex(/^\d{1,18}$/) });
/** A category's id (an `integer` column). */
const categoryIdParam = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The operator's side of points (issue 16 item 7): config, mall items, the redemptions queue. */
export const pointsAdminRoutes: FastifyPluginAsyncZod<{ points: Points; media: MediaStore }> = async (
  app,
  { points, media },
) => {
  // A mall item's picture: one PNG or JPEG of at most 5 MB, kept by the media store (served under /media).
  const uploads: FastifyPluginAsyncZod = async (scope) => {
    await scope.register(multipart, { limits: imageUploadLimits(1) });
    scope.post(
      '/bo/v1/points/uploads',
      {
        config: { permission: 'points.manage', audit: 'points.upload' },
        schema: {
          tags,
          description:
            'multipart/form-data with one `image` (PNG or JPEG, at most 5 MB) for a mall item; answers its URL.',
          consumes: ['multipart/form-data'],
          response: { 200: successEnvelope(z.object({ url: z.string() })) },
        },
      },
      async (request) => {
        const url = await media.put(request.tenant.id, await readStaffImage(request));
        request.auditChange = { target: `media:${url}`, before: null, after: { url } };
        return ok({ url });
      },
    );
  };
  await app.register(uploads);

  app.get(
    '/bo/v1/points/config',
    {
      config: { permission: 'points.read' },
      schema: { tags, response: { 200: successEnvelope(boPointConfig) } },
    },
    async (request) => ok(await points.boConfig(request.tenant)),
  );
  app.put(
    '/bo/v1/points/config',
    {
      config: { permission: 'points.manage', audit: 'points.config' },
      schema: {
        tags,
        description:
          'Exchange rate (points per 1 unit of cash), conversion minimum, earning rules per category.',
        body: boPointConfig,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      const before = await points.boConfig(request.tenant);
      await points.saveConfig(request.tenant, request.body);
      request.auditChange = { target: 'points:config', before, after: request.body };
      return ok(null);
    },
  );
  app.get(
    '/bo/v1/points/items',
    {
      config: { permission: 'points.read' },
      schema: { tags, response: { 200: successEnvelope(boMallItemsValue) } },
    },
    async (request) => ok({ items: await points.boItems(request.tenant) }),
  );
  app.post(
    '/bo/v1/points/items',
    {
      config: { permission: 'points.manage', audit: 'points.item.create' },
      schema: {
        tags,
        body: boMallItemInput,
        response: { 200: successEnvelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      const id = await points.saveItem(request.tenant, request.body);
      request.auditChange = { target: `points-item:${id}`, before: null, after: request.body };
      return ok({ id });
    },
  );
  app.put(
    '/bo/v1/points/items/:id',
    {
      config: { permission: 'points.manage', audit: 'points.item.update' },
      schema: { tags, params: idParam, body: boMallItemInput, response: { 200: successEnvelope(z.null()) } },
    },
    async (request) => {
      const id = Number(request.params.id);
      const before = (await points.boItems(request.tenant)).find((i) => i.id === id) ?? null;
      await points.saveItem(request.tenant, request.body, id);
      request.auditChange = { target: `points-item:${id}`, before, after: request.body };
      return ok(null);
    },
  );
  app.get(
    '/bo/v1/point-categories',
    {
      config: { permission: 'points.read' },
      schema: {
        tags,
        description: 'The mall categories with their names per language, order, switch and item count.',
        response: { 200: successEnvelope(boPointCategoriesValue) },
      },
    },
    async (request) => ok(await points.boCategories(request.tenant)),
  );
  app.post(
    '/bo/v1/point-categories',
    {
      config: { permission: 'points.manage', audit: 'point.category.create' },
      schema: {
        tags,
        description:
          'Adds a category (code: 2–30 of A–Z, 0–9 and _; unique per merchant, else pointcategory.exists).',
        body: boPointCategoryInput,
        response: { 200: successEnvelope(boPointCategory) },
      },
    },
    async (request) => {
      const change = await points.saveCategory(request.tenant, null, request.body);
      request.auditChange = { target: `point-category:${change.after.id}`, ...change };
      return ok(change.after);
    },
  );
  app.put(
    '/bo/v1/point-categories/:id',
    {
      config: { permission: 'points.manage', audit: 'point.category.update' },
      schema: {
        tags,
        description: 'Renames, reorders or switches a category; its code stays.',
        params: categoryIdParam,
        body: boPointCategoryInput,
        response: { 200: successEnvelope(boPointCategory) },
      },
    },
    async (request) => {
      const id = request.params.id;
      const change = await points.saveCategory(request.tenant, id, request.body);
      request.auditChange = { target: `point-category:${id}`, ...change };
      return ok(change.after);
    },
  );
  app.delete(
    '/bo/v1/point-categories/:id',
    {
      config: { permission: 'points.manage', audit: 'point.category.delete' },
      schema: {
        tags,
        description: 'Deletes a category no item is filed under (else pointcategory.inuse).',
        params: categoryIdParam,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      const id = request.params.id;
      const change = await points.deleteCategory(request.tenant, id);
      request.auditChange = { target: `point-category:${id}`, ...change };
      return ok(null);
    },
  );
  app.get(
    '/bo/v1/points/redemptions',
    {
      config: { permission: 'points.read' },
      schema: {
        tags,
        description: 'Redemptions, newest first, by status (P in process, R rejected, A approved).',
        querystring: boRedemptionsQuery,
        response: { 200: successEnvelope(boRedemptionsValue) },
      },
    },
    async (request) => ok(await points.boRedemptions(request.tenant, request.query, request.lang)),
  );
  app.post(
    '/bo/v1/points/redemptions/:id/approve',
    {
      config: { permission: 'points.review', audit: 'points.redemption.approve' },
      schema: {
        tags,
        description: 'Delivered: nothing moves.',
        params: idParam,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      const id = BigInt(request.params.id);
      await points.approve(request.staff.merchantId, id, request.staff.id);
      request.auditChange = {
        target: `points-redemption:${id}`,
        before: { status: 'P' },
        after: { status: 'A' },
      };
      return ok(null);
    },
  );
  app.post(
    '/bo/v1/points/redemptions/:id/reject',
    {
      config: { permission: 'points.review', audit: 'points.redemption.reject' },
      schema: {
        tags,
        description: 'Rejected with a reason the member sees: stock back, points (and cash) refunded once.',
        params: idParam,
        body: boRedemptionDecision,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      const id = BigInt(request.params.id);
      await points.reject(request.staff.merchantId, id, request.body.reason, request.staff.id);
      request.auditChange = {
        target: `points-redemption:${id}`,
        before: { status: 'P' },
        after: { status: 'R', reason: request.body.reason },
      };
      return ok(null);
    },
  );
};
