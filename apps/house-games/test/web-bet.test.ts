import { describe, expect, it } from 'vitest';
import {
  betLadder,
  betRules,
  clampBet,
  initialBet,
  maxBet,
  stepBet,
  usableChips,
} from '../web/src/lib/bet.ts';

describe('bet stepping', () => {
  const rules = betRules(100, 50_000)!; // 1.00 to 500.00 with two decimals

  it('rounds limits to the unit and refuses limits with no valid bet', () => {
    expect(betRules(105, 1000, 20)).toEqual({ min: 120, max: 1000, unit: 20 });
    expect(betRules(0, 1000, 1)?.min).toBe(1);
    expect(betRules(110, 119, 20)).toBeNull();
  });

  it('clamps to the limits and snaps to the unit', () => {
    expect(clampBet(5, rules)).toBe(100);
    expect(clampBet(1e9, rules)).toBe(50_000);
    const slot = betRules(100, 10_000, 20)!;
    expect(clampBet(150, slot)).toBe(160);
    expect(clampBet(Number.NaN, slot)).toBe(slot.min);
  });

  it('walks a 1-2-5 ladder with the chips in it, staying at the ends', () => {
    const ladder = betLadder(rules, [300]);
    expect(ladder).toEqual([100, 200, 300, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000]);
    expect(stepBet(100, 1, rules)).toBe(200);
    expect(stepBet(200, -1, rules)).toBe(100);
    expect(stepBet(100, -1, rules)).toBe(100);
    expect(stepBet(50_000, 1, rules)).toBe(50_000);
    // From a value off the ladder: the next rung either way.
    expect(stepBet(700, 1, rules)).toBe(1000);
    expect(stepBet(700, -1, rules)).toBe(500);
    expect(stepBet(200, 1, rules, [300])).toBe(300);
  });

  it('every rung of a slot ladder is a whole number of line bets', () => {
    const slot = betRules(100, 100_000, 20)!;
    for (const v of betLadder(slot, [150, 250])) expect(v % 20).toBe(0);
  });

  it('max is what the balance covers, never under min', () => {
    expect(maxBet(12_345, rules)).toBe(12_345);
    expect(maxBet(1_000_000, rules)).toBe(50_000);
    expect(maxBet(50, rules)).toBe(100);
    expect(maxBet(12_345, betRules(100, 100_000, 20)!)).toBe(12_340);
  });

  it('keeps only usable chips, snapped and unique', () => {
    expect(usableChips([1000, 50, 1000, 100_000], rules)).toEqual([100, 1000, 50_000]);
  });
});

describe('the starting stake', () => {
  it("is the first chip, clamped into the session's limits (the merchant's may be narrower)", () => {
    // The engine's dice limits: the first chip, 2.00.
    expect(initialBet({ minBet: 2, maxBet: 5000, chips: [2, 5, 10] }, 2)).toBe(200);
    // A merchant's 5.00–20.00 with an older page's chips: raised to the minimum.
    expect(initialBet({ minBet: 5, maxBet: 20, chips: [2, 5] }, 2)).toBe(500);
    // A chip above the maximum is lowered to it; no chips start at the minimum.
    expect(initialBet({ minBet: 0.5, maxBet: 1, chips: [2] }, 2)).toBe(100);
    expect(initialBet({ minBet: 5, maxBet: 20, chips: [] }, 0)).toBe(5);
  });
});
