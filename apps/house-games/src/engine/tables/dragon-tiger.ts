/**
 * Dragon tiger from the 8-deck shoe (cards.ts): at position p, dragon = shoe[p], tiger = shoe[p+1].
 * Rank only (A lowest ... K highest, suits ignored); the higher card wins, equal ranks tie.
 * Spots (to 1): dragon 1, tiger 1, tie 8; a tie returns half of the dragon and tiger stakes.
 */
import { type Card, SHOE_CARDS, cardRank, takeCards } from './cards.ts';
import { type ReturnHundredths, type SpotDef, type Weighted, winReturn } from './spot.ts';

export interface DragonTigerOutcome {
  dragon: Card;
  tiger: Card;
  winner: 'dragon' | 'tiger' | 'tie';
}

export function dealDragonTiger(
  shoe: readonly Card[],
  position: number,
): { outcome: DragonTigerOutcome; used: number } {
  const [dragon, tiger] = takeCards(shoe, position, 2) as [Card, Card];
  const d = cardRank(dragon);
  const t = cardRank(tiger);
  return { outcome: { dragon, tiger, winner: d > t ? 'dragon' : t > d ? 'tiger' : 'tie' }, used: 2 };
}

export const dragonTigerSpots: readonly SpotDef[] = [
  { id: 'dragon', group: 'main', pays: 1 },
  { id: 'tiger', group: 'main', pays: 1 },
  { id: 'tie', group: 'main', pays: 8 },
];

export function dragonTigerReturn(
  outcome: Pick<DragonTigerOutcome, 'winner'>,
  spot: string,
): ReturnHundredths {
  switch (spot) {
    case 'dragon':
    case 'tiger':
      return outcome.winner === spot ? winReturn(1) : outcome.winner === 'tie' ? 50 : 0;
    case 'tie':
      return outcome.winner === 'tie' ? winReturn(8) : 0;
    default:
      throw new RangeError(`not a dragon tiger spot: ${spot}`);
  }
}

/** Exact 8-deck count: every (dragon rank, tiger rank), 32 cards a rank, drawn without replacement. */
export function dragonTigerDistribution(): Weighted<Pick<DragonTigerOutcome, 'winner'>>[] {
  const p = { dragon: 0, tiger: 0, tie: 0 };
  for (let d = 1; d <= 13; d++) {
    for (let t = 1; t <= 13; t++) {
      const w = (32 / SHOE_CARDS) * ((d === t ? 31 : 32) / (SHOE_CARDS - 1));
      p[d > t ? 'dragon' : t > d ? 'tiger' : 'tie'] += w;
    }
  }
  return (['dragon', 'tiger', 'tie'] as const).map((winner) => ({ outcome: { winner }, p: p[winner] }));
}

export function dragonTigerRtp(spot: string): number {
  return dragonTigerDistribution().reduce(
    (rtp, { outcome, p }) => rtp + (p * dragonTigerReturn(outcome, spot)) / 100,
    0,
  );
}
