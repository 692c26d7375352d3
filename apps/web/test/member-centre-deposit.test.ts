import { describe, expect, it } from 'vitest';
import {
  checkDepositAmount,
  depositPreview,
  nextAmountText,
  paymentPageUrl,
  percentToBp,
} from '../src/features/member-centre/lib/deposit-amount.ts';

/** The demo merchant's sandbox gateway: 1 % fee capped at 50.00, 0.5 % rebate, 10.00 to 50,000.00. */
const sandbox = {
  feePercent: 1,
  feeFixed: 0,
  feeMin: null,
  feeMax: 50,
  rebatePercent: 0.5,
  min: 10,
  max: 50_000,
  fixAmounts: [100, 500, 1000, 5000],
  fixAmountOnly: false,
};

describe('deposit preview', () => {
  it('books 100.00 as fee 1.00, rebate 0.50 and 99.50 received', () => {
    expect(depositPreview(sandbox, 10_000n)).toEqual({
      amount: 10_000n,
      fee: 100n,
      rebate: 50n,
      credit: 9_950n,
    });
  });

  it('clamps the fee to its maximum and minimum and adds the fixed part', () => {
    expect(depositPreview(sandbox, 1_000_000n).fee).toBe(5_000n);
    const channel = { ...sandbox, feePercent: 0.5, feeFixed: 2, feeMin: 3, feeMax: null };
    expect(depositPreview(channel, 1_000n).fee).toBe(300n); // 0.05 + 2.00 → minimum 3.00
    expect(depositPreview(channel, 100_000n).fee).toBe(700n); // 5.00 + 2.00
  });

  it('rounds shares half up to the cent, in exact integers', () => {
    // 1.15 % of 33.33 = 0.383295 → 0.38; 0.5 % of 0.99 = 0.00495 → 0.00
    const channel = { ...sandbox, feePercent: 1.15, feeMax: null, rebatePercent: 0.5 };
    expect(depositPreview(channel, 3_333n)).toMatchObject({ fee: 38n, rebate: 17n });
    expect(depositPreview(channel, 99n).rebate).toBe(0n);
    expect(percentToBp(1.15)).toBe(115);
    expect(percentToBp(0.29)).toBe(29);
  });

  it('never takes more fee than the amount', () => {
    const channel = { ...sandbox, feeFixed: 20, feeMax: null };
    expect(depositPreview(channel, 1_000n)).toMatchObject({ fee: 1_000n, credit: 5n });
  });
});

describe('deposit amount', () => {
  it('accepts amounts within the limits with at most two decimals', () => {
    expect(checkDepositAmount(sandbox, '100')).toEqual({ amount: 10_000n });
    expect(checkDepositAmount(sandbox, ' 10.5 ')).toEqual({ amount: 1_050n });
    expect(checkDepositAmount(sandbox, '50000.00')).toEqual({ amount: 5_000_000n });
  });

  it('names what is wrong', () => {
    expect(checkDepositAmount(sandbox, '')).toEqual({ problem: 'required' });
    expect(checkDepositAmount(sandbox, '1.005')).toEqual({ problem: 'format' });
    expect(checkDepositAmount(sandbox, '1e3')).toEqual({ problem: 'format' });
    expect(checkDepositAmount(sandbox, '-20')).toEqual({ problem: 'format' });
    expect(checkDepositAmount(sandbox, '0')).toEqual({ problem: 'belowMin' });
    expect(checkDepositAmount(sandbox, '9.99')).toEqual({ problem: 'belowMin' });
    expect(checkDepositAmount(sandbox, '50000.01')).toEqual({ problem: 'aboveMax' });
  });

  it('takes only the fixed amounts when the channel says so', () => {
    const fixed = { ...sandbox, fixAmountOnly: true };
    expect(checkDepositAmount(fixed, '500')).toEqual({ amount: 50_000n });
    expect(checkDepositAmount(fixed, '501')).toEqual({ problem: 'notFixed' });
  });

  it('lets the field hold only a plain amount while typing', () => {
    expect(nextAmountText('', '1')).toBe('1');
    expect(nextAmountText('10', '10.')).toBe('10.');
    expect(nextAmountText('10.5', '10.55')).toBe('10.55');
    expect(nextAmountText('10.55', '10.555')).toBe('10.55');
    expect(nextAmountText('10', '10a')).toBe('10');
    expect(nextAmountText('10', '10,5')).toBe('10.5');
    expect(nextAmountText('1', '1,000')).toBe('1');
    expect(nextAmountText('5', '')).toBe('');
  });
});

describe('payment page address', () => {
  const origin = 'https://portal.example';
  it('adds the language to a same-origin path', () => {
    expect(paymentPageUrl('/sandbox/pay/abc', 'EN', origin)).toBe('/sandbox/pay/abc?lang=EN');
    expect(paymentPageUrl('/sandbox/pay/abc?x=1', 'TW', origin)).toBe('/sandbox/pay/abc?x=1&lang=TW');
  });
  it('keeps an outside gateway absolute and refuses other schemes', () => {
    expect(paymentPageUrl('https://pay.example/p/1', 'VI', origin)).toBe('https://pay.example/p/1?lang=VI');
    expect(paymentPageUrl('javascript:alert(1)', 'EN', origin)).toBeNull();
  });
});
