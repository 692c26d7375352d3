/**
 * The report periods of the agent centre (decision 0055), as inclusive ranges of calendar dates in the
 * merchant's time zone: today, yesterday, this week and last week (Sunday to Saturday), this month and
 * last month (this week and this month end today), or a custom range of at most `MAX_PERIOD_DAYS` days.
 * Pure: the caller passes the moment and the zone.
 */
import { localDay as localDate, localMidnight as zoneStart } from '../../lib/time-zone.ts';

/** The calendar date of an instant in a time zone, and the instant a date begins there (lib/time-zone.ts). */
export { localDate, zoneStart };
export const PERIODS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'custom',
] as const;
export type PeriodName = (typeof PERIODS)[number];

/** At most this many days (inclusive) in a custom range. */
export const MAX_PERIOD_DAYS = 93;

export interface DateRange {
  /** First day, YYYY-MM-DD (merchant's zone). */
  startDate: string;
  /** Last day, inclusive. */
  endDate: string;
}

const DAY_MS = 86_400_000;

const toMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** `date` moved by `days` (may be negative). */
export const addDays = (date: string, days: number) => fromMs(toMs(date) + days * DAY_MS);
/** Days from `a` to `b` (b − a). */
export const daysBetween = (a: string, b: string) => Math.round((toMs(b) - toMs(a)) / DAY_MS);

/** Every date from start to end, inclusive, oldest first. */
export function datesOf(range: DateRange): string[] {
  const out: string[] = [];
  for (let d = range.startDate; d <= range.endDate; d = addDays(d, 1)) out.push(d);
  return out;
}

const isDate = (s: string | undefined): s is string =>
  !!s && /^\d{4}-\d{2}-\d{2}$/.test(s) && fromMs(toMs(s)) === s;

/**
 * The dates of a named period at `now` in `timeZone`; null for a custom range that is missing, reversed,
 * malformed or longer than `MAX_PERIOD_DAYS` days.
 */
export function resolvePeriod(
  period: PeriodName,
  now: Date,
  timeZone: string,
  custom: { startDate?: string; endDate?: string } = {},
): DateRange | null {
  const today = localDate(now, timeZone);
  const weekday = new Date(toMs(today)).getUTCDay(); // 0 = Sunday
  const monthStart = `${today.slice(0, 8)}01`;
  switch (period) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const y = addDays(today, -1);
      return { startDate: y, endDate: y };
    }
    case 'thisWeek':
      return { startDate: addDays(today, -weekday), endDate: today };
    case 'lastWeek': {
      const end = addDays(today, -weekday - 1);
      return { startDate: addDays(end, -6), endDate: end };
    }
    case 'thisMonth':
      return { startDate: monthStart, endDate: today };
    case 'lastMonth': {
      const end = addDays(monthStart, -1);
      return { startDate: `${end.slice(0, 8)}01`, endDate: end };
    }
    case 'custom': {
      const { startDate, endDate } = custom;
      if (!isDate(startDate) || !isDate(endDate)) return null;
      const span = daysBetween(startDate, endDate);
      if (span < 0 || span + 1 > MAX_PERIOD_DAYS) return null;
      return { startDate, endDate };
    }
  }
}

/** The range as instants: [start of its first day, start of the day after its last). */
export const rangeInstants = (range: DateRange, timeZone: string) => ({
  from: zoneStart(range.startDate, timeZone),
  to: zoneStart(addDays(range.endDate, 1), timeZone),
});
