import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setWebSetting } from '../src/modules/merchants/repository.ts';
import { pageChunks, pageModuleOfPath } from '../src/plugins/web.ts';
import { demoMerchantId, startTestApp, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ webDist: path.join(import.meta.dirname, 'fixtures/web') });
});
afterAll(() => t?.close());

const page = (host = 'localhost:8080', url = '/') => t.app.inject({ url, headers: { host } });
const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((p) => p.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('what search engines read (Lighthouse SEO)', () => {
  it('index.html carries the merchant’s description, title and language', async () => {
    const res = await page();
    expect(res.body).toContain('<meta name="portal-merchant" content="demo">');
    const description = /<meta name="description" content="([^"]+)">/.exec(res.body)?.[1];
    // The demo merchant's default language is TW and its brand name is in the text.
    const brand = /<title>([^<]+)<\/title>/.exec(res.body)?.[1];
    expect(brand).toBeTruthy();
    expect(brand).not.toBe('fixture');
    expect(description).toContain(brand);
    expect(description).toMatch(/[\u4e00-\u9fff]/);
    expect(res.body).toMatch(/<html lang="zh-Hant-TW"/);
  });

  it('follows the merchant’s default language', async () => {
    await t.db
      .updateTable('merchant')
      .set({ settings: (await settingsWith({ defaultLanguage: 'EN' })) as never })
      .where('code', '=', 'demo')
      .execute();
    t.app.tenants.invalidate('demo');
    try {
      const res = await page();
      expect(res.body).toMatch(/<html lang="en"/);
      expect(res.body).toMatch(/<meta name="description" content="[^"]*live casino/);
    } finally {
      await t.db
        .updateTable('merchant')
        .set({ settings: (await settingsWith({ defaultLanguage: 'TW' })) as never })
        .where('code', '=', 'demo')
        .execute();
      t.app.tenants.invalidate('demo');
    }
  });

  it('robots.txt is a robots file (not the app), per host: a promotion domain is not indexed', async () => {
    const res = await page('localhost:8080', '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(res.body).toContain('Disallow: /wps/');
    expect(res.body).not.toContain('<');

    await t.db
      .insertInto('merchant_domain')
      .values({ merchant_id: await demoMerchantId(t), host: 'promo.example.test', kind: 'PROMOTION' })
      .execute();
    t.app.tenants.invalidate();
    const promo = await page('promo.example.test', '/robots.txt');
    expect(promo.body).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('the page CSP follows the merchant’s analytics and CDNs (docs/decisions/0017)', () => {
  it('allows no analytics origin and no CDN when none is configured', async () => {
    const csp = String((await page()).headers['content-security-policy']);
    expect(csp).not.toContain('google');
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
  });

  it('allows Google Analytics only with a gtagId, and the CDN origins only of the configured CDNs', async () => {
    await setWebSetting(t.db, 'demo', { analytics: { gtagId: 'G-TEST12345' } });
    await setWebSetting(t.db, 'demo', { imageCDNs: ['https://img.example.com/portal', 'not a url'] });
    await setWebSetting(t.db, 'demo', { launchGameCDNs: ['https://play.example.com'] });
    t.app.tenants.invalidate('demo');
    try {
      const csp = String((await page()).headers['content-security-policy']);
      expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
      expect(directive(csp, 'connect-src')).toContain('https://*.google-analytics.com');
      expect(directive(csp, 'img-src')).toContain('https://img.example.com');
      expect(csp).not.toContain('not a url');
      expect(directive(csp, 'frame-src')).toContain('https://play.example.com');
      // Still no inline script.
      expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
      // The API's answers are unaffected.
      const status = await t.app.inject({ url: '/wps/system/status', headers: { merchant: 'demo' } });
      expect(status.json().value.info.analytics.gtagId).toBe('G-TEST12345');
      expect(status.json().value.info.imageCDNs[0]).toBe('https://img.example.com/portal');
    } finally {
      await setWebSetting(t.db, 'demo', { analytics: { gtagId: null } });
      await setWebSetting(t.db, 'demo', { imageCDNs: [] });
      await setWebSetting(t.db, 'demo', { launchGameCDNs: [] });
      t.app.tenants.invalidate('demo');
    }
  });
});

async function settingsWith(change: Record<string, unknown>) {
  const row = await t.db
    .selectFrom('merchant')
    .select('settings')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  return { ...row.settings, ...change };
}

describe('the status answer in index.html (docs/decisions/0017)', () => {
  const statusBlock = (body: string) => {
    const text = /<script type="application\/json" id="portal-status">([^<]*)<\/script>/.exec(body)?.[1];
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  };
  const statusCall = async (ip: string) =>
    (
      await t.app.inject({
        url: '/wps/system/status',
        remoteAddress: ip,
        headers: { host: 'localhost:8080', merchant: 'demo' },
      })
    ).json<{ value: unknown }>().value;

  it('equals what /wps/system/status answers the same client, its location included', async () => {
    for (const ip of ['127.0.0.1', '8.8.8.8', '1.53.0.1']) {
      const res = await t.app.inject({
        url: '/lottery',
        remoteAddress: ip,
        headers: { host: 'localhost:8080' },
      });
      const block = statusBlock(res.body);
      expect(block).toEqual(await statusCall(ip));
      expect((block as { location: { ip: string } }).location.ip).toBe(ip);
    }
    const us = statusBlock((await t.app.inject({ url: '/', remoteAddress: '8.8.8.8' })).body) as {
      location: { country: string | null };
    };
    expect(us.location.country).toBe('US');
  });

  it('follows maintenance, and no text of the settings can close the script element', async () => {
    const original = await settingsWith({});
    await t.db
      .updateTable('merchant')
      .set({
        maintenance: true,
        settings: (await settingsWith({
          brand: { ...(original.brand as object), name: 'A</script><b>B' },
        })) as never,
      })
      .where('code', '=', 'demo')
      .execute();
    t.app.tenants.invalidate('demo');
    try {
      const res = await page();
      expect(res.body).not.toContain('A</script>');
      const block = statusBlock(res.body) as { status: number; info: { brand: { name: string } } };
      expect(block.status).toBe(1);
      expect(block.info.brand.name).toBe('A</script><b>B');
      expect(block).toEqual(await statusCall('127.0.0.1'));
    } finally {
      await t.db
        .updateTable('merchant')
        .set({ maintenance: false, settings: original as never })
        .where('code', '=', 'demo')
        .execute();
      t.app.tenants.invalidate('demo');
    }
  });
});

describe('the first banner, the largest paint, is preloaded (docs/decisions/0017)', () => {
  const preload = (body: string) =>
    /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/.exec(body)?.[1] ?? null;
  const firstOf = async (group: string) =>
    (
      await t.app.inject({
        url: `/wps/relay/MCSFE_getListAnnouncements?types=B&groupName=${group}`,
        headers: { host: 'localhost:8080', merchant: 'demo' },
      })
    ).json<{ value: { banners: { url: string }[] } }>().value.banners[0]?.url;

  it('names the first live banner of the page’s group: home, its aliases, register and categories', async () => {
    const home = await firstOf('w_home');
    expect(home).toBeTruthy();
    for (const url of ['/', '/home', '/index.html', '/HOME'])
      expect(preload((await page(undefined, url)).body)).toBe(home);
    expect(preload((await page(undefined, '/register')).body)).toBe(await firstOf('w_reg'));
    expect(preload((await page(undefined, '/rng')).body)).toBe(await firstOf('w_hot'));
    for (const url of ['/lottery', '/cockfight', '/help/x'])
      expect(preload((await page(undefined, url)).body)).toBeNull();
  });

  it('from the merchant’s image CDN, as the app loads it', async () => {
    await t.db
      .updateTable('merchant')
      .set({ settings: (await settingsWith({ imageCDNs: ['https://img.example.test/'] })) as never })
      .where('code', '=', 'demo')
      .execute();
    t.app.tenants.invalidate('demo');
    try {
      expect(preload((await page()).body)).toBe(`https://img.example.test${await firstOf('w_home')}`);
    } finally {
      await t.db
        .updateTable('merchant')
        .set({ settings: (await settingsWith({ imageCDNs: [] })) as never })
        .where('code', '=', 'demo')
        .execute();
      t.app.tenants.invalidate('demo');
    }
  });
});

const firstBannerOf = async (group: string) =>
  (
    await t.app.inject({
      url: `/wps/relay/MCSFE_getListAnnouncements?types=B&groupName=${group}`,
      headers: { host: 'localhost:8080', merchant: 'demo' },
    })
  ).json<{ value: { banners: { url: string }[] } }>().value.banners[0]?.url;

describe('the first paint does not wait for the app (docs/decisions/0017)', () => {
  const brand = async () =>
    (
      await t.app.inject({ url: '/wps/system/status', headers: { host: 'localhost:8080', merchant: 'demo' } })
    ).json<{ value: { info: { brand: { name: string; logoUrl: string } } } }>().value.info.brand;

  it('#root holds the brand’s logo, which the app’s first render replaces', async () => {
    const { name, logoUrl } = await brand();
    expect(logoUrl).toBeTruthy();
    expect((await page(undefined, '/lottery')).body).toContain(
      `<div id="root"><div class="boot-screen"><img class="boot-screen__logo" src="${logoUrl}" alt="${name}"></div></div>`,
    );
  });

  it('on a page with a banner, #root also shows the first banner, the largest paint, before the app runs', async () => {
    const { name, logoUrl } = await brand();
    const bootBanner = (body: string) =>
      /<div id="root"><div class="boot-screen boot-screen--page"><div class="boot-screen__bar"><img class="boot-screen__logo" src="([^"]+)" alt="([^"]+)"><\/div><div class="boot-screen__main"><img class="boot-screen__banner" src="([^"]+)" alt="" width="1200" height="400" fetchpriority="high"><\/div><\/div><\/div>/.exec(
        body,
      );
    for (const [url, group] of [
      ['/', 'w_home'],
      ['/register', 'w_reg'],
      ['/rng', 'w_hot'],
    ] as const) {
      const body = (await page(undefined, url)).body;
      const found = bootBanner(body);
      expect(found, url).not.toBeNull();
      expect(found!.slice(1)).toEqual([logoUrl, name, await firstBannerOf(group)]);
    }
    expect(bootBanner((await page(undefined, '/cockfight')).body)).toBeNull();
  });
});

describe('a page’s own chunks load beside the first one (docs/decisions/0017)', () => {
  const preloads = (body: string) =>
    [...body.matchAll(/<link rel="(modulepreload|preload)"[^>]* href="(\/assets\/[^"]+)"/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );

  it('names the page module, its imports and their styles from the build manifest, once', async () => {
    expect(preloads((await page(undefined, '/lottery')).body)).toEqual([
      'modulepreload /assets/lottery-page-3.js',
      'modulepreload /assets/shared-2.js',
      'preload /assets/lottery-3.css',
      'preload /assets/shared-2.css',
    ]);
    for (const url of ['/rng', '/RNG/', '/live'])
      expect(preloads((await page(undefined, url)).body)).toEqual([
        'modulepreload /assets/category-page-4.js',
        'modulepreload /assets/shared-2.js',
        'preload /assets/shared-2.css',
      ]);
    expect(preloads((await page(undefined, '/register')).body)).toEqual([
      'modulepreload /assets/register-page-5.js',
    ]);
    // Home is in the first chunk; other pages load theirs as before.
    for (const url of ['/', '/help', '/cockfight-not-a-page'])
      expect(preloads((await page(undefined, url)).body)).toEqual([]);
  });

  it('leaves out what index.html loads already (the first chunk and its styles)', () => {
    const manifest = {
      'index.html': { file: 'assets/app-1.js', css: ['assets/app-1.css'] },
      'src/features/lottery/routes/lottery-page.tsx': {
        file: 'assets/lottery-page-3.js',
        imports: ['index.html'],
        css: ['assets/app-1.css', 'assets/lottery-3.css'],
      },
    };
    const template = '<script type="module" src="/assets/app-1.js"></script><link href="/assets/app-1.css">';
    expect(pageChunks(manifest, pageModuleOfPath('/lottery/'), template)).toEqual({
      scripts: ['/assets/lottery-page-3.js'],
      styles: ['/assets/lottery-3.css'],
    });
    expect(pageChunks(manifest, pageModuleOfPath('/'), template)).toEqual({ scripts: [], styles: [] });
  });
});

describe('scripts go out as the build compressed them (docs/decisions/0017)', () => {
  it('sends the .br or .gz copy beside a script, not a compression of its own', async () => {
    const get = (encoding: string) =>
      t.app.inject({
        url: '/assets/probe.js',
        headers: { host: 'localhost:8080', 'accept-encoding': encoding },
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('"precompressed"');
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('"precompressed"');
    // A client that takes no compression gets the file itself.
    expect((await get('identity')).body).toContain("'as built'");
  });
});
