/**
 * Bet settlement for singles and parlays, in integer arithmetic.
 *
 * A bet is 1..MAX_PARLAY_LEGS legs, at most one per event (legs of one event are correlated, which the
 * product of their odds would misprice). Once every leg is graded, each leg contributes a factor in
 * half-thousandths (units of 1/2000, so half stakes stay exact):
 *   won: 2 * odds;  push or void: 2000 (odds 1.000);  half-won: odds + 1000 ((odds + 1) / 2);
 *   half-lost: 1000 (0.500);  lost: 0.
 *  - any lost leg loses the bet (payout 0);
 *  - parlay odds = floor(product of the factors * 1000 / 2000^legs), in thousandths: one floor over the
 *    exact product (bigint), so the order of the legs never matters;
 *  - payout = floor(stake * parlayOdds / 1000) minor units, capped at maxPayout;
 *  - result: 'won' above 1.000, 'push' at exactly 1.000 (every leg pushed or voided: the stake comes
 *    back), 'partial' under 1.000 (a half-lost leg: part of the stake comes back), 'lost' at 0.
 */
import { type Grade, MAX_ODDS, MIN_ODDS, ODDS_SCALE } from './pricing.ts';

export const MAX_PARLAY_LEGS = 10;

export type LegResult = Grade | 'void';

export interface BetLeg {
  readonly eventId: string;
  /** Integer thousandths, as priced. */
  readonly odds: number;
}

export interface GradedLeg extends BetLeg {
  readonly result: LegResult;
}

export type ParlayError = 'no_legs' | 'too_many_legs' | 'same_event' | 'bad_odds';

/** Null when the legs make a valid single or parlay, otherwise an error code. */
export function validateParlay(legs: readonly BetLeg[]): ParlayError | null {
  if (legs.length === 0) return 'no_legs';
  if (legs.length > MAX_PARLAY_LEGS) return 'too_many_legs';
  if (new Set(legs.map((l) => l.eventId)).size !== legs.length) return 'same_event';
  if (legs.some((l) => !Number.isInteger(l.odds) || l.odds < MIN_ODDS || l.odds > MAX_ODDS))
    return 'bad_odds';
  return null;
}

export interface BetSettlement {
  readonly result: 'won' | 'push' | 'partial' | 'lost';
  /** Thousandths, pushes and voids counted as 1.000. */
  readonly odds: bigint;
  /** Minor units returned, stake included. */
  readonly payout: bigint;
  /** The payout was cut to maxPayout. */
  readonly capped: boolean;
}

const SCALE = BigInt(ODDS_SCALE);
const HALF_SCALE = 2n * SCALE;

/** A leg's factor in half-thousandths. */
function legFactor(leg: GradedLeg): bigint {
  switch (leg.result) {
    case 'won':
      return 2n * BigInt(leg.odds);
    case 'push':
    case 'void':
      return HALF_SCALE;
    case 'half-won':
      return BigInt(leg.odds) + SCALE;
    case 'half-lost':
      return SCALE;
    case 'lost':
      return 0n;
  }
}

/** Thousandths, floored once over the exact product. */
export function parlayOdds(legs: readonly GradedLeg[]): bigint {
  let product = SCALE;
  for (const leg of legs) product *= legFactor(leg);
  return product / HALF_SCALE ** BigInt(legs.length);
}

export function settleBet(legs: readonly GradedLeg[], stake: bigint, maxPayout: bigint): BetSettlement {
  const problem = validateParlay(legs);
  if (problem) throw new RangeError(problem);
  if (stake <= 0n) throw new RangeError('stake must be positive');
  if (maxPayout < stake) throw new RangeError('max payout must be at least the stake');
  const odds = parlayOdds(legs);
  const full = (stake * odds) / SCALE;
  const capped = full > maxPayout;
  const result = odds === 0n ? 'lost' : odds < SCALE ? 'partial' : odds === SCALE ? 'push' : 'won';
  return { result, odds, payout: capped ? maxPayout : full, capped };
}
