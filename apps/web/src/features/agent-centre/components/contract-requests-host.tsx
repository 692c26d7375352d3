import { lazy, Suspense } from 'react';
import { isAgentCustomer, useSessionStore } from '@/lib/session';

const ContractRequests = lazy(() => import('./contract-requests'));

/**
 * Mounts the contract acceptance popup for a logged-in agent; its code (and the consolidated call) load
 * only then, so the home page bundle does not carry it.
 */
export function ContractRequestsHost() {
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  if (!token || !isAgentCustomer(isAgent)) return null;
  return (
    <Suspense fallback={null}>
      <ContractRequests />
    </Suspense>
  );
}
