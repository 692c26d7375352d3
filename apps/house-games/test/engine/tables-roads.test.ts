import { describe, expect, it } from 'vitest';
import { type BaccaratResult, baccaratRoads, placeStreaks } from '../../src/engine/tables/index.ts';

const r = (w: 'P' | 'B' | 'T', pair = ''): BaccaratResult => ({
  winner: w === 'P' ? 'player' : w === 'B' ? 'banker' : 'tie',
  playerPair: pair.includes('p'),
  bankerPair: pair.includes('b'),
  total: 7,
});
const shoe = (s: string) => [...s].map((c) => r(c as 'P' | 'B' | 'T'));
/** Derived road cells written as "col,row" with R (red) or B (blue). */
const derived = (cells: { col: number; row: number; red: boolean }[]) =>
  cells.map((c) => `${c.red ? 'R' : 'B'}${c.col},${c.row}`).join(' ');

describe('baccaratRoads, a worked shoe of 26 results', () => {
  // T B B P T P P B P P B B B B B B B T P P P P P P B B
  const results = shoe('TBBPTPPBPPBBBBBBBTPPPPPPBB');
  results[2] = r('B', 'b');
  results[3] = r('P', 'pb');
  const roads = baccaratRoads(results);

  it('bead plate: every result down 6 rows, column by column', () => {
    expect(roads.beadPlate).toHaveLength(26);
    expect(roads.beadPlate[0]).toEqual({ col: 0, row: 0, result: r('T') });
    expect(roads.beadPlate[5]).toMatchObject({ col: 0, row: 5 });
    expect(roads.beadPlate[6]).toMatchObject({ col: 1, row: 0, result: r('P') });
    expect(roads.beadPlate[25]).toMatchObject({ col: 4, row: 1, result: r('B') });
  });

  it('big road: streak columns, ties on the last cell, a dragon tail and a streak blocked by it', () => {
    // Streaks: B2 (the leading tie on its first cell), P3 (the tie after the first P), B1, P2, B7 (the
    // 7th turns right at the bottom: 4,5 -> 5,5; the tie after it on 5,5), P6 (blocked at 5,5 by the
    // tail: its 6th turns right to 6,4), B2 (starts at column 6, above that tail).
    const cells = roads.bigRoad.map((c) => `${c.winner[0]}${c.col},${c.row}${c.ties ? `+${c.ties}` : ''}`);
    expect(cells.join(' ')).toBe(
      [
        'b0,0+1 b0,1',
        'p1,0+1 p1,1 p1,2',
        'b2,0',
        'p3,0 p3,1',
        'b4,0 b4,1 b4,2 b4,3 b4,4 b4,5 b5,5+1',
        'p5,0 p5,1 p5,2 p5,3 p5,4 p6,4',
        'b6,0 b6,1',
      ].join(' '),
    );
    expect(roads.bigRoad[1]).toMatchObject({ bankerPair: true, playerPair: false });
    expect(roads.bigRoad[2]).toMatchObject({ bankerPair: true, playerPair: true });
  });

  // Big road columns (logical) have lengths 2 3 1 2 7 6 2. A cell at (c, 0) is red when columns c-1 and
  // c-1-k are as long; a cell at (c, r > 0) is blue when column c-k is exactly r long.
  it('big eye boy (k = 1) from (1,1)', () => {
    // (1,1) col0=2≠1 R; (1,2) col0=2 B; (2,0) 3≠2 B; (3,0) 1≠3 B; (3,1) col2=1 B; (4,0) 2≠1 B;
    // (4,1) col3=2≠1 R; (4,2) 2 B; (4,3..6) R R R R; (5,0) 7≠2 B; (5,1..5) R R R R R; (6,0) 6≠7 B; (6,1) R.
    expect(derived(roads.bigEyeBoy)).toBe(
      'R0,0 B1,0 B1,1 B1,2 B1,3 B1,4 R2,0 B3,0 R4,0 R4,1 R4,2 R4,3 B5,0 R6,0 R6,1 R6,2 R6,3 R6,4 B7,0 R8,0',
    );
  });

  it('small road (k = 2) from (3,0)', () => {
    // (3,0) col2=1 vs col0=2 B; (3,1) col1=3≠1 R; (4,0) col3=2 vs col1=3 B; (4,1) col2=1 B;
    // (4,2..6) R R R R R; (5,0) 7 vs col2=1 B; (5,1) col3=2≠1 R; (5,2) 2 B; (5,3..5) R R R;
    // (6,0) 6 vs col3=2 B; (6,1) col4=7≠1 R.
    expect(derived(roads.smallRoad)).toBe(
      'B0,0 R1,0 B2,0 B2,1 R3,0 R3,1 R3,2 R3,3 R3,4 B4,0 R5,0 B6,0 R7,0 R7,1 R7,2 B8,0 R9,0',
    );
  });

  it('cockroach pig (k = 3) from (3,1)', () => {
    // (3,1) col0=2≠1 R; (4,0) col3=2 vs col0=2 R; (4,1) col1=3≠1 R; (4,2) 3≠2 R; (4,3) 3 B;
    // (4,4..6) R R R; (5,0) 7 vs col1=3 B; (5,1) col2=1 B; (5,2..5) R R R R; (6,0) 6 vs col2=1 B; (6,1) col3=2≠1 R.
    expect(derived(roads.cockroachPig)).toBe(
      'R0,0 R0,1 R0,2 R0,3 B1,0 R2,0 R2,1 R2,2 B3,0 B3,1 R4,0 R4,1 R4,2 R4,3 B5,0 R6,0',
    );
  });
});

describe('baccaratRoads, a ping-pong shoe', () => {
  it('draws each derived road like the big road, with its own dragon tail', () => {
    const roads = baccaratRoads(shoe('PBPBPBPBP'));
    expect(roads.bigRoad.map((c) => `${c.col},${c.row}`)).toEqual([...Array(9).keys()].map((i) => `${i},0`));
    // Every column is 1 long, so every derived cell is red: 7, 6 and 5 of them.
    expect(derived(roads.bigEyeBoy)).toBe('R0,0 R0,1 R0,2 R0,3 R0,4 R0,5 R1,5');
    expect(derived(roads.smallRoad)).toBe('R0,0 R0,1 R0,2 R0,3 R0,4 R0,5');
    expect(derived(roads.cockroachPig)).toBe('R0,0 R0,1 R0,2 R0,3 R0,4');
  });

  it('keeps ties alone in the bead plate until the first win', () => {
    const roads = baccaratRoads(shoe('TT'));
    expect(roads.bigRoad).toEqual([]);
    expect(roads.beadPlate.map((b) => b.result.winner)).toEqual(['tie', 'tie']);
    expect(baccaratRoads(shoe('TTP')).bigRoad).toEqual([
      { col: 0, row: 0, winner: 'player', ties: 2, playerPair: false, bankerPair: false },
    ]);
  });
});

describe('placeStreaks', () => {
  it('starts a streak further right when a tail holds the top of its column', () => {
    // A 3-row grid: B3 fills column 0 with no tail; P4 at column 1 turns right at row 2 (2,2);
    // B3 at column 2 is blocked at row 2 so turns at row 1: (3,1); P1 then starts at column 3 (top free).
    expect(placeStreaks([...'BBBPPPPBBBP'], 3).map((p) => `${p.col},${p.row}`)).toEqual([
      '0,0',
      '0,1',
      '0,2',
      '1,0',
      '1,1',
      '1,2',
      '2,2',
      '2,0',
      '2,1',
      '3,1',
      '3,0',
    ]);
    // Rows 2: P3 tails along row 1 (1,1); B2 at column 1 is blocked below, so it runs along row 0 (2,0);
    // the next streak's column 2 top is taken, so it starts at column 3.
    expect(placeStreaks([...'PPPBBP'], 2).map((p) => `${p.col},${p.row}`)).toEqual([
      '0,0',
      '0,1',
      '1,1',
      '1,0',
      '2,0',
      '3,0',
    ]);
  });
});
