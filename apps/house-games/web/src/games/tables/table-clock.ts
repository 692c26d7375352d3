/**
 * Where a table's round is on the server's clock (the page corrects its own clock with the offsets of the
 * state messages, lib/crash-clock.ts), and how far the reveal has got: every player sees the same card,
 * wheel or dice at the same moment because all of it is a function of the server's time.
 */

export interface RoundTimes {
  readonly opensAt: number;
  readonly closesAt: number;
  readonly revealEndsAt: number;
}

export const roundTimes = (r: { opensAt: string; closesAt: string; revealEndsAt: string }): RoundTimes => ({
  opensAt: Date.parse(r.opensAt),
  closesAt: Date.parse(r.closesAt),
  revealEndsAt: Date.parse(r.revealEndsAt),
});

export type RoundStage =
  /** Bets taken; `left` ms until closesAt, `share` of the window left (1 → 0). */
  | { readonly stage: 'betting'; readonly left: number; readonly share: number }
  /** Closed; the outcome animates for `elapsed` of `duration` ms. */
  | { readonly stage: 'revealing'; readonly elapsed: number; readonly duration: number }
  /** The reveal is over: wins are paid, the next round is about to open. */
  | { readonly stage: 'settled' };

/**
 * The round's stage at `now` (server ms). The server's phase may lag its own times by a tick: a round
 * still marked betting after closesAt is shown closed (the layout locks at closesAt, as the server does),
 * and a settled round is settled whatever the clock says.
 */
export function roundStage(
  phase: 'betting' | 'revealing' | 'settled',
  times: RoundTimes,
  now: number,
): RoundStage {
  if (phase === 'settled' || now >= times.revealEndsAt) return { stage: 'settled' };
  if (phase === 'betting' && now < times.closesAt) {
    const window = Math.max(1, times.closesAt - times.opensAt);
    const left = times.closesAt - now;
    return { stage: 'betting', left, share: Math.min(1, Math.max(0, left / window)) };
  }
  const duration = Math.max(1, times.revealEndsAt - times.closesAt);
  return { stage: 'revealing', elapsed: Math.min(duration, Math.max(0, now - times.closesAt)), duration };
}

/** Whole seconds shown on the countdown (3.2 s → 4, so "0" shows only when closed). */
export const countdownSeconds = (leftMs: number): number => Math.max(0, Math.ceil(leftMs / 1000));

/** Share of the reveal the animation takes; the result then stays lit until the round settles. */
export const ANIMATION_SHARE = 0.7;

export type CardFace = 'hidden' | 'down' | 'up';

/**
 * The cards of a reveal dealt one by one in dealing order over the animation: card i is dealt face down
 * at the start of its step and turned over half way through it (at most a second per card).
 */
export function cardFaces(count: number, elapsed: number, duration: number): CardFace[] {
  const step = Math.min(1000, (duration * ANIMATION_SHARE) / Math.max(1, count));
  return Array.from({ length: count }, (_, i): CardFace => {
    if (elapsed >= (i + 0.5) * step) return 'up';
    if (elapsed >= i * step) return 'down';
    return 'hidden';
  });
}

/** 0 → 1 over the animation part of the reveal (the wheel's spin, the dice's shake). */
export const animationProgress = (elapsed: number, duration: number): number =>
  Math.min(1, Math.max(0, elapsed / Math.max(1, duration * ANIMATION_SHARE)));

/** Ease-out cubic: fast start, slow landing. */
export const easeOut = (p: number): number => 1 - (1 - p) ** 3;
