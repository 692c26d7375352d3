import { clock } from './clock.ts';

/**
 * Read-through cache of promises by key for `ttlMs`: concurrent readers share one load, a failed load is
 * forgotten at once. For data read on every call and changed rarely (tenant settings, game catalog).
 */
export function ttlCache<K, V>(ttlMs: number, load: (key: K) => Promise<V>) {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return {
    get(key: K): Promise<V> {
      const now = clock.now().getTime();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      const value = load(key);
      entries.set(key, { at: now, value });
      value.catch(() => entries.delete(key));
      return value;
    },
    invalidate(key?: K) {
      if (key === undefined) entries.clear();
      else entries.delete(key);
    },
  };
}
