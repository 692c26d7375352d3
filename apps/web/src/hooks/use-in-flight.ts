import { useCallback, useRef, useState } from 'react';

/**
 * One request at a time for a button that fetches or moves money (issue 14 item 13): `run` ignores a
 * call while the previous one is under way, checked synchronously, so a double click sends one request
 * even before React has re-rendered the button as disabled; `busy` disables it meanwhile.
 */
export function useInFlight() {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<unknown>): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
