export { AccountsRuntime } from './components/accounts-runtime';
export { GoHomeGuard } from './components/go-home-guard';
export { HeaderAccountSlot } from './components/header-account-slot';
export { registerAccountModals } from './lib/register-account-modals';
export { onFirstLogin } from './lib/session-actions';
export { useBalance } from '@/hooks/use-balance';
export { useMemberInfo } from './api/get-member-info';
export { MobileBindingForm } from './components/mobile-binding-form';
export { useMemberProfile, type MemberProfile } from './api/member-profile';
