import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { isLang, langTags, translate } from '@portal/i18n';
import { resolveAgainstCdn } from '@portal/contract/cdn';
import { gameTypeRoutes } from '@portal/contract/constants';
import { send } from './errors.ts';
import { tenantPrefixes } from './tenant.ts';
import type { Tenant, TenantService } from '../modules/merchants/service.ts';
import { systemStatusJson } from '../modules/system/service.ts';

const apiPrefixes = [...tenantPrefixes, '/vendor/', '/docs', '/healthz', '/readyz'];
export const DEFAULT_MERCHANT = 'demo';

/**
 * Serves the built web app and the demo images. Every other GET that is not an API call gets index.html
 * with the merchant of the request's host named in a meta tag, so one build serves every brand.
 */
export async function webPlugin(
  app: FastifyInstance,
  opts: {
    webDist: string;
    publicDir: string;
    tenants: TenantService;
    /** The image of a banner group's first live banner (the announcements service). */
    firstBannerImage?: (tenant: Tenant, group: string) => Promise<string | null>;
  },
) {
  // Pages, scripts and images are compressed here; API answers are not (docs/decisions/0005).
  await app.register(compress, { threshold: 1024 });
  await app.register(fastifyStatic, {
    root: path.join(opts.publicDir, 'demo'),
    prefix: '/demo/',
    decorateReply: false,
    wildcard: true,
    serve: true,
    index: false,
    maxAge: '1d',
  });

  const indexFile = path.join(opts.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: path.join(opts.webDist, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      // The build writes .br and .gz copies (apps/web/vite.config.ts): sent as they are, not compressed again.
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
    });
  } else {
    app.log.warn({ webDist: opts.webDist }, 'web app not built: run `npm run build` to serve the portal');
  }
  const template = hasWeb ? fs.readFileSync(indexFile, 'utf8') : '';
  const manifest = hasWeb ? readManifest(opts.webDist) : {};

  // Per host: a merchant's promotion domains repeat its main site, so only main domains are indexed.
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const host = request.hostname.toLowerCase().replace(/:\d+$/, '');
    const tenant = await opts.tenants.get(await opts.tenants.codeForHost(host, DEFAULT_MERCHANT));
    const promotion = tenant?.domains.some((d) => d.host === host && d.kind === 'PROMOTION') ?? false;
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(promotion));
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (
      apiPrefixes.some((p) => url.startsWith(p)) ||
      url.startsWith('/assets/') ||
      url.startsWith('/demo/') ||
      url.startsWith('/media/')
    ) {
      return send(request, reply, 404, 'not.found');
    }
    const file = hasWeb ? topLevelFile(opts.webDist, url) : null;
    if (file)
      return reply
        .header('cache-control', 'public, max-age=3600')
        .type(mime(file))
        .send(fs.createReadStream(file));
    if (!hasWeb) return send(request, reply, 404, 'not.found');
    const code = await opts.tenants.codeForHost(request.hostname, DEFAULT_MERCHANT);
    const tenant = await opts.tenants.get(code);
    if (tenant) {
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') reply.header('content-security-policy', widenCsp(csp, tenant));
    }
    const group = bannerGroupOfPath(url);
    const banner =
      tenant && group && opts.firstBannerImage ? await opts.firstBannerImage(tenant, group) : null;
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        pageFor(template, code, tenant, {
          statusJson: tenant && systemStatusJson(tenant, { ip: request.ip, country: request.country() }),
          lcpImage: tenant && banner ? resolveAgainstCdn(banner, tenant.info.imageCDNs) : null,
          pageChunks: pageChunks(manifest, pageModuleOfPath(url), template),
        }),
      );
  });
}

/**
 * index.html for a merchant: its code, the language, title and description search engines read, and the
 * status answer for this client as a JSON data block (not executed, so the CSP allows it), which the app
 * starts from instead of waiting for `/wps/system/status`.
 */
export function pageFor(
  template: string,
  code: string,
  tenant: Tenant | null,
  extra: {
    statusJson?: string | null;
    lcpImage?: string | null;
    pageChunks?: { scripts: string[]; styles: string[] };
  } = {},
): string {
  const { statusJson, lcpImage, pageChunks } = extra;
  const head = [`<meta name="portal-merchant" content="${escapeAttr(code)}">`];
  // The page's own chunk (and what it imports) loads beside the first chunk, not after it has run.
  for (const href of pageChunks?.scripts ?? [])
    head.push(`<link rel="modulepreload" crossorigin href="${escapeAttr(href)}">`);
  for (const href of pageChunks?.styles ?? [])
    // `crossorigin` as the app's own style links have it, or the browser would fetch the file again.
    head.push(`<link rel="preload" as="style" crossorigin href="${escapeAttr(href)}">`);
  // The first banner is the page's largest paint: fetched with the page, not after the app has started.
  if (lcpImage)
    head.push(`<link rel="preload" as="image" href="${escapeAttr(lcpImage)}" fetchpriority="high">`);
  // `<` escaped, so no text in the merchant's settings can close the script element.
  if (statusJson)
    head.push(
      `<script type="application/json" id="portal-status">${statusJson.replace(/</g, '\\u003c')}</script>`,
    );
  let html = template;
  // A merchant still being set up may have no brand or language yet: then the template's stay.
  const brand = tenant?.settings.brand?.name;
  if (tenant && brand) {
    const lang = isLang(tenant.settings.defaultLanguage) ? tenant.settings.defaultLanguage : 'TW';
    head.push(
      `<meta name="description" content="${escapeAttr(translate(lang, 'meta.description', { brand }))}">`,
    );
    html = html
      .replace(/<html( lang="[^"]*")?/i, `<html lang="${langTags[lang]}"`)
      .replace(/<title>[^<]*<\/title>/i, `<title>${escapeAttr(brand)}</title>`);
    // The brand's logo paints while the app's script loads (the first contentful paint), and on a page
    // with a banner the first banner too, where the app shows it (the largest paint); React replaces both.
    const logo = tenant.info.brand.logoUrl;
    if (logo) html = html.replace(/<div id="root"><\/div>/, bootScreen(tenant, brand, logo, lcpImage));
  }
  const anchor = charsetMeta.test(html) ? charsetMeta : /<head>/i;
  return html.replace(anchor, (found) => `${found}\n    ${head.join('\n    ')}`);
}

/**
 * What `#root` shows until the app's first render: the logo, centred; with a banner, the logo in a bar as
 * tall as the header and the banner below it at the carousel's place and shape (global.css).
 */
function bootScreen(tenant: Tenant, brand: string, logo: string, banner: string | null | undefined): string {
  const logoImg = `<img class="boot-screen__logo" src="${escapeAttr(
    resolveAgainstCdn(logo, tenant.info.imageCDNs),
  )}" alt="${escapeAttr(brand)}">`;
  if (!banner) return `<div id="root"><div class="boot-screen">${logoImg}</div></div>`;
  return (
    `<div id="root"><div class="boot-screen boot-screen--page"><div class="boot-screen__bar">${logoImg}</div>` +
    `<div class="boot-screen__main"><img class="boot-screen__banner" src="${escapeAttr(banner)}" alt="" ` +
    `width="1200" height="400" fetchpriority="high"></div></div></div>`
  );
}

/**
 * The banner group the web app shows on a page (its `bannerGroupOf`, spec section 2): home, register and
 * the category pages (but `/cockfight`, which shows none). Paths match case-insensitively.
 */
export function bannerGroupOfPath(url: string): string | null {
  const p = url.toLowerCase().replace(/(.)\/+$/, '$1');
  // `/login` is home with the login modal open.
  if (['/', '/index', '/index.html', '/home', '/login'].includes(p)) return 'w_home';
  if (p === '/register' || p === '/register.html') return 'w_reg';
  if (p !== gameTypeRoutes.COCKFIGHT && Object.values(gameTypeRoutes).includes(p)) return 'w_hot';
  return null;
}

/**
 * The web app's lazily loaded page module of a path, as its build manifest names it (the routes of
 * apps/web/src/app/router.tsx that Lighthouse measures: register, the category pages and the lottery).
 */
export function pageModuleOfPath(url: string): string | null {
  const p = url.toLowerCase().replace(/(.)\/+$/, '$1');
  if (p === '/register' || p === '/register.html') return 'src/features/accounts/routes/register-page.tsx';
  if (p === '/lottery') return 'src/features/lottery/routes/lottery-page.tsx';
  if (Object.values(gameTypeRoutes).includes(p)) return 'src/features/games/routes/category-page.tsx';
  return null;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

function readManifest(webDist: string): Record<string, ManifestChunk> {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
  } catch {
    return {}; // an older build: pages load their chunks as before
  }
}

/** A page module's file and its static imports (with their styles), but what index.html loads already. */
export function pageChunks(
  manifest: Record<string, ManifestChunk>,
  module: string | null,
  template: string,
): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    const href = `/${chunk.file}`;
    if (template.includes(href)) return; // the first chunk, and what it imports
    scripts.push(href);
    for (const css of chunk.css ?? []) if (!template.includes(`/${css}`)) styles.push(`/${css}`);
    for (const next of chunk.imports ?? []) visit(next);
  };
  if (module) visit(module);
  return { scripts, styles: [...new Set(styles)] };
}

/** Search engines may read the pages; API calls, game frames and member screens are not content. */
export function robotsTxt(promotionDomain: boolean): string {
  if (promotionDomain) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    'Allow: /',
    ...['/wps/', '/lgw/', '/lotto/', '/vendor/', '/docs', '/game', '/seamless', '/sandbox', '/payment'].map(
      (p) => `Disallow: ${p}`,
    ),
    '',
  ].join('\n');
}

/** Google Analytics origins, allowed only for a merchant with a gtagId (docs/decisions/0017). */
const analyticsSources = {
  'script-src': ['https://www.googletagmanager.com'],
  'connect-src': [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
};

/** Origins of a list of CDN addresses; anything that is not a plain http(s) origin is left out. */
export function originsOf(urls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const raw of urls) {
    try {
      const url = new URL(raw);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      /* not an address: never reaches the policy */
    }
  }
  return [...origins];
}

/** The page CSP plus what this merchant's settings need: its CDNs and, when configured, analytics. */
export function widenCsp(csp: string, tenant: Pick<Tenant, 'settings'>): string {
  const extra: Record<string, string[]> = {
    'img-src': originsOf(tenant.settings.imageCDNs ?? []),
    'frame-src': originsOf(tenant.settings.launchGameCDNs ?? []),
  };
  const gtagId = tenant.settings.analytics?.gtagId;
  if (gtagId) {
    for (const [directive, sources] of Object.entries(analyticsSources))
      extra[directive] = [...(extra[directive] ?? []), ...sources];
  }
  return csp
    .split('; ')
    .map((part) => {
      const name = part.split(' ', 1)[0]!;
      const add = (extra[name] ?? []).filter((s) => !part.split(' ').includes(s));
      return add.length ? `${part} ${add.join(' ')}` : part;
    })
    .join('; ');
}

/** Files at the top of the build (favicon, robots.txt); never index.html itself nor anything outside. */
function topLevelFile(root: string, url: string): string | null {
  const name = decodeURIComponent(url.slice(1));
  if (!name || name.includes('/') || name.includes('\\') || name.startsWith('.') || name === 'index.html')
    return null;
  const file = path.join(root, name);
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}

const mime = (file: string) =>
  ({
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.ico': 'image/x-icon',
    '.txt': 'text/plain',
    '.json': 'application/json',
    '.webmanifest': 'application/manifest+json',
  })[path.extname(file)] ?? 'application/octet-stream';

/** The merchant's tags go right after the charset declaration (or the head, if there is none). */
const charsetMeta = /<meta charset=[^>]*>/i;

const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
