import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useBalance } from '@/hooks/use-balance';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';
import { sessionStore } from '@/lib/storage';
import { LAUNCHED_GAME_KEY, parseLaunchedGame } from '../lib/launch-routing';

/** While a game is open the header balance follows the game's bets and wins (brief: every 10 s). */
export const GAME_BALANCE_POLL_MS = 10_000;

/**
 * The open game of the /game and /seamless views: the stored launch (the views remount for each
 * navigation, so a second launch replaces the first), the balance polled while it is open and
 * refreshed when the view closes, and the way out (back where the member came from, else home).
 */
export function useGameSession() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const [game] = useState(() => parseLaunchedGame(sessionStore.get(LAUNCHED_GAME_KEY)));
  useBalance({ refetchInterval: game ? GAME_BALANCE_POLL_MS : undefined });

  useEffect(() => {
    if (!token) return;
    return () => void queryClient.invalidateQueries({ queryKey: queryKeys.balance(token) });
  }, [queryClient, token]);

  const close = useCallback(() => {
    // React Router numbers the entries of this visit: go back only to one of ours.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/', { replace: true });
  }, [navigate]);

  return { game, close };
}
