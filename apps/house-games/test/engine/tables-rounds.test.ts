import { describe, expect, expectTypeOf, it } from 'vitest';
import { floats } from '../../src/engine/fair.ts';
import { type TableGame as SharedTableGame, tableGameCodes, tableGameOf } from '../../src/shared/api.ts';
import {
  SHOE_FLOATS,
  baccaratResultOf,
  dealBaccarat,
  drawDiceRound,
  replayShoe,
  shuffleShoe,
  type TableGame,
  tableFloats,
  tableGames,
} from '../../src/engine/tables/index.ts';

const seed = 'b'.repeat(64);

describe('table games', () => {
  it("are the catalog's table kinds", () => {
    expectTypeOf<TableGame>().toEqualTypeOf<SharedTableGame>();
    expect([...tableGames].sort()).toEqual(tableGameCodes.map(tableGameOf).sort());
  });
});

describe('table rounds from the fair floats', () => {
  it('takes a shoe of floats for card tables, one for roulette, three for sic bo', () => {
    expect([tableFloats('baccarat'), tableFloats('baccarat-nc'), tableFloats('dragon-tiger')]).toEqual([
      415, 415, 415,
    ]);
    expect(tableFloats('roulette')).toBe(1);
    expect(tableFloats('sicbo')).toBe(3);
  });

  it('spins floor(f * 37) and rolls floor(f * 6) + 1', () => {
    expect(drawDiceRound('roulette', [0])).toEqual({ number: 0 });
    expect(drawDiceRound('roulette', [0.5])).toEqual({ number: 18 }); // 18.5
    expect(drawDiceRound('roulette', [0.9999])).toEqual({ number: 36 });
    expect(drawDiceRound('sicbo', [0, 0.5, 0.9999])).toEqual({ dice: [1, 4, 6] });
    expect(() => drawDiceRound('sicbo', [0.1, 0.2])).toThrow(RangeError);
    expect(() => drawDiceRound('roulette', [1])).toThrow(RangeError);
  });

  it('replays a shoe round by round to the cut card', () => {
    const shoe = shuffleShoe(floats(seed, 'client', 7, SHOE_FLOATS));
    const rounds = replayShoe('baccarat', shoe);
    let position = 0;
    for (const round of rounds) {
      expect(round.position).toBe(position);
      expect(round.outcome).toEqual(dealBaccarat(shoe, position).outcome);
      position += round.used;
    }
    expect(position).toBeGreaterThanOrEqual(400);
    // A baccarat shoe of 400+ cards is 70 to 100 hands (4 to 6 cards each).
    expect(rounds.length).toBeGreaterThanOrEqual(67);
    expect(rounds.length).toBeLessThanOrEqual(100);
    // Dragon tiger: 2 cards a round, 200 rounds to the cut card at 400.
    expect(replayShoe('dragon-tiger', shoe)).toHaveLength(200);
  });

  it('reads a hand for the road maps: the winner and its total', () => {
    const hand = {
      player: [],
      banker: [],
      playerTotal: 3,
      bankerTotal: 8,
      natural: false,
      playerPair: true,
      bankerPair: false,
    };
    expect(baccaratResultOf({ ...hand, winner: 'banker' })).toEqual({
      winner: 'banker',
      playerPair: true,
      bankerPair: false,
      total: 8,
    });
    expect(baccaratResultOf({ ...hand, winner: 'player', playerTotal: 9 }).total).toBe(9);
  });
});
