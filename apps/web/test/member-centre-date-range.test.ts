import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE } from '@portal/contract/constants';
import { presetDays, presetRange } from '../src/lib/date-range.ts';

// The presets follow the user's local day, so the test fixes a zone with a daylight-saving change.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe('account record date presets', () => {
  // 2026-03-10 15:30 in New York (EDT, UTC−4 since 8 March).
  const now = () => new Date('2026-03-10T19:30:00Z');

  it('today and yesterday are whole local days', () => {
    expect(presetRange('today', now())).toEqual({
      startTime: '2026-03-10T04:00:00.000Z',
      endTime: '2026-03-11T04:00:00.000Z',
    });
    expect(presetRange('yesterday', now())).toEqual({
      startTime: '2026-03-09T04:00:00.000Z',
      endTime: '2026-03-10T04:00:00.000Z',
    });
  });

  it('last 7 and 30 days end with today and reach across the clock change', () => {
    // 4 March is still EST (UTC−5): that local midnight is 05:00 UTC.
    expect(presetRange('last7', now())).toEqual({
      startTime: '2026-03-04T05:00:00.000Z',
      endTime: '2026-03-11T04:00:00.000Z',
    });
    expect(presetRange('last30', now())).toEqual({
      startTime: '2026-02-09T05:00:00.000Z',
      endTime: '2026-03-11T04:00:00.000Z',
    });
  });

  it('a month boundary is crossed by the calendar', () => {
    const first = new Date('2026-03-01T17:00:00Z'); // 1 March, 12:00 EST
    expect(presetRange('yesterday', first).startTime).toBe('2026-02-28T05:00:00.000Z');
  });
});

describe('day-based report presets', () => {
  // 22:30 in New York on 10 March is already 11 March in Taipei.
  const lateEvening = new Date('2026-03-11T02:30:00Z');

  it('local days by default', () => {
    expect(presetDays('today', lateEvening)).toEqual({ startDate: '2026-03-10', endDate: '2026-03-10' });
  });

  it("the business zone's days for the P&L, which groups by the merchant's day", () => {
    expect(presetDays('today', lateEvening, BUSINESS_TIME_ZONE)).toEqual({
      startDate: '2026-03-11',
      endDate: '2026-03-11',
    });
    expect(presetDays('last7', lateEvening, BUSINESS_TIME_ZONE)).toEqual({
      startDate: '2026-03-05',
      endDate: '2026-03-11',
    });
    // Across a month end.
    expect(presetDays('last30', new Date('2026-03-01T16:30:00Z'), BUSINESS_TIME_ZONE)).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-03-02',
    });
  });
});
