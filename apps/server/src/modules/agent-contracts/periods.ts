/**
 * Settlement periods in the merchant's time zone (decision 0056): days start at local midnight, weeks
 * run Sunday to Saturday, half months are the 1st-15th and 16th-end, months are calendar months.
 * Hours, half hours and five-minute windows are cut on the merchant's local clock too (decision 0058): in a
 * zone with a :30 or :45 offset (Asia/Kolkata, Asia/Kathmandu) an hour runs 10:00–11:00 local time, not on
 * the UTC hour. In whole-hour zones the cut (and the period key) is the same as on the UTC clock.
 */
import { addDays, localDay, localMidnight, offsetAt } from '../../lib/time-zone.ts';

export { localDay, localMidnight, offsetAt };
export type Cycle = 'DAY' | 'WEEK' | 'HALFMONTH' | 'MONTH' | 'HOUR' | 'HALFHOUR' | 'FIVEMIN';
export interface Period {
  key: string;
  start: Date;
  end: Date;
}

/** The cycle a contract settles on. */
export function cycleOf(kind: string, period: string): Cycle {
  if (kind === 'DIVIDEND')
    return period === 'W' ? 'WEEK' : period === 'H' ? 'HALFMONTH' : period === 'M' ? 'MONTH' : 'DAY';
  if (kind === 'HOURLY') return period === 'BH' ? 'HALFHOUR' : 'HOUR';
  if (kind === 'REALTIME') return 'FIVEMIN';
  return 'DAY';
}

const firstOfNextMonth = (day: string) => {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
};

/** The period of a cycle that contains `at`. */
export function periodAt(cycle: Cycle, at: Date, timeZone: string): Period {
  if (cycle === 'HOUR' || cycle === 'HALFHOUR' || cycle === 'FIVEMIN') {
    const len = cycle === 'HOUR' ? 3_600_000 : cycle === 'HALFHOUR' ? 1_800_000 : 300_000;
    const offset = offsetAt(at, timeZone);
    const start = new Date(Math.floor((at.getTime() + offset) / len) * len - offset);
    return { key: `${cycle}:${start.toISOString()}`, start, end: new Date(start.getTime() + len) };
  }
  const day = localDay(at, timeZone);
  let from: string;
  let to: string;
  if (cycle === 'DAY') {
    from = day;
    to = addDays(day, 1);
  } else if (cycle === 'WEEK') {
    const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
    from = addDays(day, -dow);
    to = addDays(from, 7);
  } else if (cycle === 'HALFMONTH') {
    const first = Number(day.slice(8)) <= 15;
    from = first ? `${day.slice(0, 7)}-01` : `${day.slice(0, 7)}-16`;
    to = first ? `${day.slice(0, 7)}-16` : firstOfNextMonth(day);
  } else {
    from = `${day.slice(0, 7)}-01`;
    to = firstOfNextMonth(day);
  }
  return { key: `${cycle}:${from}`, start: localMidnight(from, timeZone), end: localMidnight(to, timeZone) };
}

/** The period after `p`. */
export const nextPeriod = (cycle: Cycle, p: Period, timeZone: string): Period =>
  periodAt(cycle, p.end, timeZone);
