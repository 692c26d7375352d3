import type { LoginValue, RegisterValue } from '@portal/contract';
import { useSessionStore } from '@/lib/session';
import { markFirstLogin } from '@/features/announcements';

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

/**
 * Stores the session a registration answers with (`login: true`); member info fills in the rest. A
 * registration is the account's first login, so it gets the first-login popups too.
 */
export function startRegisterSession(value: RegisterValue): void {
  markFirstLogin(value.token);
  useSessionStore.getState().startSession({
    token: value.token,
    customerId: value.customerId,
    username: value.userName,
    account: value.account ?? value.userName,
    isAgent: 0,
  });
}

/**
 * The first-login action of spec section 4 (login answered `firstTimeLogin`): this login's popup
 * announcements include the first-login (F) ones.
 */
export function onFirstLogin(value: LoginValue): void {
  markFirstLogin(value.token);
}
