import { describe, expect, it } from 'vitest';
import {
  type DiceParams,
  DICE,
  DICE_RTP_VARIANTS,
  diceMultiplier,
  diceRoll,
  diceWin,
  isDiceWin,
  playDice,
  validateDiceParams,
} from '../../src/engine/dice.ts';
import { floats } from '../../src/engine/fair.ts';

/** Every valid (target, direction). */
function allParams(): DiceParams[] {
  const out: DiceParams[] = [];
  for (let target = 0; target < DICE.outcomes; target++) {
    for (const direction of ['under', 'over'] as const) {
      if (validateDiceParams({ target, direction }) === null) out.push({ target, direction });
    }
  }
  return out;
}

/**
 * RTP per bet for one target in each variant, counting the winning rolls over all 10,000 outcomes once
 * (playDice plays the variant in params.rtp).
 */
function exactRtps(params: DiceParams, variants: readonly number[], bets: readonly bigint[]): number[][] {
  let wins = 0;
  for (let roll = 0; roll < DICE.outcomes; roll++) if (isDiceWin(roll, params)) wins++;
  return variants.map((rtp) =>
    bets.map((bet) => {
      const result = playDice([0], { ...params, rtp }, bet);
      return (wins * Number(diceWin(bet, result.multiplier))) / (DICE.outcomes * Number(bet));
    }),
  );
}

describe('dice', () => {
  const params = allParams();

  it('allows exactly the targets with 1% to 95% win chance', () => {
    // under: 100..9500; over: 499..9899.
    expect(params.length).toBe(2 * 9401);
    expect(validateDiceParams({ target: 99, direction: 'under' })).not.toBeNull();
    expect(validateDiceParams({ target: 9501, direction: 'under' })).not.toBeNull();
    expect(validateDiceParams({ target: 498, direction: 'over' })).not.toBeNull();
    expect(validateDiceParams({ target: 9900, direction: 'over' })).not.toBeNull();
    expect(validateDiceParams({ target: 50.5, direction: 'over' })).not.toBeNull();
  });

  it("keeps every variant's RTP within 0.5 points under it for every target at the minimum bet and above", () => {
    const bets = [DICE.minBet, DICE.minBet + 1n, 333n, 999n, 12_345n, 10n ** 12n + 7n];
    const worst = DICE_RTP_VARIANTS.map(() => 1);
    const best = DICE_RTP_VARIANTS.map(() => 0);
    for (const p of params) {
      exactRtps(p, DICE_RTP_VARIANTS, bets).forEach((rtps, v) => {
        for (const rtp of rtps) {
          worst[v] = Math.min(worst[v]!, rtp);
          best[v] = Math.max(best[v]!, rtp);
        }
      });
    }
    DICE_RTP_VARIANTS.forEach((variant, v) => {
      expect(worst[v]).toBeGreaterThanOrEqual(variant / 100 - 0.005);
      expect(best[v]).toBeLessThanOrEqual(variant / 100);
      // Large bets play the variant's numerator with only the multiplier's own rounding.
      expect(best[v]).toBeGreaterThan(variant / 100 - 0.0001);
    });
  }, 120_000);

  it.each(DICE_RTP_VARIANTS.map((v) => [v]))(
    'keeps every bet from minBet to 2,000 within bounds in variant %i (rounding is worst for small bets)',
    (variant) => {
      let worst = 1;
      for (const n of [100, 101, 9428, 9429, 9499, 9500]) {
        for (let bet = DICE.minBet; bet <= 2000n; bet++) {
          const mult = diceMultiplier(n, variant);
          const rtp = (n * Number(diceWin(bet, mult))) / (DICE.outcomes * Number(bet));
          worst = Math.min(worst, rtp);
          expect(rtp).toBeLessThanOrEqual(variant / 100);
        }
      }
      expect(worst).toBeGreaterThanOrEqual(variant / 100 - 0.005);
    },
  );

  it('keeps the minimum bet for the default variant (below it rounding breaks the bound)', () => {
    // Below the minimum the rounding would break the bound, which is why it exists.
    expect(Number(diceWin(100n, diceMultiplier(9429))) * 0.9429).toBeLessThan(0.985 * 100);
    expect(() => playDice([0.5], { target: 5000, direction: 'under' }, DICE.minBet - 1n)).toThrow();
  });

  it('pays each variant from its own numerator and refuses an undeclared one', () => {
    expect(diceMultiplier(5000, 98)).toBe(19600);
    expect(diceMultiplier(5000, 97)).toBe(19400);
    expect(diceMultiplier(100, 97)).toBe(970000);
    const p: DiceParams = { target: 5000, direction: 'under' };
    expect(playDice([0.1], { ...p, rtp: 97 }, 1000n)).toMatchObject({
      rtp: 97,
      multiplier: 19400,
      win: 1940n,
    });
    expect(playDice([0.1], p, 1000n)).toMatchObject({ rtp: 99, multiplier: 19800, win: 1980n });
    expect(validateDiceParams({ ...p, rtp: 96 })).toMatch(/rtp/);
    expect(() => playDice([0.1], { ...p, rtp: 96 }, 1000n)).toThrow(RangeError);
    expect(() => diceMultiplier(5000, 100)).toThrow(RangeError);
  });

  it('pays 1.98x at 50% and 99x at 1%, in integers', () => {
    expect(diceMultiplier(5000)).toBe(19800);
    expect(diceMultiplier(100)).toBe(990000);
    expect(diceMultiplier(9500)).toBe(10421);
    expect(diceWin(1_000n, 19800)).toBe(1_980n);
    expect(diceWin(12_345n, 10421)).toBe(12_864n);
  });

  it('maps a float to 0..9999 and decides boundaries strictly', () => {
    expect(diceRoll(0)).toBe(0);
    expect(diceRoll(1 - 2 ** -32)).toBe(9999);
    expect(diceRoll(0.5)).toBe(5000);
    expect(() => diceRoll(1)).toThrow();
    const under: DiceParams = { target: 5000, direction: 'under' };
    expect(playDice([4999.5 / 10000], under, 1000n)).toMatchObject({ roll: 4999, won: true, win: 1980n });
    expect(playDice([0.5], under, 1000n)).toMatchObject({ roll: 5000, won: false, win: 0n });
    const over: DiceParams = { target: 4999, direction: 'over' };
    expect(playDice([0.5], over, 1000n)).toMatchObject({ roll: 5000, won: true, winningOutcomes: 5000 });
    expect(playDice([0.4999], over, 1000n)).toMatchObject({ roll: 4999, won: false });
  });

  it('is deterministic from the seeds and changes with the nonce', () => {
    const seed = 'ab'.repeat(32);
    const p: DiceParams = { target: 5000, direction: 'over' };
    const a = playDice(floats(seed, 'c', 1, 1), p, 500n);
    expect(playDice(floats(seed, 'c', 1, 1), p, 500n)).toEqual(a);
    const rolls = new Set(
      Array.from({ length: 20 }, (_, n) => playDice(floats(seed, 'c', n, 1), p, 500n).roll),
    );
    expect(rolls.size).toBeGreaterThan(15);
  });
});
