/** Shared helpers of the lottery engine tests: parsing shortcuts, outcome enumerators, exact expectations. */
import { expect } from 'vitest';
import type { BallResult, DrawResult, GroupCode, PlayType, Rational, Selection } from '../src/index.ts';
import { add, div, findPlay, GROUPS, parseWinNo, rat, winExact, ZERO } from '../src/index.ts';

export function play(group: GroupCode, code: string): PlayType {
  const p = findPlay(group, code);
  if (!p) throw new Error(`no play ${group}/${code}`);
  return p;
}

export function select(p: PlayType, content: string): Selection {
  const r = p.parse(content);
  if (!r.ok) throw new Error(`${p.group}/${p.code} "${content}": ${r.error} ${r.detail}`);
  return r.selection;
}

export function result(group: GroupCode, winNo: string): DrawResult {
  const r = parseWinNo(group, winNo);
  if (!r) throw new Error(`bad winNo ${winNo} for ${group}`);
  return r;
}

/** Every digit tuple of length k. */
export function* digitTuples(k: number): Generator<number[]> {
  const t = new Array<number>(k).fill(0);
  for (let n = 0; n < 10 ** k; n++) {
    let x = n;
    for (let i = k - 1; i >= 0; i--) {
      t[i] = x % 10;
      x = Math.floor(x / 10);
    }
    yield t;
  }
}

/** All draws of a digit group over `positions` (others fixed at 0): 10^|positions| equally likely outcomes. */
export function* digitOutcomes(group: 'SSC' | 'LF', positions: readonly number[]): Generator<BallResult> {
  const size = group === 'SSC' ? 5 : 3;
  for (const t of digitTuples(positions.length)) {
    const balls = new Array<number>(size).fill(0);
    positions.forEach((p, i) => (balls[p] = t[i]!));
    yield { group, balls };
  }
}

export function* diceOutcomes(): Generator<BallResult> {
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) yield { group: 'K3', balls: [a, b, c] };
}

/** Every ordered draw of `count` distinct numbers of 1..from: 55,440 for 11X5. */
export function* orderedDraws(count: number, from: number): Generator<number[]> {
  const used = new Array<boolean>(from + 1).fill(false);
  const cur: number[] = [];
  function* walk(): Generator<number[]> {
    if (cur.length === count) {
      yield [...cur];
      return;
    }
    for (let v = 1; v <= from; v++) {
      if (used[v]) continue;
      used[v] = true;
      cur.push(v);
      yield* walk();
      cur.pop();
      used[v] = false;
    }
  }
  yield* walk();
}

export function* x5Outcomes(): Generator<BallResult> {
  for (const balls of orderedDraws(5, 11)) yield { group: '11X5', balls };
}

/**
 * PK10 draws over the given places: every ordered assignment of distinct cars to them (equally likely in a
 * uniform permutation), the other places filled with the remaining cars ascending. Exact for plays that only
 * look at those places.
 */
export function* pk10Outcomes(places: readonly number[]): Generator<BallResult> {
  for (const cars of orderedDraws(places.length, 10)) {
    const balls = new Array<number>(10).fill(0);
    places.forEach((p, i) => (balls[p] = cars[i]!));
    const rest = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((c) => !cars.includes(c));
    for (let i = 0; i < 10; i++) if (!places.includes(i)) balls[i] = rest.shift()!;
    yield { group: 'PK10', balls };
  }
}

export interface Tally {
  readonly outcomes: number;
  /** Σ over outcomes of winning bets per level. */
  readonly totals: Record<string, number>;
}

export function tally(p: PlayType, sel: Selection, outcomes: Iterable<DrawResult>): Tally {
  const totals: Record<string, number> = {};
  for (const l of p.levels) totals[l.key] = 0;
  let n = 0;
  for (const r of outcomes) {
    n++;
    const w = p.winningBets(sel, r);
    for (const k in w) totals[k]! += w[k]!;
  }
  return { outcomes: n, totals };
}

/** E[winning bets of `level`] per draw, exact. */
export const meanWins = (t: Tally, level: string): Rational => rat(t.totals[level] ?? 0, t.outcomes);

/** Exact RTP of a selection at `series`: E[win] / stake (unit 1, multiple 1). */
export function exactRtp(p: PlayType, sel: Selection, t: Tally, series: number): Rational {
  const base = GROUPS[p.group].series.base;
  const meanWin = div(winExact(p.levels, t.totals, 1n, 1, series, base), rat(t.outcomes));
  return div(meanWin, rat(sel.betCount));
}

/** Σ_level E[W_level] / expected_level must equal the bet count: every single bet is priced at its odds. */
export function pricedBets(p: PlayType, t: Tally): Rational {
  let s = ZERO;
  for (const l of p.levels) s = add(s, div(meanWins(t, l.key), l.expected));
  return s;
}

export function expectRat(actual: Rational, expected: Rational): void {
  expect(`${actual.n}/${actual.d}`).toBe(`${expected.n}/${expected.d}`);
}

/** Deterministic float source for sampling tests (mulberry32, uniform enough for statistics, not crypto). */
export function seededFloats(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
