import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { usePanelGate } from '@/features/auth';
import { PANEL_PARAM, useMemberCentreNav } from '../hooks/use-member-centre-nav';

const MemberCentrePanel = lazy(() => import('./member-centre-panel'));

/**
 * Opens the member centre when the address has `?mc=<page>`; its code loads on first use. The panel
 * needs a registered member (spec section 6): `usePanelGate` sends a visitor to the login first.
 */
export function MemberCentreHost() {
  const [params] = useSearchParams();
  const { close } = useMemberCentreNav();
  const open = usePanelGate(params.get(PANEL_PARAM), close);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <MemberCentrePanel />
    </Suspense>
  );
}
