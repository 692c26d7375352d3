import { useCallback, useSyncExternalStore } from 'react';
import { storage } from '@/lib/storage';
import { useSessionStore } from '@/lib/session';
import { LOTTFAV_KEY, readFavourites, toggleFavourite, writeFavourites } from '../lib/favourites';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOTTFAV_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** The lottery games starred on this device by the logged-in member (a visitor's under ""). */
export function useLotteryFavourites() {
  const username = useSessionStore((s) => s.username ?? s.account ?? '');
  const raw = useSyncExternalStore(subscribe, () => storage.get(LOTTFAV_KEY));
  const favourites = readFavourites(raw, username);
  const toggle = useCallback(
    (code: string) => {
      const current = storage.get(LOTTFAV_KEY);
      storage.set(
        LOTTFAV_KEY,
        writeFavourites(current, username, toggleFavourite(readFavourites(current, username), code)),
      );
      listeners.forEach((l) => l());
    },
    [username],
  );
  return { favourites, toggle };
}
