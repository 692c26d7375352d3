import type { LoginValue, RegisterValue } from '@portal/contract';
import { useSessionStore } from '@/lib/session';

/** Stores the session of a login, a password reset by phone or a free-play start (spec section 4). */
export function startLoginSession(value: LoginValue): void {
  useSessionStore.getState().startSession({
    token: value.token,
    customerId: value.id,
    username: value.userName,
    account: value.userName,
    isAgent: value.customerType,
  });
}

/** Stores the session a registration answers with (`login: true`); member info fills in the rest. */
export function startRegisterSession(value: RegisterValue): void {
  useSessionStore.getState().startSession({
    token: value.token,
    customerId: value.customerId,
    username: value.userName,
    account: value.account ?? value.userName,
    isAgent: 0,
  });
}

/**
 * The first-login action of spec section 4 (login answered `firstTimeLogin`). The first-login popup
 * announcements hook in here; nothing else happens yet.
 */
export function onFirstLogin(_value: LoginValue): void {
  /* first-login popup announcements: announcements feature, later */
}
