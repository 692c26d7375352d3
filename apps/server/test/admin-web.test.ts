import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPage } from '../src/plugins/admin-web.ts';
import { startTestApp, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({
    webDist: path.join(import.meta.dirname, 'fixtures/web'),
    config: { adminDist: path.join(import.meta.dirname, 'fixtures/admin') },
  });
});
afterAll(() => t?.close());

const get = (url: string, host = 'localhost:8080') => t.app.inject({ url, headers: { host } });
const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((p) => p.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('the back office app under /admin', () => {
  it('answers every /admin path with its index.html (the app routes itself), never cached', async () => {
    for (const url of [
      '/admin',
      '/admin/',
      '/admin/staff',
      '/admin/members/12?tab=logins',
      '/admin/setup?token=x',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('admin fixture');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('has its own strict policy: own scripts only, no framing, no cookie', async () => {
    const res = await get('/admin/staff');
    const csp = String(res.headers['content-security-policy']);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['set-cookie']).toBeUndefined();
    // The player site keeps its own policy.
    const player = await get('/');
    expect(player.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(player.body).not.toContain('admin fixture');
  });

  it('names the merchant of the host it is reached by', async () => {
    const merchant = await t.db
      .insertInto('merchant')
      .values({ code: 'adminbrand', name: 'Admin Brand', settings: JSON.stringify({}) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('merchant_domain')
      .values({ merchant_id: merchant.id, host: 'bo.adminbrand.example', kind: 'MAIN' })
      .execute();
    t.app.tenants.invalidate();
    expect((await get('/admin/', 'bo.adminbrand.example')).body).toContain(
      '<meta name="portal-merchant" content="adminbrand">',
    );
    expect((await get('/admin/', 'unknown.example')).body).toContain(
      '<meta name="portal-merchant" content="demo">',
    );
  });

  it('serves hashed assets for a year, top-level files for an hour, and no stray files', async () => {
    const asset = await get('/admin/assets/index-fixture.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['cache-control']).toContain('max-age=31536000');
    expect(asset.headers['x-frame-options']).toBe('DENY');
    const icon = await get('/admin/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect((await get('/admin/assets/missing.js')).statusCode).toBe(404);
    expect((await get('/admin/assets/../index.html')).body).not.toContain('<script>');
    expect((await get('/admin/%2e%2e%2fpackage.json')).headers['content-type']).toContain('text/html');
  });

  it('escapes the merchant code it writes into the page', () => {
    expect(adminPage('<head><meta charset="UTF-8"></head>', '"><script>')).toContain(
      '<meta name="portal-merchant" content="&#34;&#62;&#60;script&#62;">',
    );
  });
});
