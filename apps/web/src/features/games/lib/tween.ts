/** Fast at first, settling gently on the new figure. */
export const easeOutCubic = (t: number): number => 1 - (1 - t) ** 3;

/**
 * The figure shown `progress` (0 to 1) of the way from one real figure to the next, in cents: it starts
 * exactly on `from`, ends exactly on `to`, and never leaves the range between them.
 */
export function tweenAmount(from: number, to: number, progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  if (p === 1) return to;
  const value = Math.round((from + (to - from) * easeOutCubic(p)) * 100) / 100;
  return from <= to ? Math.min(to, Math.max(from, value)) : Math.max(to, Math.min(from, value));
}
