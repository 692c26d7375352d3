import { create } from 'zustand';
import { useSessionStore } from '@/lib/session';
import { sessionStore } from '@/lib/storage';
import { formatClosed, parseClosed, withClosed, type PopupExecution } from '../lib/popup-executions';

const CLOSED_KEY = 'popupClosed';
/** The token of this session's first login (login `firstTimeLogin` or registration), so a later login reads as not first. */
const FIRST_LOGIN_KEY = 'firstLoginToken';

interface PopupState {
  closed: ReadonlySet<PopupExecution>;
  firstLoginToken: string | null;
  markFirstLogin: (token: string) => void;
  close: (execution: PopupExecution) => void;
}

/** Popup announcements' per-session state, kept in sessionStorage so a reload does not show them again. */
export const usePopupStore = create<PopupState>((set, get) => ({
  closed: parseClosed(sessionStore.get(CLOSED_KEY)),
  firstLoginToken: sessionStore.get(FIRST_LOGIN_KEY),
  markFirstLogin: (token) => {
    sessionStore.set(FIRST_LOGIN_KEY, token);
    set({ firstLoginToken: token });
  },
  close: (execution) => {
    const closed = withClosed(get().closed, execution);
    sessionStore.set(CLOSED_KEY, formatClosed(closed));
    set({ closed });
  },
}));

// The first-login mark goes with its session (logout, or a session ended on the server).
useSessionStore.subscribe((session) => {
  if (session.token || !usePopupStore.getState().firstLoginToken) return;
  sessionStore.remove(FIRST_LOGIN_KEY);
  usePopupStore.setState({ firstLoginToken: null });
});

/** The first-login action of spec section 4: the after-login popups of this login include F ones. */
export const markFirstLogin = (token: string): void => usePopupStore.getState().markFirstLogin(token);
