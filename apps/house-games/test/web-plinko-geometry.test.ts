import { describe, expect, it } from 'vitest';
import {
  ballAt,
  landingSlot,
  pathPoints,
  pegPositions,
  pegX,
  pegY,
  plinkoBoard,
  slotX,
} from '../web/src/lib/plinko-geometry.ts';

const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;

describe('plinko path to coordinates', () => {
  it.each([8, 12, 16])('a %i-row board fits its box with rows + 1 slots', (rows) => {
    const b = plinkoBoard(rows, 375, 360);
    const pegs = pegPositions(b);
    expect(pegs).toHaveLength((rows * (rows + 5)) / 2);
    for (const p of pegs) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(b.width);
      expect(p.y).toBeGreaterThan(0);
    }
    expect(b.slotTop + b.slotHeight).toBeLessThanOrEqual(b.height);
    expect(b.slotTop).toBeGreaterThan(pegY(b, rows - 1));
    // Slots sit under the gaps of the bottom row.
    for (let k = 0; k <= rows; k++) {
      expect(close(slotX(b, k), (pegX(b, rows - 1, k) + pegX(b, rows - 1, k + 1)) / 2)).toBe(true);
    }
  });

  it('lands in the slot the server chose: the number of rights', () => {
    expect(landingSlot([0, 0, 0, 0, 0, 0, 0, 0])).toBe(0);
    expect(landingSlot([1, 0, 1, 1, 0, 0, 1, 0])).toBe(4);
    const b = plinkoBoard(8, 400, 400);
    const path = [1, 1, 0, 1, 1, 1, 0, 1] as const;
    const points = pathPoints(b, path);
    expect(points).toHaveLength(10);
    expect(close(points[points.length - 1]!.x, slotX(b, 6))).toBe(true);
  });

  it('touches a peg of every row, half a gap to the side of the last', () => {
    const b = plinkoBoard(12, 500, 460);
    const path = [0, 1, 1, 0, 0, 0, 1, 1, 1, 1, 0, 1] as const;
    const points = pathPoints(b, path);
    for (let row = 0; row < 12; row++) {
      const p = points[row + 1]!;
      const pegsOfRow = Array.from({ length: row + 3 }, (_, j) => pegX(b, row, j));
      expect(
        pegsOfRow.some((x) => close(x, p.x)),
        `row ${row}`,
      ).toBe(true);
      expect(p.y).toBeLessThan(pegY(b, row));
      if (row > 0) expect(close(Math.abs(p.x - points[row]!.x), b.gap / 2)).toBe(true);
    }
    // A wrong path ends elsewhere.
    const other = pathPoints(b, path.map((s) => 1 - s) as (0 | 1)[]);
    expect(other[other.length - 1]!.x).not.toBeCloseTo(points[points.length - 1]!.x);
  });

  it('refuses a path of the wrong length', () => {
    expect(() => pathPoints(plinkoBoard(8, 300, 300), [0, 1])).toThrow(RangeError);
  });

  it('moves the ball from the drop point to the slot, through every waypoint', () => {
    const b = plinkoBoard(8, 400, 400);
    const points = pathPoints(b, [0, 1, 0, 1, 0, 1, 0, 1]);
    expect(ballAt(points, 0)).toEqual(points[0]);
    expect(ballAt(points, 1)).toEqual(points[points.length - 1]);
    const hops = points.length - 1;
    for (let i = 0; i <= hops; i++) {
      const p = ballAt(points, i / hops);
      expect(close(p.x, points[i]!.x) && close(p.y, points[i]!.y), `waypoint ${i}`).toBe(true);
    }
    // Bounces up off a peg before falling to the next one.
    const justAfter = ballAt(points, 1 / hops + 0.02 / hops);
    expect(justAfter.y).toBeLessThan(points[1]!.y);
  });
});
