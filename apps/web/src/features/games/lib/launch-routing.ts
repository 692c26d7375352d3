import type { GameType, VendorCard } from '@portal/contract';
// A relative path keeps this pure module loadable by the unit tests (no `@` alias there).
import { links } from '../../../config/paths';

/** What a click asks to open: a game, a vendor card, a lottery entry, a PvP room. */
export interface LaunchTarget {
  gameId?: string | null;
  nodeId?: string | null;
  roomId?: string | null;
  vassalage?: string;
  /** The vendor's account type (its wallet); LOTT and ELOTT open the lottery page. */
  accountType?: string;
  gameType?: GameType;
  /** A lottery game's `defaultPlayType` (inventory 3.3): the lottery page opens with it as `playType`. */
  playType?: number | null;
  name?: string;
  /** False while the vendor is not configured: "coming soon", never launched (decision 0009). */
  available?: boolean;
  maintenance?: boolean;
  /** A vendor card whose games open in the popup list (isGame VASSALAGE). */
  vendorList?: VendorCard;
}

/** The vendors and account types the spec routes to lottery pages (spec section 4, launch routing). */
export const SEA_LOTTERY_VENDOR = 'TCG_SEA';
export const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';
const LOTTERY_ACCOUNT_TYPES = ['LOTT', 'ELOTT'];
/** The dedicated lottery window of TCG_SEA. */
export const SEA_WINDOW = { name: 'TCG_SEA', features: 'width=1280,height=820' } as const;

export type LaunchRoute =
  | { kind: 'seaWindow' }
  | { kind: 'navigate'; href: string }
  | { kind: 'vendorList'; card: VendorCard }
  | { kind: 'comingSoon' }
  | { kind: 'maintenance' }
  | { kind: 'launch' };

/**
 * Where a launch goes, in the spec's order: TCG_LOTTO_VN goes to /vnlottery, account type LOTT or ELOTT
 * to /lottery, a VASSALAGE vendor card to the popup list of its games; anything else is launched, unless
 * its vendor is not configured or under maintenance. TCG_SEA is an outside vendor's lottery (decision
 * 0016): launched like any vendor's game, in its own window.
 */
export function launchRoute(target: LaunchTarget): LaunchRoute {
  const vendor = target.vassalage ?? '';
  const gameCode = target.gameId ?? undefined;
  if (vendor === VN_LOTTERY_VENDOR) return { kind: 'navigate', href: links.vnlottery(gameCode) };
  if (LOTTERY_ACCOUNT_TYPES.includes(target.accountType ?? vendor))
    return { kind: 'navigate', href: links.lottery(gameCode, { playType: target.playType ?? undefined }) };
  if (target.vendorList) return { kind: 'vendorList', card: target.vendorList };
  if (target.available === false) return { kind: 'comingSoon' };
  if (target.maintenance) return { kind: 'maintenance' };
  return vendor === SEA_LOTTERY_VENDOR ? { kind: 'seaWindow' } : { kind: 'launch' };
}

/** A game address and the origin the server named for it. */
export interface GameAddress {
  url: string;
  origin: string;
}

/** The launched game as the game views read it back (spec section 2: the address is stored first). */
export interface LaunchedGame {
  url: string;
  /** The origin the game's pages come from; the iframe shows only that origin. */
  origin: string;
  /** The vendor's alternate address (`game_url2`), opened when `url` does not load; null without one. */
  alternate: GameAddress | null;
  name: string;
  nodeId: string | null;
  vassalage: string;
  gameType: GameType | null;
  launchView: 'game' | 'seamless';
}

/** sessionStorage key of the launched game (inventory 4.3: the `game_redirect` session payload). */
export const LAUNCHED_GAME_KEY = 'game_redirect';

/** The stored game, or null when there is none or it is not a game address the views may frame. */
/** A web address on the origin the server named, or null: never javascript: or another site. */
function frameable(url: unknown, origin: unknown): GameAddress | null {
  if (typeof url !== 'string' || !url || typeof origin !== 'string') return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || parsed.origin !== origin) return null;
  return { url: parsed.href, origin: parsed.origin };
}

/**
 * The addresses a launch answer gives (decision 0016): `game_url`, with `game_url2` to fall back to;
 * `game_url2` alone when `game_url` is missing or unusable. Null when neither can be framed.
 */
export function launchAddresses(value: {
  game_url?: string;
  origin?: string;
  game_url2?: string;
  origin2?: string;
}): { primary: GameAddress; alternate: GameAddress | null } | null {
  const first = frameable(value.game_url, value.origin);
  const second = frameable(value.game_url2, value.origin2);
  if (first) return { primary: first, alternate: second };
  return second ? { primary: second, alternate: null } : null;
}

export function parseLaunchedGame(raw: string | null): LaunchedGame | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const game = value as Partial<Omit<LaunchedGame, 'alternate'>> & {
    alternate?: Partial<GameAddress> | null;
  };
  const main = frameable(game.url, game.origin);
  if (!main) return null;
  return {
    url: main.url,
    origin: main.origin,
    alternate: game.alternate ? frameable(game.alternate.url, game.alternate.origin) : null,
    name: typeof game.name === 'string' ? game.name : '',
    nodeId: typeof game.nodeId === 'string' ? game.nodeId : null,
    vassalage: typeof game.vassalage === 'string' ? game.vassalage : '',
    gameType: typeof game.gameType === 'string' ? game.gameType : null,
    launchView: game.launchView === 'seamless' ? 'seamless' : 'game',
  };
}

/** The view a launched game opens in: /seamless when the vendor asks for it, and always on a phone. */
export function gameViewHref(game: Pick<LaunchedGame, 'launchView' | 'gameType'>, phone: boolean): string {
  const path = phone || game.launchView === 'seamless' ? links.seamless() : links.game();
  return game.gameType ? `${path}?gameType=${encodeURIComponent(game.gameType)}` : path;
}
