/**
 * Bet stepping for the bet selector, all in integer minor units. A game may need every bet to be a
 * multiple of a unit (a slot's total bet is a whole number of minor units per line).
 */

export interface BetRules {
  readonly min: number;
  readonly max: number;
  /** Every bet is a multiple of this (1 for dice, crash and plinko; the number of lines for slots). */
  readonly unit: number;
}

/** The rules with min rounded up and max down to the unit; null when no bet fits between them. */
export function betRules(min: number, max: number, unit = 1): BetRules | null {
  const u = Math.max(1, Math.floor(unit));
  const lo = Math.ceil(Math.max(min, 1) / u) * u;
  const hi = Math.floor(max / u) * u;
  return lo > hi ? null : { min: lo, max: hi, unit: u };
}

/** Rounds to the nearest allowed bet (to the unit, then into [min, max]). */
export function clampBet(bet: number, rules: BetRules): number {
  if (!Number.isFinite(bet)) return rules.min;
  const snapped = Math.round(bet / rules.unit) * rules.unit;
  return Math.min(rules.max, Math.max(rules.min, snapped));
}

/**
 * The ladder the +/- buttons walk: min, the 1-2-5 series (1, 2, 5, 10, 20, 50...) in between, the
 * server's chips and max, each snapped to the unit, sorted and unique.
 */
export function betLadder(rules: BetRules, chips: readonly number[] = []): number[] {
  const values = new Set<number>([rules.min, rules.max]);
  for (let decade = 1; decade <= rules.max; decade *= 10) {
    for (const m of [1, 2, 5]) {
      const v = decade * m;
      if (v > rules.min && v < rules.max) values.add(clampBet(v, rules));
    }
  }
  for (const chip of chips) values.add(clampBet(chip, rules));
  return [...values].sort((a, b) => a - b);
}

/** The next rung up (+1) or down (-1) from `bet`; stays put at either end. */
export function stepBet(
  bet: number,
  direction: 1 | -1,
  rules: BetRules,
  chips: readonly number[] = [],
): number {
  const ladder = betLadder(rules, chips);
  if (direction > 0) return ladder.find((v) => v > bet) ?? rules.max;
  for (let i = ladder.length - 1; i >= 0; i--) if ((ladder[i] as number) < bet) return ladder[i] as number;
  return rules.min;
}

/** The largest bet the balance covers (at least min, so the button shows what max would be). */
export function maxBet(balance: number, rules: BetRules): number {
  const affordable = Math.floor(Math.min(balance, rules.max) / rules.unit) * rules.unit;
  return Math.max(rules.min, affordable);
}

/** Chips that are valid bets under the rules (snapped, unique, in order). */
export function usableChips(chips: readonly number[], rules: BetRules): number[] {
  return [...new Set(chips.map((c) => clampBet(c, rules)))].sort((a, b) => a - b);
}

/**
 * The stake a page starts with, minor units: the session's first chip, clamped into the session's limits
 * (the merchant's may be narrower than the engine's; decision 0034), so the first round is one both the
 * house and the platform accept.
 */
export function initialBet(
  limits: { minBet: number; maxBet: number; chips: readonly number[] },
  decimals: number,
) {
  const scale = 10 ** decimals;
  const min = Math.round(limits.minBet * scale);
  const max = Math.round(limits.maxBet * scale);
  const first = Math.round((limits.chips[0] ?? limits.minBet) * scale);
  return Math.min(max, Math.max(min, first));
}
