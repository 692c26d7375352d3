import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modIds, newGameVendorValue } from '@portal/contract';
import { hashPassword } from '../src/lib/passwords.ts';
import { newToken } from '../src/modules/accounts/tokens.ts';
import { TENANT_TTL_MS } from '../src/modules/merchants/service.ts';
import { createLedger } from '../src/modules/wallet/ledger.ts';
import { demoMerchantId, registerBody, registerMember, startTestApp, type TestContext } from './harness.ts';

// Issue 15 items 4-6 and their part of item 12: brands, settings and content in the back office. A second
// brand is created through the API and served on its own domain with its own catalog and content.

let t: TestContext;
let demoId: number;
let ownerToken: string;
/** An owner of the demo merchant only. */
let demoOwnerToken: string;

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
  return token;
}

beforeAll(async () => {
  t = await startTestApp({ webDist: path.join(import.meta.dirname, 'fixtures/web') });
  demoId = await demoMerchantId(t);
  ownerToken = await staffSession(null, 'brands_owner', 'OWNER');
  demoOwnerToken = await staffSession(demoId, 'demo_owner', 'OWNER');
});
afterAll(() => t?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field below
type Json = { errorCode?: string; value?: any; message?: string };
async function bo(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: { merchant?: string; token?: string; body?: unknown } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    headers: { merchant: opts.merchant ?? 'demo', language: 'EN', authorization: opts.token ?? ownerToken },
    ...(opts.body === undefined ? {} : { payload: opts.body as object }),
  });
  return { status: res.statusCode, json: res.json() as Json };
}
async function player(url: string, merchant: string, extra: Record<string, string> = {}) {
  const res = await t.app.inject({ url, headers: { merchant, language: 'EN', ...extra } });
  return { status: res.statusCode, json: res.json() as Json };
}

const brand2 = {
  name: 'Second Brand',
  logoUrl: '/demo/brand/logo.svg',
  faviconUrl: '/demo/brand/favicon.svg',
  colors: { primary: '#112233', primaryContrast: '#ffffff', accent: '#445566' },
  languages: ['EN', 'VI'],
  defaultLanguage: 'EN',
  currency: { code: 'USD', symbol: '$', decimals: 2 },
  timeZone: 'Asia/Ho_Chi_Minh',
  licenceTexts: { EN: 'Second brand licence.', VI: 'Giấy phép thương hiệu thứ hai.' },
  socialLinks: [{ type: 'telegram', url: 'https://t.me/second', title: 'Telegram' }],
  copyrightYear: 2026,
  domains: [
    { host: 'brand2.example.test', kind: 'MAIN' },
    { host: 'promo.brand2.example.test', kind: 'PROMOTION' },
  ],
  resources: [{ resourceType: 'ABOUT', url: '/help?category=about', labelNameEn: 'About us' }],
  customerService: [{ csType: 'LIVECHAT', csPosition: 'RIGHT', title: 'Chat', path: '/helpmc?cs=live' }],
};

const auditRows = (action: string) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('outcome', '=', 200)
    .orderBy('id', 'desc')
    .execute();

let brand2Token: string;
let brand2Id: number;

describe('brands', () => {
  it('refuses bad input and changes nothing', async () => {
    const bad = await bo('POST', '/bo/v1/brands', {
      body: { code: 'Bad Code', brand: brand2 },
    });
    expect(bad.json.errorCode).toBe('request_param_err');
    const takenDomain = await bo('POST', '/bo/v1/brands', {
      body: { code: 'brand3', brand: { ...brand2, domains: [{ host: 'localhost', kind: 'MAIN' }] } },
    });
    expect(takenDomain.json.errorCode).toBe('request_param_err');
    const wrongDefault = await bo('POST', '/bo/v1/brands', {
      body: { code: 'brand3', brand: { ...brand2, defaultLanguage: 'TW' } },
    });
    expect(wrongDefault.json.errorCode).toBe('request_param_err');
    expect(
      await t.db.selectFrom('merchant').select('code').where('code', '=', 'brand3').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('only staff with brands.manage scoped to all merchants create a brand', async () => {
    const ops = await staffSession(demoId, 'brands_ops', 'OPERATIONS');
    const res = await bo('POST', '/bo/v1/brands', { token: ops, body: { code: 'brand3', brand: brand2 } });
    expect(res.json.errorCode).toBe('permission.denied');
    const owner = await bo('POST', '/bo/v1/brands', {
      token: demoOwnerToken,
      body: { code: 'brand3', brand: brand2 },
    });
    expect(owner.json.errorCode).toBe('permission.denied');
  });

  it('creates a brand served at once on its domain with its own catalog', async () => {
    const res = await bo('POST', '/bo/v1/brands', { body: { code: 'brand2', brand: brand2 } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.value).toMatchObject({
      code: 'brand2',
      brand: { name: 'Second Brand', timeZone: 'Asia/Ho_Chi_Minh' },
    });
    brand2Id = res.json.value.id;
    brand2Token = await staffSession(brand2Id, 'brand2_owner', 'OWNER');

    // The audit row carries the created brand.
    const [row] = await auditRows('brands.create');
    expect(row).toMatchObject({ target: 'merchant:brand2', outcome: 200 });
    expect(JSON.stringify(row!.after)).toContain('Second Brand');

    // index.html on its domain names it; the status call answers its brand.
    const page = await t.app.inject({ url: '/', headers: { host: 'brand2.example.test' } });
    expect(page.body).toContain('<meta name="portal-merchant" content="brand2">');
    const promo = await t.app.inject({ url: '/', headers: { host: 'promo.brand2.example.test:8080' } });
    expect(promo.body).toContain('<meta name="portal-merchant" content="brand2">');
    const status = await player('/wps/system/status', 'brand2');
    expect(JSON.stringify(status.json.value)).toContain('Second Brand');
    expect(JSON.stringify(status.json.value)).not.toContain('Portal Demo');

    // Its catalog: the house vendors only; the demo's vendors stay the demo's.
    const lanes = (code: string) =>
      player('/wps/relay/GCSGAME_gameVendor', code).then((r) => JSON.stringify(r.json.value));
    const [mine, demos] = await Promise.all([lanes('brand2'), lanes('demo')]);
    const vendorRows = await t.db
      .selectFrom('merchant_vendor')
      .select('vendor_code')
      .where('merchant_id', '=', brand2Id)
      .orderBy('sort')
      .execute();
    expect(vendorRows.map((v) => v.vendor_code)).toEqual([
      'HOUSE',
      'HOUSEX',
      'HOUSESB',
      'HOUSEES',
      'HOUSECF',
      'HOUSELC',
      'HOUSEPK',
      'HOUSEFH',
    ]);
    expect(mine.length).toBeLessThan(demos.length);
    // The sportsbook's lobbies lead their lanes out of the box (decision 0071).
    const brandLanes = newGameVendorValue.parse(JSON.parse(mine)).lanes;
    for (const [lane, vendor] of [
      ['SPORTS', 'HOUSESB'],
      ['ESPORTS', 'HOUSEES'],
      ['COCKFIGHT', 'HOUSECF'],
    ] as const)
      expect(brandLanes.find((l) => l.gameClassify === lane)?.cards[0]).toMatchObject({
        vassalage: vendor,
        isGame: 'GAME',
        available: true,
      });
    // So do the tables, card rooms and fishing, whose cards open their games (decision 0075).
    for (const [lane, vendor] of [
      ['LIVE', 'HOUSELC'],
      ['PVP', 'HOUSEPK'],
      ['FISH', 'HOUSEFH'],
    ] as const)
      expect(brandLanes.find((l) => l.gameClassify === lane)?.cards[0]).toMatchObject({
        vassalage: vendor,
        isGame: 'VASSALAGE',
        available: true,
      });

    // Registration works on the new brand (module tree and field rules are there).
    const reg = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: { merchant: 'brand2', language: 'EN' },
      payload: registerBody('brandtwo01'),
    });
    expect(reg.statusCode, reg.body).toBe(200);
  });

  it('edits a brand (not its code) and records before and after', async () => {
    const edited = {
      ...brand2,
      name: 'Second Brand Renamed',
      colors: { ...brand2.colors, primary: '#aa0000' },
    };
    const res = await bo('PUT', '/bo/v1/brands/brand2', { body: edited });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const status = await player('/wps/system/status', 'brand2');
    expect(JSON.stringify(status.json.value)).toContain('Second Brand Renamed');
    const [row] = await auditRows('brands.update');
    expect(JSON.stringify(row!.before)).toContain('"name":"Second Brand"');
    expect(JSON.stringify(row!.after)).toContain('Second Brand Renamed');
    // Currency of a merchant with members is not changed.
    const cur = await bo('PUT', '/bo/v1/brands/brand2', {
      body: { ...edited, currency: { code: 'VND', symbol: '₫', decimals: 0 } },
    });
    expect(cur.json.errorCode).toBe('request_param_err');
    // Another merchant's domain is refused.
    const steal = await bo('PUT', '/bo/v1/brands/brand2', {
      body: { ...edited, domains: [{ host: 'promo.localhost', kind: 'MAIN' }] },
    });
    expect(steal.json.errorCode).toBe('request_param_err');
    // Staff of brand2 cannot read the demo brand.
    const ops = await staffSession(brand2Id, 'brand2_reader', 'READ_ONLY');
    expect((await bo('GET', '/bo/v1/brands/demo', { merchant: 'brand2', token: ops })).json.errorCode).toBe(
      'permission.denied',
    );
    const list = await bo('GET', '/bo/v1/brands', { merchant: 'brand2', token: ops });
    expect(list.json.value.rows.map((r: { code: string }) => r.code)).toEqual(['brand2']);
  });

  it('uploads a logo through the media store', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const boundary = '----bo-brands';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/bo/v1/brands/uploads',
      headers: {
        merchant: 'demo',
        authorization: ownerToken,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.url).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    const notImage = await t.app.inject({
      method: 'POST',
      url: '/bo/v1/brands/uploads',
      headers: {
        merchant: 'demo',
        authorization: ownerToken,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n<svg/>`,
        ),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(notImage.json().errorCode).toBe('image.invalid');
  });
});

describe('content stays with its merchant', () => {
  const banner = (title: string) => ({
    groupName: 'w_home',
    imageUrl: '/media/banner.png',
    title: { TW: title, EN: title },
    linkageType: 'URL',
    linkageValue: '/promotion',
    sort: 0,
  });
  const banners = async (merchant: string) =>
    (await player('/wps/relay/MCSFE_getListAnnouncements?types=B&groupName=w_home', merchant)).json.value
      .banners as { title: string; bannerId: number }[];

  it('a banner of one brand shows on its site only, and a change shows at once', async () => {
    const created = await bo('POST', '/bo/v1/content/banners', {
      merchant: 'brand2',
      token: brand2Token,
      body: banner('Brand two welcome'),
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    expect((await banners('brand2')).map((b) => b.title)).toEqual(['Brand two welcome']);
    expect((await banners('demo')).map((b) => b.title)).not.toContain('Brand two welcome');
    // The demo banners do not leak into brand2 (and the demo has some).
    expect((await banners('demo')).length).toBeGreaterThan(0);

    const id = created.json.value.id as number;
    const edited = await bo('PUT', `/bo/v1/content/banners/${id}`, {
      merchant: 'brand2',
      token: brand2Token,
      body: banner('Brand two autumn'),
    });
    expect(edited.status).toBe(200);
    expect((await banners('brand2')).map((b) => b.title)).toEqual(['Brand two autumn']);
    const [row] = await auditRows('content.banner.update');
    expect(row).toMatchObject({ target: `banner:${id}` });
    expect(JSON.stringify(row!.before)).toContain('Brand two welcome');
    expect(JSON.stringify(row!.after)).toContain('Brand two autumn');

    // Through the demo merchant, brand2's banner is not found.
    const cross = await bo('PUT', `/bo/v1/content/banners/${id}`, { body: banner('hijack') });
    expect(cross.json.errorCode).toBe('not.found');
    // A demo owner cannot operate brand2 (staff of one merchant); the all-merchants owner can.
    const scoped = await bo('GET', '/bo/v1/content/banners', { merchant: 'brand2', token: demoOwnerToken });
    expect(scoped.json.errorCode).toBe('permission.denied');
    expect((await bo('GET', '/bo/v1/content/banners', { merchant: 'brand2' })).json.value.total).toBe(1);

    // Scheduled in the future: not live yet.
    const later = await bo('POST', '/bo/v1/content/banners', {
      merchant: 'brand2',
      token: brand2Token,
      body: { ...banner('Brand two later'), startAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(later.json.value.live).toBe(false);
    expect((await banners('brand2')).map((b) => b.title)).toEqual(['Brand two autumn']);

    // Order, then delete.
    const order = await bo('PUT', '/bo/v1/content/banners/order', {
      merchant: 'brand2',
      token: brand2Token,
      body: { groupName: 'w_home', ids: [later.json.value.id, id] },
    });
    expect(order.status).toBe(200);
    const bad = await bo('PUT', '/bo/v1/content/banners/order', {
      merchant: 'brand2',
      token: brand2Token,
      body: { groupName: 'w_home', ids: [999999] },
    });
    expect(bad.json.errorCode).toBe('request_param_err');
    expect(
      (await bo('DELETE', `/bo/v1/content/banners/${id}`, { merchant: 'brand2', token: brand2Token })).status,
    ).toBe(200);
    expect(await banners('brand2')).toEqual([]);
  });

  it('announcements of every type with popup rules', async () => {
    const body = {
      type: 'PU',
      execution: 'F',
      platform: 'ALL',
      title: { TW: '首次登入', EN: 'First login popup' },
      content: { TW: '<p>歡迎</p>', EN: '<p>Welcome</p>' },
      sort: 0,
    };
    const created = await bo('POST', '/bo/v1/content/announcements', {
      merchant: 'brand2',
      token: brand2Token,
      body,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const popups = async (execution: string, merchant = 'brand2') =>
      (
        await player(`/wps/relay/MCSFE_getListAnnouncements?types=PU&execution=${execution}`, merchant)
      ).json.value.popup.map((p: { title: string }) => p.title);
    expect(await popups('F')).toEqual(['First login popup']);
    expect(await popups('B')).toEqual([]);
    expect(await popups('F', 'demo')).not.toContain('First login popup');
    const list = await bo('GET', '/bo/v1/content/announcements?type=PU', {
      merchant: 'brand2',
      token: brand2Token,
    });
    expect(list.json.value.total).toBe(1);
    const badType = await bo('POST', '/bo/v1/content/announcements', {
      merchant: 'brand2',
      token: brand2Token,
      body: { ...body, type: 'X' },
    });
    expect(badType.json.errorCode).toBe('request_param_err');
  });

  it('help centre categories and articles; the footer', async () => {
    const help = await bo('GET', '/bo/v1/content/help', { merchant: 'brand2', token: brand2Token });
    const about = help.json.value.categories.find((c: { code: string }) => c.code === 'about');
    expect(about).toBeTruthy();
    const art = await bo('POST', '/bo/v1/content/help/articles', {
      merchant: 'brand2',
      token: brand2Token,
      body: {
        categoryId: about.id,
        title: { TW: '關於', EN: 'About brand two' },
        content: { TW: '內容' },
        sort: 0,
      },
    });
    expect(art.status, JSON.stringify(art.json)).toBe(200);
    const center = await player('/wps/system/helpCenter', 'brand2');
    expect(JSON.stringify(center.json.value)).toContain('About brand two');
    expect(JSON.stringify((await player('/wps/system/helpCenter', 'demo')).json.value)).not.toContain(
      'About brand two',
    );
    // A demo category id is not brand2's.
    const demoCategory = await t.db
      .selectFrom('help_category')
      .select('id')
      .where('merchant_id', '=', demoId)
      .executeTakeFirstOrThrow();
    const cross = await bo('POST', '/bo/v1/content/help/articles', {
      merchant: 'brand2',
      token: brand2Token,
      body: { categoryId: demoCategory.id, title: { TW: 'x' }, content: { TW: 'x' }, sort: 0 },
    });
    expect(cross.json.errorCode).toBe('request_param_err');

    const footer = await bo('GET', '/bo/v1/content/footer', { merchant: 'brand2', token: brand2Token });
    const put = await bo('PUT', '/bo/v1/content/footer', {
      merchant: 'brand2',
      token: brand2Token,
      body: { ...footer.json.value, licenceTexts: { EN: 'New licence line' } },
    });
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    expect(JSON.stringify((await player('/wps/system/status', 'brand2')).json.value)).toContain(
      'New licence line',
    );
  });

  it('previews an unsaved banner with the brand', async () => {
    const res = await bo('POST', '/bo/v1/content/preview', {
      merchant: 'brand2',
      token: brand2Token,
      body: { kind: 'banner', language: 'EN', item: banner('Preview only') },
    });
    expect(res.json.value).toMatchObject({
      title: 'Preview only',
      theme: { name: 'Second Brand Renamed', colors: { primary: '#aa0000' } },
    });
    expect((await banners('brand2')).map((b) => b.title)).not.toContain('Preview only');
  });
});

describe('settings', () => {
  it('lists the module tree with descriptions; a flag change shows in the status call', async () => {
    const mods = await bo('GET', '/bo/v1/settings/modules');
    const freePlay = mods.json.value.modules.find((m: { modId: string }) => m.modId === modIds.freePlay);
    expect(freePlay.description.EN).toContain('Free play');
    const flag = (status: Json) =>
      JSON.stringify(status.value).includes(`{"modId":"${modIds.freePlay}","enabled":false`);
    expect(flag((await player('/wps/system/status', 'demo')).json)).toBe(false);
    const off = await bo('PUT', `/bo/v1/settings/modules/${modIds.freePlay}`, { body: { enabled: false } });
    expect(off.status).toBe(200);
    expect(flag((await player('/wps/system/status', 'demo')).json)).toBe(true);
    // brand2 keeps its own flag.
    expect(flag((await player('/wps/system/status', 'brand2')).json)).toBe(false);
    const [row] = await auditRows('settings.module');
    expect(row).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    await bo('PUT', `/bo/v1/settings/modules/${modIds.freePlay}`, { body: { enabled: true } });
    expect(
      (await bo('PUT', '/bo/v1/settings/modules/NOPE', { body: { enabled: true } })).json.errorCode,
    ).toBe('not.found');
  });

  it('register field rules change registration validation', async () => {
    const rule = {
      enabled: true,
      required: true,
      patternId: 'LETTER_FIRST_ALNUM',
      minLength: 10,
      maxLength: 16,
    };
    const put = await bo('PUT', '/bo/v1/settings/register-fields/username', { body: rule });
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    const short = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: { merchant: 'demo', language: 'EN' },
      payload: registerBody('short1234'),
    });
    expect(short.json().errorCode).toBe('request_param_err');
    const bad = await bo('PUT', '/bo/v1/settings/register-fields/username', {
      body: { ...rule, minLength: 20, maxLength: 10 },
    });
    expect(bad.json.errorCode).toBe('request_param_err');
    const [row] = await auditRows('settings.register-field');
    expect(row).toMatchObject({ before: { minLength: 6 }, after: { minLength: 10 } });
    await bo('PUT', '/bo/v1/settings/register-fields/username', { body: { ...rule, minLength: 6 } });
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: { merchant: 'demo', language: 'EN' },
      payload: registerBody('short1234'),
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('maintenance blocks player calls but not the back office', async () => {
    const on = await bo('PUT', '/bo/v1/settings/maintenance', {
      merchant: 'brand2',
      token: brand2Token,
      body: { on: true, until: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(on.status, JSON.stringify(on.json)).toBe(200);
    expect((await player('/wps/relay/GCSGAME_gameList', 'brand2')).json.errorCode).toBe('system.maintenance');
    expect((await player('/wps/relay/GCSGAME_gameList', 'demo')).status).toBe(200);
    expect(
      (await bo('GET', '/bo/v1/settings/maintenance', { merchant: 'brand2', token: brand2Token })).json.value,
    ).toMatchObject({ maintenance: true });
    const [row] = await auditRows('settings.maintenance');
    expect(row).toMatchObject({ before: { maintenance: false }, after: { maintenance: true } });
    await bo('PUT', '/bo/v1/settings/maintenance', {
      merchant: 'brand2',
      token: brand2Token,
      body: { on: false },
    });
    expect((await player('/wps/relay/GCSGAME_gameList', 'brand2')).status).toBe(200);

    const regions = await bo('PUT', '/bo/v1/settings/regions', { body: { countries: ['us'] } });
    expect(regions.json.errorCode).toBe('request_param_err');
  });

  it('payment channels: limits, fees and fixed amounts apply to deposits', async () => {
    const list = await bo('GET', '/bo/v1/settings/payment-channels');
    const sandbox = list.json.value.channels.find((c: { code: string }) => c.code === 'SANDBOX');
    const { id, code: _c, method: _m, ...rest } = sandbox;
    const edit = { ...rest, minAmount: 20_000, fixAmounts: [20_000, 50_000] };
    const put = await bo('PUT', `/bo/v1/settings/payment-channels/${id}`, { body: edit });
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    const [row] = await auditRows('settings.payment-channel');
    expect(row).toMatchObject({ before: { minAmount: 1000 }, after: { minAmount: 20_000 } });
    const bad = await bo('PUT', `/bo/v1/settings/payment-channels/${id}`, {
      body: { ...edit, minAmount: 100_000, maxAmount: 10 },
    });
    expect(bad.json.errorCode).toBe('request_param_err');
    const brand2Channel = await bo('PUT', `/bo/v1/settings/payment-channels/${id}`, {
      merchant: 'brand2',
      token: brand2Token,
      body: edit,
    });
    expect(brand2Channel.json.errorCode).toBe('not.found');
  });

  it('withdrawal rules are enforced by the withdrawal code', async () => {
    const rules = await bo('GET', '/bo/v1/settings/withdrawal-rules');
    expect(rules.json.value).toMatchObject({ dailyCount: 5, feeBp: 0 });
    const put = await bo('PUT', '/bo/v1/settings/withdrawal-rules', {
      body: { ...rules.json.value, bankMin: 200_000, dailyCount: 1, feeBp: 100 },
    });
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    const [row] = await auditRows('settings.withdrawal-rules');
    expect(row).toMatchObject({ before: { feeBp: 0 }, after: { feeBp: 100 } });

    const m = await registerMember(t, 'wr');
    await createLedger(t.db).transfer({
      merchantId: demoId,
      key: `bo-brands-fund:${m.id}`,
      type: 'deposit',
      from: { kind: 'paymentClearing', ref: 'test' },
      to: { kind: 'cash', ownerId: m.id },
      amount: 1_000_000n,
    });
    const call = (url: string, payload?: unknown) =>
      t.app
        .inject({
          method: payload === undefined ? 'GET' : 'POST',
          url,
          headers: { merchant: 'demo', language: 'EN', authorization: m.token },
          payload: payload as object,
        })
        .then((r) => r.json() as Json);
    await call('/wps/relay/MCSFE_setPaymentPassword', {
      loginPassword: 'Secret#123',
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    await call('/wps/relay/MCSFE_bindCard', {
      type: 'B',
      bankCode: 'CTBC',
      accountNumber: `6222 ${String(Date.now()).slice(-10)}`,
      payeeName: 'Chen Mei Ling',
      paymentPassword: '135790',
    });
    const cardId = (await call('/wps/relay/MCSFE_getBankCards')).value.cards[0].cardId;
    const settings = (await call('/wps/relay/MCSFE_getWithdrawSettings')).value;
    expect(JSON.stringify(settings)).toContain('"feePercent":1');
    const withdraw = (amount: number, n: number) =>
      call('/wps/relay/MCSFE_withdraw', {
        cardId,
        amount,
        paymentPassword: '135790',
        requestId: `bo-brands-wd-${n}`,
      });
    expect((await withdraw(1000, 1)).errorCode).toBe('withdraw.amount.out.of.range');
    const first = await withdraw(2500, 2);
    expect(first.errorCode, JSON.stringify(first)).toBeUndefined();
    expect((await withdraw(2500, 3)).errorCode).toBe('withdraw.daily.limit');
    const order = await t.db
      .selectFrom('withdrawal_order')
      .select(['amount', 'fee'])
      .where('customer_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(order.fee).toBe(2_500n);

    // The day the daily count covers starts at midnight in the brand's time zone: with the zone of these
    // whose midnight came last, the withdrawal made a minute before it is yesterday's, and one more passes.
    const dayStart = (zone: string) => {
      const now = new Date();
      const [h, min] = new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .format(now)
        .split(':')
        .map(Number) as [number, number];
      return Math.floor((now.getTime() - (h * 60 + min) * 60_000) / 60_000) * 60_000;
    };
    const zone = ['Asia/Bangkok', 'Asia/Kolkata', 'UTC', 'America/New_York', 'Pacific/Kiritimati'].reduce(
      (a, b) => (dayStart(b) > dayStart(a) ? b : a),
    );
    const brand = await bo('GET', '/bo/v1/brands/demo');
    expect(brand.status, JSON.stringify(brand.json)).toBe(200);
    const zoned = await bo('PUT', '/bo/v1/brands/demo', {
      body: { ...brand.json.value.brand, timeZone: zone },
    });
    expect(zoned.status, JSON.stringify(zoned.json)).toBe(200);
    await t.db
      .updateTable('withdrawal_order')
      .set({ created_at: new Date(dayStart(zone) - 60_000) })
      .where('customer_id', '=', m.id)
      .execute();
    await expect
      .poll(async () => (await call('/wps/relay/MCSFE_getWithdrawSettings')).value.window.timeZone, {
        timeout: 10_000,
      })
      .toBe(zone);
    const next = await withdraw(2500, 4);
    expect(next.errorCode, JSON.stringify(next)).toBeUndefined();
    expect((await withdraw(2500, 5)).errorCode).toBe('withdraw.daily.limit');
    await bo('PUT', '/bo/v1/brands/demo', { body: brand.json.value.brand });

    const bad = await bo('PUT', '/bo/v1/settings/withdrawal-rules', {
      body: { ...rules.json.value, bankMin: 10, bankMax: 1 },
    });
    expect(bad.json.errorCode).toBe('request_param_err');
    await bo('PUT', '/bo/v1/settings/withdrawal-rules', { body: rules.json.value });
  });
});

describe('other nodes', () => {
  it('see a flag change within the tenant cache time, without a restart', async () => {
    const other = await startTestApp({ shareDatabaseWith: t });
    try {
      const flagOf = async () => {
        const res = await other.app.inject({ url: '/wps/system/status', headers: { merchant: 'demo' } });
        return JSON.stringify(res.json().value).includes(`{"modId":"${modIds.referral}","enabled":false`);
      };
      expect(await flagOf()).toBe(false);
      await bo('PUT', `/bo/v1/settings/modules/${modIds.referral}`, { body: { enabled: false } });
      const started = Date.now();
      while (!(await flagOf())) {
        expect(Date.now() - started).toBeLessThan(TENANT_TTL_MS + 1_000);
        await new Promise((r) => setTimeout(r, 250));
      }
      await bo('PUT', `/bo/v1/settings/modules/${modIds.referral}`, { body: { enabled: true } });
    } finally {
      await other.close();
    }
  });
});
