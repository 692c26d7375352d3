import { BUSINESS_TIME_ZONE } from '@portal/contract/constants';

/**
 * A merchant's business time zone: the one set in its brand (`settings.timeZone`), else the platform's.
 * Every "day" a member or an operator sees for that merchant (withdrawal counts, promotion periods,
 * profit and loss, reports) starts at midnight in this zone.
 */
export const timeZoneOf = (settings: { timeZone?: string | null }): string =>
  settings.timeZone || BUSINESS_TIME_ZONE;

/** YYYY-MM-DD of an instant in a time zone (its business day there). */
export function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The zone's wall clock at an instant, as if it were UTC (ms), to the second. */
function wallClock(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/** The zone's offset from UTC at an instant, in ms (local wall clock − UTC). */
export function offsetAt(at: Date, timeZone: string): number {
  return wallClock(at, timeZone) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a local day (YYYY-MM-DD) starts in a time zone: its midnight there. */
export function localMidnight(day: string, timeZone: string): Date {
  const naive = new Date(`${day}T00:00:00Z`).getTime();
  const first = naive - offsetAt(new Date(naive), timeZone);
  // Once more in case the offset changed between the two guesses (daylight saving).
  return new Date(naive - offsetAt(new Date(first), timeZone));
}

/** Calendar arithmetic on dates (YYYY-MM-DD): no time zone involved. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
