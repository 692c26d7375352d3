/**
 * Dice: one float gives a roll of 0.00..99.99, stored as an integer 0..9999 (hundredths):
 *   roll = floor(f * 10000).
 * The player picks a target (hundredths) and a direction:
 *   under: wins when roll < target  -> winning outcomes = target
 *   over:  wins when roll > target  -> winning outcomes = 9999 - target
 * Winning outcomes must be 100..9500 (1% to 95% win chance).
 * RTP variants (decision 0034): the operator picks one of DICE_RTP_VARIANTS per merchant (percent, the
 * first is the default); the round's params carry it (`rtp`, absent on rounds before variants = 99).
 * Multiplier, in ten-thousandths (4 decimals, what the UI shows): floor(rtp * 1_000_000 / winningOutcomes),
 * i.e. rtp/100 * 10000 / outcomes rounded down, so the house edge is 100 - rtp % before rounding.
 * Win = floor(bet * multiplier / 10000). Bets below minBet are refused: rounding a tiny bet down would
 * push the RTP more than 0.5 points under the variant's (the tests enumerate every target of every
 * variant for bets from minBet upwards; the smallest win at minBet is about 200 * 1.02 minor units, so
 * the rounding costs under 1/204 of it).
 */

/** Percent, the first is the default (what every round played before variants existed). */
export const DICE_RTP_VARIANTS = [99, 98, 97] as const;
export const DICE_DEFAULT_RTP = DICE_RTP_VARIANTS[0];

export const DICE = {
  id: 'dice',
  name: 'Dice',
  outcomes: 10_000,
  minWinningOutcomes: 100,
  maxWinningOutcomes: 9_500,
  /** Ten-thousandths: 1.0000x. */
  multiplierScale: 10_000,
  minBet: 200n,
  floatsPerRound: 1,
} as const;

export type DiceDirection = 'under' | 'over';

export interface DiceParams {
  /** Hundredths, 0..9999. */
  readonly target: number;
  readonly direction: DiceDirection;
  /** The RTP variant in percent (one of DICE_RTP_VARIANTS); absent = DICE_DEFAULT_RTP. */
  readonly rtp?: number;
}

export interface DiceResult {
  readonly roll: number;
  readonly target: number;
  readonly direction: DiceDirection;
  /** The RTP variant played, percent. */
  readonly rtp: number;
  readonly winningOutcomes: number;
  /** Ten-thousandths. */
  readonly multiplier: number;
  readonly won: boolean;
  readonly bet: bigint;
  readonly win: bigint;
}

export function diceWinningOutcomes(params: DiceParams): number {
  return params.direction === 'under' ? params.target : DICE.outcomes - 1 - params.target;
}

export const isDiceRtp = (rtp: number): boolean => (DICE_RTP_VARIANTS as readonly number[]).includes(rtp);

export function validateDiceParams(params: DiceParams): string | null {
  if (params.rtp !== undefined && !isDiceRtp(params.rtp))
    return `rtp must be one of ${DICE_RTP_VARIANTS.join(', ')}`;
  if (params.direction !== 'under' && params.direction !== 'over') return 'direction must be under or over';
  if (!Number.isInteger(params.target) || params.target < 0 || params.target >= DICE.outcomes) {
    return 'target must be an integer 0..9999 (hundredths)';
  }
  const n = diceWinningOutcomes(params);
  if (n < DICE.minWinningOutcomes || n > DICE.maxWinningOutcomes)
    return 'win chance must be between 1% and 95%';
  return null;
}

export function validateDiceBet(bet: bigint): string | null {
  return bet < DICE.minBet ? `bet must be at least ${DICE.minBet}` : null;
}

/** rtp/100 * outcomes * multiplierScale: 99_000_000 for the 99 % variant. */
export function dicePayoutNumerator(rtp: number = DICE_DEFAULT_RTP): number {
  if (!isDiceRtp(rtp)) throw new RangeError(`dice has no ${rtp} % variant`);
  return rtp * 1_000_000;
}

/** Ten-thousandths. */
export function diceMultiplier(winningOutcomes: number, rtp: number = DICE_DEFAULT_RTP): number {
  return Math.floor(dicePayoutNumerator(rtp) / winningOutcomes);
}

export function diceWin(bet: bigint, multiplier: number): bigint {
  return (bet * BigInt(multiplier)) / BigInt(DICE.multiplierScale);
}

export function diceRoll(f: number): number {
  if (!(f >= 0 && f < 1)) throw new RangeError(`random float out of [0, 1): ${f}`);
  return Math.floor(f * DICE.outcomes);
}

export function isDiceWin(roll: number, params: DiceParams): boolean {
  return params.direction === 'under' ? roll < params.target : roll > params.target;
}

/** Uses floats[0]. */
export function playDice(floats: readonly number[], params: DiceParams, bet: bigint): DiceResult {
  const problem = validateDiceParams(params) ?? validateDiceBet(bet);
  if (problem) throw new RangeError(problem);
  if (floats.length < DICE.floatsPerRound) throw new RangeError('dice needs 1 float');
  const roll = diceRoll(floats[0] as number);
  const winningOutcomes = diceWinningOutcomes(params);
  const rtp = params.rtp ?? DICE_DEFAULT_RTP;
  const multiplier = diceMultiplier(winningOutcomes, rtp);
  const won = isDiceWin(roll, params);
  return {
    roll,
    target: params.target,
    direction: params.direction,
    rtp,
    winningOutcomes,
    multiplier,
    won,
    bet,
    win: won ? diceWin(bet, multiplier) : 0n,
  };
}
