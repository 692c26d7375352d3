import { describe, expect, it } from 'vitest';
import { awardPots, buildPots, uncalled } from '../../src/engine/cards/pots.ts';

const noRake = { bps: 0, cap: 0n };

describe('side pots', () => {
  it('splits three all-ins and a caller into a main pot and two side pots', () => {
    // A 100 (all-in), B 300 (all-in), C 500 (all-in), D calls 500.
    const pots = buildPots([
      { seat: 0, amount: 100n, folded: false },
      { seat: 1, amount: 300n, folded: false },
      { seat: 2, amount: 500n, folded: false },
      { seat: 3, amount: 500n, folded: false },
    ]);
    // Main 100 × 4; side 200 × 3; side 200 × 2.
    expect(pots).toEqual([
      { amount: 400n, seats: [0, 1, 2, 3] },
      { amount: 600n, seats: [1, 2, 3] },
      { amount: 400n, seats: [2, 3] },
    ]);
    // Best A, then B, then C: A 400, B 600, C 400, D nothing.
    const score = { 0: 4, 1: 3, 2: 2, 3: 1 } as Record<number, number>;
    const awarded = awardPots(pots, (s) => score[s]!, 3, 6, noRake, true);
    expect(awarded.map((p) => p.winners)).toEqual([
      [{ seat: 0, amount: 400n }],
      [{ seat: 1, amount: 600n }],
      [{ seat: 2, amount: 400n }],
    ]);
  });

  it('handles four all-ins with a folded player and a split side pot', () => {
    // A 100, B 200, C 400, D 400 all in; E put 50 and folded.
    const pots = buildPots([
      { seat: 0, amount: 100n, folded: false },
      { seat: 1, amount: 200n, folded: false },
      { seat: 2, amount: 400n, folded: false },
      { seat: 3, amount: 400n, folded: false },
      { seat: 4, amount: 50n, folded: true },
    ]);
    // Main 100 × 4 + E's 50 = 450; side (200 − 100) × 3 = 300; side (400 − 200) × 2 = 400. Total 1150.
    expect(pots).toEqual([
      { amount: 450n, seats: [0, 1, 2, 3] },
      { amount: 300n, seats: [1, 2, 3] },
      { amount: 400n, seats: [2, 3] },
    ]);
    // A best; B and D tie for the first side pot (150 each); D beats C for the last.
    const score = { 0: 10, 1: 8, 2: 5, 3: 8 } as Record<number, number>;
    const won = new Map<number, bigint>();
    for (const pot of awardPots(pots, (s) => score[s]!, 4, 6, noRake, true))
      for (const w of pot.winners) won.set(w.seat, (won.get(w.seat) ?? 0n) + w.amount);
    expect(Object.fromEntries(won)).toEqual({ 0: 450n, 1: 150n, 3: 550n });
  });

  it('returns the uncalled part of the biggest bet', () => {
    expect(
      uncalled([
        { seat: 0, amount: 900n, folded: false },
        { seat: 1, amount: 300n, folded: false },
        { seat: 2, amount: 100n, folded: true },
      ]),
    ).toEqual({ seat: 0, amount: 600n });
    expect(
      uncalled([
        { seat: 0, amount: 300n, folded: false },
        { seat: 1, amount: 300n, folded: false },
      ]),
    ).toBeNull();
  });

  it('gives the odd chip to the first winner left of the button', () => {
    // Button seat 3 of 6: left of it are seats 4, 5, 0, 1, 2 → seat 5 before seat 1.
    const [pot] = awardPots([{ amount: 301n, seats: [1, 5] }], () => 1, 3, 6, noRake, true);
    expect(pot!.winners).toEqual([
      { seat: 5, amount: 151n },
      { seat: 1, amount: 150n },
    ]);
  });
});

describe('rake', () => {
  it('takes the percent of each pot rounded down, until the hand cap is used', () => {
    // 5 % of 1000 = 50; 5 % of 600 = 30 but only 20 of the cap 70 is left; 5 % of 333 = 16.65 → 16.
    const pots = [
      { amount: 1000n, seats: [0, 1] },
      { amount: 600n, seats: [0, 1] },
    ];
    const awarded = awardPots(pots, (s) => (s === 0 ? 2 : 1), 1, 2, { bps: 500, cap: 70n }, true);
    expect(awarded.map((p) => p.rake)).toEqual([50n, 20n]);
    expect(awarded.map((p) => p.winners[0]!.amount)).toEqual([950n, 580n]);
    const [odd] = awardPots([{ amount: 333n, seats: [0] }], () => 1, 1, 2, { bps: 500, cap: 0n }, true);
    expect(odd!.rake).toBe(16n);
  });

  it('takes nothing when the hand ended before the flop (no flop, no drop)', () => {
    const [pot] = awardPots([{ amount: 1000n, seats: [0] }], () => 1, 1, 2, { bps: 500, cap: 70n }, false);
    expect(pot!.rake).toBe(0n);
    expect(pot!.winners).toEqual([{ seat: 0, amount: 1000n }]);
  });
});
