import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProfitLoss } from '@portal/contract';
import { api } from '@/lib/api-client';
import { devCheck } from '@/lib/dev-check';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

export interface ProfitLossFilters {
  /** `CONS` for all categories, else a game type. */
  gameCategory: string;
  startDate: string;
  endDate: string;
  page: number;
  size: number;
}

/** `GET /wps/relay/ODSFE2_MemPNLDet`: personal profit and loss per day (inventory 1.3.3). */
export function useProfitLoss(filters: ProfitLossFilters) {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: queryKeys.profitLoss(token ?? '', { ...filters }),
    queryFn: async ({ signal }) =>
      devCheck(
        'profitLossValue',
        await api.get<ProfitLoss>('/wps/relay/ODSFE2_MemPNLDet', { ...filters }, signal),
        'profit and loss',
      ),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
