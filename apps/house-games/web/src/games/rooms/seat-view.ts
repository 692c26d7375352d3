import type { HoldemHandValue, RoomState } from '../../../../src/shared/rooms-api.ts';

/** A seat as the felt draws it (Seat.tsx), made from the room's state (pure, so tests run it without React). */
export interface SeatView {
  readonly seat: number;
  /** Null for an empty seat. */
  readonly player: string | null;
  readonly mine: boolean;
  readonly stack: number;
  /** Cards to show: faces, or `count` backs when `cards` is null; none when count is 0. */
  readonly cards: readonly number[] | null;
  readonly count: number;
  readonly winning: readonly number[] | null;
  /** A short line under the name: last action, hand name, bull value. */
  readonly note: string | null;
  readonly badges: readonly ('dealer' | 'sb' | 'bb' | 'banker')[];
  readonly out: boolean;
  readonly folded: boolean;
  readonly won: number | null;
  /** The acting seat's deadline (server clock, ms) and turn length. */
  readonly turn: { deadline: number; seconds: number } | null;
}

/** A hand is over once it has a result: at showdown (street 'showdown') or uncontested ('done'). */
export const isOver = (hand: HoldemHandValue | null) => hand?.result != null;

/** Each seat's winnings in a finished hand (every pot it won a share of). */
export function winnings(hand: HoldemHandValue): Map<number, number> {
  const won = new Map<number, number>();
  for (const pot of hand.result?.pots ?? [])
    for (const w of pot.winners) won.set(w.seat, (won.get(w.seat) ?? 0) + w.amount);
  return won;
}

/** The seats as the felt shows them during a Hold'em hand (or between hands). */
export function holdemViews(
  state: RoomState,
  hand: HoldemHandValue | null,
  note: (p: HoldemHandValue['players'][number], won: boolean) => string | null,
): SeatView[] {
  const won = hand ? winnings(hand) : new Map<number, number>();
  const done = isOver(hand);
  return Array.from({ length: state.room.seats }, (_, seat): SeatView => {
    const sv = state.seats.find((s) => s.seat === seat);
    const p = hand?.players.find((x) => x.seat === seat);
    const badges: SeatView['badges'][number][] = [];
    if (hand?.button === seat) badges.push('dealer');
    if (hand && hand.street === 'preflop' && hand.smallBlindSeat === seat) badges.push('sb');
    if (hand && hand.street === 'preflop' && hand.bigBlindSeat === seat) badges.push('bb');
    const showing = p?.cards ?? null;
    const count = !p ? 0 : showing ? showing.length : p.folded || done ? 0 : 2;
    const isWinner = won.has(seat);
    return {
      seat,
      player: sv?.player ?? null,
      mine: sv?.mine ?? false,
      stack: p ? p.stack : (sv?.stack ?? 0),
      cards: showing,
      count,
      winning: done && isWinner && p?.best ? p.best.cards : null,
      note: p ? note(p, isWinner) : null,
      badges,
      out: sv?.sittingOut ?? false,
      folded: p?.folded ?? false,
      won: done ? (won.get(seat) ?? null) : null,
      turn:
        hand && hand.toAct === seat && hand.deadline && !done
          ? { deadline: Date.parse(hand.deadline), seconds: state.room.turnSeconds }
          : null,
    };
  });
}
