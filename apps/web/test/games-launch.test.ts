import { describe, expect, it } from 'vitest';
import type { VendorCard } from '@portal/contract';
import {
  gameViewHref,
  launchAddresses,
  launchRoute,
  parseLaunchedGame,
  type LaunchedGame,
} from '../src/features/games/lib/launch-routing.ts';

const card = (over: Partial<VendorCard> = {}): VendorCard => ({
  vassalage: 'HOUSE',
  accountTypeName: 'HOUSE',
  displayName: 'House Originals',
  lagerIcon: '',
  smallIcon: '',
  gameType: 'INHOUSE',
  isGame: 'VASSALAGE',
  gameId: null,
  nodeId: null,
  isHot: false,
  maintenance: false,
  available: true,
  walletMode: 'seamless',
  accountTypeId: 123,
  ...over,
});

describe('launch routing (spec section 4)', () => {
  it('sends the lottery vendors to their pages, TCG_SEA to its own window', () => {
    // TCG_SEA is an outside vendor's lottery (decision 0016): its game is launched, in its own window,
    // never our /lottery page (which has no SEA games).
    expect(launchRoute({ vassalage: 'TCG_SEA', gameId: 'SEA5', available: true })).toEqual({
      kind: 'seaWindow',
    });
    expect(launchRoute({ vassalage: 'TCG_SEA', gameId: 'SEA5', available: false }).kind).toBe('comingSoon');
    expect(launchRoute({ vassalage: 'TCG_SEA', available: true, maintenance: true }).kind).toBe(
      'maintenance',
    );
    expect(launchRoute({ vassalage: 'TCG_LOTTO_VN', gameId: 'VN_NORTH' })).toEqual({
      kind: 'navigate',
      href: '/vnlottery?gameCode=VN_NORTH',
    });
    expect(launchRoute({ vassalage: 'LOTT', gameId: 'LOTT_SPEED' })).toEqual({
      kind: 'navigate',
      href: '/lottery?gameCode=LOTT_SPEED',
    });
    // Issue 14 item 21: a lottery tile opens its game with its defaultPlayType as playType.
    expect(launchRoute({ vassalage: 'LOTT', gameId: 'SSC1', playType: 1 })).toEqual({
      kind: 'navigate',
      href: '/lottery?gameCode=SSC1&playType=1',
    });
    expect(launchRoute({ vassalage: 'LOTT', gameId: 'LUCKY28', playType: 2 })).toEqual({
      kind: 'navigate',
      href: '/lottery?gameCode=LUCKY28&playType=2',
    });
    expect(launchRoute({ vassalage: 'XYZ', accountType: 'ELOTT' })).toEqual({
      kind: 'navigate',
      href: '/lottery',
    });
  });

  it('routes lottery before availability: the lottery pages say themselves what is open', () => {
    expect(launchRoute({ vassalage: 'TCG_LOTTO_VN', available: false }).kind).toBe('navigate');
    expect(launchRoute({ vassalage: 'LOTT', vendorList: card({ vassalage: 'LOTT' }) }).kind).toBe('navigate');
  });

  it('opens the popup list of a VASSALAGE card, even of a vendor that is coming soon', () => {
    const vendor = card({ available: false });
    expect(launchRoute({ vassalage: 'HOUSE', vendorList: vendor, available: false })).toEqual({
      kind: 'vendorList',
      card: vendor,
    });
  });

  it('refuses unavailable and maintenance games before any call, else launches', () => {
    expect(launchRoute({ vassalage: 'PG', available: false, maintenance: true }).kind).toBe('comingSoon');
    expect(launchRoute({ vassalage: 'PG', available: true, maintenance: true }).kind).toBe('maintenance');
    expect(launchRoute({ vassalage: 'HOUSE', available: true }).kind).toBe('launch');
    expect(launchRoute({ vassalage: 'HOUSE' }).kind).toBe('launch');
  });
});

describe('the launched game in sessionStorage', () => {
  const stored: LaunchedGame = {
    url: 'http://portal.example:4320/play/HOUSE_DICE?token=abc&lang=EN',
    origin: 'http://portal.example:4320',
    alternate: null,
    name: 'Dice',
    nodeId: '122',
    vassalage: 'HOUSE',
    gameType: 'INHOUSE',
    launchView: 'game',
  };

  it('reads back what the launch stored', () => {
    expect(parseLaunchedGame(JSON.stringify(stored))).toEqual(stored);
  });

  it('frames only a web address on the origin the server named', () => {
    expect(parseLaunchedGame(null)).toBeNull();
    expect(parseLaunchedGame('{not json')).toBeNull();
    expect(parseLaunchedGame(JSON.stringify({ ...stored, url: 'javascript:alert(1)' }))).toBeNull();
    expect(parseLaunchedGame(JSON.stringify({ ...stored, origin: 'http://evil.example' }))).toBeNull();
    expect(parseLaunchedGame(JSON.stringify({ ...stored, url: 'ftp://portal.example:4320/x' }))).toBeNull();
    expect(parseLaunchedGame(JSON.stringify({ url: stored.url }))).toBeNull();
  });

  it('fills what is missing with safe defaults', () => {
    expect(
      parseLaunchedGame(JSON.stringify({ url: stored.url, origin: stored.origin, launchView: 'other' })),
    ).toEqual({
      url: stored.url,
      origin: stored.origin,
      alternate: null,
      name: '',
      nodeId: null,
      vassalage: '',
      gameType: null,
      launchView: 'game',
    });
  });

  it('opens /game or /seamless by launchView, and always /seamless on a phone', () => {
    expect(gameViewHref({ launchView: 'game', gameType: 'INHOUSE' }, false)).toBe('/game?gameType=INHOUSE');
    expect(gameViewHref({ launchView: 'seamless', gameType: 'RNG' }, false)).toBe('/seamless?gameType=RNG');
    expect(gameViewHref({ launchView: 'game', gameType: 'INHOUSE' }, true)).toBe(
      '/seamless?gameType=INHOUSE',
    );
    expect(gameViewHref({ launchView: 'game', gameType: null }, false)).toBe('/game');
  });
});

describe("game_url2, the vendor's alternate address (decision 0016)", () => {
  const url = 'https://games.example/play/PG_1?token=abc';
  const url2 = 'https://cdn.games.example/play/PG_1?token=abc';
  const origin = 'https://games.example';
  const origin2 = 'https://cdn.games.example';

  it('keeps game_url first and game_url2 to fall back to', () => {
    expect(launchAddresses({ game_url: url, origin, game_url2: url2, origin2 })).toEqual({
      primary: { url, origin },
      alternate: { url: url2, origin: origin2 },
    });
    expect(launchAddresses({ game_url: url, origin })).toEqual({ primary: { url, origin }, alternate: null });
  });

  it('opens game_url2 when game_url is missing or unusable', () => {
    for (const first of [{}, { game_url: '', origin: '' }, { game_url: 'javascript:alert(1)', origin }])
      expect(launchAddresses({ ...first, game_url2: url2, origin2 })).toEqual({
        primary: { url: url2, origin: origin2 },
        alternate: null,
      });
    expect(launchAddresses({})).toBeNull();
    // The alternate obeys the same rule: a web address on the origin the server named.
    expect(
      launchAddresses({ game_url: url, origin, game_url2: url2, origin2: origin })?.alternate,
    ).toBeNull();
  });

  it('stores the alternate with the game and reads it back only when it can be framed', () => {
    const game = { url, origin, alternate: { url: url2, origin: origin2 }, launchView: 'seamless' };
    expect(parseLaunchedGame(JSON.stringify(game))?.alternate).toEqual({ url: url2, origin: origin2 });
    const bad = { ...game, alternate: { url: 'data:text/html,hi', origin: origin2 } };
    expect(parseLaunchedGame(JSON.stringify(bad))).toMatchObject({ url, alternate: null });
  });
});
