import { useQuery } from '@tanstack/react-query';
import type { LotteryGame } from '@portal/contract';
import { api } from '@/lib/api-client';
import { devCheck } from '@/lib/dev-check';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';

export type { LotteryGame, LotteryPlay } from '@portal/contract';

/**
 * `/lgw/games/{gameCode}/plays?prizeMode=`: the game's series bounds, units, limits and every play type
 * of the mode with its rules and odds, in the page's language.
 */
export function useLotteryGame(gameCode: string | null, prizeMode: 'LOTT' | 'ELOTT') {
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.lotteryGame(lang, gameCode ?? '', prizeMode),
    queryFn: async ({ signal }) =>
      devCheck(
        'lotteryGameValue',
        await api.get<LotteryGame>(
          `/lgw/games/${encodeURIComponent(gameCode ?? '')}/plays`,
          { prizeMode },
          signal,
        ),
        'lottery game',
      ),
    enabled: Boolean(gameCode),
    staleTime: 10 * 60_000,
  });
}
