import { LIVE_PATH, LIVE_SESSION_CLOSED, type LiveAuthMessage } from '@portal/contract/live';

/** The live pushes of `/wps/live` (a WebSocket, JSON messages) and how the client reconnects. */
export type LiveEvent =
  | { type: 'ready' }
  | { type: 'deposit'; orderId: string; status: string }
  | { type: 'withdrawal'; withdrawalId: string; status: string }
  | { type: 'upline'; from: string; amount: number }
  | { type: 'balance' }
  /** A lottery numero drawn (to every socket). */
  | { type: 'lottery.draw'; gameCode: string; numero: string; winNo: string }
  /** The member's orders of a numero settled; `won` is how many of them won. */
  | { type: 'lottery.settled'; gameCode: string; numero: string; won: number };

/** The server closes with 4401 when the session is not live: reconnecting would not help. */
export const SESSION_CLOSED = LIVE_SESSION_CLOSED;

/** `ws:` or `wss:` like the page, same origin; nothing secret in it (URLs end up in logs and proxies). */
export function liveUrl(location: { protocol: string; host: string }): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${LIVE_PATH}`;
}

/** The first message on an open socket: a WebSocket sends no headers, so it names merchant and session. */
export function liveAuth(merchant: string, token: string): string {
  const message: LiveAuthMessage = { type: 'auth', merchant, token };
  return JSON.stringify(message);
}

/** Wait before the n-th reconnect (0-based): 1 s doubling to at most 30 s. */
export const reconnectDelay = (attempt: number): number => Math.min(30_000, 1_000 * 2 ** attempt);

/** A message as a known event, or null for anything else (a newer server's event, broken JSON). */
export function parseLiveEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || !('type' in value)) return null;
  const event = value as Record<string, unknown>;
  switch (event.type) {
    case 'ready':
    case 'balance':
      return { type: event.type };
    case 'deposit':
      return typeof event.orderId === 'string' && typeof event.status === 'string'
        ? { type: 'deposit', orderId: event.orderId, status: event.status }
        : null;
    case 'withdrawal':
      return typeof event.withdrawalId === 'string' && typeof event.status === 'string'
        ? { type: 'withdrawal', withdrawalId: event.withdrawalId, status: event.status }
        : null;
    case 'lottery.draw':
      return typeof event.gameCode === 'string' &&
        typeof event.numero === 'string' &&
        typeof event.winNo === 'string'
        ? { type: 'lottery.draw', gameCode: event.gameCode, numero: event.numero, winNo: event.winNo }
        : null;
    case 'lottery.settled':
      return typeof event.gameCode === 'string' &&
        typeof event.numero === 'string' &&
        typeof event.won === 'number'
        ? { type: 'lottery.settled', gameCode: event.gameCode, numero: event.numero, won: event.won }
        : null;
    case 'upline':
      return typeof event.from === 'string' && typeof event.amount === 'number'
        ? { type: 'upline', from: event.from, amount: event.amount }
        : null;
    default:
      return null;
  }
}
