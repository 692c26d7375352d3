import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClaimIssuedPromotionValue,
  IssuedRewardType,
  PromotionClaimItem,
  SaviorPromotionValue,
} from '@portal/contract';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

export type SaviorConfig = SaviorPromotionValue[number];
export type IssuedItem = PromotionClaimItem;
export type IssuedClaim = ClaimIssuedPromotionValue;

/** Rescue fund and manual bonuses (decision 0046). The live notice of a manual bonus invalidates this prefix. */
const key = (token: string, ...rest: unknown[]) => ['member', 'issued-rewards', token, ...rest] as const;
/** The reward centre's counts (api/sign-in.ts). */
const countsKey = (token: string) => ['member', 'sign-in', token] as const;
/** The points feature's key prefix (features/points/api/points.ts `pointsKey`). */
const pointsKey = (token: string) => ['points', token] as const;

/** `GET MCSFE_getSaviorPromotion`: the rescue fund's tier tables per product. */
export function useSaviorRules() {
  const token = useSessionStore((s) => s.token);
  const lang = useLanguage();
  return useQuery({
    queryKey: key(token ?? '', 'savior-rules', lang),
    queryFn: ({ signal }) => api.get<SaviorConfig[]>('/wps/relay/MCSFE_getSaviorPromotion', {}, signal),
    enabled: token !== null,
  });
}

/** `GET MCSFE_getPromotionClaimList {promotionType}`: the member's issued rewards to claim now. */
export function useClaimList(promotionType: IssuedRewardType) {
  const token = useSessionStore((s) => s.token);
  const lang = useLanguage();
  return useQuery({
    queryKey: key(token ?? '', 'list', promotionType, lang),
    queryFn: ({ signal }) =>
      api.get<IssuedItem[]>('/wps/relay/MCSFE_getPromotionClaimList', { promotionType }, signal),
    enabled: token !== null,
  });
}

/** `POST MCSFE_claimIssuedPromotion`; afterwards the balance, points, counts and lists are read again. */
export function useClaimIssued() {
  const token = useSessionStore((s) => s.token) ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { rewardId: string; promotionType: IssuedRewardType }) =>
      api.post<IssuedClaim>('/wps/relay/MCSFE_claimIssuedPromotion', v),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.balance(token) });
      void queryClient.invalidateQueries({ queryKey: pointsKey(token) });
      void queryClient.invalidateQueries({ queryKey: countsKey(token) });
      void queryClient.invalidateQueries({ queryKey: key(token) });
    },
  });
}
