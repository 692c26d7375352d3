import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimPromoCodeValue, PromoCodeItem } from '@portal/contract';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

export type PromoCode = PromoCodeItem;
export type PromoCodeClaim = ClaimPromoCodeValue;

const key = (token: string, ...rest: unknown[]) => ['member', 'promo-codes', token, ...rest] as const;

/** `GET MCSFE_getPromoCodeEnable`: whether any code is open now. */
export function usePromoCodeEnabled() {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: key(token ?? '', 'enabled'),
    queryFn: ({ signal }) => api.get<{ enabled: boolean }>('/wps/relay/MCSFE_getPromoCodeEnable', {}, signal),
    enabled: token !== null,
    select: (v) => v.enabled,
  });
}

/** `GET MCSFE_getPromoCode`: the listed codes, the ones not usable now with their reason. */
export function usePromoCodes() {
  const token = useSessionStore((s) => s.token);
  const lang = useLanguage();
  return useQuery({
    queryKey: key(token ?? '', 'list', lang),
    queryFn: ({ signal }) => api.get<PromoCode[]>('/wps/relay/MCSFE_getPromoCode', {}, signal),
    enabled: token !== null,
  });
}

/** `POST MCSFE_claimPromoCode`; afterwards the balance, the points and the codes are read again. */
export function useClaimPromoCode() {
  const token = useSessionStore((s) => s.token) ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (promoCode: string) =>
      api.post<PromoCodeClaim>('/wps/relay/MCSFE_claimPromoCode', { promoCode }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.balance(token) });
      void queryClient.invalidateQueries({ queryKey: ['points', token] });
      void queryClient.invalidateQueries({ queryKey: ['member', 'sign-in', token, 'counts'] });
      void queryClient.invalidateQueries({ queryKey: key(token) });
    },
  });
}
