import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useI18n } from '../../i18n/react.tsx';
import { CardRow } from './PlayingCard.tsx';
import type { Point } from './seats.ts';
import { ringOffset, turnClock } from './timer.ts';

export type { SeatView } from './seat-view.ts';
import type { SeatView } from './seat-view.ts';

const RING = 2 * Math.PI * 46;

/** The countdown ring of the acting seat, from the server's clock (re-drawn four times a second). */
export function TurnRing({
  deadline,
  seconds,
  now,
}: {
  deadline: number;
  seconds: number;
  now: () => number;
}) {
  const { t } = useI18n();
  const [clock, setClock] = useState(() => turnClock(deadline, seconds, now()));
  useEffect(() => {
    const tick = () => setClock(turnClock(deadline, seconds, now()));
    tick();
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [deadline, seconds, now]);
  return (
    <span
      className={`turn-ring${clock.urgent ? ' turn-ring--urgent' : ''}`}
      role="timer"
      aria-label={t('rooms.table.timeLeft', { seconds: clock.seconds })}
    >
      <svg viewBox="0 0 100 100" aria-hidden="true">
        <circle className="turn-ring__track" cx="50" cy="50" r="46" />
        <circle
          className="turn-ring__left"
          cx="50"
          cy="50"
          r="46"
          strokeDasharray={RING}
          strokeDashoffset={ringOffset(clock.fraction, RING)}
        />
      </svg>
      <span className="turn-ring__secs" aria-hidden="true">
        {clock.seconds}
      </span>
    </span>
  );
}

/** A seat at its place on the oval: name, stack, badges, cards, the turn ring. */
export function Seat({
  view,
  at,
  now,
  money,
  onSit,
}: {
  view: SeatView;
  at: Point;
  now: () => number;
  money: (major: number) => string;
  /** Offered on empty seats when the player may sit. */
  onSit?: (seat: number) => void;
}) {
  const { t } = useI18n();
  const style = { left: `${at.x}%`, top: `${at.y}%` } as CSSProperties;
  if (view.player === null) {
    return (
      <div className="seat seat--empty" style={style}>
        {onSit ? (
          <button type="button" className="seat__sit" onClick={() => onSit(view.seat)}>
            {t('rooms.table.sitHere')}
            <span className="visually-hidden"> {t('rooms.table.seatN', { n: view.seat + 1 })}</span>
          </button>
        ) : (
          <span className="seat__empty">{t('rooms.table.seatEmpty')}</span>
        )}
      </div>
    );
  }
  const cls = [
    'seat',
    view.mine ? 'seat--mine' : '',
    view.turn ? 'seat--acting' : '',
    view.folded || view.out ? 'seat--faded' : '',
    view.won ? 'seat--won' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const badgeText: Record<SeatView['badges'][number], ReactNode> = {
    dealer: (
      <span className="seat__badge seat__badge--dealer" title={t('rooms.table.dealer')}>
        D
      </span>
    ),
    sb: <span className="seat__badge">{t('rooms.table.sb')}</span>,
    bb: <span className="seat__badge">{t('rooms.table.bb')}</span>,
    banker: <span className="seat__badge seat__badge--banker">{t('rooms.bull.banker')}</span>,
  };
  return (
    <div className={cls} style={style} aria-label={t('rooms.table.seatN', { n: view.seat + 1 })} role="group">
      {view.count > 0 && (
        <div className="seat__cards">
          <CardRow
            cards={view.cards}
            count={view.count}
            size={view.mine ? 'md' : 'sm'}
            fan={!view.mine && view.count > 2}
            winning={view.winning}
            label={view.mine ? t('rooms.table.yourCards') : t('rooms.table.cardsOf', { name: view.player })}
          />
        </div>
      )}
      <div className="seat__box">
        {view.turn && <TurnRing deadline={view.turn.deadline} seconds={view.turn.seconds} now={now} />}
        <span className="seat__name">
          {view.mine ? t('rooms.table.you') : view.player}
          {view.badges.map((b) => (
            <span key={b}>{badgeText[b]}</span>
          ))}
        </span>
        <strong className="seat__stack">{money(view.stack)}</strong>
        {view.out && <span className="seat__note">{t('rooms.table.sittingOut')}</span>}
        {view.note && <span className="seat__note">{view.note}</span>}
        {view.won !== null && view.won > 0 && (
          <span className="seat__won" aria-live="polite">
            +{money(view.won)}
          </span>
        )}
      </div>
    </div>
  );
}
