import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * SECURITY.md item 9. The headers are the same for every response, so they are built once; helmet's
 * per-request assembly cost a fifth of the API's throughput (bench/run.ts).
 */
const cspOf = (frameSources: string[]) =>
  [
    "default-src 'self'",
    // Game pages come from their vendors' origins only (the house vendor runs on its own port).
    `frame-src 'self'${frameSources.map((s) => ` ${s}`).join('')}`,
    "script-src 'self'",
    "script-src-attr 'none'",
    // React and the carousel set style properties from script; no style element is injected from outside.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');

/** Page headers for the given game origins (CSP source expressions such as `http://*:8090`). */
export const securityHeadersFor = (frameSources: string[]): Record<string, string> => ({
  'content-security-policy': cspOf(frameSources),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-permitted-cross-domain-policies': 'none',
});
export const securityHeaders = securityHeadersFor([]);
const hsts = 'max-age=31536000; includeSubDomains';

/**
 * API answers are JSON that no browser renders as a page (nosniff), so document policies (CSP, framing,
 * isolation) go only on pages and files; the API gets the few headers that matter for it.
 */
export const apiHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

export default fp(async function security(
  app: FastifyInstance,
  opts: { apiPrefixes: string[]; frameSources?: string[] },
) {
  const pageHeaders = securityHeadersFor(opts.frameSources ?? []);
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(opts.apiPrefixes.some((p) => url.startsWith(p)) ? apiHeaders : pageHeaders);
    if (request.protocol === 'https') reply.header('strict-transport-security', hsts);
    done();
  });
});
