import type { GameType } from '@portal/contract';
import { houseGameNames, type HouseGameNameCode } from '@portal/contract/house-games';
import { GAMES as lotteryGames } from '@portal/lottery/games';
import { demoGameNames } from './demo-game-names.ts';

/**
 * The demo merchant's game catalog: vendors (vassalage codes as the spec names them) and their games.
 * Icons are SVG files of the repository under apps/server/public/demo, made by scripts/gen-demo-assets.ts.
 */
export interface DemoVendor {
  code: string;
  /** The name the operator writes (English): `game_vendor.name`. */
  name: string;
  /**
   * The name in each language (`game_vendor.name_i18n`, decision 0027): the platform's own vendors are
   * translated; an outside vendor keeps its brand and localizes the product word (DG 真人, JDB 電子), and a
   * brand-only name (PG Soft, SA Gaming) reads the same in all three.
   */
  displayNames: { TW: string; EN: string; VI: string };
  gameType: GameType;
  /** VASSALAGE: the card opens the vendor's game list; GAME: the card launches its lobby game. */
  isGame: 'VASSALAGE' | 'GAME';
  walletMode: 'seamless' | 'transfer';
  isHot: boolean;
  /** Classifies inside the category (RNG: SLOT, VP, TG, SC, AC, JP...). */
  classifies: string[];
  /** The vendor's games by English name. */
  games: string[];
  /** Category of each game when it is not the vendor's (house slots are RNG games). */
  gameTypes?: GameType[];
  /** Names in every language, by English name (the others take theirs from demo-game-names.ts). */
  names?: Record<string, { TW: string; EN: string; VI: string }>;
  /** Game codes when they are not derived from the names (the lottery's own codes). */
  codes?: string[];
  /** Where the game opens: the /game iframe view (default) or the full-screen /seamless view. */
  launchView?: 'game' | 'seamless';
  /** Paylines of each game where they are known (the house slots); other slots get a demo count. */
  lines?: (number | null)[];
}

const slotNames = [
  'Dragon Fortune',
  'Golden Koi',
  'Lucky Lanterns',
  'Jade Emperor',
  'Phoenix Rising',
  'Tiger Treasure',
  'Neon Nights',
  'Pirate Gold',
  'Wild Safari',
  'Cosmic Gems',
  'Mystic Temple',
  'Samurai Spirit',
  'Candy Burst',
  'Viking Voyage',
  'Aztec Sun',
  'Panda Party',
  'Diamond Rush',
  'Lotus Bloom',
  'Thunder Reels',
  'Ocean Pearls',
  'Mahjong Ways',
  'Fortune Cat',
  'Red Envelope',
  'Crystal Cave',
  'Royal Jackpot',
  'Fruit Frenzy',
  'Desert Oasis',
  'Ninja Strike',
  'Moon Festival',
  'Gold Rush',
  'Starlight Princess',
  'Olympus Gates',
  'Sweet Bonanza',
  'Lucky Seven',
  'Buffalo King',
  'Wolf Moon',
  'Emerald Isle',
  'Space Quest',
  'Cash Dragon',
  'Jungle Spirit',
  'Frost Queen',
  'Egyptian Dreams',
  'Carnival Nights',
  'Koi Gate',
  'Magic Lamp',
  'Golden Tour',
  'Book of Sun',
  'Fire Hot',
];

/**
 * A house vendor's games as the contract lists them (the one source the house game pages read too): its
 * English names in order, their codes, and their names in every language.
 */
function houseGames(vendor: HouseVendorCode): Pick<DemoVendor, 'games' | 'codes' | 'names'> {
  const own = (Object.keys(houseGameNames) as HouseGameNameCode[]).filter((code) =>
    code.startsWith(`${vendor}_`),
  );
  return {
    games: own.map((code) => houseGameNames[code].EN.replace(/ \(Arcade\)$/, '')),
    codes: own,
    names: Object.fromEntries(
      own.map((code) => [houseGameNames[code].EN.replace(/ \(Arcade\)$/, ''), { ...houseGameNames[code] }]),
    ),
  };
}

/** The house's platform vendors: its games, its arcade and the sportsbook's three lobbies (decision 0071). */
type HouseVendorCode =
  'HOUSE' | 'HOUSEX' | 'HOUSESB' | 'HOUSEES' | 'HOUSECF' | 'HOUSELC' | 'HOUSEPK' | 'HOUSEFH';

/**
 * A lobby of the house sportsbook: a seamless vendor whose card launches its one game, listed first in
 * its category (the house content works out of the box; outside vendors need credentials).
 */
function houseSportsbook(
  code: 'HOUSESB' | 'HOUSEES' | 'HOUSECF',
  gameType: 'SPORTS' | 'ESPORTS' | 'COCKFIGHT',
): DemoVendor {
  const names = houseGameNames[`${code}_VIRTUAL`];
  return {
    code,
    name: names.EN,
    displayNames: { ...names },
    gameType,
    isGame: 'GAME',
    walletMode: 'seamless',
    isHot: true,
    classifies: [gameType],
    ...houseGames(code),
  };
}

/**
 * The house's tables (/live), card rooms (/pvp) and fishing (/fish) (issue 20, decision 0075): a seamless
 * vendor whose card opens the list of its games, listed first in its category like the sportsbook.
 */
function houseTables(code: 'HOUSELC' | 'HOUSEPK' | 'HOUSEFH'): DemoVendor {
  const gameType = code === 'HOUSELC' ? 'LIVE' : code === 'HOUSEPK' ? 'PVP' : 'FISH';
  const displayNames = {
    HOUSELC: { TW: '真人桌台', EN: 'House Tables', VI: 'Bàn sòng bạc' },
    HOUSEPK: { TW: '棋牌房', EN: 'House Card Rooms', VI: 'Phòng bài' },
    HOUSEFH: { TW: '捕魚館', EN: 'House Fishing', VI: 'Sảnh bắn cá' },
  }[code];
  return {
    code,
    name: displayNames.EN,
    displayNames,
    gameType,
    isGame: 'VASSALAGE',
    walletMode: 'seamless',
    isHot: true,
    classifies: [gameType],
    ...houseGames(code),
  };
}

export const demoVendors: DemoVendor[] = [
  {
    code: 'LOTT',
    name: 'Lottery',
    displayNames: { TW: '彩票', EN: 'Lottery', VI: 'Xổ số' },
    gameType: 'ELOTT',
    isGame: 'VASSALAGE',
    walletMode: 'seamless',
    isHot: true,
    classifies: ['LOTT'],
    games: lotteryGames.filter((g) => !g.code.startsWith('VN_')).map((g) => g.name.EN),
    codes: lotteryGames.filter((g) => !g.code.startsWith('VN_')).map((g) => g.code),
    names: Object.fromEntries(lotteryGames.map((g) => [g.name.EN, { ...g.name }])),
  },
  {
    code: 'TCG_LOTTO_VN',
    name: 'Vietnam Lottery',
    displayNames: { TW: '越南彩票', EN: 'Vietnam Lottery', VI: 'Xổ số Việt Nam' },
    gameType: 'ELOTT',
    isGame: 'VASSALAGE',
    walletMode: 'seamless',
    isHot: true,
    classifies: ['VN'],
    games: lotteryGames.filter((g) => g.code.startsWith('VN_')).map((g) => g.name.EN),
    codes: lotteryGames.filter((g) => g.code.startsWith('VN_')).map((g) => g.code),
    names: Object.fromEntries(lotteryGames.map((g) => [g.name.EN, { ...g.name }])),
  },
  houseTables('HOUSELC'),
  {
    code: 'DG',
    name: 'DG Live',
    displayNames: { TW: 'DG 真人', EN: 'DG Live', VI: 'DG Casino trực tiếp' },
    gameType: 'LIVE',
    isGame: 'GAME',
    walletMode: 'transfer',
    isHot: true,
    classifies: ['LIVE'],
    games: ['Baccarat Lobby', 'Dragon Tiger', 'Roulette', 'Sic Bo', 'Blackjack'],
  },
  {
    code: 'AG',
    name: 'AG Live',
    displayNames: { TW: 'AG 真人', EN: 'AG Live', VI: 'AG Casino trực tiếp' },
    gameType: 'LIVE',
    isGame: 'GAME',
    walletMode: 'transfer',
    isHot: false,
    classifies: ['LIVE'],
    games: ['Live Lobby', 'Speed Baccarat', 'Bull Bull', 'Fan Tan'],
  },
  {
    code: 'SA',
    name: 'SA Gaming',
    displayNames: { TW: 'SA Gaming', EN: 'SA Gaming', VI: 'SA Gaming' },
    gameType: 'LIVE',
    isGame: 'GAME',
    walletMode: 'transfer',
    isHot: false,
    classifies: ['LIVE'],
    games: ['SA Lobby', 'Squeeze Baccarat', 'Lucky Wheel'],
  },
  houseSportsbook('HOUSESB', 'SPORTS'),
  {
    code: 'IMSB',
    name: 'IM Sports',
    displayNames: { TW: 'IM 體育', EN: 'IM Sports', VI: 'IM Thể thao' },
    gameType: 'SPORTS',
    isGame: 'GAME',
    walletMode: 'transfer',
    isHot: true,
    classifies: ['SPORTS'],
    games: ['IM Sportsbook'],
  },
  {
    code: 'SABA',
    name: 'SABA Sports',
    displayNames: { TW: 'SABA 體育', EN: 'SABA Sports', VI: 'SABA Thể thao' },
    gameType: 'SPORTS',
    isGame: 'GAME',
    walletMode: 'transfer',
    isHot: false,
    classifies: ['SPORTS'],
    games: ['SABA Sportsbook'],
  },
  houseSportsbook('HOUSEES', 'ESPORTS'),
  {
    code: 'AV',
    name: 'AV Esports',
    displayNames: { TW: 'AV 電競', EN: 'AV Esports', VI: 'AV Thể thao điện tử' },
    gameType: 'ESPORTS',
    isGame: 'GAME',
    walletMode: 'transfer',
    isHot: false,
    classifies: ['ESPORTS'],
    games: ['AV Esports'],
  },
  {
    code: 'AI',
    name: 'AI Esports',
    displayNames: { TW: 'AI 電競', EN: 'AI Esports', VI: 'AI Thể thao điện tử' },
    gameType: 'ESPORTS',
    isGame: 'GAME',
    walletMode: 'transfer',
    isHot: false,
    classifies: ['ESPORTS'],
    games: ['AI Esports'],
  },
  {
    code: 'IMES',
    name: 'IM Esports',
    displayNames: { TW: 'IM 電競', EN: 'IM Esports', VI: 'IM Thể thao điện tử' },
    gameType: 'ESPORTS',
    isGame: 'GAME',
    walletMode: 'transfer',
    isHot: true,
    classifies: ['ESPORTS'],
    games: ['IM Esports'],
  },
  {
    code: 'TF',
    name: 'TF Gaming',
    displayNames: { TW: 'TF Gaming', EN: 'TF Gaming', VI: 'TF Gaming' },
    gameType: 'ESPORTS',
    isGame: 'GAME',
    walletMode: 'transfer',
    isHot: false,
    classifies: ['ESPORTS'],
    games: ['TF Esports'],
  },
  {
    code: 'IA',
    name: 'IA Esports',
    displayNames: { TW: 'IA 電競', EN: 'IA Esports', VI: 'IA Thể thao điện tử' },
    gameType: 'ESPORTS',
    isGame: 'GAME',
    walletMode: 'transfer',
    isHot: false,
    classifies: ['ESPORTS'],
    games: ['IA Esports'],
  },
  houseSportsbook('HOUSECF', 'COCKFIGHT'),
  {
    code: 'DS88',
    name: 'DS88 Sabong',
    displayNames: { TW: 'DS88 鬥雞', EN: 'DS88 Sabong', VI: 'DS88 Đá gà' },
    gameType: 'COCKFIGHT',
    isGame: 'GAME',
    walletMode: 'transfer',
    isHot: true,
    classifies: ['COCKFIGHT'],
    games: ['DS88 Cockfight Arena'],
  },
  houseTables('HOUSEFH'),
  {
    code: 'JDBF',
    name: 'JDB Fishing',
    displayNames: { TW: 'JDB 捕魚', EN: 'JDB Fishing', VI: 'JDB Bắn cá' },
    gameType: 'FISH',
    isGame: 'VASSALAGE',
    walletMode: 'seamless',
    isHot: true,
    classifies: ['FISH'],
    games: [
      'Dragon Fishing',
      'Cai Shen Fishing',
      'Ocean King',
      'Fishing Disco',
      'Golden Shark',
      'Mermaid Hunter',
    ],
  },
  {
    code: 'FC',
    name: 'FC Fishing',
    displayNames: { TW: 'FC 捕魚', EN: 'FC Fishing', VI: 'FC Bắn cá' },
    gameType: 'FISH',
    isGame: 'VASSALAGE',
    walletMode: 'seamless',
    isHot: false,
    classifies: ['FISH'],
    games: ['Happy Fishing', 'Night Market Fishing', 'Star Hunter'],
  },
  {
    code: 'PG',
    name: 'PG Soft',
    displayNames: { TW: 'PG Soft', EN: 'PG Soft', VI: 'PG Soft' },
    gameType: 'RNG',
    isGame: 'VASSALAGE',
    walletMode: 'seamless',
    isHot: true,
    classifies: ['SLOT', 'JP'],
    games: slotNames.slice(0, 48),
  },
  {
    code: 'PT',
    name: 'Playtech',
    displayNames: { TW: 'Playtech', EN: 'Playtech', VI: 'Playtech' },
    gameType: 'RNG',
    isGame: 'VASSALAGE',
    walletMode: 'seamless',
    isHot: false,
    classifies: ['SLOT', 'TG', 'VP'],
    games: [
      'Age of Gods',
      'Great Blue',
      'Jacks or Better',
      'Blackjack Pro',
      'Buffalo Blitz',
      'Halloween Fortune',
      'Heart of the Jungle',
      'Pharaoh Kings',
    ],
  },
  {
    code: 'JDB',
    name: 'JDB Slots',
    displayNames: { TW: 'JDB 電子', EN: 'JDB Slots', VI: 'JDB Nổ hũ' },
    gameType: 'RNG',
    isGame: 'VASSALAGE',
    walletMode: 'seamless',
    isHot: false,
    classifies: ['SLOT', 'AC'],
    games: ['Lucky Phoenix', 'Fortune Treasure', 'Kingsman', 'Dragon Soar', 'Mahjong Sakura', 'Coffee Bean'],
  },
  {
    code: 'CQ9',
    name: 'CQ9',
    displayNames: { TW: 'CQ9', EN: 'CQ9', VI: 'CQ9' },
    gameType: 'RNG',
    isGame: 'VASSALAGE',
    walletMode: 'seamless',
    isHot: false,
    classifies: ['SLOT', 'SC'],
    games: ['Jump High', 'Gu Gu Gu', 'Rave Jump', 'Lucky Bats', 'Zeus', 'Scratch Gold'],
  },
  {
    code: 'SPB',
    name: 'Spribe',
    displayNames: { TW: 'Spribe', EN: 'Spribe', VI: 'Spribe' },
    gameType: 'RNG',
    isGame: 'VASSALAGE',
    walletMode: 'seamless',
    isHot: false,
    classifies: ['AC'],
    games: ['Aviator', 'Mini Roulette', 'Hi Lo', 'Goal'],
  },
  houseTables('HOUSEPK'),
  {
    code: 'KY',
    name: 'KY Chess',
    displayNames: { TW: 'KY 棋牌', EN: 'KY Chess', VI: 'KY Game bài' },
    gameType: 'PVP',
    isGame: 'VASSALAGE',
    walletMode: 'transfer',
    isHot: true,
    classifies: ['PVP'],
    games: ['Texas Holdem', 'Bull Bull', 'Mahjong 2P', 'Thirteen Cards', 'Dou Di Zhu'],
  },
  {
    code: 'LEG',
    name: 'LEG Chess',
    displayNames: { TW: 'LEG 棋牌', EN: 'LEG Chess', VI: 'LEG Game bài' },
    gameType: 'PVP',
    isGame: 'VASSALAGE',
    walletMode: 'transfer',
    isHot: false,
    classifies: ['PVP'],
    games: ['Three Card Poker', 'Red Black War', 'Tongits'],
  },
  {
    code: 'HOUSE',
    name: 'House Originals',
    displayNames: { TW: '原創遊戲', EN: 'House Originals', VI: 'Trò chơi độc quyền' },
    gameType: 'INHOUSE',
    isGame: 'VASSALAGE',
    walletMode: 'seamless',
    isHot: true,
    classifies: ['SLOT', 'SLOT', 'ORIGINAL', 'ORIGINAL', 'ORIGINAL'],
    ...houseGames('HOUSE'),
    gameTypes: ['RNG', 'RNG', 'INHOUSE', 'INHOUSE', 'INHOUSE'],
    // As the house engine plays them (apps/house-games/src/engine).
    lines: [20, 10, null, null, null],
  },
  {
    code: 'HOUSEX',
    name: 'House Arcade',
    displayNames: { TW: '街機館', EN: 'House Arcade', VI: 'Arcade' },
    gameType: 'INHOUSE',
    isGame: 'VASSALAGE',
    walletMode: 'transfer',
    isHot: false,
    classifies: ['ORIGINAL'],
    ...houseGames('HOUSEX'),
  },
];

/** A vendor's i-th game's names in TW, EN and VI: its own where given, else the demo names by English name. */
export function demoGameNameAt(v: DemoVendor, i: number): { TW: string; EN: string; VI: string } {
  const en = v.games[i]!;
  const own = v.names?.[en];
  if (own) return own;
  const names = demoGameNames[en];
  return { TW: names?.TW ?? en, EN: en, VI: names?.VI ?? en };
}

/** The code of a vendor's i-th game: its own code where given, else derived from the name. */
export const demoGameCodeAt = (v: DemoVendor, i: number) => v.codes?.[i] ?? demoGameCode(v.code, v.games[i]!);

/** Line counts the demo slots of outside vendors carry (the common payline layouts). */
const DEMO_LINE_COUNTS = [20, 25, 9, 30, 50, 10, 40, 15];

/** Paylines of a vendor's i-th game: its own where given, a demo count for a slot, else none. */
export function demoLineNumAt(v: DemoVendor, i: number): number | null {
  if (v.lines) return v.lines[i] ?? null;
  const classify = v.classifies[i % v.classifies.length];
  return classify === 'SLOT' || classify === 'JP' ? DEMO_LINE_COUNTS[i % DEMO_LINE_COUNTS.length]! : null;
}

/** Stable game code from a vendor and a game name: `PG_DRAGON_FORTUNE`. */
export function demoGameCode(vendor: string, name: string): string {
  return `${vendor}_${name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '')}`;
}

export const demoIconPath = (vendor: string, gameCode: string) => `/demo/games/${vendor}/${gameCode}.svg`;
export const demoVendorLogoPath = (vendor: string) => `/demo/vendors/${vendor}.svg`;
