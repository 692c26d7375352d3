import { describe, expect, it } from 'vitest';
import { bid, bullHand, bullRake, multiple, start, timeout } from '../../src/engine/cards/bullbull.ts';
import { bullName } from '../../src/engine/cards/names.ts';
import { cards, deckStarting } from './support/cards.ts';

describe('bull hands', () => {
  it('finds the bull: three cards making ten, the other two mod 10', () => {
    // K Q J = 30; 3 + 4 = 7 → bull 7, paid 2x.
    expect(bullHand(cards('Ks Qh Jc 3d 4s'))).toMatchObject({ bull: 7, multiplier: 2 });
    // K Q 10 = 30; 5 + 5 = 10 → bull bull, 3x.
    expect(bullHand(cards('Ks Qh Tc 5d 5s'))).toMatchObject({ bull: 0, multiplier: 3 });
    // 2 3 4 6 8: no three make a multiple of ten.
    expect(bullHand(cards('2s 3h 4c 6d 8s'))).toMatchObject({ bull: null, multiplier: 1 });
    // A 2 7 (10) leaves 4 + 9 = 13 → 3; 2 + 4 + 4? no; the best bull is taken: 1 + 9 = 10 → 0 via 2 7 ... : A 9 K
    // (20) leaves 2 + 7 = 9 → bull 9 beats bull 3.
    expect(bullHand(cards('As 2h 7c 9d Ks'))).toMatchObject({ bull: 9, multiplier: 2 });
    // Five small (all under 5, total ≤ 10) and five face cards pay 5x.
    expect(bullHand(cards('As Ah 2c 2d 3s'))).toMatchObject({ special: 'five-small', multiplier: 5 });
    expect(bullHand(cards('Js Qh Kc Jd Qs'))).toMatchObject({ special: 'five-face', multiplier: 5 });
    // Bull 1-6 pay 1x.
    expect(bullHand(cards('Ks Qh Jc As 5d'))).toMatchObject({ bull: 6, multiplier: 1 });
  });

  it('names hands in three languages', () => {
    expect(bullName({ bull: 0, special: null }, 'TW')).toBe('牛牛');
    expect(bullName({ bull: 7, special: null }, 'TW')).toBe('牛七');
    expect(bullName({ bull: null, special: null }, 'EN')).toBe('No bull');
    expect(bullName({ bull: 3, special: null }, 'VI')).toBe('Ngầu 3');
  });
});

describe('a Bull Bull hand', () => {
  // Seat 0: K Q 10 5 5 (bull bull); seat 1: 2 3 4 6 8 (no bull); seat 2: K Q J 3 4 (bull 7).
  const deck = deckStarting('Ks Qh Tc 5d 5s 2s 3h 4c 6d 8s Kc Qc Jh 3d 4h');
  const players = [0, 1, 2].map((seat) => ({ seat, stack: 10_000n }));

  it('the highest bid banks; a tie goes by the tie float', () => {
    let s = start({ config: { base: 100n, rakeBps: 500 }, deck, tie: 0.6, players });
    s = bid(s, 0, 2);
    s = bid(s, 1, 3);
    expect(s.phase).toBe('bidding');
    s = bid(s, 2, 3);
    // Seats 1 and 2 bid 3: index floor(0.6 × 2) = 1 → seat 2.
    expect([s.phase, s.banker, s.bankerBid]).toEqual(['betting', 2, 3]);
    expect(() => multiple(s, 2, 1)).toThrow();
  });

  it('settles each player against the banker with the rake on winnings', () => {
    let s = start({ config: { base: 100n, rakeBps: 500 }, deck, tie: 0.6, players });
    s = bid(bid(bid(s, 0, 2), 1, 3), 2, 3);
    s = multiple(s, 0, 2);
    s = multiple(s, 1, 5);
    expect(s.phase).toBe('done');
    // Seat 0 (bull bull 3x) beats the banker's bull 7: 100 × 3 × 2 × 3 = 1800, rake 90 → +1710.
    // Seat 1 (no bull) loses to bull 7 (2x): 100 × 3 × 5 × 2 = 3000.
    // The banker: +3000 − 1800 = 1200, rake 60 → +1140.
    const nets = Object.fromEntries(s.players.map((p) => [p.seat, p.net]));
    expect(nets).toEqual({ 0: 1_710n, 1: -3_000n, 2: 1_140n });
    expect(bullRake(s)).toBe(150n);
    expect(s.players.reduce((a, p) => a + p.stack, 0n) + bullRake(s)).toBe(30_000n);
  });

  it('caps a loss at the stack; everyone bids 0 → the banker bids 1; timeouts bid 0 and pick 1x', () => {
    let s = start({
      config: { base: 100n, rakeBps: 0 },
      deck,
      tie: 0.99,
      players: [
        { seat: 0, stack: 10_000n },
        { seat: 1, stack: 250n },
        { seat: 2, stack: 10_000n },
      ],
    });
    s = timeout(s);
    // All bid 0: three tied, index floor(0.99 × 3) = 2 → seat 2 with bid 1; then every multiple is 1.
    expect([s.banker, s.bankerBid]).toEqual([2, 1]);
    s = timeout(s);
    expect(s.phase).toBe('done');
    // Seat 1 owes 100 × 1 × 1 × 2 = 200 (under its 250); seat 0 wins 100 × 1 × 1 × 3 = 300.
    expect(s.players.map((p) => p.net)).toEqual([300n, -200n, -100n]);
    // Seat 1 (no bull, 250 chips) against the banker's bull 7 at 1000 × 4 × 5 × 2 loses only its 250.
    s = start({
      config: { base: 1_000n, rakeBps: 0 },
      deck: deckStarting('2s 3h 4c 6d 8s Kc Qc Jh 3d 4h'),
      tie: 0.99,
      players: [
        { seat: 1, stack: 250n },
        { seat: 2, stack: 10_000n },
      ],
    });
    s = bid(bid(s, 1, 0), 2, 4);
    s = multiple(s, 1, 5);
    expect(s.players.map((p) => p.net)).toEqual([-250n, 250n]);
  });
});
