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

/**
 * The status answer the server wrote into index.html for this host and client (`#portal-status`, a JSON
 * data block), taken once: the first render starts from it instead of waiting for the call. Null when the
 * page has none (the dev server) or it does not parse.
 */
export function embeddedSystemStatus(doc: Pick<Document, 'getElementById'> = document): SystemStatus | null {
  const element = doc.getElementById('portal-status');
  if (!element?.textContent) return null;
  element.remove();
  try {
    const status = devCheck(
      'systemStatusValue',
      JSON.parse(element.textContent) as SystemStatus,
      'system status',
    );
    configureCdns(status.info);
    return status;
  } catch {
    return null;
  }
}

let embedded: { host: string; status: SystemStatus | null } | undefined;

/** The embedded answer, for the page's own host only; as old as the page (so it refreshes as before). */
function initialStatus(host: string): SystemStatus | undefined {
  if (typeof document === 'undefined') return undefined;
  embedded ??= { host: window.location.host, status: embeddedSystemStatus() };
  return embedded.host === host ? (embedded.status ?? undefined) : undefined;
}

export const systemStatusQueryOptions = (lang: Lang, host: string) =>
  queryOptions({
    queryKey: queryKeys.systemStatus(lang, host),
    queryFn: ({ signal }) => getSystemStatus(host, signal),
    initialData: () => initialStatus(host),
    initialDataUpdatedAt: () => (typeof performance === 'undefined' ? 0 : performance.timeOrigin),
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
