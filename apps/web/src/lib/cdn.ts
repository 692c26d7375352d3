import { resolveAgainstCdn } from '@portal/contract/cdn';

// The merchant's CDNs from the status call (`info.imageCDNs`, `info.launchGameCDNs`).
export { resolveAgainstCdn };

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
