import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  brandCodeParam,
  brandCreate,
  brandEdit,
  brandListRow,
  brandValue,
  pageOf,
  pageQuery,
  successEnvelope,
  uploadValue,
} from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import { imageUploadLimits } from '../../lib/image-upload.ts';
import { pageWindow, sendCsv, sortOf } from '../../lib/listing.ts';
import { readStaffImage } from '../../lib/media-upload.ts';
import type { MediaStore } from '../media/service.ts';
import type { Brands } from './service.ts';

const brandsQuery = pageQuery.extend({ q: z.string().trim().max(60).optional() });

/**
 * Brands (white label) in the back office: every merchant's name, look, languages, currency, domains,
 * footer resources and customer service. Creating one gives it all a merchant needs to be served.
 */
export const brandRoutes: FastifyPluginAsyncZod<{ brands: Brands; media: MediaStore }> = async (
  app,
  { brands, media },
) => {
  const tags = ['back office: brands'];
  app.get(
    '/bo/v1/brands',
    {
      config: { permission: 'brands.read' },
      schema: {
        tags,
        description:
          'Merchants: every one for staff scoped to all merchants, else their own. `q` filters by code or name.',
        querystring: brandsQuery,
        response: { 200: successEnvelope(pageOf(brandListRow)) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const order = sortOf(q.sort, { id: 'id', code: 'code', name: 'name' } as const, {
        column: 'id',
        direction: 'asc',
      });
      const needle = q.q?.toLowerCase();
      const all = (await brands.list(request.staff))
        .filter((b) => !needle || b.code.includes(needle) || b.name.toLowerCase().includes(needle))
        .sort((a, b) => {
          const x = a[order.column];
          const y = b[order.column];
          const c = x < y ? -1 : x > y ? 1 : 0;
          return order.direction === 'asc' ? c : -c;
        });
      const { limit, offset } = pageWindow(q);
      const rows = all.slice(offset, offset + limit);
      if (q.format === 'csv')
        return sendCsv(
          reply,
          'brands',
          ['id', 'code', 'name', 'domains', 'maintenance', 'createdAt'].map((key) => ({ key })),
          rows,
        );
      return ok({ rows, total: all.length });
    },
  );

  app.get(
    '/bo/v1/brands/:code',
    {
      config: { permission: 'brands.read' },
      schema: { tags, params: brandCodeParam, response: { 200: successEnvelope(brandValue) } },
    },
    async (request) => ok(await brands.get(request.staff, request.params.code)),
  );

  app.post(
    '/bo/v1/brands',
    {
      config: { permission: 'brands.manage', audit: 'brands.create' },
      schema: {
        tags,
        description:
          'Creates a merchant served at once on its domains: module tree, field rules, game catalog (the enabled vendors of `templateMerchant`, or the house vendors), the sandbox payment channel, help categories. Only staff scoped to all merchants.',
        body: brandCreate,
        response: { 200: successEnvelope(brandValue) },
      },
    },
    async (request) => {
      const created = await brands.create(request.staff, request.body);
      request.auditChange = { target: `merchant:${created.code}`, before: null, after: created };
      return ok(created);
    },
  );

  app.put(
    '/bo/v1/brands/:code',
    {
      config: { permission: 'brands.manage', audit: 'brands.update' },
      schema: {
        tags,
        description: 'Changes a brand (everything but its code); other nodes see it within 5 s.',
        params: brandCodeParam,
        body: brandEdit,
        response: { 200: successEnvelope(brandValue) },
      },
    },
    async (request) => {
      const { before, after } = await brands.update(request.staff, request.params.code, request.body);
      request.auditChange = { target: `merchant:${after.code}`, before, after };
      return ok(after);
    },
  );

  // Logos, favicons and other brand images: stored by the media store, answered as their URL.
  const uploads: FastifyPluginAsyncZod = async (scope) => {
    await scope.register(multipart, { limits: imageUploadLimits(1) });
    scope.post(
      '/bo/v1/brands/uploads',
      {
        config: { permission: 'brands.manage', audit: 'brands.upload' },
        schema: {
          tags,
          description:
            'multipart/form-data with one `image` (PNG, JPEG or ICO, at most 5 MB); answers its URL.',
          consumes: ['multipart/form-data'],
          response: { 200: successEnvelope(uploadValue) },
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
};
