import { describe, expect, it } from 'vitest';
import type { DepositPromotion, WalletBalance } from '@portal/contract';
import {
  checkOutgoingAmount,
  isPaymentPassword,
  mainWalletBalance,
  normalizeAccountNumber,
  paymentPasswordText,
  promotionOffer,
  withdrawPreview,
} from '../src/features/member-centre/lib/money-forms';
import { presetDays } from '../src/lib/date-range';
import {
  liveAuth,
  liveUrl,
  parseLiveEvent,
  reconnectDelay,
} from '../src/features/member-centre/lib/live-events';

const promo = (over: Partial<DepositPromotion>): DepositPromotion => ({
  promotionId: 1,
  name: 'P',
  remark: '',
  bonusType: 'PERCENTAGE',
  minDeposit: 100,
  maxDeposit: null,
  tiers: [],
  percent: 100,
  minBonus: 0,
  maxBonus: 1000,
  turnoverMultiple: 10,
  condition: 'ANY',
  claimLimit: 'NONE',
  ...over,
});

describe('withdrawal and transfer amounts', () => {
  it('reads the main wallet balance', () => {
    const balance = {
      sumBalance: 12,
      balance: [
        { accountTypeId: 1, name: 'Bonus', availBalance: 5, status: 'OK' },
        { accountTypeId: 0, name: 'Main', availBalance: 7.5, status: 'OK' },
      ],
      currency: 'TWD',
      currencySymbol: '$',
    } satisfies WalletBalance;
    expect(mainWalletBalance(balance)).toBe(7.5);
    expect(mainWalletBalance(undefined)).toBe(0);
  });

  it('checks limits before the balance', () => {
    const limits = { min: 50, max: 1000, available: 200 };
    expect(checkOutgoingAmount('', limits).problem).toBe('required');
    expect(checkOutgoingAmount('1.234', limits).problem).toBe('format');
    expect(checkOutgoingAmount('49.99', limits).problem).toBe('belowMin');
    expect(checkOutgoingAmount('1000.01', limits).problem).toBe('aboveMax');
    expect(checkOutgoingAmount('200.01', limits).problem).toBe('overBalance');
    expect(checkOutgoingAmount('200', limits).amount).toBe(20_000n);
    expect(checkOutgoingAmount('0', { available: 10 }).problem).toBe('belowMin');
  });

  it('previews the fee and the payout exactly', () => {
    expect(withdrawPreview(5_000n, 1)).toEqual({ fee: 50n, payout: 4_950n });
    expect(withdrawPreview(0n, 1)).toEqual({ fee: 0n, payout: 0n });
  });
});

describe('deposit promotion offers', () => {
  it('gives a clamped percentage bonus and its turnover', () => {
    expect(promotionOffer(promo({}), 20_000n)).toEqual({ bonus: 20_000n, turnover: 400_000n });
    expect(promotionOffer(promo({}), 500_000n)).toEqual({ bonus: 100_000n, turnover: 6_000_000n });
  });
  it('uses the highest tier reached for fixed bonuses', () => {
    const fixed = promo({
      bonusType: 'FIXED',
      turnoverMultiple: 5,
      tiers: [
        { minDeposit: 100, bonus: 10 },
        { minDeposit: 500, bonus: 60 },
      ],
    });
    expect(promotionOffer(fixed, 60_000n)).toEqual({ bonus: 6_000n, turnover: 330_000n });
  });
  it('says why a promotion cannot be chosen', () => {
    expect(promotionOffer(promo({}), undefined).blocked).toBe('noAmount');
    expect(promotionOffer(promo({}), 9_999n).blocked).toBe('belowMin');
    expect(promotionOffer(promo({ maxDeposit: 500 }), 50_001n).blocked).toBe('aboveMax');
  });
});

describe('payment password and account numbers', () => {
  it('keeps six digits', () => {
    expect(paymentPasswordText('12a34 5678')).toBe('123456');
    expect(isPaymentPassword('123456')).toBe(true);
    expect(isPaymentPassword('12345')).toBe(false);
  });
  it('normalizes card numbers and e-wallet accounts', () => {
    expect(normalizeAccountNumber('B', '6222 0000 1234 5678')).toBe('6222000012345678');
    expect(normalizeAccountNumber('B', '123456789')).toBeNull();
    expect(normalizeAccountNumber('B', '12345678901234567890')).toBeNull();
    expect(normalizeAccountNumber('E', ' me@wallet.io ')).toBe('me@wallet.io');
    expect(normalizeAccountNumber('E', 'abc')).toBeNull();
  });
});

describe('report days and live events', () => {
  it('turns presets into local calendar days', () => {
    const now = new Date(2026, 2, 1, 10);
    expect(presetDays('today', now)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-01' });
    expect(presetDays('last7', now)).toEqual({ startDate: '2026-02-23', endDate: '2026-03-01' });
  });
  it('builds the socket address and parses events', () => {
    // Under the API (the page route /live is the live casino), and no token in the address.
    expect(liveUrl({ protocol: 'https:', host: 'a.example' })).toBe('wss://a.example/wps/live');
    expect(liveUrl({ protocol: 'http:', host: 'h:1' })).toBe('ws://h:1/wps/live');
    expect(JSON.parse(liveAuth('demo', 't k'))).toEqual({ type: 'auth', merchant: 'demo', token: 't k' });
    expect(parseLiveEvent('{"type":"upline","from":"x","amount":12.5}')).toEqual({
      type: 'upline',
      from: 'x',
      amount: 12.5,
    });
    expect(parseLiveEvent('{"type":"deposit","orderId":5}')).toBeNull();
    expect(parseLiveEvent('nope')).toBeNull();
    expect(parseLiveEvent('{"type":"toString"}')).toBeNull();
    expect(parseLiveEvent('{"type":"balance","extra":1}')).toEqual({ type: 'balance' });
    // A manual bonus issued to the member (decision 0046).
    expect(
      parseLiveEvent('{"type":"manualPromo","rewardId":"7","amount":8,"pointAmount":0,"name":"x"}'),
    ).toEqual({ type: 'manualPromo', rewardId: '7', amount: 8, pointAmount: 0, name: 'x' });
    expect(
      parseLiveEvent('{"type":"manualPromo","rewardId":7,"amount":8,"pointAmount":0,"name":"x"}'),
    ).toBeNull();
    // A reward paid (sign-in, tickets, promo codes…): the source travels, nothing else.
    expect(parseLiveEvent('{"type":"reward","source":"signin","amount":5}')).toEqual({
      type: 'reward',
      source: 'signin',
    });
    expect(parseLiveEvent('{"type":"reward"}')).toBeNull();
    expect(reconnectDelay(0)).toBe(1_000);
    expect(reconnectDelay(10)).toBe(30_000);
  });
});
