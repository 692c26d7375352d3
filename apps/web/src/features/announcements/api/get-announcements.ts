import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcements, BannerGroup } from '@portal/contract';
import type { Lang } from '@portal/i18n';
import { apiRequest } from '@/lib/api-client';
import { devCheck } from '@/lib/dev-check';
import { useLanguage } from '@/lib/language';
import { queryKeys, type LoginState } from '@/lib/query-keys';
import { useIsLoggedIn } from '@/lib/session';
import type { PopupExecution } from '../lib/popup-executions';

/**
 * Spec section 9: announcement types B, PL, PU, PR, H, platform W. `execution` picks the popups:
 * B before login, A after every login, F after a first login (A and F).
 */
export const getAnnouncements = async (
  groupName: BannerGroup | undefined,
  execution: PopupExecution,
  signal?: AbortSignal,
) =>
  devCheck(
    'announcementsValue',
    await apiRequest<Announcements>('/wps/relay/MCSFE_getListAnnouncements', {
      query: { types: 'B,PL,PU,PR,H', platform: 'W', execution, groupName },
      signal,
      preview: true,
    }),
    'announcements',
  );

export const announcementsQueryOptions = (
  lang: Lang,
  groupName: BannerGroup | undefined,
  execution: PopupExecution,
  loginState: LoginState,
) =>
  queryOptions({
    queryKey: queryKeys.announcements(lang, groupName, execution, loginState),
    queryFn: ({ signal }) => getAnnouncements(groupName, execution, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useAnnouncements(groupName?: BannerGroup, execution: PopupExecution = 'B') {
  const lang = useLanguage();
  const loginState = useIsLoggedIn() ? 'member' : 'visitor';
  return useQuery(announcementsQueryOptions(lang, groupName, execution, loginState));
}
