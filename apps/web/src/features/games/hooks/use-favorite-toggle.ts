import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Game } from '@portal/contract';
import { ApiError } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { errorText } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';
import { favoriteIdsOptions, setFavorite } from '../api/favorites';
import { createThrottle, withFavorite } from '../lib/favorites';

/** One toggle per game per second (inventory 4.2), across every heart of that game on the page. */
const mayToggle = createThrottle(1_000);

type FavoriteGame = Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>;

/**
 * The favourite heart (spec section 4: remove if favourite, else add; update the local ids): the ids
 * change at once, the call follows, and a refusal puts this game's heart back as it was.
 */
export function useFavoriteToggle() {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token) ?? '';
  return useCallback(
    async (game: FavoriteGame) => {
      if (!token || !mayToggle(game.nodeId)) return;
      const { queryKey } = favoriteIdsOptions(token);
      await queryClient.cancelQueries({ queryKey });
      const ids = queryClient.getQueryData<string[]>(queryKey) ?? [];
      const on = !ids.includes(game.nodeId);
      queryClient.setQueryData<string[]>(queryKey, (current = []) => withFavorite(current, game.nodeId, on));
      try {
        await setFavorite({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType }, on);
        // The lists of the favourites tab follow; the ids are already right.
        void queryClient.invalidateQueries({
          queryKey: queryKeys.favorites(token),
          predicate: (query) => query.queryKey[3] !== 'ids',
        });
      } catch (err) {
        queryClient.setQueryData<string[]>(queryKey, (current = []) =>
          withFavorite(current, game.nodeId, !on),
        );
        // An ended session already brings up the login modal.
        if (!(err instanceof ApiError && err.errorCode === 'login.not.session'))
          void dialogs.alert(errorText(err), { tone: 'warning' });
      }
    },
    [queryClient, token],
  );
}
