import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BetHistory, BetRow } from '@portal/contract';
import { api } from '@/lib/api-client';
import { devCheck } from '@/lib/dev-check';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

export type BetStatus = BetRow['status'];

export interface BetHistoryFilters {
  /** A game category, or '' for all. */
  gameType: string;
  /** A vendor code, or '' for all. */
  vassalage: string;
  status: BetStatus | '';
  startTime: string;
  endTime: string;
  pageNo: number;
  pageSize: number;
}

/** `GET /wps/relay/getPersonalGameHistory`: rounds at game vendors, newest first, with totals (≤ 31 days). */
export function useBetHistory(filters: BetHistoryFilters) {
  const token = useSessionStore((s) => s.token);
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.betHistory(token ?? '', lang, { ...filters }),
    queryFn: async ({ signal }) =>
      devCheck(
        'betHistoryValue',
        await api.get<BetHistory>('/wps/relay/getPersonalGameHistory', { ...filters }, signal),
        'betting record',
      ),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
