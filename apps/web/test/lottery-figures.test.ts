import { describe, expect, it } from 'vitest';
import { planChase, DEFAULT_CHASE } from '../src/features/lottery/lib/chase-plan.ts';
import {
  clampMultiple,
  impliedRebatePercent,
  lineStake,
  prizeAt,
  sumAmounts,
} from '../src/features/lottery/lib/stake.ts';
import { positionShape, trendTable } from '../src/features/lottery/lib/trend.ts';

describe('bet bar figures', () => {
  it('stake = bet count × unit × multiple, exact in every unit', () => {
    expect(lineStake(5, 2, 1)).toBe(10);
    expect(lineStake(3, 0.2, 7)).toBe(4.2);
    expect(lineStake(1, 0.02, 3)).toBe(0.06);
    expect(lineStake(0, 2, 3)).toBe(0);
    expect(sumAmounts([0.1, 0.2, 0.06])).toBe(0.36);
  });

  it('prize scales with unit and series; the implied rebate is (max − series) / base', () => {
    expect(prizeAt(19.8, 2, 2, 1980, 1980)).toBe(19.8);
    expect(prizeAt(19.8, 2, 0.2, 1980, 1980)).toBe(1.98);
    expect(prizeAt(19.8, 2, 2, 1800, 1980)).toBe(18);
    expect(impliedRebatePercent(1980, 1980, 2000)).toBe(0);
    expect(impliedRebatePercent(1900, 1980, 2000)).toBe(4);
    expect(impliedRebatePercent(1800, 1980, 2000)).toBe(9);
  });

  it('the multiple typed in stays within 1..max', () => {
    expect(clampMultiple('12', 100)).toBe(12);
    expect(clampMultiple('', 100)).toBe(1);
    expect(clampMultiple('0', 100)).toBe(1);
    expect(clampMultiple('999', 100)).toBe(100);
  });
});

describe('chase plan', () => {
  const limits = { maxPeriods: 120, maxMultiple: 10_000 };
  it('takes consecutive numeros from the one on sale, same multiples', () => {
    const plan = planChase('SSC1', '20261123-1439', { ...DEFAULT_CHASE, periods: 3 }, 4, limits);
    expect(plan).toEqual({
      ok: true,
      rows: [
        { numero: '20261123-1439', multiple: 1, stake: 4 },
        { numero: '20261123-1440', multiple: 1, stake: 4 },
        { numero: '20261124-0001', multiple: 1, stake: 4 },
      ],
      total: 12,
    });
  });

  it('doubles every n periods and refuses what the server would', () => {
    const plan = planChase(
      'SSC1',
      '20261123-0001',
      { ...DEFAULT_CHASE, periods: 5, mode: 'double', startMultiple: 1, everyPeriods: 2 },
      2,
      limits,
    );
    expect(plan.ok && plan.rows.map((r) => r.multiple)).toEqual([1, 1, 2, 2, 4]);
    expect(plan.ok && plan.total).toBe(20);
    expect(planChase('SSC1', '20261123-0001', { ...DEFAULT_CHASE, periods: 0 }, 2, limits)).toEqual({
      ok: false,
      reason: 'periods',
    });
    expect(
      planChase(
        'SSC1',
        '20261123-0001',
        { ...DEFAULT_CHASE, periods: 20, mode: 'double', startMultiple: 1000, everyPeriods: 1 },
        2,
        limits,
      ),
    ).toEqual({ ok: false, reason: 'multiple' });
  });
});

describe('trend chart', () => {
  it('counts misses, frequency, hot and cold per position', () => {
    // Newest first, as /lgw/draw/code answers.
    const draws = [
      { numero: '3', winNo: '1,0,0,0,0' },
      { numero: '2', winNo: '2,0,0,0,0' },
      { numero: '1', winNo: '1,0,0,0,0' },
    ];
    const t = trendTable(draws, 0, positionShape('SSC')!.values);
    expect(t.rows.map((r) => r.numero)).toEqual(['1', '2', '3']);
    expect(t.rows[1]!.misses[1]).toBe(1);
    expect(t.frequency.slice(0, 3)).toEqual([0, 2, 1]);
    expect(t.currentMiss.slice(0, 3)).toEqual([3, 0, 1]);
    expect(t.maxMiss[1]).toBe(1);
    expect(t.hot).toEqual([1]);
    expect(t.cold).toEqual([0, 3, 4, 5, 6, 7, 8, 9]);
    expect(positionShape('VNC_27')).toBeNull();
  });
});
