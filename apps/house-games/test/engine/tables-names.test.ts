import { describe, expect, it } from 'vitest';
import { outcomeText, spotName, spotsOf, tableGames } from '../../src/engine/tables/index.ts';

const c = (rank: number, suit = 0): number => suit * 13 + rank - 1;

describe('spotName', () => {
  it('names spots in TW, EN and VI', () => {
    expect(spotName('baccarat', 'banker')).toEqual({ TW: '莊', EN: 'Banker', VI: 'Nhà cái' });
    expect(spotName('baccarat-nc', 'player-pair')).toEqual({
      TW: '閒對',
      EN: 'Player Pair',
      VI: 'Đôi người chơi',
    });
    expect(spotName('dragon-tiger', 'tiger')).toEqual({ TW: '虎', EN: 'Tiger', VI: 'Hổ' });
    expect(spotName('roulette', 'straight:17')).toEqual({
      TW: '直注 17',
      EN: 'Straight 17',
      VI: 'Cược thẳng 17',
    });
    expect(spotName('roulette', 'street:13').EN).toBe('Street 13–15');
    expect(spotName('roulette', 'line:31').EN).toBe('Six Line 31–36');
    expect(spotName('roulette', 'dozen:2')).toEqual({
      TW: '第二打 (13–24)',
      EN: 'Dozen 2 (13–24)',
      VI: 'Tá 2 (13–24)',
    });
    expect(spotName('sicbo', 'big')).toEqual({ TW: '大', EN: 'Big', VI: 'Tài' });
    expect(spotName('sicbo', 'combo:1-2')).toEqual({ TW: '組合 1-2', EN: 'Combination 1-2', VI: 'Cặp 1-2' });
    expect(() => spotName('sicbo', 'total:3')).toThrow(RangeError);
  });

  it('gives every spot of a table its own name in each language', () => {
    for (const game of tableGames) {
      for (const lang of ['TW', 'EN', 'VI'] as const) {
        const names = spotsOf(game).map((s) => spotName(game, s.id)[lang]);
        expect(names.every((n) => n.length > 0)).toBe(true);
        expect(new Set(names).size, `${game} ${lang}`).toBe(names.length);
      }
    }
  });
});

describe('outcomeText', () => {
  it('baccarat: banker total first, then the pairs', () => {
    const o = {
      player: [c(2), c(3)],
      banker: [c(4), c(3, 1)],
      playerTotal: 5,
      bankerTotal: 7,
      winner: 'banker' as const,
      playerPair: false,
      bankerPair: false,
      natural: false,
    };
    expect(outcomeText('baccarat', o)).toEqual({
      TW: '莊 7 : 閒 5',
      EN: 'Banker 7 : Player 5',
      VI: 'Nhà cái 7 : Người chơi 5',
    });
    expect(outcomeText('baccarat-nc', { ...o, playerPair: true }).EN).toBe(
      'Banker 7 : Player 5 · Player Pair',
    );
  });

  it('dragon tiger, roulette and sic bo', () => {
    expect(outcomeText('dragon-tiger', { dragon: c(13), tiger: c(7, 1), winner: 'dragon' }).EN).toBe(
      'Dragon K♠ : Tiger 7♥',
    );
    expect(outcomeText('roulette', { number: 17 })).toEqual({ TW: '黑 17', EN: 'Black 17', VI: 'Đen 17' });
    expect(outcomeText('roulette', { number: 0 }).EN).toBe('Green 0');
    expect(outcomeText('sicbo', { dice: [2, 3, 5] }).EN).toBe('2 3 5 (10, Small)');
    expect(outcomeText('sicbo', { dice: [4, 4, 4] })).toEqual({
      TW: '4 4 4（12，圍骰）',
      EN: '4 4 4 (12, Triple)',
      VI: '4 4 4 (12, Bộ ba)',
    });
    expect(() => outcomeText('roulette', { dice: [1, 2, 3] })).toThrow(RangeError);
  });
});
