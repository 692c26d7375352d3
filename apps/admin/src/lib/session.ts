import { useSyncExternalStore } from 'react';

/**
 * The staff token lives in this tab's sessionStorage under a key of the back office's own (never a cookie,
 * never shared with the player site): closing the tab ends the sign-in on this device.
 */
export const TOKEN_KEY = 'portal-admin-token';
const MERCHANT_KEY = 'portal-admin-merchant';

/** Why the last session ended, shown on the login screen. */
export type EndReason = 'expired' | 'idle' | 'logout' | null;

interface SessionState {
  token: string | null;
  ended: EndReason;
}

const listeners = new Set<() => void>();
let state: SessionState = { token: read(TOKEN_KEY), ended: null };

function read(key: string): string | null {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
function write(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    /* storage blocked: this page only */
  }
}
function emit(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

export const getToken = () => state.token;
export const getSession = () => state;

export function signIn(token: string): void {
  write(TOKEN_KEY, token);
  emit({ token, ended: null });
}

/** Forgets the token (the caller has told the server, or the server said the session is gone). */
export function endSession(reason: Exclude<EndReason, null>): void {
  write(TOKEN_KEY, null);
  write(MERCHANT_KEY, null);
  emit({ token: null, ended: reason });
}

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

// The merchant being operated on: the admin host's merchant (index.html meta) unless the staff member
// switched to another of theirs.
let hostMerchant: string | undefined;
export function getHostMerchant(): string {
  if (hostMerchant) return hostMerchant;
  const meta = globalThis.document?.querySelector<HTMLMetaElement>('meta[name="portal-merchant"]');
  hostMerchant = meta?.content.trim() || 'demo';
  return hostMerchant;
}

let merchant: string = read(MERCHANT_KEY) ?? '';
const merchantListeners = new Set<() => void>();
export const getMerchant = () => merchant || getHostMerchant();
export function setMerchant(code: string): void {
  merchant = code === getHostMerchant() ? '' : code;
  write(MERCHANT_KEY, merchant || null);
  for (const listener of merchantListeners) listener();
}
export function useMerchant(): string {
  return useSyncExternalStore(
    (l) => {
      merchantListeners.add(l);
      return () => merchantListeners.delete(l);
    },
    getMerchant,
    getMerchant,
  );
}
