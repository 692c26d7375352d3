import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dialogs } from '@/lib/dialogs';
import { useIsLoggedIn, useIsTrial } from '@/lib/session';
import { getFreePlayStarter } from '../lib/registry';
import { useAuthModalStore } from '../stores/auth-modal-store';

/** Opens an account modal slot: `useAuthModal().open('login')`. */
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
 * Runs `action` for a registered member: a visitor gets the login modal, a trial account (isAgent 4)
 * the server's 'Please Register An Account First' (spec section 6).
 */
export function useRequireMember() {
  const { t } = useTranslation();
  const requireLogin = useRequireLogin();
  const trial = useIsTrial();
  return useCallback(
    (action: () => void) =>
      requireLogin(() => {
        if (trial) void dialogs.alert(t('errors.trial.account.forbidden'), { tone: 'warning' });
        else action();
      }),
    [requireLogin, trial, t],
  );
}

/** Opens a modal panel addressed by a query parameter (`?mc=depositv2`, `?ac=teamOverview`). */
function usePanelParam(param: 'mc' | 'ac') {
  const requireMember = useRequireMember();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return useCallback(
    (page: string) =>
      requireMember(() => {
        const next = new URLSearchParams(params);
        next.set(param, page);
        navigate({ search: `?${next.toString()}` });
      }),
    [requireMember, params, navigate, param],
  );
}

/**
 * Member-centre pages are modal panels addressed by `?mc=<page key>` (ARCHITECTURE, Front end).
 * A visitor gets the login modal; a trial account the register-first message.
 */
export function useMemberCentre() {
  return { open: usePanelParam('mc') };
}

/** The agent centre, addressed by `?ac=<page key>` like the member centre. */
export function useAgentCentre() {
  return { open: usePanelParam('ac') };
}
