/**
 * What the table pages read off the engine's spots and outcomes (src/engine/tables): payouts as the
 * layout prints them, each spot's cap, the spots an outcome wins, the order cards are dealt in.
 */
import {
  cardPoints,
  spotReturn,
  spotsOf,
  type BaccaratOutcome,
  type Card,
  type DragonTigerOutcome,
  type SpotDef,
  type TableOutcome,
} from '../../../../src/engine/tables/index.ts';
import type { TableGame } from '../../../../src/shared/api.ts';

/** "8:1", "0.95:1", "1:2" (half to one), sic bo singles "1:1 / 2:1 / 3:1". */
export function paysText(def: SpotDef): string {
  if (def.id.startsWith('single:')) return '1:1 / 2:1 / 3:1';
  if (def.pays > 0 && def.pays < 1 && Number.isInteger(1 / def.pays)) return `1:${1 / def.pays}`;
  return `${def.pays}:1`;
}

export function spotDef(game: TableGame, spot: string): SpotDef | undefined {
  return spotsOf(game).find((s) => s.id === spot);
}

/** A spot's cap per round (minor units): the table's max for main spots, its side max for the others. */
export function capOf(game: TableGame, spot: string, maxMinor: number, sideMaxMinor: number): number {
  const def = spotDef(game, spot);
  if (!def) return 0;
  return def.group === 'main' ? maxMinor : sideMaxMinor;
}

const PROBE = 10_000n;

/** The spots the outcome wins (returns more than the stake; a push is not lit). */
export function winningSpots(game: TableGame, outcome: TableOutcome): Set<string> {
  return new Set(
    spotsOf(game)
      .filter((s) => spotReturn(game, outcome, s.id, PROBE) > PROBE)
      .map((s) => s.id),
  );
}

export type Hand = 'player' | 'banker' | 'dragon' | 'tiger';

/** The cards in the order they are dealt: player, banker, player, banker, then the third cards. */
export function dealOrder(
  game: TableGame,
  outcome: BaccaratOutcome | DragonTigerOutcome,
): { hand: Hand; index: number; card: Card }[] {
  if (game === 'dragon-tiger' && 'dragon' in outcome)
    return [
      { hand: 'dragon', index: 0, card: outcome.dragon },
      { hand: 'tiger', index: 0, card: outcome.tiger },
    ];
  const o = outcome as BaccaratOutcome;
  const order: { hand: Hand; index: number; card: Card }[] = [];
  for (const index of [0, 1])
    for (const hand of ['player', 'banker'] as const) order.push({ hand, index, card: o[hand][index]! });
  if (o.player[2] !== undefined) order.push({ hand: 'player', index: 2, card: o.player[2] });
  if (o.banker[2] !== undefined) order.push({ hand: 'banker', index: 2, card: o.banker[2] });
  return order;
}

/** A baccarat hand's points from the cards shown so far. */
export const handPoints = (cards: readonly Card[]): number =>
  cards.reduce((sum, c) => sum + cardPoints(c), 0) % 10;

/** The Unicode die face ⚀..⚅ of 1..6. */
export const dieGlyph = (n: number): string => String.fromCodePoint(0x2680 + Math.min(6, Math.max(1, n)) - 1);

/** Spots of a table sorted into the layout's sections by their id's prefix (`total`, `double`...). */
export function spotsByKind(game: TableGame): Map<string, SpotDef[]> {
  const out = new Map<string, SpotDef[]>();
  for (const s of spotsOf(game)) {
    const kind = s.id.includes(':') ? s.id.slice(0, s.id.indexOf(':')) : s.id;
    out.set(kind, [...(out.get(kind) ?? []), s]);
  }
  return out;
}
