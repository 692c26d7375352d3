/**
 * Road maps of a baccarat shoe, from its results in order (ties included).
 *  - Bead plate: every result, column by column, `rows` (6) a column.
 *  - Big road: player/banker wins only; a new column when the winner changes; a tie adds to the last
 *    cell's `ties` (ties before the first win are carried to the first cell). A streak longer than the
 *    column, or blocked by an older tail below it, turns right along its last row (the dragon tail).
 *    A new streak starts at the top of the column after the previous streak's first column (further
 *    right if a tail already occupies that top cell).
 *  - Derived roads, k = 1 big eye boy, 2 small road, 3 cockroach pig: for each big-road cell from the
 *    cell at (column k, row 1) or (column k+1, row 0), whichever comes first (columns and rows 0-based,
 *    logical: a tail counts in its streak's column). In column c, row r:
 *      r = 0: red when columns c-1 and c-1-k have the same length;
 *      r > 0: blue when column c-k is exactly r long (it stops just beside), red otherwise.
 *    Each derived road is drawn like the big road by colour (a new column when the colour changes).
 */
export interface BaccaratResult {
  winner: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
  /** The winner's total (either side's on a tie). */
  total: number;
}

export interface BigRoadCell {
  col: number;
  row: number;
  winner: 'player' | 'banker';
  ties: number;
  playerPair: boolean;
  bankerPair: boolean;
}

export interface DerivedRoadCell {
  col: number;
  row: number;
  red: boolean;
}

export interface RoadMaps {
  beadPlate: { col: number; row: number; result: BaccaratResult }[];
  bigRoad: BigRoadCell[];
  bigEyeBoy: DerivedRoadCell[];
  smallRoad: DerivedRoadCell[];
  cockroachPig: DerivedRoadCell[];
}

/** Grid positions for a sequence of keys: streaks go down a column, then right along a dragon tail. */
export function placeStreaks(keys: readonly string[], rows: number): { col: number; row: number }[] {
  const taken = new Set<string>();
  const isTaken = (col: number, row: number) => taken.has(`${col},${row}`);
  const out: { col: number; row: number }[] = [];
  let startCol = -1;
  let col = 0;
  let row = 0;
  let tail = false;
  keys.forEach((key, i) => {
    if (i === 0 || key !== keys[i - 1]) {
      startCol++;
      while (isTaken(startCol, 0)) startCol++;
      col = startCol;
      row = 0;
      tail = false;
    } else if (!tail && row + 1 < rows && !isTaken(col, row + 1)) {
      row++;
    } else {
      tail = true;
      col++;
      while (isTaken(col, row)) col++;
    }
    taken.add(`${col},${row}`);
    out.push({ col, row });
  });
  return out;
}

/** `len`: the big road's logical column lengths; only finished columns (left of c) are compared. */
function derivedRoad(
  logical: readonly { c: number; r: number }[],
  len: readonly number[],
  k: number,
  rows: number,
) {
  const reds: boolean[] = [];
  for (const { c, r } of logical) {
    if (c < k || (c === k && r === 0)) continue;
    reds.push(r === 0 ? len[c - 1] === len[c - 1 - k] : len[c - k] !== r);
  }
  return placeStreaks(
    reds.map((red) => (red ? 'red' : 'blue')),
    rows,
  ).map(({ col, row }, i) => ({ col, row, red: reds[i]! }));
}

export function baccaratRoads(results: readonly BaccaratResult[], rows = 6): RoadMaps {
  const beadPlate = results.map((result, i) => ({ col: Math.floor(i / rows), row: i % rows, result }));

  const wins: { winner: 'player' | 'banker'; ties: number; playerPair: boolean; bankerPair: boolean }[] = [];
  let leadingTies = 0;
  for (const r of results) {
    if (r.winner === 'tie') {
      const last = wins[wins.length - 1];
      if (last) last.ties++;
      else leadingTies++;
    } else {
      wins.push({
        winner: r.winner,
        ties: wins.length === 0 ? leadingTies : 0,
        playerPair: r.playerPair,
        bankerPair: r.bankerPair,
      });
    }
  }
  const positions = placeStreaks(
    wins.map((w) => w.winner),
    rows,
  );
  const bigRoad = wins.map((w, i) => ({ ...positions[i]!, ...w }));

  // Logical big road: each cell's column (streak) and row within it, and each column's length.
  const logical: { c: number; r: number }[] = [];
  const lengths: number[] = [];
  wins.forEach((w, i) => {
    if (i === 0 || w.winner !== wins[i - 1]!.winner) lengths.push(0);
    const c = lengths.length - 1;
    logical.push({ c, r: lengths[c]! });
    lengths[c]!++;
  });
  return {
    beadPlate,
    bigRoad,
    bigEyeBoy: derivedRoad(logical, lengths, 1, rows),
    smallRoad: derivedRoad(logical, lengths, 2, rows),
    cockroachPig: derivedRoad(logical, lengths, 3, rows),
  };
}
