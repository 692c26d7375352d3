import { create } from 'zustand';
import { getMerchantCode } from './merchant';
import { sessionStore } from './storage';

/**
 * The member's session values (spec section 3): token, account, username, nickname, customerId,
 * isAgent, toUpline, plus the merchant codes. Kept in memory and in sessionStorage under the spec's
 * names, so a reload keeps the member logged in. Clearing keeps the merchant codes (spec section 4).
 */
export interface SessionValues {
  token: string | null;
  account: string | null;
  username: string | null;
  nickname: string | null;
  customerId: number | null;
  /** The spec's isAgent: 0 member; 1, 2, 41, 42 agents; 4 trial (free play). */
  isAgent: number | null;
  toUpline: string | null;
}

type SessionKey = keyof SessionValues;
const SESSION_KEYS: SessionKey[] = [
  'token',
  'account',
  'username',
  'nickname',
  'customerId',
  'isAgent',
  'toUpline',
];
const NUMERIC_KEYS = new Set<SessionKey>(['customerId', 'isAgent']);
const MERCHANT_KEYS = ['merchant', 'merchantCode'] as const;

function readStored(): SessionValues {
  const values = {} as Record<SessionKey, string | number | null>;
  for (const key of SESSION_KEYS) {
    const raw = sessionStore.get(key);
    if (raw === null) values[key] = null;
    else if (NUMERIC_KEYS.has(key)) {
      const n = Number(raw);
      values[key] = Number.isFinite(n) ? n : null;
    } else values[key] = raw;
  }
  const stored = values as unknown as SessionValues;
  // Values without a token are leftovers of an ended session.
  return stored.token ? stored : emptySession();
}

const emptySession = (): SessionValues => ({
  token: null,
  account: null,
  username: null,
  nickname: null,
  customerId: null,
  isAgent: null,
  toUpline: null,
});

function persist(values: Partial<SessionValues>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) sessionStore.remove(key);
    else sessionStore.set(key, String(value));
  }
}

interface SessionState extends SessionValues {
  /** Starts a session after login, registration or free play. */
  startSession: (values: Partial<SessionValues> & { token: string }) => void;
  /** Fills in what member info says (account, nickname, type, upline). */
  updateSession: (values: Partial<Omit<SessionValues, 'token'>>) => void;
  /** Ends the session: every value but the merchant codes goes. */
  clearSession: () => void;
  /** Kept for callers that only know the token. */
  setToken: (token: string | null) => void;
}

export const useSessionStore = create<SessionState>((set, get) => ({
  ...readStored(),
  startSession: (values) => {
    const next = { ...emptySession(), ...values };
    persist(next);
    const merchant = getMerchantCode();
    for (const key of MERCHANT_KEYS) sessionStore.set(key, merchant);
    set(next);
  },
  updateSession: (values) => {
    if (!get().token) return;
    persist(values);
    set(values);
  },
  clearSession: () => {
    const empty = emptySession();
    persist(empty);
    set(empty);
  },
  setToken: (token) => {
    if (token) get().startSession({ token });
    else get().clearSession();
  },
}));

export const getToken = (): string | null => useSessionStore.getState().token;
export const useIsLoggedIn = (): boolean => useSessionStore((s) => s.token !== null);

export const TRIAL_CUSTOMER_TYPE = 4;
/** Account types that are agents (spec section 6): the agent centre is theirs. */
export const AGENT_CUSTOMER_TYPES: readonly number[] = [1, 2, 41, 42];
export const isAgentCustomer = (isAgent: number | null): boolean =>
  isAgent !== null && AGENT_CUSTOMER_TYPES.includes(isAgent);
/** Trial (free-play) accounts: isAgent 4 (spec section 6). */
export const useIsTrial = (): boolean => useSessionStore((s) => s.isAgent === TRIAL_CUSTOMER_TYPE);

const expiryListeners = new Set<() => void>();

/**
 * A call answered 401 `login.not.session`: the session is over on the server. Clears it and tells
 * the listeners (the accounts feature opens the login modal).
 */
export function expireSession(): void {
  if (!getToken()) return;
  useSessionStore.getState().clearSession();
  expiryListeners.forEach((listener) => listener());
}

export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

const passwordChangeListeners = new Set<() => void>();

/**
 * A call answered 403 `password.change.required`: the session must change its password first (spec
 * section 4, decision 0026). Tells the listeners (the accounts feature opens the forced change).
 */
export function requirePasswordChange(): void {
  if (!getToken()) return;
  passwordChangeListeners.forEach((listener) => listener());
}

export function onPasswordChangeRequired(listener: () => void): () => void {
  passwordChangeListeners.add(listener);
  return () => passwordChangeListeners.delete(listener);
}
