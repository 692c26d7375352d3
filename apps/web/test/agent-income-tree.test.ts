import { describe, expect, it } from 'vitest';
import { shownLevels, type LevelRow } from '../src/features/agent-centre/lib/income-tree.ts';

// My income's level tree (decision 0059): the direct downlines, each opened into its own rows.
const row = (customerId: number, parentId: number, level: number, amount: number): LevelRow => ({
  customerId,
  username: `u${customerId}`,
  parentId,
  level,
  personal: amount,
  subordinate: 0,
  amount,
  percent: 0,
});
// Agent 1: directs 10 (with 20 → 30 below) and 11; 21 under 10 too.
const levels = [row(10, 1, 1, 5), row(11, 1, 1, 3), row(20, 10, 2, 2), row(21, 10, 2, 1), row(30, 20, 3, 1)];
const ids = (open: number[]) => shownLevels(levels, new Set(open)).map((r) => r.customerId);

describe('income level tree', () => {
  it('starts at the direct downlines and opens one branch at a time, depth first', () => {
    expect(ids([])).toEqual([10, 11]);
    expect(ids([10])).toEqual([10, 20, 21, 11]);
    expect(ids([10, 20])).toEqual([10, 20, 30, 21, 11]);
    // A row opened under a closed parent stays hidden.
    expect(ids([20])).toEqual([10, 11]);
  });

  it('marks which rows can open and which are open', () => {
    const shown = shownLevels(levels, new Set([10, 11]));
    expect(shown.map((r) => [r.customerId, r.hasChildren, r.open])).toEqual([
      [10, true, true],
      [20, true, false],
      [21, false, false],
      [11, false, false],
    ]);
  });
});
