import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { queryKeys } from '@/lib/query-keys';
import { onPasswordChangeRequired, onSessionExpired, useSessionStore } from '@/lib/session';
import { useAuthModal, useAuthModalStore } from '@/features/auth';
import { useMemberInfo } from '../api/get-member-info';
import { dialogs } from '@/lib/dialogs';
import i18next from 'i18next';
import { errorText } from '@/lib/i18n';
import { loginWithSocialTicket } from '../api/oauth';
import { onFirstLogin, startLoginSession } from '../lib/session-actions';
import { captureVisitCode } from '../lib/visit-code';
import { updateLanguage } from '../api/update-language';
import { useLanguageStore } from '@/lib/language';

/**
 * What the accounts feature does on every page (spec section 4): member info at start and after each
 * login into the session values; a session that ended on the server (401) opens the login modal; the
 * visit's invitation code is kept for a later registration.
 */
export function AccountsRuntime() {
  const queryClient = useQueryClient();
  const { open } = useAuthModal();
  const { search } = useLocation();
  const [params, setParams] = useSearchParams();
  const resetToken = params.get('resetToken');
  const socialTicket = params.get('oauthLogin');
  const socialFailed = params.get('oauthError');
  const token = useSessionStore((s) => s.token);
  const updateSession = useSessionStore((s) => s.updateSession);
  const { data: member } = useMemberInfo();

  useEffect(() => {
    if (!member) return;
    updateSession({
      account: member.account,
      nickname: member.nickname,
      customerId: member.id,
      isAgent: member.type,
      toUpline: member.toUpline,
    });
  }, [member, updateSession]);

  useEffect(() => onSessionExpired(() => open('login')), [open]);

  // Spec section 4, held by the server (decision 0026): a session that must change its password gets
  // the forced change at start (member info says so, also after a reload) and after any call refused for it.
  useEffect(() => {
    const force = () => {
      const { current, options } = useAuthModalStore.getState();
      if (current !== 'changePass' || !options.forced) open('changePass', { forced: true });
    };
    if (member?.passwordChangeRequired) force();
    return onPasswordChangeRequired(force);
  }, [member, open]);

  // A logged-in member who switches language keeps it on the server too (mail and texts sent to it).
  useEffect(
    () =>
      useLanguageStore.subscribe((state, prev) => {
        if (state.lang === prev.lang || !useSessionStore.getState().token) return;
        updateLanguage(state.lang).catch(() => {
          /* the page already shows the new language; the server keeps the old one until next time */
        });
      }),
    [],
  );

  // The member's cached data goes with the session.
  useEffect(() => {
    if (!token) queryClient.removeQueries({ queryKey: queryKeys.member() });
  }, [token, queryClient]);

  useEffect(() => {
    captureVisitCode(search);
  }, [search]);

  // The emailed reset link (`/?resetToken=`): the token moves into memory and out of the address bar.
  useEffect(() => {
    if (!resetToken) return;
    open('forgetPass', { resetToken });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('resetToken');
        return next;
      },
      { replace: true },
    );
  }, [resetToken, open, setParams]);

  // Back from a social sign-in (docs/decisions/0007): trade the one-time ticket for a session, or say
  // that it did not work; either way the parameter leaves the address bar.
  useEffect(() => {
    if (!socialTicket && !socialFailed) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('oauthLogin');
        next.delete('oauthError');
        return next;
      },
      { replace: true },
    );
    if (!socialTicket) {
      void dialogs.alert(i18next.t('auth.socialFailed'), { tone: 'warning' });
      return;
    }
    loginWithSocialTicket(socialTicket).then(
      (value) => {
        startLoginSession(value);
        if (value.firstTimeLogin) onFirstLogin(value);
      },
      (err: unknown) => void dialogs.alert(errorText(err), { tone: 'warning' }),
    );
  }, [socialTicket, socialFailed, setParams]);

  return null;
}
