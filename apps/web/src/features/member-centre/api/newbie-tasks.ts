import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimRewardValue, RegisterPromotionListValue } from '@portal/contract';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

export type NewbieTasks = RegisterPromotionListValue;
export type NewbieTask = RegisterPromotionListValue['registerPromotion'][number];

const key = (token: string, ...rest: unknown[]) => ['member', 'newbie-tasks', token, ...rest] as const;

/** `GET MCSFE_getRegisterPromotionList`: the open newbie tasks and the member's completed fields. */
export function useNewbieTasks() {
  const token = useSessionStore((s) => s.token);
  const lang = useLanguage();
  return useQuery({
    queryKey: key(token ?? '', lang),
    queryFn: ({ signal }) => api.get<NewbieTasks>('/wps/relay/MCSFE_getRegisterPromotionList', {}, signal),
    enabled: token !== null,
  });
}

/**
 * `POST MCS2_claimRegisterPromotion`; afterwards the balance, the points, the reward centre's counts and
 * the tasks are read again (the keys of api/sign-in.ts and the points feature).
 */
export function useClaimNewbieTask() {
  const token = useSessionStore((s) => s.token) ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (promotionId: string) =>
      api.post<ClaimRewardValue>('/wps/relay/MCS2_claimRegisterPromotion', { promotionId }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.balance(token) });
      void queryClient.invalidateQueries({ queryKey: ['points', token] });
      void queryClient.invalidateQueries({ queryKey: ['member', 'sign-in', token, 'counts'] });
      void queryClient.invalidateQueries({ queryKey: key(token) });
    },
  });
}
