/**
 * Shared engine for 5x3 payline slots.
 *
 * Rules (the evaluator, the RTP calculator and the simulation all go through `lineCode`, so they agree):
 * - Reel i stops at floor(f_i * strip_i.length); the visible window is strip positions stop, stop+1,
 *   stop+2 (wrapping), top to bottom, i.e. rows 0, 1, 2.
 * - A payline lists one row per reel. It pays for 3, 4 or 5 matching symbols from the leftmost reel.
 * - The wild substitutes for every symbol except the scatter. A line starting with wilds pays the higher
 *   of (a) the wilds' own pay for the leading wild run and (b) the first non-wild symbol's pay for the run
 *   of that symbol and wilds; on a tie (b) is reported. Only the best combination of a line is paid.
 * - Scatters pay anywhere by count, in multiples of the total bet; a scatter never forms or extends a line.
 * - Optional free spins: `minScatters` or more scatters in the paid spin award `spins` free spins on the
 *   same strips with every win multiplied by `multiplier`. Free spins do not retrigger, which keeps the
 *   RTP a closed formula: RTP = B * (1 + P(trigger) * spins * multiplier), B = line RTP + scatter RTP.
 * - Floats: 5 per spin (one per reel, left to right). A round always reserves 5 * (1 + freeSpins.spins)
 *   floats; free spin k (0-based) uses floats[5 + 5k .. 5 + 5k + 4], whether or not they are played.
 * - Money: total bet must be a positive multiple of the number of lines; lineBet = totalBet / lines;
 *   a line win is lineBet * pay, a scatter win totalBet * pay, all bigint.
 */

export type SymbolId = string;

/** Pays for 3, 4 and 5 of a kind, in multiples of the line bet. */
export type LinePays = readonly [three: number, four: number, five: number];

export interface FreeSpinsFeature {
  readonly minScatters: number;
  readonly spins: number;
  readonly multiplier: number;
}

export interface SlotDefinition {
  readonly id: string;
  readonly name: string;
  readonly reels: readonly (readonly SymbolId[])[];
  readonly paylines: readonly (readonly number[])[];
  readonly paytable: Readonly<Record<SymbolId, LinePays>>;
  readonly wild: SymbolId;
  readonly scatter: SymbolId;
  /** Scatter count -> multiple of the total bet. */
  readonly scatterPays: Readonly<Partial<Record<number, number>>>;
  readonly freeSpins?: FreeSpinsFeature;
  readonly declaredRtp: number;
}

export const REELS = 5;
export const ROWS = 3;
const CELLS = REELS * ROWS;
const MAX_SYMBOLS = 64;
// lineCode packs (pay, symbol, count) into one number so the hot loop allocates nothing.
const PAY_SHIFT = 1024;
const SYMBOL_SHIFT = 8;

interface CompiledSlot {
  readonly def: SlotDefinition;
  readonly symbols: readonly SymbolId[];
  readonly wild: number;
  readonly scatter: number;
  readonly strips: readonly Uint8Array[];
  /** Each strip followed by its first ROWS - 1 symbols, so a window never wraps. */
  readonly windows: readonly Uint8Array[];
  readonly lineRows: Uint8Array;
  readonly lineCount: number;
  /** pay[symbol * 6 + count] in line-bet multiples. */
  readonly pay: Int32Array;
  /** scatterPay[count] in total-bet multiples. */
  readonly scatterPay: Int32Array;
  readonly freeSpins: number;
  readonly freeMultiplier: number;
  readonly freeMinScatters: number;
  /** Scratch window, cell = reel * 3 + row. */
  readonly grid: Uint8Array;
  readonly stops: Int32Array;
}

/** Structural problems of a definition; empty when the definition is usable. */
export function checkDefinition(def: SlotDefinition): string[] {
  const problems: string[] = [];
  if (def.reels.length !== REELS) problems.push(`needs ${REELS} reels`);
  if (def.wild === def.scatter) problems.push('wild and scatter must differ');
  const known = new Set<SymbolId>([def.wild, def.scatter, ...Object.keys(def.paytable)]);
  if (known.size > MAX_SYMBOLS) problems.push('too many symbols');
  def.reels.forEach((strip, i) => {
    if (strip.length < ROWS) problems.push(`reel ${i} is shorter than the window`);
    for (const s of strip) if (!known.has(s)) problems.push(`reel ${i} has unknown symbol ${s}`);
    for (let stop = 0; stop < strip.length; stop++) {
      let scatters = 0;
      for (let r = 0; r < ROWS; r++) if (strip[(stop + r) % strip.length] === def.scatter) scatters++;
      if (scatters > 1) problems.push(`reel ${i} shows ${scatters} scatters at stop ${stop}`);
    }
  });
  if (def.paylines.length === 0) problems.push('no paylines');
  def.paylines.forEach((line, l) => {
    if (line.length !== REELS || line.some((r) => !Number.isInteger(r) || r < 0 || r >= ROWS)) {
      problems.push(`payline ${l} is malformed`);
    }
  });
  const seen = new Set(def.paylines.map((l) => l.join(',')));
  if (seen.size !== def.paylines.length) problems.push('duplicate paylines');
  for (const [sym, pays] of Object.entries(def.paytable)) {
    if (sym === def.scatter) problems.push('the scatter cannot have line pays');
    if (pays.some((p) => !Number.isSafeInteger(p) || p < 0)) problems.push(`pays of ${sym} must be integers`);
  }
  for (const [count, pay] of Object.entries(def.scatterPays)) {
    const n = Number(count);
    if (!Number.isInteger(n) || n < 1 || n > REELS) problems.push(`scatter count ${count} is impossible`);
    if (pay === undefined || !Number.isSafeInteger(pay) || pay < 0)
      problems.push('scatter pays must be integers');
  }
  const fs = def.freeSpins;
  if (fs) {
    if (!Number.isInteger(fs.spins) || fs.spins < 1) problems.push('free spins count must be positive');
    if (!Number.isInteger(fs.multiplier) || fs.multiplier < 1)
      problems.push('free spins multiplier must be >= 1');
    if (!Number.isInteger(fs.minScatters) || fs.minScatters < 1 || fs.minScatters > REELS) {
      problems.push('free spins trigger is impossible');
    }
  }
  return problems;
}

const compiledCache = new WeakMap<SlotDefinition, CompiledSlot>();

function compile(def: SlotDefinition): CompiledSlot {
  const cached = compiledCache.get(def);
  if (cached) return cached;
  const problems = checkDefinition(def);
  if (problems.length > 0) throw new Error(`invalid slot definition ${def.id}: ${problems.join('; ')}`);
  const symbols = [...new Set<SymbolId>([def.wild, def.scatter, ...Object.keys(def.paytable)])];
  const index = new Map(symbols.map((s, i) => [s, i]));
  const ix = (s: SymbolId): number => index.get(s) as number;
  const pay = new Int32Array(symbols.length * 6);
  for (const [sym, pays] of Object.entries(def.paytable)) {
    pay[ix(sym) * 6 + 3] = pays[0];
    pay[ix(sym) * 6 + 4] = pays[1];
    pay[ix(sym) * 6 + 5] = pays[2];
  }
  const scatterPay = new Int32Array(REELS + 1);
  for (const [count, p] of Object.entries(def.scatterPays)) scatterPay[Number(count)] = p ?? 0;
  const c: CompiledSlot = {
    def,
    symbols,
    wild: ix(def.wild),
    scatter: ix(def.scatter),
    strips: def.reels.map((strip) => Uint8Array.from(strip, ix)),
    windows: def.reels.map((strip) => Uint8Array.from([...strip, ...strip.slice(0, ROWS - 1)], ix)),
    lineRows: Uint8Array.from(def.paylines.flat()),
    lineCount: def.paylines.length,
    pay,
    scatterPay,
    freeSpins: def.freeSpins?.spins ?? 0,
    freeMultiplier: def.freeSpins?.multiplier ?? 1,
    freeMinScatters: def.freeSpins?.minScatters ?? REELS + 1,
    grid: new Uint8Array(CELLS),
    stops: new Int32Array(REELS),
  };
  compiledCache.set(def, c);
  return c;
}

/**
 * The single line rule; s0..s4 are the symbols on reels 0..4. Returns 0 for no win, else
 * pay * PAY_SHIFT + symbol * SYMBOL_SHIFT + count.
 */
function lineCode(c: CompiledSlot, s0: number, s1: number, s2: number, s3: number, s4: number): number {
  const W = c.wild;
  let w = 0;
  if (s0 === W) {
    w = 1;
    if (s1 === W) {
      w = 2;
      if (s2 === W) {
        w = 3;
        if (s3 === W) {
          w = 4;
          if (s4 === W) w = 5;
        }
      }
    }
  }
  const wildPay = w >= 3 ? (c.pay[W * 6 + w] as number) : 0;
  if (w === 5) return wildPay > 0 ? wildPay * PAY_SHIFT + W * SYMBOL_SHIFT + 5 : 0;
  const first = w === 0 ? s0 : w === 1 ? s1 : w === 2 ? s2 : w === 3 ? s3 : s4;
  let n = w + 1;
  if (first !== c.scatter) {
    if (n === 1) n = s1 === first || s1 === W ? 2 : 1;
    if (n === 2) n = s2 === first || s2 === W ? 3 : 2;
    if (n === 3) n = s3 === first || s3 === W ? 4 : 3;
    if (n === 4) n = s4 === first || s4 === W ? 5 : 4;
  }
  const symPay = first !== c.scatter && n >= 3 ? (c.pay[first * 6 + n] as number) : 0;
  if (wildPay > symPay) return wildPay * PAY_SHIFT + W * SYMBOL_SHIFT + w;
  return symPay > 0 ? symPay * PAY_SHIFT + first * SYMBOL_SHIFT + n : 0;
}

function lineCodeOnGrid(c: CompiledSlot, line: number): number {
  const g = c.grid;
  const r = c.lineRows;
  const o = line * REELS;
  return lineCode(
    c,
    g[r[o] as number] as number,
    g[3 + (r[o + 1] as number)] as number,
    g[6 + (r[o + 2] as number)] as number,
    g[9 + (r[o + 3] as number)] as number,
    g[12 + (r[o + 4] as number)] as number,
  );
}

function stopFor(f: number, length: number): number {
  if (!(f >= 0 && f < 1)) throw new RangeError(`random float out of [0, 1): ${f}`);
  return Math.floor(f * length);
}

/** Fills c.stops and c.grid from five floats; returns the number of scatters in the window. */
function fillWindow(c: CompiledSlot, next: () => number): number {
  let scatters = 0;
  for (let i = 0; i < REELS; i++) {
    const strip = c.windows[i] as Uint8Array;
    const stop = stopFor(next(), strip.length - (ROWS - 1));
    c.stops[i] = stop;
    for (let r = 0; r < ROWS; r++) {
      const s = strip[stop + r] as number;
      c.grid[i * ROWS + r] = s;
      if (s === c.scatter) scatters++;
    }
  }
  return scatters;
}

/**
 * One spin's win in line-bet units (line pays plus scatter pay times the number of lines).
 * Returns -1 - units when the spin triggers free spins, so the hot loop needs no result object.
 */
function spinUnits(c: CompiledSlot, next: () => number): number {
  const scatters = fillWindow(c, next);
  let units = (c.scatterPay[scatters] as number) * c.lineCount;
  for (let l = 0; l < c.lineCount; l++) {
    const code = lineCodeOnGrid(c, l);
    if (code !== 0) units += Math.floor(code / PAY_SHIFT);
  }
  return scatters >= c.freeMinScatters ? -1 - units : units;
}

/**
 * Lean round evaluation for simulations: consumes floats from `next` (5 per spin played, free spins
 * included) and returns the round's win in line-bet units. spin() applies the same rules.
 */
export function spinWin(def: SlotDefinition, next: () => number): number {
  const c = compile(def);
  let units = spinUnits(c, next);
  if (units >= 0) return units;
  units = -1 - units;
  for (let k = 0; k < c.freeSpins; k++) {
    const u = spinUnits(c, next);
    units += c.freeMultiplier * (u >= 0 ? u : -1 - u);
  }
  return units;
}

export function floatsPerRound(def: SlotDefinition): number {
  return REELS * (1 + (def.freeSpins?.spins ?? 0));
}

export type BetCheck = { ok: true; lineBet: bigint } | { ok: false; reason: string };

export function validateSlotBet(def: SlotDefinition, totalBet: bigint): BetCheck {
  const lines = BigInt(def.paylines.length);
  if (totalBet <= 0n) return { ok: false, reason: 'bet must be positive' };
  if (totalBet % lines !== 0n) return { ok: false, reason: `bet must be a multiple of ${lines} (lines)` };
  return { ok: true, lineBet: totalBet / lines };
}

export interface LineWin {
  /** Index into def.paylines. */
  readonly line: number;
  readonly symbol: SymbolId;
  readonly count: number;
  /** [reel, row] of the paying cells, leftmost first. */
  readonly positions: readonly (readonly [number, number])[];
  /** Multiple of the line bet (before any free-spin multiplier). */
  readonly pay: number;
  readonly win: bigint;
}

export interface SpinOutcome {
  readonly stops: readonly number[];
  /** grid[reel][row], row 0 on top. */
  readonly grid: readonly (readonly SymbolId[])[];
  readonly lineWins: readonly LineWin[];
  readonly scatter: {
    readonly count: number;
    readonly positions: readonly (readonly [number, number])[];
    readonly win: bigint;
  };
  /** Wins of this spin, already multiplied during free spins. */
  readonly win: bigint;
}

export interface SlotRound extends SpinOutcome {
  readonly game: string;
  readonly totalBet: bigint;
  readonly lineBet: bigint;
  readonly freeSpins: {
    readonly multiplier: number;
    readonly spins: readonly SpinOutcome[];
    readonly win: bigint;
  } | null;
  readonly totalWin: bigint;
}

function spinDetail(
  c: CompiledSlot,
  next: () => number,
  lineBet: bigint,
  totalBet: bigint,
  mult: bigint,
): SpinOutcome {
  const scatters = fillWindow(c, next);
  const grid: SymbolId[][] = [];
  const scatterPositions: [number, number][] = [];
  for (let i = 0; i < REELS; i++) {
    const col: SymbolId[] = [];
    for (let r = 0; r < ROWS; r++) {
      const s = c.grid[i * ROWS + r] as number;
      col.push(c.symbols[s] as SymbolId);
      if (s === c.scatter) scatterPositions.push([i, r]);
    }
    grid.push(col);
  }
  const lineWins: LineWin[] = [];
  let win = 0n;
  for (let l = 0; l < c.lineCount; l++) {
    const code = lineCodeOnGrid(c, l);
    if (code === 0) continue;
    const pay = Math.floor(code / PAY_SHIFT);
    const count = code % SYMBOL_SHIFT;
    const symbol = c.symbols[Math.floor(code / SYMBOL_SHIFT) % (PAY_SHIFT / SYMBOL_SHIFT)] as SymbolId;
    const positions: [number, number][] = [];
    for (let i = 0; i < count; i++) positions.push([i, c.lineRows[l * REELS + i] as number]);
    const lineWin = lineBet * BigInt(pay) * mult;
    win += lineWin;
    lineWins.push({ line: l, symbol, count, positions, pay, win: lineWin });
  }
  const scatterWin = totalBet * BigInt(c.scatterPay[scatters] as number) * mult;
  win += scatterWin;
  return {
    stops: Array.from(c.stops),
    grid,
    lineWins,
    scatter: { count: scatters, positions: scatterPositions, win: scatterWin },
    win,
  };
}

/**
 * Plays one round (a paid spin plus any free spins it triggers) from `floatsPerRound(def)` floats.
 * Throws on an invalid bet or too few floats; the server validates the bet first with validateSlotBet.
 */
export function spin(def: SlotDefinition, floats: readonly number[], totalBet: bigint): SlotRound {
  const c = compile(def);
  const bet = validateSlotBet(def, totalBet);
  if (!bet.ok) throw new RangeError(bet.reason);
  const needed = floatsPerRound(def);
  if (floats.length < needed) throw new RangeError(`${def.id} needs ${needed} floats per round`);
  let cursor = 0;
  const next = (): number => floats[cursor++] as number;
  const base = spinDetail(c, next, bet.lineBet, totalBet, 1n);
  let freeSpins: SlotRound['freeSpins'] = null;
  if (def.freeSpins && base.scatter.count >= def.freeSpins.minScatters) {
    const mult = BigInt(def.freeSpins.multiplier);
    const spins: SpinOutcome[] = [];
    let win = 0n;
    for (let k = 0; k < def.freeSpins.spins; k++) {
      const s = spinDetail(c, next, bet.lineBet, totalBet, mult);
      win += s.win;
      spins.push(s);
    }
    freeSpins = { multiplier: def.freeSpins.multiplier, spins, win };
  }
  return {
    game: def.id,
    totalBet,
    lineBet: bet.lineBet,
    ...base,
    freeSpins,
    totalWin: base.win + (freeSpins?.win ?? 0n),
  };
}

/** Symbol -> number of positions on each reel. */
function reelCounts(c: CompiledSlot): number[][] {
  return c.strips.map((strip) => {
    const counts = new Array<number>(c.symbols.length).fill(0);
    for (const s of strip) counts[s] = (counts[s] as number) + 1;
    return counts;
  });
}

/** Stops of each reel whose window shows a scatter (at most one, checkDefinition guarantees it). */
function scatterStops(c: CompiledSlot): number[] {
  return c.strips.map((strip) => {
    let n = 0;
    for (let stop = 0; stop < strip.length; stop++) {
      for (let r = 0; r < ROWS; r++) if (strip[(stop + r) % strip.length] === c.scatter) n++;
    }
    return n;
  });
}

/** coefficient[k] = number of stop combinations (out of the product of strip lengths) showing k scatters. */
function scatterCountWays(c: CompiledSlot, reels: readonly number[] = [0, 1, 2, 3, 4]): number[] {
  const withScatter = scatterStops(c);
  let ways = [1];
  for (const i of reels) {
    const a = withScatter[i] as number;
    const b = (c.strips[i] as Uint8Array).length - a;
    const next = new Array<number>(ways.length + 1).fill(0);
    ways.forEach((w, k) => {
      next[k] = (next[k] as number) + w * b;
      next[k + 1] = (next[k + 1] as number) + w * a;
    });
    ways = next;
  }
  return ways;
}

export interface RtpBreakdown {
  /** Expected line pays per spin, in total-bet units (equal to the expected pay of one line). */
  readonly lines: number;
  readonly scatter: number;
  /** RTP of one paid spin without the feature. */
  readonly base: number;
  readonly freeSpinsTrigger: number;
  readonly freeSpins: number;
  readonly total: number;
}

/**
 * Exact RTP. Each row of a reel has the same marginal symbol distribution (uniform stop) and reels are
 * independent, so one payline's expected pay is a sum over symbol 5-tuples of (product of counts) * pay,
 * with integer arithmetic (the sums stay far below 2^53). Every line has the same expectation and
 * lineBet * lines = totalBet, so the line RTP equals one line's expected pay in line-bet units.
 */
export function rtpBreakdown(def: SlotDefinition): RtpBreakdown {
  const c = compile(def);
  const counts = reelCounts(c);
  type Present = (readonly [symbol: number, count: number])[];
  const present = counts.map((row): Present => row.flatMap((n, s) => (n > 0 ? [[s, n] as const] : [])));
  const [r0, r1, r2, r3, r4] = present as [Present, Present, Present, Present, Present];
  const total = c.strips.reduce((p, s) => p * s.length, 1);
  let linePaySum = 0;
  for (const [s0, n0] of r0) {
    for (const [s1, n1] of r1) {
      const w01 = n0 * n1;
      for (const [s2, n2] of r2) {
        const w012 = w01 * n2;
        for (const [s3, n3] of r3) {
          const w0123 = w012 * n3;
          for (const [s4, n4] of r4) {
            const code = lineCode(c, s0, s1, s2, s3, s4);
            if (code !== 0) linePaySum += w0123 * n4 * Math.floor(code / PAY_SHIFT);
          }
        }
      }
    }
  }
  const ways = scatterCountWays(c);
  let scatterSum = 0;
  let triggerWays = 0;
  ways.forEach((w, k) => {
    scatterSum += w * (c.scatterPay[k] ?? 0);
    if (k >= c.freeMinScatters) triggerWays += w;
  });
  const lines = linePaySum / total;
  const scatter = scatterSum / total;
  const base = lines + scatter;
  const freeSpinsTrigger = triggerWays / total;
  const freeSpins = freeSpinsTrigger * c.freeSpins * c.freeMultiplier * base;
  return { lines, scatter, base, freeSpinsTrigger, freeSpins, total: base + freeSpins };
}

export function computeRtp(def: SlotDefinition): number {
  return rtpBreakdown(def).total;
}

/**
 * Exact probability that a paid spin wins anything (line or scatter). Every paying symbol pays for 3 of
 * a kind, so whether a line pays is decided by reels 0-2; enumerate their stops jointly (rows of one reel
 * are correlated) and weight each by the chance that reels 3-4 complete a paying scatter count.
 */
export function computeHitFrequency(def: SlotDefinition): number {
  const c = compile(def);
  for (let s = 0; s < c.symbols.length; s++) {
    const p3 = c.pay[s * 6 + 3] as number;
    const p45 = (c.pay[s * 6 + 4] as number) + (c.pay[s * 6 + 5] as number);
    if (p3 === 0 && p45 > 0 && s !== c.wild)
      throw new Error('hit frequency needs every paying symbol to pay 3');
  }
  const [L0, L1, L2] = c.strips.map((s) => s.length) as [number, number, number];
  const [a, b, d] = c.strips as [Uint8Array, Uint8Array, Uint8Array];
  const rest = scatterCountWays(c, [3, 4]);
  const restTotal = (c.strips[3] as Uint8Array).length * (c.strips[4] as Uint8Array).length;
  // P(scatter pays | k scatters on reels 0-2), in ways out of restTotal.
  const scatterHitWays = [0, 1, 2, 3].map((k) =>
    rest.reduce((sum, w, j) => sum + (c.scatterPay[k + j] ? w : 0), 0),
  );
  let hitWays = 0;
  for (let x = 0; x < L0; x++) {
    for (let y = 0; y < L1; y++) {
      for (let z = 0; z < L2; z++) {
        let scatters = 0;
        for (let r = 0; r < ROWS; r++) {
          if (a[(x + r) % L0] === c.scatter) scatters++;
          if (b[(y + r) % L1] === c.scatter) scatters++;
          if (d[(z + r) % L2] === c.scatter) scatters++;
        }
        let lineHit = false;
        for (let l = 0; l < c.lineCount && !lineHit; l++) {
          const o = l * REELS;
          const s0 = a[(x + (c.lineRows[o] as number)) % L0] as number;
          const s1 = b[(y + (c.lineRows[o + 1] as number)) % L1] as number;
          const s2 = d[(z + (c.lineRows[o + 2] as number)) % L2] as number;
          if (s0 === c.wild && s1 === c.wild && s2 === c.wild && (c.pay[c.wild * 6 + 3] as number) === 0) {
            throw new Error('hit frequency needs the wild to pay 3 when three wilds can lead a line');
          }
          // Reels 3-4 cannot matter: a 3-symbol prefix that pays on its own decides the hit.
          lineHit = lineCode(c, s0, s1, s2, c.scatter, c.scatter) !== 0;
        }
        hitWays += lineHit ? restTotal : (scatterHitWays[scatters] as number);
      }
    }
  }
  return hitWays / (L0 * L1 * L2 * restTotal);
}
