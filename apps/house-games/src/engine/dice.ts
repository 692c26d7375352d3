/**
 * Dice: one float gives a roll of 0.00..99.99, stored as an integer 0..9999 (hundredths):
 *   roll = floor(f * 10000).
 * The player picks a target (hundredths) and a direction:
 *   under: wins when roll < target  -> winning outcomes = target
 *   over:  wins when roll > target  -> winning outcomes = 9999 - target
 * Winning outcomes must be 100..9500 (1% to 95% win chance).
 * Multiplier, in ten-thousandths (4 decimals, what the UI shows): floor(99_000_000 / winningOutcomes),
 * i.e. 0.99 * 10000 / outcomes rounded down, so the house edge is 1% before rounding.
 * Win = floor(bet * multiplier / 10000). Bets below minBet are refused: rounding a tiny bet down would
 * push the RTP under 98.5% (the tests enumerate every target for bets from minBet upwards).
 */

export const DICE = {
  id: 'dice',
  name: 'Dice',
  outcomes: 10_000,
  minWinningOutcomes: 100,
  maxWinningOutcomes: 9_500,
  /** Ten-thousandths: 1.0000x. */
  multiplierScale: 10_000,
  /** 0.99 * outcomes * multiplierScale. */
  payoutNumerator: 99_000_000,
  minBet: 200n,
  floatsPerRound: 1,
} as const;

export type DiceDirection = 'under' | 'over';

export interface DiceParams {
  /** Hundredths, 0..9999. */
  readonly target: number;
  readonly direction: DiceDirection;
}

export interface DiceResult {
  readonly roll: number;
  readonly target: number;
  readonly direction: DiceDirection;
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

export function validateDiceParams(params: DiceParams): string | null {
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

/** Ten-thousandths. */
export function diceMultiplier(winningOutcomes: number): number {
  return Math.floor(DICE.payoutNumerator / winningOutcomes);
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
  const multiplier = diceMultiplier(winningOutcomes);
  const won = isDiceWin(roll, params);
  return {
    roll,
    target: params.target,
    direction: params.direction,
    winningOutcomes,
    multiplier,
    won,
    bet,
    win: won ? diceWin(bet, multiplier) : 0n,
  };
}
