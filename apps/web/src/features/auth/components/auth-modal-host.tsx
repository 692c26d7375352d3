import { Suspense, useSyncExternalStore } from 'react';
import { getAuthModal, registryVersion, subscribeRegistry } from '../lib/registry';
import { useAuthModalStore } from '../stores/auth-modal-store';

/** Renders the registered component for the open slot (nothing when none is registered). */
export function AuthModalHost() {
  const current = useAuthModalStore((s) => s.current);
  const options = useAuthModalStore((s) => s.options);
  const open = useAuthModalStore((s) => s.open);
  const close = useAuthModalStore((s) => s.close);
  useSyncExternalStore(subscribeRegistry, registryVersion);
  if (!current) return null;
  const Component = getAuthModal(current);
  if (!Component) return null;
  return (
    <Suspense fallback={null}>
      <Component key={current} kind={current} options={options} onClose={close} onSwitch={open} />
    </Suspense>
  );
}
