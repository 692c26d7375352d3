import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { queryKeys } from '@/lib/query-keys';
import { onSessionExpired, useSessionStore } from '@/lib/session';
import { useAuthModal } from '@/features/auth';
import { useMemberInfo } from '../api/get-member-info';
import { captureVisitCode } from '../lib/visit-code';

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

  return null;
}
