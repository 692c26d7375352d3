import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The client reads the merchant from index.html's meta tag; a bare document stands in for it.
vi.stubGlobal('document', { querySelector: () => null });
const { apiRequest, ApiError, REQUEST_TIMEOUT_MS } = await import('../src/lib/api-client.ts');

/** A server that never answers: the fetch settles only when its signal aborts. */
function hangingFetch() {
  return vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
}

describe('the client request timeout (spec section 8, slow load)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.stubGlobal('document', { querySelector: () => null });
  });

  it('gives up after REQUEST_TIMEOUT_MS with timeout_retry_please', async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const call = apiRequest('/wps/system/status');
    const settled = vi.fn();
    call.catch(settled);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 100);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    const err = await call.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as InstanceType<typeof ApiError>).errorCode).toBe('timeout_retry_please');
  });

  it('honours a shorter timeout of the call, and the caller’s own abort stays an abort', async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const quick = apiRequest('/x', { timeoutMs: 1_000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_001);
    expect((await quick) as InstanceType<typeof ApiError>).toMatchObject({
      errorCode: 'timeout_retry_please',
    });

    const controller = new AbortController();
    const aborted = apiRequest('/x', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const err = await aborted;
    expect(err).not.toBeInstanceOf(ApiError);
    expect((err as DOMException).name).toBe('AbortError');
  });

  it('a body that stalls after the headers times out too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => ({
        ok: true,
        status: 200,
        statusText: 'OK',
        json: () =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      })),
    );
    const call = apiRequest('/x').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 1);
    expect(await call).toMatchObject({ errorCode: 'timeout_retry_please' });
  });

  it('a network failure is still `network`', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await apiRequest('/x').catch((e: unknown) => e)).toMatchObject({ errorCode: 'network' });
  });
});
