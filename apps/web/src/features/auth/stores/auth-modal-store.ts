import { create } from 'zustand';

/**
 * The account modals of spec section 2: the login/register popup, changePassModal, forgetPassModal and
 * the registration-success modal. One is open at a time; opening another replaces it.
 */
export type AuthModalKind = 'login' | 'register' | 'changePass' | 'forgetPass' | 'registerSuccess';

export interface AuthModalOptions {
  /** A line shown at the top of the modal (e.g. "password changed, log in again"). */
  notice?: string;
  /** The token of an emailed password-reset link (`/?resetToken=`), for the forgot-password modal. */
  resetToken?: string;
  /**
   * Change password: the session must change its password before anything else (spec section 4,
   * decision 0026), so the modal cannot be dismissed.
   */
  forced?: boolean;
  /**
   * The login of the stand-alone agent site: it logs in agents only (error_not_agent for others), and agents
   * that are not members (isAgent 2, 42) log in only here (decision 0013).
   */
  site?: 'agent';
}

interface AuthModalState {
  current: AuthModalKind | null;
  options: AuthModalOptions;
  open: (kind: AuthModalKind, options?: AuthModalOptions) => void;
  close: () => void;
}

export const useAuthModalStore = create<AuthModalState>((set) => ({
  current: null,
  options: {},
  open: (kind, options = {}) => set({ current: kind, options }),
  close: () => set({ current: null, options: {} }),
}));
