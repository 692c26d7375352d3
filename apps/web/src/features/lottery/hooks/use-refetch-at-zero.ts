import { useEffect, useState } from 'react';
import { createThrottle } from '../lib/countdown';

/** While a countdown shows 0, refetch, at most once per `intervalMs` (inventory 3.4: 5 s). */
export function useRefetchAtZero(zero: boolean, refetch: () => void, intervalMs = 5_000) {
  const [gate] = useState(() => createThrottle(intervalMs));
  useEffect(() => {
    if (zero && gate()) refetch();
  });
}
