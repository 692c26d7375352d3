import {
  LIVE_PATH,
  LIVE_SESSION_CLOSED,
  type LiveAuthMessage,
  type LiveMessage,
} from '@portal/contract/live';

/** The live pushes of `/wps/live` (a WebSocket, JSON messages) and how the client reconnects. */
export type LiveEvent = LiveMessage;

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

/** The fields of each message and their types: anything else in a message is dropped. */
/** `string|null`: a string or null (the platform as a message's sender). */
const FIELDS: { [T in LiveMessage['type']]: Record<string, 'string' | 'number' | 'string|null'> } = {
  ready: {},
  balance: {},
  reward: { source: 'string' },
  deposit: { orderId: 'string', status: 'string' },
  withdrawal: { withdrawalId: 'string', status: 'string' },
  upline: { from: 'string', amount: 'number' },
  downline: { from: 'string', amount: 'number' },
  manualPromo: { rewardId: 'string', amount: 'number', pointAmount: 'number', name: 'string' },
  inbox: { inboxId: 'number', subject: 'string', from: 'string|null' },
  vipLevelUp: { rankLevel: 'number' },
  'lottery.draw': { gameCode: 'string', numero: 'string', winNo: 'string' },
  'lottery.settled': { gameCode: 'string', numero: 'string', won: 'number' },
  chat: { conversationId: 'number' },
};

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
  const type = event.type;
  if (typeof type !== 'string' || !Object.hasOwn(FIELDS, type)) return null;
  const out: Record<string, unknown> = { type };
  for (const [name, kind] of Object.entries(FIELDS[type as LiveMessage['type']])) {
    const value = event[name];
    const fits = kind === 'string|null' ? value === null || typeof value === 'string' : typeof value === kind;
    if (!fits) return null;
    out[name] = event[name];
  }
  return out as LiveEvent;
}
