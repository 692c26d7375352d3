import { useCallback, useEffect, useRef, useState } from 'react';
import type { TableGame } from '../../../../src/shared/api.ts';
import { tableLiveMessage, type TableState } from '../../../../src/shared/tables-api.ts';
import { getTableState, tableLiveUrl } from '../../api/tables.ts';
import { HouseApiError } from '../../api/client.ts';
import type { Lang } from '../../i18n/index.ts';
import { addSample, backoffMs, serverNow, type ClockSample } from '../../lib/crash-clock.ts';

export type FeedStatus = 'connecting' | 'live' | 'polling';

export interface TableFeed {
  readonly state: TableState | null;
  readonly status: FeedStatus;
  /** The server's clock now (ms), from the local clock and the offsets of the messages seen. */
  now(): number;
  /** Reads the state at once (after a placement, or when a reveal ends). */
  refresh(): void;
}

const POLL_MS = 1000;
/** Any message on the socket keeps this session counted as seated. */
const HEARTBEAT_MS = 4000;

/**
 * A table's live state over `/api/tables/:game/live?session=`; while the socket is down the state is read
 * with GET state every second and the socket reconnects quietly with backoff. `onGone` hears of a
 * session the server no longer knows (from a refusal on the socket or a poll).
 */
export function useTableFeed(
  game: TableGame,
  session: string,
  lang: Lang,
  onGone: (error: HouseApiError) => void,
): TableFeed {
  const [state, setState] = useState<TableState | null>(null);
  const [status, setStatus] = useState<FeedStatus>('connecting');
  const samples = useRef<ClockSample[]>([]);
  const goneRef = useRef(onGone);
  const pollNow = useRef<() => void>(() => {});
  useEffect(() => {
    goneRef.current = onGone;
  });

  useEffect(() => {
    let ws: WebSocket | null = null;
    let attempt = 0;
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    let poller: ReturnType<typeof setTimeout> | undefined;
    const heartbeat = setInterval(() => {
      if (ws?.readyState === WebSocket.OPEN) ws.send('hb');
    }, HEARTBEAT_MS);
    let stopped = false;
    let live = false;
    const ctl = new AbortController();

    const take = (next: TableState, local: number) => {
      samples.current = addSample(samples.current, { server: next.now, local });
      setState(next);
    };

    const poll = async () => {
      clearTimeout(poller);
      const sentAt = Date.now();
      try {
        const next = await getTableState(game, session, lang, ctl.signal);
        // Half the round trip: the answer's `now` was written about then.
        take(next, (sentAt + Date.now()) / 2);
      } catch (e) {
        if (e instanceof HouseApiError && e.sessionGone) {
          stopped = true;
          goneRef.current(e);
          return;
        }
      }
      if (!stopped && !live) poller = setTimeout(() => void poll(), POLL_MS);
    };
    pollNow.current = () => void poll();

    const connect = () => {
      ws = new WebSocket(tableLiveUrl(game, session));
      ws.onopen = () => {
        attempt = 0;
        live = true;
        clearTimeout(poller);
        setStatus('live');
      };
      ws.onmessage = (ev: MessageEvent) => {
        const local = Date.now();
        let data: unknown;
        try {
          data = JSON.parse(String(ev.data));
        } catch {
          return;
        }
        if (data && typeof data === 'object' && 'error' in data) {
          const { error, message } = data as { error: unknown; message?: unknown };
          const refusal = new HouseApiError(
            String(error) as HouseApiError['code'],
            typeof message === 'string' ? message : '',
          );
          if (refusal.sessionGone) {
            stopped = true;
            goneRef.current(refusal);
          }
          return;
        }
        const parsed = tableLiveMessage.safeParse(data);
        if (!parsed.success) return;
        const msg = parsed.data;
        if (msg.type === 'state') {
          const { type: _type, ...next } = msg;
          take(next, local);
        } else {
          samples.current = addSample(samples.current, { server: msg.now, local });
          setState((s) => (s ? { ...s, seated: msg.seated } : s));
        }
      };
      ws.onclose = () => {
        live = false;
        if (stopped) return;
        setStatus('polling');
        void poll();
        reconnect = setTimeout(connect, backoffMs(attempt));
        attempt++;
      };
      ws.onerror = () => ws?.close();
    };

    // The first state comes by GET so the page draws at once; the socket then keeps it current.
    void poll();
    connect();
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      void poll();
      if (ws?.readyState === WebSocket.CLOSED) {
        clearTimeout(reconnect);
        connect();
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      ctl.abort();
      clearTimeout(reconnect);
      clearTimeout(poller);
      clearInterval(heartbeat);
      document.removeEventListener('visibilitychange', onVisible);
      ws?.close();
    };
  }, [game, session, lang]);

  const now = useCallback(() => serverNow(Date.now(), samples.current), []);
  const refresh = useCallback(() => pollNow.current(), []);
  return { state, status, now, refresh };
}
