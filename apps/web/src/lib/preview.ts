import { useSyncExternalStore } from 'react';
import { PREVIEW_AT_HEADER, PREVIEW_TOKEN_HEADER } from '@portal/contract';
import { sessionStore } from './storage';

/**
 * A content preview (decision 0035): the back office opens the site with `?preview=<token>[&at=<iso>]`.
 * The tab keeps them in sessionStorage (another tab, or this one once closed, is the members' site), drops
 * them from the address, and sends them on its content calls. A refused link ends the preview: the page
 * reloads as the members' site and says so once.
 */
const TOKEN_KEY = 'contentPreview';
const AT_KEY = 'contentPreviewAt';
const ENDED_KEY = 'contentPreviewEnded';

export interface Preview {
  token: string;
  /** The moment previewed (ISO); null: now. */
  at: string | null;
}

/** Takes `preview` and `at` from the address into the tab's storage (once, at start). */
export function capturePreviewFromUrl(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('preview');
  if (!token) return;
  sessionStore.set(TOKEN_KEY, token);
  const at = url.searchParams.get('at');
  if (at && !Number.isNaN(new Date(at).getTime())) sessionStore.set(AT_KEY, at);
  else sessionStore.remove(AT_KEY);
  sessionStore.remove(ENDED_KEY);
  url.searchParams.delete('preview');
  url.searchParams.delete('at');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

export function getPreview(): Preview | null {
  const token = sessionStore.get(TOKEN_KEY);
  return token ? { token, at: sessionStore.get(AT_KEY) } : null;
}

/** The headers of a content call in a preview tab (none otherwise). */
export function previewHeaders(): Record<string, string> {
  const preview = getPreview();
  if (!preview) return {};
  return {
    [PREVIEW_TOKEN_HEADER]: preview.token,
    ...(preview.at ? { [PREVIEW_AT_HEADER]: preview.at } : {}),
  };
}

function clear() {
  sessionStore.remove(TOKEN_KEY);
  sessionStore.remove(AT_KEY);
}

/** Back to the members' site in this tab (a fresh load: nothing previewed stays in memory). */
export function exitPreview(): void {
  clear();
  window.location.reload();
}

/** The server refused the link (expired, or not of this site): the members' site, with a note. */
export function previewRefused(): void {
  if (!getPreview()) return;
  clear();
  sessionStore.set(ENDED_KEY, '1');
  window.location.reload();
}

const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The note that a refused link ended the preview, until dismissed. */
export const previewEndedNote = {
  shown: () => sessionStore.get(ENDED_KEY) === '1',
  dismiss() {
    sessionStore.remove(ENDED_KEY);
    for (const l of listeners) l();
  },
};

export function usePreviewEndedNote(): boolean {
  return useSyncExternalStore(subscribe, previewEndedNote.shown, () => false);
}
