import type { Announcement } from '@portal/contract';

/** Popup executions (inventory 4.1): B before login, A after every login, F after a first login only. */
export type PopupExecution = Announcement['execution'];

const ORDER: readonly PopupExecution[] = ['B', 'A', 'F'];

/** What to ask for: B for a visitor; after login A, or F when this session's login was a first login. */
export function popupExecutionFor(token: string | null, firstLoginToken: string | null): PopupExecution {
  if (!token) return 'B';
  return token === firstLoginToken ? 'F' : 'A';
}

/** The popups a list shows: an F list holds the every-login popups too, as the server answers. */
export function popupsIn(execution: PopupExecution): readonly PopupExecution[] {
  return execution === 'F' ? ['A', 'F'] : [execution];
}

/**
 * The session's `popupClosed` value: a comma list of the lists closed in this session, one flag per
 * login state (e.g. `B,A`). Unknown parts are ignored, so an older value such as `B` still reads.
 */
export function parseClosed(raw: string | null): ReadonlySet<PopupExecution> {
  const parts = (raw ?? '').split(',').map((part) => part.trim());
  return new Set(ORDER.filter((execution) => parts.includes(execution)));
}

export function formatClosed(closed: ReadonlySet<PopupExecution>): string {
  return ORDER.filter((execution) => closed.has(execution)).join(',');
}

export function withClosed(
  closed: ReadonlySet<PopupExecution>,
  execution: PopupExecution,
): ReadonlySet<PopupExecution> {
  return new Set([...closed, execution]);
}

/**
 * Whether a list was already closed this session. Closing a first-login list also closed the
 * every-login popups it held; closing an every-login list does not hide a later first login's
 * popups (a registration after another account's login in the same tab).
 */
export function isClosed(closed: ReadonlySet<PopupExecution>, execution: PopupExecution): boolean {
  return closed.has(execution) || (execution === 'A' && closed.has('F'));
}
