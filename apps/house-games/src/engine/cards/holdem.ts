import { awardPots, buildPots, uncalled, type AwardedPot, type RakeRule } from './pots.ts';
import { bestHand, type HandCategory } from './rank.ts';

/**
 * No-limit Texas Hold'em as a pure state machine: `start`, `act`, `timeout`; every function returns a new
 * state. Amounts are integer minor units; bet and raise amounts are "to" totals of the seat's bet on the
 * street. Dealing (no burn cards): hole cards one at a time from the seat left of the button, two rounds,
 * from deck[0]; then the flop, turn and river from the following cards.
 */
export interface HoldemConfig {
  smallBlind: bigint;
  bigBlind: bigint;
  rake: RakeRule;
  /** Seats at the table (for "left of the button" when splitting odd chips). */
  seatCount: number;
}

export type HoldemStreet = 'preflop' | 'flop' | 'turn' | 'river' | 'showdown' | 'done';
export type HoldemActionName = 'fold' | 'check' | 'call' | 'bet' | 'raise' | 'allin' | 'sb' | 'bb';
export type HoldemMove =
  { action: 'fold' | 'check' | 'call' | 'allin' } | { action: 'bet' | 'raise'; to: bigint };

export interface HoldemPlayer {
  seat: number;
  stack: bigint;
  bet: bigint;
  contributed: bigint;
  folded: boolean;
  allIn: boolean;
  /** Must still act on this street. */
  needsAction: boolean;
  /** May raise when acting (false after an all-in for less than a full raise, once the seat had acted). */
  mayRaise: boolean;
  lastAction: HoldemActionName | null;
  hole: number[];
}

export interface HoldemLogEntry {
  seat: number;
  action: HoldemActionName;
  /** The "to" total (bet, raise, all-in), the amount put in (blinds, call), or null. */
  amount: bigint | null;
  street: HoldemStreet;
  timeout?: boolean;
}

export interface HoldemResult {
  pots: AwardedPot[];
  rake: bigint;
  returned: { seat: number; amount: bigint } | null;
  /** Seats that showed their cards, in showdown order (empty when the hand was won uncontested). */
  shown: number[];
  best: Record<number, { category: HandCategory; cards: number[] }>;
  /** Per seat: stack at the end minus stack at the start. */
  nets: Record<number, bigint>;
}

export interface HoldemState {
  config: HoldemConfig;
  deck: number[];
  button: number;
  sbSeat: number;
  bbSeat: number;
  street: HoldemStreet;
  board: number[];
  currentBet: bigint;
  /** The last full raise (a raise must add at least this much). */
  minRaise: bigint;
  toAct: number | null;
  players: HoldemPlayer[];
  startStacks: Record<number, bigint>;
  log: HoldemLogEntry[];
  /** The last seat that bet or raised on the current street (shows first). */
  aggressor: number | null;
  result: HoldemResult | null;
}

export type HoldemRefusal = 'over' | 'not-your-turn' | 'illegal' | 'amount';
export class HoldemError extends Error {
  constructor(readonly reason: HoldemRefusal) {
    super(reason);
  }
}

const next = (state: HoldemState, seat: number, ok: (p: HoldemPlayer) => boolean = () => true) => {
  const ps = state.players;
  const start = ps.findIndex((p) => p.seat > seat);
  for (let k = 0; k < ps.length; k++) {
    const p = ps[((start < 0 ? 0 : start) + k) % ps.length] as HoldemPlayer;
    if (ok(p)) return p;
  }
  return null;
};
const player = (state: HoldemState, seat: number) => {
  const p = state.players.find((x) => x.seat === seat);
  if (!p) throw new HoldemError('not-your-turn');
  return p;
};
const canAct = (p: HoldemPlayer) => !p.folded && !p.allIn;
const min = (a: bigint, b: bigint) => (a < b ? a : b);

export function start(input: {
  config: HoldemConfig;
  deck: readonly number[];
  players: readonly { seat: number; stack: bigint }[];
  button: number;
}): HoldemState {
  const seated = [...input.players].sort((a, b) => a.seat - b.seat);
  if (seated.length < 2 || seated.length > 9) throw new RangeError('a hand needs 2 to 9 players');
  if (seated.some((p) => p.stack <= 0n)) throw new RangeError('every player needs chips');
  if (!seated.some((p) => p.seat === input.button)) throw new RangeError('the button must be a player');
  const state: HoldemState = {
    config: input.config,
    deck: [...input.deck],
    button: input.button,
    sbSeat: input.button,
    bbSeat: input.button,
    street: 'preflop',
    board: [],
    currentBet: input.config.bigBlind,
    minRaise: input.config.bigBlind,
    toAct: null,
    players: seated.map((p) => ({
      seat: p.seat,
      stack: p.stack,
      bet: 0n,
      contributed: 0n,
      folded: false,
      allIn: false,
      needsAction: true,
      mayRaise: true,
      lastAction: null,
      hole: [],
    })),
    startStacks: Object.fromEntries(seated.map((p) => [p.seat, p.stack])),
    log: [],
    aggressor: null,
    result: null,
  };
  // Heads-up the button posts the small blind (and acts first before the flop).
  const sb = seated.length === 2 ? player(state, input.button) : (next(state, input.button) as HoldemPlayer);
  const bb = next(state, sb.seat) as HoldemPlayer;
  state.sbSeat = sb.seat;
  state.bbSeat = bb.seat;
  post(state, sb, input.config.smallBlind, 'sb');
  post(state, bb, input.config.bigBlind, 'bb');
  const n = seated.length;
  const first = next(state, input.button) as HoldemPlayer;
  const order = [first, ...state.players.filter((p) => p !== first)].sort(
    (a, b) => ((a.seat - first.seat + 9) % 9) - ((b.seat - first.seat + 9) % 9),
  );
  order.forEach((p, i) => {
    p.hole = [state.deck[i] as number, state.deck[i + n] as number];
  });
  // The first to act is left of the big blind: heads-up that is the button.
  advance(state, bb.seat);
  return state;
}

function post(state: HoldemState, p: HoldemPlayer, blind: bigint, action: 'sb' | 'bb') {
  const put = min(blind, p.stack);
  p.stack -= put;
  p.bet += put;
  p.contributed += put;
  p.allIn = p.stack === 0n;
  p.lastAction = action;
  state.log.push({ seat: p.seat, action, amount: put, street: 'preflop' });
}

/** What `seat` may do now, or null when it is not its turn. Amounts are "to" totals. */
export function legalMoves(state: HoldemState, seat: number) {
  if (state.result || state.toAct !== seat) return null;
  const p = player(state, seat);
  const toCall = state.currentBet - p.bet;
  const all = p.bet + p.stack;
  const fullTo = state.currentBet + state.minRaise;
  const opensBetting = state.currentBet === 0n;
  const range =
    all >= (opensBetting ? state.config.bigBlind : fullTo)
      ? { min: opensBetting ? state.config.bigBlind : fullTo, max: all }
      : null;
  return {
    fold: true,
    check: toCall === 0n,
    call: toCall > 0n ? min(toCall, p.stack) : null,
    bet: opensBetting ? range : null,
    raise: !opensBetting && p.mayRaise && p.stack > toCall ? range : null,
    /** The "to" total of an all-in, if allowed. */
    allin: opensBetting || p.mayRaise || all <= state.currentBet ? all : null,
  };
}

export function act(state: HoldemState, seat: number, move: HoldemMove, timedOut = false): HoldemState {
  if (state.result) throw new HoldemError('over');
  if (state.toAct !== seat) throw new HoldemError('not-your-turn');
  const s = structuredClone(state);
  const p = player(s, seat);
  const legal = legalMoves(s, seat) as NonNullable<ReturnType<typeof legalMoves>>;
  const street = s.street;
  let logged: bigint | null = null;
  switch (move.action) {
    case 'fold':
      p.folded = true;
      break;
    case 'check':
      if (!legal.check) throw new HoldemError('illegal');
      break;
    case 'call': {
      if (legal.call === null) throw new HoldemError('illegal');
      logged = legal.call;
      putTo(s, p, p.bet + legal.call);
      break;
    }
    case 'bet':
    case 'raise': {
      const range = move.action === 'bet' ? legal.bet : legal.raise;
      if (!range) {
        // A bet or raise of exactly the whole stack below the minimum is an all-in.
        if (move.to !== p.bet + p.stack || legal.allin === null || move.to <= s.currentBet)
          throw new HoldemError('illegal');
      } else if (move.to < range.min || move.to > range.max) {
        if (move.to !== p.bet + p.stack) throw new HoldemError('amount');
      }
      logged = move.to;
      putTo(s, p, move.to);
      break;
    }
    case 'allin': {
      if (legal.allin === null || p.stack === 0n) throw new HoldemError('illegal');
      logged = legal.allin;
      putTo(s, p, legal.allin);
      break;
    }
  }
  p.needsAction = false;
  p.lastAction = p.allIn && move.action !== 'fold' ? 'allin' : move.action;
  s.log.push({ seat, action: move.action, amount: logged, street, ...(timedOut ? { timeout: true } : {}) });
  advance(s, seat);
  return s;
}

/** The seat to act ran out of time: it checks when it can, else folds. */
export function timeout(state: HoldemState): HoldemState {
  if (state.result || state.toAct === null) throw new HoldemError('over');
  const p = player(state, state.toAct);
  return act(state, p.seat, { action: p.bet >= state.currentBet ? 'check' : 'fold' }, true);
}

function putTo(s: HoldemState, p: HoldemPlayer, to: bigint) {
  const add = to - p.bet;
  p.stack -= add;
  p.bet = to;
  p.contributed += add;
  if (p.stack === 0n) p.allIn = true;
  if (to <= s.currentBet) return;
  const raiseBy = to - s.currentBet;
  const full = raiseBy >= s.minRaise;
  for (const o of s.players)
    if (o !== p && canAct(o)) {
      // A full raise reopens the betting; an all-in for less only asks for the difference.
      if (full) [o.needsAction, o.mayRaise] = [true, true];
      else if (!o.needsAction) [o.needsAction, o.mayRaise] = [true, false];
    }
  if (full) s.minRaise = raiseBy;
  s.currentBet = to;
  s.aggressor = p.seat;
}

/** After `from` acted (or posted): the next seat to act, the next street, or the end of the hand. */
function advance(s: HoldemState, from: number) {
  const live = s.players.filter((p) => !p.folded);
  if (live.length === 1) return finish(s);
  const actors = live.filter(canAct);
  const topOther = (p: HoldemPlayer) => live.reduce((m, o) => (o !== p && o.bet > m ? o.bet : m), 0n);
  const alone = actors.length === 1 && (actors[0] as HoldemPlayer).bet >= topOther(actors[0] as HoldemPlayer);
  const nextUp = alone ? null : next(s, from, (p) => canAct(p) && p.needsAction);
  if (nextUp) {
    s.toAct = nextUp.seat;
    return;
  }
  nextStreet(s);
}

function nextStreet(s: HoldemState) {
  for (const p of s.players) p.bet = 0n;
  s.currentBet = 0n;
  s.minRaise = s.config.bigBlind;
  s.aggressor = null;
  const n = s.players.length;
  const dealt = 2 * n + s.board.length;
  if (s.street === 'river') return finish(s);
  const count = s.street === 'preflop' ? 3 : 1;
  s.board.push(...s.deck.slice(dealt, dealt + count));
  s.street = s.street === 'preflop' ? 'flop' : s.street === 'flop' ? 'turn' : 'river';
  const actors = s.players.filter(canAct);
  for (const p of actors) {
    p.needsAction = true;
    p.mayRaise = true;
    p.lastAction = null;
  }
  // Fewer than two can still bet: run the board out.
  if (actors.length < 2) return nextStreet(s);
  s.toAct = (next(s, s.button, canAct) as HoldemPlayer).seat;
}

function finish(s: HoldemState) {
  s.toAct = null;
  const contributions = () =>
    s.players.map((p) => ({ seat: p.seat, amount: p.contributed, folded: p.folded }));
  const returned = uncalled(contributions());
  if (returned) {
    const p = player(s, returned.seat);
    p.stack += returned.amount;
    p.contributed -= returned.amount;
  }
  for (const p of s.players) p.bet = 0n;
  const live = s.players.filter((p) => !p.folded);
  const showdown = live.length > 1;
  const best: HoldemResult['best'] = {};
  const scores = new Map<number, number>();
  for (const p of live) {
    if (!showdown) {
      scores.set(p.seat, 1);
      continue;
    }
    const r = bestHand([...p.hole, ...s.board]);
    scores.set(p.seat, r.score);
    best[p.seat] = { category: r.category, cards: r.cards };
  }
  const pots = awardPots(
    buildPots(contributions()),
    (seat) => scores.get(seat) ?? -1,
    s.button,
    s.config.seatCount,
    s.config.rake,
    s.board.length >= 3,
  );
  for (const pot of pots) for (const w of pot.winners) player(s, w.seat).stack += w.amount;
  // Showdown order: the river's last aggressor first, else the first seat left of the button; then clockwise.
  const firstShow =
    s.aggressor !== null && live.some((p) => p.seat === s.aggressor)
      ? s.aggressor
      : (next(s, s.button, (p) => !p.folded) as HoldemPlayer).seat;
  const shown = showdown
    ? [...live]
        .sort((a, b) => ((a.seat - firstShow + 9) % 9) - ((b.seat - firstShow + 9) % 9))
        .map((p) => p.seat)
    : [];
  s.street = showdown ? 'showdown' : 'done';
  s.result = {
    pots,
    rake: pots.reduce((sum, pot) => sum + pot.rake, 0n),
    returned,
    shown,
    best,
    nets: Object.fromEntries(s.players.map((p) => [p.seat, p.stack - (s.startStacks[p.seat] as bigint)])),
  };
}

/** A hand that cannot finish (a restart): every seat's stack with its contribution returned. */
export function voidStacks(state: HoldemState): Record<number, bigint> {
  return Object.fromEntries(state.players.map((p) => [p.seat, p.stack + p.contributed]));
}

export const isOver = (state: HoldemState) => state.result !== null;
