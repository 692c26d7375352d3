import { describe, expect, it } from 'vitest';
import {
  animationProgress,
  cardFaces,
  countdownSeconds,
  roundStage,
  roundTimes,
} from '../web/src/games/tables/table-clock.ts';
import {
  gridCell,
  hotAndCold,
  numbersAround,
  pocketAngle,
  rouletteHotspots,
  WHEEL_ORDER,
} from '../web/src/games/tables/roulette-layout.ts';

// Betting 12:00:00 → 12:00:15, reveal until 12:00:24 (a baccarat round).
const times = roundTimes({
  opensAt: '2026-11-28T12:00:00.000Z',
  closesAt: '2026-11-28T12:00:15.000Z',
  revealEndsAt: '2026-11-28T12:00:24.000Z',
});
const at = (s: number) => Date.parse('2026-11-28T12:00:00.000Z') + s * 1000;

describe('table round on the server clock', () => {
  it('counts down to closesAt and locks there even before the server ticks', () => {
    expect(roundStage('betting', times, at(3))).toEqual({ stage: 'betting', left: 12_000, share: 0.8 });
    expect(countdownSeconds(12_000)).toBe(12);
    expect(countdownSeconds(3_200)).toBe(4);
    expect(countdownSeconds(-5)).toBe(0);
    // 15.5 s: the server still says betting, the page shows the reveal 0.5 s in.
    expect(roundStage('betting', times, at(15.5))).toEqual({
      stage: 'revealing',
      elapsed: 500,
      duration: 9_000,
    });
  });

  it('reveals until revealEndsAt, then the round is settled', () => {
    expect(roundStage('revealing', times, at(20))).toEqual({
      stage: 'revealing',
      elapsed: 5_000,
      duration: 9_000,
    });
    // A page whose clock runs early: the server's phase wins, the reveal starts at 0.
    expect(roundStage('revealing', times, at(14))).toEqual({
      stage: 'revealing',
      elapsed: 0,
      duration: 9_000,
    });
    expect(roundStage('revealing', times, at(24))).toEqual({ stage: 'settled' });
    expect(roundStage('settled', times, at(16))).toEqual({ stage: 'settled' });
  });

  it('deals cards one by one, face down then up, within 70% of the reveal', () => {
    // 6 cards over 9 s: 6.3 s of animation, 1 s per card at most → steps of 1 s.
    expect(cardFaces(6, 0, 9_000)).toEqual(['down', 'hidden', 'hidden', 'hidden', 'hidden', 'hidden']);
    expect(cardFaces(6, 2_600, 9_000)).toEqual(['up', 'up', 'up', 'hidden', 'hidden', 'hidden']);
    expect(cardFaces(6, 5_600, 9_000).every((f) => f === 'up')).toBe(true);
    // Dragon tiger, 2 cards over 5 s: 3.5 s / 2 = 1.75 s, capped at 1 s.
    expect(cardFaces(2, 1_400, 5_000)).toEqual(['up', 'down']);
    expect(animationProgress(3_150, 9_000)).toBeCloseTo(0.5);
    expect(animationProgress(8_000, 9_000)).toBe(1);
  });
});

describe('roulette layout', () => {
  it('puts 3 on top of the first column and 34 at the bottom of the last', () => {
    expect(gridCell(3, false)).toEqual({ column: '2', row: '1' });
    expect(gridCell(34, false)).toEqual({ column: '13', row: '3' });
    expect(gridCell(0, false)).toEqual({ column: '1', row: '1 / 4' });
    // Phone: 1 2 3 across the first row under the zero.
    expect(gridCell(1, true)).toEqual({ column: '1', row: '2' });
    expect(gridCell(3, true)).toEqual({ column: '3', row: '2' });
    expect(gridCell(36, true)).toEqual({ column: '3', row: '13' });
  });

  it('has a hotspot for every split, street, corner, line and trio, covering its numbers', () => {
    const spots = rouletteHotspots();
    const ids = spots.map((h) => h.spot);
    expect(new Set(ids).size).toBe(ids.length);
    const count = (p: string) => ids.filter((s) => s.startsWith(`${p}:`)).length;
    // 33 across + 24 up + 3 with zero; 12 streets; 22 corners; 11 lines; 2 trios.
    expect([count('split'), count('street'), count('corner'), count('line'), count('trio')]).toEqual([
      60, 12, 22, 11, 2,
    ]);
    const around = (id: string) => numbersAround(spots.find((h) => h.spot === id)!);
    expect(around('split:17-18')).toEqual([17, 18]);
    expect(around('split:17-20')).toEqual([17, 20]);
    expect(around('corner:13-17')).toEqual([13, 14, 16, 17]);
    expect(around('street:13')).toEqual([13, 14, 15]);
    expect(around('line:13')).toEqual([13, 14, 15, 16, 17, 18]);
    expect(around('split:0-2')).toEqual([0, 2]);
    expect(around('trio:0-1-2')).toEqual([0, 1, 2]);
    expect(around('trio:0-2-3')).toEqual([0, 2, 3]);
  });

  it('turns the wheel so the number lands under the marker', () => {
    expect(WHEEL_ORDER).toHaveLength(37);
    expect(new Set(WHEEL_ORDER).size).toBe(37);
    expect(pocketAngle(0)).toBe(0);
    // 32 is the next pocket clockwise: one pocket (360/37°) back.
    expect(pocketAngle(32)).toBeCloseTo(-360 / 37);
    expect(pocketAngle(26)).toBeCloseTo((-36 * 360) / 37);
  });

  it('finds hot and cold numbers, ties to the lower number', () => {
    const { hot, cold } = hotAndCold([17, 17, 17, 5, 5, 0, 36, 36], 3);
    expect(hot).toEqual([17, 5, 36]);
    expect(cold).toEqual([1, 2, 3]);
  });
});
