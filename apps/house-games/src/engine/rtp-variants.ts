/**
 * The RTP variants each house game plays, in percent, the default first (decision 0034). The platform's
 * contract declares the same sets (`houseGameDeclared`, a test keeps them equal); the house server
 * refuses a session whose variant is not here.
 */
import { CRASH_RTP_VARIANTS } from './crash.ts';
import { DICE_RTP_VARIANTS } from './dice.ts';
import { PLINKO_RTP_VARIANTS } from './plinko.ts';
import { SLOT_RTP_VARIANTS } from './slot-games.ts';
import { SPORTS_RTP_VARIANTS } from './sports/pricing.ts';

/**
 * Tables play one variant each, their rules' own RTP rounded (decision 0075); card rooms keep nothing from
 * the cards (100: the rake, set per room, is the house's); fishing's hit probabilities follow the variant.
 */
export const TABLE_RTP_VARIANTS: Readonly<Record<string, readonly number[]>> = {
  baccarat: [99],
  'baccarat-nc': [99],
  'dragon-tiger': [96],
  roulette: [97],
  sicbo: [97],
};
export const ROOM_RTP_VARIANTS: readonly number[] = [100];
export const FISHING_RTP_VARIANTS: readonly number[] = [97, 96, 95];

/** By game kind ('dice', 'plinko', 'crash', 'sports' or a slot id); empty for an unknown kind. */
export function rtpVariantsOf(kind: string): readonly number[] {
  if (kind === 'dice') return DICE_RTP_VARIANTS;
  if (kind === 'plinko') return PLINKO_RTP_VARIANTS;
  if (kind === 'crash') return CRASH_RTP_VARIANTS;
  if (kind === 'sports') return SPORTS_RTP_VARIANTS;
  if (kind === 'holdem' || kind === 'bullbull') return ROOM_RTP_VARIANTS;
  if (kind === 'fishing') return FISHING_RTP_VARIANTS;
  if (TABLE_RTP_VARIANTS[kind]) return TABLE_RTP_VARIANTS[kind];
  return SLOT_RTP_VARIANTS[kind] ?? [];
}

export const defaultRtpOf = (kind: string): number | undefined => rtpVariantsOf(kind)[0];
