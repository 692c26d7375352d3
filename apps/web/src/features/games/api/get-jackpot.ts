import { useQuery } from '@tanstack/react-query';
import type { Jackpot } from '@portal/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The jackpot counter polls this often (brief: every 5 s). */
export const JACKPOT_POLL_MS = 5_000;

/**
 * `VIS_getJackpot` (inventory 4.3): the house vendor's real pool, polled while the page is visible.
 * A failure is not retried (the next poll is the retry) and fails silently, as in the original.
 */
export function useJackpot() {
  return useQuery({
    queryKey: queryKeys.jackpot(),
    queryFn: ({ signal }) => api.get<Jackpot>('/wps/relay/VIS_getJackpot', undefined, signal),
    refetchInterval: JACKPOT_POLL_MS,
    retry: false,
  });
}
