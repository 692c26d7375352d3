import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  VipBenefitsValue,
  VipClaimHistoryQuery,
  VipClaimHistoryValue,
  VipLevelsValue,
  VipProgressValue,
  VipRewardDetailValue,
  VipRewardType,
} from '@portal/contract';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { TRIAL_CUSTOMER_TYPE, useSessionStore } from '@/lib/session';

/** Every VIP answer of a session (decision 0062): one invalidation after a level-up or a claim. */
export const vipKey = (token: string, ...rest: unknown[]) => ['member', 'vip', token, ...rest] as const;
const relay = (method: string) => `/wps/relay/MCSFE_${method}`;

function useVipQuery<T>(name: string, method: string, params?: Record<string, string | number>) {
  const token = useSessionStore((s) => s.token);
  const trial = useSessionStore((s) => s.isAgent === TRIAL_CUSTOMER_TYPE);
  const lang = useLanguage();
  return useQuery({
    queryKey: vipKey(token ?? '', name, lang, params ?? {}),
    queryFn: ({ signal }) => api.get<T>(relay(method), params, signal),
    enabled: token !== null && !trial,
  });
}

/** `getPlayerRankProgress`: the rank, the next level's conditions, keep-rank, a pending level-up. */
export const useVipProgress = () => useVipQuery<VipProgressValue>('progress', 'getPlayerRankProgress');
/** `getPlayerRankNearbyLevels`: the ladder. */
export const useVipLevels = () => useVipQuery<VipLevelsValue>('levels', 'getPlayerRankNearbyLevels');
/** `getMemberClubBenefit`: benefits per level. */
export const useVipBenefits = () => useVipQuery<VipBenefitsValue>('benefits', 'getMemberClubBenefit');
/** `getRankSalaryRewardDetail`: daily, weekly and monthly rank rewards. */
export const useVipRewards = () => useVipQuery<VipRewardDetailValue>('rewards', 'getRankSalaryRewardDetail');
/** `getPlayerRankRule`: the rules text. */
export const useVipRule = () => useVipQuery<{ content: string }>('rule', 'getPlayerRankRule');
/** `getRankSalaryClaimHistory`. */
export const useVipClaimHistory = (q: VipClaimHistoryQuery) =>
  useVipQuery<VipClaimHistoryValue>(
    'history',
    'getRankSalaryClaimHistory',
    q as Record<string, string | number>,
  );

/** Refreshes what a rank change touches: the VIP answers, the member info (its VIP mark) and the balance. */
export function useVipRefresh() {
  const token = useSessionStore((s) => s.token) ?? '';
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: vipKey(token) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.memberInfo(token) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.balance(token) });
  };
}

/** `claimRankSalaryReward {type}`; afterwards the balance, the points and the VIP answers are read again. */
export function useClaimVipReward() {
  const token = useSessionStore((s) => s.token) ?? '';
  const queryClient = useQueryClient();
  const refresh = useVipRefresh();
  return useMutation({
    mutationFn: (type: VipRewardType) =>
      api.post<{ type: VipRewardType; bonusAmount: number; pointAmount: number }>(
        relay('claimRankSalaryReward'),
        {
          type,
        },
      ),
    onSettled: () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: ['points', token] });
    },
  });
}

/** The level-up modal was shown: it does not show again. */
export function useAckLevelUp() {
  const token = useSessionStore((s) => s.token) ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<null>(relay('ackPlayerRankLevelUp'), {}),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: vipKey(token) }),
  });
}
