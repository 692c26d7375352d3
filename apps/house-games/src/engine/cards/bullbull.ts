import { rankOf, suitOf } from './deck.ts';

/**
 * Bull Bull (搶庄牛牛) as a pure state machine. Each player gets five cards from the hand's deck (seat order,
 * five at a time from deck[0]) and sees four of them until the end. Everyone bids 0–4 for the bank at once;
 * the highest bid banks, ties broken by the deck's tie float (index floor(f × tied players) in seat order;
 * all bids 0: everyone ties and the banker's bid counts as 1). Then every other player picks a multiple 1–5.
 * Each settles against the banker: base × banker's bid × multiple × the winning hand's multiplier.
 * Losses are capped by the loser's stack; the banker collects first, then pays winners in seat order from the
 * banker's right while it has chips. The rake is a percent of each winner's winnings (the banker's: of its net).
 */
export interface BullConfig {
  base: bigint;
  /** Basis points of each winner's winnings (500 = 5 %). */
  rakeBps: number;
}

export interface BullHand {
  /** 0 = bull bull, 1..9, null = no bull. */
  bull: number | null;
  special: 'five-small' | 'five-face' | null;
  multiplier: number;
  /** Strength for comparing: specials, bull bull, bull 9 .. bull 1, no bull. */
  tier: number;
  /** The highest card for ties: rank (K high, A low) then suit (♠ highest). */
  high: number;
}

export interface BullPlayer {
  seat: number;
  stack: bigint;
  cards: number[];
  bid: number | null;
  multiple: number | null;
  hand: BullHand;
  net: bigint | null;
  rake: bigint | null;
}

export interface BullState {
  config: BullConfig;
  phase: 'bidding' | 'betting' | 'done';
  players: BullPlayer[];
  tie: number;
  banker: number | null;
  bankerBid: number | null;
  log: { seat: number; action: 'bid' | 'multiple'; amount: number; timeout?: boolean }[];
}

export class BullError extends Error {
  constructor(readonly reason: 'over' | 'illegal') {
    super(reason);
  }
}

const points = (card: number) => Math.min(rankOf(card), 10);
const highValue = (card: number) => rankOf(card) * 4 + (3 - suitOf(card));

export function bullHand(cards: readonly number[]): BullHand {
  if (cards.length !== 5) throw new RangeError('a bull hand is five cards');
  const high = Math.max(...cards.map(highValue));
  const total = cards.reduce((s, c) => s + points(c), 0);
  if (cards.every((c) => rankOf(c) < 5) && total <= 10)
    return { bull: null, special: 'five-small', multiplier: 5, tier: 13, high };
  if (cards.every((c) => rankOf(c) > 10))
    return { bull: null, special: 'five-face', multiplier: 5, tier: 12, high };
  let bull: number | null = null;
  for (let a = 0; a < 5; a++)
    for (let b = a + 1; b < 5; b++) {
      // Cards a and b are the two left over; the other three must make a multiple of ten.
      const rest = total - points(cards[a] as number) - points(cards[b] as number);
      if (rest % 10 !== 0) continue;
      const value = (points(cards[a] as number) + points(cards[b] as number)) % 10;
      if (bull === null || (bull !== 0 && (value === 0 || value > bull))) bull = value;
    }
  if (bull === null) return { bull, special: null, multiplier: 1, tier: 0, high };
  if (bull === 0) return { bull, special: null, multiplier: 3, tier: 11, high };
  return { bull, special: null, multiplier: bull >= 7 ? 2 : 1, tier: 1 + bull, high };
}

/** > 0 when `a` beats `b`. */
export const compareBull = (a: BullHand, b: BullHand) => a.tier - b.tier || a.high - b.high;

export function start(input: {
  config: BullConfig;
  deck: readonly number[];
  tie: number;
  players: readonly { seat: number; stack: bigint }[];
}): BullState {
  const seated = [...input.players].sort((a, b) => a.seat - b.seat);
  if (seated.length < 2 || seated.length > 9) throw new RangeError('a hand needs 2 to 9 players');
  return {
    config: input.config,
    phase: 'bidding',
    tie: input.tie,
    banker: null,
    bankerBid: null,
    log: [],
    players: seated.map((p, i) => {
      const cards = input.deck.slice(i * 5, i * 5 + 5);
      return {
        seat: p.seat,
        stack: p.stack,
        cards,
        bid: null,
        multiple: null,
        hand: bullHand(cards),
        net: null,
        rake: null,
      };
    }),
  };
}

const seatOf = (state: BullState, seat: number) => {
  const p = state.players.find((x) => x.seat === seat);
  if (!p) throw new BullError('illegal');
  return p;
};

export function bid(state: BullState, seat: number, value: number, timedOut = false): BullState {
  if (state.phase !== 'bidding') throw new BullError('over');
  if (!Number.isInteger(value) || value < 0 || value > 4) throw new BullError('illegal');
  const s = structuredClone(state);
  const p = seatOf(s, seat);
  if (p.bid !== null) throw new BullError('illegal');
  p.bid = value;
  s.log.push({ seat, action: 'bid', amount: value, ...(timedOut ? { timeout: true } : {}) });
  if (s.players.every((x) => x.bid !== null)) chooseBanker(s);
  return s;
}

function chooseBanker(s: BullState) {
  const top = Math.max(...s.players.map((p) => p.bid as number));
  const tied = s.players.filter((p) => p.bid === top);
  const banker = tied[Math.min(tied.length - 1, Math.floor(s.tie * tied.length))] as BullPlayer;
  s.banker = banker.seat;
  s.bankerBid = Math.max(1, top);
  s.phase = 'betting';
}

export function multiple(state: BullState, seat: number, value: number, timedOut = false): BullState {
  if (state.phase !== 'betting') throw new BullError('over');
  if (!Number.isInteger(value) || value < 1 || value > 5 || seat === state.banker)
    throw new BullError('illegal');
  const s = structuredClone(state);
  const p = seatOf(s, seat);
  if (p.multiple !== null) throw new BullError('illegal');
  p.multiple = value;
  s.log.push({ seat, action: 'multiple', amount: value, ...(timedOut ? { timeout: true } : {}) });
  if (s.players.every((x) => x.seat === s.banker || x.multiple !== null)) settle(s);
  return s;
}

/** The phase's deadline passed: missing bids are 0, missing multiples 1. */
export function timeout(state: BullState): BullState {
  let s = state;
  if (s.phase === 'bidding') for (const p of state.players) if (p.bid === null) s = bid(s, p.seat, 0, true);
  if (s.phase === 'betting')
    for (const p of s.players)
      if (p.seat !== s.banker && p.multiple === null) s = multiple(s, p.seat, 1, true);
  return s;
}

/** Who still has to choose in the current phase. */
export const waitingFor = (state: BullState) =>
  state.phase === 'bidding'
    ? state.players.filter((p) => p.bid === null).map((p) => p.seat)
    : state.phase === 'betting'
      ? state.players.filter((p) => p.seat !== state.banker && p.multiple === null).map((p) => p.seat)
      : [];

function settle(s: BullState) {
  const banker = seatOf(s, s.banker as number);
  const others = [...s.players.filter((p) => p !== banker)].sort(
    (a, b) => ((a.seat - banker.seat + 9) % 9) - ((b.seat - banker.seat + 9) % 9),
  );
  const stake = (p: BullPlayer, winner: BullHand) =>
    s.config.base * BigInt(s.bankerBid as number) * BigInt(p.multiple as number) * BigInt(winner.multiplier);
  const rakeOf = (win: bigint) => (win * BigInt(s.config.rakeBps)) / 10_000n;
  let bank = banker.stack;
  for (const p of others)
    if (compareBull(p.hand, banker.hand) < 0) {
      const loss = stake(p, banker.hand) < p.stack ? stake(p, banker.hand) : p.stack;
      p.stack -= loss;
      bank += loss;
      p.net = -loss;
      p.rake = 0n;
    }
  for (const p of others)
    if (compareBull(p.hand, banker.hand) > 0) {
      const owed = stake(p, p.hand);
      const win = owed < bank ? owed : bank;
      bank -= win;
      p.rake = rakeOf(win);
      p.net = win - p.rake;
      p.stack += p.net;
    }
  const bankerNet = bank - banker.stack;
  banker.rake = bankerNet > 0n ? rakeOf(bankerNet) : 0n;
  banker.net = bankerNet - banker.rake;
  banker.stack += banker.net;
  s.phase = 'done';
}

export const bullRake = (state: BullState) => state.players.reduce((sum, p) => sum + (p.rake ?? 0n), 0n);
