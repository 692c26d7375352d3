import { describe, expect, it } from 'vitest';
import {
  createThrottle,
  drawDeadline,
  formatCountdown,
  lockDeadline,
  secondsLeft,
  serverInstant,
  timed,
} from '../src/features/lottery/lib/countdown.ts';

describe('countdown to lock, corrected by half the round trip', () => {
  it('counts remainTime − lockTime × 1000 from the middle of the round trip', () => {
    const trip = { sentAt: 10_000, receivedAt: 10_400 };
    expect(serverInstant(trip)).toBe(10_200);
    // 60 s to the draw, sales close 10 s before it.
    expect(lockDeadline({ remainTime: 60_000, lockTime: 10 }, trip)).toBe(10_200 + 50_000);
    expect(drawDeadline({ remainTime: 60_000, lockTime: 10 }, trip)).toBe(10_200 + 60_000);
  });

  it('a slow answer moves the deadline earlier than taking the arrival as "now"', () => {
    const fast = lockDeadline({ remainTime: 30_000, lockTime: 0 }, { sentAt: 0, receivedAt: 100 });
    const slow = lockDeadline({ remainTime: 30_000, lockTime: 0 }, { sentAt: 0, receivedAt: 2_100 });
    expect(slow - 2_100).toBeLessThan(fast - 100);
    expect(slow).toBe(31_050);
  });

  it('never counts below zero and rounds partial seconds up', () => {
    expect(secondsLeft(5_000, 4_001)).toBe(1);
    expect(secondsLeft(5_000, 5_000)).toBe(0);
    expect(secondsLeft(5_000, 9_000)).toBe(0);
    expect(secondsLeft(65_000, 0)).toBe(65);
  });

  it('shows HH:MM:SS, daily games past 24 hours, and --:--:-- with no deadline', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(65)).toBe('00:01:05');
    expect(formatCountdown(26 * 3600 + 61)).toBe('26:01:01');
    expect(formatCountdown(null)).toBe('--:--:--');
  });

  it('stamps a call with its round trip', async () => {
    let t = 1_000;
    const now = () => (t += 150);
    const result = await timed(async () => ({ remainTime: 1 }), now);
    expect(result).toEqual({ value: { remainTime: 1 }, sentAt: 1_150, receivedAt: 1_300 });
  });

  it('lets a refetch at 0 through once every 5 s', () => {
    let t = 0;
    const gate = createThrottle(5_000, () => t);
    expect(gate()).toBe(true);
    t = 1_000;
    expect(gate()).toBe(false);
    t = 4_999;
    expect(gate()).toBe(false);
    t = 5_000;
    expect(gate()).toBe(true);
  });
});
