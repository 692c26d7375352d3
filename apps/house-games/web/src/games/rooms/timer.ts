/**
 * The turn ring: how much of the acting player's time is left, from the turn deadline the server sets
 * and the server's clock as corrected on the page (lib/crash-clock.ts `serverNow`).
 */

export interface TurnClock {
  readonly remainingMs: number;
  /** 1 at the start of the turn down to 0 at the deadline. */
  readonly fraction: number;
  /** Whole seconds shown in the ring (rounded up, so "1" until the very end). */
  readonly seconds: number;
  /** The last quarter of the time, or the last 5 seconds: the ring turns red. */
  readonly urgent: boolean;
}

export function turnClock(deadline: number, turnSeconds: number, serverNow: number): TurnClock {
  const total = Math.max(1, turnSeconds * 1000);
  const remainingMs = Math.max(0, Math.min(total, deadline - serverNow));
  const fraction = remainingMs / total;
  return {
    remainingMs,
    fraction: Math.round(fraction * 10_000) / 10_000,
    seconds: Math.ceil(remainingMs / 1000),
    urgent: remainingMs <= Math.min(5000, total / 4) || fraction <= 0.25,
  };
}

/** The SVG stroke-dashoffset of a ring of circumference `c` showing `fraction` left. */
export function ringOffset(fraction: number, c: number): number {
  return Math.round(c * (1 - Math.min(1, Math.max(0, fraction))) * 100) / 100;
}
