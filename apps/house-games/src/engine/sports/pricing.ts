/**
 * Prices: odds are integer thousandths (1875 = 1.875, stake included in the return).
 *
 *   odds = floor(1000 * (1 - margin - pushProb) / winProb)
 *
 * so a selection's expected return per unit, winProb * odds / 1000 + pushProb, is 1 - margin minus the
 * rounding loss (under winProb / 1000, i.e. under 0.1 point). A push (whole-number handicap or total
 * landing exactly, a cockfight draw on Meron/Wala) refunds the stake, which is why pushProb comes off
 * the top. Asian quarter lines settle half the stake on each neighbouring half/whole line, so an
 * outcome can grade 'half-won' (half at the odds, half refunded) or 'half-lost' (half refunded); the
 * formula stays exact with the effective probabilities winProb = P(won) + P(half-won) / 2 and
 * pushProb = P(push) + (P(half-won) + P(half-lost)) / 2.
 * A selection is not offered when its odds would be under 1.010 (MIN_ODDS) or over 500.000 (MAX_ODDS),
 * or when it cannot win: settlement would still grade it correctly, but the book only prices what it
 * offers. Odds are floored in doubles; where the exact quotient is a whole number of thousandths the
 * double may land one thousandth under it, which only adds to the (house-side) rounding loss.
 */
import { type OutcomeTable } from './table.ts';

export const SPORTS = ['football', 'basketball', 'esports', 'cockfight'] as const;
export type SportId = (typeof SPORTS)[number];

export const ODDS_SCALE = 1000;
export const MIN_ODDS = 1010;
export const MAX_ODDS = 500_000;

export type Grade = 'won' | 'lost' | 'push' | 'half-won' | 'half-lost';

/** Units returned per unit staked on a selection at `odds` (thousandths) that graded `grade`. */
export function unitReturn(grade: Grade, odds: number): number {
  switch (grade) {
    case 'won':
      return odds / ODDS_SCALE;
    case 'push':
      return 1;
    case 'half-won':
      return (odds / ODDS_SCALE + 1) / 2;
    case 'half-lost':
      return 0.5;
    case 'lost':
      return 0;
  }
}

export interface Pricing {
  /** Default margin, e.g. 0.05 = 95 % RTP. */
  readonly margin: number;
  /** Per market kind overrides ('1x2', 'correct-score', ...). */
  readonly marginByKind?: Readonly<Partial<Record<string, number>>>;
}

export const DEFAULT_PRICING: Pricing = { margin: 0.05 };

/**
 * The sportsbook's one RTP variant, percent (decision 0034's variants, decision 0071): the default margin's.
 * The operator tunes margins on the house vendor, not per merchant.
 */
export const SPORTS_RTP_VARIANTS: readonly number[] = [Math.round(100 * (1 - DEFAULT_PRICING.margin))];

export function marginFor(pricing: Pricing, kind: string): number {
  const m = pricing.marginByKind?.[kind] ?? pricing.margin;
  if (!(m >= 0 && m < 0.5)) throw new RangeError(`margin out of [0, 0.5): ${m}`);
  return m;
}

/** Integer thousandths, or null when the selection is not offered. */
export function priceOdds(winProb: number, pushProb: number, margin: number): number | null {
  if (!(winProb > 0)) return null;
  const odds = Math.floor((ODDS_SCALE * (1 - margin - pushProb)) / winProb);
  return odds >= MIN_ODDS && odds <= MAX_ODDS ? odds : null;
}

/** A market before pricing: what a sport offers for one fixture. */
export interface MarketSpec {
  /** Unique within an event and the same across fixtures of a sport (reports aggregate by it). */
  readonly id: string;
  /** What the settlement rules look at: '1x2', 'total', 'asian-handicap', ... */
  readonly kind: string;
  /** Handicap (home's) or total line; null for markets without one. */
  readonly line: number | null;
  /** Selection ids in display order. */
  readonly picks: readonly string[];
}

export interface Selection {
  readonly id: string;
  /** Effective probabilities (see the top of this file for quarter lines). */
  readonly winProb: number;
  readonly pushProb: number;
  /** Integer thousandths. */
  readonly odds: number;
}

export interface Market {
  readonly sport: SportId;
  readonly id: string;
  readonly kind: string;
  readonly line: number | null;
  readonly margin: number;
  /** Only the offered selections (see MIN_ODDS / MAX_ODDS). */
  readonly selections: readonly Selection[];
}

export type Grader<O> = (kind: string, line: number | null, pick: string, outcome: O) => Grade;

/**
 * Prices specs against a table with the same grading function settlement uses: winProb and pushProb
 * are exact sums over the outcomes that grade 'won' and 'push' (halves for quarter lines). Markets left with no offered selection
 * are dropped.
 */
export function priceMarkets<O>(
  sport: SportId,
  table: OutcomeTable<O>,
  specs: readonly MarketSpec[],
  grade: Grader<O>,
  pricing: Pricing,
): Market[] {
  const out: Market[] = [];
  for (const spec of specs) {
    const margin = marginFor(pricing, spec.kind);
    const selections: Selection[] = [];
    for (const pick of spec.picks) {
      let winProb = 0;
      let pushProb = 0;
      for (let i = 0; i < table.outcomes.length; i++) {
        const g = grade(spec.kind, spec.line, pick, table.outcomes[i] as O);
        const p = table.probs[i] as number;
        if (g === 'won') winProb += p;
        else if (g === 'push') pushProb += p;
        else if (g === 'half-won') {
          winProb += p / 2;
          pushProb += p / 2;
        } else if (g === 'half-lost') pushProb += p / 2;
      }
      const odds = priceOdds(winProb, pushProb, margin);
      if (odds !== null) selections.push({ id: pick, winProb, pushProb, odds });
    }
    if (selections.length > 0)
      out.push({ sport, id: spec.id, kind: spec.kind, line: spec.line, margin, selections });
  }
  return out;
}

/** 'won' when d > 0, 'push' when d = 0, 'lost' otherwise: handicaps and totals. */
export function gradeSign(d: number): Grade {
  return d > 0 ? 'won' : d === 0 ? 'push' : 'lost';
}

/** A quarter line's grade from its two half stakes' grades (lines 0.5 apart never split won/lost). */
export function combineHalves(a: Grade, b: Grade): Grade {
  if (a === b) return a;
  if (a === 'push' || b === 'push') {
    const other = a === 'push' ? b : a;
    if (other === 'won') return 'half-won';
    if (other === 'lost') return 'half-lost';
  }
  throw new RangeError(`cannot combine ${a} and ${b}`);
}

/** x.25 or x.75. */
export const isQuarterLine = (line: number): boolean => Math.abs(line * 4) % 2 === 1;

export const wonIf = (cond: boolean): Grade => (cond ? 'won' : 'lost');

export function unknownPick(kind: string, pick: string): never {
  throw new RangeError(`no selection ${pick} in market ${kind}`);
}
