import { startTransition, useEffect, useState } from 'react';

const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 250 });
    return () => cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 50);
  return () => window.clearTimeout(id);
};

/**
 * How many of `total` parts to render: none at first, then `step` more each time the browser is idle (or
 * 250 ms have passed), each as a transition (React renders it in slices). A long page mounts in short
 * tasks after its first screen instead of in one long task that holds the page's first input
 * (docs/decisions/0017).
 */
export function useStagedCount(total: number, step = 1): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (count >= total) return;
    return whenIdle(() => startTransition(() => setCount((n) => n + step)));
  }, [count, total, step]);
  return Math.min(count, total);
}
