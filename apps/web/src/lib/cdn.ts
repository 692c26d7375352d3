/**
 * The merchant's CDNs from the status call (`info.imageCDNs`, `info.launchGameCDNs`): a portal-relative
 * address (`/demo/games/x.svg`) is fetched from the first CDN of its kind when one is configured; an
 * absolute address (a vendor's own host, data: or blob:) is left alone. With no CDN nothing changes.
 */
export function resolveAgainstCdn(url: string, cdns: readonly string[]): string {
  const cdn = cdns.find((c) => /^https?:\/\//i.test(c.trim()))?.trim();
  // Absolute (a scheme) or protocol-relative addresses are someone else's: never rewritten.
  if (!cdn || !url || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  const base = cdn.replace(/\/+$/, '');
  return `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}

let imageCdns: readonly string[] = [];
let launchCdns: readonly string[] = [];

/** Called with each status answer, before the site below SystemGate renders. */
export function configureCdns(info: {
  imageCDNs?: readonly string[];
  launchGameCDNs?: readonly string[];
}): void {
  imageCdns = info.imageCDNs ?? [];
  launchCdns = info.launchGameCDNs ?? [];
}

/** A game, vendor or banner image address as the browser should load it. */
export const imageUrl = (url: string): string => resolveAgainstCdn(url, imageCdns);

/** A game launch address as the game view should frame or open it. */
export const launchUrl = (url: string): string => resolveAgainstCdn(url, launchCdns);
