export { AuthModalHost } from './components/auth-modal-host';
export { useAuthModal, useFreePlay, useMemberCentre, useRequireLogin } from './hooks/use-auth-modal';
export { registerAuthModal, registerFreePlay, type AuthModalComponentProps } from './lib/registry';
export type { AuthModalKind } from './stores/auth-modal-store';
