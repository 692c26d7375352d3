import {
  cardLabel,
  spotName,
  type BaccaratOutcome,
  type Card,
  type DragonTigerOutcome,
} from '../../../../src/engine/tables/index.ts';
import type { TableGame } from '../../../../src/shared/api.ts';
import { useI18n } from '../../i18n/react.tsx';
import { cardFaces, type CardFace } from './table-clock.ts';
import { dealOrder, handPoints, type Hand } from './table-spots.ts';

function PlayingCard({ card, face, third }: { card: Card; face: CardFace; third: boolean }) {
  if (face === 'hidden') return <span className="pcard pcard--slot" aria-hidden="true" />;
  const { rank, suit } = cardLabel(card);
  const red = suit === '♥' || suit === '♦';
  return (
    <span
      className={`pcard${face === 'up' ? ' pcard--up' : ''}${third ? ' pcard--third' : ''}`}
      aria-label={face === 'up' ? `${rank}${suit}` : undefined}
      aria-hidden={face === 'up' ? undefined : true}
    >
      <span className="pcard__inner">
        <span className={`pcard__front${red ? ' pcard__front--red' : ''}`}>
          <span className="pcard__rank">{rank}</span>
          <span className="pcard__suit">{suit}</span>
        </span>
        <span className="pcard__back" />
      </span>
    </span>
  );
}

/**
 * Baccarat and dragon tiger on the table: the cards dealt and turned one by one in dealing order (third
 * cards last) over the reveal, each hand's total from the cards turned so far; all at once when the
 * player asked for reduced motion or the reveal is over.
 */
export function CardReveal({
  game,
  outcome,
  elapsed,
  duration,
  winner,
}: {
  game: TableGame;
  outcome: BaccaratOutcome | DragonTigerOutcome;
  /** ms into the reveal (Infinity: everything shown). */
  elapsed: number;
  duration: number;
  /** Light the winning hand (once every card is up). */
  winner: boolean;
}) {
  const { lang } = useI18n();
  const order = dealOrder(game, outcome);
  const faces = cardFaces(order.length, elapsed, duration);
  const hands: Hand[] = game === 'dragon-tiger' ? ['dragon', 'tiger'] : ['player', 'banker'];
  const allUp = faces.every((f) => f === 'up');
  const won = (hand: Hand) => winner && allUp && 'winner' in outcome && (outcome.winner as string) === hand;

  return (
    <div className={`cards cards--${game === 'dragon-tiger' ? 'dt' : 'bac'}`}>
      {hands.map((hand) => {
        const dealt = order.map((d, i) => ({ ...d, face: faces[i]! })).filter((d) => d.hand === hand);
        const up = dealt.filter((d) => d.face === 'up').map((d) => d.card);
        const total =
          game === 'dragon-tiger' ? (up[0] === undefined ? null : cardLabel(up[0]).rank) : handPoints(up);
        return (
          <div key={hand} className={`hand hand--${hand}${won(hand) ? ' hand--won' : ''}`}>
            <div className="hand__head">
              <span className="hand__name">{spotName(game, hand)[lang]}</span>
              <span className="hand__total" aria-live="off">
                {up.length > 0 ? total : ''}
              </span>
            </div>
            <div className="hand__cards">
              {dealt.map((d) => (
                <PlayingCard key={d.index} card={d.card} face={d.face} third={d.index === 2} />
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
