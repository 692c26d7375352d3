import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Game, GameType } from '@portal/contract';
import { api } from '@/lib/api-client';
import type { Infer } from '@/lib/contract-types';
import type { favoriteGamesListValue, recentGamesValue } from '@portal/contract';
import { devCheck } from '@/lib/dev-check';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

const PAGE_SIZE = 42;

/** `MCSFE_getFavoriteGames`: the member's favourite node ids, fetched once per session. */
export const favoriteIdsOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.favoriteIds(token),
    queryFn: ({ signal }) => api.get<string[]>('/wps/relay/MCSFE_getFavoriteGames', undefined, signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** Whether the game is a favourite; undefined for a visitor or until the ids are in. */
export function useIsFavorite(nodeId: string): boolean | undefined {
  const token = useSessionStore((s) => s.token);
  const { data } = useQuery({
    ...favoriteIdsOptions(token ?? ''),
    enabled: token !== null,
    select: (ids) => ids.includes(nodeId),
  });
  return data;
}

interface FavoriteBody {
  nodeId: string;
  vendor: string;
  gameType: string;
}

/** `MCSFE_addFavoriteGameV2` / `MCSFE_removeFavoriteGameV2` with `{nodeId, vendor, gameType}`. */
export const setFavorite = (body: FavoriteBody, on: boolean) =>
  api.post<boolean>(`/wps/relay/MCSFE_${on ? 'add' : 'remove'}FavoriteGameV2`, body);

type FavoritePage = Infer<typeof favoriteGamesListValue>;
type RecentPage = Infer<typeof recentGamesValue>;

/** A member's list of games by pages (favourites or recent games), for the category page's tabs. */
function memberGamesOptions(
  kind: 'favorites' | 'recent',
  token: string,
  lang: ReturnType<typeof useLanguage>,
  gameType: GameType | '',
) {
  return infiniteQueryOptions({
    queryKey:
      kind === 'favorites'
        ? queryKeys.favoriteGames(token, lang, gameType)
        : queryKeys.recentGames(token, lang, gameType),
    queryFn: async ({ pageParam, signal }): Promise<{ games: Game[]; totalPages: number }> => {
      const query = { gameType, pageNo: pageParam, pageSize: PAGE_SIZE };
      if (kind === 'favorites') {
        const page = devCheck(
          'favoriteGamesListValue',
          await api.get<FavoritePage>('/wps/relay/MCSFE_getFavoriteGamesList', query, signal),
          'favourite games',
        );
        return { games: page.content, totalPages: page.totalPages };
      }
      const page = devCheck(
        'recentGamesValue',
        await api.get<RecentPage>('/wps/relay/GCS_recentGame', query, signal),
        'recent games',
      );
      return { games: page.list, totalPages: page.totalPages };
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
  });
}

/** The member's favourite games (`MCSFE_getFavoriteGamesList`) or recently played ones (`GCS_recentGame`). */
export function useMemberGames(kind: 'favorites' | 'recent', gameType: GameType | '', enabled: boolean) {
  const token = useSessionStore((s) => s.token);
  const lang = useLanguage();
  return useInfiniteQuery({
    ...memberGamesOptions(kind, token ?? '', lang, gameType),
    enabled: enabled && token !== null,
  });
}
