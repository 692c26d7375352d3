import { lazy, Suspense, useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMemberCentre } from '@/features/auth';
import { useIsLoggedIn } from '@/lib/session';

const ReferralProgram = lazy(() => import('./referral-program'));
const PARAM = 'invite';

/**
 * "Invite friends" of the left and floating menus: a member opens the member centre's `referral` page; a
 * visitor the program's overview (`friendOverviewBeforeLogin`, `?invite=program`) with a sign-up call.
 */
export function useInviteFriends() {
  const loggedIn = useIsLoggedIn();
  const memberCentre = useMemberCentre();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return useCallback(() => {
    if (loggedIn) return memberCentre.open('referral');
    const next = new URLSearchParams(params);
    next.set(PARAM, 'program');
    void navigate({ search: `?${next.toString()}` });
  }, [loggedIn, memberCentre, params, navigate]);
}

/** Shows the before-login overview while the address says `?invite=program` (its code loads then). */
export function ReferralProgramHost() {
  const [params, setParams] = useSearchParams();
  const loggedIn = useIsLoggedIn();
  const close = useCallback(() => {
    const next = new URLSearchParams(params);
    next.delete(PARAM);
    setParams(next, { replace: true });
  }, [params, setParams]);
  if (params.get(PARAM) !== 'program' || loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <ReferralProgram onClose={close} />
    </Suspense>
  );
}
