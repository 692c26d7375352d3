/**
 * The crash curve is drawn from the player's clock, corrected to the server's. Every live message carries
 * `serverTime`; its offset from the local receive time is the clock difference plus the message's
 * transit delay, so the least-delayed recent message (the largest offset) is the best estimate.
 */
import { multiplierAt } from '../../../src/engine/crash.ts';

export interface ClockSample {
  /** Server clock (ms since epoch) written into the message. */
  readonly server: number;
  /** Local clock (ms since epoch) when the message arrived. */
  readonly local: number;
}

export const CLOCK_WINDOW = 20;

/** Keeps the last CLOCK_WINDOW samples (a new one first); samples with a bad time are dropped. */
export function addSample(samples: readonly ClockSample[], sample: ClockSample): ClockSample[] {
  if (!Number.isFinite(sample.server) || !Number.isFinite(sample.local)) return [...samples];
  return [sample, ...samples].slice(0, CLOCK_WINDOW);
}

/** server - local in ms; 0 without samples. */
export function clockOffset(samples: readonly ClockSample[]): number {
  if (samples.length === 0) return 0;
  return Math.max(...samples.map((s) => s.server - s.local));
}

export function serverNow(localNow: number, samples: readonly ClockSample[]): number {
  return localNow + clockOffset(samples);
}

export type CrashPhase = 'betting' | 'running' | 'crashed';

export interface CrashView {
  readonly phase: CrashPhase;
  /** Hundredths shown in big type. */
  readonly multiplier: number;
  /** Ms the curve has run (0 before the start). */
  readonly elapsed: number;
  /** Ms until betting closes (0 unless betting). */
  readonly countdown: number;
}

/**
 * What to draw now. While running the multiplier follows the curve from `startsAt` on the corrected
 * clock, never below what the server last said; once crashed it is the crash point.
 */
export function crashView(
  state: { phase: CrashPhase; startsAt: number; multiplier: number; crashPoint: number | null },
  now: number,
): CrashView {
  const elapsed = Math.max(0, now - state.startsAt);
  if (state.phase === 'betting') {
    return { phase: 'betting', multiplier: 100, elapsed: 0, countdown: Math.max(0, state.startsAt - now) };
  }
  if (state.phase === 'crashed') {
    return { phase: 'crashed', multiplier: state.crashPoint ?? state.multiplier, elapsed, countdown: 0 };
  }
  return {
    phase: 'running',
    multiplier: Math.max(state.multiplier, multiplierAt(elapsed)),
    elapsed,
    countdown: 0,
  };
}

/** Reconnect delay after `attempt` failures: 0.5 s doubling to 10 s, with up to 25% jitter. */
export function backoffMs(attempt: number, random: number = Math.random()): number {
  const base = Math.min(10_000, 500 * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 + 0.25 * Math.min(1, Math.max(0, random))));
}

/** Win of a crash bet cashed out at `multiplier` hundredths, in minor units (floor like the server). */
export function crashWinMinor(betMinor: number, multiplier: number): number {
  return Number((BigInt(Math.round(betMinor)) * BigInt(Math.floor(multiplier))) / 100n);
}

/** Parses "2", "2.5", "2.50x" into hundredths (250); null when not a valid cash-out target. */
export function parseCashout(text: string): number | null {
  const cleaned = text.trim().replace(/[x×]$/i, '').replace(',', '.');
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return null;
  const value = Math.round(Number(cleaned) * 100);
  return value >= 101 && value <= 1_000_000 ? value : null;
}
