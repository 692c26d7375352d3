import { describe, expect, it } from 'vitest';
import {
  formatChip,
  formatMoney,
  formatMultiplier,
  formatMultiplier4,
  formatPercent,
  fractionDigits,
  toMajor,
  toMinor,
  winFor,
} from '../web/src/lib/money.ts';

describe('money on the game pages', () => {
  it('converts major and minor units exactly', () => {
    expect(toMinor(0.1 + 0.2, 2)).toBe(30);
    expect(toMinor(4.35, 2)).toBe(435); // 4.35 * 100 = 434.99999999999994
    expect(toMinor(1.15, 2)).toBe(115);
    expect(toMinor(12345, 0)).toBe(12345);
    expect(toMajor(150, 2)).toBe(1.5);
    expect(toMajor(1, 3)).toBe(0.001);
    for (let minor = 0; minor < 2000; minor += 7) expect(toMinor(toMajor(minor, 2), 2)).toBe(minor);
  });

  it('formats major amounts with the currency decimals and the language grouping', () => {
    expect(formatMoney(1234.5, 2, 'en')).toBe('1,234.50');
    expect(formatMoney(0.1 + 0.2, 2, 'en')).toBe('0.30');
    expect(formatMoney(1234567, 0, 'en')).toBe('1,234,567');
    expect(formatMoney(1234.5, 2, 'vi')).toBe('1.234,50');
    expect(formatMoney(-3, 2, 'en')).toBe('-3.00');
  });

  it('shortens chips', () => {
    expect(formatChip(10, 2, 'en')).toBe('10');
    expect(formatChip(0.5, 2, 'en')).toBe('0.50');
    expect(formatChip(2500, 2, 'en')).toBe('2.5K');
    expect(formatChip(1000000, 0, 'en')).toBe('1M');
    expect(formatChip(999, 0, 'en')).toBe('999');
  });

  it('formats multipliers from hundredths and ten-thousandths, rounding down', () => {
    expect(formatMultiplier(235, 'en')).toBe('2.35×');
    expect(formatMultiplier(100000, 'en')).toBe('1,000.00×');
    expect(formatMultiplier4(19800, 'en')).toBe('1.9800×');
    expect(formatMultiplier4(99_000_000 / 3, 'en')).toBe('3,300.0000×');
    expect(formatPercent(0.9611, 'en')).toBe('96.11%');
  });

  it('counts the decimals an amount is written with', () => {
    expect(fractionDigits(12.5)).toBe(1);
    expect(fractionDigits(3)).toBe(0);
    expect(fractionDigits(0.001)).toBe(3);
    expect(fractionDigits(1e-7)).toBe(7);
  });

  it('computes a win like the engine: floor(bet in minor units * multiplier / scale)', () => {
    expect(winFor(1, 19800, 10_000, 2)).toBe(1.98);
    expect(winFor(0.03, 15000, 10_000, 2)).toBe(0.04); // 3 * 1.5 = 4.5 -> 4
    expect(winFor(10, 250, 100, 0)).toBe(25);
    expect(winFor(7, 333, 100, 0)).toBe(23); // 23.31 -> 23
  });
});
