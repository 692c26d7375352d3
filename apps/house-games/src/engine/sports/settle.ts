/**
 * Bet settlement for singles and parlays, in integer arithmetic.
 *
 * A bet is 1..MAX_PARLAY_LEGS legs, at most one per event (legs of one event are correlated, which the
 * product of their odds would misprice). Once every leg is graded:
 *  - any lost leg loses the bet (payout 0);
 *  - a pushed or voided leg counts as odds 1.000;
 *  - parlay odds = floor(product of the legs' odds / 1000^(legs - 1)), in thousandths: one floor over
 *    the exact product (bigint), so the order of the legs never matters;
 *  - payout = floor(stake * parlayOdds / 1000) minor units, capped at maxPayout;
 *  - every leg pushed or voided: the stake is refunded (result 'push', never capped).
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
  readonly result: 'won' | 'lost' | 'push';
  /** Thousandths, after pushes and voids count as 1.000; 0 when lost. */
  readonly odds: bigint;
  /** Minor units returned, stake included. */
  readonly payout: bigint;
  /** The payout was cut to maxPayout. */
  readonly capped: boolean;
}

const SCALE = BigInt(ODDS_SCALE);

export function parlayOdds(legs: readonly GradedLeg[]): bigint {
  let product = 1n;
  for (const leg of legs) product *= leg.result === 'won' ? BigInt(leg.odds) : SCALE;
  return product / SCALE ** BigInt(legs.length - 1);
}

export function settleBet(legs: readonly GradedLeg[], stake: bigint, maxPayout: bigint): BetSettlement {
  const problem = validateParlay(legs);
  if (problem) throw new RangeError(problem);
  if (stake <= 0n) throw new RangeError('stake must be positive');
  if (maxPayout < stake) throw new RangeError('max payout must be at least the stake');
  if (legs.some((l) => l.result === 'lost')) return { result: 'lost', odds: 0n, payout: 0n, capped: false };
  if (legs.every((l) => l.result === 'push' || l.result === 'void'))
    return { result: 'push', odds: SCALE, payout: stake, capped: false };
  const odds = parlayOdds(legs);
  const full = (stake * odds) / SCALE;
  return { result: 'won', odds, payout: full > maxPayout ? maxPayout : full, capped: full > maxPayout };
}
