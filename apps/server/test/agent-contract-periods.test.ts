import { describe, expect, it } from 'vitest';
import { nextPeriod, periodAt } from '../src/modules/agent-contracts/periods.ts';

// Decision 0058 (issue 17): hourly, half-hourly and five-minute contract windows are cut on the merchant's
// local clock. Before, they were cut on the UTC clock: in Asia/Kolkata (UTC+5:30) an "hour" ran 10:30–11:30
// local time.
const at = (iso: string) => new Date(iso);

describe('contract periods in the merchant time zone', () => {
  it('cuts hours on the local clock in a :30 zone', () => {
    // 10:10 local in Kolkata = 04:40 UTC; the hour is 10:00–11:00 local = 04:30–05:30 UTC.
    const p = periodAt('HOUR', at('2026-03-10T04:40:00Z'), 'Asia/Kolkata');
    expect(p.start.toISOString()).toBe('2026-03-10T04:30:00.000Z');
    expect(p.end.toISOString()).toBe('2026-03-10T05:30:00.000Z');
    expect(p.key).toBe('HOUR:2026-03-10T04:30:00.000Z');
    const n = nextPeriod('HOUR', p, 'Asia/Kolkata');
    expect(n.start.toISOString()).toBe('2026-03-10T05:30:00.000Z');
  });

  it('cuts half hours and five-minute windows on the local clock in a :45 zone', () => {
    // Kathmandu is UTC+5:45: 10:20 local = 04:35 UTC; the half hour is 10:00–10:30 local.
    const h = periodAt('HALFHOUR', at('2026-03-10T04:35:00Z'), 'Asia/Kathmandu');
    expect(h.start.toISOString()).toBe('2026-03-10T04:15:00.000Z');
    expect(h.end.toISOString()).toBe('2026-03-10T04:45:00.000Z');
    // 10:22 local: the window 10:20–10:25 local = 04:35–04:40 UTC.
    const f = periodAt('FIVEMIN', at('2026-03-10T04:37:00Z'), 'Asia/Kathmandu');
    expect(f.start.toISOString()).toBe('2026-03-10T04:35:00.000Z');
    expect(f.end.toISOString()).toBe('2026-03-10T04:40:00.000Z');
  });

  it('whole-hour zones keep the same cut and keys as before', () => {
    const p = periodAt('HOUR', at('2026-03-10T04:40:00Z'), 'Asia/Taipei');
    expect(p.key).toBe('HOUR:2026-03-10T04:00:00.000Z');
    expect(periodAt('HALFHOUR', at('2026-03-10T04:40:00Z'), 'UTC').start.toISOString()).toBe(
      '2026-03-10T04:30:00.000Z',
    );
  });

  it('days, weeks and months start at local midnight in a :30 zone', () => {
    // 2026-03-10 20:00 UTC = 2026-03-11 01:30 in Kolkata.
    const d = periodAt('DAY', at('2026-03-10T20:00:00Z'), 'Asia/Kolkata');
    expect(d.key).toBe('DAY:2026-03-11');
    expect(d.start.toISOString()).toBe('2026-03-10T18:30:00.000Z');
    const w = periodAt('WEEK', at('2026-03-10T20:00:00Z'), 'Asia/Kolkata');
    expect(w.key).toBe('WEEK:2026-03-08'); // Sunday
    expect(w.start.toISOString()).toBe('2026-03-07T18:30:00.000Z');
    const m = periodAt('MONTH', at('2026-03-31T19:00:00Z'), 'Asia/Kolkata');
    expect(m.key).toBe('MONTH:2026-04-01');
    expect(m.start.toISOString()).toBe('2026-03-31T18:30:00.000Z');
  });

  it('hours across a daylight-saving change follow on without a gap', () => {
    // New York falls back on 2026-11-01 at 02:00 EDT (06:00 UTC) to 01:00 EST.
    let p = periodAt('HOUR', at('2026-11-01T04:10:00Z'), 'America/New_York');
    const starts: string[] = [];
    for (let i = 0; i < 4; i++) {
      starts.push(p.start.toISOString());
      const n = nextPeriod('HOUR', p, 'America/New_York');
      expect(n.start.getTime()).toBe(p.end.getTime());
      p = n;
    }
    expect(starts).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T06:00:00.000Z',
      '2026-11-01T07:00:00.000Z',
    ]);
  });
});
