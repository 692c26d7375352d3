import { afterEach, describe, expect, it } from 'vitest';
import { clock } from '../src/lib/clock.ts';
import { ttlCache } from '../src/lib/ttl-cache.ts';

const realNow = clock.nowMs;
afterEach(() => {
  clock.nowMs = realNow;
});

describe('ttlCache', () => {
  it('shares one load between readers, serves stale while one reload runs, and forgets failures', async () => {
    let now = 1_000;
    clock.nowMs = () => now;
    let loads = 0;
    let release: (() => void) | undefined;
    const cache = ttlCache(100, async (key: string) => {
      loads++;
      if (loads === 2) await new Promise<void>((resolve) => (release = resolve));
      return `${key}-${loads}`;
    });
    const [a, b] = await Promise.all([cache.get('k'), cache.get('k')]);
    expect([a, b, loads]).toEqual(['k-1', 'k-1', 1]);
    expect(cache.peek('k')).toEqual({ value: 'k-1' });

    now += 150; // stale: the old value comes back at once and one reload starts
    expect(await cache.get('k')).toBe('k-1');
    expect(cache.peek('k')).toEqual({ value: 'k-1' });
    expect(loads).toBe(2);
    release!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k')).toBe('k-2');

    const failing = ttlCache(100, async () => {
      throw new Error('down');
    });
    await expect(failing.get('x')).rejects.toThrow('down');
    expect(failing.peek('x')).toBeUndefined();
  });
});
