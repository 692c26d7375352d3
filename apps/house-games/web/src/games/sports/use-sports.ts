import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from '../../shell/hooks.ts';

/**
 * The server's clock on the page: each answer's `now` sets the offset to the local clock once (half the
 * round trip added), and the countdowns read local time plus that offset, so they never drift with the
 * polling and never trust a wrong local clock.
 */
export function useServerClock(): { now: number; sync: (serverNow: string, sentAt: number) => void } {
  const offset = useRef(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now() + offset.current), 1000);
    return () => clearInterval(id);
  }, []);
  const sync = useCallback((serverNow: string, sentAt: number) => {
    const received = Date.now();
    const server = Date.parse(serverNow);
    if (!Number.isFinite(server)) return;
    offset.current = server + (received - sentAt) / 2 - received;
    setNow(Date.now() + offset.current);
  }, []);
  return { now, sync };
}

/** Runs `load` now and every `ms` while `active` (and again when `key` changes); aborts on change. */
export function usePoll(
  load: (signal: AbortSignal) => Promise<void>,
  ms: number,
  key: string,
  active = true,
) {
  const ref = useLatest(load);
  useEffect(() => {
    if (!active) return;
    const ctl = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      try {
        await ref.current(ctl.signal);
      } catch {
        // Each load shows its own error; the next poll tries again.
      } finally {
        if (!ctl.signal.aborted) timer = setTimeout(() => void run(), ms);
      }
    };
    void run();
    return () => {
      ctl.abort();
      clearTimeout(timer);
    };
  }, [ms, key, active, ref]);
}

/** mm:ss (or h:mm:ss) of a non-negative duration. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** "11/28, 20:14" in the page's locale, 24-hour: when a bet was placed or an event kicked off. */
export const dayAndTime = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, {
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
