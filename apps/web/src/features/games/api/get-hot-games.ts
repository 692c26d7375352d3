import { useQuery } from '@tanstack/react-query';
import type { Game } from '@portal/contract';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';

/**
 * HOT section (`GCSGAME_hotGamesV2`), refreshed on language change (inventory 4.2). Games that can be
 * played come first, in the server's order; "coming soon" ones follow.
 */
export function useHotGames() {
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.hotGames(lang),
    queryFn: ({ signal }) =>
      api.get<{ list: Game[] }>(
        '/wps/relay/GCSGAME_hotGamesV2',
        { isPlatform: 2, platform: 'html5-desktop' },
        signal,
      ),
    staleTime: 5 * 60_000,
    select: (value) => [...value.list].sort((a, b) => Number(b.available) - Number(a.available)),
  });
}
