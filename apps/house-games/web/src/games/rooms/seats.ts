/**
 * Where the seats go around the oval felt: percentages of the table box. The viewer's seat (or seat 0
 * when watching) sits at the bottom centre and the others follow clockwise, as the action moves.
 */

export interface Point {
  readonly x: number;
  readonly y: number;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/** The place of seat `seat` at a table of `seats` (2–9) seen from `viewer` (null: seat 0 at the bottom). */
export function seatPoint(
  seat: number,
  seats: number,
  viewer: number | null,
  radius: { rx: number; ry: number } = { rx: 44, ry: 40 },
): Point {
  if (!Number.isInteger(seats) || seats < 2 || seats > 9) throw new RangeError(`seats ${seats}`);
  if (!Number.isInteger(seat) || seat < 0 || seat >= seats) throw new RangeError(`seat ${seat}`);
  const from = viewer ?? 0;
  const d = (seat - from + seats) % seats;
  // Screen y grows downwards: angle π/2 is the bottom; growing angles go left, up, then right (clockwise).
  const angle = Math.PI / 2 + (d * 2 * Math.PI) / seats;
  return { x: round2(50 + radius.rx * Math.cos(angle)), y: round2(50 + radius.ry * Math.sin(angle)) };
}

/** Every seat's place, in seat order. */
export function seatLayout(
  seats: number,
  viewer: number | null,
  radius?: { rx: number; ry: number },
): Point[] {
  return Array.from({ length: seats }, (_, i) => seatPoint(i, seats, viewer, radius));
}

/** Half a seat (box and cards) in CSS pixels: the seats' centres keep this far from the felt's edges. */
export const SEAT_HALF = { width: 46, height: 52 } as const;

/**
 * The oval's radii (percent of the felt) that keep whole seats inside a felt of `width` × `height` px:
 * 44 × 40 on a wide table, smaller on a phone, never under 30; the default before the felt is measured.
 */
export function feltRadius(width: number, height: number): { rx: number; ry: number } {
  if (width <= 0 || height <= 0) return { rx: 44, ry: 40 };
  const fit = (size: number, half: number, most: number) =>
    Math.round(Math.min(most, Math.max(30, 50 - (100 * half) / size)) * 100) / 100;
  return { rx: fit(width, SEAT_HALF.width, 44), ry: fit(height, SEAT_HALF.height, 40) };
}

/** Where a seat's bet (and the dealer button) sits: `share` of the way from the seat to the centre. */
export function towardCentre(p: Point, share: number): Point {
  return { x: round2(p.x + (50 - p.x) * share), y: round2(p.y + (50 - p.y) * share) };
}
