import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PromoRewardValue,
  ClaimLoginPromotionValue,
  LoginPromotionHistoryValue,
  RewardCentreCountsValue,
  SignInConfigItem,
} from '@portal/contract';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

export type SignInConfig = SignInConfigItem;
export type SignInHistory = LoginPromotionHistoryValue;
export type SignInClaim = ClaimLoginPromotionValue;
export type RewardCentreCounts = RewardCentreCountsValue['content'];

const key = (token: string, ...rest: unknown[]) => ['member', 'sign-in', token, ...rest] as const;
/**
 * The points feature's key prefix (features/points/api/points.ts `pointsKey`): the point balance below
 * shares its cache entry, and one invalidation after a claim refreshes the points mall too.
 */
const pointsKey = (token: string) => ['points', token] as const;

/** `GET MCSFE_getAvailablePromotions`: the reward centre's menu and its counts. */
export function useRewardCentreCounts() {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: key(token ?? '', 'counts'),
    queryFn: ({ signal }) =>
      api.get<RewardCentreCountsValue>('/wps/relay/MCSFE_getAvailablePromotions', {}, signal),
    enabled: token !== null,
    select: (v) => v.content,
  });
}

/**
 * `GET MCSFE_getPromoReward` (decision 0052): the member's total promotion earnings, while the merchant
 * shows them (DISPTOTPROMEARN3); under the reward centre's key, so every claim refreshes it.
 */
export function usePromoReward(enabled: boolean) {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: key(token ?? '', 'promo-reward'),
    queryFn: ({ signal }) => api.get<PromoRewardValue>('/wps/relay/MCSFE_getPromoReward', undefined, signal),
    enabled: token !== null && enabled,
  });
}

/** `GET MCSFE_getLoginPromotion`: open sign-in configs, C > M > W > N. */
export function useSignInConfigs() {
  const token = useSessionStore((s) => s.token);
  const lang = useLanguage();
  return useQuery({
    queryKey: key(token ?? '', 'configs', lang),
    queryFn: ({ signal }) => api.get<SignInConfig[]>('/wps/relay/MCSFE_getLoginPromotion', {}, signal),
    enabled: token !== null,
  });
}

/** `GET MCSFE_getLoginPromotionConfigHistory`: the calendar and the totals. */
export function useSignInHistory(configId: string | null) {
  const token = useSessionStore((s) => s.token);
  const lang = useLanguage();
  return useQuery({
    queryKey: key(token ?? '', 'history', configId, lang),
    queryFn: ({ signal }) =>
      api.get<SignInHistory>(
        '/wps/relay/MCSFE_getLoginPromotionConfigHistory',
        { configId: configId! },
        signal,
      ),
    enabled: token !== null && configId !== null,
  });
}

/** `GET MCSFE_getPointBalance` (the same cache entry the points mall reads). */
export function usePointBalance() {
  const token = useSessionStore((s) => s.token);
  const lang = useLanguage();
  return useQuery({
    queryKey: [...pointsKey(token ?? ''), 'balance', lang, {}],
    queryFn: ({ signal }) =>
      api.get<{ pointBalance: number }>('/wps/relay/MCSFE_getPointBalance', undefined, signal),
    enabled: token !== null,
  });
}

/** `POST MCSFE_claimLoginPromotion`; afterwards the balance, the points and the sign-in answers are read again. */
export function useClaimSignIn() {
  const token = useSessionStore((s) => s.token) ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<SignInClaim>('/wps/relay/MCSFE_claimLoginPromotion', { id }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.balance(token) });
      void queryClient.invalidateQueries({ queryKey: pointsKey(token) });
      void queryClient.invalidateQueries({ queryKey: key(token) });
    },
  });
}
