import { describe, expect, it } from 'vitest';
import { rouletteNumbersOf, spotsOf, type BaccaratOutcome } from '../src/engine/tables/index.ts';
import { numbersAround, rouletteHotspots } from '../web/src/games/tables/roulette-layout.ts';
import {
  capOf,
  dealOrder,
  handPoints,
  paysText,
  spotDef,
  winningSpots,
} from '../web/src/games/tables/table-spots.ts';

// Cards: rank = c % 13 + 1, suit = floor(c / 13). 2♠ = 1, 3♠ = 2, 9♠ = 8, K♠ = 12, A♥ = 13, 6♥ = 18.
const hand: BaccaratOutcome = {
  player: [1, 2, 13], // 2 + 3 = 5 draws A: 6
  banker: [12, 18, 8], // K + 6 = 6, a third 9: 5 (dealt here only to check the order)
  playerTotal: 6,
  bankerTotal: 5,
  winner: 'player',
  playerPair: false,
  bankerPair: false,
  natural: false,
};

describe('table spots on the page', () => {
  it('prints payouts as the layout shows them', () => {
    expect(paysText(spotDef('baccarat', 'banker')!)).toBe('0.95:1');
    expect(paysText(spotDef('baccarat', 'tie')!)).toBe('8:1');
    expect(paysText(spotDef('baccarat-nc', 'banker')!)).toBe('1:1');
    expect(paysText(spotDef('roulette', 'straight:17')!)).toBe('35:1');
    expect(paysText(spotDef('sicbo', 'single:4')!)).toBe('1:1 / 2:1 / 3:1');
    expect(paysText(spotDef('sicbo', 'total:4')!)).toBe('60:1');
  });

  it('caps main spots at the table max and side spots at the side max', () => {
    expect(capOf('baccarat', 'banker', 50_000, 10_000)).toBe(50_000);
    expect(capOf('baccarat', 'banker-pair', 50_000, 10_000)).toBe(10_000);
    expect(capOf('roulette', 'red', 50_000, 10_000)).toBe(50_000);
    expect(capOf('roulette', 'straight:0', 50_000, 10_000)).toBe(10_000);
    expect(capOf('roulette', 'nonsense', 50_000, 10_000)).toBe(0);
  });

  it('deals player, banker, player, banker, then the third cards', () => {
    expect(dealOrder('baccarat', hand).map((d) => `${d.hand}${d.index}:${d.card}`)).toEqual([
      'player0:1',
      'banker0:12',
      'player1:2',
      'banker1:18',
      'player2:13',
      'banker2:8',
    ]);
    expect(handPoints([1, 2])).toBe(5);
    expect(handPoints([1, 2, 13])).toBe(6);
    expect(handPoints([12, 18])).toBe(6);
    expect(dealOrder('dragon-tiger', { dragon: 12, tiger: 13, winner: 'dragon' }).map((d) => d.hand)).toEqual(
      ['dragon', 'tiger'],
    );
  });

  it('lights every roulette spot a 17 wins, and nothing else', () => {
    expect([...winningSpots('roulette', { number: 17 })].sort()).toEqual(
      [
        'straight:17',
        'split:14-17',
        'split:16-17',
        'split:17-18',
        'split:17-20',
        'street:16',
        'corner:13-17',
        'corner:14-18',
        'corner:16-20',
        'corner:17-21',
        'line:13',
        'line:16',
        'dozen:2',
        'column:2',
        'black',
        'odd',
        'low',
      ].sort(),
    );
  });

  it('lights no big or small on a triple, and a push is not a win', () => {
    const lit = winningSpots('sicbo', { dice: [3, 3, 3] });
    expect(lit.has('triple:3') && lit.has('any-triple') && lit.has('double:3') && lit.has('single:3')).toBe(
      true,
    );
    expect(lit.has('small') || lit.has('odd') || lit.has('big')).toBe(false);
    // A baccarat tie returns Player and Banker stakes: only the tie is lit.
    const tie = { ...hand, playerTotal: 6, bankerTotal: 6, winner: 'tie' as const };
    expect([...winningSpots('baccarat', tie)]).toEqual(['tie']);
  });

  it("puts every inside spot of the engine's roulette on the layout, covering its numbers", () => {
    const hot = new Map(rouletteHotspots().map((h) => [h.spot, h]));
    const inside = spotsOf('roulette').filter((s) => /^(split|corner|street|line|trio):/.test(s.id));
    expect(inside.length).toBe(hot.size);
    for (const s of inside) {
      const h = hot.get(s.id);
      expect(h, s.id).toBeDefined();
      expect(numbersAround(h!), s.id).toEqual([...rouletteNumbersOf(s.id)].sort((a, b) => a - b));
    }
  });
});
