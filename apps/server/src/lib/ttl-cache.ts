import { clock } from './clock.ts';

/**
 * Read-through cache of promises by key for `ttlMs`: concurrent readers share one load, a failed load is
 * forgotten at once. For data read on every call and changed rarely (tenant settings, game catalog).
 */
export function ttlCache<K, V>(ttlMs: number, load: (key: K) => Promise<V>) {
  const entries = new Map<K, { at: number; value: Promise<V>; settled?: { value: V } }>();
  const fresh = (key: K) => {
    const hit = entries.get(key);
    return hit && clock.nowMs() - hit.at < ttlMs ? hit : undefined;
  };
  return {
    get(key: K): Promise<V> {
      const hit = fresh(key);
      if (hit) return hit.value;
      const entry: { at: number; value: Promise<V>; settled?: { value: V } } = {
        at: clock.nowMs(),
        value: load(key),
      };
      entries.set(key, entry);
      entry.value.then(
        (value) => (entry.settled = { value }),
        () => entries.delete(key),
      );
      return entry.value;
    },
    /** The loaded value when it is fresh, without waiting: lets hot paths stay synchronous. */
    peek(key: K): { value: V } | undefined {
      return fresh(key)?.settled;
    },
    invalidate(key?: K) {
      if (key === undefined) entries.clear();
      else entries.delete(key);
    },
  };
}
