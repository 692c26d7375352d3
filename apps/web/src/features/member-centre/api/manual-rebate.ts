import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RebateCategory, RebateDisburseValue, RebateValue } from '@portal/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

export type Rebate = RebateValue;
export type RebateDisburse = RebateDisburseValue;

/** `GET ODSFE2_getRebate`: what the member may claim for a business day, per category (decision 0043). */
export function useRebate(balanceDate: string) {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: queryKeys.rebate(token ?? '', balanceDate),
    queryFn: ({ signal }) => api.get<Rebate>('/wps/relay/ODSFE2_getRebate', { balanceDate }, signal),
    enabled: token !== null,
  });
}

/** `POST ODSFE2_rebateDisburse`; afterwards the balances and the rebate are read again. */
export function useRebateDisburse() {
  const token = useSessionStore((s) => s.token) ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { balanceDate: string; rebateAmount: Partial<Record<RebateCategory, number>> }) =>
      api.post<RebateDisburse>('/wps/relay/ODSFE2_rebateDisburse', body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.balance(token) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.rebate(token) });
    },
  });
}
