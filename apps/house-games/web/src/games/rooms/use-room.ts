import { useCallback, useEffect, useRef, useState } from 'react';
import { roomState, type RoomState } from '../../../../src/shared/rooms-api.ts';
import { HouseApiError } from '../../api/client.ts';
import { roomLiveUrl, type RoomsClient } from '../../api/rooms.ts';
import { addSample, backoffMs, serverNow, type ClockSample } from '../../lib/crash-clock.ts';

export type FeedStatus = 'connecting' | 'open' | 'reconnecting';

export interface RoomFeed {
  readonly state: RoomState | null;
  readonly status: FeedStatus;
  /** The server's clock now (turn deadlines and the next hand are on it). */
  now(): number;
  /** Takes the state an action answered with (kept only when it is not older than the one shown). */
  apply(state: RoomState): void;
}

/** Polling period while the live feed is down, and while it is up (a safety net for lost pushes). */
const POLL_DOWN_MS = 2_000;
const POLL_UP_MS = 10_000;

/** Keeps the newest state: a push or answer older than what is shown is dropped. */
export function newer(current: RoomState | null, next: RoomState): RoomState | null {
  if (!current) return next;
  if (next.version < current.version) return current;
  if (next.version === current.version && !next.changed) return current;
  return next;
}

/**
 * A room's state: the live WebSocket (`/api/rooms/:id/live`), reconnecting with backoff, and polling of
 * GET state by version (every 2 s while the socket is down). Fatal errors (session gone, room closed)
 * go to `onError` once and stop the polling.
 */
export function useRoomFeed(
  api: RoomsClient,
  session: string,
  roomId: string,
  onError: (e: unknown) => void,
): RoomFeed {
  const [state, setState] = useState<RoomState | null>(null);
  const [status, setStatus] = useState<FeedStatus>('connecting');
  const samples = useRef<ClockSample[]>([]);
  const stateRef = useRef<RoomState | null>(null);
  const statusRef = useRef<FeedStatus>('connecting');
  const errorRef = useRef(onError);
  useEffect(() => {
    errorRef.current = onError;
  });

  const apply = useCallback((next: RoomState) => {
    samples.current = addSample(samples.current, { server: Date.parse(next.serverTime), local: Date.now() });
    const kept = newer(stateRef.current, next);
    if (kept !== stateRef.current) {
      stateRef.current = kept;
      setState(kept);
    }
  }, []);

  useEffect(() => {
    stateRef.current = null;
    setState(null);
    let stopped = false;
    let ws: WebSocket | null = null;
    let attempt = 0;
    let wsTimer: ReturnType<typeof setTimeout> | undefined;
    let pollTimer: ReturnType<typeof setTimeout> | undefined;
    const abort = new AbortController();
    const setFeed = (s: FeedStatus) => {
      statusRef.current = s;
      setStatus(s);
    };

    const poll = async () => {
      if (stopped) return;
      try {
        apply(await api.state(roomId, stateRef.current?.version, abort.signal));
      } catch (e) {
        if (stopped || (e instanceof DOMException && e.name === 'AbortError')) return;
        if (e instanceof HouseApiError && e.code !== 'network' && e.code !== 'internal.error') {
          stopped = true;
          errorRef.current(e);
          return;
        }
      }
      if (!stopped) pollTimer = setTimeout(poll, statusRef.current === 'open' ? POLL_UP_MS : POLL_DOWN_MS);
    };

    const connect = () => {
      ws = new WebSocket(roomLiveUrl(roomId, session));
      ws.onopen = () => {
        attempt = 0;
        setFeed('open');
      };
      ws.onmessage = (ev: MessageEvent) => {
        let data: unknown;
        try {
          data = JSON.parse(String(ev.data));
        } catch {
          return;
        }
        if (data && typeof data === 'object' && 'error' in data) {
          const { error, message } = data as { error: unknown; message?: unknown };
          const code = String(error);
          if (code === 'session.expired' || code === 'session.invalid') stopped = true;
          errorRef.current(
            new HouseApiError(code as HouseApiError['code'], typeof message === 'string' ? message : ''),
          );
          return;
        }
        const body =
          data && typeof data === 'object' && 'state' in data ? (data as { state: unknown }).state : data;
        const parsed = roomState.safeParse(body);
        if (parsed.success) apply(parsed.data);
      };
      ws.onclose = () => {
        if (stopped) return;
        setFeed('reconnecting');
        wsTimer = setTimeout(connect, backoffMs(attempt));
        attempt++;
      };
      ws.onerror = () => ws?.close();
    };

    void poll();
    connect();
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || stopped) return;
      if (ws?.readyState === WebSocket.CLOSED) {
        clearTimeout(wsTimer);
        connect();
      }
      clearTimeout(pollTimer);
      void poll();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      abort.abort();
      clearTimeout(wsTimer);
      clearTimeout(pollTimer);
      document.removeEventListener('visibilitychange', onVisible);
      ws?.close();
    };
  }, [api, session, roomId, apply]);

  const now = useCallback(() => serverNow(Date.now(), samples.current), []);
  return { state, status, now, apply };
}
