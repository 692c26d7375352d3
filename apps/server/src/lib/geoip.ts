import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// geoip-country ships a MaxMind GeoLite2 country database inside the npm package; it is loaded once, lazily.
let lookup: ((ip: string) => { country: string } | null) | undefined;

/** ISO 3166 alpha-2 country of an IP address, or null for private, loopback and unknown addresses. */
export function countryOf(ip: string): string | null {
  lookup ??= (require('geoip-country') as { lookup: typeof lookup & object }).lookup;
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return lookup(plain)?.country ?? null;
}
