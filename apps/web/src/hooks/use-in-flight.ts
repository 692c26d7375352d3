import { useCallback, useRef, useState } from 'react';

/**
 * How long a button stays busy at least, from the press: a double click is one request however fast the
 * server answers (a fast answer would otherwise free the button before the second click arrives).
 */
export const MIN_BUSY_MS = 1000;

/**
 * One request at a time for a button that fetches or moves money (issue 14 item 13): `run` ignores a
 * call while the previous one is under way, and for `MIN_BUSY_MS` from the press, checked synchronously,
 * so a double click sends one request even before React has re-rendered the button as disabled; `busy`
 * disables it meanwhile.
 */
export function useInFlight(minBusyMs = MIN_BUSY_MS) {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (action: () => Promise<unknown>): Promise<void> => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      const pressed = Date.now();
      try {
        await action();
      } finally {
        const rest = minBusyMs - (Date.now() - pressed);
        if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
        inFlight.current = false;
        setBusy(false);
      }
    },
    [minBusyMs],
  );
  return { busy, run };
}
