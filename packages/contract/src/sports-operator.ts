import { z } from 'zod';

/**
 * The sportsbook's operator API on the house server (issue 19 item 7, decision 0072): the platform's back
 * office reads and changes the settings, lists events with their exposure and voids events. Every call is
 * signed with the vendor secret (`X-Signature` over `operatorSigningText`, `X-Timestamp` within
 * `OPERATOR_SKEW_MS`); money in major units like the rest of the house API.
 */
export const sportsOperatorApi = {
  /** → SportsSettings */
  settings: { method: 'GET', path: '/operator/v1/sports/settings' },
  /** body: SportsSettingsUpdate → SportsSettings */
  updateSettings: { method: 'PUT', path: '/operator/v1/sports/settings' },
  /** `?sport=` → { now, sport, paused, events: [event with exposure] } */
  events: { method: 'GET', path: '/operator/v1/sports/events' },
  /** body: { reason } → { eventId, bets } */
  voidEvent: { method: 'POST', path: '/operator/v1/sports/events/:eventId/void' },
} as const;

export const OPERATOR_TIMESTAMP_HEADER = 'x-timestamp';
/** A signed call older or newer than this is refused (a recorded call cannot be replayed later). */
export const OPERATOR_SKEW_MS = 300_000;

/** What is signed: time, method, path with query and the exact body bytes. */
export const operatorSigningText = (timestamp: string, method: string, url: string, body: string) =>
  `${timestamp}\n${method.toUpperCase()}\n${url}\n${body}`;

/** The house sportsbook's sports (issue 19). */
export const sportId = z.enum(['football', 'basketball', 'esports', 'cockfight']);
export type SportsSportId = z.infer<typeof sportId>;
export const SPORT_IDS = sportId.options;

/** The market kinds each sport offers (stake limits are per kind; `total` is football's and basketball's). */
export const SPORT_MARKET_KINDS = {
  football: ['1x2', 'double-chance', 'total', 'btts', 'correct-score', 'asian-handicap'],
  basketball: ['moneyline', 'spread', 'total'],
  esports: ['match-winner', 'map-handicap', 'total-maps'],
  cockfight: ['winner'],
} as const satisfies Record<z.infer<typeof sportId>, readonly string[]>;
export const MARKET_KINDS = [...new Set(Object.values(SPORT_MARKET_KINDS).flat())] as string[];

export const MARGIN_MIN = 0.01;
export const MARGIN_MAX = 0.2;

/**
 * A major-unit amount with at most two decimals (zod's multipleOf allows for float error: 1.15 * 100 is
 * 114.99999999999999, which an exact comparison refused).
 */
const major = z.number().positive().max(1_000_000_000).multipleOf(0.01);
const stakeRange = z
  .object({ min: major, max: major })
  .refine((r) => r.min <= r.max, { message: 'min > max', path: ['min'] });

const perSport = <T extends z.ZodType>(t: T) =>
  z.object({ football: t, basketball: t, esports: t, cockfight: t });

/** One row per group in `sports_setting` (house migration 0005). */
export const sportsSettings = z.object({
  /** Margin per sport, e.g. 0.05 = 95 % return to player. */
  margins: perSport(z.number().min(MARGIN_MIN).max(MARGIN_MAX)),
  /** Stake limits: a default and per market kind; a parlay takes the tightest of its legs. */
  stakes: z.object({
    default: stakeRange,
    byKind: z.partialRecord(z.enum(MARKET_KINDS as [string, ...string[]]), stakeRange),
  }),
  /** A bet whose potential payout is over this is refused. */
  payout: z.object({ maxMajor: major }),
  /** A paused sport makes no new events; events already made still run and settle. */
  schedules: perSport(z.object({ paused: z.boolean() })),
});
export type SportsSettings = z.infer<typeof sportsSettings>;
export type SportsSettingGroup = keyof SportsSettings;
export const sportsSettingGroups = Object.keys(sportsSettings.shape) as SportsSettingGroup[];

/** Any groups, each whole (a group is one row). */
export const sportsSettingsUpdate = sportsSettings
  .partial()
  .refine((u) => Object.keys(u).length > 0, 'nothing to change');
export type SportsSettingsUpdate = z.infer<typeof sportsSettingsUpdate>;

export const sportsOperatorEventsQuery = z.object({ sport: sportId });

export const sportsVoidRequest = z.object({ reason: z.string().trim().min(3).max(200) });

export const exposureSelection = z.object({
  selectionId: z.string(),
  bets: z.number().int(),
  /** Stakes of the bets with a leg on this selection (a parlay's stake counts on each of its legs). */
  stakes: z.number(),
  /** What those bets pay at most if this selection wins (potential payouts). */
  worstCase: z.number(),
});
export const exposureMarket = z.object({
  marketId: z.string(),
  bets: z.number().int(),
  stakes: z.number(),
  /** The largest selection worst case: only one selection of a market wins. */
  worstCase: z.number(),
  selections: z.array(exposureSelection),
});
export const operatorEvent = z.object({
  id: z.string(),
  sport: sportId,
  kickoffAt: z.string(),
  endAt: z.string(),
  homeId: z.string(),
  awayId: z.string(),
  status: z.enum(['scheduled', 'closed', 'settled', 'void']),
  phase: z.enum(['upcoming', 'live', 'settled', 'void']),
  voidReason: z.string().nullable(),
  /** One currency per figure set: exposure is summed per currency of the bets. */
  exposure: z.array(
    z.object({
      currency: z.string(),
      stakes: z.number(),
      worstCase: z.number(),
      markets: z.array(exposureMarket),
    }),
  ),
});
export type OperatorEvent = z.infer<typeof operatorEvent>;
export const operatorEvents = z.object({
  now: z.string(),
  sport: sportId,
  paused: z.boolean(),
  /** The sport's schedule: a kick-off every this many milliseconds. */
  everyMs: z.number().int(),
  events: z.array(operatorEvent),
});
export type OperatorEvents = z.infer<typeof operatorEvents>;
export const voidAnswer = z.object({ eventId: z.string(), bets: z.number().int() });
export type VoidAnswer = z.infer<typeof voidAnswer>;

/** Platform back office (`/bo/v1/sportsbook/...`): the void names the event and says why. */
export const boSportsbookEventParams = z.object({ eventId: z.string().min(1).max(80) });
export const settingsChange = z.object({ before: sportsSettings, after: sportsSettings });
