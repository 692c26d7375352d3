/**
 * The trend chart (走勢圖) of the last draws, for one position: per draw the number drawn and, for every
 * other number, how many draws since it last came (its "miss"); under it each number's frequency, its
 * current miss and its longest miss in the window; hot and cold numbers by frequency.
 */

export interface PositionShape {
  /** How many positions a draw has. */
  readonly positions: number;
  readonly values: readonly number[];
}

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

/** The positions and values of a ball group's draws; null for groups without a per-position chart. */
export function positionShape(groupCode: string): PositionShape | null {
  switch (groupCode) {
    case 'SSC':
      return { positions: 5, values: range(0, 9) };
    case '11X5':
      return { positions: 5, values: range(1, 11) };
    case 'PK10':
      return { positions: 10, values: range(1, 10) };
    case 'K3':
      return { positions: 3, values: range(1, 6) };
    case 'LF':
      return { positions: 3, values: range(0, 9) };
    default:
      return null;
  }
}

export interface TrendRow {
  readonly numero: string;
  readonly drawn: number;
  /** Misses of every value at this draw (0 for the value drawn). */
  readonly misses: readonly number[];
}

export interface TrendTable {
  /** Oldest first, as a chart reads. */
  readonly rows: readonly TrendRow[];
  readonly frequency: readonly number[];
  readonly currentMiss: readonly number[];
  readonly maxMiss: readonly number[];
  readonly hot: readonly number[];
  readonly cold: readonly number[];
}

/**
 * The chart of `position` over `draws` (newest first, winNo "1,2,3,4,5"); draws whose winNo does not
 * have the position are left out.
 */
export function trendTable(
  draws: readonly { numero: string; winNo: string }[],
  position: number,
  values: readonly number[],
): TrendTable {
  const misses = values.map(() => 0);
  const maxMiss = values.map(() => 0);
  const frequency = values.map(() => 0);
  const rows: TrendRow[] = [];
  for (const draw of [...draws].reverse()) {
    const drawn = Number(draw.winNo.split(',')[position]);
    const index = values.indexOf(drawn);
    if (index < 0) continue;
    values.forEach((_, i) => {
      misses[i] = i === index ? 0 : misses[i]! + 1;
      maxMiss[i] = Math.max(maxMiss[i]!, misses[i]!);
    });
    frequency[index]! += 1;
    rows.push({ numero: draw.numero, drawn, misses: [...misses] });
  }
  const most = Math.max(0, ...frequency);
  const least = Math.min(...frequency);
  return {
    rows,
    frequency,
    currentMiss: [...misses],
    maxMiss,
    hot: rows.length ? values.filter((_, i) => frequency[i] === most) : [],
    cold: rows.length ? values.filter((_, i) => frequency[i] === least) : [],
  };
}
