import { describe, expect, it } from 'vitest';
import {
  analyticsPlan,
  consentKey,
  GTAG_SCRIPT,
  loadGtag,
  parseConsent,
} from '../src/features/analytics/lib/consent.ts';

/** Just enough of a document for the loader: scripts appended to the head. */
function fakeDocument() {
  const scripts: { async: boolean; src: string }[] = [];
  const doc = {
    head: { appendChild: (s: { async: boolean; src: string }) => scripts.push(s) },
    createElement: () => ({ async: false, src: '' }),
    querySelector: (selector: string) => scripts.find((s) => selector.includes(`"${s.src}"`)) ?? null,
  };
  return { doc: doc as unknown as Document, scripts };
}

describe('analytics only after consent (status info.analytics.gtagId)', () => {
  it('without a gtag id nothing loads and nothing asks, whatever was stored', () => {
    for (const consent of [null, 'granted', 'denied'] as const) {
      expect(analyticsPlan(null, consent)).toBe('none');
      expect(analyticsPlan('', consent)).toBe('none');
    }
  });

  it('with a gtag id: asks until answered, loads only when granted, never when declined', () => {
    expect(analyticsPlan('G-ABC1234', null)).toBe('ask');
    expect(analyticsPlan('G-ABC1234', 'granted')).toBe('load');
    expect(analyticsPlan('G-ABC1234', 'denied')).toBe('none');
  });

  it('remembers the answer per merchant and gtag id, and ignores anything else stored', () => {
    expect(consentKey('demo', 'G-ABC1234')).not.toBe(consentKey('demo', 'G-OTHER99'));
    expect(consentKey('demo', 'G-ABC1234')).not.toBe(consentKey('brand2', 'G-ABC1234'));
    expect(parseConsent('granted')).toBe('granted');
    expect(parseConsent('denied')).toBe('denied');
    expect(parseConsent('yes')).toBeNull();
    expect(parseConsent(null)).toBeNull();
  });

  it('the loader adds the gtag script once, with the set-up done from the bundle', () => {
    const { doc, scripts } = fakeDocument();
    const win: { dataLayer?: unknown[]; gtag?: (...a: unknown[]) => void } = {};
    loadGtag('G-ABC1234', doc, win);
    loadGtag('G-ABC1234', doc, win);
    expect(scripts).toEqual([{ async: true, src: `${GTAG_SCRIPT}?id=G-ABC1234` }]);
    expect(win.dataLayer?.map((args) => Array.from(args as ArrayLike<unknown>)[0])).toEqual(['js', 'config']);
  });
});
