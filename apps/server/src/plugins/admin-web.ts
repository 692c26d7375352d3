import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { send } from './errors.ts';
import { DEFAULT_MERCHANT } from './web.ts';
import type { TenantService } from '../modules/merchants/service.ts';

/**
 * The back office's page policy: its own scripts only (no inline script, no other origin), no framing
 * at all, API calls to this origin only. Images may come from the merchants' CDNs (https) for previews.
 */
export const adminCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self'",
  // React sets style properties (chart sizes, colours) as attributes.
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const adminHeaders: Record<string, string> = {
  'content-security-policy': adminCsp,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-permitted-cross-domain-policies': 'none',
  'x-robots-tag': 'noindex, nofollow',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/**
 * Serves the back office (apps/admin, built to `adminDist`) under /admin: hashed assets for a year,
 * index.html for every other /admin path (the app routes itself) with the merchant of the request's host
 * named in a meta tag (docs/decisions/0001). The staff token is never a cookie: the app keeps it in
 * sessionStorage and sends it as the Authorization header.
 */
export async function adminWebPlugin(
  app: FastifyInstance,
  opts: { adminDist: string; tenants: TenantService },
) {
  // Every response of this plugin (pages and files) carries the back office's headers, replacing the
  // player site's page headers set by the security plugin.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(adminHeaders);
    done();
  });
  await app.register(compress, { threshold: 1024 });

  const indexFile = path.join(opts.adminDist, 'index.html');
  const hasAdmin = fs.existsSync(indexFile);
  if (hasAdmin) {
    await app.register(fastifyStatic, {
      root: path.join(opts.adminDist, 'assets'),
      prefix: '/admin/assets/',
      decorateReply: false,
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
    });
  } else {
    app.log.warn({ adminDist: opts.adminDist }, 'admin app not built: run `npm run build -w apps/admin`');
  }
  const template = hasAdmin ? fs.readFileSync(indexFile, 'utf8') : '';

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/admin';
    if (url.startsWith('/admin/assets/')) return send(request, reply, 404, 'not.found');
    const file = hasAdmin ? topLevelFile(opts.adminDist, url.slice('/admin'.length)) : null;
    if (file)
      return reply
        .header('cache-control', 'public, max-age=3600')
        .type(mime(file))
        .send(fs.createReadStream(file));
    if (!hasAdmin) return send(request, reply, 404, 'not.found');
    const code = await opts.tenants.codeForHost(request.hostname, DEFAULT_MERCHANT);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(adminPage(template, code));
  };
  app.get('/admin', { schema: { hide: true } }, page);
  app.get('/admin/*', { schema: { hide: true } }, page);
}

/** index.html with the admin host's merchant code (the Merchant header of the calls before a switch). */
export function adminPage(template: string, merchantCode: string): string {
  const meta = `<meta name="portal-merchant" content="${escapeAttr(merchantCode)}">`;
  const anchor = /<meta charset=[^>]*>/i.test(template) ? /<meta charset=[^>]*>/i : /<head>/i;
  return template.replace(anchor, (found) => `${found}\n    ${meta}`);
}

/** A file at the top of the build (favicon.svg); never index.html itself nor anything outside. */
function topLevelFile(root: string, rest: string): string | null {
  let name: string;
  try {
    name = decodeURIComponent(rest.replace(/^\//, ''));
  } catch {
    return null;
  }
  if (!name || name.includes('/') || name.includes('\\') || name.startsWith('.') || name === 'index.html')
    return null;
  const file = path.join(root, name);
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}

const mime = (file: string) =>
  ({ '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.txt': 'text/plain' })[
    path.extname(file)
  ] ?? 'application/octet-stream';

const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
