import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LotteryMenuEntry } from '@/lib/contract-types';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';

/** Lottery menu (`/lgw/games/game_menus`) for the home lottery row. */
export function useLotteryMenus() {
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.lotteryMenus(lang),
    queryFn: ({ signal }) => api.get<LotteryMenuEntry[]>('/lgw/games/game_menus', undefined, signal),
    staleTime: 5 * 60_000,
  });
}
