import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemInfo, SystemStatus } from '@portal/contract';
import type { Lang } from '@portal/i18n';
import { api } from '@/lib/api-client';
import { configureCdns } from '@/lib/cdn';
import { devCheck } from '@/lib/dev-check';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';

export async function getSystemStatus(host: string, signal?: AbortSignal): Promise<SystemStatus> {
  const status = devCheck(
    'systemStatusValue',
    await api.get<SystemStatus>('/wps/system/status', { host }, signal),
    'system status',
  );
  // Before anything below SystemGate renders an image or launches a game.
  configureCdns(status.info);
  return status;
}

export const systemStatusQueryOptions = (lang: Lang, host: string) =>
  queryOptions({
    queryKey: queryKeys.systemStatus(lang, host),
    queryFn: ({ signal }) => getSystemStatus(host, signal),
    staleTime: 60_000,
    // A language switch keeps the site on screen while the status is fetched again.
    placeholderData: keepPreviousData,
  });

export function useSystemStatus() {
  const lang = useLanguage();
  return useQuery(systemStatusQueryOptions(lang, window.location.host));
}

/** The merchant's settings. Only used below SystemGate, which renders nothing until they are loaded. */
export function useSystemInfo(): SystemInfo {
  const { data } = useSystemStatus();
  if (!data) throw new Error('useSystemInfo used outside SystemGate');
  return data.info;
}
