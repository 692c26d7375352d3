import { describe, expect, it } from 'vitest';
import { msToReach, multiplierAt } from '../src/engine/crash.ts';
import {
  CLOCK_WINDOW,
  addSample,
  backoffMs,
  clockOffset,
  crashView,
  crashWinMinor,
  parseCashout,
  serverNow,
} from '../web/src/lib/crash-clock.ts';

describe('crash clock correction', () => {
  it('takes the least delayed message as the clock offset', () => {
    // Server clock 5 s ahead; messages took 80, 20 and 300 ms.
    let samples = addSample([], { server: 10_000, local: 5_080 });
    samples = addSample(samples, { server: 20_000, local: 15_020 });
    samples = addSample(samples, { server: 30_000, local: 25_300 });
    expect(clockOffset(samples)).toBe(4_980);
    expect(serverNow(100_000, samples)).toBe(104_980);
    expect(clockOffset([])).toBe(0);
  });

  it('keeps a window of recent samples and drops bad times', () => {
    let samples = addSample([], { server: 1_000_000, local: 0 }); // an old, wrong outlier
    for (let i = 1; i <= CLOCK_WINDOW; i++)
      samples = addSample(samples, { server: i * 1000 + 50, local: i * 1000 });
    expect(samples).toHaveLength(CLOCK_WINDOW);
    expect(clockOffset(samples)).toBe(50);
    expect(addSample(samples, { server: Number.NaN, local: 1 })).toHaveLength(CLOCK_WINDOW);
  });

  it('shows the countdown while betting, the curve while running, the crash point once crashed', () => {
    const startsAt = 1_000_000;
    expect(
      crashView({ phase: 'betting', startsAt, multiplier: 100, crashPoint: null }, startsAt - 4_200),
    ).toEqual({
      phase: 'betting',
      multiplier: 100,
      elapsed: 0,
      countdown: 4_200,
    });
    const running = crashView(
      { phase: 'running', startsAt, multiplier: 100, crashPoint: null },
      startsAt + 10_000,
    );
    expect(running.multiplier).toBe(multiplierAt(10_000));
    expect(running.elapsed).toBe(10_000);
    // Never below what the server last said (a slow local clock).
    expect(
      crashView({ phase: 'running', startsAt, multiplier: 500, crashPoint: null }, startsAt + 10).multiplier,
    ).toBe(500);
    const crashed = crashView(
      { phase: 'crashed', startsAt, multiplier: 240, crashPoint: 237 },
      startsAt + 99_999,
    );
    expect(crashed).toMatchObject({ phase: 'crashed', multiplier: 237 });
  });

  it('an uncorrected clock would show another multiplier', () => {
    const startsAt = 2_000_000;
    const samples = addSample([], { server: startsAt + 14_000, local: startsAt + 4_000 });
    const local = startsAt + 5_000;
    const corrected = crashView(
      { phase: 'running', startsAt, multiplier: 100, crashPoint: null },
      serverNow(local, samples),
    );
    expect(corrected.multiplier).toBe(multiplierAt(15_000));
    expect(corrected.multiplier).not.toBe(multiplierAt(5_000));
    expect(msToReach(corrected.multiplier)).toBeLessThanOrEqual(15_000);
  });

  it('backs off from 0.5 s to 10 s with bounded jitter', () => {
    expect(backoffMs(0, 0)).toBe(500);
    expect(backoffMs(1, 0)).toBe(1000);
    expect(backoffMs(3, 0)).toBe(4000);
    expect(backoffMs(30, 0)).toBe(10_000);
    expect(backoffMs(30, 1)).toBe(12_500);
  });

  it('computes the cash-out win like the server and parses targets', () => {
    expect(crashWinMinor(1000, 235)).toBe(2350);
    expect(crashWinMinor(333, 150)).toBe(499);
    expect(crashWinMinor(1_000_000_000, 100_000_000)).toBe(1_000_000_000_000_000);
    expect(parseCashout('2')).toBe(200);
    expect(parseCashout('2.5x')).toBe(250);
    expect(parseCashout('1,75')).toBe(175);
    expect(parseCashout('1.00')).toBeNull();
    expect(parseCashout('abc')).toBeNull();
    expect(parseCashout('2.555')).toBeNull();
  });
});
