import { describe, expect, it } from 'vitest';
import { TABLE_RTP_VARIANTS } from '../../src/engine/rtp-variants.ts';
import {
  type TableGame,
  baccaratTotalsDistribution,
  spotRtp,
  spotsOf,
  tableGames,
} from '../../src/engine/tables/index.ts';

/**
 * Exact RTPs by enumeration. Baccarat and dragon tiger: an 8-deck combinatorial count from a full shoe
 * (cards drawn without replacement), whose known values are banker 98.94 %, player 98.76 %, tie (8:1)
 * 85.64 %, no-commission banker (6 pays 1:2) 98.54 %.
 */
describe('spotRtp', () => {
  it('baccarat, 8 decks', () => {
    const dist = baccaratTotalsDistribution();
    expect(dist.reduce((sum, { p }) => sum + p, 0)).toBeCloseTo(1, 12);
    expect(spotRtp('baccarat', 'banker')).toBeCloseTo(0.989421, 6);
    expect(spotRtp('baccarat', 'player')).toBeCloseTo(0.987649, 6);
    expect(spotRtp('baccarat', 'tie')).toBeCloseTo(0.856404, 6);
    expect(spotRtp('baccarat-nc', 'banker')).toBeCloseTo(0.985419, 6);
    expect(spotRtp('baccarat-nc', 'player')).toBe(spotRtp('baccarat', 'player'));
    // A pair: the second card matches the first's rank, 31 of the 415 left; paid 12 (11:1 and the stake).
    expect(spotRtp('baccarat', 'player-pair')).toBeCloseTo((12 * 31) / 415, 12);
    expect(spotRtp('baccarat-nc', 'banker-pair')).toBeCloseTo((12 * 31) / 415, 12);
  });

  it('dragon tiger, 8 decks: a tie is 31/415', () => {
    const tie = 31 / 415;
    // Dragon wins half of the rest: 2 * (1 - tie) / 2 + tie / 2 (half the stake back) = 399.5 / 415.
    expect(spotRtp('dragon-tiger', 'dragon')).toBeCloseTo(399.5 / 415, 12);
    expect(spotRtp('dragon-tiger', 'tiger')).toBeCloseTo(399.5 / 415, 12);
    expect(spotRtp('dragon-tiger', 'tie')).toBeCloseTo(9 * tie, 12);
  });

  it('roulette: every spot 36/37', () => {
    for (const { id } of spotsOf('roulette')) expect(spotRtp('roulette', id), id).toBeCloseTo(36 / 37, 12);
  });

  it('sic bo, 216 rolls', () => {
    // Big: totals 11..17 are 108 of 216 rolls, less the triples 4 4 4, 5 5 5, 6 6 6; paid 2.
    const expected: Record<string, number> = {
      big: (2 * 105) / 216,
      small: (2 * 105) / 216,
      odd: (2 * 105) / 216,
      even: (2 * 105) / 216,
      'triple:3': 181 / 216,
      'any-triple': (31 * 6) / 216,
      // At least two 5s: 3 * 5 rolls with exactly two, 1 with three -> 16; paid 11.
      'double:5': (11 * 16) / 216,
      // Total t: the rolls adding to t (4: 1 1 2 in 3 orders; 5: 1 1 3 and 1 2 2, 6; ...), paid 1 + pays.
      'total:4': (61 * 3) / 216,
      'total:17': (61 * 3) / 216,
      'total:5': (31 * 6) / 216,
      'total:6': (18 * 10) / 216,
      'total:7': (13 * 15) / 216,
      'total:8': (9 * 21) / 216,
      'total:9': (7 * 25) / 216,
      'total:10': (7 * 27) / 216,
      // Both faces shown: 216 - 2 * 125 + 64 = 30 rolls; paid 6.
      'combo:2-6': (6 * 30) / 216,
      // Exactly one 1: 75 rolls paid 2, two: 15 paid 3, three: 1 paid 4.
      'single:1': (2 * 75 + 3 * 15 + 4) / 216,
    };
    for (const [spot, rtp] of Object.entries(expected))
      expect(spotRtp('sicbo', spot), spot).toBeCloseTo(rtp, 12);
  });

  it("rounds to each table's declared variant (its best main spot)", () => {
    const best: Record<TableGame, string> = {
      baccarat: 'banker',
      'baccarat-nc': 'player',
      'dragon-tiger': 'dragon',
      roulette: 'red',
      sicbo: 'big',
    };
    for (const game of tableGames) {
      const mains = spotsOf(game)
        .filter((s) => s.group === 'main')
        .map((s) => spotRtp(game, s.id));
      expect(Math.max(...mains), game).toBeCloseTo(spotRtp(game, best[game]), 12);
      expect(Math.round(spotRtp(game, best[game]) * 100), game).toBe(TABLE_RTP_VARIANTS[game]![0]);
    }
  });

  it('refuses an unknown spot', () => {
    expect(() => spotRtp('roulette', 'corner:3-7')).toThrow(RangeError);
  });
});
