import { describe, expect, it } from 'vitest';
import { type BaccaratOutcome, bankerDraws, dealBaccarat } from '../../src/engine/tables/index.ts';

/** A card of rank 1..13 (A..K) in suit 0..3 (♠ ♥ ♣ ♦). */
const c = (rank: number, suit = 0): number => suit * 13 + rank - 1;
const [A, J, Q, K] = [1, 11, 12, 13];

interface Hand {
  why: string;
  /** In deal order: player, banker, player, banker, then the third cards drawn. */
  deal: number[];
  player: number[];
  banker: number[];
  totals: [player: number, banker: number];
  winner: BaccaratOutcome['winner'];
  pairs?: { player?: boolean; banker?: boolean };
  natural?: boolean;
}

// Worked by hand: totals are the points mod 10 (10/J/Q/K = 0).
const hands: Hand[] = [
  {
    why: 'player natural 9 stands both',
    deal: [c(9), c(5, 1), c(K), c(2)],
    player: [c(9), c(K)],
    banker: [c(5, 1), c(2)],
    totals: [9, 7],
    winner: 'player',
    natural: true,
  },
  {
    why: 'banker natural 8 (a pair of 4s), player 5 does not draw',
    deal: [c(2), c(4), c(3), c(4, 2)],
    player: [c(2), c(3)],
    banker: [c(4), c(4, 2)],
    totals: [5, 8],
    winner: 'banker',
    pairs: { banker: true },
    natural: true,
  },
  {
    why: 'natural 8 against natural 9',
    deal: [c(4), c(5), c(4, 3), c(4, 1)],
    player: [c(4), c(4, 3)],
    banker: [c(5), c(4, 1)],
    totals: [8, 9],
    winner: 'banker',
    pairs: { player: true },
    natural: true,
  },
  {
    why: 'natural tie 9 : 9',
    deal: [c(6), c(7), c(3), c(2)],
    player: [c(6), c(3)],
    banker: [c(7), c(2)],
    totals: [9, 9],
    winner: 'tie',
    natural: true,
  },
  {
    why: 'player stands on 6 (3+3 pair), banker 5 draws as the player stood',
    deal: [c(3), c(10), c(3, 1), c(5), c(2)],
    player: [c(3), c(3, 1)],
    banker: [c(10), c(5), c(2)],
    totals: [6, 7],
    winner: 'banker',
    pairs: { player: true },
  },
  {
    why: 'player stands on 7, banker stands on 6',
    deal: [c(A), c(6), c(6, 2), c(J)],
    player: [c(A), c(6, 2)],
    banker: [c(6), c(J)],
    totals: [7, 6],
    winner: 'player',
  },
  {
    why: 'banker 3 stands on a player third 8',
    deal: [c(2), c(A), c(Q), c(2, 1), c(8)],
    player: [c(2), c(Q), c(8)],
    banker: [c(A), c(2, 1)],
    totals: [0, 3],
    winner: 'banker',
  },
  {
    why: 'banker 3 draws on a player third 9',
    deal: [c(4), c(3), c(K), c(K, 1), c(9), c(5)],
    player: [c(4), c(K), c(9)],
    banker: [c(3), c(K, 1), c(5)],
    totals: [3, 8],
    winner: 'banker',
  },
  {
    why: 'banker 4 stands on a player third 1',
    deal: [c(J), c(2), c(5), c(2, 3), c(A)],
    player: [c(J), c(5), c(A)],
    banker: [c(2), c(2, 3)],
    totals: [6, 4],
    winner: 'player',
    pairs: { banker: true },
  },
  {
    why: 'banker 4 draws on a player third 2',
    deal: [c(5), c(7), c(K), c(7, 1), c(2), c(4)],
    player: [c(5), c(K), c(2)],
    banker: [c(7), c(7, 1), c(4)],
    totals: [7, 8],
    winner: 'banker',
    pairs: { banker: true },
  },
  {
    why: 'banker 5 draws on a player third 4 (Q and J are no pair)',
    deal: [c(Q), c(9), c(J), c(6), c(4), c(3)],
    player: [c(Q), c(J), c(4)],
    banker: [c(9), c(6), c(3)],
    totals: [4, 8],
    winner: 'banker',
  },
  {
    why: 'banker 5 stands on a player third 3',
    deal: [c(3), c(5), c(2), c(K), c(3, 1)],
    player: [c(3), c(2), c(3, 1)],
    banker: [c(5), c(K)],
    totals: [8, 5],
    winner: 'player',
  },
  {
    why: 'banker 6 draws on a player third 6',
    deal: [c(A), c(6), c(A, 1), c(10), c(6, 1), c(K)],
    player: [c(A), c(A, 1), c(6, 1)],
    banker: [c(6), c(10), c(K)],
    totals: [8, 6],
    winner: 'player',
    pairs: { player: true },
  },
  {
    why: 'banker 6 (8+8) draws on a player third 7',
    deal: [c(2), c(8), c(2, 2), c(8, 3), c(7), c(A)],
    player: [c(2), c(2, 2), c(7)],
    banker: [c(8), c(8, 3), c(A)],
    totals: [1, 7],
    winner: 'banker',
    pairs: { player: true, banker: true },
  },
  {
    why: 'banker 6 stands on a player third 5',
    deal: [c(3), c(4), c(A), c(2), c(5)],
    player: [c(3), c(A), c(5)],
    banker: [c(4), c(2)],
    totals: [9, 6],
    winner: 'player',
  },
  {
    why: 'banker 7 stands on a player third 6',
    deal: [c(K), c(3), c(Q), c(4), c(6)],
    player: [c(K), c(Q), c(6)],
    banker: [c(3), c(4)],
    totals: [6, 7],
    winner: 'banker',
  },
  {
    why: 'banker 2 draws on a player third 8, a tie 3 : 3',
    deal: [c(4), c(K), c(A), c(2), c(8), c(A, 2)],
    player: [c(4), c(A), c(8)],
    banker: [c(K), c(2), c(A, 2)],
    totals: [3, 3],
    winner: 'tie',
  },
];

describe('dealBaccarat', () => {
  it('deals hand after hand from one hand-made shoe by the third-card rules', () => {
    const shoe = hands.flatMap((h) => h.deal);
    let position = 0;
    for (const hand of hands) {
      const { outcome, used } = dealBaccarat(shoe, position);
      expect({ ...outcome, used }, hand.why).toEqual({
        player: hand.player,
        banker: hand.banker,
        playerTotal: hand.totals[0],
        bankerTotal: hand.totals[1],
        winner: hand.winner,
        playerPair: hand.pairs?.player ?? false,
        bankerPair: hand.pairs?.banker ?? false,
        natural: hand.natural ?? false,
        used: hand.deal.length,
      });
      position += used;
    }
    expect(position).toBe(shoe.length);
  });
});

describe('bankerDraws', () => {
  it('follows the banker table row by row', () => {
    // Rows: banker total; columns: player third card 0..9; then "player stood".
    const table: Record<number, string> = {
      0: 'DDDDDDDDDD D',
      1: 'DDDDDDDDDD D',
      2: 'DDDDDDDDDD D',
      3: 'DDDDDDDDSD D',
      4: 'SSDDDDDDSS D',
      5: 'SSSSDDDDSS D',
      6: 'SSSSSSDDSS S',
      7: 'SSSSSSSSSS S',
    };
    for (const [total, row] of Object.entries(table)) {
      for (let v = 0; v <= 9; v++)
        expect(bankerDraws(Number(total), v), `${total} vs ${v}`).toBe(row[v] === 'D');
      expect(bankerDraws(Number(total), null), `${total}, player stood`).toBe(row[11] === 'D');
    }
  });
});
