import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Announcements, PromotionApplication, PromotionDetail } from '@portal/contract';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { useIsLoggedIn, useSessionStore } from '@/lib/session';

interface Category {
  code: string;
  name: string;
}

/** The merchant's promotion categories (tabs): `PROMOFE_getPromotionAnnouncementCategory`. */
export function usePromotionCategories() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['promotions', 'categories', lang],
    queryFn: ({ signal }) =>
      apiRequest<Category[]>('/wps/relay/PROMOFE_getPromotionAnnouncementCategory', { signal }),
    staleTime: 60_000,
  });
}

/** Live promotions (PR announcements), as the original reads them (decision 0038). */
export function usePromotionList() {
  const lang = useLanguage();
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: ['promotions', 'list', lang, loggedIn],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<Announcements>('/wps/relay/MCSFE_getListAnnouncements', {
          query: { types: 'PR', platform: 'W', execution: 'B' },
          signal,
          preview: true,
        })
      ).promotion,
    staleTime: 60_000,
  });
}

export function usePromotionDetail(id: number | null) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['promotions', 'detail', lang, id],
    queryFn: ({ signal }) =>
      apiRequest<PromotionDetail>('/wps/relay/MCSFE_getPromotionDetail', { query: { id }, signal }),
    enabled: id !== null,
  });
}

/** The member's applications (all, or one promotion's). */
export function useMyApplications(promotionId?: number) {
  const lang = useLanguage();
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: ['member', 'promotion-applications', token, lang, promotionId ?? null],
    queryFn: ({ signal }) =>
      apiRequest<PromotionApplication[]>('/wps/relay/MCSFE_getPromotionApplications', {
        query: { promotionId },
        signal,
      }),
    enabled: token !== null,
  });
}

export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { promotionId: number; remarks: string; pictures: File[] }) => {
      const form = new FormData();
      form.append('promotionId', String(input.promotionId));
      form.append('remarks', input.remarks);
      for (const file of input.pictures) form.append('pictures', file, file.name);
      return apiRequest<PromotionApplication>('/wps/relay/MCSFE_signUpRequestReward', {
        method: 'POST',
        multipart: form,
        timeoutMs: 120_000,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member', 'promotion-applications'] }),
  });
}
