import { toMajor } from '@portal/contract/money';
import * as bull from '../../../engine/cards/bullbull.ts';
import * as holdem from '../../../engine/cards/holdem.ts';
import {
  roomGameCode,
  type BullHandValue,
  type HandVerifyValue,
  type HoldemHandValue,
  type RoomHandValue,
  type RoomSettings,
  type RoomState,
} from '../../../shared/rooms-api.ts';
import { clock } from '../../lib/clock.ts';
import { decodeState, type EngineState } from './engine-state.ts';
import type * as repo from './repository.ts';

/** Other players' names are masked like crash's bets. */
export const maskName = (name: string) =>
  name.length <= 3 ? `${name.slice(0, 1)}***` : `${name.slice(0, 2)}***${name.slice(-1)}`;

export function settingsValue(room: repo.RoomRow): RoomSettings {
  const m = (v: bigint) => toMajor(v, room.decimals);
  return {
    roomId: room.id,
    game: room.game,
    gameCode: roomGameCode(room.game),
    name: room.name,
    currency: room.currency,
    seats: room.seats,
    smallBlind: m(room.small_blind),
    bigBlind: m(room.big_blind),
    minBuyIn: m(room.min_buy_in),
    maxBuyIn: m(room.max_buy_in),
    rakePercent: room.rake_bps / 100,
    rakeCap: m(room.rake_cap),
    turnSeconds: room.turn_seconds,
    enabled: room.enabled,
  };
}

function fairOf(hand: repo.HandRow) {
  return {
    serverSeedHash: hand.server_seed_hash,
    serverSeed: hand.status === 'running' ? null : hand.server_seed,
    playerSeeds: hand.player_seeds,
    clientSeed: hand.client_seed,
    nonce: hand.hand_no,
  };
}

function holdemValue(
  room: repo.RoomRow,
  hand: repo.HandRow,
  s: holdem.HoldemState,
  mySeat: number | null,
): HoldemHandValue {
  const m = (v: bigint) => toMajor(v, room.decimals);
  const shown = new Set(s.result?.shown ?? []);
  const legal = mySeat === null ? null : holdem.legalMoves(s, mySeat);
  const range = (r: { min: bigint; max: bigint } | null) => (r ? { min: m(r.min), max: m(r.max) } : null);
  const live = s.players.filter((p) => !p.folded).map((p) => p.seat);
  return {
    game: 'holdem',
    handId: hand.id,
    handNo: hand.hand_no,
    street: s.street,
    button: s.button,
    smallBlindSeat: s.sbSeat,
    bigBlindSeat: s.bbSeat,
    board: s.board,
    pots: s.result
      ? s.result.pots.map((p) => ({ amount: m(p.amount), seats: p.winners.map((w) => w.seat) }))
      : [{ amount: m(s.players.reduce((a, p) => a + p.contributed - p.bet, 0n)), seats: live }],
    currentBet: m(s.currentBet),
    toAct: s.toAct,
    deadline: hand.status === 'running' ? (hand.deadline?.toISOString() ?? null) : null,
    players: s.players.map((p) => ({
      seat: p.seat,
      stack: m(p.stack),
      bet: m(p.bet),
      contributed: m(p.contributed),
      folded: p.folded,
      allIn: p.allIn,
      lastAction: p.lastAction,
      cards: p.seat === mySeat || shown.has(p.seat) ? p.hole : null,
      best: shown.has(p.seat) && s.result?.best[p.seat] ? s.result.best[p.seat]! : null,
    })),
    legal: legal && {
      fold: legal.fold,
      check: legal.check,
      call: legal.call === null ? null : m(legal.call),
      bet: range(legal.bet),
      raise: range(legal.raise),
      allin: legal.allin === null ? 0 : m(legal.allin),
    },
    result: s.result && {
      pots: s.result.pots.map((p) => ({
        amount: m(p.amount),
        rake: m(p.rake),
        winners: p.winners.map((w) => ({ seat: w.seat, amount: m(w.amount) })),
      })),
      rake: m(s.result.rake),
      returned: s.result.returned && { seat: s.result.returned.seat, amount: m(s.result.returned.amount) },
    },
    fair: fairOf(hand),
  };
}

function bullValue(
  room: repo.RoomRow,
  hand: repo.HandRow,
  s: bull.BullState,
  mySeat: number | null,
): BullHandValue {
  const m = (v: bigint) => toMajor(v, room.decimals);
  const done = s.phase === 'done';
  const waiting = bull.waitingFor(s);
  const mine = mySeat !== null && waiting.includes(mySeat);
  return {
    game: 'bullbull',
    handId: hand.id,
    handNo: hand.hand_no,
    phase: s.phase,
    bankerSeat: s.banker,
    bankerBid: s.bankerBid,
    deadline: hand.status === 'running' ? (hand.deadline?.toISOString() ?? null) : null,
    base: m(room.big_blind),
    players: s.players.map((p) => ({
      seat: p.seat,
      bid: p.bid,
      multiple: p.multiple,
      // Four of your own cards until the end; everyone's five at the end.
      cards: done ? p.cards : p.seat === mySeat ? p.cards.slice(0, 4) : null,
      hand: done ? { bull: p.hand.bull, special: p.hand.special, multiplier: p.hand.multiplier } : null,
      net: p.net === null ? null : m(p.net),
      rake: p.rake === null ? null : m(p.rake),
    })),
    legal: mine ? (s.phase === 'bidding' ? { bids: [0, 1, 2, 3, 4] } : { multiples: [1, 2, 3, 4, 5] }) : null,
    fair: fairOf(hand),
  };
}

export function handValue(
  room: repo.RoomRow,
  hand: repo.HandRow,
  mySeat: number | null,
): RoomHandValue | null {
  const engine = decodeState(hand.state);
  if (!engine) return null;
  // A void hand shows nothing of its cards.
  if (hand.status === 'void') return null;
  return engine.game === 'holdem'
    ? holdemValue(room, hand, engine.s, mySeat)
    : bullValue(room, hand, engine.s, mySeat);
}

/** Live stacks: a seat in the running hand has its engine stack. */
const liveStack = (engine: EngineState | null, seat: number): bigint | null =>
  engine?.s.players.find((p) => p.seat === seat)?.stack ?? null;

export function stateValue(
  room: repo.RoomRow,
  seats: repo.SeatRow[],
  hand: repo.HandRow | null,
  playerId: bigint | null,
  since: number | undefined,
): RoomState {
  const m = (v: bigint) => toMajor(v, room.decimals);
  const running = hand?.status === 'running' ? hand : null;
  const engine = running ? decodeState(running.state) : null;
  const me = seats.find((s) => s.player_id === playerId && s.status === 'seated') ?? null;
  const stackOf = (s: repo.SeatRow) => liveStack(engine, s.seat) ?? s.stack;
  return {
    room: settingsValue(room),
    version: room.version,
    changed: since === undefined || since !== room.version,
    serverTime: clock.now().toISOString(),
    status: running ? 'playing' : room.next_hand_at ? 'starting' : 'waiting',
    nextHandAt: running ? null : (room.next_hand_at?.toISOString() ?? null),
    seats: seats
      .filter((s) => s.status === 'seated')
      .map((s) => ({
        seat: s.seat,
        player: s === me ? s.name : maskName(s.name),
        mine: s === me,
        stack: m(stackOf(s)),
        sittingOut: s.sitting_out,
        inHand: liveStack(engine, s.seat) !== null,
        leaving: s.leaving,
      })),
    you: me && {
      seat: me.seat,
      stack: m(stackOf(me)),
      seed: me.seed,
      sittingOut: me.sitting_out,
      sittingOutHands: me.sit_out_hands,
    },
    hand: hand ? handValue(room, hand, me?.seat ?? null) : null,
  };
}

/** The public record of a hand for the verify page: cards and the deck once the hand is over. */
export function verifyValue(
  room: repo.RoomRow,
  hand: repo.HandRow,
  names: Map<number, string>,
): HandVerifyValue | null {
  const engine = decodeState(hand.state);
  if (!engine) return null;
  const m = (v: bigint) => toMajor(v, room.decimals);
  const over = hand.status !== 'running';
  const n = engine.s.players.length;
  const dealt = engine.game === 'holdem' ? 2 * n + engine.s.board.length : 5 * n;
  // Bull Bull deals five at a time in seat order: the players' cards are the dealt deck.
  const deck =
    engine.game === 'holdem' ? engine.s.deck.slice(0, dealt) : engine.s.players.flatMap((p) => p.cards);
  const seats = engine.s.players.map((p) => ({
    seat: p.seat,
    player: maskName(names.get(p.seat) ?? '?'),
    cards: over ? ('hole' in p ? p.hole : p.cards) : null,
  }));
  const actions =
    engine.game === 'holdem'
      ? engine.s.log.map((a) => ({
          seat: a.seat,
          action: a.timeout ? `${a.action} (timeout)` : a.action,
          amount: a.amount === null ? null : m(a.amount),
          street: a.street,
        }))
      : engine.s.log.map((a) => ({
          seat: a.seat,
          action: a.timeout ? `${a.action} (timeout)` : a.action,
          amount: a.amount,
          street: a.action === 'bid' ? 'bidding' : 'betting',
        }));
  const nets =
    engine.game === 'holdem'
      ? engine.s.result &&
        Object.entries(engine.s.result.nets).map(([seat, net]) => ({ seat: Number(seat), net: m(net) }))
      : engine.s.phase === 'done'
        ? engine.s.players.map((p) => ({ seat: p.seat, net: m(p.net ?? 0n) }))
        : null;
  return {
    handId: hand.id,
    roomId: room.id,
    game: room.game,
    handNo: hand.hand_no,
    startedAt: hand.started_at.toISOString(),
    endedAt: hand.ended_at?.toISOString() ?? null,
    status: hand.status,
    fair: fairOf(hand),
    seats,
    button: engine.game === 'holdem' ? engine.s.button : null,
    deck: over ? deck : null,
    board: engine.game === 'holdem' && over ? engine.s.board : [],
    actions: over ? actions : [],
    result: nets && hand.status === 'done' ? { nets, rake: m(hand.rake) } : null,
  };
}
