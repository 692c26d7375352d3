import { useEffect } from 'react';
import type { HoldemHandValue, RoomState } from '../../../../src/shared/rooms-api.ts';
import { useI18n } from '../../i18n/react.tsx';
import { useHouse } from '../../shell/house.tsx';
import { ActionBar, type Act } from './ActionBar.tsx';
import { Felt } from './Felt.tsx';
import { handName } from './hand-names.ts';
import { CardRow } from './PlayingCard.tsx';
import { holdemViews, isOver, winnings } from './seat-view.ts';

/** The Hold'em felt: seats, bets, board and pots, the showdown, and my action bar on my turn. */
export function HoldemTable({
  state,
  hand,
  now,
  busy,
  onAct,
  onSit,
}: {
  state: RoomState;
  hand: HoldemHandValue | null;
  now: () => number;
  busy: boolean;
  onAct: (act: Act) => void;
  onSit?: (seat: number) => void;
}) {
  const house = useHouse();
  const { cue } = house;
  const { t, lang } = useI18n();
  const mySeat = state.you?.seat ?? null;
  const done = isOver(hand);
  const myTurn = !!hand && mySeat !== null && hand.toAct === mySeat && !!hand.legal && !done;
  // A sound when the turn comes to me (once per turn).
  const turnKey = myTurn && hand ? `${hand.handId}:${hand.street}:${hand.currentBet}` : null;
  useEffect(() => {
    if (turnKey) cue('tick');
  }, [turnKey, cue]);
  const views = holdemViews(state, hand, (p, isWinner) => {
    if (done && p.best) return handName(p.best.category, lang);
    if (done && isWinner) return null;
    if (p.allIn) return t('rooms.action.allin');
    return p.lastAction ? t(`rooms.action.${p.lastAction}`) : null;
  });
  const bets =
    done || !hand ? [] : hand.players.filter((p) => p.bet > 0).map((p) => ({ seat: p.seat, amount: p.bet }));
  const won = hand ? winnings(hand) : new Map<number, number>();
  // The player's own name is not masked; result lines read "name wins" for everyone.
  const names = new Map(state.seats.map((s) => [s.seat, s.player]));

  const centre = (
    <>
      {hand && (
        <>
          <CardRow
            cards={hand.board}
            count={0}
            size="lg"
            winning={
              done
                ? [...won.keys()].flatMap((s) => hand.players.find((p) => p.seat === s)?.best?.cards ?? [])
                : null
            }
            label={t('rooms.table.board')}
          />
          <ul className="pots" aria-label={t('rooms.table.pots')}>
            {done && hand.result ? (
              hand.result.pots.map((pot, i) => (
                <li key={i} className="pots__pot">
                  <span className="muted">
                    {i === 0 ? t('rooms.table.mainPot') : t('rooms.table.sidePot', { n: i })}
                  </span>{' '}
                  <strong>{house.money(pot.amount)}</strong>
                </li>
              ))
            ) : (
              // While the hand runs: everything committed so far, the bets in front included.
              <li className="pots__pot">
                <span className="muted">{t('rooms.table.pot')}</span>{' '}
                <strong>
                  {house.money(
                    house.major(hand.players.reduce((sum, p) => sum + house.minor(p.contributed), 0)),
                  )}
                </strong>
              </li>
            )}
          </ul>
        </>
      )}
      {done && hand?.result && (
        <ul className="showdown" aria-live="polite">
          {hand.result.pots.flatMap((pot, i) =>
            pot.winners.map((w) => {
              const best = hand.players.find((p) => p.seat === w.seat)?.best;
              const who = names.get(w.seat) ?? t('rooms.table.seatN', { n: w.seat + 1 });
              return (
                <li key={`${i}-${w.seat}`}>
                  {best
                    ? t('rooms.table.winsWith', {
                        name: who,
                        amount: house.money(w.amount),
                        hand: handName(best.category, lang),
                      })
                    : t('rooms.table.wins', { name: who, amount: house.money(w.amount) })}
                </li>
              );
            }),
          )}
          {hand.result.rake > 0 && (
            <li className="muted small">
              {t('rooms.table.rake', { amount: house.money(hand.result.rake) })}
            </li>
          )}
        </ul>
      )}
    </>
  );

  return (
    <>
      <Felt
        seats={state.room.seats}
        viewer={mySeat}
        views={views}
        bets={bets}
        centre={centre}
        award={done && hand ? { key: hand.handId, seats: [...won.keys()] } : null}
        now={now}
        money={house.money}
        onSit={onSit}
        reducedMotion={house.reducedMotion}
      />
      <p className="visually-hidden" aria-live="assertive">
        {myTurn ? t('rooms.table.yourTurn') : ''}
      </p>
      {hand && mySeat !== null && myTurn && (
        <ActionBar hand={hand} seat={mySeat} bigBlind={state.room.bigBlind} busy={busy} onAct={onAct} />
      )}
    </>
  );
}
