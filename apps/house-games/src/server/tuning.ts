/** Timings and odds of the house vendor; tests shorten the waits (nothing here changes game maths). */
export interface HouseTuning {
  /** One protocol call waits this long for its answer. */
  callTimeoutMs: number;
  /** A bet without an answer is sent again after each of these delays, then given up and rolled back. */
  betRetryDelaysMs: readonly number[];
  /** Outbox backoff: base * 2^(attempts - 1), at most max. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** How often the outbox worker looks for due calls. */
  workerIntervalMs: number;
  /** A house session lasts this long (the platform's launch token may expire earlier: then bets are refused). */
  sessionHours: number;
  /** Jackpot odds: a stake of this many major units would win it for certain (odds are proportional). */
  jackpotOddsDivisorMajor: number;
  /** The sportsbook's operator settings are read again after this (a change applies within it everywhere). */
  sportsSettingsTtlMs: number;
  crash: CrashTuning;
}

export interface CrashTuning {
  bettingMs: number;
  /** Pause after the crash before the next round opens for bets. */
  pauseMs: number;
  chainLength: number;
  /** The loop's timer: how often it checks for auto cash-outs and the crash. */
  tickMs: number;
  /** Live feed while running. */
  broadcastMs: number;
}

export const defaultTuning: HouseTuning = {
  callTimeoutMs: 5_000,
  betRetryDelaysMs: [250, 1_000],
  backoffBaseMs: 1_000,
  backoffMaxMs: 300_000,
  workerIntervalMs: 1_000,
  sessionHours: 12,
  jackpotOddsDivisorMajor: 1_000_000,
  sportsSettingsTtlMs: 2_000,
  crash: { bettingMs: 6_000, pauseMs: 3_000, chainLength: 100_000, tickMs: 50, broadcastMs: 250 },
};
