import { DEFAULT_PRICING, type Pricing, type SportId } from '../../../engine/sports/index.ts';

/** One sport's schedule: an event (football: a league round of `matches`) every `everyMs`. */
export interface SportSchedule {
  everyMs: number;
  /** Kick-off to end: the event plays on screen over this window, then settles. */
  playMs: number;
  /** Events at one kick-off (football: the 8 matches of a league round). */
  matches: number;
}

/**
 * Everything the sportsbook's operator tunes, in one place (issue 19): schedules, margins, stake limits
 * per market kind and the maximum payout. Money is in major units here and converted to the player's
 * minor units at the bet; a stake limit of a parlay is the tightest of its legs'.
 */
export interface SportsConfig {
  schedules: Record<SportId, SportSchedule>;
  /** Kick-offs made ahead per sport (their seed hashes are published before betting opens). */
  ahead: number;
  /** The defaults of the operator settings (house migration 0005); the settings rows decide at run time. */
  pricing: Pricing;
  stakeMajor: {
    default: { min: number; max: number };
    byKind: Partial<Record<string, { min: number; max: number }>>;
  };
  /** A bet whose potential payout is over this is refused (its stake must come down). */
  maxPayoutMajor: number;
  /** How often each process makes events ahead and settles events that ended. */
  tickMs: number;
}

export const defaultSportsConfig: SportsConfig = {
  schedules: {
    football: { everyMs: 180_000, playMs: 75_000, matches: 8 },
    basketball: { everyMs: 240_000, playMs: 90_000, matches: 1 },
    esports: { everyMs: 300_000, playMs: 120_000, matches: 1 },
    cockfight: { everyMs: 120_000, playMs: 45_000, matches: 1 },
  },
  ahead: 3,
  pricing: DEFAULT_PRICING,
  stakeMajor: {
    default: { min: 1, max: 10_000 },
    byKind: { 'correct-score': { min: 1, max: 1_000 } },
  },
  maxPayoutMajor: 200_000,
  tickMs: 1_000,
};

/** The default schedules run `pace` times faster (HOUSE_SPORTS_PACE): every interval and window divided by it. */
export function pacedSchedules(pace: number): SportsConfig['schedules'] {
  const out = { ...defaultSportsConfig.schedules };
  for (const sport of Object.keys(out) as SportId[]) {
    const s = out[sport];
    out[sport] = { ...s, everyMs: Math.round(s.everyMs / pace), playMs: Math.round(s.playMs / pace) };
  }
  return out;
}

export function sportsConfigWith(over: Partial<SportsConfig> = {}): SportsConfig {
  return { ...defaultSportsConfig, ...over };
}
