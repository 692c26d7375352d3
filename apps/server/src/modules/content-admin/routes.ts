import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  announcementEdit,
  announcementRow,
  bannerEdit,
  bannerOrder,
  bannerRow,
  bannerGroups,
  boAnnouncementsQuery,
  footerDraftValue,
  footerEdit,
  footerValue,
  helpArticleEdit,
  helpCategoryEdit,
  helpValue,
  idParam,
  pageOf,
  pageQuery,
  previewLinkEdit,
  previewLinkValue,
  publishEdit,
  successEnvelope,
  uploadValue,
  type PageQuery,
} from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import { imageUploadLimits } from '../../lib/image-upload.ts';
import { pageWindow, sendCsv } from '../../lib/listing.ts';
import { readStaffImage } from '../../lib/media-upload.ts';
import { DEFAULT_MERCHANT } from '../../plugins/web.ts';
import type { MediaStore } from '../media/service.ts';
import type { Tenant, TenantService } from '../merchants/service.ts';
import type { ContentPreview } from './preview.ts';
import type { ContentAdmin } from './service.ts';

type FooterValue = z.infer<typeof footerValue>;
/**
 * The footer, kept by the brands module (resources, social links, licence text of the merchant), and its
 * saved draft (decision 0036).
 */
export interface FooterStore {
  footer(code: string): Promise<FooterValue>;
  updateFooter(
    code: string,
    footer: z.infer<typeof footerEdit>,
  ): Promise<{ before: unknown; after: FooterValue }>;
  footerDraft(code: string): Promise<z.infer<typeof footerDraftValue>>;
  saveFooterDraft(
    code: string,
    footer: z.infer<typeof footerEdit>,
    staffId: number,
  ): Promise<{ before: FooterValue | null; after: FooterValue }>;
  discardFooterDraft(code: string): Promise<FooterValue>;
  publishFooterDraft(code: string): Promise<{ before: unknown; after: FooterValue }>;
}

const bannersListQuery = pageQuery.extend({ group: z.enum(bannerGroups).optional() });
const announcementsListQuery = pageQuery.merge(boAnnouncementsQuery);
const previewBody = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('banner'),
    item: bannerEdit,
    language: z.enum(['TW', 'EN', 'VI']).default('TW'),
  }),
  z.object({
    kind: z.literal('announcement'),
    item: announcementEdit,
    language: z.enum(['TW', 'EN', 'VI']).default('TW'),
  }),
]);
const previewValue = z.object({
  theme: z.object({
    name: z.string(),
    logoUrl: z.string(),
    colors: z.object({ primary: z.string(), primaryContrast: z.string(), accent: z.string() }),
  }),
  kind: z.enum(['banner', 'announcement']),
  title: z.string(),
  content: z.string().nullable(),
  imageUrl: z.string().nullable(),
  linkageType: z.string().nullable(),
  linkageValue: z.string().nullable(),
  /** Where the player site shows it (banner group, or the announcement's type and popup rule). */
  placement: z.string(),
});

/** A small list paged in memory (a merchant has tens of banners), in the shared list answer. */
function pageRows<R>(all: R[], q: PageQuery) {
  const { limit, offset } = pageWindow(q);
  return { rows: all.slice(offset, offset + limit), total: all.length };
}

/**
 * Content of the merchant named by the Merchant header: banners per group, announcements of every type
 * (popup rules B before login, A every login, F first login), the help centre, the footer, and a preview
 * of an unsaved banner or announcement as the player site shows it.
 */
export const contentAdminRoutes: FastifyPluginAsyncZod<{
  content: ContentAdmin;
  footer: FooterStore;
  media: MediaStore;
  preview: ContentPreview;
  tenants: TenantService;
}> = async (app, { content, footer, media, preview, tenants }) => {
  const tags = ['back office: content'];
  const read = { permission: 'content.read' } as const;
  const manage = (audit: string) => ({ permission: 'content.manage', audit }) as const;

  // ---- banners ----
  app.get(
    '/bo/v1/content/banners',
    {
      config: read,
      schema: {
        tags,
        description: 'Banners (all, not only live ones), by group and order.',
        querystring: bannersListQuery,
        response: { 200: successEnvelope(pageOf(bannerRow)) },
      },
    },
    async (request, reply) => {
      const all = await content.banners(request.tenant, request.query.group);
      if (request.query.format === 'csv')
        return sendCsv(
          reply,
          'banners',
          [
            'id',
            'groupName',
            'imageUrl',
            'title',
            'linkageType',
            'linkageValue',
            'sort',
            'startAt',
            'endAt',
            'live',
          ].map((key) => ({ key })),
          all,
        );
      return ok(pageRows(all, request.query));
    },
  );
  app.post(
    '/bo/v1/content/banners',
    {
      config: manage('content.banner.create'),
      schema: { tags, body: bannerEdit, response: { 200: successEnvelope(bannerRow) } },
    },
    async (request) => {
      const created = await content.createBanner(request.tenant, request.body);
      request.auditChange = { target: `banner:${created.id}`, before: null, after: created };
      return ok(created);
    },
  );
  app.put(
    '/bo/v1/content/banners/order',
    {
      config: manage('content.banner.order'),
      schema: {
        tags,
        description: "A group's banners in their new order (every id of the group, first shown first).",
        body: bannerOrder,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      const change = await content.orderBanners(request.tenant, request.body.groupName, request.body.ids);
      request.auditChange = { target: `banners:${request.body.groupName}`, ...change };
      return ok(null);
    },
  );
  app.put(
    '/bo/v1/content/banners/:id',
    {
      config: manage('content.banner.update'),
      schema: { tags, params: idParam, body: bannerEdit, response: { 200: successEnvelope(bannerRow) } },
    },
    async (request) => {
      const change = await content.updateBanner(request.tenant, request.params.id, request.body);
      request.auditChange = { target: `banner:${request.params.id}`, ...change };
      return ok(change.after);
    },
  );
  app.delete(
    '/bo/v1/content/banners/:id',
    {
      config: manage('content.banner.delete'),
      schema: { tags, params: idParam, response: { 200: successEnvelope(z.null()) } },
    },
    async (request) => {
      const before = await content.deleteBanner(request.tenant, request.params.id);
      request.auditChange = { target: `banner:${request.params.id}`, before, after: null };
      return ok(null);
    },
  );

  // ---- announcements ----
  app.get(
    '/bo/v1/content/announcements',
    {
      config: read,
      schema: {
        tags,
        description: 'Announcements of every type (B, PL, PU, PR, H), live or not.',
        querystring: announcementsListQuery,
        response: { 200: successEnvelope(pageOf(announcementRow)) },
      },
    },
    async (request, reply) => {
      const all = await content.announcements(request.tenant, request.query.type);
      if (request.query.format === 'csv')
        return sendCsv(
          reply,
          'announcements',
          [
            'id',
            'type',
            'execution',
            'platform',
            'title',
            'category',
            'sort',
            'startAt',
            'endAt',
            'live',
          ].map((key) => ({ key })),
          all,
        );
      return ok(pageRows(all, request.query));
    },
  );
  app.post(
    '/bo/v1/content/announcements',
    {
      config: manage('content.announcement.create'),
      schema: { tags, body: announcementEdit, response: { 200: successEnvelope(announcementRow) } },
    },
    async (request) => {
      const created = await content.createAnnouncement(request.tenant, request.body);
      request.auditChange = { target: `announcement:${created.id}`, before: null, after: created };
      return ok(created);
    },
  );
  app.put(
    '/bo/v1/content/announcements/:id',
    {
      config: manage('content.announcement.update'),
      schema: {
        tags,
        params: idParam,
        body: announcementEdit,
        response: { 200: successEnvelope(announcementRow) },
      },
    },
    async (request) => {
      const change = await content.updateAnnouncement(request.tenant, request.params.id, request.body);
      request.auditChange = { target: `announcement:${request.params.id}`, ...change };
      return ok(change.after);
    },
  );
  app.delete(
    '/bo/v1/content/announcements/:id',
    {
      config: manage('content.announcement.delete'),
      schema: { tags, params: idParam, response: { 200: successEnvelope(z.null()) } },
    },
    async (request) => {
      const before = await content.deleteAnnouncement(request.tenant, request.params.id);
      request.auditChange = { target: `announcement:${request.params.id}`, before, after: null };
      return ok(null);
    },
  );

  // ---- help centre ----
  app.get(
    '/bo/v1/content/help',
    {
      config: read,
      schema: {
        tags,
        description: 'Help-centre categories with their articles.',
        response: { 200: successEnvelope(helpValue) },
      },
    },
    async (request) => ok(await content.help(request.tenant)),
  );
  app.post(
    '/bo/v1/content/help/categories',
    {
      config: manage('content.help-category.create'),
      schema: { tags, body: helpCategoryEdit, response: { 200: successEnvelope(helpValue) } },
    },
    async (request) => {
      const created = await content.createHelpCategory(request.tenant, request.body);
      request.auditChange = { target: `help-category:${created.id}`, before: null, after: created };
      return ok(await content.help(request.tenant));
    },
  );
  app.put(
    '/bo/v1/content/help/categories/:id',
    {
      config: manage('content.help-category.update'),
      schema: {
        tags,
        params: idParam,
        body: helpCategoryEdit,
        response: { 200: successEnvelope(helpValue) },
      },
    },
    async (request) => {
      const change = await content.updateHelpCategory(request.tenant, request.params.id, request.body);
      request.auditChange = { target: `help-category:${request.params.id}`, ...change };
      return ok(await content.help(request.tenant));
    },
  );
  app.delete(
    '/bo/v1/content/help/categories/:id',
    {
      config: manage('content.help-category.delete'),
      schema: {
        tags,
        description: 'Deletes a category with its articles.',
        params: idParam,
        response: { 200: successEnvelope(helpValue) },
      },
    },
    async (request) => {
      const before = await content.deleteHelpCategory(request.tenant, request.params.id);
      request.auditChange = { target: `help-category:${request.params.id}`, before, after: null };
      return ok(await content.help(request.tenant));
    },
  );
  app.post(
    '/bo/v1/content/help/articles',
    {
      config: manage('content.help-article.create'),
      schema: { tags, body: helpArticleEdit, response: { 200: successEnvelope(helpValue) } },
    },
    async (request) => {
      const created = await content.createHelpArticle(request.tenant, request.body);
      request.auditChange = { target: `help-article:${created.id}`, before: null, after: created };
      return ok(await content.help(request.tenant));
    },
  );
  app.put(
    '/bo/v1/content/help/articles/:id',
    {
      config: manage('content.help-article.update'),
      schema: { tags, params: idParam, body: helpArticleEdit, response: { 200: successEnvelope(helpValue) } },
    },
    async (request) => {
      const change = await content.updateHelpArticle(request.tenant, request.params.id, request.body);
      request.auditChange = { target: `help-article:${request.params.id}`, ...change };
      return ok(await content.help(request.tenant));
    },
  );
  app.delete(
    '/bo/v1/content/help/articles/:id',
    {
      config: manage('content.help-article.delete'),
      schema: { tags, params: idParam, response: { 200: successEnvelope(helpValue) } },
    },
    async (request) => {
      const before = await content.deleteHelpArticle(request.tenant, request.params.id);
      request.auditChange = { target: `help-article:${request.params.id}`, before, after: null };
      return ok(await content.help(request.tenant));
    },
  );

  // ---- footer ----
  app.get(
    '/bo/v1/content/footer',
    {
      config: read,
      schema: {
        tags,
        description:
          'The footer: resources (apps, payments, licence, providers, about links), social links, licence text.',
        response: { 200: successEnvelope(footerValue) },
      },
    },
    async (request) => ok(await footer.footer(request.tenant.code)),
  );
  app.put(
    '/bo/v1/content/footer',
    {
      config: manage('content.footer'),
      schema: {
        tags,
        description:
          'Publishes this footer at once; a saved draft is superseded and deleted (decision 0036).',
        body: footerEdit,
        response: { 200: successEnvelope(footerValue) },
      },
    },
    async (request) => {
      const change = await footer.updateFooter(request.tenant.code, request.body);
      request.auditChange = { target: `merchant:${request.tenant.code}`, ...change };
      return ok(change.after);
    },
  );
  // The footer's draft (decision 0036): saved without reaching members, shown by a preview link.
  app.get(
    '/bo/v1/content/footer/draft',
    {
      config: read,
      schema: {
        tags,
        description: "The footer's saved draft (null: none) and when it was saved.",
        response: { 200: successEnvelope(footerDraftValue) },
      },
    },
    async (request) => ok(await footer.footerDraft(request.tenant.code)),
  );
  app.put(
    '/bo/v1/content/footer/draft',
    {
      config: manage('content.footer.draft'),
      schema: {
        tags,
        description:
          'Saves (or replaces) the draft: members keep the live footer; a preview link shows this one.',
        body: footerEdit,
        response: { 200: successEnvelope(footerDraftValue) },
      },
    },
    async (request) => {
      const code = request.tenant.code;
      const change = await footer.saveFooterDraft(code, request.body, request.staff.id);
      request.auditChange = { target: `merchant:${code}`, ...change };
      return ok(await footer.footerDraft(code));
    },
  );
  app.delete(
    '/bo/v1/content/footer/draft',
    {
      config: manage('content.footer.draft.discard'),
      schema: { tags, response: { 200: successEnvelope(z.null()) } },
    },
    async (request) => {
      const before = await footer.discardFooterDraft(request.tenant.code);
      request.auditChange = { target: `merchant:${request.tenant.code}`, before, after: null };
      return ok(null);
    },
  );
  app.post(
    '/bo/v1/content/footer/draft/publish',
    {
      config: manage('content.footer.publish'),
      schema: {
        tags,
        description: 'The saved draft becomes the live footer (and is deleted); 404 not.found without one.',
        response: { 200: successEnvelope(footerValue) },
      },
    },
    async (request) => {
      const change = await footer.publishFooterDraft(request.tenant.code);
      request.auditChange = { target: `merchant:${request.tenant.code}`, ...change };
      return ok(change.after);
    },
  );

  // ---- publish state (decision 0035) ----
  const publishRoute = (
    path: string,
    audit: string,
    target: string,
    publish: (tenant: Tenant, id: number, published: boolean) => Promise<{ before: unknown; after: unknown }>,
  ) =>
    app.put(
      path,
      {
        config: manage(audit),
        schema: {
          tags,
          description:
            'Publishes (shown to members per its schedule) or unpublishes (a draft: only a preview link shows it).',
          params: idParam,
          body: publishEdit,
          response: { 200: successEnvelope(z.null()) },
        },
      },
      async (request) => {
        const change = await publish(request.tenant, request.params.id, request.body.published);
        request.auditChange = { target: `${target}:${request.params.id}`, ...change };
        return ok(null);
      },
    );
  publishRoute(
    '/bo/v1/content/banners/:id/publish',
    'content.banner.publish',
    'banner',
    content.publishBanner,
  );
  publishRoute(
    '/bo/v1/content/announcements/:id/publish',
    'content.announcement.publish',
    'announcement',
    content.publishAnnouncement,
  );
  publishRoute(
    '/bo/v1/content/help/categories/:id/publish',
    'content.help-category.publish',
    'help-category',
    content.publishHelpCategory,
  );
  publishRoute(
    '/bo/v1/content/help/articles/:id/publish',
    'content.help-article.publish',
    'help-article',
    content.publishHelpArticle,
  );

  // ---- preview links of the player site (decision 0035) ----
  app.post(
    '/bo/v1/content/preview-links',
    {
      config: { permission: 'content.read', audit: 'content.preview.link' },
      schema: {
        tags,
        description:
          "A link to the merchant's player site that shows drafts (and the schedule at `at`) to whoever opens it, for 30 minutes: `?preview=<token>`. Bound to this merchant and this staff member; the token is kept hashed.",
        body: previewLinkEdit,
        response: { 200: successEnvelope(previewLinkValue) },
      },
    },
    async (request) => {
      const tenant = request.tenant;
      const { token, expiresAt } = await preview.create(tenant.id, request.staff.id);
      // The admin's own host when it serves this merchant's site; else the merchant's main domain (same
      // scheme and port, as the admin is served by the same server).
      const here = (await tenants.codeForHost(request.hostname, DEFAULT_MERCHANT)) === tenant.code;
      const main = tenant.domains.find((d) => d.kind === 'MAIN')?.host;
      const origin =
        here || !main ? '' : `${request.protocol}://${main}${request.port ? `:${request.port}` : ''}`;
      const { at, path, articleId, category } = request.body;
      const query = new URLSearchParams({ preview: token });
      if (at) query.set('at', new Date(at).toISOString());
      if (articleId) query.set('id', String(articleId));
      if (category) query.set('category', category);
      request.auditChange = {
        target: `merchant:${tenant.code}`,
        before: null,
        after: { path, at, expiresAt: expiresAt.toISOString() },
      };
      return ok({
        url: `${origin}${path}?${query}`,
        expiresAt: expiresAt.toISOString(),
        at: at ? new Date(at).toISOString() : null,
      });
    },
  );

  // ---- preview ----
  app.post(
    '/bo/v1/content/preview',
    {
      config: { permission: 'content.read' },
      schema: {
        tags,
        description:
          "An unsaved banner or announcement as the player site shows it: its texts in the language asked, with the brand (name, logo, colours) the admin page applies as the player site's CSS variables. Changes nothing.",
        body: previewBody,
        response: { 200: successEnvelope(previewValue) },
      },
    },
    async (request) => {
      const b = request.tenant.info.brand;
      const body = request.body;
      const pick = (t: { TW: string; EN?: string; VI?: string }) => t[body.language] || t.TW;
      const theme = { name: b.name, logoUrl: b.logoUrl, colors: b.colors };
      if (body.kind === 'banner')
        return ok({
          theme,
          kind: 'banner' as const,
          title: pick(body.item.title),
          content: null,
          imageUrl: body.item.imageUrl,
          linkageType: body.item.linkageType,
          linkageValue: body.item.linkageValue,
          placement: body.item.groupName,
        });
      const a = body.item;
      return ok({
        theme,
        kind: 'announcement' as const,
        title: pick(a.title),
        content: pick(a.content),
        imageUrl: a.imageUrl,
        linkageType: null,
        linkageValue: null,
        placement: a.type === 'PU' ? `PU:${a.execution}:${a.platform}` : `${a.type}:${a.platform}`,
      });
    },
  );

  const uploads: FastifyPluginAsyncZod = async (scope) => {
    await scope.register(multipart, { limits: imageUploadLimits(1) });
    scope.post(
      '/bo/v1/content/uploads',
      {
        config: manage('content.upload'),
        schema: {
          tags,
          description:
            'multipart/form-data with one `image` (PNG or JPEG, at most 5 MB) for a banner or announcement; answers its URL.',
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
