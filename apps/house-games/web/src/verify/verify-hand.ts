/**
 * The verify page's card room part (issue 20): rebuild a hand's deck in the browser from the revealed (or a
 * pasted) server seed and the players' seeds with the engine (src/engine/cards), deal it the way the table
 * deals, and compare with what the server stored: the seed's hash, the client seed, the dealt cards, the
 * board, and the winners (Hold'em: the best hand among the players who did not fold; Bull Bull: every
 * hand's value and the banker from the bids).
 */
import { isServerSeed } from '../../../src/engine/fair-core.ts';
import { floatsWeb, hashSeedWeb, webFairCrypto } from '../../../src/engine/fair-web.ts';
import { bid, bullHand, start as startBull, type BullHand } from '../../../src/engine/cards/bullbull.ts';
import { DECK_FLOATS, joinedSeeds, shuffleDeck, tieFloat } from '../../../src/engine/cards/deck.ts';
import { start as startHoldem } from '../../../src/engine/cards/holdem.ts';
import { bestHand, type HandCategory } from '../../../src/engine/cards/rank.ts';
import type { HandVerifyValue } from '../../../src/shared/rooms-api.ts';
import type { Check } from './verify-logic.ts';

export interface SeatCheck {
  readonly seat: number;
  readonly player: string;
  readonly recomputed: readonly number[];
  readonly stored: readonly number[] | null;
  readonly check: Check;
  readonly folded: boolean;
  /** Hold'em at showdown: the best five; Bull Bull: the hand's value. */
  readonly best: { readonly category: HandCategory; readonly cards: readonly number[] } | null;
  readonly bull: BullHand | null;
}

export interface HandReport {
  readonly hashCheck: Check;
  readonly clientSeedCheck: Check;
  readonly deck: readonly number[];
  readonly deckCheck: Check;
  readonly seats: readonly SeatCheck[];
  readonly board: { readonly recomputed: readonly number[]; readonly check: Check };
  /** Hold'em: seats with the best hand still in; Bull Bull: the banker's seat from the bids. */
  readonly winners: { readonly seats: readonly number[]; readonly check: Check };
}

export type HandVerifyError = 'seed.missing' | 'seed.invalid';

const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);
const compare = (recomputed: readonly number[], stored: readonly number[] | null): Check =>
  stored === null ? 'unknown' : same(recomputed, stored) ? 'match' : 'mismatch';

/** The deck of a hand: the fair floats of (server seed, client seed, nonce) shuffled by the engine. */
export async function handDeck(serverSeed: string, clientSeed: string, nonce: number) {
  const floats = await floatsWeb(serverSeed, clientSeed, nonce, DECK_FLOATS);
  return { deck: shuffleDeck(floats), tie: tieFloat(floats) };
}

/** Recomputed winners of a Hold'em hand: the best score among the seats that did not fold. */
export function holdemWinners(
  seats: readonly { seat: number; hole: readonly number[]; folded: boolean }[],
  board: readonly number[],
) {
  const live = seats.filter((s) => !s.folded);
  if (live.length === 1)
    return { seats: [live[0]!.seat], best: new Map<number, ReturnType<typeof bestHand>>() };
  const best = new Map(live.map((s) => [s.seat, bestHand([...s.hole, ...board])]));
  const top = Math.max(...[...best.values()].map((b) => b.score));
  return { seats: live.filter((s) => best.get(s.seat)!.score === top).map((s) => s.seat), best };
}

export async function verifyHand(
  hand: HandVerifyValue,
  pasted: string,
): Promise<HandReport | HandVerifyError> {
  const serverSeed = pasted.trim() || hand.fair.serverSeed || '';
  if (!serverSeed) return 'seed.missing';
  if (!isServerSeed(serverSeed)) return 'seed.invalid';
  const hashCheck: Check =
    (await hashSeedWeb(serverSeed)) === hand.fair.serverSeedHash ? 'match' : 'mismatch';
  const clientSeedCheck: Check =
    (await webFairCrypto.sha256Hex(joinedSeeds(hand.fair.playerSeeds))) === hand.fair.clientSeed
      ? 'match'
      : 'mismatch';
  const { deck, tie } = await handDeck(serverSeed, hand.fair.clientSeed, hand.fair.nonce);
  const deckCheck = hand.deck ? compare(deck.slice(0, hand.deck.length), hand.deck) : 'unknown';
  const players = [...hand.seats].sort((a, b) => a.seat - b.seat);
  // The record writes a timed-out move as "fold (timeout)".
  const actionOf = (a: { action: string }) => a.action.split(' ')[0];
  const folded = new Set(hand.actions.filter((a) => actionOf(a) === 'fold').map((a) => a.seat));
  const netOf = new Map((hand.result?.nets ?? []).map((n) => [n.seat, n.net]));

  if (hand.game === 'holdem') {
    // The engine deals: hole cards one at a time from left of the button, then the board.
    const dealt = startHoldem({
      config: { smallBlind: 1n, bigBlind: 2n, rake: { bps: 0, cap: 0n }, seatCount: 9 },
      deck,
      players: players.map((p) => ({ seat: p.seat, stack: 1_000_000n })),
      button: hand.button ?? players[0]!.seat,
    });
    const n = players.length;
    const board = deck.slice(2 * n, 2 * n + hand.board.length);
    const holes = dealt.players.map((p) => ({ seat: p.seat, hole: p.hole, folded: folded.has(p.seat) }));
    const win = holdemWinners(holes, board.length === 5 ? board : []);
    const seats = players.map((p): SeatCheck => {
      const hole = holes.find((h) => h.seat === p.seat)!.hole;
      const best = board.length === 5 && !folded.has(p.seat) ? bestHand([...hole, ...board]) : null;
      return {
        seat: p.seat,
        player: p.player,
        recomputed: hole,
        stored: p.cards,
        check: compare(hole, p.cards),
        folded: folded.has(p.seat),
        best: best && { category: best.category, cards: best.cards },
        bull: null,
      };
    });
    const winnersCheck: Check = !hand.result
      ? 'unknown'
      : win.seats.every((s) => (netOf.get(s) ?? 0) > 0 || (netOf.get(s) ?? 0) >= -hand.result!.rake)
        ? 'match'
        : 'mismatch';
    return {
      hashCheck,
      clientSeedCheck,
      deck: deck.slice(0, 2 * n + 5),
      deckCheck,
      seats,
      board: { recomputed: board, check: compare(board, hand.board) },
      winners: { seats: win.seats, check: winnersCheck },
    };
  }

  // Bull Bull: five cards each in seat order; the banker from the bids and the deck's tie float.
  let state = startBull({
    config: { base: 1n, rakeBps: 0 },
    deck,
    tie,
    players: players.map((p) => ({ seat: p.seat, stack: 1_000_000n })),
  });
  let bankerCheck: Check = 'unknown';
  try {
    for (const a of hand.actions)
      if (actionOf(a) === 'bid' && a.amount !== null) state = bid(state, a.seat, a.amount);
    if (state.banker !== null) bankerCheck = 'match';
  } catch {
    bankerCheck = 'mismatch';
  }
  const seats = state.players.map((p): SeatCheck => {
    const stored = players.find((x) => x.seat === p.seat)?.cards ?? null;
    return {
      seat: p.seat,
      player: players.find((x) => x.seat === p.seat)?.player ?? '',
      recomputed: p.cards,
      stored,
      check: compare(p.cards, stored),
      folded: false,
      best: null,
      bull: bullHand(p.cards),
    };
  });
  return {
    hashCheck,
    clientSeedCheck,
    deck: deck.slice(0, 5 * players.length),
    deckCheck,
    seats,
    board: { recomputed: [], check: 'unknown' },
    winners: { seats: state.banker === null ? [] : [state.banker], check: bankerCheck },
  };
}
