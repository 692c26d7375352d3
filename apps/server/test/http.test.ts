import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestApp, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ webDist: path.join(import.meta.dirname, 'fixtures/web') });
});
afterAll(() => t?.close());

describe('errors', () => {
  it('never show a stack trace: an internal failure is internal.error with the text Unknown error', async () => {
    const broken = await startTestApp();
    await broken.db.destroy();
    const res = await broken.app.inject({ url: '/wps/system/helpCenter', headers: demo({ language: 'EN' }) });
    await broken.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, errorCode: 'internal.error', message: 'Unknown error' });
  });

  it('answer malformed JSON and unknown API paths with the envelope', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/wps/feedback',
      headers: demo({ 'content-type': 'application/json' }),
      payload: '{"a":',
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.json()).toMatchObject({ success: false });
    expect(bad.body).not.toMatch(/at .*\.ts:\d+/);
    const missing = await t.app.inject({ url: '/wps/nothing/here', headers: demo() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, errorCode: 'not.found' });
  });
});

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});

describe('OpenAPI at /docs', () => {
  it('is generated from the routes with their parameters', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/wps/system/status',
        '/wps/relay/GCSGAME_gameList',
        '/wps/relay/MCSFE_getListAnnouncements',
        '/lgw/games/game_menus',
      ]),
    );
    const params = doc.paths['/wps/relay/GCSGAME_gameList'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(params).toEqual(
      expect.arrayContaining(['gameType', 'vassalage', 'pageNo', 'pageSize', 'gameName']),
    );
    expect((await t.app.inject({ url: '/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('the web app', () => {
  it('is served for every page route with the merchant of the host named in a meta tag', async () => {
    for (const url of ['/', '/rng', '/help?x=1', '/register.html']) {
      const res = await t.app.inject({ url, headers: { host: 'localhost:8080' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<meta name="portal-merchant" content="demo">');
    }
  });

  it('falls back to the demo merchant for an unknown host and uses the domain table for a known one', async () => {
    const merchant = await t.db
      .insertInto('merchant')
      .values({ code: 'brand2', name: 'Brand Two', settings: JSON.stringify({}) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('merchant_domain')
      .values({ merchant_id: merchant.id, host: 'brand2.example', kind: 'MAIN' })
      .execute();
    t.app.tenants.invalidate();
    const other = await t.app.inject({ url: '/', headers: { host: 'brand2.example' } });
    expect(other.body).toContain('content="brand2"');
    const unknown = await t.app.inject({ url: '/', headers: { host: 'unknown.example' } });
    expect(unknown.body).toContain('content="demo"');
  });

  it('serves the demo images from the repository', async () => {
    const logo = await t.app.inject({ url: '/demo/brand/logo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    const tile = await t.app.inject({ url: '/demo/games/PG/PG_DRAGON_FORTUNE.svg' });
    expect(tile.statusCode).toBe(200);
    const missing = await t.app.inject({ url: '/demo/nothing.svg' });
    expect(missing.statusCode).toBe(404);
    for (const url of ['/demo/../src/env.ts', '/demo/%2e%2e/%2e%2e/src/env.ts', '/demo/..%2fsrc%2fenv.ts']) {
      const escape = await t.app.inject({ url });
      expect(escape.body, url).not.toContain('process.env');
    }
  });

  it('compresses files, pages and the cached hot reads, but no other API answer', async () => {
    const tile = await t.app.inject({
      url: '/demo/games/PG/PG_DRAGON_FORTUNE.svg',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(tile.headers['content-encoding']).toBe('gzip');
    const list = await t.app.inject({
      url: '/wps/relay/GCSGAME_gameList',
      headers: demo({ 'accept-encoding': 'gzip' }),
    });
    expect(list.headers['content-encoding']).toBe('gzip');
    // Other answers, large ones too, go out as they are (docs/decisions/0005).
    const api = await t.app.inject({
      url: '/wps/system/whitelabel',
      headers: demo({ 'accept-encoding': 'gzip' }),
    });
    expect(api.rawPayload.length).toBeGreaterThan(1024);
    expect(api.headers['content-encoding']).toBeUndefined();
    expect(api.json().success).toBe(true);
    expect(api.headers['content-security-policy']).toBeUndefined();
    expect(api.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends a content security policy without inline scripts', async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
  });
});
