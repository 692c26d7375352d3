import { useQuery } from '@tanstack/react-query';
import type { memberSeriesValue } from '@portal/contract';
import { api } from '@/lib/api-client';
import type { Infer } from '@/lib/contract-types';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

/**
 * `GET /lgw/member/series`: the member's own series cap (its rebate setting in the agent tree). The bet bar's
 * slider ends there: a higher series would be refused (`lottery.series.invalid`). Visitors have none.
 */
export function useMemberMaxSeries(): number | null {
  const token = useSessionStore((s) => s.token);
  const query = useQuery({
    queryKey: queryKeys.lotteryMemberSeries(token ?? ''),
    queryFn: ({ signal }) =>
      api.get<Infer<typeof memberSeriesValue>>('/lgw/member/series', undefined, signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
  return query.data?.maxSeries ?? null;
}
