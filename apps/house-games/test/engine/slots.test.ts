import { describe, expect, it } from 'vitest';
import { DRAGON_FORTUNE } from '../../src/engine/dragon-fortune.ts';
import { NEON_FRUITS } from '../../src/engine/neon-fruits.ts';
import { floatSource } from '../../src/engine/prng.ts';
import {
  type SlotDefinition,
  checkDefinition,
  computeHitFrequency,
  computeRtp,
  floatsPerRound,
  rtpBreakdown,
  spin,
  spinWin,
  validateSlotBet,
} from '../../src/engine/slots.ts';

const GAMES = [DRAGON_FORTUNE, NEON_FRUITS];

/** Floats that land each reel on the given stop (middle of the stop's float interval). */
function floatsForStops(def: SlotDefinition, stops: readonly number[]): number[] {
  const floats = stops.map((s, i) => (s + 0.5) / (def.reels[i] as readonly string[]).length);
  while (floats.length < floatsPerRound(def)) floats.push(0);
  return floats;
}

const TOY_BASE: Omit<SlotDefinition, 'reels'> = {
  id: 'toy',
  name: 'Toy',
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
  ],
  paytable: { A: [5, 10, 20], K: [2, 4, 8], WILD: [10, 20, 50] },
  wild: 'WILD',
  scatter: 'SCATTER',
  scatterPays: { 2: 1, 3: 5, 4: 10, 5: 20 },
  freeSpins: { minScatters: 3, spins: 2, multiplier: 2 },
  declaredRtp: 0,
};

/** A definition whose strips are exactly the wanted window (length 3, stop 0 shows it). */
function withWindow(columns: readonly (readonly string[])[]): SlotDefinition {
  return { ...TOY_BASE, reels: columns };
}

const middle = (symbols: readonly string[], filler = ['K', 'A']): string[][] =>
  symbols.map((s, i) => [filler[i % 2] as string, s, filler[(i + 1) % 2] as string]);

describe('slot definitions', () => {
  it.each(GAMES.map((d) => [d.id, d] as const))('%s is well formed', (_id, def) => {
    expect(checkDefinition(def)).toEqual([]);
    for (const strip of def.reels) {
      expect(strip.length).toBeGreaterThanOrEqual(30);
      expect(strip.length).toBeLessThanOrEqual(60);
    }
  });

  it.each(GAMES.map((d) => [d.id, d] as const))('%s never shows two scatters on one reel', (_id, def) => {
    for (const strip of def.reels) {
      for (let stop = 0; stop < strip.length; stop++) {
        const window = [0, 1, 2].map((r) => strip[(stop + r) % strip.length]);
        expect(window.filter((s) => s === def.scatter).length).toBeLessThanOrEqual(1);
      }
    }
  });

  it('rejects a strip that can show two scatters', () => {
    const bad = withWindow([['SCATTER', 'A', 'SCATTER'], ...middle(['A', 'A', 'A', 'A']).slice(1)]);
    expect(checkDefinition(bad).join()).toMatch(/2 scatters/);
    expect(() => computeRtp(bad)).toThrow();
  });

  it.each(GAMES.map((d) => [d.id, d] as const))(
    '%s: exact RTP equals declaredRtp and is in range',
    (_id, def) => {
      const rtp = computeRtp(def);
      expect(Math.abs(rtp - def.declaredRtp)).toBeLessThan(0.0001);
      expect(rtp).toBeGreaterThan(0.94);
      expect(rtp).toBeLessThan(0.97);
    },
  );

  it.each(GAMES.map((d) => [d.id, d] as const))('%s hits on 20-35%% of spins', (_id, def) => {
    const hit = computeHitFrequency(def);
    expect(hit).toBeGreaterThan(0.2);
    expect(hit).toBeLessThan(0.35);
  });

  it('pins the feature shape of Dragon Fortune', () => {
    const b = rtpBreakdown(DRAGON_FORTUNE);
    expect(b.freeSpinsTrigger).toBeGreaterThan(1 / 500);
    expect(b.freeSpinsTrigger).toBeLessThan(1 / 200);
    expect(b.freeSpins).toBeCloseTo(b.freeSpinsTrigger * 10 * 3 * b.base, 12);
    expect(rtpBreakdown(NEON_FRUITS).freeSpins).toBe(0);
  });
});

describe('bet validation', () => {
  it('needs a positive multiple of the line count', () => {
    expect(validateSlotBet(DRAGON_FORTUNE, 2000n)).toEqual({ ok: true, lineBet: 100n });
    expect(validateSlotBet(NEON_FRUITS, 2000n)).toEqual({ ok: true, lineBet: 200n });
    expect(validateSlotBet(DRAGON_FORTUNE, 2010n).ok).toBe(false);
    expect(validateSlotBet(DRAGON_FORTUNE, 0n).ok).toBe(false);
    expect(validateSlotBet(DRAGON_FORTUNE, -20n).ok).toBe(false);
    expect(() => spin(DRAGON_FORTUNE, floatsForStops(DRAGON_FORTUNE, [0, 0, 0, 0, 0]), 2010n)).toThrow(
      /multiple/,
    );
  });

  it('refuses too few or out-of-range floats', () => {
    expect(() => spin(NEON_FRUITS, [0.1, 0.2, 0.3, 0.4], 100n)).toThrow(/floats/);
    expect(() => spin(NEON_FRUITS, [0.1, 0.2, 1, 0.4, 0.5], 100n)).toThrow(/float/);
    expect(floatsPerRound(DRAGON_FORTUNE)).toBe(55);
    expect(floatsPerRound(NEON_FRUITS)).toBe(5);
  });
});

describe('line and scatter rules', () => {
  const bet = 400n; // 4 lines -> line bet 100
  const ZEROS = new Array<number>(15).fill(0);

  it('maps floats to stops with floor(f * length) and shows stop, stop+1, stop+2 wrapping', () => {
    const def = NEON_FRUITS;
    const len = (def.reels[0] as readonly string[]).length;
    const round = spin(def, [(len - 1) / len, 0, 0.5, 0.999999, (3 - 1e-9) / len], 10n);
    expect(round.stops).toEqual([len - 1, 0, len / 2, len - 1, 2]);
    const strip0 = def.reels[0] as readonly string[];
    expect(round.grid[0]).toEqual([strip0[len - 1], strip0[0], strip0[1]]);
  });

  it('lets the wild substitute and pays from the leftmost reel only', () => {
    const round = spin(withWindow(middle(['A', 'WILD', 'A', 'K', 'K'])), ZEROS, bet);
    const line = round.lineWins.find((w) => w.line === 0);
    expect(line).toMatchObject({ symbol: 'A', count: 3, pay: 5, win: 500n });
    expect(line?.positions).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
    const notLeftmost = spin(withWindow(middle(['K', 'A', 'A', 'A', 'K'])), ZEROS, bet);
    expect(notLeftmost.lineWins.find((w) => w.line === 0)).toBeUndefined();
  });

  it('extends runs through wilds, leading or inside', () => {
    const round = spin(withWindow(middle(['WILD', 'WILD', 'A', 'A', 'K'])), ZEROS, bet);
    expect(round.lineWins.find((w) => w.line === 0)).toMatchObject({ symbol: 'A', count: 4, pay: 10 });
    const wildsInside = spin(withWindow(middle(['K', 'K', 'WILD', 'K', 'WILD'])), ZEROS, bet);
    expect(wildsInside.lineWins.find((w) => w.line === 0)).toMatchObject({ symbol: 'K', count: 5, pay: 8 });
  });

  it('pays the better of the wild run and the substituted symbol', () => {
    const wildBetter = spin(withWindow(middle(['WILD', 'WILD', 'WILD', 'K', 'K'])), ZEROS, bet);
    expect(wildBetter.lineWins.find((w) => w.line === 0)).toMatchObject({
      symbol: 'WILD',
      count: 3,
      pay: 10,
    });
    const symbolBetter = spin(withWindow(middle(['WILD', 'WILD', 'WILD', 'A', 'A'])), ZEROS, bet);
    expect(symbolBetter.lineWins.find((w) => w.line === 0)).toMatchObject({ symbol: 'A', count: 5, pay: 20 });
    const allWild = spin(withWindow(middle(['WILD', 'WILD', 'WILD', 'WILD', 'WILD'])), ZEROS, bet);
    expect(allWild.lineWins.find((w) => w.line === 0)).toMatchObject({ symbol: 'WILD', count: 5, pay: 50 });
  });

  it('never lets a scatter form or extend a line', () => {
    const broken = spin(withWindow(middle(['A', 'SCATTER', 'A', 'A', 'A'])), ZEROS, bet);
    expect(broken.lineWins.find((w) => w.line === 0)).toBeUndefined();
    const wildsThenScatter = spin(withWindow(middle(['WILD', 'WILD', 'SCATTER', 'A', 'A'])), ZEROS, bet);
    expect(wildsThenScatter.lineWins.find((w) => w.line === 0)).toBeUndefined();
  });

  it('pays scatters anywhere by count on the total bet and runs free spins with the multiplier', () => {
    const columns = [
      ['SCATTER', 'K', 'K'],
      ['A', 'K', 'A'],
      ['K', 'A', 'SCATTER'],
      ['A', 'K', 'A'],
      ['K', 'SCATTER', 'K'],
    ];
    const round = spin(withWindow(columns), ZEROS, bet);
    expect(round.scatter).toEqual({
      count: 3,
      positions: [
        [0, 0],
        [2, 2],
        [4, 1],
      ],
      win: 2000n,
    });
    // Strips of length 3 always show the same window, so each free spin repeats the paid spin, doubled.
    expect(round.freeSpins?.spins).toHaveLength(2);
    expect(round.freeSpins?.win).toBe(2n * 2n * round.win);
    expect(round.totalWin).toBe(round.win * 5n);
    const sumOfParts = round.lineWins.reduce((s, w) => s + w.win, 0n) + round.scatter.win;
    expect(round.win).toBe(sumOfParts);
  });
});

describe('exact calculators against brute force on a small machine', () => {
  const toy: SlotDefinition = {
    ...TOY_BASE,
    reels: [
      ['A', 'K', 'WILD', 'A', 'SCATTER', 'K', 'A'],
      ['K', 'A', 'A', 'WILD', 'K', 'SCATTER', 'A'],
      ['A', 'SCATTER', 'K', 'A', 'WILD', 'K', 'K'],
      ['K', 'A', 'SCATTER', 'A', 'K', 'WILD', 'A'],
      ['A', 'K', 'A', 'SCATTER', 'K', 'A', 'WILD'],
    ],
  };

  it('rtpBreakdown and computeHitFrequency equal the average over every stop combination', () => {
    const L = 7;
    const totalBet = 400n;
    let baseWon = 0n;
    let hits = 0;
    let triggers = 0;
    let combos = 0;
    const stops = [0, 0, 0, 0, 0];
    for (let n = 0; n < L ** 5; n++) {
      let x = n;
      for (let i = 0; i < 5; i++) {
        stops[i] = x % L;
        x = Math.floor(x / L);
      }
      const round = spin(toy, floatsForStops(toy, stops), totalBet);
      expect(round.stops).toEqual(stops);
      baseWon += round.win;
      if (round.win > 0n) hits++;
      if (round.freeSpins) triggers++;
      combos++;
    }
    const b = rtpBreakdown(toy);
    expect(b.base).toBeCloseTo(Number(baseWon) / combos / Number(totalBet), 12);
    expect(b.freeSpinsTrigger).toBeCloseTo(triggers / combos, 12);
    expect(b.total).toBeCloseTo(b.base * (1 + b.freeSpinsTrigger * 2 * 2), 12);
    expect(computeHitFrequency(toy)).toBeCloseTo(hits / combos, 12);
  });
});

describe('spin and spinWin agree', () => {
  it.each(GAMES.map((d) => [d.id, d] as const))('%s over 10,000 random rounds', (_id, def) => {
    const rand = floatSource(42);
    const lines = BigInt(def.paylines.length);
    const lineBet = 7n;
    let triggered = 0;
    const mismatches: string[] = [];
    for (let k = 0; k < 10_000; k++) {
      const floats = Array.from({ length: floatsPerRound(def) }, rand);
      const round = spin(def, floats, lineBet * lines);
      let cursor = 0;
      const units = spinWin(def, () => floats[cursor++] as number);
      if (round.totalWin !== lineBet * BigInt(units)) mismatches.push(`round ${k}: win`);
      if (round.freeSpins) triggered++;
      round.grid.forEach((col, i) => {
        const strip = def.reels[i] as readonly string[];
        col.forEach((s, r) => {
          if (s !== strip[((round.stops[i] as number) + r) % strip.length])
            mismatches.push(`round ${k}: grid`);
        });
      });
      for (const w of round.lineWins) {
        const rows = def.paylines[w.line] as readonly number[];
        for (const [reel, row] of w.positions) {
          const shown = round.grid[reel]?.[row];
          if (row !== rows[reel] || (shown !== w.symbol && shown !== def.wild))
            mismatches.push(`round ${k}: line`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    if (def.freeSpins) expect(triggered).toBeGreaterThan(0);
  });
});
