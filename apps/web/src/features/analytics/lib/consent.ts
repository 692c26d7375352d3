/**
 * Google Analytics (status `info.analytics.gtagId`) loads only after the visitor agrees (docs/decisions/
 * 0017). The answer is remembered per merchant and gtag id: a new id asks again.
 */
export type Consent = 'granted' | 'denied';
export type AnalyticsPlan = 'none' | 'ask' | 'load';

export const consentKey = (merchant: string, gtagId: string) => `analyticsConsent:${merchant}:${gtagId}`;

export function parseConsent(raw: string | null): Consent | null {
  return raw === 'granted' || raw === 'denied' ? raw : null;
}

/** No gtag id: nothing loads and nothing asks. Otherwise ask until answered; load only when granted. */
export function analyticsPlan(gtagId: string | null | undefined, consent: Consent | null): AnalyticsPlan {
  if (!gtagId) return 'none';
  if (consent === null) return 'ask';
  return consent === 'granted' ? 'load' : 'none';
}

export const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

type GtagWindow = { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/**
 * Adds the gtag script and its set-up. The set-up runs here, from the bundle, because the CSP allows no
 * inline script; the origin is allowed only for a merchant with a gtag id.
 */
export function loadGtag(gtagId: string, doc: Document = document, win: GtagWindow = window as GtagWindow) {
  const src = `${GTAG_SCRIPT}?id=${encodeURIComponent(gtagId)}`;
  if (doc.querySelector(`script[src="${src}"]`)) return;
  win.dataLayer = win.dataLayer ?? [];
  // gtag.js reads the arguments objects it is given, as Google's snippet does.
  win.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    win.dataLayer!.push(arguments);
  };
  win.gtag('js', new Date());
  win.gtag('config', gtagId, { anonymize_ip: true });
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
}
