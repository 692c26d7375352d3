import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depositFee, promotionBonus, shareOf, toMajor, toMinor } from '../src/money.ts';

describe('toMinor and toMajor', () => {
  it('parses plain decimals exactly and refuses everything else', () => {
    expect(toMinor(100)).toBe(10_000n);
    expect(toMinor(0.1)).toBe(10n);
    expect(toMinor('12.3')).toBe(1_230n);
    expect(toMinor(19.99)).toBe(1_999n);
    expect(toMinor(-5.5)).toBe(-550n);
    expect(toMinor(1.005)).toBeNull();
    expect(toMinor(1e-7)).toBeNull();
    expect(toMinor(Number.NaN)).toBeNull();
    expect(toMinor(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toMinor('1,000')).toBeNull();
    expect(toMinor('')).toBeNull();
    expect(toMinor(12, 0)).toBe(12n);
    expect(toMinor(1.5, 0)).toBeNull();
  });

  it('round-trips every two-decimal amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }), (minor) => {
        expect(toMinor(toMajor(minor))).toBe(minor);
      }),
    );
  });
});

describe('deposit fee', () => {
  const channel = { feeBp: 150, feeFixed: 100n, feeMin: 200n, feeMax: 5_000n };
  it('is amount × percent plus the fixed part, clamped to min and max', () => {
    // 1.5% of 100.00 is 1.50, plus 1.00 fixed: 2.50.
    expect(depositFee(10_000n, channel)).toBe(250n);
    // 1.5% of 5.00 is 0.08 (rounded), plus 1.00: 1.08, raised to the 2.00 minimum.
    expect(depositFee(500n, channel)).toBe(200n);
    // 1.5% of 10,000.00 is 150.00 plus 1.00, capped at 50.00.
    expect(depositFee(1_000_000n, channel)).toBe(5_000n);
    expect(depositFee(10_000n, { feeBp: 0, feeFixed: 0n, feeMin: null, feeMax: null })).toBe(0n);
    expect(depositFee(0n, channel)).toBe(0n);
    // Never more than the amount itself.
    expect(depositFee(100n, channel)).toBe(100n);
  });

  it('rounds shares half up', () => {
    expect(shareOf(1n, 5_000)).toBe(1n);
    expect(shareOf(1n, 4_999)).toBe(0n);
    expect(shareOf(333n, 1_000)).toBe(33n);
  });
});

describe('deposit promotion bonus', () => {
  const tiers = {
    bonusType: 'FIXED' as const,
    minDeposit: 10_000n,
    maxDeposit: null,
    tiers: [
      { minDeposit: 10_000n, bonus: 1_000n },
      { minDeposit: 50_000n, bonus: 6_000n },
      { minDeposit: 100_000n, bonus: 15_000n },
    ],
  };
  const percent = {
    bonusType: 'PERCENTAGE' as const,
    minDeposit: 10_000n,
    maxDeposit: 1_000_000n,
    percentBp: 10_000,
    minBonus: 500n,
    maxBonus: 100_000n,
  };
  it('pays the highest tier reached, and nothing outside the range', () => {
    expect(promotionBonus(9_999n, tiers)).toBeNull();
    expect(promotionBonus(10_000n, tiers)).toBe(1_000n);
    expect(promotionBonus(99_999n, tiers)).toBe(6_000n);
    expect(promotionBonus(5_000_000n, tiers)).toBe(15_000n);
  });
  it('pays a percentage clamped to the minimum and maximum bonus', () => {
    expect(promotionBonus(20_000n, percent)).toBe(20_000n);
    expect(promotionBonus(500_000n, percent)).toBe(100_000n);
    expect(promotionBonus(1_000_001n, percent)).toBeNull();
    expect(promotionBonus(10_000n, { ...percent, percentBp: 100 })).toBe(500n);
  });
});
