/**
 * Virtual cockfight (sabong): Meron against Wala.
 *
 * Model: a draw with probability drawProbability (default 3 %, allowed 1..6 %); otherwise Meron wins
 * with share strength(meron) / (strength(meron) + strength(wala)). Table order: meron, wala, draw.
 *
 * Rule on draws: as in real cockfight books, a draw REFUNDS Meron and Wala bets (push) and pays the
 * Draw selection. Prices follow the push formula: Meron/Wala odds = (1 - margin - pDraw) / pWin, Draw
 * odds = (1 - margin) / pDraw, so every selection returns 1 - margin (a 3 % draw pays about 31.6).
 *
 * Floats (always 22): the first picks the result; the second the number of exchanges,
 * 4 + floor(f * 7) (4..10); then 10 pairs, of which the first `exchanges` are used: the seconds since
 * the previous moment 3 + floor(f1 * 12), and k = floor(f2 * 8): kind = EXCHANGE_KINDS[k >> 1],
 * side = k odd ? wala : meron. The fight ends 5 seconds after the last exchange: a 'finish' by the
 * winner, or 'exhausted' (no side) on a draw.
 */
import { type LocalisedName } from './football.ts';
import { type Grade, type MarketSpec, unknownPick, wonIf } from './pricing.ts';
import { buildTable, checkFloat, type FloatSource, type OutcomeTable } from './table.ts';

export type CockSide = 'meron' | 'wala';

export interface Rooster {
  readonly id: string;
  readonly name: LocalisedName;
  readonly strength: number;
}

export interface CockfightFixture {
  readonly meron: Rooster;
  readonly wala: Rooster;
  /** Default COCKFIGHT_DRAW. */
  readonly drawProbability?: number;
}

export interface CockfightResult {
  readonly sport: 'cockfight';
  readonly winner: CockSide | 'draw';
}

export const EXCHANGE_KINDS = ['strike', 'flurry', 'clinch', 'dodge'] as const;

export interface CockfightMoment {
  readonly second: number;
  readonly kind: (typeof EXCHANGE_KINDS)[number] | 'finish' | 'exhausted';
  readonly side: CockSide | null;
}

export interface CockfightTimeline {
  readonly moments: readonly CockfightMoment[];
  /** Seconds. */
  readonly duration: number;
}

export const COCKFIGHT_DRAW = 0.03;
const MAX_EXCHANGES = 10;

export const ROOSTERS: readonly Rooster[] = [
  rooster('red-thunder', '赤雷', 'Red Thunder', 'Sấm Đỏ', 1.2),
  rooster('golden-spur', '金距', 'Golden Spur', 'Cựa Vàng', 1.1),
  rooster('black-jade', '黑玉', 'Black Jade', 'Ngọc Đen', 1.0),
  rooster('white-blade', '白刃', 'White Blade', 'Lưỡi Trắng', 0.95),
  rooster('storm-crest', '風冠', 'Storm Crest', 'Mào Bão', 0.85),
];

function rooster(id: string, zh: string, en: string, vi: string, strength: number): Rooster {
  return { id, name: { 'zh-Hant': zh, en, vi }, strength };
}

export function cockfightTable(fixture: CockfightFixture): OutcomeTable<CockfightResult> {
  const d = fixture.drawProbability ?? COCKFIGHT_DRAW;
  if (!(d >= 0.01 && d <= 0.06)) throw new RangeError(`draw probability out of [0.01, 0.06]: ${d}`);
  const { meron, wala } = fixture;
  if (meron.id === wala.id) throw new RangeError('a rooster cannot fight itself');
  if (!(meron.strength > 0 && wala.strength > 0)) throw new RangeError('strengths must be positive');
  const share = meron.strength / (meron.strength + wala.strength);
  const r = (winner: CockfightResult['winner']): CockfightResult => ({ sport: 'cockfight', winner });
  return buildTable([r('meron'), r('wala'), r('draw')], [(1 - d) * share, (1 - d) * (1 - share), d]);
}

export function cockfightMarketSpecs(): MarketSpec[] {
  return [{ id: 'winner', kind: 'winner', line: null, picks: ['meron', 'wala', 'draw'] }];
}

export function gradeCockfight(kind: string, _line: number | null, pick: string, o: CockfightResult): Grade {
  if (kind !== 'winner') throw new RangeError(`cockfight has no market ${kind}`);
  if (pick === 'draw') return wonIf(o.winner === 'draw');
  if (pick !== 'meron' && pick !== 'wala') return unknownPick(kind, pick);
  return o.winner === 'draw' ? 'push' : wonIf(o.winner === pick);
}

/** Uses the 21 floats after the outcome's, in the order documented at the top of this file. */
export function cockfightTimeline(result: CockfightResult, next: FloatSource): CockfightTimeline {
  const exchanges = 4 + Math.floor(checkFloat(next()) * 7);
  const moments: CockfightMoment[] = [];
  let second = 0;
  for (let i = 0; i < MAX_EXCHANGES; i++) {
    const gap = 3 + Math.floor(checkFloat(next()) * 12);
    const k = Math.floor(checkFloat(next()) * 8);
    if (i >= exchanges) continue;
    second += gap;
    moments.push({
      second,
      kind: EXCHANGE_KINDS[k >> 1] as (typeof EXCHANGE_KINDS)[number],
      side: k & 1 ? 'wala' : 'meron',
    });
  }
  const duration = second + 5;
  moments.push(
    result.winner === 'draw'
      ? { second: duration, kind: 'exhausted', side: null }
      : { second: duration, kind: 'finish', side: result.winner },
  );
  return { moments, duration };
}
