import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NewGameVendor } from '@portal/contract';
import type { Lang } from '@portal/i18n';
import { api } from '@/lib/api-client';
import { devCheck } from '@/lib/dev-check';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';

/** Vendor lanes, one per category in menu order (`GCSGAME_newGameVendor`). */
export const getVendors = async (signal?: AbortSignal) =>
  devCheck(
    'newGameVendorValue',
    await api.get<NewGameVendor>('/wps/relay/GCSGAME_newGameVendor', undefined, signal),
    'vendors',
  );

export const vendorsQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: queryKeys.vendors(lang),
    queryFn: ({ signal }) => getVendors(signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useVendors() {
  const lang = useLanguage();
  return useQuery(vendorsQueryOptions(lang));
}
