import { describe, expect, it } from 'vitest';
import { toMinor } from '@portal/contract/money';
import { formatMinor, fromLocalInput, minorToInput, toLocalInput } from '../src/lib/format.ts';
import { can } from '../src/lib/auth.ts';

describe('money in minor units', () => {
  it('formats integer minor units exactly, also past 2^53', () => {
    expect(formatMinor(123456, 2, 'EN')).toBe('1,234.56');
    expect(formatMinor(-5, 2, 'EN')).toBe('-0.05');
    expect(formatMinor(0, 2, 'EN')).toBe('0.00');
    expect(formatMinor('900719925474099312', 2, 'EN')).toBe('9,007,199,254,740,993.12');
    expect(formatMinor(10n, 0, 'EN')).toBe('10');
    expect(formatMinor('not a number', 2, 'EN')).toBe('not a number');
  });
});

describe('amount inputs', () => {
  it('show minor units as plain major text that reads back exactly', () => {
    expect(minorToInput('100050', 2)).toBe('1000.50');
    expect(minorToInput(500n, 2)).toBe('5.00');
    expect(minorToInput('123456789012', 0)).toBe('123456789012');
    for (const minor of [0n, 1n, 99n, 100_000n, 123_456_789n])
      expect(toMinor(minorToInput(minor, 2), 2)).toBe(minor);
  });
});

describe('permissions in the UI', () => {
  const me = { permissions: ['members.read', 'staff.read'] };
  it('shows what the staff member holds, and null routes to anyone signed in', () => {
    expect(can(me, 'members.read')).toBe(true);
    expect(can(me, 'members.manage')).toBe(false);
    expect(can(me, null)).toBe(true);
    expect(can(undefined, null)).toBe(false);
    expect(can(undefined, 'members.read')).toBe(false);
  });
});

describe('datetime-local inputs', () => {
  it('show and read back the reader’s wall time, not UTC', () => {
    const saved = process.env.TZ;
    process.env.TZ = 'Asia/Taipei';
    try {
      expect(toLocalInput('2026-01-10T16:30:00.000Z')).toBe('2026-01-11T00:30');
      expect(fromLocalInput('2026-01-11T00:30')).toBe('2026-01-10T16:30:00.000Z');
      expect(fromLocalInput(toLocalInput('2026-03-01T01:02:00.000Z'))).toBe('2026-03-01T01:02:00.000Z');
      expect(toLocalInput(null)).toBe('');
      expect(fromLocalInput('')).toBeNull();
    } finally {
      process.env.TZ = saved;
    }
  });
});
