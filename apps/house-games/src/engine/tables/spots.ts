/**
 * Every table's spots behind one surface: the spot list, validation, what a stake returns and the exact
 * RTP. Money: a return is floor(stake * hundredths / 100) minor units, stake included (0 lost, the
 * stake on a push), so commissions and half returns round down.
 */
import { type BaccaratOutcome, baccaratReturn, baccaratRtp, baccaratSpots } from './baccarat.ts';
import type { TableGame } from './cards.ts';
import {
  type DragonTigerOutcome,
  dragonTigerReturn,
  dragonTigerRtp,
  dragonTigerSpots,
} from './dragon-tiger.ts';
import { type RouletteOutcome, rouletteDistribution, rouletteReturn, rouletteSpots } from './roulette.ts';
import { type SicBoOutcome, sicBoDistribution, sicBoReturn, sicBoSpots } from './sicbo.ts';
import type { ReturnHundredths, SpotDef } from './spot.ts';

export type TableOutcome = BaccaratOutcome | DragonTigerOutcome | RouletteOutcome | SicBoOutcome;

export const tableGames: readonly TableGame[] = [
  'baccarat',
  'baccarat-nc',
  'dragon-tiger',
  'roulette',
  'sicbo',
];

const spotLists: Record<TableGame, readonly SpotDef[]> = {
  baccarat: baccaratSpots(false),
  'baccarat-nc': baccaratSpots(true),
  'dragon-tiger': dragonTigerSpots,
  roulette: rouletteSpots,
  sicbo: sicBoSpots,
};
const spotSets = new Map<string, ReadonlySet<string>>(
  tableGames.map((g) => [g, new Set(spotLists[g].map((s) => s.id))]),
);

export function spotsOf(game: TableGame): readonly SpotDef[] {
  const spots = spotLists[game];
  if (!spots) throw new RangeError(`not a table game: ${game}`);
  return spots;
}

export function isSpot(game: TableGame, spot: string): boolean {
  return spotSets.get(game)?.has(spot) ?? false;
}

export function spotDef(game: TableGame, spot: string): SpotDef {
  const def = spotsOf(game).find((s) => s.id === spot);
  if (!def) throw new RangeError(`not a ${game} spot: ${spot}`);
  return def;
}

const isBaccarat = (o: TableOutcome): o is BaccaratOutcome => 'bankerTotal' in o;
const isDragonTiger = (o: TableOutcome): o is DragonTigerOutcome => 'dragon' in o;
const isRoulette = (o: TableOutcome): o is RouletteOutcome => 'number' in o;
const isSicBo = (o: TableOutcome): o is SicBoOutcome => 'dice' in o;

/** Hundredths of the stake returned (see spot.ts); a RangeError for a spot or outcome of another game. */
export function spotReturnHundredths(game: TableGame, outcome: TableOutcome, spot: string): ReturnHundredths {
  const wrong = () => new RangeError(`not a ${game} outcome`);
  switch (game) {
    case 'baccarat':
    case 'baccarat-nc':
      if (!isBaccarat(outcome)) throw wrong();
      return baccaratReturn(outcome, spot, game === 'baccarat-nc');
    case 'dragon-tiger':
      if (!isDragonTiger(outcome)) throw wrong();
      return dragonTigerReturn(outcome, spot);
    case 'roulette':
      if (!isRoulette(outcome)) throw wrong();
      return rouletteReturn(outcome, spot);
    case 'sicbo':
      if (!isSicBo(outcome)) throw wrong();
      return sicBoReturn(outcome, spot);
    default:
      throw new RangeError(`not a table game: ${String(game)}`);
  }
}

export function spotReturn(game: TableGame, outcome: TableOutcome, spot: string, stake: bigint): bigint {
  if (stake < 0n) throw new RangeError('a stake cannot be negative');
  return (stake * BigInt(spotReturnHundredths(game, outcome, spot))) / 100n;
}

const rtpCache = new Map<string, number>();

/**
 * The exact RTP of a spot (fraction). Baccarat and dragon tiger: an 8-deck combinatorial count from a full
 * shoe; roulette: 37 numbers; sic bo: 216 rolls. Before rounding to minor units.
 */
export function spotRtp(game: TableGame, spot: string): number {
  if (!isSpot(game, spot)) throw new RangeError(`not a ${game} spot: ${spot}`);
  const key = `${game} ${spot}`;
  const cached = rtpCache.get(key);
  if (cached !== undefined) return cached;
  let rtp: number;
  if (game === 'baccarat' || game === 'baccarat-nc') rtp = baccaratRtp(spot, game === 'baccarat-nc');
  else if (game === 'dragon-tiger') rtp = dragonTigerRtp(spot);
  else {
    const dist = game === 'roulette' ? rouletteDistribution() : sicBoDistribution();
    rtp = dist.reduce(
      (sum, { outcome, p }) => sum + (p * spotReturnHundredths(game, outcome, spot)) / 100,
      0,
    );
  }
  rtpCache.set(key, rtp);
  return rtp;
}
