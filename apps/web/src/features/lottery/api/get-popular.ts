import { useQuery } from '@tanstack/react-query';
import type { popularValue } from '@portal/contract';
import { api } from '@/lib/api-client';
import type { Infer } from '@/lib/contract-types';
import { devCheck } from '@/lib/dev-check';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';

export type PopularGame = Infer<typeof popularValue>[number];

/** The hot lottery list (spec section 9: 20 games). */
export const HOT_LOTTERY_COUNT = 20;

/** `/lgw/games/popular?count=20`: the games members bet on most, then the rest. */
export function usePopularLottery(count = HOT_LOTTERY_COUNT) {
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.lotteryPopular(lang, count),
    queryFn: async ({ signal }) =>
      devCheck(
        'popularValue',
        await api.get<PopularGame[]>('/lgw/games/popular', { count }, signal),
        'popular lottery',
      ),
    staleTime: 5 * 60_000,
  });
}
