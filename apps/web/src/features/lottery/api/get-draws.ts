import { useQuery } from '@tanstack/react-query';
import type { DrawResultValue } from '@portal/contract';
import { api } from '@/lib/api-client';
import { devCheck } from '@/lib/dev-check';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';

export type Draw = DrawResultValue;

/** `/lgw/draw`: the latest draw of every game, newest first (VN games with all prize tiers). */
export function useLatestDraws() {
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.lotteryDraws(lang),
    queryFn: async ({ signal }) =>
      devCheck('latestDrawsValue', await api.get<Draw[]>('/lgw/draw', undefined, signal), 'latest draws'),
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}

/** `/lgw/draw/code/{gameCode}?limit=`: a game's latest draws, newest first. */
export function useDrawHistory(gameCode: string | null, limit: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.lotteryDrawHistory(lang, gameCode ?? '', limit),
    queryFn: async ({ signal }) =>
      devCheck(
        'latestDrawsValue',
        await api.get<Draw[]>(`/lgw/draw/code/${encodeURIComponent(gameCode ?? '')}`, { limit }, signal),
        'draw history',
      ),
    enabled: Boolean(gameCode),
    staleTime: 15_000,
  });
}
