import { useQuery } from '@tanstack/react-query';
import type { HelpCenter } from '@portal/contract';
import { apiRequest } from '@/lib/api-client';
import { devCheck } from '@/lib/dev-check';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';

export function useHelpCenter() {
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.helpCenter(lang),
    queryFn: async ({ signal }) =>
      devCheck(
        'helpCenterValue',
        await apiRequest<HelpCenter>('/wps/system/helpCenter', { signal, preview: true }),
        'help centre',
      ),
    staleTime: 5 * 60_000,
  });
}
