import { useQuery } from '@tanstack/react-query';
import type { BonusDetails } from '@portal/contract';
import { api } from '@/lib/api-client';
import { devCheck } from '@/lib/dev-check';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

/** `GET /wps/relay/MCSFE_getBonusDetails`: promotion bonuses and their turnover progress (decision 0010). */
export function useBonusDetails() {
  const token = useSessionStore((s) => s.token);
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.bonusDetails(token ?? '', lang),
    queryFn: async ({ signal }) =>
      devCheck(
        'bonusDetailsValue',
        await api.get<BonusDetails>('/wps/relay/MCSFE_getBonusDetails', {}, signal),
        'bonus details',
      ),
    enabled: token !== null,
    select: (data) => ({ rows: data.bonuses }),
  });
}
