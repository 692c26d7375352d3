import { create } from 'zustand';
import { sessionStore } from './storage';

/**
 * The member's session token (spec section 3 session values). The accounts issue fills it on
 * login; until then every visitor has none. Kept in memory and in sessionStorage `token`.
 */
interface SessionState {
  token: string | null;
  setToken: (token: string | null) => void;
}

export const useSessionStore = create<SessionState>((set) => ({
  token: sessionStore.get('token'),
  setToken: (token) => {
    if (token) sessionStore.set('token', token);
    else sessionStore.remove('token');
    set({ token });
  },
}));

export const getToken = (): string | null => useSessionStore.getState().token;
export const useIsLoggedIn = (): boolean => useSessionStore((s) => s.token !== null);
