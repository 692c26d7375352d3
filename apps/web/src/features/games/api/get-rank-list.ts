import { useQuery } from '@tanstack/react-query';
import type { RankEntry } from '@portal/contract';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';

const LIMIT = 20;

/** Winner board (`GCSGAME_getRankList`), sorted by win amount, highest first (inventory 4.3). */
export function useRankList() {
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.rankList(lang, 'ALL', LIMIT),
    queryFn: ({ signal }) =>
      api.get<{ list: RankEntry[] }>(
        '/wps/relay/GCSGAME_getRankList',
        { gameCategory: 'ALL', limitNum: LIMIT },
        signal,
      ),
    staleTime: 60_000,
    select: (value) => [...value.list].sort((a, b) => b.winAmount - a.winAmount),
  });
}
