import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { send } from './errors.ts';
import { tenantPrefixes } from './tenant.ts';
import type { TenantService } from '../modules/merchants/service.ts';

const apiPrefixes = [...tenantPrefixes, '/vendor/', '/docs', '/healthz', '/readyz'];
export const DEFAULT_MERCHANT = 'demo';

/**
 * Serves the built web app and the demo images. Every other GET that is not an API call gets index.html
 * with the merchant of the request's host named in a meta tag, so one build serves every brand.
 */
export async function webPlugin(
  app: FastifyInstance,
  opts: { webDist: string; publicDir: string; tenants: TenantService },
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
      immutable: true,
      maxAge: '365d',
    });
  } else {
    app.log.warn({ webDist: opts.webDist }, 'web app not built: run `npm run build` to serve the portal');
  }
  const template = hasWeb ? fs.readFileSync(indexFile, 'utf8') : '';

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (
      apiPrefixes.some((p) => url.startsWith(p)) ||
      url.startsWith('/assets/') ||
      url.startsWith('/demo/')
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
    const html = template.replace(
      metaAnchor,
      (anchor) => `${anchor}\n    <meta name="portal-merchant" content="${escapeAttr(code)}">`,
    );
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
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

/** The merchant meta tag goes right after the charset declaration (or the head, if there is none). */
const metaAnchor = /<meta charset=[^>]*>|<head>/i;

const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
