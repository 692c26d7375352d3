import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletBalance } from '@portal/contract';
import { customRange, lastTwoDays, MAX_RECORD_DAYS, relativeDay } from '../src/lib/date-range.ts';
import {
  canSwap,
  fromWallets,
  settlePair,
  toWallets,
} from '../src/features/member-centre/lib/wallet-transfer.ts';

type Wallet = WalletBalance['balance'][number];
const wallet = (accountTypeId: number, availBalance: number, status: Wallet['status'] = 'OK'): Wallet => ({
  accountTypeId,
  name: `W${accountTypeId}`,
  availBalance,
  status,
});

describe('wallet transfer choices (inventory 1.2.1)', () => {
  const wallets = [
    wallet(0, 100),
    wallet(1, 50), // bonus: never part of a transfer
    wallet(124, 0),
    wallet(130, 250),
    wallet(103, 0, 'UNAVAILABLE'),
    wallet(140, 30, 'MAINTENANCE'),
  ];

  it('takes money only from wallets holding some, the fullest first, never the bonus wallet', () => {
    expect(fromWallets(wallets).map((w) => w.accountTypeId)).toEqual([130, 0, 140]);
  });

  it('moves main-wallet money to any vendor wallet (those down disabled), vendor money back to main', () => {
    expect(toWallets(wallets, 0).map((o) => [o.wallet.accountTypeId, o.disabled])).toEqual([
      [124, false],
      [130, false],
      [103, true],
      [140, true],
    ]);
    expect(toWallets(wallets, 130).map((o) => o.wallet.accountTypeId)).toEqual([0]);
    expect(toWallets(wallets, null)).toEqual([]);
  });

  it('keeps a possible choice and replaces an impossible one', () => {
    expect(settlePair(wallets, { from: 0, to: 130 })).toEqual({ from: 0, to: 130 });
    expect(settlePair(wallets, { from: 0, to: 103 })).toEqual({ from: 0, to: 124 });
    expect(settlePair(wallets, { from: 124, to: 0 })).toEqual({ from: 130, to: 0 });
    expect(settlePair(wallets, { from: 130, to: 124 })).toEqual({ from: 130, to: 0 });
    // No money anywhere: still shows where main-wallet money could go.
    expect(settlePair([wallet(0, 0), wallet(124, 0)], { from: 0, to: null })).toEqual({
      from: null,
      to: 124,
    });
  });

  it('swaps only when the target holds money and the source may take it', () => {
    expect(canSwap(wallets, 0, 130)).toBe(true);
    expect(canSwap(wallets, 0, 124)).toBe(false); // the vendor wallet is empty
    expect(canSwap(wallets, 140, 0)).toBe(false); // main cannot pay into a wallet under maintenance
    expect(canSwap(wallets, null, 0)).toBe(false);
  });
});

// Local days, in a zone with a daylight-saving change.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe('betting record custom range', () => {
  it('is whole local days, the end exclusive', () => {
    expect(customRange('2026-03-01', '2026-03-10')).toEqual({
      range: { startTime: '2026-03-01T05:00:00.000Z', endTime: '2026-03-11T04:00:00.000Z' },
    });
  });

  it('allows 31 days and no more', () => {
    expect(MAX_RECORD_DAYS).toBe(31);
    expect(customRange('2026-01-01', '2026-01-31').range).toBeDefined();
    expect(customRange('2026-01-01', '2026-02-01')).toEqual({ problem: 'tooLong' });
  });

  it('stays within 31 × 24 h across the autumn clock change', () => {
    // 1 Nov 2026 has 25 hours in New York: 31 local days are an hour too long for the server.
    expect(customRange('2026-10-15', '2026-11-14')).toEqual({ problem: 'tooLong' });
    expect(customRange('2026-10-16', '2026-11-14').range).toBeDefined();
  });

  it('refuses a reversed or a missing date', () => {
    expect(customRange('2026-03-10', '2026-03-09')).toEqual({ problem: 'order' });
    expect(customRange('', '2026-03-09')).toEqual({ problem: 'invalid' });
    expect(customRange('2026-02-30', '2026-03-09')).toEqual({ problem: 'invalid' });
  });
});

describe('recent transfers', () => {
  const now = new Date('2026-03-10T19:30:00Z'); // 15:30 in New York

  it('covers yesterday and today', () => {
    expect(lastTwoDays(now)).toEqual({
      startTime: '2026-03-09T04:00:00.000Z',
      endTime: '2026-03-11T04:00:00.000Z',
    });
  });

  it('names today and yesterday, older days by date', () => {
    expect(relativeDay('2026-03-10T04:00:00.000Z', now)).toBe('today');
    expect(relativeDay('2026-03-10T03:59:59.000Z', now)).toBe('yesterday');
    expect(relativeDay('2026-03-09T03:00:00.000Z', now)).toBeNull();
    expect(relativeDay('not a date', now)).toBeNull();
  });
});
