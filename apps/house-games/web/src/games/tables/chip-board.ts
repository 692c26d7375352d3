/**
 * The chips on a table's layout, in integer minor units. Chips go down as pending actions (one click, one
 * Repeat or one Double is one action, so Undo takes back exactly what the player did last); Confirm sends
 * the pending totals as one placement and they join the placed chips. A new round moves the placed chips
 * to `last` for Repeat. Pure: the page keeps a board in state and tests drive it directly.
 */

export interface SpotAmount {
  readonly spot: string;
  /** Minor units. */
  readonly amount: number;
}

export interface ChipBoard {
  readonly roundId: string | null;
  /** Accepted by the server this round, per spot. */
  readonly placed: ReadonlyMap<string, number>;
  /** Not sent yet, one entry per player action. */
  readonly pending: readonly (readonly SpotAmount[])[];
  /** The last round's placed chips (what Repeat puts down). */
  readonly last: readonly SpotAmount[];
}

/** What a board may hold: a spot's total (placed + pending) cap by its group, the table minimum, the balance. */
export interface BoardLimits {
  readonly min: number;
  capOf(spot: string): number;
  /** The balance (minor) the pending chips may use. */
  readonly available: number;
}

export type Refusal = 'limit' | 'balance' | 'empty';

export const emptyBoard: ChipBoard = { roundId: null, placed: new Map(), pending: [], last: [] };

const add = (map: Map<string, number>, spot: string, amount: number) =>
  map.set(spot, (map.get(spot) ?? 0) + amount);

/** Pending totals per spot. */
export function pendingTotals(board: ChipBoard): Map<string, number> {
  const totals = new Map<string, number>();
  for (const action of board.pending) for (const b of action) add(totals, b.spot, b.amount);
  return totals;
}

/** Placed plus pending, per spot (what the layout draws). */
export function spotTotals(board: ChipBoard): Map<string, number> {
  const totals = new Map(board.placed);
  for (const [spot, amount] of pendingTotals(board)) add(totals, spot, amount);
  return totals;
}

export const pendingSum = (board: ChipBoard): number =>
  board.pending.reduce((sum, action) => sum + action.reduce((s, b) => s + b.amount, 0), 0);

export const placedSum = (board: ChipBoard): number =>
  [...board.placed.values()].reduce((sum, a) => sum + a, 0);

/** The pending chips as one placement's bets, in the order the spots were first bet. */
export function pendingBets(board: ChipBoard): SpotAmount[] {
  return [...pendingTotals(board)].map(([spot, amount]) => ({ spot, amount }));
}

/**
 * Puts `bets` down as one action. A spot that would pass its cap takes only what still fits (and nothing
 * when that is below the table minimum); the action is refused when nothing fits or the balance is short.
 */
export function putChips(
  board: ChipBoard,
  bets: readonly SpotAmount[],
  limits: BoardLimits,
): { board: ChipBoard; refused: Refusal | null } {
  if (bets.length === 0) return { board, refused: 'empty' };
  const totals = spotTotals(board);
  const action: SpotAmount[] = [];
  let clipped = false;
  for (const b of bets) {
    if (!(b.amount > 0)) continue;
    const room = limits.capOf(b.spot) - (totals.get(b.spot) ?? 0);
    const amount = Math.min(b.amount, room);
    if (amount < b.amount) clipped = true;
    if (amount <= 0 || amount < limits.min) continue;
    action.push({ spot: b.spot, amount });
    add(totals, b.spot, amount);
  }
  if (action.length === 0) return { board, refused: clipped ? 'limit' : 'empty' };
  const sum = action.reduce((s, b) => s + b.amount, 0);
  if (pendingSum(board) + sum > limits.available) return { board, refused: 'balance' };
  return { board: { ...board, pending: [...board.pending, action] }, refused: null };
}

/** Repeat: the last round's chips again. */
export const repeatChips = (board: ChipBoard, limits: BoardLimits) =>
  board.last.length === 0 ? { board, refused: 'empty' as const } : putChips(board, board.last, limits);

/** Double: every chip on the layout once more (the pending ones, or the placed ones when none is pending). */
export function doubleChips(board: ChipBoard, limits: BoardLimits) {
  const source = board.pending.length > 0 ? pendingTotals(board) : board.placed;
  return putChips(
    board,
    [...source].map(([spot, amount]) => ({ spot, amount })),
    limits,
  );
}

export const undoChips = (board: ChipBoard): ChipBoard =>
  board.pending.length === 0 ? board : { ...board, pending: board.pending.slice(0, -1) };

export const clearChips = (board: ChipBoard): ChipBoard =>
  board.pending.length === 0 ? board : { ...board, pending: [] };

/** The server accepted the pending chips: they are placed now. */
export function confirmChips(board: ChipBoard, sent: readonly SpotAmount[]): ChipBoard {
  const placed = new Map(board.placed);
  for (const b of sent) add(placed, b.spot, b.amount);
  // Chips put down while the placement was on its way stay pending.
  const sentTotals = new Map<string, number>();
  for (const b of sent) add(sentTotals, b.spot, b.amount);
  const pending: SpotAmount[][] = [];
  for (const action of board.pending) {
    const left: SpotAmount[] = [];
    for (const b of action) {
      const covered = Math.min(b.amount, sentTotals.get(b.spot) ?? 0);
      if (covered > 0) sentTotals.set(b.spot, (sentTotals.get(b.spot) ?? 0) - covered);
      if (b.amount - covered > 0) left.push({ spot: b.spot, amount: b.amount - covered });
    }
    if (left.length > 0) pending.push(left);
  }
  return { ...board, placed, pending };
}

/**
 * Follows the table's round. A new round keeps the finished round's placed chips for Repeat and starts
 * empty; `mine` (the server's view of this session's bets in the round, minor units) replaces the placed
 * chips, so a reload or a second tab shows what the server holds.
 */
export function syncRound(
  board: ChipBoard,
  roundId: string | null,
  mine: readonly SpotAmount[] | null,
): ChipBoard {
  let next = board;
  if (roundId !== board.roundId) {
    const finished = [...board.placed].map(([spot, amount]) => ({ spot, amount }));
    next = {
      roundId,
      placed: new Map(),
      pending: [],
      last: finished.length > 0 ? finished : board.last,
    };
  }
  if (mine === null) return next;
  const placed = new Map<string, number>();
  for (const b of mine) add(placed, b.spot, b.amount);
  const same = placed.size === next.placed.size && [...placed].every(([s, a]) => next.placed.get(s) === a);
  return same ? next : { ...next, placed };
}

/**
 * Splits an amount into the rack's chips for drawing, largest first, at most `max` chips (the label on
 * the stack shows the total); an odd remainder below the smallest chip is one last chip. Minor units.
 */
export function chipStack(amount: number, chips: readonly number[], max = 5): number[] {
  const values = [...chips].filter((c) => c > 0).sort((a, b) => b - a);
  const stack: number[] = [];
  let left = amount;
  for (const c of values) {
    while (left >= c && stack.length < max) {
      stack.push(c);
      left -= c;
    }
  }
  if (left > 0 && stack.length < max) stack.push(left);
  return stack;
}
