import { describe, expect, it } from 'vitest';
import {
  type BaccaratOutcome,
  type DragonTigerOutcome,
  type TableGame,
  type TableOutcome,
  isSpot,
  rouletteNumbersOf,
  spotReturn,
  spotsOf,
} from '../../src/engine/tables/index.ts';

const bac = (
  winner: BaccaratOutcome['winner'],
  bankerTotal: number,
  pairs: Partial<BaccaratOutcome> = {},
): BaccaratOutcome => ({
  player: [],
  banker: [],
  playerTotal: winner === 'player' ? bankerTotal + 1 : winner === 'tie' ? bankerTotal : 0,
  bankerTotal,
  winner,
  playerPair: false,
  bankerPair: false,
  natural: false,
  ...pairs,
});
const dt = (winner: DragonTigerOutcome['winner']): DragonTigerOutcome => ({ dragon: 0, tiger: 0, winner });

/** spot -> what a stake of 1000 returns. */
const returns = (game: TableGame, outcome: TableOutcome, spots: string[], stake = 1000n) =>
  Object.fromEntries(spots.map((s) => [s, spotReturn(game, outcome, s, stake)]));

describe('baccarat returns (stake included)', () => {
  const all = ['player', 'banker', 'tie', 'player-pair', 'banker-pair'];
  it('pays banker 0.95, player 1, tie 8, pairs 11; a tie returns player and banker', () => {
    expect(returns('baccarat', bac('banker', 7, { playerPair: true }), all)).toEqual({
      player: 0n,
      banker: 1950n,
      tie: 0n,
      'player-pair': 12000n,
      'banker-pair': 0n,
    });
    expect(returns('baccarat', bac('player', 5), all)).toEqual({
      player: 2000n,
      banker: 0n,
      tie: 0n,
      'player-pair': 0n,
      'banker-pair': 0n,
    });
    expect(returns('baccarat', bac('tie', 4, { bankerPair: true }), all)).toEqual({
      player: 1000n,
      banker: 1000n,
      tie: 9000n,
      'player-pair': 0n,
      'banker-pair': 12000n,
    });
  });

  it('rounds the commission down to minor units', () => {
    // 15 * 1.95 = 29.25 -> 29; 1 * 1.95 -> 1 (the commission eats the win on a single unit).
    expect(spotReturn('baccarat', bac('banker', 6), 'banker', 15n)).toBe(29n);
    expect(spotReturn('baccarat', bac('banker', 6), 'banker', 1n)).toBe(1n);
  });

  it('no commission: banker pays 1:1, but 0.5:1 on a banker win with 6', () => {
    expect(returns('baccarat-nc', bac('banker', 7), ['banker', 'player'])).toEqual({
      banker: 2000n,
      player: 0n,
    });
    expect(returns('baccarat-nc', bac('banker', 6), ['banker', 'player'])).toEqual({
      banker: 1500n,
      player: 0n,
    });
    // 15 * 1.5 = 22.5 -> 22
    expect(spotReturn('baccarat-nc', bac('banker', 6), 'banker', 15n)).toBe(22n);
    expect(returns('baccarat-nc', bac('tie', 6), ['banker', 'player', 'tie'])).toEqual({
      banker: 1000n,
      player: 1000n,
      tie: 9000n,
    });
  });
});

describe('dragon tiger returns', () => {
  it('pays 1:1 and 8:1; a tie returns half of dragon and tiger, rounded down', () => {
    expect(returns('dragon-tiger', dt('dragon'), ['dragon', 'tiger', 'tie'])).toEqual({
      dragon: 2000n,
      tiger: 0n,
      tie: 0n,
    });
    expect(returns('dragon-tiger', dt('tiger'), ['dragon', 'tiger', 'tie'])).toEqual({
      dragon: 0n,
      tiger: 2000n,
      tie: 0n,
    });
    expect(returns('dragon-tiger', dt('tie'), ['dragon', 'tiger', 'tie'])).toEqual({
      dragon: 500n,
      tiger: 500n,
      tie: 9000n,
    });
    expect(spotReturn('dragon-tiger', dt('tie'), 'tiger', 15n)).toBe(7n);
  });
});

describe('roulette returns', () => {
  it('pays every bet type covering 17 (black, odd, low, 2nd dozen, 2nd column)', () => {
    const wins = {
      'straight:17': 36000n,
      'split:17-18': 18000n,
      'split:14-17': 18000n,
      'split:16-17': 18000n,
      'split:17-20': 18000n,
      'street:16': 12000n,
      'corner:13-17': 9000n,
      'corner:17-21': 9000n,
      'corner:14-18': 9000n,
      'corner:16-20': 9000n,
      'line:13': 6000n,
      'line:16': 6000n,
      'dozen:2': 3000n,
      'column:2': 3000n,
      black: 2000n,
      odd: 2000n,
      low: 2000n,
    };
    const losses = [
      'straight:18',
      'split:18-21',
      'street:13',
      'corner:19-23',
      'line:19',
      'dozen:1',
      'column:3',
      'red',
      'even',
      'high',
      'trio:0-1-2',
    ];
    expect(returns('roulette', { number: 17 }, Object.keys(wins))).toEqual(wins);
    expect(Object.values(returns('roulette', { number: 17 }, losses))).toEqual(losses.map(() => 0n));
  });

  it('zero wins only the bets that hold it', () => {
    const wins = {
      'straight:0': 36000n,
      'split:0-1': 18000n,
      'split:0-2': 18000n,
      'split:0-3': 18000n,
      'trio:0-1-2': 12000n,
      'trio:0-2-3': 12000n,
    };
    const losses = [
      'red',
      'black',
      'odd',
      'even',
      'low',
      'high',
      'dozen:1',
      'column:1',
      'column:3',
      'street:1',
      'line:1',
    ];
    expect(returns('roulette', { number: 0 }, Object.keys(wins))).toEqual(wins);
    expect(Object.values(returns('roulette', { number: 0 }, losses))).toEqual(losses.map(() => 0n));
  });

  it('knows the layout: 36 is red, column 3 ends at 36, line 31 is 31..36', () => {
    expect(spotReturn('roulette', { number: 36 }, 'red', 1000n)).toBe(2000n);
    expect(rouletteNumbersOf('column:3')).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36]);
    expect(rouletteNumbersOf('line:31')).toEqual([31, 32, 33, 34, 35, 36]);
    expect(rouletteNumbersOf('corner:32-36')).toEqual([32, 33, 35, 36]);
    expect(rouletteNumbersOf('red').filter((n) => n <= 12)).toEqual([1, 3, 5, 7, 9, 12]);
    expect(() => rouletteNumbersOf('corner:3-7')).toThrow(RangeError);
  });
});

describe('sic bo returns', () => {
  const spots = ['big', 'small', 'odd', 'even', 'any-triple'];
  it('2 3 5: total 10, small and even', () => {
    const o = { dice: [2, 3, 5] as [number, number, number] };
    expect(
      returns('sicbo', o, [
        ...spots,
        'total:10',
        'total:11',
        'combo:2-5',
        'combo:3-5',
        'combo:2-4',
        'single:3',
        'single:4',
        'double:2',
        'triple:2',
      ]),
    ).toEqual({
      big: 0n,
      small: 2000n,
      odd: 0n,
      even: 2000n,
      'any-triple': 0n,
      'total:10': 7000n,
      'total:11': 0n,
      'combo:2-5': 6000n,
      'combo:3-5': 6000n,
      'combo:2-4': 0n,
      'single:3': 2000n,
      'single:4': 0n,
      'double:2': 0n,
      'triple:2': 0n,
    });
  });

  it('6 6 1: total 13, big and odd, a double, single 6 pays 2:1', () => {
    const o = { dice: [6, 1, 6] as [number, number, number] };
    expect(
      returns('sicbo', o, [
        ...spots,
        'total:13',
        'double:6',
        'double:1',
        'single:6',
        'single:1',
        'combo:1-6',
      ]),
    ).toEqual({
      big: 2000n,
      small: 0n,
      odd: 2000n,
      even: 0n,
      'any-triple': 0n,
      'total:13': 9000n,
      'double:6': 11000n,
      'double:1': 0n,
      'single:6': 3000n,
      'single:1': 2000n,
      'combo:1-6': 6000n,
    });
  });

  it('4 4 4: a triple loses big, small, odd and even', () => {
    const o = { dice: [4, 4, 4] as [number, number, number] };
    expect(
      returns('sicbo', o, [
        ...spots,
        'triple:4',
        'triple:5',
        'double:4',
        'single:4',
        'total:12',
        'combo:4-5',
      ]),
    ).toEqual({
      big: 0n,
      small: 0n,
      odd: 0n,
      even: 0n,
      'any-triple': 31000n,
      'triple:4': 181000n,
      'triple:5': 0n,
      'double:4': 11000n,
      'single:4': 4000n,
      'total:12': 7000n,
      'combo:4-5': 0n,
    });
  });

  it('pays each total by the Macau table: 4 60, 5 30, 6 17, 7 12, 8 8, 9 6', () => {
    const roll = {
      4: [1, 1, 2],
      5: [1, 1, 3],
      6: [1, 2, 3],
      7: [1, 2, 4],
      8: [1, 2, 5],
      9: [1, 2, 6],
      17: [6, 6, 5],
    } as const;
    const got = Object.entries(roll).map(([t, dice]) =>
      spotReturn('sicbo', { dice: [...dice] }, `total:${t}`, 100n),
    );
    expect(got).toEqual([6100n, 3100n, 1800n, 1300n, 900n, 700n, 6100n]);
  });
});

describe('spots', () => {
  it('lists every valid spot once and nothing else', () => {
    // Roulette: 37 straights, 60 splits, 12 streets, 2 trios, 22 corners, 11 lines, 3 dozens, 3 columns, 6 even chances.
    expect(spotsOf('roulette')).toHaveLength(156);
    // Sic bo: 4 + 6 triples + any + 6 doubles + 14 totals + 15 combos + 6 singles.
    expect(spotsOf('sicbo')).toHaveLength(52);
    expect(spotsOf('baccarat').map((s) => s.id)).toEqual([
      'player',
      'banker',
      'tie',
      'player-pair',
      'banker-pair',
    ]);
    expect(spotsOf('baccarat').find((s) => s.id === 'banker')?.pays).toBe(0.95);
    expect(spotsOf('baccarat-nc').find((s) => s.id === 'banker')?.pays).toBe(1);
    for (const game of ['roulette', 'sicbo'] as const) {
      const ids = spotsOf(game).map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect(
      spotsOf('roulette')
        .filter((s) => s.group === 'main')
        .map((s) => s.id),
    ).toEqual([
      'dozen:1',
      'dozen:2',
      'dozen:3',
      'column:1',
      'column:2',
      'column:3',
      'red',
      'black',
      'odd',
      'even',
      'low',
      'high',
    ]);
  });

  it('refuses spots that are not on the layout', () => {
    const good: [TableGame, string][] = [
      ['roulette', 'split:1-2'],
      ['roulette', 'split:33-36'],
      ['roulette', 'corner:1-5'],
      ['roulette', 'line:31'],
      ['sicbo', 'combo:1-2'],
      ['sicbo', 'total:4'],
      ['dragon-tiger', 'tie'],
      ['baccarat-nc', 'banker-pair'],
    ];
    const bad: [TableGame, string][] = [
      ['roulette', 'straight:37'],
      ['roulette', 'split:3-4'],
      ['roulette', 'split:1-3'],
      ['roulette', 'corner:3-7'],
      ['roulette', 'street:2'],
      ['roulette', 'line:34'],
      ['roulette', 'trio:1-2-3'],
      ['roulette', 'dozen:4'],
      ['sicbo', 'combo:2-1'],
      ['sicbo', 'combo:2-2'],
      ['sicbo', 'total:3'],
      ['sicbo', 'total:18'],
      ['sicbo', 'triple:7'],
      ['dragon-tiger', 'player'],
      ['baccarat', 'dragon'],
      ['baccarat', ''],
      ['roulette', 'straight:017'],
    ];
    for (const [game, spot] of good) expect(isSpot(game, spot), `${game} ${spot}`).toBe(true);
    for (const [game, spot] of bad) expect(isSpot(game, spot), `${game} ${spot}`).toBe(false);
    expect(() => spotReturn('roulette', { number: 1 }, 'split:3-4', 100n)).toThrow(RangeError);
    expect(() => spotReturn('sicbo', { number: 1 }, 'big', 100n)).toThrow(RangeError);
  });
});
