import { describe, expect, it } from 'vitest';
import { DECK_FLOATS, shuffleDeck } from '../../src/engine/cards/deck.ts';
import {
  act,
  HoldemError,
  legalMoves,
  start,
  timeout,
  type HoldemMove,
  type HoldemState,
} from '../../src/engine/cards/holdem.ts';
import { floatSource } from '../../src/engine/prng.ts';
import { deckStarting } from './support/cards.ts';

const config = { smallBlind: 50n, bigBlind: 100n, rake: { bps: 500, cap: 100n }, seatCount: 6 };
const stacks = (s: HoldemState) => Object.fromEntries(s.players.map((p) => [p.seat, p.stack]));
const play = (s: HoldemState, ...moves: [number, HoldemMove][]) =>
  moves.reduce((state, [seat, move]) => act(state, seat, move), s);

describe("Hold'em hand", () => {
  it('plays three players through blinds, a raise, a fold, every street and a raked showdown', () => {
    // Button 0, small blind 2, big blind 5. Hole cards from seat 2: deck 0-2 first cards of seats 2, 5, 0,
    // 3-5 their second cards; board from deck 6.
    const deck = deckStarting('Ks 7c As Kd 2d Ad Ah 9c 5s 3h Jd');
    let s = start({
      config,
      deck,
      button: 0,
      players: [0, 2, 5].map((seat) => ({ seat, stack: 10_000n })),
    });
    expect([s.sbSeat, s.bbSeat, s.toAct]).toEqual([2, 5, 0]);
    expect(s.players.find((p) => p.seat === 0)!.hole).toEqual(deckStarting('As Ad').slice(0, 2));
    // Button raises to 300 (min raise 200); the small blind calls 250 more; the big blind folds.
    expect(legalMoves(s, 0)!.raise).toEqual({ min: 200n, max: 10_000n });
    s = play(s, [0, { action: 'raise', to: 300n }], [2, { action: 'call' }], [5, { action: 'fold' }]);
    expect(s.street).toBe('flop');
    expect(s.board).toHaveLength(3);
    expect(s.toAct).toBe(2);
    s = play(s, [2, { action: 'check' }], [0, { action: 'bet', to: 500n }], [2, { action: 'call' }]);
    s = play(
      s,
      [2, { action: 'check' }],
      [0, { action: 'check' }],
      [2, { action: 'check' }],
      [0, { action: 'check' }],
    );
    // Aces full... no: A A A with the board A 9 5 3 J: trips beat kings.
    expect(s.street).toBe('showdown');
    expect(s.result!.best[0]!.category).toBe('trips');
    // Pot 300 + 300 + 100 + 500 + 500 = 1700; rake 5 % = 85 (under the cap 100); the button wins 1615.
    expect(s.result!.rake).toBe(85n);
    expect(stacks(s)).toEqual({ 0: 10_815n, 2: 9_200n, 5: 9_900n });
    expect(s.result!.nets).toEqual({ 0: 815n, 2: -800n, 5: -100n });
    // Shown from the first live seat left of the button (nobody bet the river).
    expect(s.result!.shown).toEqual([2, 0]);
  });

  it('heads-up: the button posts the small blind and acts first before the flop, last after', () => {
    let s = start({
      config,
      deck: deckStarting(''),
      button: 3,
      players: [3, 7].map((seat) => ({ seat, stack: 5_000n })),
    });
    expect([s.sbSeat, s.bbSeat, s.toAct]).toEqual([3, 7, 3]);
    s = play(s, [3, { action: 'call' }], [7, { action: 'check' }]);
    expect([s.street, s.toAct]).toEqual(['flop', 7]);
  });

  it('a fold before the flop: the uncalled blind goes back and nothing is raked', () => {
    let s = start({
      config,
      deck: deckStarting(''),
      button: 3,
      players: [3, 7].map((seat) => ({ seat, stack: 5_000n })),
    });
    s = act(s, 3, { action: 'fold' });
    expect(s.street).toBe('done');
    expect(s.result!.returned).toEqual({ seat: 7, amount: 50n });
    expect(s.result!.rake).toBe(0n);
    expect(stacks(s)).toEqual({ 3: 4_950n, 7: 5_050n });
  });

  it('keeps the minimum raise at the last full raise', () => {
    let s = start({
      config,
      deck: deckStarting(''),
      button: 0,
      players: [0, 1, 2].map((seat) => ({ seat, stack: 10_000n })),
    });
    s = act(s, 0, { action: 'raise', to: 300n }); // raise by 200
    expect(legalMoves(s, 1)!.raise!.min).toBe(500n);
    expect(() => act(s, 1, { action: 'raise', to: 400n })).toThrow(HoldemError);
    expect(() => act(s, 2, { action: 'call' })).toThrow(HoldemError); // not its turn
    s = act(s, 1, { action: 'raise', to: 900n }); // raise by 600
    expect(legalMoves(s, 2)!.raise!.min).toBe(1_500n);
  });

  it('an all-in for less than a full raise does not reopen the betting for those who acted', () => {
    // Button 0, blinds 1 and 2; seat 2 has 400. Everyone limps; on the flop seat 1 bets 200, seat 2 goes
    // all in for 300 (a raise of 100 < 200), seat 0 (not yet acted) may still raise, seat 1 may only call.
    let s = start({
      config,
      deck: deckStarting(''),
      button: 0,
      players: [
        { seat: 0, stack: 10_000n },
        { seat: 1, stack: 10_000n },
        { seat: 2, stack: 400n },
      ],
    });
    s = play(s, [0, { action: 'call' }], [1, { action: 'call' }], [2, { action: 'check' }]);
    s = play(s, [1, { action: 'bet', to: 200n }], [2, { action: 'allin' }]);
    expect(s.currentBet).toBe(300n);
    expect(legalMoves(s, 0)!.raise).toEqual({ min: 500n, max: 9_900n });
    s = act(s, 0, { action: 'call' });
    const legal = legalMoves(s, 1)!;
    expect(legal.raise).toBeNull();
    expect(legal.call).toBe(100n);
    expect(() => act(s, 1, { action: 'raise', to: 800n })).toThrow(HoldemError);
    s = act(s, 1, { action: 'call' });
    expect(s.street).toBe('turn');
  });

  it('runs the board out when everyone is all in and builds side pots', () => {
    const deck = deckStarting('As Ks Qs Ad Kd Qd 2c 7h 9d 3s 4c');
    // Seats 0 (button) A-A, 1 (sb) K-K, 2 (bb) Q-Q; stacks 1000, 600, 300.
    let s = start({
      config,
      deck: [deck[1]!, deck[2]!, deck[0]!, deck[4]!, deck[5]!, deck[3]!, ...deck.slice(6)],
      button: 0,
      players: [
        { seat: 0, stack: 1_000n },
        { seat: 1, stack: 600n },
        { seat: 2, stack: 300n },
      ],
    });
    s = play(s, [0, { action: 'allin' }], [1, { action: 'allin' }], [2, { action: 'allin' }]);
    expect(s.board).toHaveLength(5);
    // Contributions 1000 / 600 / 300: 400 returned to seat 0; pots 900 (all) and 600 (0, 1).
    expect(s.result!.returned).toEqual({ seat: 0, amount: 400n });
    expect(s.result!.pots.map((p) => [p.amount, p.rake])).toEqual([
      [900n, 45n],
      [600n, 30n],
    ]);
    expect(stacks(s)).toEqual({ 0: 400n + 855n + 570n, 1: 0n, 2: 0n });
  });

  it('on timeout checks when it can, else folds', () => {
    let s = start({
      config,
      deck: deckStarting(''),
      button: 0,
      players: [0, 1, 2].map((seat) => ({ seat, stack: 10_000n })),
    });
    s = timeout(s); // seat 0 faces the big blind: folds
    expect(s.players.find((p) => p.seat === 0)!.folded).toBe(true);
    s = act(s, 1, { action: 'call' });
    s = timeout(s); // the big blind can check
    expect(s.street).toBe('flop');
    expect(s.log.at(-1)).toMatchObject({ seat: 2, action: 'check', timeout: true });
  });

  it('conserves chips over many random hands (stacks + rake = what came in)', () => {
    const rng = floatSource(20_261_128);
    for (let hand = 0; hand < 400; hand++) {
      const n = 2 + Math.floor(rng() * 8);
      const players = Array.from({ length: n }, (_, i) => ({
        seat: i,
        stack: BigInt(50 + Math.floor(rng() * 3000)),
      }));
      const floats = Array.from({ length: DECK_FLOATS }, () => rng());
      let s = start({
        config: { ...config, seatCount: 9 },
        deck: shuffleDeck(floats),
        button: Math.floor(rng() * n),
        players,
      });
      for (let steps = 0; !s.result && steps < 200; steps++) {
        const seat = s.toAct!;
        const legal = legalMoves(s, seat)!;
        const r = rng();
        const range = legal.bet ?? legal.raise;
        const move: HoldemMove =
          r < 0.15
            ? { action: 'fold' }
            : r < 0.5 && legal.check
              ? { action: 'check' }
              : r < 0.75 && legal.call !== null
                ? { action: 'call' }
                : r < 0.9 && range
                  ? {
                      action: legal.bet ? 'bet' : 'raise',
                      to: range.min + ((range.max - range.min) * BigInt(Math.floor(rng() * 100))) / 100n,
                    }
                  : legal.allin !== null
                    ? { action: 'allin' }
                    : { action: legal.check ? 'check' : 'call' };
        s = act(s, seat, move);
      }
      expect(s.result).not.toBeNull();
      const total = players.reduce((a, p) => a + p.stack, 0n);
      expect(s.players.reduce((a, p) => a + p.stack, 0n) + s.result!.rake).toBe(total);
      expect(s.players.every((p) => p.stack >= 0n)).toBe(true);
    }
  });
});
