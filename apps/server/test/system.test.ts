import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  domainRouteValue,
  errorEnvelope,
  helpCenterValue,
  isModuleEnabled,
  modIds,
  successEnvelope,
  systemStatusValue,
} from '@portal/contract';
import { setBlockedCountries, setMaintenance } from '../src/modules/merchants/repository.ts';
import { demo, startTestApp, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ trustedProxies: ['127.0.0.1'] });
});
afterAll(() => t?.close());

const status = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/wps/system/status?host=localhost', headers: demo(headers) });

describe('the Merchant header', () => {
  it('is required on every /wps and /lgw call: missing, unknown or repeated gives 400 function.not.available', async () => {
    const cases = [
      t.app.inject({ url: '/wps/system/status' }),
      t.app.inject({ url: '/wps/system/status', headers: { merchant: 'nosuch' } }),
      t.app.inject({ url: '/wps/system/status', headers: { merchant: ['demo', 'demo'] } }),
      t.app.inject({ url: '/lgw/games/game_menus' }),
      t.app.inject({ url: '/wps/relay/GCSGAME_gameList' }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode).toBe(400);
      const body = errorEnvelope.parse(res.json());
      expect(body.errorCode).toBe('function.not.available');
      expect(body.message).toBe('無效的網址，請聯繫客服');
    }
  });

  it('lets the Language header choose the message language', async () => {
    const en = await t.app.inject({ url: '/wps/system/status', headers: { language: 'EN' } });
    expect(en.json().message).toBe('Invalid URL, please contact customer service');
    const vi = await t.app.inject({ url: '/wps/system/status', headers: { language: 'VI' } });
    expect(vi.json().message).toContain('URL không hợp lệ');
  });
});

describe('GET /wps/system/status', () => {
  it('answers the envelope with status 0, the module tree and the register field rules', async () => {
    const res = await status();
    expect(res.statusCode).toBe(200);
    const { value } = successEnvelope(systemStatusValue).parse(res.json());
    expect(value.status).toBe(0);
    expect(value.location.ip).toBe('127.0.0.1');
    for (const modId of Object.values(modIds)) {
      expect(JSON.stringify(value.info.whitelabel)).toContain(`"modId":"${modId}"`);
    }
    expect(isModuleEnabled(value.info.whitelabel, modIds.directRegistration)).toBe(true);
    expect(isModuleEnabled(value.info.whitelabel, modIds.freePlay)).toBe(true);
    expect(isModuleEnabled(value.info.whitelabel, modIds.mobileRegistration)).toBe(false);
    const username = value.info.register.find((r) => r.name === 'username');
    expect(username).toMatchObject({ enabled: true, required: true });
    expect(value.info.register.find((r) => r.name === 'captcha')?.enabled).toBe(false);
    expect(value.info.languages).toEqual(['TW', 'EN', 'VI']);
    expect(value.info.defaultLanguage).toBe('TW');
    expect(value.info.brand.copyrightYear).toBe(new Date().getUTCFullYear());
  });

  it('is status 1 with the end time while the merchant is in maintenance, and other calls answer 503', async () => {
    const until = new Date('2030-01-02T03:04:05.000Z');
    await setMaintenance(t.db, 'demo', true, until);
    t.app.tenants.invalidate('demo');
    try {
      const { value } = successEnvelope(systemStatusValue).parse((await status()).json());
      expect(value).toMatchObject({ status: 1, maintenance: true, maintenanceEnd: until.toISOString() });
      const games = await t.app.inject({ url: '/wps/relay/GCSGAME_gameList', headers: demo() });
      expect(games.statusCode).toBe(503);
      expect(games.json()).toMatchObject({
        errorCode: 'system.maintenance',
        value: { maintenanceEnd: until.toISOString() },
      });
    } finally {
      await setMaintenance(t.db, 'demo', false, null);
      t.app.tenants.invalidate('demo');
    }
    expect(successEnvelope(systemStatusValue).parse((await status()).json()).value.status).toBe(0);
  });

  it('is status 2 when the client IP is in a blocked country, read from X-Forwarded-For only via a trusted proxy', async () => {
    await setBlockedCountries(t.db, 'demo', ['KP']);
    t.app.tenants.invalidate('demo');
    try {
      const viaProxy = await status({ 'x-forwarded-for': '175.45.176.1' });
      expect(viaProxy.json().value).toMatchObject({
        status: 2,
        regionRestriction: true,
        location: { ip: '175.45.176.1', country: 'KP' },
      });
      const games = await t.app.inject({
        url: '/wps/relay/GCSGAME_gameList',
        headers: demo({ 'x-forwarded-for': '175.45.176.1' }),
      });
      expect(games.statusCode).toBe(403);
      expect(games.json().errorCode).toBe('region.restricted');
      const elsewhere = await status({ 'x-forwarded-for': '8.8.8.8' });
      expect(elsewhere.json().value).toMatchObject({ status: 0, location: { country: 'US' } });
    } finally {
      await setBlockedCountries(t.db, 'demo', []);
      t.app.tenants.invalidate('demo');
    }
  });

  it('is gzip-compressed for clients that accept it, with the same JSON and each client its own location', async () => {
    const plain = await status({ 'x-forwarded-for': '8.8.8.8' });
    const zipped = await status({ 'x-forwarded-for': '8.8.4.4', 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const unzipped = JSON.parse(gunzipSync(zipped.rawPayload).toString());
    expect(unzipped.value.location).toEqual({ ip: '8.8.4.4', country: 'US' });
    expect({ ...unzipped.value, location: null }).toEqual({ ...plain.json().value, location: null });
    const list = (headers: Record<string, string>) =>
      t.app.inject({ url: '/wps/relay/GCSGAME_gameList?pageSize=42', headers: demo(headers) });
    const [listPlain, listZipped] = await Promise.all([list({}), list({ 'accept-encoding': 'gzip' })]);
    expect(listZipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(listZipped.rawPayload).toString())).toEqual(listPlain.json());
  });

  it('ignores a forged X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const untrusted = await startTestApp({ trustedProxies: [] });
    try {
      await setBlockedCountries(untrusted.db, 'demo', ['KP']);
      const res = await untrusted.app.inject({
        url: '/wps/system/status',
        headers: demo({ 'x-forwarded-for': '175.45.176.1' }),
      });
      expect(res.json().value).toMatchObject({ status: 0, location: { ip: '127.0.0.1', country: null } });
    } finally {
      await untrusted.close();
    }
  });
});

describe('other system calls', () => {
  it('serves the whitelabel module tree and the register settings alone', async () => {
    const wl = await t.app.inject({ url: '/wps/system/whitelabel', headers: demo() });
    expect(isModuleEnabled(wl.json().value, modIds.agentCentre)).toBe(true);
    expect(isModuleEnabled(wl.json().value, modIds.hourlySalary)).toBe(false);
    const reg = await t.app.inject({ url: '/wps/system/setting/register', headers: demo() });
    expect(reg.json().value.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['username', 'password', 'confirmPassword', 'affiliateCode']),
    );
  });

  it('serves domain routes with the main and promotion domains', async () => {
    const res = await t.app.inject({ url: '/wps/system/domainRoute', headers: demo() });
    const { value } = successEnvelope(domainRouteValue).parse(res.json());
    expect(value.mainDomain).toBe('localhost');
    expect(value.promotionDomains).toEqual(['promo.localhost']);
    expect(value.routes.map((r) => r.resourceType)).toEqual(['APP_ANDROID', 'APP_IOS']);
  });

  it('serves the help centre in the requested language', async () => {
    const tw = successEnvelope(helpCenterValue).parse(
      (await t.app.inject({ url: '/wps/system/helpCenter', headers: demo() })).json(),
    );
    const en = successEnvelope(helpCenterValue).parse(
      (await t.app.inject({ url: '/wps/system/helpCenter', headers: demo({ language: 'EN' }) })).json(),
    );
    expect(tw.value.categories.map((c) => c.code)).toEqual(en.value.categories.map((c) => c.code));
    expect(tw.value.categories[0]?.title).toBe('關於我們');
    expect(en.value.categories[0]?.title).toBe('About us');
    expect(en.value.categories.every((c) => c.articles.length > 0)).toBe(true);
  });
});
