import { describe, expect, it } from 'vitest';
import { floats } from '../../src/engine/fair.ts';
import {
  SHOE_CARDS,
  SHOE_CUT,
  SHOE_FLOATS,
  cardLabel,
  dealBaccarat,
  dealDragonTiger,
  shoeFinished,
  shuffleShoe,
} from '../../src/engine/tables/index.ts';

const seed = 'a'.repeat(64);

describe('shuffleShoe', () => {
  it('is a permutation of 8 ordered decks, the same for the same floats', () => {
    const f = floats(seed, 'client', 1, SHOE_FLOATS);
    const shoe = shuffleShoe(f);
    expect(shoe).toHaveLength(SHOE_CARDS);
    const counts = new Array<number>(52).fill(0);
    for (const c of shoe) counts[c]!++;
    expect(counts.every((n) => n === 8)).toBe(true);
    expect(shuffleShoe([...f])).toEqual(shoe);
    expect(shuffleShoe(floats(seed, 'client', 2, SHOE_FLOATS))).not.toEqual(shoe);
  });

  it('swaps position i with floor(f * (i + 1)), from the last position down', () => {
    // All floats 0: each step swaps position i with 0. i = 415: position 415 gets card 0 (♠A) and
    // position 0 card 415 % 52 = 51; i = 414: position 414 gets 51, position 0 gets 414 % 52 = 50; so
    // position i (1..414) ends with the card that started at i + 1, and position 0 with card 1 (♠2).
    const shoe = shuffleShoe(new Array<number>(SHOE_FLOATS).fill(0));
    expect(shoe[415]).toBe(0);
    expect(shoe[414]).toBe(51);
    expect(shoe[413]).toBe(414 % 52);
    expect(shoe[0]).toBe(1);
    // All floats just under 1: j = i every time, nothing moves.
    const same = shuffleShoe(new Array<number>(SHOE_FLOATS).fill(0.999999999));
    expect(same.slice(0, 54)).toEqual([...Array.from({ length: 52 }, (_, i) => i), 0, 1]);
  });

  it('refuses too few floats or a float outside [0, 1)', () => {
    expect(() => shuffleShoe([0.5])).toThrow(RangeError);
    expect(() => shuffleShoe(new Array<number>(SHOE_FLOATS).fill(1))).toThrow(RangeError);
  });
});

describe('the cut card and dealing', () => {
  it('ends the shoe 16 cards from the end', () => {
    expect(SHOE_CUT).toBe(400);
    expect(shoeFinished(399)).toBe(false);
    expect(shoeFinished(400)).toBe(true);
  });

  it('refuses to deal past the end of the shoe', () => {
    const shoe = shuffleShoe(floats(seed, 'client', 3, SHOE_FLOATS));
    expect(() => dealDragonTiger(shoe, 415)).toThrow(RangeError);
    expect(() => dealBaccarat(shoe, 413)).toThrow(RangeError);
    expect(() => dealBaccarat(shoe, -1)).toThrow(RangeError);
    expect(dealDragonTiger(shoe, 414).used).toBe(2);
  });

  it('plays a whole shoe to the cut card, every card dealt once', () => {
    const shoe = shuffleShoe(floats(seed, 'client', 4, SHOE_FLOATS));
    let position = 0;
    const dealt: number[] = [];
    while (!shoeFinished(position)) {
      const { outcome, used } = dealBaccarat(shoe, position);
      expect(outcome.player.length + outcome.banker.length).toBe(used);
      dealt.push(...shoe.slice(position, position + used));
      position += used;
    }
    expect(position).toBeGreaterThanOrEqual(400);
    expect(position).toBeLessThanOrEqual(405);
    expect(dealt).toEqual(shoe.slice(0, position));
  });
});

describe('cardLabel', () => {
  it('reads rank and suit from 0..51', () => {
    expect(cardLabel(0)).toEqual({ rank: 'A', suit: '♠' });
    expect(cardLabel(9)).toEqual({ rank: '10', suit: '♠' });
    expect(cardLabel(25)).toEqual({ rank: 'K', suit: '♥' });
    expect(cardLabel(36)).toEqual({ rank: 'J', suit: '♣' });
    expect(cardLabel(51)).toEqual({ rank: 'K', suit: '♦' });
    expect(() => cardLabel(52)).toThrow(RangeError);
  });
});
