import { useCallback, useEffect, useRef, useState } from 'react';
import { crashState, type CrashState } from '../../../../src/shared/api.ts';
import { crashLiveUrl } from '../../api/client.ts';
import { addSample, backoffMs, serverNow, type ClockSample } from '../../lib/crash-clock.ts';

export type FeedStatus = 'connecting' | 'open' | 'reconnecting';

export interface CrashFeed {
  readonly state: CrashState | null;
  readonly status: FeedStatus;
  /** The server's clock now, from the local clock and the offsets seen on the feed. */
  now(): number;
}

/**
 * The live crash rounds over `/api/crash/live?session=`, reconnecting with backoff. `onDown` is told
 * after each failed connection so the page can check whether the session itself has gone; a refusal
 * the server sends before closing (`{error, message}`) goes to `onRefused` and, for a session that is
 * gone, ends the reconnecting.
 */
export function useCrashFeed(
  session: string,
  onDown: (attempt: number) => void,
  onRefused: (code: string, message: string) => void,
): CrashFeed {
  const [state, setState] = useState<CrashState | null>(null);
  const [status, setStatus] = useState<FeedStatus>('connecting');
  const samples = useRef<ClockSample[]>([]);
  const downRef = useRef(onDown);
  const refusedRef = useRef(onRefused);
  useEffect(() => {
    downRef.current = onDown;
    refusedRef.current = onRefused;
  });

  useEffect(() => {
    let ws: WebSocket | null = null;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const connect = () => {
      ws = new WebSocket(crashLiveUrl(session));
      ws.onopen = () => {
        attempt = 0;
        setStatus('open');
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
          const code = String(error);
          if (code === 'session.expired' || code === 'session.invalid') stopped = true;
          refusedRef.current(code, typeof message === 'string' ? message : '');
          return;
        }
        // A bare crashState, or one wrapped as {type, state}.
        const body =
          data && typeof data === 'object' && 'state' in data ? (data as { state: unknown }).state : data;
        const parsed = crashState.safeParse(body);
        if (!parsed.success) return;
        samples.current = addSample(samples.current, { server: Date.parse(parsed.data.serverTime), local });
        setState(parsed.data);
      };
      ws.onclose = () => {
        if (stopped) return;
        setStatus('reconnecting');
        downRef.current(attempt);
        timer = setTimeout(connect, backoffMs(attempt));
        attempt++;
      };
      ws.onerror = () => ws?.close();
    };

    connect();
    const onVisible = () => {
      // Back from a background tab: reconnect now rather than at the end of a long backoff.
      if (document.visibilityState === 'visible' && ws?.readyState === WebSocket.CLOSED) {
        clearTimeout(timer);
        connect();
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      ws?.close();
    };
  }, [session]);

  const now = useCallback(() => serverNow(Date.now(), samples.current), []);
  return { state, status, now };
}
