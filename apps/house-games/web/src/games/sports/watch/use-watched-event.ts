import { useEffect, useRef, useState } from 'react';
import { getSportsEvent, type SportsEventAnswer } from '../../../api/sports.ts';
import type { Lang } from '../../../i18n/index.ts';
import { ANY_LENGTH, clockOffset, type LengthRange, narrowLength, POLL_MS } from './watch-timeline.ts';

export interface Watched {
  readonly answer: SportsEventAnswer;
  /** Server clock minus local clock. */
  readonly offsetMs: number;
  /** The event's length on its own clock as far as the polls tell (basketball minutes, cockfight seconds). */
  readonly length: LengthRange;
}

/** What the server reports as the event's own clock so far (present.ts: floor(length * progress)). */
function reportedClock(answer: SportsEventAnswer): number | null {
  const t = answer.live.timeline as { minute?: unknown; second?: unknown } | null;
  if (!t) return null;
  const v = t.minute ?? t.second;
  return typeof v === 'number' ? v : null;
}

/**
 * Polls one event: every POLL_MS while it plays, slower before kick-off (just to learn it started), never
 * again once settled or void. Keeps the server clock's offset from each answer, so the picture follows the
 * server's time without drifting.
 */
export function useWatchedEvent(eventId: string, lang: Lang): { watched: Watched | null; error: unknown } {
  const [watched, setWatched] = useState<Watched | null>(null);
  const [error, setError] = useState<unknown>(null);
  const lengthRef = useRef<LengthRange>(ANY_LENGTH);

  useEffect(() => {
    lengthRef.current = ANY_LENGTH;
    setWatched(null);
    setError(null);
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const sent = Date.now();
      let delay = POLL_MS;
      try {
        const answer = await getSportsEvent(eventId, lang, abort.signal);
        const offsetMs = clockOffset(Date.parse(answer.now), sent, Date.now());
        const reported = reportedClock(answer);
        if (reported !== null)
          lengthRef.current = narrowLength(lengthRef.current, answer.live.progress, reported);
        setWatched({ answer, offsetMs, length: lengthRef.current });
        setError(null);
        const { phase, kickoffAt } = answer.event;
        if (phase === 'settled' || phase === 'void') return;
        if (phase === 'open') {
          const untilKickoff = Date.parse(kickoffAt) - Date.parse(answer.now);
          delay = Math.min(Math.max(untilKickoff + 300, POLL_MS), 30_000);
        }
      } catch (e) {
        if (abort.signal.aborted) return;
        setError(e);
        delay = POLL_MS * 2;
      }
      timer = setTimeout(() => void poll(), delay);
    };
    void poll();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [eventId, lang]);

  return { watched, error };
}
