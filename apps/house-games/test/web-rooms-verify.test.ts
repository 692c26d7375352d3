import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DECK_FLOATS, joinedSeeds, shuffleDeck } from '../src/engine/cards/deck.ts';
import { start } from '../src/engine/cards/holdem.ts';
import { rankFive } from '../src/engine/cards/rank.ts';
import { floats, hashSeed } from '../src/engine/fair.ts';
import type { HandVerifyValue } from '../src/shared/rooms-api.ts';
import { buyInRange, buyInStep, defaultBuyIn, firstFreeSeat } from '../web/src/games/rooms/buyin.ts';
import { rankingExamples } from '../web/src/games/rooms/examples.ts';
import { holdemWinners, verifyHand } from '../web/src/verify/verify-hand.ts';

const serverSeed = createHash('sha256').update('rooms verify test').digest('hex');
const playerSeeds = [
  { seat: 5, seed: 'carol-seed' },
  { seat: 0, seed: 'alice-seed' },
  { seat: 2, seed: 'bob-seed' },
];
// Seat order: alice-seed:bob-seed:carol-seed, hashed.
const clientSeed = createHash('sha256').update('alice-seed:bob-seed:carol-seed').digest('hex');

function holdemHand(): HandVerifyValue {
  const deck = shuffleDeck(floats(serverSeed, clientSeed, 7, DECK_FLOATS));
  const dealt = start({
    config: { smallBlind: 50n, bigBlind: 100n, rake: { bps: 500, cap: 300n }, seatCount: 6 },
    deck,
    players: [0, 2, 5].map((seat) => ({ seat, stack: 10_000n })),
    button: 2,
  });
  const hole = (seat: number) => dealt.players.find((p) => p.seat === seat)!.hole;
  return {
    handId: 'h-7',
    roomId: 'holdem-1',
    game: 'holdem',
    handNo: 7,
    startedAt: '2026-11-28T22:00:00.000Z',
    endedAt: '2026-11-28T22:01:00.000Z',
    status: 'done',
    fair: { serverSeedHash: hashSeed(serverSeed), serverSeed, playerSeeds, clientSeed, nonce: 7 },
    seats: [
      { seat: 0, player: 'al***e', cards: hole(0) },
      { seat: 2, player: 'bo***b', cards: hole(2) },
      { seat: 5, player: 'ca***l', cards: hole(5) },
    ],
    button: 2,
    deck: deck.slice(0, 11),
    board: deck.slice(6, 11),
    // Seat 0 timed out and folded (the record's words for it).
    actions: [{ seat: 0, action: 'fold (timeout)', amount: null, street: 'preflop' }],
    result: null,
  };
}

describe('hand verification', () => {
  it('the client seed is the hash of the players’ seeds in seat order', () => {
    expect(joinedSeeds(playerSeeds)).toBe('alice-seed:bob-seed:carol-seed');
  });

  it('rebuilds the deck in the browser and confirms a true hand', async () => {
    const hand = holdemHand();
    const report = await verifyHand(hand, '');
    if (typeof report === 'string') throw new Error(report);
    expect(report.hashCheck).toBe('match');
    expect(report.clientSeedCheck).toBe('match');
    expect(report.deckCheck).toBe('match');
    expect(report.board.check).toBe('match');
    expect(report.seats.map((s) => s.check)).toEqual(['match', 'match', 'match']);
    expect(report.seats[0]!.folded).toBe(true);
    // Hole cards go one at a time from left of the button (seat 5, then 0, then 2): deck 0..5.
    const deck = report.deck;
    expect(report.seats.find((s) => s.seat === 5)!.recomputed).toEqual([deck[0], deck[3]]);
    expect(report.seats.find((s) => s.seat === 0)!.recomputed).toEqual([deck[1], deck[4]]);
    expect(report.seats.find((s) => s.seat === 2)!.recomputed).toEqual([deck[2], deck[5]]);
    // Without a stored result the winners cannot be compared.
    expect(report.winners.check).toBe('unknown');
    expect(report.winners.seats.every((s) => s === 2 || s === 5)).toBe(true);
  });

  it('finds a swapped card, a wrong seed and a winner who lost money', async () => {
    const hand = holdemHand();
    const swapped = { ...hand, board: [...hand.board.slice(0, 4), (hand.board[4]! + 1) % 52] };
    const r1 = await verifyHand(swapped, '');
    if (typeof r1 === 'string') throw new Error(r1);
    expect(r1.board.check).toBe('mismatch');

    const other = createHash('sha256').update('another seed').digest('hex');
    const r2 = await verifyHand(hand, other);
    if (typeof r2 === 'string') throw new Error(r2);
    expect(r2.hashCheck).toBe('mismatch');
    expect(r2.seats.some((s) => s.check === 'mismatch')).toBe(true);

    const r0 = await verifyHand(hand, '');
    if (typeof r0 === 'string') throw new Error(r0);
    const winner = r0.winners.seats[0]!;
    const loser = winner === 2 ? 5 : 2;
    const lying = {
      ...hand,
      result: {
        nets: [
          { seat: winner, net: -100 },
          { seat: loser, net: 95 },
          { seat: 0, net: 0 },
        ],
        rake: 5,
      },
    };
    const r3 = await verifyHand(lying, '');
    if (typeof r3 === 'string') throw new Error(r3);
    expect(r3.winners.check).toBe('mismatch');
    const honest = {
      ...hand,
      result: {
        nets: [
          { seat: winner, net: 95 },
          { seat: loser, net: -100 },
          { seat: 0, net: 0 },
        ],
        rake: 5,
      },
    };
    const r4 = await verifyHand(honest, '');
    if (typeof r4 === 'string') throw new Error(r4);
    expect(r4.winners.check).toBe('match');
  });

  it('Bull Bull: five cards each in seat order, the banker from the bids and the tie float', async () => {
    const f = floats(serverSeed, clientSeed, 3, DECK_FLOATS);
    const deck = shuffleDeck(f);
    const hand: HandVerifyValue = {
      ...holdemHand(),
      game: 'bullbull',
      handNo: 3,
      fair: { ...holdemHand().fair, nonce: 3 },
      button: null,
      seats: [
        { seat: 0, player: 'al***e', cards: deck.slice(0, 5) },
        { seat: 2, player: 'bo***b', cards: deck.slice(5, 10) },
        { seat: 5, player: 'ca***l', cards: deck.slice(10, 15) },
      ],
      deck: deck.slice(0, 15),
      board: [],
      // Seats 0 and 2 both bid 2: the 52nd float picks between them (below ½: seat 0).
      actions: [
        { seat: 0, action: 'bid', amount: 2, street: 'bidding' },
        { seat: 2, action: 'bid', amount: 2, street: 'bidding' },
        { seat: 5, action: 'bid (timeout)', amount: 0, street: 'bidding' },
      ],
    };
    const report = await verifyHand(hand, '');
    if (typeof report === 'string') throw new Error(report);
    expect(report.seats.map((x) => x.check)).toEqual(['match', 'match', 'match']);
    expect(report.deckCheck).toBe('match');
    expect(report.winners.seats).toEqual([f[51]! < 0.5 ? 0 : 2]);
    expect(report.winners.check).toBe('match');
    expect(report.seats[0]!.bull).not.toBeNull();
  });

  it('asks for the seed while the hand runs and refuses a malformed one', async () => {
    const hand = {
      ...holdemHand(),
      status: 'running' as const,
      fair: { ...holdemHand().fair, serverSeed: null },
    };
    expect(await verifyHand(hand, '')).toBe('seed.missing');
    expect(await verifyHand(hand, 'xyz')).toBe('seed.invalid');
  });

  it('recomputes winners by hand: trips beat a pair, the board splits, a lone player wins', () => {
    // Board K♠ Q♠ 2♥ 7♦ 9♣; seat 1 K♥ 4♠ (pair of kings), seat 2 Q♥ Q♣ (three queens), seat 3 folded.
    const board = [12, 11, 14, 45, 34];
    const win = holdemWinners(
      [
        { seat: 1, hole: [25, 3], folded: false },
        { seat: 2, hole: [24, 37], folded: false },
        { seat: 3, hole: [0, 9], folded: true },
      ],
      board,
    );
    expect(win.seats).toEqual([2]);
    expect(win.best.get(2)!.category).toBe('trips');
    expect(win.best.get(1)!.category).toBe('pair');
    // Broadway on the board A♠ K♥ Q♣ J♦ 10♠: both play the board and split.
    const split = holdemWinners(
      [
        { seat: 0, hole: [1, 2], folded: false },
        { seat: 4, hole: [15, 16], folded: false },
      ],
      [0, 25, 37, 49, 9],
    );
    expect(split.seats).toEqual([0, 4]);
    expect(
      holdemWinners(
        [
          { seat: 3, hole: [0, 1], folded: false },
          { seat: 4, hole: [2, 3], folded: true },
        ],
        [],
      ).seats,
    ).toEqual([3]);
  });
});

describe('rules panel and buy-in', () => {
  it('each ranking example is the hand it names, strongest first', () => {
    const scores = rankingExamples.map((r) => {
      const rank = rankFive(r.cards);
      expect(rank.category).toBe(r.category);
      return rank.score;
    });
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('buy-in within the room’s range and the balance (minor units)', () => {
    // Room 20.00–200.00, big blind 1.00.
    expect(buyInRange({ min: 2_000, max: 20_000 }, 15_000)).toEqual({ min: 2_000, max: 15_000 });
    expect(buyInRange({ min: 2_000, max: 20_000 }, 1_999)).toBeNull();
    expect(defaultBuyIn({ min: 2_000, max: 15_000 }, 100)).toBe(10_000);
    expect(defaultBuyIn({ min: 2_000, max: 5_000 }, 100)).toBe(5_000);
    expect(buyInStep({ min: 2_000, max: 15_000 }, 100)).toBe(100);
    expect(buyInStep({ min: 2_000, max: 2_500 }, 100)).toBe(1);
    expect(firstFreeSeat(6, [0, 1, 3])).toBe(2);
    expect(firstFreeSeat(2, [1, 0])).toBeNull();
  });
});
