/** Date presets of the account record: whole local days, sent to the server as UTC instants. */
export const rangePresets = ['today', 'yesterday', 'last7', 'last30'] as const;
export type RangePreset = (typeof rangePresets)[number];

export interface TimeRange {
  /** Inclusive start (ISO, UTC). */
  startTime: string;
  /** Exclusive end (ISO, UTC): the start of the day after the range. */
  endTime: string;
}

/** First and last local day of each preset, as day offsets from today. */
const days: Record<RangePreset, [first: number, last: number]> = {
  today: [0, 0],
  yesterday: [-1, -1],
  last7: [-6, 0],
  last30: [-29, 0],
};

/**
 * The UTC range of a preset in the user's time zone. Local midnights come from the calendar (not from
 * adding 24 h), so a day with a daylight-saving change is still one whole day.
 */
export function presetRange(preset: RangePreset, now: Date): TimeRange {
  const [first, last] = days[preset];
  const midnight = (offset: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  return { startTime: midnight(first).toISOString(), endTime: midnight(last + 1).toISOString() };
}

/**
 * A preset as the calendar days it covers (YYYY-MM-DD, both inclusive), for day-based reports: local days,
 * or the days of `timeZone` when the report groups by another zone's days (the personal P&L groups by the
 * merchant's business day, so "today" there is the business day, not the browser's).
 */
export function presetDays(
  preset: RangePreset,
  now: Date,
  timeZone?: string,
): { startDate: string; endDate: string } {
  const [first, last] = days[preset];
  const [year, month, date] = timeZone
    ? zonedDate(now, timeZone)
    : [now.getFullYear(), now.getMonth(), now.getDate()];
  const day = (offset: number) => {
    // Calendar arithmetic on a UTC date: no time zone or daylight-saving change can shift it.
    const d = new Date(Date.UTC(year, month, date + offset));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
  };
  return { startDate: day(first), endDate: day(last) };
}

/** The calendar date of `now` in `timeZone`, as year, month (0-based) and day. */
function zonedDate(now: Date, timeZone: string): [number, number, number] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .formatToParts(now)
    .reduce<Record<string, number>>(
      (acc, p) => (p.type === 'literal' ? acc : { ...acc, [p.type]: Number(p.value) }),
      {},
    );
  return [parts.year!, parts.month! - 1, parts.day!];
}

/** Longest range of the betting record, in days (the server refuses more than 31). */
export const MAX_RECORD_DAYS = 31;

export type CustomRangeProblem = 'invalid' | 'order' | 'tooLong';

/**
 * A custom range of whole local days (YYYY-MM-DD, both inclusive) as UTC instants: at most `maxDays`
 * days and, across a daylight-saving change, never longer than `maxDays` × 24 h.
 */
export function customRange(
  startDate: string,
  endDate: string,
  maxDays = MAX_RECORD_DAYS,
): { range: TimeRange; problem?: undefined } | { problem: CustomRangeProblem; range?: undefined } {
  const parse = (text: string) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!match) return null;
    const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
    const date = new Date(year, month, day);
    return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date : null;
  };
  const start = parse(startDate);
  const last = parse(endDate);
  if (!start || !last) return { problem: 'invalid' };
  if (last < start) return { problem: 'order' };
  const end = new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1);
  const days = Math.round((end.getTime() - start.getTime()) / 86_400_000);
  if (days > maxDays || end.getTime() - start.getTime() > maxDays * 86_400_000) return { problem: 'tooLong' };
  return { range: { startTime: start.toISOString(), endTime: end.toISOString() } };
}

/** How a record's day reads next to `now` (the recent transfers: today, yesterday, else its date). */
export function relativeDay(iso: string, now: Date): 'today' | 'yesterday' | null {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const midnight = (offset: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  if (at >= midnight(0) && at < midnight(1)) return 'today';
  if (at >= midnight(-1) && at < midnight(0)) return 'yesterday';
  return null;
}

/** The recent transfers of my wallet: yesterday and today (inventory 1.2.1: the last 2 days). */
export function lastTwoDays(now: Date): TimeRange {
  const midnight = (offset: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  return { startTime: midnight(-1).toISOString(), endTime: midnight(1).toISOString() };
}
