import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * SECURITY.md item 9. The headers are the same for every response, so they are built once; helmet's
 * per-request assembly cost a fifth of the API's throughput (bench/run.ts).
 */
const cspOf = (frameSources: string[], widgetSources: string[] = []) => {
  const widget = widgetSources.map((s) => ` ${s}`).join('');
  return [
    "default-src 'self'",
    // Game pages come from their vendors' configured origins only (the house vendor runs on its own port).
    `frame-src 'self'${frameSources.map((s) => ` ${s}`).join('')}`,
    // A configured human-verification widget (Geetest v4) loads its script, styles and pictures.
    `script-src 'self'${widget}`,
    "script-src-attr 'none'",
    // React and the carousel set style properties from script; no style element is injected from outside.
    `style-src 'self' 'unsafe-inline'${widget}`,
    `img-src 'self' data: blob:${widget}`,
    "font-src 'self' data:",
    `connect-src 'self'${widget}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
};

/**
 * The origins a widget script needs: its own, and for Geetest's script Geetest's hosts (the script loads
 * its challenge by JSONP from gcaptcha4.geetest.com and its pictures and styles from static.geetest.com).
 */
export function widgetOrigins(scriptUrls: string[]): string[] {
  const out = new Set<string>();
  for (const url of scriptUrls) {
    const parsed = new URL(url);
    out.add(parsed.origin.toLowerCase());
    if (parsed.hostname.endsWith('.geetest.com')) out.add('https://*.geetest.com');
  }
  return [...out];
}

/** Page headers for the given game origins (exact origins such as `http://localhost:8090`). */
export const securityHeadersFor = (
  frameSources: string[],
  widgetSources: string[] = [],
): Record<string, string> => ({
  'content-security-policy': cspOf(frameSources, widgetSources),
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

/**
 * The game frames' origins from the vendors' launch address templates: fixed origins, and templates of
 * origins that hold `{host}` (the host name the portal was reached by, filled in per request).
 */
export function frameOrigins(templates: string[]): { fixed: string[]; perHost: string[] } {
  const fixed = new Set<string>();
  const perHost = new Set<string>();
  for (const template of templates) {
    const origin = /^https?:\/\/[^/?#]+/i.exec(template)?.[0];
    if (!origin) continue;
    (origin.includes('{host}') ? perHost : fixed).add(origin.toLowerCase());
  }
  return { fixed: [...fixed], perHost: [...perHost] };
}

/**
 * The host names the server listens on: the HOST address, or with a wildcard HOST every address of the
 * machine's interfaces and `localhost` (how a developer or a phone on the LAN reaches it).
 */
export function listeningHosts(host: string): string[] {
  const bracket = (a: string) => (a.includes(':') ? `[${a}]` : a);
  if (host !== '0.0.0.0' && host !== '::' && host !== '') return [bracket(host.toLowerCase()), 'localhost'];
  const addresses = Object.values(os.networkInterfaces())
    .flat()
    .flatMap((i) => (i && !(i.family === 'IPv6' && i.scopeid) ? [bracket(i.address.toLowerCase())] : []));
  return [...new Set([...addresses, 'localhost'])];
}

/** The merchants' domain host names (cached): a `{host}` game origin may be filled with one of them. */
export interface FrameHosts {
  /** The loaded set without waiting; undefined means call `get`. */
  peek(): Set<string> | undefined;
  get(): Promise<Set<string>>;
}

export default fp(async function security(
  app: FastifyInstance,
  opts: {
    apiPrefixes: string[];
    /** Launch address templates of the game vendors (`http://{host}:8090`, `https://games.example`). */
    frameTemplates?: string[];
    /** The merchants' domains, where `{host}` may come from besides `listeningHosts`. */
    frameHosts?: FrameHosts;
    /** Host names of this server itself (listeningHosts()). */
    listeningHosts?: string[];
    /** Scripts the pages load from elsewhere (the Geetest v4 widget when configured). */
    scriptUrls?: string[];
  },
) {
  const { fixed, perHost } = frameOrigins(opts.frameTemplates ?? []);
  const widgets = widgetOrigins(opts.scriptUrls ?? []);
  const pageHeaders = securityHeadersFor(fixed, widgets);
  // One header set per known host that asked: bounded by the configured hosts, never by what clients send.
  const byHost = new Map<string, Record<string, string>>();
  const own = new Set(opts.listeningHosts ?? []);
  const headersFor = (host: string, domains: Set<string>) => {
    if (!own.has(host) && !domains.has(host)) return pageHeaders;
    let headers = byHost.get(host);
    if (!headers) {
      headers = securityHeadersFor([...fixed, ...perHost.map((o) => o.replaceAll('{host}', host))], widgets);
      byHost.set(host, headers);
    }
    return headers;
  };
  const frameHosts = perHost.length > 0 ? opts.frameHosts : undefined;

  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    if (request.protocol === 'https') reply.header('strict-transport-security', hsts);
    if (opts.apiPrefixes.some((p) => url.startsWith(p))) {
      reply.headers(apiHeaders);
      return done();
    }
    if (!frameHosts) {
      reply.headers(pageHeaders);
      return done();
    }
    // The Host header is the client's word: it is reflected only when it is one of the configured hosts.
    const host = request.hostname.toLowerCase().replace(/:\d+$/, '');
    const domains = frameHosts.peek();
    if (domains) {
      reply.headers(headersFor(host, domains));
      return done();
    }
    frameHosts.get().then(
      (loaded) => {
        reply.headers(headersFor(host, loaded));
        done();
      },
      (error: Error) => done(error),
    );
  });
});
