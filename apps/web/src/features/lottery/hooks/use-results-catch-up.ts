import { useEffect, useRef } from 'react';

const EVERY_MS = 3_000;
const TRIES = 10;

/**
 * When the clock has moved past a numero whose result the list does not show yet (the draw is being
 * settled), ask again every 3 s, at most 10 times: results arrive without the live socket too.
 */
export function useResultsCatchUp(
  gameCode: string | null,
  previous: string | null,
  latestShown: string | undefined,
  refetch: () => void,
) {
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  const behind = Boolean(gameCode && previous && latestShown !== undefined && latestShown < previous);
  useEffect(() => {
    if (!behind) return;
    let tries = 0;
    const timer = window.setInterval(() => {
      tries += 1;
      refetchRef.current();
      if (tries >= TRIES) window.clearInterval(timer);
    }, EVERY_MS);
    return () => window.clearInterval(timer);
  }, [behind, previous]);
}
