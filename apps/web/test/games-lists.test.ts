import { describe, expect, it } from 'vitest';
import type { Game, VendorCard, VendorLane } from '@portal/contract';
import { createThrottle, withFavorite } from '../src/features/games/lib/favorites.ts';
import { filterGames, isGameTab, tabNeedsLogin } from '../src/features/games/lib/game-tabs.ts';
import { tweenAmount } from '../src/features/games/lib/tween.ts';
import { homeSections } from '../src/features/home/lib/home-sections.ts';

describe('favourite ids', () => {
  it('adds a game at the end and removes it, once', () => {
    expect(withFavorite(['1', '2'], '3', true)).toEqual(['1', '2', '3']);
    expect(withFavorite(['1', '2', '3'], '2', true)).toEqual(['1', '3', '2']);
    expect(withFavorite(['1', '2', '3'], '2', false)).toEqual(['1', '3']);
    expect(withFavorite([], '9', false)).toEqual([]);
  });

  it('lets one toggle per game through every second', () => {
    let now = 10_000;
    const mayToggle = createThrottle(1_000, () => now);
    expect(mayToggle('7')).toBe(true);
    now += 999;
    expect(mayToggle('7')).toBe(false);
    expect(mayToggle('8')).toBe(true); // another game is not held back
    now += 1;
    expect(mayToggle('7')).toBe(true);
  });
});

describe('jackpot figure between two real figures', () => {
  it('starts on the previous figure and ends exactly on the new one', () => {
    expect(tweenAmount(1000, 1012.37, 0)).toBe(1000);
    expect(tweenAmount(1000, 1012.37, 1)).toBe(1012.37);
    expect(tweenAmount(1000, 1012.37, 5)).toBe(1012.37);
    expect(tweenAmount(1000, 1012.37, -1)).toBe(1000);
  });

  it('moves one way only, in cents, and never leaves the range (a jackpot won drops the pool)', () => {
    const cases: [from: number, to: number][] = [
      [1000, 1012.37],
      [250_000.5, 1000],
    ];
    for (const [from, to] of cases) {
      let last = from;
      for (let i = 0; i <= 100; i++) {
        const value = tweenAmount(from, to, i / 100);
        expect(Math.round(value * 100) / 100).toBe(value);
        expect(value).toBeGreaterThanOrEqual(Math.min(from, to));
        expect(value).toBeLessThanOrEqual(Math.max(from, to));
        if (to > from) expect(value).toBeGreaterThanOrEqual(last);
        else expect(value).toBeLessThanOrEqual(last);
        last = value;
      }
    }
  });
});

const game = (over: Partial<Game>): Game => ({
  nodeId: '1',
  gameId: 'G',
  gameName: 'Dice',
  gameCode: 'G',
  code: 'G',
  vassalage: 'HOUSE',
  vendor: 'HOUSE',
  accountTypeName: 'HOUSE',
  vendorName: 'House Originals',
  gameType: 'INHOUSE',
  gameClassify: 'ORIGINAL',
  isGame: 'GAME',
  defaultPlayType: null,
  lineNum: null,
  icon: '',
  minBet: 1,
  available: true,
  maintenance: false,
  ...over,
});

describe('category page tabs', () => {
  it('knows its tabs and which need a login', () => {
    expect(isGameTab('favorites')).toBe(true);
    expect(isGameTab('mine')).toBe(false);
    expect(tabNeedsLogin('recent')).toBe(true);
    expect(tabNeedsLogin('favorites')).toBe(true);
    expect(tabNeedsLogin('hot')).toBe(false);
  });

  it('narrows a loaded list to the category, vendor and name searched for', () => {
    const games = [
      game({ nodeId: '1', gameName: 'Dragon Fortune', gameType: 'RNG' }),
      game({ nodeId: '2', gameName: 'Dice' }),
      game({ nodeId: '3', gameName: 'Plinko', vassalage: 'HOUSEX' }),
      game({ nodeId: '4', gameName: 'DICE deluxe', vassalage: 'HOUSEX' }),
    ];
    const ids = (list: Game[]) => list.map((g) => g.nodeId);
    expect(ids(filterGames(games, { gameType: 'INHOUSE', vassalage: '', gameName: '' }))).toEqual([
      '2',
      '3',
      '4',
    ]);
    expect(ids(filterGames(games, { gameType: 'INHOUSE', vassalage: 'HOUSEX', gameName: '' }))).toEqual([
      '3',
      '4',
    ]);
    expect(ids(filterGames(games, { gameType: 'INHOUSE', vassalage: '', gameName: ' dice ' }))).toEqual([
      '2',
      '4',
    ]);
  });
});

describe('home sections (inventory 4.2)', () => {
  const card = (vassalage: string, gameType: VendorCard['gameType']): VendorCard => ({
    vassalage,
    accountTypeName: vassalage,
    displayName: vassalage,
    lagerIcon: '',
    smallIcon: '',
    gameType,
    isGame: 'VASSALAGE',
    gameId: null,
    nodeId: null,
    isHot: false,
    maintenance: false,
    available: false,
    walletMode: 'seamless',
    accountTypeId: null,
  });
  const lane = (type: VendorLane['gameClassify'], vendors: string[]): VendorLane => ({
    title: type,
    gameClassify: type,
    vendors,
    cards: vendors.map((v) => card(v, type)),
  });

  it('puts lottery first, blockchain next, then the menu order, sports, esports and cockfighting last', () => {
    const sections = homeSections([
      lane('LIVE', ['DG']),
      lane('SPORTS', ['IMSB']),
      lane('ELOTT', ['LOTT']),
      lane('RNG', ['PG', 'SPB', 'PT']),
      lane('COCKFIGHT', ['DS88']),
      lane('ESPORTS', ['IMES']),
      lane('PVP', []),
      lane('INHOUSE', ['HOUSE']),
    ]);
    expect(sections.map((s) => s.key)).toEqual([
      'ELOTT',
      'blockchain',
      'LIVE',
      'RNG',
      'INHOUSE',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
    ]);
    expect(sections.find((s) => s.key === 'RNG')?.cards.map((c) => c.vassalage)).toEqual(['PG', 'PT']);
    expect(sections.find((s) => s.key === 'blockchain')?.cards.map((c) => c.vassalage)).toEqual(['SPB']);
  });

  it('has no blockchain section without blockchain vendors', () => {
    expect(homeSections([lane('RNG', ['PG'])]).map((s) => s.key)).toEqual(['RNG']);
  });
});
