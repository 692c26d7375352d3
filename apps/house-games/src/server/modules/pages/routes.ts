import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { houseGameCodes } from '../../../shared/api.ts';
import { pagesNotBuilt } from '../../lib/errors.ts';
import { sendError } from '../../http.ts';

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * CSP of the game pages (SECURITY.md 9): no inline script, no plugins, no base tag; framed only by the
 * portal origins (PORTAL_ORIGINS) and itself. The launch token is in the page's address, so no referrer.
 */
export function pageHeaders(portalOrigins: readonly string[]): Record<string, string> {
  return {
    'content-security-policy': [
      "default-src 'self'",
      "script-src 'self'",
      "script-src-attr 'none'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "media-src 'self' data: blob:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      `frame-ancestors 'self' ${portalOrigins.join(' ')}`,
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-site',
  };
}

/**
 * The built game pages (Vite, `apps/house-games/web` → `dist`): `/play/:gameCode` and `/verify` answer
 * index.html, `/assets/*` are hashed files cached for a year. The build is looked for at each request,
 * so pages appear once built without a restart; until then a 503 says how to build them.
 */
export const pageRoutes: FastifyPluginAsync<{ webDist: string; portalOrigins: string[] }> = async (
  app,
  opts,
) => {
  const headers = pageHeaders(opts.portalOrigins);
  const indexFile = path.join(opts.webDist, 'index.html');
  const assetsDir = path.join(opts.webDist, 'assets');

  const notBuilt = (reply: FastifyReply) =>
    reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(pagesNotBuilt);

  async function index(reply: FastifyReply) {
    let html: string;
    try {
      html = await fs.promises.readFile(indexFile, 'utf8');
    } catch {
      return notBuilt(reply);
    }
    return reply
      .headers(headers)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  app.get<{ Params: { gameCode: string } }>('/play/:gameCode', async (request, reply) => {
    if (!(houseGameCodes as readonly string[]).includes(request.params.gameCode))
      return sendError(request, reply, 'request.invalid', 404);
    return index(reply);
  });
  app.get('/verify', async (_request, reply) => index(reply));

  app.get<{ Params: { '*': string } }>('/assets/*', async (request, reply) => {
    const name = request.params['*'];
    // Hashed build files only: no parent folders, no hidden files.
    if (!/^[\w.-]+(\/[\w.-]+)*$/.test(name) || name.split('/').some((part) => part.startsWith('.')))
      return sendError(request, reply, 'request.invalid', 404);
    const file = path.join(assetsDir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) {
      if (!fs.existsSync(indexFile)) return notBuilt(reply);
      return sendError(request, reply, 'request.invalid', 404);
    }
    return reply
      .headers(headers)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type(types[path.extname(file).toLowerCase()] ?? 'application/octet-stream')
      .header('content-length', stat.size)
      .send(fs.createReadStream(file));
  });
};
