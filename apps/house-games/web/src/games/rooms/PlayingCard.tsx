import { useI18n } from '../../i18n/react.tsx';
import { isRed, rankIndex, rankLabel, suitName, suitSymbol } from './cards.ts';

/**
 * One card: its face (rank and suit) or its back (`card` null). `win` rings a card of the winning five,
 * `dim` greys the others at showdown. Faces are named for screen readers ("Ace of spades").
 */
export function PlayingCard({
  card,
  size = 'md',
  win,
  dim,
}: {
  card: number | null;
  size?: 'sm' | 'md' | 'lg';
  win?: boolean;
  dim?: boolean;
}) {
  const { t } = useI18n();
  if (card === null) {
    return (
      <span className={`pcard pcard--${size} pcard--back`} role="img" aria-label={t('rooms.card.back')} />
    );
  }
  const label = t('rooms.card.name', {
    rank: t(`rooms.card.rank.${rankIndex(card)}`),
    suit: t(`rooms.card.suit.${suitName(card)}`),
  });
  const cls = [
    'pcard',
    `pcard--${size}`,
    isRed(card) ? 'pcard--red' : 'pcard--black',
    win ? 'pcard--win' : '',
    dim ? 'pcard--dim' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span className={cls} role="img" aria-label={label} title={label}>
      <span className="pcard__rank" aria-hidden="true">
        {rankLabel(card)}
      </span>
      <span className="pcard__suit" aria-hidden="true">
        {suitSymbol(card)}
      </span>
    </span>
  );
}

/** A row of `count` cards (at least the known ones): faces first, then backs for the unknown. */
export function CardRow({
  cards,
  count,
  size,
  winning,
  label,
  fan,
}: {
  cards: readonly number[] | null;
  count: number;
  size?: 'sm' | 'md' | 'lg';
  /** The winning five at showdown: those ring, the others dim. */
  winning?: readonly number[] | null;
  label?: string;
  /** Overlap the cards (five small cards in front of a seat). */
  fan?: boolean;
}) {
  // Cards not shown yet (Bull Bull's fifth) are backs after the known ones.
  const known: (number | null)[] = cards ? [...cards] : [];
  const list = [...known, ...Array.from({ length: Math.max(0, count - known.length) }, () => null)];
  return (
    <span className={`card-row${fan ? ' card-row--fan' : ''}`} role="group" aria-label={label}>
      {list.map((c, i) => (
        <PlayingCard
          key={c ?? `back-${i}`}
          card={c}
          size={size}
          win={c !== null && !!winning?.includes(c)}
          dim={c !== null && !!winning && winning.length > 0 && !winning.includes(c)}
        />
      ))}
    </span>
  );
}
