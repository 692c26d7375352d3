import { clock } from './clock.ts';

interface Entry<V> {
  at: number;
  value: Promise<V>;
  settled?: { value: V };
  refreshing?: boolean;
}

/**
 * Read-through cache of promises by key for `ttlMs`: concurrent readers share one load, a failed load is
 * forgotten at once. Past its time a loaded value is still served while one reload runs in the background
 * (stale-while-revalidate), so a slow database never stalls the hot reads that use it.
 */
export function ttlCache<K, V>(ttlMs: number, load: (key: K) => Promise<V>) {
  const entries = new Map<K, Entry<V>>();

  function fetchInto(key: K): Entry<V> {
    const entry: Entry<V> = { at: clock.nowMs(), value: load(key) };
    entries.set(key, entry);
    entry.value.then(
      (value) => (entry.settled = { value }),
      () => entries.get(key) === entry && entries.delete(key),
    );
    return entry;
  }

  function refresh(key: K, stale: Entry<V> & { settled: { value: V } }) {
    if (stale.refreshing) return;
    stale.refreshing = true;
    load(key).then(
      (value) =>
        entries.get(key) === stale &&
        entries.set(key, { at: clock.nowMs(), value: Promise.resolve(value), settled: { value } }),
      () => (stale.refreshing = false),
    );
  }

  return {
    get(key: K): Promise<V> {
      const hit = entries.get(key);
      if (!hit) return fetchInto(key).value;
      if (clock.nowMs() - hit.at < ttlMs) return hit.value;
      if (hit.settled) {
        refresh(key, hit as Entry<V> & { settled: { value: V } });
        return hit.value;
      }
      return hit.value;
    },
    /** The loaded value, fresh or being refreshed, without waiting: lets hot paths stay synchronous. */
    peek(key: K): { value: V } | undefined {
      const hit = entries.get(key);
      if (!hit?.settled) return undefined;
      if (clock.nowMs() - hit.at >= ttlMs) refresh(key, hit as Entry<V> & { settled: { value: V } });
      return hit.settled;
    },
    invalidate(key?: K) {
      if (key === undefined) entries.clear();
      else entries.delete(key);
    },
  };
}
