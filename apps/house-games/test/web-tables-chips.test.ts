import { describe, expect, it } from 'vitest';
import {
  chipStack,
  clearChips,
  confirmChips,
  doubleChips,
  emptyBoard,
  pendingBets,
  pendingSum,
  putChips,
  repeatChips,
  spotTotals,
  syncRound,
  undoChips,
  type BoardLimits,
  type ChipBoard,
} from '../web/src/games/tables/chip-board.ts';

/** Minor units (2 decimals): min 1.00, main spots up to 500.00, side spots up to 100.00, balance 1 000.00. */
const limits: BoardLimits = {
  min: 100,
  capOf: (spot) => (spot === 'player' || spot === 'banker' || spot === 'tie' ? 50_000 : 10_000),
  available: 100_000,
};

const board = (over: Partial<ChipBoard> = {}): ChipBoard => ({ ...emptyBoard, roundId: 'r1', ...over });
const put = (b: ChipBoard, spot: string, amount: number, l = limits) => {
  const r = putChips(b, [{ spot, amount }], l);
  expect(r.refused).toBeNull();
  return r.board;
};

describe('table chip board', () => {
  it('stacks chips per spot and undoes one action at a time', () => {
    let b = put(board(), 'banker', 1_000);
    b = put(b, 'banker', 500);
    b = put(b, 'player-pair', 100);
    expect(Object.fromEntries(spotTotals(b))).toEqual({ banker: 1_500, 'player-pair': 100 });
    expect(pendingSum(b)).toBe(1_600);
    b = undoChips(b);
    expect(Object.fromEntries(spotTotals(b))).toEqual({ banker: 1_500 });
    b = undoChips(undoChips(b));
    expect(b.pending).toEqual([]);
    expect(undoChips(b)).toBe(b);
  });

  it('clips a chip to the spot cap and refuses what no longer fits', () => {
    // Side cap 100.00: 95.00 on the pair, a 10.00 chip takes the 5.00 left.
    let b = put(board(), 'banker-pair', 9_500);
    b = put(b, 'banker-pair', 1_000);
    expect(spotTotals(b).get('banker-pair')).toBe(10_000);
    expect(putChips(b, [{ spot: 'banker-pair', amount: 100 }], limits).refused).toBe('limit');
    // 99.50 placed: 0.50 left is below the 1.00 minimum, so nothing goes down.
    const placed = board({ placed: new Map([['tie', 49_950]]) });
    expect(putChips(placed, [{ spot: 'tie', amount: 500 }], limits).refused).toBe('limit');
  });

  it('refuses chips the balance cannot cover', () => {
    const poor = { ...limits, available: 1_500 };
    const b = put(board(), 'player', 1_000, poor);
    const r = putChips(b, [{ spot: 'banker', amount: 1_000 }], poor);
    expect(r.refused).toBe('balance');
    expect(r.board).toBe(b);
  });

  it('doubles the pending chips as one action, or the placed ones when none is pending', () => {
    let b = put(put(board(), 'player', 2_000), 'tie', 300);
    b = doubleChips(b, limits).board;
    expect(Object.fromEntries(spotTotals(b))).toEqual({ player: 4_000, tie: 600 });
    expect(b.pending).toHaveLength(3);
    expect(Object.fromEntries(spotTotals(undoChips(b)))).toEqual({ player: 2_000, tie: 300 });

    const placedOnly = board({ placed: new Map([['banker', 5_000]]) });
    const doubled = doubleChips(placedOnly, limits).board;
    expect(pendingBets(doubled)).toEqual([{ spot: 'banker', amount: 5_000 }]);
    expect(spotTotals(doubled).get('banker')).toBe(10_000);
  });

  it('repeats the last round after a new round starts', () => {
    let b = confirmChips(put(put(board(), 'banker', 1_000), 'banker-pair', 200), [
      { spot: 'banker', amount: 1_000 },
      { spot: 'banker-pair', amount: 200 },
    ]);
    expect(b.pending).toEqual([]);
    b = syncRound(b, 'r2', null);
    expect(b.placed.size).toBe(0);
    expect(b.last).toEqual([
      { spot: 'banker', amount: 1_000 },
      { spot: 'banker-pair', amount: 200 },
    ]);
    b = repeatChips(b, limits).board;
    expect(pendingBets(b)).toEqual(b.last);
    // A round without bets keeps the earlier round for Repeat.
    const skipped = syncRound(syncRound(b, 'r3', null), 'r4', null);
    expect(skipped.last).toEqual(b.last);
    expect(repeatChips(emptyBoard, limits).refused).toBe('empty');
  });

  it('keeps chips put down while a placement was on its way', () => {
    let b = put(board(), 'player', 1_000);
    const sent = pendingBets(b);
    b = put(b, 'player', 500);
    b = put(b, 'tie', 100);
    b = confirmChips(b, sent);
    expect(b.placed.get('player')).toBe(1_000);
    expect(pendingBets(b)).toEqual([
      { spot: 'player', amount: 500 },
      { spot: 'tie', amount: 100 },
    ]);
    expect(clearChips(b).pending).toEqual([]);
  });

  it("takes the server's bets of the round as the placed chips", () => {
    const b = syncRound(board(), 'r1', [
      { spot: 'dragon', amount: 2_000 },
      { spot: 'dragon', amount: 1_000 },
    ]);
    expect(Object.fromEntries(b.placed)).toEqual({ dragon: 3_000 });
    expect(syncRound(b, 'r1', [{ spot: 'dragon', amount: 3_000 }])).toBe(b);
  });

  it('draws an amount as a small stack of rack chips', () => {
    const rack = [100, 500, 1_000, 5_000, 10_000];
    expect(chipStack(16_600, rack)).toEqual([10_000, 5_000, 1_000, 500, 100]);
    expect(chipStack(350, rack)).toEqual([100, 100, 100, 50]);
    expect(chipStack(60_000, rack, 3)).toEqual([10_000, 10_000, 10_000]);
  });
});
