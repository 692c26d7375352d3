/**
 * The verify page's arithmetic, apart from the page: recompute a round with the engine's WebCrypto
 * functions and compare it with what the server stored. Outcomes never depend on the bet, so the engine
 * runs with a fixed stake and the money is scaled to the round's bet (with the decimals the stored
 * amounts are written with; the verify page has no session to tell the currency).
 */
import { DICE, type DiceDirection } from '../../../src/engine/dice.ts';
import type { PlinkoRisk, PlinkoRows } from '../../../src/engine/plinko.ts';
import { slotVariant } from '../../../src/engine/slot-games.ts';
import type { SlotDefinition } from '../../../src/engine/slots.ts';
import {
  verifyCrashRound,
  verifyDiceRound,
  verifyPlinkoRound,
  verifySlotRound,
} from '../../../src/engine/verify.ts';
import { houseGameKind, type HouseGameCode } from '../../../src/shared/api.ts';
import { fractionDigits, toMajor, toMinor, winFor } from '../lib/money.ts';

export interface SeedInput {
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

export type Check = 'match' | 'mismatch' | 'unknown';

export interface Comparison {
  readonly label:
    'grid' | 'roll' | 'won' | 'path' | 'slot' | 'multiplier' | 'win' | 'crash' | 'chain' | 'lines';
  readonly recomputed: string;
  readonly stored: string | null;
  readonly check: Check;
}

export interface VerifyReport {
  readonly hashCheck: Check;
  readonly comparisons: readonly Comparison[];
  /** Recomputed slot window, for drawing. */
  readonly grid?: readonly (readonly string[])[];
  readonly slotGame?: string;
}

const STAKE = 1_000_000_000n;

/** The slot a code plays in an RTP variant (percent; absent = the default), or null. */
export const slotDefinition = (code: HouseGameCode, rtp?: number): SlotDefinition | null =>
  slotVariant(houseGameKind(code), rtp) ?? null;

/** Decimals the stored amounts are written with (at least those of any of them). */
export function amountDecimals(...amounts: (number | null | undefined)[]): number {
  return Math.max(0, ...amounts.filter((a): a is number => typeof a === 'number').map(fractionDigits));
}

function compare(
  label: Comparison['label'],
  recomputed: string,
  stored: string | null | undefined,
): Comparison {
  return {
    label,
    recomputed,
    stored: stored ?? null,
    check: stored === null || stored === undefined ? 'unknown' : stored === recomputed ? 'match' : 'mismatch',
  };
}

const moneyText = (major: number, decimals: number) =>
  toMajor(toMinor(major, decimals), decimals).toFixed(decimals);
const hashCheck = (m: boolean | null): Check => (m === null ? 'unknown' : m ? 'match' : 'mismatch');

export interface StoredRound {
  readonly bet: number | null;
  readonly win: number | null;
  readonly outcome: Record<string, unknown> | null;
  /** The currency's decimals when the server told them (roundValue.decimals). */
  readonly decimals?: number;
}

const decimalsOf = (stored: StoredRound) => stored.decimals ?? amountDecimals(stored.bet, stored.win);

export async function verifySlots(
  code: HouseGameCode,
  seed: SeedInput,
  stored: StoredRound,
  /** The round's RTP variant, percent (its params' `rtp`); absent = the default. */
  rtp?: number,
): Promise<VerifyReport> {
  const def = slotDefinition(code, rtp);
  if (!def) throw new TypeError('not a slot game or not one of its RTP variants');
  const lines = BigInt(def.paylines.length);
  const v = await verifySlotRound(def, reveal(seed), STAKE * lines);
  const r = v.result;
  const comparisons: Comparison[] = [];
  const storedGrid = stored.outcome?.grid;
  comparisons.push(
    compare('grid', JSON.stringify(r.grid), Array.isArray(storedGrid) ? JSON.stringify(storedGrid) : null),
  );
  const storedLines = stored.outcome?.lineWins;
  comparisons.push(
    compare(
      'lines',
      String(r.lineWins.length),
      Array.isArray(storedLines) ? String(storedLines.length) : null,
    ),
  );
  if (stored.bet !== null) {
    const d = decimalsOf(stored);
    // win = bet * totalWin / totalBet, exact because line bets are whole minor units.
    const winMinor = (BigInt(toMinor(stored.bet, d)) * r.totalWin) / (STAKE * lines);
    comparisons.push(
      compare(
        'win',
        moneyText(toMajor(Number(winMinor), d), d),
        stored.win === null ? null : moneyText(stored.win, d),
      ),
    );
  }
  return { hashCheck: hashCheck(v.seedHashMatches), comparisons, grid: r.grid, slotGame: def.id };
}

export async function verifyDice(
  seed: SeedInput,
  /** rtp: the round's RTP variant, percent (absent = the default). */
  params: { target: number; direction: DiceDirection; rtp?: number },
  stored: StoredRound,
): Promise<VerifyReport> {
  const v = await verifyDiceRound(reveal(seed), params, STAKE);
  const r = v.result;
  const o = stored.outcome ?? {};
  const comparisons = [
    compare('roll', (r.roll / 100).toFixed(2), typeof o.roll === 'number' ? (o.roll / 100).toFixed(2) : null),
    compare(
      'won',
      String(r.won),
      typeof o.won === 'boolean' ? String(o.won) : stored.win === null ? null : String(stored.win > 0),
    ),
    compare(
      'multiplier',
      (r.multiplier / DICE.multiplierScale).toFixed(4),
      typeof o.multiplier === 'number' ? (o.multiplier / DICE.multiplierScale).toFixed(4) : null,
    ),
  ];
  if (stored.bet !== null) {
    const d = decimalsOf(stored);
    const win = r.won ? winFor(stored.bet, r.multiplier, DICE.multiplierScale, d) : 0;
    comparisons.push(
      compare('win', moneyText(win, d), stored.win === null ? null : moneyText(stored.win, d)),
    );
  }
  return { hashCheck: hashCheck(v.seedHashMatches), comparisons };
}

export async function verifyPlinko(
  seed: SeedInput,
  /** rtp: the round's RTP variant, percent (absent = the default). */
  params: { rows: PlinkoRows; risk: PlinkoRisk; rtp?: number },
  stored: StoredRound,
): Promise<VerifyReport> {
  const v = await verifyPlinkoRound(reveal(seed), params, STAKE);
  const r = v.result;
  const o = stored.outcome ?? {};
  const pathText = (p: readonly number[]) => p.map((s) => (s === 1 ? 'R' : 'L')).join('');
  const comparisons = [
    compare('path', pathText(r.path), Array.isArray(o.path) ? pathText(o.path as number[]) : null),
    compare('slot', String(r.slot), typeof o.slot === 'number' ? String(o.slot) : null),
    compare(
      'multiplier',
      (r.multiplier / 100).toFixed(2),
      typeof o.multiplier === 'number' ? (o.multiplier / 100).toFixed(2) : null,
    ),
  ];
  if (stored.bet !== null) {
    const d = decimalsOf(stored);
    comparisons.push(
      compare(
        'win',
        moneyText(winFor(stored.bet, r.multiplier, 100, d), d),
        stored.win === null ? null : moneyText(stored.win, d),
      ),
    );
  }
  return { hashCheck: hashCheck(v.seedHashMatches), comparisons };
}

export async function verifyCrash(
  input: { roundHash: string; terminatingHash: string; salt: string; maxSteps: number },
  stored: {
    crashPoint: number | null;
    roundNumber: number | null;
    /** A player's bet in that round: where it cashed out (null: rode to the crash) and what it won. */
    bet?: { cashedOutAt: number | null; win: number } | null;
  },
): Promise<VerifyReport> {
  const r = await verifyCrashRound({
    ...input,
    roundHash: input.roundHash.trim().toLowerCase(),
    terminatingHash: input.terminatingHash.trim().toLowerCase(),
  });
  const comparisons: Comparison[] = [
    compare(
      'crash',
      (r.crash / 100).toFixed(2),
      stored.crashPoint === null ? null : (stored.crashPoint / 100).toFixed(2),
    ),
    r.roundNumber === null
      ? {
          label: 'chain',
          recomputed: '—',
          stored: stored.roundNumber === null ? null : String(stored.roundNumber),
          check: 'mismatch',
        }
      : compare(
          'chain',
          String(r.roundNumber),
          stored.roundNumber === null ? null : String(stored.roundNumber),
        ),
  ];
  if (stored.bet) {
    // A cash-out wins exactly when it is at or under the crash point.
    const won = stored.bet.cashedOutAt !== null && stored.bet.cashedOutAt <= r.crash;
    comparisons.push(compare('won', String(won), String(stored.bet.win > 0)));
  }
  return {
    // The chain check plays the part of the seed hash check: the round hash leads to the published hash.
    hashCheck: r.roundNumber === null ? 'mismatch' : 'match',
    comparisons,
  };
}

function reveal(seed: SeedInput) {
  return {
    serverSeed: seed.serverSeed.trim().toLowerCase(),
    serverSeedHash: seed.serverSeedHash.trim() ? seed.serverSeedHash.trim().toLowerCase() : undefined,
    clientSeed: seed.clientSeed,
    nonce: seed.nonce,
  };
}

/** All checks together: a mismatch anywhere wins, then unknown only when nothing matched. */
export function overall(report: VerifyReport): Check {
  return combineChecks([report.hashCheck, ...report.comparisons.map((c) => c.check)]);
}

/** Checks together: a mismatch anywhere wins, then unknown only when nothing matched. */
export function combineChecks(all: readonly Check[]): Check {
  if (all.includes('mismatch')) return 'mismatch';
  return all.includes('match') ? 'match' : 'unknown';
}
