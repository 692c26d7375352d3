import type { BullHandValue, RoomState } from '../../../../src/shared/rooms-api.ts';
import type { Lang, TFunction } from '../../i18n/index.ts';
import { useI18n } from '../../i18n/react.tsx';
import { useHouse } from '../../shell/house.tsx';
import type { Act } from './ActionBar.tsx';
import { Felt } from './Felt.tsx';
import { bullName } from './hand-names.ts';
import { type SeatView, TurnRing } from './Seat.tsx';

type BullPlayer = BullHandValue['players'][number];

function note(p: BullPlayer, hand: BullHandValue, t: TFunction, lang: Lang): string | null {
  if (p.hand) return `${bullName(p.hand, lang)} · ${p.hand.multiplier}×`;
  if (hand.phase === 'bidding')
    return p.bid === null
      ? t('rooms.bull.thinking')
      : p.bid === 0
        ? t('rooms.bull.noBid')
        : t('rooms.bull.bidOf', { n: p.bid });
  if (hand.phase === 'betting' && p.seat !== hand.bankerSeat)
    return p.multiple === null ? t('rooms.bull.thinking') : t('rooms.bull.multipleOf', { n: p.multiple });
  return null;
}

export function bullViews(
  state: RoomState,
  hand: BullHandValue | null,
  t: TFunction,
  lang: Lang,
): SeatView[] {
  const done = hand?.phase === 'done';
  const deadline = hand?.deadline ? Date.parse(hand.deadline) : null;
  return Array.from({ length: state.room.seats }, (_, seat): SeatView => {
    const sv = state.seats.find((s) => s.seat === seat);
    const p = hand?.players.find((x) => x.seat === seat);
    const waiting =
      !!hand &&
      !!p &&
      ((hand.phase === 'bidding' && p.bid === null) ||
        (hand.phase === 'betting' && p.seat !== hand.bankerSeat && p.multiple === null));
    return {
      seat,
      player: sv?.player ?? null,
      mine: sv?.mine ?? false,
      stack: sv?.stack ?? 0,
      cards: p?.cards ?? null,
      count: p ? 5 : 0,
      winning: null,
      note: p && hand ? note(p, hand, t, lang) : null,
      badges: hand?.bankerSeat === seat ? ['banker'] : [],
      out: sv?.sittingOut ?? false,
      folded: false,
      won: done && p?.net != null && p.net > 0 ? p.net : null,
      turn: waiting && deadline !== null ? { deadline, seconds: state.room.turnSeconds } : null,
    };
  });
}

/** Bull Bull: bid for the bank (0–4×), pick a bet multiple (1–5×), then every hand against the banker's. */
export function BullTable({
  state,
  hand,
  now,
  busy,
  onAct,
  onSit,
}: {
  state: RoomState;
  hand: BullHandValue | null;
  now: () => number;
  busy: boolean;
  onAct: (act: Act) => void;
  onSit?: (seat: number) => void;
}) {
  const house = useHouse();
  const { t, lang } = useI18n();
  const mySeat = state.you?.seat ?? null;
  const views = bullViews(state, hand, t, lang);
  const done = hand?.phase === 'done';
  const bets =
    hand && !done
      ? hand.players
          .filter((p) => p.multiple !== null)
          .map((p) => ({ seat: p.seat, amount: 0, label: `${p.multiple}×` }))
      : [];
  const names = new Map(state.seats.map((s) => [s.seat, s.player]));
  const banker = hand?.bankerSeat ?? null;

  const centre = hand && (
    <div className="bull-centre">
      <p className="bull-centre__phase">{t(`rooms.bull.phase.${hand.phase}`)}</p>
      {banker !== null && (
        <p>
          {t('rooms.bull.bankerIs', {
            name: names.get(banker) ?? t('rooms.table.seatN', { n: banker + 1 }),
            n: hand.bankerBid ?? 1,
          })}
        </p>
      )}
      <p className="muted small">{t('rooms.table.base', { base: house.money(hand.base) })}</p>
      {!done && hand.deadline && (
        <TurnRing deadline={Date.parse(hand.deadline)} seconds={state.room.turnSeconds} now={now} />
      )}
      {done && (
        <ul className="showdown" aria-live="polite">
          {hand.players
            .filter((p) => p.seat !== banker && p.net !== null)
            .map((p) => (
              <li key={p.seat} className={(p.net ?? 0) > 0 ? 'pos' : undefined}>
                {(p.net ?? 0) >= 0
                  ? t('rooms.bull.wins', { name: names.get(p.seat) ?? '', amount: house.money(p.net ?? 0) })
                  : t('rooms.bull.loses', {
                      name: names.get(p.seat) ?? '',
                      amount: house.money(-(p.net ?? 0)),
                    })}
              </li>
            ))}
        </ul>
      )}
    </div>
  );

  const legal = hand?.legal ?? null;
  return (
    <>
      <Felt
        seats={state.room.seats}
        viewer={mySeat}
        views={views}
        bets={bets}
        centre={centre}
        award={
          done && hand
            ? { key: hand.handId, seats: hand.players.filter((p) => (p.net ?? 0) > 0).map((p) => p.seat) }
            : null
        }
        now={now}
        money={house.money}
        onSit={onSit}
        reducedMotion={house.reducedMotion}
      />
      {legal && hand && mySeat !== null && (
        <section className="action-bar" aria-label={t('rooms.act.title')}>
          <p className="action-bar__prompt">
            {hand.phase === 'bidding' ? t('rooms.bull.bidPrompt') : t('rooms.bull.multiplePrompt')}
          </p>
          <div className="action-bar__buttons" role="group">
            {hand.phase === 'bidding'
              ? (legal.bids ?? []).map((b) => (
                  <button
                    key={b}
                    type="button"
                    className="btn btn--lg act-btn"
                    disabled={busy}
                    onClick={() => onAct({ action: 'bid', bid: b })}
                  >
                    {b === 0 ? t('rooms.bull.noBid') : `${b}×`}
                  </button>
                ))
              : (legal.multiples ?? []).map((m) => (
                  <button
                    key={m}
                    type="button"
                    className="btn btn--lg act-btn"
                    disabled={busy}
                    onClick={() => onAct({ action: 'multiple', multiple: m })}
                  >
                    {`${m}×`}
                  </button>
                ))}
          </div>
        </section>
      )}
    </>
  );
}
