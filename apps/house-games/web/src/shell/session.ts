/**
 * Start-up of a game page. The launch token is taken off the address at once (main.tsx), traded for a
 * house session with POST /api/session, and the session is kept in memory and in sessionStorage so a
 * reload of the same tab resumes it (the token is single-use and already gone from the address).
 */
import { houseGameCodes, type HouseGameCode, type SessionValue } from '../../../src/shared/api.ts';
import { HouseApiError, houseClient, openSession } from '../api/client.ts';
import type { Lang } from '../i18n/index.ts';

// One entry per game: two games framed in the same tab share this origin's sessionStorage.
const storageKey = (game: string | undefined) => `house.session.${game ?? 'any'}`;

export type Boot =
  | { readonly kind: 'ready'; readonly session: SessionValue }
  /** No session to resume, or the server no longer knows it. */
  | { readonly kind: 'expired' }
  | { readonly kind: 'error'; readonly error: HouseApiError };

export function isGameCode(value: string): value is HouseGameCode {
  return (houseGameCodes as readonly string[]).includes(value);
}

/** Removes `token` from the address bar (and history entry) and returns it. */
export function takeTokenFromAddress(): string | null {
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (token === null) return null;
  url.searchParams.delete('token');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token;
}

export function storeSession(session: SessionValue): void {
  try {
    const text = JSON.stringify(session);
    sessionStorage.setItem(storageKey(session.game), text);
    // The address may name the game under another code (it is the session that decides).
    const path = gameFromPath(location.pathname);
    if (path !== session.game) sessionStorage.setItem(storageKey(path), text);
  } catch {
    // Storage can be blocked for a third-party frame; the session then lives for this page only.
  }
}

function storedSession(game: HouseGameCode | undefined): SessionValue | null {
  try {
    const text = sessionStorage.getItem(storageKey(game));
    return text ? (JSON.parse(text) as SessionValue) : null;
  } catch {
    return null;
  }
}

export function forgetSession(game: HouseGameCode | undefined): void {
  try {
    sessionStorage.removeItem(storageKey(game));
  } catch {
    // See storeSession.
  }
}

/** The game code of a `/play/:gameCode` address, when it is one. */
export function gameFromPath(pathname: string): HouseGameCode | undefined {
  const code = /^\/play\/([^/]+)/.exec(pathname)?.[1];
  return code && isGameCode(code) ? code : undefined;
}

export async function startSession(token: string | null, lang: Lang, game?: HouseGameCode): Promise<Boot> {
  try {
    if (token) {
      const session = await openSession(token, lang, game);
      storeSession(session);
      return { kind: 'ready', session };
    }
    const stored = storedSession(game);
    if (!stored) return { kind: 'expired' };
    // A reload: the stored session is only as good as the server says it is.
    const client = houseClient(stored.session, lang);
    const [{ balance }, fairness] = await Promise.all([client.balance(), client.fairness()]);
    const session = { ...stored, balance, fairness };
    storeSession(session);
    return { kind: 'ready', session };
  } catch (e) {
    const error = e instanceof HouseApiError ? e : new HouseApiError('internal.error', String(e));
    if (error.sessionGone) {
      forgetSession(game);
      return { kind: 'expired' };
    }
    return { kind: 'error', error };
  }
}
