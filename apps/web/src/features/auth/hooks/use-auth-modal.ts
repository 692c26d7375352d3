import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useIsLoggedIn } from '@/lib/session';
import { getFreePlayStarter } from '../lib/registry';
import { useAuthModalStore } from '../stores/auth-modal-store';

/** Opens the login or register modal slot: `useAuthModal().open('login')`. */
export function useAuthModal() {
  const open = useAuthModalStore((s) => s.open);
  const close = useAuthModalStore((s) => s.close);
  const current = useAuthModalStore((s) => s.current);
  return { open, close, current };
}

/** Free demo (FREEPLAY3): starts a trial session through the registered starter. */
export function useFreePlay() {
  const start = useCallback(async () => {
    const starter = getFreePlayStarter();
    if (starter) await starter();
  }, []);
  return { start };
}

/** Runs `action` for a member; a visitor gets the login modal instead (spec section 4). */
export function useRequireLogin() {
  const loggedIn = useIsLoggedIn();
  const open = useAuthModalStore((s) => s.open);
  return useCallback(
    (action: () => void) => {
      if (loggedIn) action();
      else open('login');
    },
    [loggedIn, open],
  );
}

/**
 * Member-centre pages are modal panels addressed by `?mc=<page key>` (ARCHITECTURE, Front end).
 * A visitor gets the login modal.
 */
export function useMemberCentre() {
  const requireLogin = useRequireLogin();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const open = useCallback(
    (page: string) =>
      requireLogin(() => {
        const next = new URLSearchParams(params);
        next.set('mc', page);
        navigate({ search: `?${next.toString()}` });
      }),
    [requireLogin, params, navigate],
  );
  return { open };
}
