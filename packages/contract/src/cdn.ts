/**
 * An image or launch address as the browser should load it, given the merchant's CDNs (`info.imageCDNs`,
 * `info.launchGameCDNs`): a portal-relative address (`/demo/games/x.svg`) is fetched from the first CDN of
 * the list that is a web address; an absolute address (a vendor's own host, data: or blob:) is left alone.
 * The web app loads images through it and the server preloads the first banner the same way.
 */
export function resolveAgainstCdn(url: string, cdns: readonly string[]): string {
  const cdn = cdns.find((c) => /^https?:\/\//i.test(c.trim()))?.trim();
  // Absolute (a scheme) or protocol-relative addresses are someone else's: never rewritten.
  if (!cdn || !url || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  const base = cdn.replace(/\/+$/, '');
  return `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}
