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

/** A preset as the local calendar days it covers (YYYY-MM-DD, both inclusive), for day-based reports. */
export function presetDays(preset: RangePreset, now: Date): { startDate: string; endDate: string } {
  const [first, last] = days[preset];
  const day = (offset: number) => {
    const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };
  return { startDate: day(first), endDate: day(last) };
}
