import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { GameList, GameType } from '@portal/contract';
import type { Lang } from '@portal/i18n';
import { api } from '@/lib/api-client';
import { DEFAULT_GAME_PAGE_SIZE } from '@portal/contract/constants';
import { devCheck } from '@/lib/dev-check';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';

export interface GameListFilters {
  /** Absent: every category (a vendor's popup list: the house vendor has slots and originals). */
  gameType?: GameType;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  pageSize?: number;
}

const clean = (f: GameListFilters) => ({
  gameType: f.gameType ?? '',
  vassalage: f.vassalage ?? '',
  gameClassify: f.gameClassify ?? '',
  gameName: f.gameName ?? '',
  pageSize: f.pageSize ?? DEFAULT_GAME_PAGE_SIZE,
});

export const getGameList = async (filters: GameListFilters, pageNo: number, signal?: AbortSignal) =>
  devCheck(
    'gameListValue',
    await api.get<GameList>('/wps/relay/GCSGAME_gameList', { ...clean(filters), pageNo }, signal),
    'game list',
  );

/** Pages of 42 games (spec section 9) for the category grid's infinite scroll. */
export const gameListInfiniteOptions = (lang: Lang, filters: GameListFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.gameList(lang, { ...clean(filters), mode: 'infinite' }),
    queryFn: ({ pageParam, signal }) => getGameList(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
    staleTime: 60_000,
  });

export function useInfiniteGameList(filters: GameListFilters) {
  const lang = useLanguage();
  return useInfiniteQuery(gameListInfiniteOptions(lang, filters));
}

/** First page only, for the home page rows. */
export function useGameList(filters: GameListFilters) {
  const lang = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.gameList(lang, { ...clean(filters), mode: 'first' }),
      queryFn: ({ signal }) => getGameList(filters, 1, signal),
      staleTime: 60_000,
    }),
  );
}
