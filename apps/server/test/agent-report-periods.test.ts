import { describe, expect, it } from 'vitest';
import { datesOf, localDate, resolvePeriod } from '../src/modules/agent-reports/periods.ts';

const TZ = 'Asia/Taipei'; // UTC+8, no daylight saving
const at = (iso: string) => new Date(iso);

describe('agent report periods', () => {
  it('takes the calendar day in the merchant zone around midnight', () => {
    // 15:59:59 UTC is 23:59:59 in Taipei; 16:00 UTC is the next day there.
    expect(localDate(at('2026-11-28T15:59:59Z'), TZ)).toBe('2026-11-28');
    expect(localDate(at('2026-11-28T16:00:00Z'), TZ)).toBe('2026-11-29');
    expect(resolvePeriod('today', at('2026-11-28T16:00:00Z'), TZ)).toEqual({
      startDate: '2026-11-29',
      endDate: '2026-11-29',
    });
    expect(resolvePeriod('yesterday', at('2026-11-28T16:00:00Z'), TZ)).toEqual({
      startDate: '2026-11-28',
      endDate: '2026-11-28',
    });
    // The same moment in UTC is still the 28th.
    expect(resolvePeriod('today', at('2026-11-28T16:00:00Z'), 'UTC')!.startDate).toBe('2026-11-28');
  });

  it('runs weeks from Sunday to Saturday', () => {
    // Saturday 2026-11-28 in Taipei: this week began Sunday the 22nd.
    const saturday = at('2026-11-28T10:00:00Z');
    expect(resolvePeriod('thisWeek', saturday, TZ)).toEqual({
      startDate: '2026-11-22',
      endDate: '2026-11-28',
    });
    expect(resolvePeriod('lastWeek', saturday, TZ)).toEqual({
      startDate: '2026-11-15',
      endDate: '2026-11-21',
    });
    // Saturday 23:59 UTC is already Sunday the 29th in Taipei: a new week of one day.
    const sunday = at('2026-11-28T16:30:00Z');
    expect(resolvePeriod('thisWeek', sunday, TZ)).toEqual({ startDate: '2026-11-29', endDate: '2026-11-29' });
    expect(resolvePeriod('lastWeek', sunday, TZ)).toEqual({ startDate: '2026-11-22', endDate: '2026-11-28' });
    // A week across a month and a year end.
    expect(resolvePeriod('lastWeek', at('2027-01-02T01:00:00Z'), TZ)).toEqual({
      startDate: '2026-12-20',
      endDate: '2026-12-26',
    });
    expect(resolvePeriod('thisWeek', at('2027-01-02T01:00:00Z'), TZ)).toEqual({
      startDate: '2026-12-27',
      endDate: '2027-01-02',
    });
  });

  it('runs months from the first, last month to its last day', () => {
    expect(resolvePeriod('thisMonth', at('2026-11-28T10:00:00Z'), TZ)).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-28',
    });
    // 2026-02-28 16:00 UTC is 1 March in Taipei: last month is February (28 days).
    expect(resolvePeriod('lastMonth', at('2026-02-28T16:00:00Z'), TZ)).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    });
    expect(resolvePeriod('thisMonth', at('2026-02-28T16:00:00Z'), TZ)).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-01',
    });
    // Leap year and a year end.
    expect(resolvePeriod('lastMonth', at('2028-03-10T00:00:00Z'), TZ)!.endDate).toBe('2028-02-29');
    expect(resolvePeriod('lastMonth', at('2027-01-01T00:00:00Z'), TZ)).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    });
  });

  it('accepts a custom range of at most 93 days, in order', () => {
    const now = at('2026-11-28T10:00:00Z');
    expect(resolvePeriod('custom', now, TZ, { startDate: '2026-01-01', endDate: '2026-04-03' })).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-04-03',
    }); // 93 days
    expect(resolvePeriod('custom', now, TZ, { startDate: '2026-01-01', endDate: '2026-04-04' })).toBeNull();
    expect(resolvePeriod('custom', now, TZ, { startDate: '2026-02-02', endDate: '2026-02-01' })).toBeNull();
    expect(resolvePeriod('custom', now, TZ, { startDate: '2026-02-30', endDate: '2026-03-01' })).toBeNull();
    expect(resolvePeriod('custom', now, TZ, { startDate: '2026-02-01' })).toBeNull();
    expect(datesOf({ startDate: '2026-02-27', endDate: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});

describe('zone instants', () => {
  it('starts a day at local midnight', async () => {
    const { rangeInstants, zoneStart } = await import('../src/modules/agent-reports/periods.ts');
    expect(zoneStart('2026-11-29', TZ).toISOString()).toBe('2026-11-28T16:00:00.000Z');
    expect(zoneStart('2026-11-29', 'UTC').toISOString()).toBe('2026-11-29T00:00:00.000Z');
    // New York on the day daylight saving ends (UTC−4 at midnight).
    expect(zoneStart('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(zoneStart('2026-11-02', 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
    const r = rangeInstants({ startDate: '2026-11-22', endDate: '2026-11-28' }, TZ);
    expect([r.from.toISOString(), r.to.toISOString()]).toEqual([
      '2026-11-21T16:00:00.000Z',
      '2026-11-28T16:00:00.000Z',
    ]);
  });
});
