import { describe, expect, it } from 'vitest';
import { fishingSetting, tableSettingUpdate } from '../src/house-operator.ts';
import { sportsSettings } from '../src/sports-operator.ts';

// The operator APIs take amounts in major units with at most two decimals. Amounts whose cents a float cannot
// hold exactly (1.15 * 100 = 114.99999999999999) were refused by an exact comparison: 1.10 could not be set.

const stakes = (min: number, max: number) =>
  sportsSettings.shape.stakes.safeParse({ default: { min, max }, byKind: {} });

describe('operator amounts', () => {
  it('take every two-decimal amount, also those a float holds inexactly', () => {
    for (const v of [1.1, 1.15, 0.29, 4.35, 0.01, 50_000])
      expect(stakes(v, 50_000).success, String(v)).toBe(true);
    expect(fishingSetting.safeParse({ enabled: true, bulletMin: 0.29, bulletMax: 4.35 }).success).toBe(true);
    expect(
      tableSettingUpdate.safeParse({
        enabled: true,
        minBet: 1.15,
        maxBet: 100,
        sideMaxBet: 10,
        bettingSeconds: 15,
      }).success,
    ).toBe(true);
  });

  it('refuse more than two decimals, zero and negatives', () => {
    for (const v of [1.234, 0.005, 0, -1]) expect(stakes(v, 50_000).success, String(v)).toBe(false);
    expect(fishingSetting.safeParse({ enabled: true, bulletMin: 0.105, bulletMax: 1 }).success).toBe(false);
  });
});
