import { useQuery } from '@tanstack/react-query';
import type { consolidatedValue } from '@portal/contract';
import { api } from '@/lib/api-client';
import type { Infer } from '@/lib/contract-types';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

export type Consolidated = Infer<typeof consolidatedValue>;

/**
 * `GET /wps/member/info/funds/consolidated`: the member's signed contracts (they decide the agent centre's
 * contract entries) and the contract requests waiting for its answer. Loaded again whenever the agent
 * centre opens (inventory 2.0: the panel reloads consolidated contracts).
 */
export function useConsolidated() {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: queryKeys.consolidated(token ?? ''),
    queryFn: ({ signal }) => api.get<Consolidated>('/wps/member/info/funds/consolidated', undefined, signal),
    enabled: token !== null,
    refetchOnMount: 'always',
  });
}
