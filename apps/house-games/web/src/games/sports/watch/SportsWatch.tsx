import { useEffect, useState } from 'react';
import type {
  BasketballTimeline,
  CockfightTimeline,
  EsportsTimeline,
  FootballTimeline,
  SportId,
} from '../../../../../src/engine/sports/index.ts';
import { sideNames } from '../../../lib/sports-names.ts';
import { useI18n } from '../../../i18n/react.tsx';
import { useAnimationFrame, useReducedMotion } from '../../../shell/hooks.ts';
import { errorKey } from '../../../shell/house.tsx';
import { Icon } from '../../../shell/icons.tsx';
import { BasketballWatch } from './BasketballWatch.tsx';
import { CockfightWatch } from './CockfightWatch.tsx';
import { EsportsWatch } from './EsportsWatch.tsx';
import { FootballWatch } from './FootballWatch.tsx';
import { useWatchedEvent, type Watched } from './use-watched-event.ts';
import { basketballLength, cockfightLength, shownProgress } from './watch-timeline.ts';
import './sports-watch.css';

/** Where the picture stands: the shown share of the window and the event's clock in its own units. */
export interface Shown {
  readonly progress: number;
  /** Football and basketball minutes, cockfight seconds; null while a cockfight's length is unknown. */
  readonly clock: number | null;
  /** The event's length on that clock. */
  readonly length: number | null;
}

function shownOf(sport: SportId, w: Watched, localNow: number): Shown {
  const { event, live } = w.answer;
  const progress = shownProgress(localNow, w.offsetMs, Date.parse(event.kickoffAt), Date.parse(event.endAt));
  const done = live.progress >= 1;
  let length: number | null = null;
  if (sport === 'football') length = 90;
  else if (sport === 'basketball') {
    const t = live.timeline as BasketballTimeline | null;
    length = basketballLength(
      w.length,
      (t?.periods.length ?? 0) > 4 || (t?.ticker.some((k) => k.period === 5) ?? false),
    );
  } else if (sport === 'cockfight') {
    const t = live.timeline as { second: number } | null;
    length = cockfightLength(w.length, done && t ? t.second : null);
  }
  return { progress, clock: length === null ? null : length * progress, length };
}

/**
 * Watching one virtual event (issue 19): polls the event, plays its timeline between polls on the
 * server's clock (LAG_MS behind it, so what is about to happen is already known), and ends on the final
 * result with a link to verify it.
 */
export function SportsWatch({
  eventId,
  sport,
  onClose,
}: {
  eventId: string;
  sport: SportId;
  onClose?: () => void;
}) {
  const { t, lang } = useI18n();
  const reduced = useReducedMotion();
  const { watched, error } = useWatchedEvent(eventId, lang);
  const [localNow, setLocalNow] = useState(() => Date.now());
  const phase = watched?.answer.event.phase;
  const shownDone = watched ? shownOf(sport, watched, localNow).progress >= 1 : false;
  const playing = phase === 'playing' || (phase === 'settled' && !shownDone);

  // Smooth frames while it plays; a countdown, or reduced motion, moves once a second (states jump).
  useAnimationFrame(() => setLocalNow(Date.now()), playing && !reduced);
  const ticking = phase === 'open' || (playing && reduced);
  useEffect(() => {
    if (!ticking) return;
    const id = setInterval(() => setLocalNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [ticking]);

  const header = (title: string) => (
    <header className="sw-head">
      <h2 className="sw-title">{title}</h2>
      {onClose && (
        <button type="button" className="sw-close" onClick={onClose} aria-label={t('watch.close')}>
          <Icon name="close" size={18} />
        </button>
      )}
    </header>
  );

  if (!watched) {
    return (
      <section className="sw" aria-busy={!error}>
        {header(t(`watch.sport.${sport}`))}
        <p className={error ? 'sw-error' : 'sw-muted'} role={error ? 'alert' : undefined}>
          {error ? t(errorKey(error)) : t('common.loading')}
        </p>
      </section>
    );
  }

  const { event, live } = watched.answer;
  const names = sideNames(sport, event.fixture, lang);
  const shown = shownOf(sport, watched, localNow);
  const serverNow = localNow + watched.offsetMs;
  const untilKickoff = Math.max(0, Math.ceil((Date.parse(event.kickoffAt) - serverNow) / 1000));
  const final = event.phase === 'settled' && shown.progress >= 1;

  let body: React.ReactNode;
  if (event.phase === 'void') {
    body = <p className="sw-banner">{t('watch.void')}</p>;
  } else if (sport === 'football') {
    body = (
      <FootballWatch
        names={names}
        timeline={live.timeline as FootballTimeline | null}
        minute={shown.clock ?? 0}
        final={final}
        reduced={reduced}
      />
    );
  } else if (sport === 'basketball') {
    body = (
      <BasketballWatch
        names={names}
        timeline={live.timeline as BasketballTimeline | null}
        minute={shown.clock ?? 0}
        length={shown.length ?? 48}
        final={final}
      />
    );
  } else if (sport === 'esports') {
    body = (
      <EsportsWatch
        names={names}
        timeline={live.timeline as EsportsTimeline | null}
        started={event.phase !== 'open'}
        final={final}
        reduced={reduced}
      />
    );
  } else {
    body = (
      <CockfightWatch
        names={names}
        timeline={live.timeline as CockfightTimeline | null}
        second={shown.clock}
        final={final}
        reduced={reduced}
      />
    );
  }

  return (
    <section
      className={`sw sw--${sport}${reduced ? ' sw-still' : ''}`}
      aria-label={t(`watch.sport.${sport}`)}
    >
      {header(`${names.home} ${t('watch.versus')} ${names.away}`)}
      {event.phase === 'open' && (
        <p className="sw-countdown" role="timer">
          {t('watch.countdown', { time: countdown(untilKickoff) })}
        </p>
      )}
      {body}
      {error !== null && (
        <p className="sw-error" role="alert">
          {t(errorKey(error))}
        </p>
      )}
      {final && (
        <footer className="sw-final">
          <span>{t('watch.final')}</span>
          <a className="sw-verify" href={`/verify?event=${encodeURIComponent(event.id)}`}>
            {t('watch.verify')}
          </a>
        </footer>
      )}
    </section>
  );
}

function countdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
