import { lazy, Suspense } from 'react';
import { TRIAL_CUSTOMER_TYPE, useSessionStore } from '@/lib/session';

const VipLevelUp = lazy(() => import('./vip-level-up').then((m) => ({ default: m.VipLevelUp })));

/** Mounts the VIP level-up modal's code only for a logged-in member (not a trial account). */
export function VipLevelUpHost() {
  const token = useSessionStore((s) => s.token);
  const trial = useSessionStore((s) => s.isAgent === TRIAL_CUSTOMER_TYPE);
  if (!token || trial) return null;
  return (
    <Suspense fallback={null}>
      <VipLevelUp />
    </Suspense>
  );
}
