/**
 * Plinko board geometry and the ball's flight, in board coordinates (the canvas scales them). Row i
 * (0 = top) has i + 3 pegs `gap` apart, centred; the ball starts above the middle peg of row 0, and each
 * step of the server's path (0 = left, 1 = right) moves it half a gap sideways onto a peg of the next
 * row; after the last row it falls into slot = number of rights, one of rows + 1 slots under the gaps
 * of the bottom row.
 */

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface PlinkoBoard {
  readonly rows: number;
  readonly width: number;
  readonly height: number;
  /** Horizontal distance between neighbouring pegs. */
  readonly gap: number;
  /** Vertical distance between peg rows. */
  readonly rowGap: number;
  /** y of the top peg row. */
  readonly top: number;
  readonly centerX: number;
  readonly pegRadius: number;
  readonly ballRadius: number;
  /** Top edge and height of the multiplier slots under the last row. */
  readonly slotTop: number;
  readonly slotHeight: number;
}

export function plinkoBoard(rows: number, width: number, height: number): PlinkoBoard {
  if (!Number.isInteger(rows) || rows < 1) throw new RangeError('rows must be a positive integer');
  const margin = width * 0.03;
  // The bottom row has rows + 2 pegs, so rows + 1 gaps across the usable width.
  const byWidth = (width - 2 * margin) / (rows + 1);
  const slotHeight = Math.max(18, Math.min(byWidth * 0.9, height * 0.09));
  // Room above the first row for the drop and below the last row for the slots.
  const byHeight = (height - slotHeight - byWidth * 0.9) / (rows + 0.2);
  const rowGap = Math.min(byWidth * 0.95, byHeight);
  const gap = Math.min(byWidth, rowGap / 0.8);
  const top = height - slotHeight - rowGap * (rows - 0.2) - 4;
  return {
    rows,
    width,
    height,
    gap,
    rowGap,
    top,
    centerX: width / 2,
    pegRadius: Math.max(1.5, gap * 0.09),
    ballRadius: Math.max(3, gap * 0.22),
    slotTop: top + rowGap * (rows - 1) + rowGap * 0.55,
    slotHeight,
  };
}

/** x of peg j (0-based from the left) in row i. */
export function pegX(board: PlinkoBoard, row: number, j: number): number {
  return board.centerX + (j - (row + 2) / 2) * board.gap;
}

export function pegY(board: PlinkoBoard, row: number): number {
  return board.top + row * board.rowGap;
}

/** Every peg, row by row. */
export function pegPositions(board: PlinkoBoard): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < board.rows; i++) {
    for (let j = 0; j < i + 3; j++) out.push({ x: pegX(board, i, j), y: pegY(board, i) });
  }
  return out;
}

/** Centre x of slot k (0 = leftmost, rows = rightmost). */
export function slotX(board: PlinkoBoard, slot: number): number {
  return board.centerX + (slot - board.rows / 2) * board.gap;
}

/** The slot a path lands in: the number of bounces to the right. */
export function landingSlot(path: readonly number[]): number {
  return path.reduce((n, step) => n + (step === 1 ? 1 : 0), 0);
}

/**
 * Waypoints of the ball: the drop point above row 0, the top of the peg it touches in each row, and the
 * middle of the landing slot (rows + 2 points).
 */
export function pathPoints(board: PlinkoBoard, path: readonly number[]): Point[] {
  if (path.length !== board.rows) throw new RangeError(`path must have ${board.rows} steps`);
  const rest = board.pegRadius + board.ballRadius;
  const points: Point[] = [{ x: board.centerX, y: board.top - board.rowGap * 0.9 }];
  let offset = 0; // in half gaps from the centre
  for (let i = 0; i < board.rows; i++) {
    points.push({ x: board.centerX + (offset / 2) * board.gap, y: pegY(board, i) - rest });
    offset += path[i] === 1 ? 1 : -1;
  }
  points.push({ x: slotX(board, landingSlot(path)), y: board.slotTop + board.slotHeight * 0.4 });
  return points;
}

/**
 * The ball at `progress` (0..1) along its waypoints: equal time per hop, a small bounce up off each peg
 * and a fall under gravity onto the next.
 */
export function ballAt(points: readonly Point[], progress: number): Point {
  if (points.length === 0) throw new RangeError('no waypoints');
  if (points.length === 1 || progress <= 0) return points[0] as Point;
  if (progress >= 1) return points[points.length - 1] as Point;
  const hops = points.length - 1;
  const at = progress * hops;
  const i = Math.min(hops - 1, Math.floor(at));
  const u = at - i;
  const a = points[i] as Point;
  const b = points[i + 1] as Point;
  const drop = b.y - a.y;
  if (i === 0) return { x: a.x + (b.x - a.x) * u, y: a.y + drop * u * u };
  // Leaves the peg upwards, peaks a third of the way, lands on the next: y = a + drop*u - bounce*u*(1-u)*4.
  const bounce = Math.abs(drop) * 0.45;
  return { x: a.x + (b.x - a.x) * u, y: a.y + drop * u * u - bounce * 4 * u * (1 - u) * (1 - u) };
}
