/**
 * The bet/raise control of a no-limit Hold'em table, in integer minor units. Amounts are "to" amounts:
 * the total the player has in front of them on this street after the action (what the slider shows).
 * Min raise: the last full raise (at least the big blind) on top of the highest bet; all-in for less is
 * always allowed when the stack does not reach it.
 */

export interface BetSpot {
  /** Chips behind (not yet in front). */
  readonly stack: number;
  /** What the player has in front on this street. */
  readonly myBet: number;
  /** The highest bet in front of anyone on this street. */
  readonly highestBet: number;
  /** The size of the last full bet or raise on this street (0 when nobody bet yet). */
  readonly lastRaise: number;
  readonly bigBlind: number;
  /** Every chip already committed: pots from earlier streets plus every bet in front now. */
  readonly pot: number;
  /** False when an all-in for less re-opened nothing: the player may only call or fold. */
  readonly canRaise?: boolean;
}

export interface BetOptions {
  /** What calling costs (capped by the stack); 0 means a check is possible. */
  readonly toCall: number;
  readonly canCheck: boolean;
  /** Calling puts the player all in. */
  readonly callIsAllIn: boolean;
  /** True when the first chips of the street go in: "bet" rather than "raise". */
  readonly isBet: boolean;
  /** Null when no bet or raise is possible (stack covers only a call, or betting is closed). */
  readonly range: { readonly min: number; readonly max: number } | null;
}

export function betOptions(spot: BetSpot): BetOptions {
  const owed = Math.max(0, spot.highestBet - spot.myBet);
  const toCall = Math.min(owed, spot.stack);
  const allIn = spot.myBet + spot.stack;
  const isBet = spot.highestBet === 0;
  const fullMin = spot.highestBet + Math.max(spot.lastRaise, spot.bigBlind);
  const canRaise = (spot.canRaise ?? true) && spot.stack > owed;
  return {
    toCall,
    canCheck: owed === 0,
    callIsAllIn: owed > 0 && owed >= spot.stack,
    isBet,
    range: canRaise ? { min: Math.min(fullMin, allIn), max: allIn } : null,
  };
}

/**
 * A pot-fraction raise "to": call first, then raise by `fraction` of the pot after the call
 * (pot 10, facing 2 with nothing in: pot raise to 2 + 12 = 14), clamped into the range.
 */
export function potRaiseTo(spot: BetSpot, fraction: number): number | null {
  const { range } = betOptions(spot);
  if (!range) return null;
  const owed = Math.max(0, spot.highestBet - spot.myBet);
  return clampTo(spot.highestBet + Math.floor((spot.pot + owed) * fraction), range);
}

export function clampTo(amount: number, range: { min: number; max: number }): number {
  if (!Number.isFinite(amount)) return range.min;
  return Math.min(range.max, Math.max(range.min, Math.round(amount)));
}

export type PresetId = 'min' | 'half' | 'pot' | 'allin';

/** The quick buttons: min, ½ pot, pot, all-in, each with the "to" amount it sets (duplicates kept apart). */
export function presets(spot: BetSpot): { id: PresetId; to: number }[] {
  const { range } = betOptions(spot);
  if (!range) return [];
  return [
    { id: 'min', to: range.min },
    { id: 'half', to: potRaiseTo(spot, 0.5) ?? range.min },
    { id: 'pot', to: potRaiseTo(spot, 1) ?? range.min },
    { id: 'allin', to: range.max },
  ];
}

/** Slider step: the big blind when the range is wide, else one minor unit. */
export function sliderStep(spot: BetSpot): number {
  const { range } = betOptions(spot);
  if (!range) return 1;
  return range.max - range.min >= spot.bigBlind * 10 ? Math.max(1, Math.floor(spot.bigBlind / 2)) : 1;
}

/**
 * The amount typed in the raise box, major units with the currency's decimals ("12", "12.5", "12,50"),
 * as minor units clamped into the range; null when it is not a number.
 */
export function parseAmount(text: string, decimals: number): number | null {
  const cleaned = text.trim().replace(/\s/g, '').replace(',', '.');
  const pattern = decimals > 0 ? new RegExp(`^\\d+(\\.\\d{0,${decimals}})?$`) : /^\d+$/;
  if (!pattern.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 10 ** decimals);
}

/** Which action a "to" amount is: the whole stack is all-in, else bet (nothing before) or raise. */
export function actionFor(spot: BetSpot, to: number): 'bet' | 'raise' | 'all-in' {
  if (to >= spot.myBet + spot.stack) return 'all-in';
  return spot.highestBet === 0 ? 'bet' : 'raise';
}
