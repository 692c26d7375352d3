import { useSyncExternalStore } from 'react';

/** One ticker for every countdown on the page: subscribers see the time change once a second. */
const listeners = new Set<() => void>();
let timer: number | undefined;
let second = Math.floor(Date.now() / 1000);

function tick() {
  const current = Math.floor(Date.now() / 1000);
  if (current === second) return;
  second = current;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (timer === undefined) timer = window.setInterval(tick, 200);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current time (epoch ms, whole seconds), re-rendering once a second. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => second * 1000);
}

/**
 * Something derived from the current time (a phase, "any countdown at zero"), re-rendering only when it
 * changes: a page whose state turns at a deadline does not re-render every second for its clock.
 */
export function useNowSelect<T extends string | number | boolean | null>(select: (now: number) => T): T {
  return useSyncExternalStore(subscribe, () => select(second * 1000));
}
