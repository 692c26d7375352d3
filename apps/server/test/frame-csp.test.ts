import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningHosts } from '../src/plugins/security-headers.ts';
import { startTestApp, type TestContext } from './harness.ts';

// Issue 13 defect 9: the game frame policy names exactly the configured vendor origins. A `{host}` launch
// address (HOUSE_PUBLIC_URL) is filled with the request's host only when that host is a merchant's
// domain or the server's own; never a wildcard, never a host a client made up.

let t: TestContext;
beforeAll(async () => {
  // The harness configures the house vendor as `http://{host}:1`: its pages on port 1 of the host the
  // portal was reached by (the default is PORT + 10).
  t = await startTestApp({ config: { host: '0.0.0.0' } });
});
afterAll(() => t.close());

const frameSrc = async (host: string, url = '/') => {
  const res = await t.app.inject({ url, headers: { host } });
  const csp = String(res.headers['content-security-policy']);
  return csp.split('; ').find((d) => d.startsWith('frame-src'));
};

describe('game frame policy', () => {
  it("names the house vendor's origin on a merchant's domains, with no wildcard", async () => {
    // Both of the demo merchant's domains (localhost, promo.localhost), with or without the port.
    expect(await frameSrc('localhost:8080')).toBe("frame-src 'self' http://localhost:1");
    expect(await frameSrc('promo.localhost')).toBe("frame-src 'self' http://promo.localhost:1");
    expect(await frameSrc('PROMO.localhost:8080', '/lottery')).toBe(
      "frame-src 'self' http://promo.localhost:1",
    );
  });

  it('leaves an unknown host out of frame-src', async () => {
    for (const host of ['evil.example', 'evil.example:8080', 'localhost.evil.example', '*']) {
      const policy = await frameSrc(host);
      expect(policy).toBe("frame-src 'self'");
      expect(policy).not.toContain('*');
      expect(policy).not.toContain('evil');
    }
  });

  it("allows the server's own addresses, as a developer or a phone on the LAN reaches it", async () => {
    expect(listeningHosts('0.0.0.0')).toContain('127.0.0.1');
    expect(await frameSrc('127.0.0.1:8080')).toBe("frame-src 'self' http://127.0.0.1:1");
    expect(listeningHosts('192.0.2.10')).toEqual(['192.0.2.10', 'localhost']);
  });

  it('sees a domain added to a merchant once the tenant cache is dropped', async () => {
    const merchant = await t.db
      .selectFrom('merchant')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(await frameSrc('play.brand.example')).toBe("frame-src 'self'");
    await t.db
      .insertInto('merchant_domain')
      .values({ merchant_id: merchant.id, host: 'play.brand.example', kind: 'PROMOTION' })
      .execute();
    t.app.tenants.invalidate('demo');
    expect(await frameSrc('play.brand.example')).toBe("frame-src 'self' http://play.brand.example:1");
  });
});

describe('game frame policy with a fixed vendor address', () => {
  it('names that origin whatever the host', async () => {
    const node = await startTestApp({
      shareDatabaseWith: t,
      config: { housePublicUrl: 'https://games.example.com/house/' },
    });
    try {
      for (const host of ['localhost', 'evil.example']) {
        const csp = String(
          (await node.app.inject({ url: '/', headers: { host } })).headers['content-security-policy'],
        );
        const policy = csp.split('; ').find((d) => d.startsWith('frame-src'));
        // The house vendor's stored launch address is still the `{host}` one of the first node (port 1).
        expect(policy?.split(' ')).toContain('https://games.example.com');
        expect(policy).not.toContain('*');
        expect(policy).not.toContain('evil');
      }
    } finally {
      await node.close();
    }
  });
});
