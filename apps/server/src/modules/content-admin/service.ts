import type { z } from 'zod';
import type { announcementEdit, bannerEdit, helpArticleEdit, helpCategoryEdit } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { Tenant, TenantService } from '../merchants/service.ts';
import * as repo from './repository.ts';

type Banner = Awaited<ReturnType<typeof repo.listBanners>>[number];
type Announcement = Awaited<ReturnType<typeof repo.listAnnouncements>>[number];
type Article = NonNullable<Awaited<ReturnType<typeof repo.findHelpArticle>>>;

const iso = (d: Date | string) => new Date(d).toISOString();
const isLive = (published: boolean, start: Date, end: Date | null, now: Date) =>
  published && new Date(start) <= now && (end === null || new Date(end) > now);

function bannerValue(b: Banner, now: Date) {
  return {
    id: b.id,
    groupName: b.group_name,
    imageUrl: b.image_url,
    title: b.title as Record<string, string>,
    linkageType: b.linkage_type,
    linkageValue: b.linkage_value,
    sort: b.sort,
    startAt: iso(b.start_at),
    endAt: b.end_at ? iso(b.end_at) : null,
    published: b.published,
    live: isLive(b.published, b.start_at, b.end_at, now),
  };
}
function announcementValue(a: Announcement & { read_count: string }, now: Date) {
  return {
    id: a.id,
    readCount: Number(a.read_count),
    type: a.type,
    execution: a.execution,
    platform: a.platform,
    title: a.title as Record<string, string>,
    content: a.content as Record<string, string>,
    category: a.category,
    imageUrl: a.image_url,
    sort: a.sort,
    startAt: iso(a.start_at),
    endAt: a.end_at ? iso(a.end_at) : null,
    published: a.published,
    live: isLive(a.published, a.start_at, a.end_at, now),
  };
}

const articleValue = (a: Article) => ({
  id: a.id,
  categoryId: a.category_id,
  title: a.title,
  content: a.content,
  sort: a.sort,
  published: a.published,
});

const bannerRow = (b: z.infer<typeof bannerEdit>): repo.BannerRowInput => ({
  group_name: b.groupName,
  image_url: b.imageUrl,
  title: JSON.stringify(b.title),
  linkage_type: b.linkageType,
  linkage_value: b.linkageType ? b.linkageValue : null,
  sort: b.sort,
  start_at: b.startAt ? new Date(b.startAt) : clock.now(),
  end_at: b.endAt ? new Date(b.endAt) : null,
  ...(b.published === undefined ? {} : { published: b.published }),
});
const announcementRow = (a: z.infer<typeof announcementEdit>): repo.AnnouncementRowInput => ({
  type: a.type,
  execution: a.execution,
  platform: a.platform,
  title: JSON.stringify(a.title),
  content: JSON.stringify(a.content),
  category: a.category,
  image_url: a.imageUrl,
  sort: a.sort,
  start_at: a.startAt ? new Date(a.startAt) : clock.now(),
  end_at: a.endAt ? new Date(a.endAt) : null,
  ...(a.published === undefined ? {} : { published: a.published }),
});

/** A category's columns; `published` only when given (an edit without it keeps the state, decision 0036). */
const categoryRow = (c: z.infer<typeof helpCategoryEdit>) => ({
  code: c.code,
  title: JSON.stringify(c.title),
  sort: c.sort,
  ...(c.published === undefined ? {} : { published: c.published }),
});

/**
 * The merchant's content in the back office: banners per group, announcements of every type, the help
 * centre. Every row belongs to the merchant of the Merchant header; another merchant's id is not found.
 */
export function createContentAdmin(db: Db, deps: { tenants: TenantService }) {
  const changed = (tenant: Tenant) => deps.tenants.invalidate(tenant.code);

  async function banner(tenant: Tenant, id: number) {
    const b = await repo.findBanner(db, tenant.id, id);
    if (!b) throw new AppError('not.found');
    return bannerValue(b, clock.now());
  }
  async function announcement(tenant: Tenant, id: number) {
    const a = await repo.findAnnouncement(db, tenant.id, id);
    if (!a) throw new AppError('not.found');
    return announcementValue(a, clock.now());
  }
  async function help(tenant: Tenant) {
    const categories = await repo.listHelpCategories(db, tenant.id);
    const articles = await repo.listHelpArticles(
      db,
      categories.map((c) => c.id),
    );
    return {
      categories: categories.map((c) => ({
        id: c.id,
        code: c.code,
        title: c.title as Record<string, string>,
        sort: c.sort,
        published: c.published,
        articles: articles
          .filter((a) => a.category_id === c.id)
          .map((a) => ({
            id: a.id,
            title: a.title as Record<string, string>,
            content: a.content as Record<string, string>,
            sort: a.sort,
            published: a.published,
          })),
      })),
    };
  }
  async function ownCategory(tenant: Tenant, categoryId: number) {
    if (!(await repo.findHelpCategory(db, tenant.id, categoryId)))
      throw new AppError('request_param_err', { categoryId: 'not found' });
  }

  return {
    async banners(tenant: Tenant, group?: string) {
      const now = clock.now();
      return (await repo.listBanners(db, tenant.id, group)).map((b) => bannerValue(b, now));
    },
    banner,
    async createBanner(tenant: Tenant, b: z.infer<typeof bannerEdit>) {
      const id = await repo.insertBanner(db, tenant.id, bannerRow(b));
      changed(tenant);
      return banner(tenant, id);
    },
    async updateBanner(tenant: Tenant, id: number, b: z.infer<typeof bannerEdit>) {
      const before = await banner(tenant, id);
      await repo.updateBanner(db, tenant.id, id, bannerRow(b));
      changed(tenant);
      return { before, after: await banner(tenant, id) };
    },
    async deleteBanner(tenant: Tenant, id: number) {
      const before = await banner(tenant, id);
      await repo.deleteBanner(db, tenant.id, id);
      changed(tenant);
      return before;
    },
    async orderBanners(tenant: Tenant, group: string, ids: number[]) {
      const before = (await this.banners(tenant, group)).map((b) => b.id);
      const unknown = ids.filter((id) => !before.includes(id));
      if (unknown.length || new Set(ids).size !== ids.length)
        throw new AppError('request_param_err', { ids: 'not this group' });
      await repo.orderBanners(db, tenant.id, group, ids);
      changed(tenant);
      return { before, after: (await this.banners(tenant, group)).map((b) => b.id) };
    },

    async announcements(tenant: Tenant, type?: string) {
      const now = clock.now();
      return (await repo.listAnnouncements(db, tenant.id, type)).map((a) => announcementValue(a, now));
    },
    announcement,
    async createAnnouncement(tenant: Tenant, a: z.infer<typeof announcementEdit>) {
      const id = await repo.insertAnnouncement(db, tenant.id, announcementRow(a));
      changed(tenant);
      return announcement(tenant, id);
    },
    async updateAnnouncement(tenant: Tenant, id: number, a: z.infer<typeof announcementEdit>) {
      const before = await announcement(tenant, id);
      await repo.updateAnnouncement(db, tenant.id, id, announcementRow(a));
      changed(tenant);
      return { before, after: await announcement(tenant, id) };
    },
    async deleteAnnouncement(tenant: Tenant, id: number) {
      const before = await announcement(tenant, id);
      await repo.deleteAnnouncement(db, tenant.id, id);
      changed(tenant);
      return before;
    },

    help,
    async createHelpCategory(tenant: Tenant, c: z.infer<typeof helpCategoryEdit>) {
      if (await repo.findHelpCategoryByCode(db, tenant.id, c.code))
        throw new AppError('request_param_err', { code: 'taken' });
      const id = await repo.insertHelpCategory(db, tenant.id, categoryRow(c));
      changed(tenant);
      return (await help(tenant)).categories.find((x) => x.id === id)!;
    },
    async updateHelpCategory(tenant: Tenant, id: number, c: z.infer<typeof helpCategoryEdit>) {
      const before = (await help(tenant)).categories.find((x) => x.id === id);
      if (!before) throw new AppError('not.found');
      const clash = await repo.findHelpCategoryByCode(db, tenant.id, c.code);
      if (clash && clash.id !== id) throw new AppError('request_param_err', { code: 'taken' });
      await repo.updateHelpCategory(db, tenant.id, id, categoryRow(c));
      changed(tenant);
      const after = (await help(tenant)).categories.find((x) => x.id === id)!;
      return { before: { ...before, articles: undefined }, after: { ...after, articles: undefined } };
    },
    async deleteHelpCategory(tenant: Tenant, id: number) {
      const before = (await help(tenant)).categories.find((x) => x.id === id);
      if (!before) throw new AppError('not.found');
      await repo.deleteHelpCategory(db, tenant.id, id);
      changed(tenant);
      return before;
    },
    async createHelpArticle(tenant: Tenant, a: z.infer<typeof helpArticleEdit>) {
      await ownCategory(tenant, a.categoryId);
      const id = await repo.insertHelpArticle(db, {
        category_id: a.categoryId,
        title: JSON.stringify(a.title),
        content: JSON.stringify(a.content),
        sort: a.sort,
        ...(a.published === undefined ? {} : { published: a.published }),
      });
      changed(tenant);
      return { id, ...a, published: a.published ?? true };
    },
    async updateHelpArticle(tenant: Tenant, id: number, a: z.infer<typeof helpArticleEdit>) {
      const row = await repo.findHelpArticle(db, tenant.id, id);
      if (!row) throw new AppError('not.found');
      await ownCategory(tenant, a.categoryId);
      await repo.updateHelpArticle(db, id, {
        category_id: a.categoryId,
        title: JSON.stringify(a.title),
        content: JSON.stringify(a.content),
        sort: a.sort,
        ...(a.published === undefined ? {} : { published: a.published }),
      });
      changed(tenant);
      return {
        before: articleValue(row),
        after: { id, ...a, published: a.published ?? row.published },
      };
    },
    async deleteHelpArticle(tenant: Tenant, id: number) {
      const row = await repo.findHelpArticle(db, tenant.id, id);
      if (!row) throw new AppError('not.found');
      await repo.deleteHelpArticle(db, id);
      changed(tenant);
      return articleValue(row);
    },

    /** Publish or unpublish (decision 0035): answers the item before and after, for the audit row. */
    async publishBanner(tenant: Tenant, id: number, published: boolean) {
      const before = await banner(tenant, id);
      await repo.setBannerPublished(db, tenant.id, id, published);
      changed(tenant);
      return { before, after: await banner(tenant, id) };
    },
    async publishAnnouncement(tenant: Tenant, id: number, published: boolean) {
      const before = await announcement(tenant, id);
      await repo.setAnnouncementPublished(db, tenant.id, id, published);
      changed(tenant);
      return { before, after: await announcement(tenant, id) };
    },
    async publishHelpCategory(tenant: Tenant, id: number, published: boolean) {
      const before = (await help(tenant)).categories.find((x) => x.id === id);
      if (!before) throw new AppError('not.found');
      await repo.setHelpCategoryPublished(db, tenant.id, id, published);
      changed(tenant);
      return {
        before: { ...before, articles: undefined },
        after: { ...before, published, articles: undefined },
      };
    },
    async publishHelpArticle(tenant: Tenant, id: number, published: boolean) {
      const row = await repo.findHelpArticle(db, tenant.id, id);
      if (!row) throw new AppError('not.found');
      await repo.setHelpArticlePublished(db, id, published);
      changed(tenant);
      return { before: articleValue(row), after: articleValue({ ...row, published }) };
    },
  };
}
export type ContentAdmin = ReturnType<typeof createContentAdmin>;
