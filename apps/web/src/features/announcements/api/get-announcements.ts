import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcements, BannerGroup } from '@portal/contract';
import type { Lang } from '@portal/i18n';
import { api } from '@/lib/api-client';
import { devCheck } from '@/lib/dev-check';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';

/** Spec section 9: announcement types B, PL, PU, PR, H, platform W, execution B (before login). */
export const getAnnouncements = async (groupName: BannerGroup | undefined, signal?: AbortSignal) =>
  devCheck(
    'announcementsValue',
    await api.get<Announcements>(
      '/wps/relay/MCSFE_getListAnnouncements',
      { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B', groupName },
      signal,
    ),
    'announcements',
  );

export const announcementsQueryOptions = (lang: Lang, groupName?: BannerGroup) =>
  queryOptions({
    queryKey: queryKeys.announcements(lang, groupName),
    queryFn: ({ signal }) => getAnnouncements(groupName, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useAnnouncements(groupName?: BannerGroup) {
  const lang = useLanguage();
  return useQuery(announcementsQueryOptions(lang, groupName));
}
