import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './harness.ts';

// Deep links: every route of spec section 2, its aliases and case variants included, opened straight
// from the server (a bookmark, a refresh, a shared link) gets the web app, never an API answer.

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ webDist: path.join(import.meta.dirname, 'fixtures/web') });
});
afterAll(() => t?.close());

/** Spec section 2, written out here rather than read from the web app's table, so a route dropped there fails. */
const specRoutes = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/register',
  '/register.html',
  '/rng',
  '/pvp',
  '/live',
  '/fish',
  '/sports',
  '/esports',
  '/inhouse',
  '/elott',
  '/cockfight',
  '/lottery',
  '/vnlottery',
  '/pointMall',
  '/promotions',
  '/promoDetail',
  '/seamless',
  '/helpmc',
  '/help',
  '/down',
  '/game',
  '/login',
];
const variants = [
  '/vnLottery',
  '/LIVE',
  '/Live',
  '/pointmall',
  '/POINTMALL',
  '/promodetail',
  '/Register.html',
  '/Home',
  '/live/',
  '/live?vassalage=EVO',
  '/lottery?gameCode=SSC1&playType=1',
  '/promotions?id=1',
];

describe('page routes', () => {
  it.each([...specRoutes, ...variants])('%s answers the web app', async (url) => {
    const res = await t.app.inject({ url, headers: { host: 'localhost:8080', accept: 'text/html' } });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(res.body).toContain('<meta name="portal-merchant" content="demo">');
  });

  it('answers a browser opening /live as a page even with a WebSocket route on the server', async () => {
    // What a refresh of the live casino page sends: no Upgrade header.
    const res = await t.app.inject({
      url: '/live',
      headers: {
        host: 'localhost:8080',
        accept: 'text/html,application/xhtml+xml',
        connection: 'keep-alive',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it('keeps the live socket under the API: a plain GET of /wps/live is an API error, not a page', async () => {
    const res = await t.app.inject({ url: '/wps/live', headers: { language: 'EN' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'not.found' });
  });
});
