import { useEffect, useRef, useState } from 'react';

/**
 * Infinite scroll (spec section 9: throttle 200 ms, distance 0): calls `loadMore` whenever the
 * sentinel is in view, at most once per `throttleMs`, and again after a page lands while it still is.
 */
export function useInfiniteScroll({
  enabled,
  loadMore,
  throttleMs = 200,
  rootMargin = '0px',
}: {
  enabled: boolean;
  loadMore: () => void;
  throttleMs?: number;
  rootMargin?: string;
}) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const lastRun = useRef(0);

  useEffect(() => {
    const el = sentinelRef.current;
    if (!el) return;
    const observer = new IntersectionObserver(([entry]) => setVisible(Boolean(entry?.isIntersecting)), {
      rootMargin,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [rootMargin]);

  useEffect(() => {
    if (!visible || !enabled) return;
    const wait = Math.max(0, lastRun.current + throttleMs - Date.now());
    const timer = window.setTimeout(() => {
      lastRun.current = Date.now();
      loadMore();
    }, wait);
    return () => window.clearTimeout(timer);
  }, [visible, enabled, loadMore, throttleMs]);

  return sentinelRef;
}
