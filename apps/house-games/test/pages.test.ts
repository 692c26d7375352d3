import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/env.ts';
import { buildApp } from '../src/server/app.ts';
import { createDb, type Db } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { defaultSportsConfig, pacedSchedules } from '../src/server/modules/sports/config.ts';

// The game pages (SECURITY.md 9): index.html for every game and the verify page, hashed assets cached for a
// year, a CSP without inline script that lets only the portal frame the pages, nosniff and no referrer;
// a clear 503 while the pages are not built. And the configuration's defaults.

let db: Db;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'house-dist-'));
beforeAll(async () => {
  db = createDb({ dataDir: 'memory://' }).db;
  await migrateToLatest(db);
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><script type="module" src="/assets/index-abc.js"></script>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
});
afterAll(async () => {
  await db?.destroy();
  fs.rmSync(dist, { recursive: true, force: true });
});

const app = (webDist: string, portalOrigins = ['https://portal.example', 'http://*:8080']) =>
  buildApp({
    db,
    config: {
      platformUrl: 'http://127.0.0.1:9',
      vendorSecret: 's',
      portalOrigins,
      webDist,
      logLevel: 'silent',
    },
    logger: false,
  });

describe('pages', () => {
  it('serves index.html with the page headers for every game and the verify page', async () => {
    const a = await app(dist);
    for (const url of ['/play/HOUSE_CRASH?token=x&lang=EN', '/play/HOUSEX_PLINKO', '/verify']) {
      const res = await a.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'self' https://portal.example http://*:8080");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
    const js = await a.inject({ url: '/assets/index-abc.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/^text\/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of [
      '/assets/../index.html',
      '/assets/%2e%2e/index.html',
      '/assets/.hidden',
      '/assets/nope.js',
      '/play/NOPE',
    ])
      expect((await a.inject({ url })).statusCode, url).toBe(404);
    expect((await a.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const api = await a.inject({ url: '/api/jackpot?currency=TWD' });
    expect(api.json()).toMatchObject({ amount: 1000, currency: 'TWD' });
    expect(api.headers['cache-control']).toBe('no-store');
    await a.close();
  });

  it('answers 503 with how to build the pages when they are not built', async () => {
    const a = await app(path.join(dist, 'missing'));
    for (const url of ['/play/HOUSE_DICE', '/verify', '/assets/index-abc.js']) {
      const res = await a.inject({ url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toContain('npm run build -w apps/house-games');
    }
    await a.close();
  });
});

describe('configuration', () => {
  it('has defaults, reads the portal origins and refuses to start without the signing secret', () => {
    expect(() => loadConfig({})).toThrow(ConfigError);
    const c = loadConfig({ HOUSE_VENDOR_SECRET: 's' });
    expect(c).toMatchObject({
      port: 8090,
      platformUrl: 'http://127.0.0.1:8080',
      portalOrigins: ['http://*:*', 'https://*:*'],
    });
    expect(c.dataDir).toBe(path.resolve('data/house'));
    expect(
      loadConfig({
        HOUSE_VENDOR_SECRET: 's',
        PORTAL_ORIGINS: 'https://a.example, https://b.example',
        PLATFORM_URL: 'http://p:1/',
      }),
    ).toMatchObject({
      portalOrigins: ['https://a.example', 'https://b.example'],
      platformUrl: 'http://p:1',
    });
  });

  it('runs the sportsbook at the pace asked for, and refuses a pace that is not 1 to 60', () => {
    expect(loadConfig({ HOUSE_VENDOR_SECRET: 's' }).sportsPace).toBe(1);
    expect(loadConfig({ HOUSE_VENDOR_SECRET: 's', HOUSE_SPORTS_PACE: '6' }).sportsPace).toBe(6);
    for (const bad of ['0', '61', '2.5', 'fast'])
      expect(() => loadConfig({ HOUSE_VENDOR_SECRET: 's', HOUSE_SPORTS_PACE: bad })).toThrow(ConfigError);
    const paced = pacedSchedules(6);
    expect(paced.football).toEqual({ everyMs: 30_000, playMs: 12_500, matches: 8 });
    expect(paced.cockfight).toEqual({ everyMs: 20_000, playMs: 7_500, matches: 1 });
    expect(pacedSchedules(1)).toEqual(defaultSportsConfig.schedules);
  });
});
