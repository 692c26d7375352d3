import { useQuery } from '@tanstack/react-query';
import type { longDragonValue } from '@portal/contract';
import { api } from '@/lib/api-client';
import type { Infer } from '@/lib/contract-types';
import { devCheck } from '@/lib/dev-check';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { timed } from '../lib/countdown';

export type LongDragon = Infer<typeof longDragonValue>[number];

/** `/lgw/long_dragon`: big/small and odd/even streaks of the fast games, longest first. */
export function useLongDragon() {
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.lotteryLongDragon(lang),
    queryFn: ({ signal }) =>
      timed(async () =>
        devCheck(
          'longDragonValue',
          await api.get<LongDragon[]>('/lgw/long_dragon', undefined, signal),
          'long dragon',
        ),
      ),
    staleTime: 20_000,
    refetchInterval: 60_000,
  });
}
