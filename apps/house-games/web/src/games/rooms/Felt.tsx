import type { CSSProperties, ReactNode } from 'react';
import { useI18n } from '../../i18n/react.tsx';
import { Seat, type SeatView } from './Seat.tsx';
import { useElementSize } from '../../shell/hooks.ts';
import { feltRadius, seatLayout, towardCentre } from './seats.ts';

/**
 * The oval table: seats round the edge (the viewer's at the bottom), each seat's bet part of the way to
 * the centre, and the centre content (board and pots, or the banker's bid). Winners' chips fly from the
 * centre to their seat once per hand (`award`), unless the player asked for less motion.
 */
export function Felt({
  seats,
  viewer,
  views,
  bets,
  centre,
  award,
  now,
  money,
  onSit,
  reducedMotion,
}: {
  seats: number;
  viewer: number | null;
  views: readonly SeatView[];
  /** Chips in front of seats (major units), with an optional label ("2×"). */
  bets: readonly { seat: number; amount: number; label?: string }[];
  centre: ReactNode;
  award: { key: string; seats: readonly number[] } | null;
  now: () => number;
  money: (major: number) => string;
  onSit?: (seat: number) => void;
  reducedMotion: boolean;
}) {
  const { t } = useI18n();
  const [ref, size] = useElementSize<HTMLDivElement>();
  const points = seatLayout(seats, viewer, feltRadius(size.width, size.height));
  return (
    <div ref={ref} className={`felt felt--${seats}`} role="region" aria-label={t('rooms.table.felt')}>
      <div className="felt__oval" aria-hidden="true" />
      <div className="felt__centre">{centre}</div>
      {bets.map((b) => {
        const at = towardCentre(points[b.seat] ?? { x: 50, y: 50 }, 0.4);
        return (
          <span key={`bet-${b.seat}`} className="felt__bet" style={{ left: `${at.x}%`, top: `${at.y}%` }}>
            <span className="chip-dot" aria-hidden="true" />
            {b.label ?? money(b.amount)}
          </span>
        );
      })}
      {award &&
        !reducedMotion &&
        award.seats.map((s) => {
          const to = points[s];
          if (!to) return null;
          const style = { '--to-x': `${to.x - 50}cqw`, '--to-y': `${to.y - 50}cqh` } as CSSProperties;
          return <span key={`${award.key}-${s}`} className="felt__fly" style={style} aria-hidden="true" />;
        })}
      {views.map((v) => (
        <Seat
          key={v.seat}
          view={v}
          at={points[v.seat] ?? { x: 50, y: 50 }}
          now={now}
          money={money}
          onSit={onSit}
        />
      ))}
    </div>
  );
}
