/**
 * Countdowns from the server's remaining times (inventory 3.4): the server measured `remainTime` (ms to
 * the draw) at some instant during the call; the middle of the round trip is the best local estimate
 * of it, so deadlines are taken from there. Sales close `lockTime` seconds before the draw.
 */

export interface RemainTiming {
  /** ms until the draw when the server answered. */
  readonly remainTime: number;
  /** Seconds before the draw when sales close. */
  readonly lockTime: number;
}

/** When a call was sent and answered (local epoch ms). */
export interface RoundTrip {
  readonly sentAt: number;
  readonly receivedAt: number;
}

/** The local instant the server's figures refer to: the answer's arrival less half the round trip. */
export const serverInstant = (trip: RoundTrip): number =>
  trip.receivedAt - Math.max(0, trip.receivedAt - trip.sentAt) / 2;

/** Local epoch ms of the draw. */
export const drawDeadline = (t: RemainTiming, trip: RoundTrip): number => serverInstant(trip) + t.remainTime;

/** Local epoch ms when sales close: remainTime − lockTime × 1000 after the server's instant. */
export const lockDeadline = (t: RemainTiming, trip: RoundTrip): number =>
  serverInstant(trip) + t.remainTime - t.lockTime * 1000;

/** Whole seconds left until `deadline` at `now` (never negative). */
export const secondsLeft = (deadline: number, now: number): number =>
  Math.max(0, Math.ceil((deadline - now) / 1000));

/** "HH:MM:SS" (hours may pass 24 for daily games); "--:--:--" when there is no deadline. */
export function formatCountdown(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '--:--:--';
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}

/**
 * A gate letting an action through at most once per `intervalMs` (the countdown list refetches when a
 * countdown reaches 0, throttled to 5 s).
 */
export function createThrottle(intervalMs: number, now: () => number = Date.now): () => boolean {
  let last = -Infinity;
  return () => {
    const t = now();
    if (t - last < intervalMs) return false;
    last = t;
    return true;
  };
}

export interface Timed<T> extends RoundTrip {
  readonly value: T;
}

/** Calls `fetch` and stamps its round trip, so countdowns can be corrected by it. */
export async function timed<T>(fetch: () => Promise<T>, now: () => number = Date.now): Promise<Timed<T>> {
  const sentAt = now();
  const value = await fetch();
  return { value, sentAt, receivedAt: now() };
}
