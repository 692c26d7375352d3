import { describe, expect, it } from 'vitest';
import {
  checkRebateTexts,
  initialRebateTexts,
  parseRebate,
  rebateInputText,
  rebateText,
} from '../src/features/agent-centre/components/rebate-fields';
import { fundPasswordText, isFundPassword, parseAmount } from '../src/features/agent-centre/lib/team-forms';

// The agent team forms (decision 0054): rebates typed as a series or a percentage become the server's units.

const setting = {
  products: [
    { product: 'LOTT', value: 1980, min: 1800, max: 1980 },
    { product: 'RNG', value: 80, min: 0, max: 80 },
  ],
};

describe('rebate texts', () => {
  it('reads the lottery series as is and a rate in % as basis points', () => {
    expect(parseRebate('LOTT', '1950')).toBe(1950);
    expect(parseRebate('LOTT', '19.5')).toBeNull();
    expect(parseRebate('RNG', '0.8')).toBe(80);
    expect(parseRebate('RNG', '0.75')).toBe(75);
    expect(parseRebate('RNG', '0.755')).toBeNull();
    expect(parseRebate('RNG', '-1')).toBeNull();
    expect(rebateInputText('RNG', 80)).toBe('0.80');
    expect(rebateText('RNG', 5)).toBe('0.05%');
    expect(rebateText('LOTT', 1980)).toBe('1980');
  });

  it('checks each product against its range; the form starts at the minimum', () => {
    expect(initialRebateTexts(setting)).toEqual({ LOTT: '1800', RNG: '0.00' });
    expect(checkRebateTexts(setting, { LOTT: '1960', RNG: '0.80' })).toEqual({
      values: { LOTT: 1960, RNG: 80 },
      ok: true,
      problems: {},
    });
    const bad = checkRebateTexts(setting, { LOTT: '1990', RNG: '0.81' });
    expect(bad.ok).toBe(false);
    expect(bad.problems).toEqual({ LOTT: true, RNG: true });
  });
});

describe('money fields', () => {
  it('takes amounts above zero with at most two decimals, and six-digit fund passwords', () => {
    expect(parseAmount('12.34')).toBe(12.34);
    expect(parseAmount('0')).toBeNull();
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(fundPasswordText('12a3456789')).toBe('123456');
    expect(isFundPassword('123456')).toBe(true);
    expect(isFundPassword('12345')).toBe(false);
  });
});
