import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';

/** index.html as the server writes it: the status answer in a JSON data block, or none. */
function pageWith(text: string | null) {
  const removed = vi.fn();
  const element = text === null ? null : { textContent: text, remove: removed };
  return {
    document: {
      getElementById: (id: string) => (id === 'portal-status' ? element : null),
      querySelector: () => null,
    },
    removed,
  };
}

const status = {
  status: 0,
  maintenance: false,
  maintenanceEnd: null,
  regionRestriction: false,
  location: { ip: '1.53.0.1', country: 'VN' },
  info: { imageCDNs: ['https://img.example.test'], launchGameCDNs: [], brand: { name: 'Brand' } },
};

async function load(text: string | null, host = 'portal.test') {
  vi.resetModules();
  const page = pageWith(text);
  vi.stubGlobal('document', page.document);
  vi.stubGlobal('window', { location: { host } });
  const fetch = vi.fn(() => Promise.reject(new Error('no network in this test')));
  vi.stubGlobal('fetch', fetch);
  const system = await import('../src/features/system/api/get-system-status.ts');
  const cdn = await import('../src/lib/cdn.ts');
  return { system, cdn, fetch, removed: page.removed };
}

describe('the status answer embedded in index.html (docs/decisions/0017)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the status query’s data at start, without waiting for the call, and sets up the CDNs', async () => {
    const { system, cdn, fetch, removed } = await load(JSON.stringify(status));
    const client = new QueryClient();
    const options = system.systemStatusQueryOptions('EN', 'portal.test');
    expect(await client.ensureQueryData(options)).toEqual(status);
    expect(fetch).not.toHaveBeenCalled();
    expect(removed).toHaveBeenCalled();
    expect(cdn.imageUrl('/demo/a.svg')).toBe('https://img.example.test/demo/a.svg');
    // As old as the page: it is refreshed as the call's answer was, once stale.
    const updatedAt = client.getQueryState(options.queryKey)?.dataUpdatedAt;
    expect(updatedAt).toBe(performance.timeOrigin);
  });

  it('is not used for another host, and without a block (or a broken one) the call is made', async () => {
    for (const [text, host] of [
      [JSON.stringify(status), 'other.test'],
      [null, 'portal.test'],
      ['{"info":', 'portal.test'],
    ] as const) {
      const { system, fetch } = await load(text, 'portal.test');
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      await expect(client.ensureQueryData(system.systemStatusQueryOptions('EN', host))).rejects.toThrow();
      expect(fetch).toHaveBeenCalled();
    }
  });
});
