import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { dialogs } from '@/lib/dialogs';
import { useIsLoggedIn, useIsTrial } from '@/lib/session';
import { useAuthModal } from './use-auth-modal';

/**
 * The gate of a modal panel addressed by a query parameter (member centre `?mc=`, agent centre `?ac=`):
 * it needs a registered member (spec section 6). A visitor following a link gets the login modal and,
 * once logged in, the page the link named; a trial account gets the register-first message and the panel
 * closes. Returns whether the panel may open.
 */
export function usePanelGate(page: string | null, close: () => void): boolean {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const trial = useIsTrial();
  const { open: openAuthModal, current: authModal } = useAuthModal();
  /** The address a visitor's link named, opened again after the login it asked for. */
  const pending = useRef<string | null>(null);
  const before = useRef({ loggedIn, authModal });

  useEffect(() => {
    if (page === null) return;
    if (!loggedIn) {
      pending.current = search;
      openAuthModal('login');
    } else if (trial) {
      close();
      void dialogs.alert(t('errors.trial.account.forbidden'), { tone: 'warning' });
    }
  }, [page, search, loggedIn, trial, openAuthModal, close, t]);

  useEffect(() => {
    const was = before.current;
    before.current = { loggedIn, authModal };
    if (!was.loggedIn && loggedIn && pending.current !== null) {
      const target = pending.current;
      pending.current = null;
      // A login goes home (spec section 4) right after the session starts: the page opens over it.
      window.setTimeout(() => navigate({ pathname: '/', search: target }, { replace: true }), 0);
    } else if (was.authModal !== null && authModal === null && !loggedIn) {
      pending.current = null; // the visitor closed the login: the link is given up
    }
  }, [loggedIn, authModal, navigate]);

  return page !== null && loggedIn && !trial;
}
