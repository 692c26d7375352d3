import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/passwords.ts';
import { newToken } from '../src/modules/accounts/tokens.ts';
import { demoMerchantId, startTestApp, type TestContext } from './harness.ts';

// Decision 0035: drafts of banners, announcements and help articles are hidden from members and shown to
// whoever opens a preview link of that merchant (30 minutes, one staff member), at a chosen moment.

let t: TestContext;
let demoId: number;
/** Staff of all merchants (owner) and of the demo merchant only. */
let ownerToken: string;
let demoEditor: string;

async function staffSession(merchantId: number | null, username: string, role: string) {
  const hash = await hashPassword('Unused#Pass2026');
  const staff = await t.db
    .insertInto('staff')
    .values({ merchant_id: merchantId, username, password_hash: hash, role })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token, hash: tokenHash } = newToken();
  await t.db
    .insertInto('staff_session')
    .values({
      staff_id: staff.id,
      token_hash: tokenHash,
      ip: '127.0.0.1',
      expires_at: new Date(Date.now() + 3_600_000),
    })
    .execute();
  return { token, id: staff.id };
}

beforeAll(async () => {
  t = await startTestApp({ webDist: path.join(import.meta.dirname, 'fixtures/web') });
  demoId = await demoMerchantId(t);
  ownerToken = (await staffSession(null, 'preview_owner', 'OWNER')).token;
  demoEditor = (await staffSession(demoId, 'preview_editor', 'OWNER')).token;
  // A second merchant, through the API as operators make it.
  const res = await bo('POST', '/bo/v1/brands', {
    body: {
      code: 'brandp',
      brand: {
        name: 'Preview Brand',
        logoUrl: '/demo/brand/logo.svg',
        faviconUrl: '/demo/brand/favicon.svg',
        colors: { primary: '#112233', primaryContrast: '#ffffff', accent: '#445566' },
        languages: ['EN'],
        defaultLanguage: 'EN',
        currency: { code: 'USD', symbol: '$', decimals: 2 },
        timeZone: 'Asia/Ho_Chi_Minh',
        licenceTexts: { EN: 'Licence.' },
        socialLinks: [],
        copyrightYear: 2026,
        domains: [{ host: 'brandp.example.test', kind: 'MAIN' }],
        resources: [],
        customerService: [],
      },
    },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
});
afterAll(() => t?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field below
type Json = { errorCode?: string; value?: any };
async function bo(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: { merchant?: string; token?: string; body?: unknown; host?: string } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      merchant: opts.merchant ?? 'demo',
      language: 'EN',
      authorization: opts.token ?? ownerToken,
      ...(opts.host ? { host: opts.host } : {}),
    },
    ...(opts.body === undefined ? {} : { payload: opts.body as object }),
  });
  return { status: res.statusCode, json: res.json() as Json };
}
async function player(url: string, opts: { merchant?: string; preview?: string; at?: string } = {}) {
  const res = await t.app.inject({
    url,
    headers: {
      merchant: opts.merchant ?? 'demo',
      language: 'EN',
      ...(opts.preview ? { 'x-content-preview': opts.preview } : {}),
      ...(opts.at ? { 'x-content-preview-at': opts.at } : {}),
    },
  });
  return { status: res.statusCode, json: res.json() as Json, headers: res.headers };
}
const homeBanners = async (opts: Parameters<typeof player>[1] = {}) => {
  const res = await player('/wps/relay/MCSFE_getListAnnouncements?types=B,PL&groupName=w_home', opts);
  return {
    ...res,
    titles: (res.json.value?.banners ?? []).map((b: { title: string }) => b.title) as string[],
    notices: (res.json.value?.player ?? []).map((b: { title: string }) => b.title) as string[],
  };
};
const banner = (title: string, extra: Record<string, unknown> = {}) => ({
  groupName: 'w_home',
  imageUrl: '/demo/banners/b1.svg',
  title: { TW: title, EN: title },
  linkageType: null,
  linkageValue: null,
  sort: 0,
  ...extra,
});
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('preview')!;
async function previewLink(
  body: Record<string, unknown> = {},
  opts: { merchant?: string; token?: string } = {},
) {
  const res = await bo('POST', '/bo/v1/content/preview-links', { ...opts, body });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.value as { url: string; expiresAt: string; at: string | null };
}
const auditRows = (action: string) =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();

describe('drafts and publishing', () => {
  it('seeded and API-made items without a state are published; a draft is hidden from members', async () => {
    const before = await homeBanners();
    expect(before.titles.length).toBeGreaterThan(0);
    const seeded = await bo('GET', '/bo/v1/content/banners');
    expect(seeded.json.value.rows.every((b: { published: boolean }) => b.published)).toBe(true);

    const draft = await bo('POST', '/bo/v1/content/banners', {
      body: banner('Draft banner', { published: false }),
    });
    expect(draft.json.value).toMatchObject({ published: false, live: false });
    const plain = await bo('POST', '/bo/v1/content/banners', { body: banner('Plain banner') });
    expect(plain.json.value).toMatchObject({ published: true, live: true });
    const after = await homeBanners();
    expect(after.titles).toContain('Plain banner');
    expect(after.titles).not.toContain('Draft banner');
    // An edit without the state keeps it.
    const id = draft.json.value.id as number;
    const edited = await bo('PUT', `/bo/v1/content/banners/${id}`, { body: banner('Draft banner v2') });
    expect(edited.json.value.published).toBe(false);
    expect((await homeBanners()).titles).not.toContain('Draft banner v2');
  });

  it('publishing and unpublishing are audited changes that members see at once', async () => {
    const draft = await bo('POST', '/bo/v1/content/banners', {
      body: banner('To publish', { published: false }),
    });
    const id = draft.json.value.id as number;
    const pub = await bo('PUT', `/bo/v1/content/banners/${id}/publish`, { body: { published: true } });
    expect(pub.status, JSON.stringify(pub.json)).toBe(200);
    expect((await homeBanners()).titles).toContain('To publish');
    const [row] = await auditRows('content.banner.publish');
    expect(row).toMatchObject({ target: `banner:${id}`, outcome: 200 });
    expect(row!.before).toMatchObject({ published: false });
    expect(row!.after).toMatchObject({ published: true, live: true });

    await bo('PUT', `/bo/v1/content/banners/${id}/publish`, { body: { published: false } });
    expect((await homeBanners()).titles).not.toContain('To publish');
    expect((await auditRows('content.banner.publish')).length).toBe(2);

    // Another merchant's id is not found, and its staff cannot publish the demo's items.
    const cross = await bo('PUT', `/bo/v1/content/banners/${id}/publish`, {
      merchant: 'brandp',
      body: { published: true },
    });
    expect(cross.json.errorCode).toBe('not.found');
    expect((await homeBanners()).titles).not.toContain('To publish');
  });

  it('announcements and help articles have drafts too', async () => {
    const notice = await bo('POST', '/bo/v1/content/announcements', {
      body: {
        type: 'PL',
        execution: 'B',
        platform: 'ALL',
        title: { TW: '草稿公告', EN: 'Draft notice' },
        content: { TW: '<p>x</p>' },
        sort: 0,
        published: false,
      },
    });
    expect(notice.json.value.published).toBe(false);
    expect((await homeBanners()).notices).not.toContain('Draft notice');

    const help = await bo('GET', '/bo/v1/content/help');
    const category = help.json.value.categories[0];
    const art = await bo('POST', '/bo/v1/content/help/articles', {
      body: {
        categoryId: category.id,
        title: { TW: '草稿文章', EN: 'Draft article' },
        content: { TW: 'x' },
        sort: 0,
        published: false,
      },
    });
    expect(art.status, JSON.stringify(art.json)).toBe(200);
    expect(JSON.stringify((await player('/wps/system/helpCenter')).json.value)).not.toContain(
      'Draft article',
    );

    const link = await previewLink({ path: '/help' });
    const previewed = await player('/wps/system/helpCenter', { preview: tokenOf(link.url) });
    expect(JSON.stringify(previewed.json.value)).toContain('Draft article');
    expect(previewed.headers['cache-control']).toBe('private, no-store');
    expect((await homeBanners({ preview: tokenOf(link.url) })).notices).toContain('Draft notice');

    const articleId = (await bo('GET', '/bo/v1/content/help')).json.value.categories
      .flatMap((c: { articles: { id: number; title: { EN?: string } }[] }) => c.articles)
      .find((a: { title: { EN?: string } }) => a.title.EN === 'Draft article').id as number;
    const pub = await bo('PUT', `/bo/v1/content/help/articles/${articleId}/publish`, {
      body: { published: true },
    });
    expect(pub.status).toBe(200);
    expect(JSON.stringify((await player('/wps/system/helpCenter')).json.value)).toContain('Draft article');
    const [row] = await auditRows('content.help-article.publish');
    expect(row).toMatchObject({ target: `help-article:${articleId}` });
  });
});

describe('preview links', () => {
  it('shows drafts with a valid link, never cached, and members still do not see them', async () => {
    await bo('POST', '/bo/v1/content/banners', { body: banner('Preview me', { published: false }) });
    const link = await previewLink();
    expect(link.url).toMatch(/^\/\?preview=[\w-]{40,}$/);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    const token = tokenOf(link.url);
    // Kept hashed: the token itself is nowhere in the table.
    const stored = await t.db.selectFrom('content_preview_token').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const shown = await homeBanners({ preview: token });
    expect(shown.status).toBe(200);
    expect(shown.titles).toContain('Preview me');
    // Drafts are marked as such in a preview; published items are not.
    const banners = shown.json.value.banners as { title: string; draft?: boolean }[];
    expect(banners.find((b) => b.title === 'Preview me')?.draft).toBe(true);
    expect(banners.filter((b) => b.draft).map((b) => b.title)).not.toContain('Plain banner');
    expect(shown.headers['cache-control']).toBe('private, no-store');
    expect(String(shown.headers.vary)).toContain('x-content-preview');

    const member = await homeBanners();
    expect(member.titles).not.toContain('Preview me');
    expect(JSON.stringify(member.json.value)).not.toContain('"draft"');
    expect(member.headers['cache-control']).toBeUndefined();
    // The link is audited without its token.
    const [row] = await auditRows('content.preview.link');
    expect(row).toMatchObject({ target: 'merchant:demo', outcome: 200 });
    expect(JSON.stringify(row, (_k, v) => (typeof v === 'bigint' ? String(v) : v))).not.toContain(token);
  });

  it('at: scheduled items as they will look then', async () => {
    const start = new Date(Date.now() + 3 * 86_400_000);
    const end = new Date(start.getTime() + 86_400_000);
    await bo('POST', '/bo/v1/content/banners', {
      body: banner('Next week', { startAt: start.toISOString(), endAt: end.toISOString() }),
    });
    const token = tokenOf((await previewLink()).url);
    expect((await homeBanners()).titles).not.toContain('Next week');
    expect((await homeBanners({ preview: token })).titles).not.toContain('Next week');
    const during = new Date(start.getTime() + 3_600_000).toISOString();
    const then = await homeBanners({ preview: token, at: during });
    expect(then.titles).toContain('Next week');
    // Banners that have ended by then are gone from that view (the seeded ones are open-ended).
    expect(
      (await homeBanners({ preview: token, at: new Date(end.getTime() + 1000).toISOString() })).titles,
    ).not.toContain('Next week');
    // `at` without a valid link is ignored: members see now.
    expect((await homeBanners({ at: during })).titles).not.toContain('Next week');
    expect((await homeBanners({ preview: token, at: 'tomorrow' })).json.errorCode).toBe('request_param_err');
    // The link answers the moment it was made for.
    const link = await previewLink({ at: during });
    expect(new URL(link.url, 'http://x').searchParams.get('at')).toBe(during);
  });

  it("refuses an expired link, another merchant's link, a made-up one and a disabled staff member's", async () => {
    await bo('POST', '/bo/v1/content/banners', { body: banner('Secret draft', { published: false }) });
    const token = tokenOf((await previewLink()).url);
    expect((await homeBanners({ preview: token })).titles).toContain('Secret draft');

    // Another merchant: the demo link does not open brandp's drafts, nor the other way round.
    await bo('POST', '/bo/v1/content/banners', {
      merchant: 'brandp',
      body: banner('Brand P draft', { published: false }),
    });
    const onOther = await homeBanners({ merchant: 'brandp', preview: token });
    expect(onOther.status).toBe(403);
    expect(onOther.json.errorCode).toBe('preview.invalid');
    expect(JSON.stringify(onOther.json)).not.toContain('Brand P draft');
    expect(onOther.headers['cache-control']).toContain('no-store');
    const brandToken = tokenOf((await previewLink({}, { merchant: 'brandp' })).url);
    expect((await homeBanners({ merchant: 'brandp', preview: brandToken })).titles).toEqual([
      'Brand P draft',
    ]);
    expect((await homeBanners({ preview: brandToken })).json.errorCode).toBe('preview.invalid');
    // Staff of the demo merchant only cannot make a link of brandp.
    const scoped = await bo('POST', '/bo/v1/content/preview-links', {
      merchant: 'brandp',
      token: demoEditor,
      body: {},
    });
    expect(scoped.json.errorCode).toBe('permission.denied');

    expect((await homeBanners({ preview: 'made-up-token' })).json.errorCode).toBe('preview.invalid');
    expect((await player('/wps/system/helpCenter', { preview: 'made-up-token' })).json.errorCode).toBe(
      'preview.invalid',
    );

    // Expired.
    await t.db
      .updateTable('content_preview_token')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const expired = await homeBanners({ preview: token });
    expect(expired.status).toBe(403);
    expect(expired.json.errorCode).toBe('preview.invalid');

    // A disabled staff member's links stop working.
    const editor = await staffSession(demoId, 'preview_leaver', 'OWNER');
    const leaverToken = tokenOf((await previewLink({}, { token: editor.token })).url);
    expect((await homeBanners({ preview: leaverToken })).titles).toContain('Secret draft');
    await t.db.updateTable('staff').set({ disabled: true }).where('id', '=', editor.id).execute();
    expect((await homeBanners({ preview: leaverToken })).json.errorCode).toBe('preview.invalid');
  });

  it("links to the merchant's own domain when the admin is served on another merchant's host", async () => {
    const here = await previewLink({ path: '/help', articleId: 7 });
    expect(here.url).toMatch(/^\/help\?preview=[\w-]+&id=7$/);
    const res = await bo('POST', '/bo/v1/content/preview-links', {
      merchant: 'brandp',
      body: {},
      host: 'localhost:4700',
    });
    expect(res.json.value.url).toMatch(/^http:\/\/brandp\.example\.test:4700\/\?preview=/);
  });

  it('needs the content permission', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/bo/v1/content/preview-links',
      headers: { merchant: 'demo' },
      payload: {},
    });
    expect(none.statusCode).toBe(401);
  });
});

// Decision 0036: help categories and the footer have drafts too.
describe('drafts of help categories and of the footer', () => {
  const helpText = async (opts: Parameters<typeof player>[1] = {}) =>
    JSON.stringify((await player('/wps/system/helpCenter', opts)).json.value);

  it('a draft category and its articles are hidden from members until published', async () => {
    const created = await bo('POST', '/bo/v1/content/help/categories', {
      body: { code: 'vip_rules', title: { TW: '貴賓規則', EN: 'VIP rules' }, sort: 50, published: false },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    // The categories' calls answer the whole help centre.
    const made = (created.json.value.categories as { id: number; code: string; published: boolean }[]).find(
      (c) => c.code === 'vip_rules',
    )!;
    expect(made.published).toBe(false);
    const id = made.id;
    // A published article inside a draft category stays hidden with it.
    await bo('POST', '/bo/v1/content/help/articles', {
      body: { categoryId: id, title: { TW: '等級', EN: 'Levels explained' }, content: { TW: 'x' }, sort: 0 },
    });
    expect(await helpText()).not.toContain('VIP rules');
    expect(await helpText()).not.toContain('Levels explained');

    const link = await previewLink({ path: '/help', category: 'vip_rules' });
    expect(new URL(link.url, 'http://x').searchParams.get('category')).toBe('vip_rules');
    const previewed = await player('/wps/system/helpCenter', { preview: tokenOf(link.url) });
    const category = (
      previewed.json.value.categories as { code: string; draft?: boolean; articles: unknown[] }[]
    ).find((c) => c.code === 'vip_rules');
    expect(category).toMatchObject({
      draft: true,
      articles: [expect.objectContaining({ title: 'Levels explained' })],
    });
    // Published categories carry no mark; members' answers never do.
    expect(
      (previewed.json.value.categories as { code: string; draft?: boolean }[])
        .filter((c) => c.draft)
        .map((c) => c.code),
    ).toEqual(['vip_rules']);

    // An edit without the state keeps it; a category made without one is published (API callers from before).
    await bo('PUT', `/bo/v1/content/help/categories/${id}`, {
      body: { code: 'vip_rules', title: { TW: '貴賓規則', EN: 'VIP rules' }, sort: 40 },
    });
    expect(await helpText()).not.toContain('VIP rules');
    const plain = await bo('POST', '/bo/v1/content/help/categories', {
      body: { code: 'payments_faq', title: { TW: '付款', EN: 'Payments FAQ' }, sort: 60 },
    });
    expect(
      plain.json.value.categories.find((c: { code: string }) => c.code === 'payments_faq').published,
    ).toBe(true);
    expect(await helpText()).toContain('Payments FAQ');

    const pub = await bo('PUT', `/bo/v1/content/help/categories/${id}/publish`, {
      body: { published: true },
    });
    expect(pub.status, JSON.stringify(pub.json)).toBe(200);
    expect(await helpText()).toContain('Levels explained');
    const [row] = await auditRows('content.help-category.publish');
    expect(row).toMatchObject({ target: `help-category:${id}`, outcome: 200 });
    expect(row!.before).toMatchObject({ published: false });
    expect(row!.after).toMatchObject({ published: true });
    // Another merchant's staff view cannot publish it (not found there).
    const cross = await bo('PUT', `/bo/v1/content/help/categories/${id}/publish`, {
      merchant: 'brandp',
      body: { published: false },
    });
    expect(cross.json.errorCode).toBe('not.found');
    expect(await helpText()).toContain('VIP rules');
  });

  it('a saved footer draft shows only in a preview, then publishing makes it live', async () => {
    const footerOf = async (opts: Parameters<typeof player>[1] = {}) => player('/wps/system/footer', opts);
    const status = async () => JSON.stringify((await player('/wps/system/status')).json.value);
    expect((await bo('GET', '/bo/v1/content/footer/draft')).json.value).toEqual({
      draft: null,
      updatedAt: null,
      staffId: null,
    });
    const live = (await bo('GET', '/bo/v1/content/footer')).json.value;
    const memberBefore = await footerOf();
    expect(memberBefore.json.value.draft).toBe(false);
    expect(memberBefore.json.value.resources.length).toBe(live.resources.length);

    const edit = {
      ...live,
      socialLinks: [
        ...live.socialLinks,
        { type: 'youtube', title: 'Our channel', url: 'https://example.test/yt' },
      ],
      licenceTexts: { TW: '草稿牌照文字', EN: 'Draft licence line', VI: 'Giấy phép nháp' },
    };
    const saved = await bo('PUT', '/bo/v1/content/footer/draft', { body: edit });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.value.draft.licenceTexts.EN).toBe('Draft licence line');
    expect(saved.json.value.updatedAt).toEqual(expect.any(String));
    const [draftRow] = await auditRows('content.footer.draft');
    expect(draftRow).toMatchObject({ target: 'merchant:demo', outcome: 200, before: null });

    // Members: nothing changed, in the footer call and in the status call.
    expect((await footerOf()).json.value).toEqual(memberBefore.json.value);
    expect(await status()).not.toContain('Draft licence line');
    // A preview link of this merchant shows the draft, marked, never cached.
    const token = tokenOf((await previewLink()).url);
    const previewed = await footerOf({ preview: token });
    expect(previewed.json.value).toMatchObject({ draft: true, licenceText: 'Draft licence line' });
    expect(previewed.json.value.licenceTexts.TW).toBe('草稿牌照文字');
    expect(previewed.json.value.socialLinks.map((l: { title: string }) => l.title)).toContain('Our channel');
    expect(previewed.headers['cache-control']).toBe('private, no-store');
    // Another merchant's link, or a made-up one, is refused; brandp has no draft: its preview is its live footer.
    expect((await footerOf({ preview: 'made-up-token' })).json.errorCode).toBe('preview.invalid');
    const brandToken = tokenOf((await previewLink({}, { merchant: 'brandp' })).url);
    expect((await footerOf({ preview: brandToken })).json.errorCode).toBe('preview.invalid');
    expect((await footerOf({ merchant: 'brandp', preview: brandToken })).json.value).toMatchObject({
      draft: false,
      licenceText: 'Licence.',
    });

    // Discarding is audited and leaves the live footer as it was.
    const discarded = await bo('DELETE', '/bo/v1/content/footer/draft');
    expect(discarded.status).toBe(200);
    expect((await bo('GET', '/bo/v1/content/footer/draft')).json.value.draft).toBeNull();
    expect((await footerOf({ preview: token })).json.value.draft).toBe(false);
    const [discardRow] = await auditRows('content.footer.draft.discard');
    expect(discardRow!.after).toBeNull();
    expect((await bo('DELETE', '/bo/v1/content/footer/draft')).json.errorCode).toBe('not.found');
    expect((await bo('POST', '/bo/v1/content/footer/draft/publish')).json.errorCode).toBe('not.found');

    // Saved again and published: members see it at once and the draft is gone.
    await bo('PUT', '/bo/v1/content/footer/draft', { body: edit });
    const published = await bo('POST', '/bo/v1/content/footer/draft/publish');
    expect(published.status, JSON.stringify(published.json)).toBe(200);
    expect(published.json.value.licenceTexts.EN).toBe('Draft licence line');
    expect(await status()).toContain('Draft licence line');
    expect((await footerOf()).json.value).toMatchObject({ draft: false, licenceText: 'Draft licence line' });
    expect((await bo('GET', '/bo/v1/content/footer/draft')).json.value.draft).toBeNull();
    const [pubRow] = await auditRows('content.footer.publish');
    expect(JSON.stringify(pubRow!.before)).not.toContain('Draft licence line');
    expect(JSON.stringify(pubRow!.after)).toContain('Draft licence line');

    // Saving the live footer directly supersedes a saved draft.
    await bo('PUT', '/bo/v1/content/footer/draft', {
      body: { ...edit, licenceTexts: { EN: 'Stale draft' } },
    });
    const direct = await bo('PUT', '/bo/v1/content/footer', {
      body: { ...edit, licenceTexts: { EN: 'Direct' } },
    });
    expect(direct.status).toBe(200);
    expect((await bo('GET', '/bo/v1/content/footer/draft')).json.value.draft).toBeNull();
    expect((await footerOf({ preview: token })).json.value).toMatchObject({
      draft: false,
      licenceText: 'Direct',
    });
  });

  it('a footer draft needs the content permission and a valid body', async () => {
    const readOnly = await staffSession(demoId, 'preview_reader', 'READ_ONLY');
    const denied = await bo('PUT', '/bo/v1/content/footer/draft', {
      token: readOnly.token,
      body: { resources: [], socialLinks: [], licenceTexts: {} },
    });
    expect(denied.json.errorCode).toBe('permission.denied');
    expect((await bo('GET', '/bo/v1/content/footer/draft', { token: readOnly.token })).status).toBe(200);
    const bad = await bo('PUT', '/bo/v1/content/footer/draft', {
      body: {
        resources: [],
        socialLinks: [{ type: 'x', title: 'X', url: 'javascript:alert(1)' }],
        licenceTexts: {},
      },
    });
    expect(bad.json.errorCode).toBe('request_param_err');
    expect((await bo('GET', '/bo/v1/content/footer/draft')).json.value.draft).toBeNull();
  });
});
