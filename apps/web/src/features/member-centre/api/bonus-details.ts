import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BonusDetails, LotteryBonus } from '@portal/contract';
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

/**
 * `GET /wps/relay/MCSFE_lottoGameBonus` (inventory 1.4.5, decision 0041): a tab's prizes at a series. The
 * previous answer stays on screen while the slider's next one loads.
 */
export function useLotteryBonus(tab: string | undefined, series: number | undefined) {
  const token = useSessionStore((s) => s.token);
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.lotteryBonus(token ?? '', lang, tab ?? '', series ?? 0),
    queryFn: async ({ signal }) =>
      devCheck(
        'lotteryBonusValue',
        await api.get<LotteryBonus>(
          '/wps/relay/MCSFE_lottoGameBonus',
          { ...(tab ? { tab } : {}), ...(series ? { series: String(series) } : {}) },
          signal,
        ),
        'lottery bonus',
      ),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
