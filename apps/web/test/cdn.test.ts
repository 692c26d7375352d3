import { afterEach, describe, expect, it } from 'vitest';
import { configureCdns, imageUrl, launchUrl, resolveAgainstCdn } from '../src/lib/cdn.ts';

describe('image and launch CDNs from the status call', () => {
  afterEach(() => configureCdns({ imageCDNs: [], launchGameCDNs: [] }));

  it('resolves a portal path against the first CDN, whatever its trailing slash', () => {
    expect(resolveAgainstCdn('/demo/games/a.svg', ['https://img.example.com/'])).toBe(
      'https://img.example.com/demo/games/a.svg',
    );
    expect(resolveAgainstCdn('demo/b.png', ['https://img.example.com/base', 'https://other.example'])).toBe(
      'https://img.example.com/base/demo/b.png',
    );
  });

  it('leaves absolute, protocol-relative, data: and blob: addresses alone', () => {
    const cdns = ['https://img.example.com'];
    for (const url of [
      'https://vendor.example/x.png',
      '//vendor.example/x.png',
      'data:image/png;base64,AAAA',
      'blob:https://portal/1',
    ])
      expect(resolveAgainstCdn(url, cdns)).toBe(url);
  });

  it('with no CDN (or none that is a web address) changes nothing', () => {
    expect(resolveAgainstCdn('/demo/a.svg', [])).toBe('/demo/a.svg');
    expect(resolveAgainstCdn('/demo/a.svg', ['javascript:alert(1)', ' '])).toBe('/demo/a.svg');
  });

  it('images and launches each follow their own list from the status info', () => {
    configureCdns({ imageCDNs: ['https://img.example.com'], launchGameCDNs: ['https://play.example.com'] });
    expect(imageUrl('/demo/banners/w_home-1.svg')).toBe('https://img.example.com/demo/banners/w_home-1.svg');
    expect(launchUrl('/game/start?t=1')).toBe('https://play.example.com/game/start?t=1');
    expect(launchUrl('http://127.0.0.1:8090/play/dice')).toBe('http://127.0.0.1:8090/play/dice');
    configureCdns({ imageCDNs: [], launchGameCDNs: [] });
    expect(imageUrl('/demo/banners/w_home-1.svg')).toBe('/demo/banners/w_home-1.svg');
  });
});
