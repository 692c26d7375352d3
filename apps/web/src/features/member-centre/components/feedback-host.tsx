import { lazy, Suspense, useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMemberCentre } from '@/features/auth';
import { useIsLoggedIn } from '@/lib/session';

const VisitorFeedback = lazy(() => import('./visitor-feedback'));
const PARAM = 'feedback';

/**
 * "Feedback" of the left menu (FEEDBACK3, decision 0064): a member opens the member centre's `feedback`
 * page (form and history with replies); a visitor the form with a contact field (`?feedback=form`).
 */
export function useOpenFeedback() {
  const loggedIn = useIsLoggedIn();
  const memberCentre = useMemberCentre();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return useCallback(() => {
    if (loggedIn) return memberCentre.open('feedback');
    const next = new URLSearchParams(params);
    next.set(PARAM, 'form');
    void navigate({ search: `?${next.toString()}` });
  }, [loggedIn, memberCentre, params, navigate]);
}

/** Shows the visitor's form while the address says `?feedback=form` (its code loads then). */
export function FeedbackHost() {
  const [params, setParams] = useSearchParams();
  const loggedIn = useIsLoggedIn();
  const close = useCallback(() => {
    const next = new URLSearchParams(params);
    next.delete(PARAM);
    setParams(next, { replace: true });
  }, [params, setParams]);
  if (params.get(PARAM) !== 'form' || loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <VisitorFeedback onClose={close} />
    </Suspense>
  );
}
