export { AuthModalHost } from './components/auth-modal-host';
export {
  useAgentCentre,
  useAuthModal,
  useFreePlay,
  useMemberCentre,
  useRequireLogin,
  useRequireMember,
} from './hooks/use-auth-modal';
export { usePanelGate } from './hooks/use-panel-gate';
export { registerAuthModal, registerFreePlay, type AuthModalComponentProps } from './lib/registry';
export { useAuthModalStore, type AuthModalKind, type AuthModalOptions } from './stores/auth-modal-store';
export { openRegistrationWays, type RegistrationWay } from './lib/registration';
