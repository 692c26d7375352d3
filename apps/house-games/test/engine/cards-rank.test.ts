import { describe, expect, it } from 'vitest';
import { DECK_FLOATS, joinedSeeds, shuffleDeck } from '../../src/engine/cards/deck.ts';
import { handCategoryNames } from '../../src/engine/cards/names.ts';
import { bestHand, handCategories } from '../../src/engine/cards/rank.ts';
import { floats } from '../../src/engine/fair.ts';
import { cards } from './support/cards.ts';

const best = (names: string) => bestHand(cards(names));

describe('poker hand ranking (best five of seven)', () => {
  it('orders the categories: straight flush > quads > full house > flush > straight > trips > two pair > pair > high card', () => {
    const ladder = [
      best('9h 8h 7h 6h 5h As Ad'),
      best('Ks Kh Kd Kc 2s 3d 4h'),
      best('Qs Qh Qd 2c 2s 7d 9h'),
      best('Ah Jh 8h 4h 2h Ks Qd'),
      best('9s 8h 7d 6c 5s Kd 2h'),
      best('7s 7h 7d Kc 2s 9d 4h'),
      best('Js Jh 4d 4c As 9d 2h'),
      best('Ts Th 4d 8c As 9d 2h'),
      best('As Jh 4d 8c 3s 9d 2h'),
    ];
    expect(ladder.map((h) => h.category)).toEqual([...handCategories].reverse());
    for (let i = 1; i < ladder.length; i++) expect(ladder[i - 1]!.score).toBeGreaterThan(ladder[i]!.score);
  });

  it('plays the ace low in the wheel and high in broadway', () => {
    const wheel = best('As 2d 3c 4h 5s Kd Qd');
    expect(wheel.category).toBe('straight');
    expect(wheel.cards).toEqual(cards('5s 4h 3c 2d As'));
    const six = best('2d 3c 4h 5s 6s Kd Qd');
    expect(six.score).toBeGreaterThan(wheel.score);
    const broadway = best('As Kd Qc Jh Ts 2d 3d');
    const kingHigh = best('9s Kd Qc Jh Ts 2d 3d');
    expect(broadway.category).toBe('straight');
    expect(broadway.score).toBeGreaterThan(kingHigh.score);
  });

  it('lets the kicker decide two pair and splits equal hands', () => {
    // Board Ks Kd 7c 7h 2s: K K 7 7 with an ace kicker beats K K 7 7 with a queen.
    const a = best('Ah 3d Ks Kd 7c 7h 2s');
    const b = best('Qh 3c Ks Kd 7c 7h 2s');
    expect(a.category).toBe('two-pair');
    expect(a.score).toBeGreaterThan(b.score);
    // Broadway on the board: both play the board, equal scores (a split).
    expect(best('2c 3d As Ks Qd Jc Th').score).toBe(best('4h 5h As Ks Qd Jc Th').score);
    // A pair of tens with A-9-8 beats tens with A-9-4 by the last kicker.
    expect(best('Ts Th Ad 9c 8s 3d 2h').score).toBeGreaterThan(best('Ts Th Ad 9c 4s 3d 2h').score);
  });

  it('picks the best five of seven, e.g. a full house over a flush on the same cards', () => {
    const h = best('Qh Qd Qs 2h 2d 7h 9h');
    expect(h.category).toBe('full-house');
    expect(h.cards).toEqual(cards('Qs Qh Qd 2h 2d'));
  });

  it('names every category in TW, EN and VI', () => {
    for (const cat of handCategories) expect(Object.values(handCategoryNames[cat]).every(Boolean)).toBe(true);
    expect(handCategoryNames['full-house']).toEqual({ TW: '葫蘆', EN: 'Full house', VI: 'Cù lũ' });
  });
});

describe('the deck', () => {
  it('is a permutation of 52 cards from the fair floats, the same for the same seeds', () => {
    const seed = 'a'.repeat(64);
    const f = floats(seed, 'x', 7, DECK_FLOATS);
    const deck = shuffleDeck(f);
    expect([...deck].sort((x, y) => x - y)).toEqual(Array.from({ length: 52 }, (_, i) => i));
    expect(shuffleDeck(floats(seed, 'x', 7, DECK_FLOATS))).toEqual(deck);
    expect(shuffleDeck(floats(seed, 'x', 8, DECK_FLOATS))).not.toEqual(deck);
  });

  it('swaps from the top: all floats 0 move each card i to the front in turn', () => {
    // i = 51: swap 51 and 0; i = 50: swap 50 and 0 ... → deck[0] = 1, deck[i] = i + 1 for i < 51, deck[51] = 0.
    const deck = shuffleDeck(new Array(52).fill(0));
    expect(deck[0]).toBe(1);
    expect(deck[51]).toBe(0);
    expect(deck[10]).toBe(11);
  });

  it('joins the seeds in seat order', () => {
    expect(
      joinedSeeds([
        { seat: 4, seed: 'b' },
        { seat: 1, seed: 'a' },
      ]),
    ).toBe('a:b');
  });
});
