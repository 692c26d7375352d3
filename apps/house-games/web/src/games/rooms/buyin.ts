/**
 * The buy-in dialog's arithmetic, integer minor units: the amount lies in the room's range and within
 * the balance; the slider starts at the room's default (the middle of the range, at least the minimum).
 */
export interface BuyInRange {
  readonly min: number;
  readonly max: number;
}

/** The amounts the player can buy in with; null when the balance is below the room's minimum. */
export function buyInRange(room: { min: number; max: number }, balance: number): BuyInRange | null {
  const max = Math.min(room.max, balance);
  return max < room.min ? null : { min: room.min, max };
}

/** The amount the dialog opens with: 100 big blinds when they fit, else the most the player can take. */
export function defaultBuyIn(range: BuyInRange, bigBlind: number): number {
  return Math.min(range.max, Math.max(range.min, bigBlind * 100));
}

/** The slider's step: one big blind when the range is wide enough, else one minor unit. */
export function buyInStep(range: BuyInRange, bigBlind: number): number {
  return range.max - range.min >= bigBlind * 10 ? Math.max(1, bigBlind) : 1;
}

/** A random seed for the hands (hex of 16 bytes), made in the browser so the server cannot choose it. */
export function randomSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The first free seat, or null when the table is full. */
export function firstFreeSeat(seats: number, taken: readonly number[]): number | null {
  for (let s = 0; s < seats; s++) if (!taken.includes(s)) return s;
  return null;
}
