import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.stubGlobal('document', { querySelector: () => null });
const { createChunkLoader, ChunkLoadError, SCRIPT_LOAD_TIMEOUT_MS } =
  await import('../src/lib/lazy-chunk.tsx');

describe('page scripts load with the 120 s timeout and a retry (spec section 9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the timeout is the spec’s 120 s', () => {
    expect(SCRIPT_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('a chunk that never arrives fails with timeout_retry_please after 120 s, and a retry imports again', async () => {
    let calls = 0;
    const factory = vi.fn(() => {
      calls++;
      return calls === 1 ? new Promise<never>(() => {}) : Promise.resolve({ default: 'page' });
    });
    const loader = createChunkLoader(factory);
    const first = loader.load().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(SCRIPT_LOAD_TIMEOUT_MS - 1);
    // Still waiting: a second render asks again but does not start a second download.
    void loader.load().catch(() => {});
    expect(factory).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2);
    const err = await first;
    expect(err).toBeInstanceOf(ChunkLoadError);
    expect(err).toMatchObject({ errorCode: 'timeout_retry_please' });

    await expect(loader.load()).resolves.toEqual({ default: 'page' });
    expect(factory).toHaveBeenCalledTimes(2);
    // Loaded once, kept.
    await loader.load();
    expect(factory).toHaveBeenCalledTimes(2);
  });

  it('a failed download is a network error and is retried', async () => {
    const factory = vi
      .fn<() => Promise<{ default: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: 'page' });
    const loader = createChunkLoader(factory);
    await expect(loader.load()).rejects.toMatchObject({ errorCode: 'network' });
    await expect(loader.load()).resolves.toEqual({ default: 'page' });
  });
});
