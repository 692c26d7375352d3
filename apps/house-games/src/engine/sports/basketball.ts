/**
 * Virtual basketball: four 12-minute quarters, ties settled by overtime.
 *
 * Model (expected points, home advantage split evenly):
 *   muHome = basePoints * offence(home) * defence(away) + homeAdvantage / 2
 *   muAway = basePoints * offence(away) * defence(home) - homeAdvantage / 2
 * Each team's regulation points are Binomial(600, mu / 600) (sd about 9.4), truncated to mu +- 5 sd and
 * renormalised. A regulation tie s-s goes to overtime: each team's overtime points are
 * Binomial(40, muOt / 40) with muOt = mu * 5 / 48, truncated to muOt +- 4 sd, and the overtime score is
 * conditioned on not being tied (repeated overtimes until one is decisive, folded into one period whose
 * extra points are those of a single overtime). So the table has no draws: regulation scores h != a,
 * then for each tied s-s every overtime pair x != y (final s+x, s+y), with weights
 * wHome(h) * wAway(a) and wHome(s) * wAway(s) * otHome(x) * otAway(y) / (sum of otHome * otAway over
 * x != y). All weights use + - * / only (table.ts).
 *
 * Floats: the first picks the result; then 4 floats for home's quarter weights and 4 for away's
 * (weight_q = 3 + f), regulation points split in proportion, floored, the points left over going one
 * each to the quarters with the largest fractions (earlier quarter first on equal fractions); then, for
 * each quarter and team (q1 home, q1 away, q2 home, ...), 3 floats sorted ascending u1 <= u2 <= u3 give
 * the team's points in that quarter at minutes 3, 6 and 9: floor(quarterPoints * u); then, only after an
 * overtime, one float per team (home, away) for the score 2.5 minutes into it. At most 35 floats.
 *
 * Markets: moneyline (home | away, overtime included); spread (home's handicap: home wins when
 * home + line > away) and total (over | under, overtime included), each with five half-point lines:
 * the centre is the half point nearest the table's expected margin or total (floor(E) + 0.5) and the
 * lines step 2 points (spread) or 3 points (total) either side. Market ids are 'spread@-2'..'spread@2'
 * by ladder step, so they stay the same across fixtures; `line` is the actual line.
 */
import { type Grade, gradeSign, type MarketSpec, unknownPick } from './pricing.ts';
import { binomialWeights, buildTable, checkFloat, type FloatSource, type OutcomeTable } from './table.ts';
import { type LocalisedName } from './football.ts';

export interface BasketballTeam {
  readonly id: string;
  readonly name: LocalisedName;
  readonly offence: number;
  readonly defence: number;
}

export interface BasketballFixture {
  readonly home: BasketballTeam;
  readonly away: BasketballTeam;
}

export interface BasketballParams {
  readonly basePoints: number;
  readonly homeAdvantage: number;
}

export const BASKETBALL_DEFAULTS: BasketballParams = { basePoints: 108, homeAdvantage: 3 };
const REG_TRIALS = 600;
const OT_TRIALS = 40;

export interface BasketballScore {
  readonly sport: 'basketball';
  /** Final points, overtime included. */
  readonly home: number;
  readonly away: number;
  readonly overtime: { readonly home: number; readonly away: number } | null;
}

export interface BasketballTick {
  /** 1..4, 5 = overtime. */
  readonly period: number;
  /** Minutes into the period. */
  readonly minute: number;
  readonly home: number;
  readonly away: number;
}

export interface BasketballTimeline {
  /** Points per period: four quarters, then the overtime if any; they sum to the final score. */
  readonly periods: readonly { readonly home: number; readonly away: number }[];
  /** Running score, period ends included. */
  readonly ticker: readonly BasketballTick[];
}

export const BASKETBALL_TEAMS: readonly BasketballTeam[] = [
  bteam('sky-kings', '天空之王', 'Sky Kings', 'Vua Bầu Trời', 1.03, 0.98),
  bteam('neon-knights', '霓虹騎士', 'Neon Knights', 'Hiệp Sĩ Neon', 1.02, 0.99),
  bteam('river-hawks', '河鷹', 'River Hawks', 'Diều Hâu Sông', 1.01, 1.0),
  bteam('typhoon', '颱風', 'Typhoon', 'Bão Nhiệt Đới', 1.0, 1.0),
  bteam('tea-hill-bulls', '茶山公牛', 'Tea Hill Bulls', 'Bò Đồi Chè', 0.99, 1.01),
  bteam('saigon-comets', '西貢彗星', 'Saigon Comets', 'Sao Chổi Sài Gòn', 0.98, 1.02),
];

function bteam(
  id: string,
  zh: string,
  en: string,
  vi: string,
  offence: number,
  defence: number,
): BasketballTeam {
  return { id, name: { 'zh-Hant': zh, en, vi }, offence, defence };
}

export function basketballMeans(
  fixture: BasketballFixture,
  params: BasketballParams = BASKETBALL_DEFAULTS,
): { home: number; away: number } {
  const { home, away } = fixture;
  return {
    home: params.basePoints * home.offence * away.defence + params.homeAdvantage / 2,
    away: params.basePoints * away.offence * home.defence - params.homeAdvantage / 2,
  };
}

interface Support {
  readonly lo: number;
  readonly w: number[];
}

function binomialSupport(trials: number, mean: number, sds: number): Support {
  const p = mean / trials;
  const sd = Math.sqrt(trials * p * (1 - p));
  const lo = Math.max(0, Math.ceil(mean - sds * sd));
  const hi = Math.min(trials, Math.floor(mean + sds * sd));
  return { lo, w: binomialWeights(trials, p, lo, hi) };
}

export function basketballTable(
  fixture: BasketballFixture,
  params: BasketballParams = BASKETBALL_DEFAULTS,
): OutcomeTable<BasketballScore> {
  if (fixture.home.id === fixture.away.id) throw new RangeError('a team cannot play itself');
  const mu = basketballMeans(fixture, params);
  const rh = binomialSupport(REG_TRIALS, mu.home, 5);
  const ra = binomialSupport(REG_TRIALS, mu.away, 5);
  const oh = binomialSupport(OT_TRIALS, (mu.home * 5) / 48, 4);
  const oa = binomialSupport(OT_TRIALS, (mu.away * 5) / 48, 4);
  let otTotal = 0;
  oh.w.forEach((x, i) =>
    oa.w.forEach((y, j) => {
      if (oh.lo + i !== oa.lo + j) otTotal += x * y;
    }),
  );
  const outcomes: BasketballScore[] = [];
  const weights: number[] = [];
  rh.w.forEach((wh, i) => {
    const h = rh.lo + i;
    ra.w.forEach((wa, j) => {
      const a = ra.lo + j;
      if (h !== a) {
        outcomes.push({ sport: 'basketball', home: h, away: a, overtime: null });
        weights.push(wh * wa);
        return;
      }
      oh.w.forEach((x, k) =>
        oa.w.forEach((y, l) => {
          const ot = { home: oh.lo + k, away: oa.lo + l };
          if (ot.home === ot.away) return;
          outcomes.push({ sport: 'basketball', home: h + ot.home, away: a + ot.away, overtime: ot });
          weights.push((wh * wa * x * y) / otTotal);
        }),
      );
    });
  });
  return buildTable(outcomes, weights);
}

export const BASKETBALL_LADDER = [-2, -1, 0, 1, 2] as const;
export const SPREAD_STEP = 2;
export const TOTAL_STEP = 3;

export function basketballMarketSpecs(table: OutcomeTable<BasketballScore>): MarketSpec[] {
  let margin = 0;
  let total = 0;
  table.outcomes.forEach((o, i) => {
    const p = table.probs[i] as number;
    margin += p * (o.home - o.away);
    total += p * (o.home + o.away);
  });
  // Home's handicap at the centre: minus the half point nearest the expected margin.
  const spreadCentre = -(Math.floor(margin) + 0.5);
  const totalCentre = Math.floor(total) + 0.5;
  return [
    { id: 'moneyline', kind: 'moneyline', line: null, picks: ['home', 'away'] },
    ...BASKETBALL_LADDER.map((k) => ({
      id: `spread@${k}`,
      kind: 'spread',
      line: spreadCentre + k * SPREAD_STEP,
      picks: ['home', 'away'],
    })),
    ...BASKETBALL_LADDER.map((k) => ({
      id: `total@${k}`,
      kind: 'total',
      line: totalCentre + k * TOTAL_STEP,
      picks: ['over', 'under'],
    })),
  ];
}

export function gradeBasketball(kind: string, line: number | null, pick: string, o: BasketballScore): Grade {
  if (kind === 'moneyline') {
    if (pick === 'home') return gradeSign(o.home - o.away);
    if (pick === 'away') return gradeSign(o.away - o.home);
    return unknownPick(kind, pick);
  }
  if (line === null) throw new RangeError(`market ${kind} needs a line`);
  if (kind === 'spread') {
    const d = o.home + line - o.away;
    if (pick === 'home') return gradeSign(d);
    if (pick === 'away') return gradeSign(-d);
    return unknownPick(kind, pick);
  }
  if (kind === 'total') {
    const d = o.home + o.away - line;
    if (pick === 'over') return gradeSign(d);
    if (pick === 'under') return gradeSign(-d);
    return unknownPick(kind, pick);
  }
  throw new RangeError(`basketball has no market ${kind}`);
}

/** Splits points over weights 3 + f: floors, then largest fractions first. */
function splitQuarters(points: number, next: FloatSource): number[] {
  const w = [0, 1, 2, 3].map(() => 3 + checkFloat(next()));
  const sum = w.reduce((s, x) => s + x, 0);
  const exact = w.map((x) => (points * x) / sum);
  const parts = exact.map(Math.floor);
  let left = points - parts.reduce((s, x) => s + x, 0);
  const order = [0, 1, 2, 3].sort((i, j) => {
    const fi = (exact[i] as number) - (parts[i] as number);
    const fj = (exact[j] as number) - (parts[j] as number);
    return fj - fi || i - j;
  });
  for (const q of order) {
    if (left <= 0) break;
    parts[q] = (parts[q] as number) + 1;
    left--;
  }
  return parts;
}

function sorted3(next: FloatSource): number[] {
  return [checkFloat(next()), checkFloat(next()), checkFloat(next())].sort((x, y) => x - y);
}

/** Uses the floats after the outcome's, in the order documented at the top of this file. */
export function basketballTimeline(score: BasketballScore, next: FloatSource): BasketballTimeline {
  const ot = score.overtime;
  const home = splitQuarters(score.home - (ot?.home ?? 0), next);
  const away = splitQuarters(score.away - (ot?.away ?? 0), next);
  const periods = home.map((h, q) => ({ home: h, away: away[q] as number }));
  const ticker: BasketballTick[] = [];
  let baseH = 0;
  let baseA = 0;
  periods.forEach((p, q) => {
    const uh = sorted3(next);
    const ua = sorted3(next);
    for (let k = 0; k < 3; k++) {
      ticker.push({
        period: q + 1,
        minute: 3 * (k + 1),
        home: baseH + Math.floor(p.home * (uh[k] as number)),
        away: baseA + Math.floor(p.away * (ua[k] as number)),
      });
    }
    baseH += p.home;
    baseA += p.away;
    ticker.push({ period: q + 1, minute: 12, home: baseH, away: baseA });
  });
  if (ot) {
    const fh = checkFloat(next());
    const fa = checkFloat(next());
    ticker.push({
      period: 5,
      minute: 2.5,
      home: baseH + Math.floor(ot.home * fh),
      away: baseA + Math.floor(ot.away * fa),
    });
    periods.push({ home: ot.home, away: ot.away });
    ticker.push({ period: 5, minute: 5, home: score.home, away: score.away });
  }
  return { periods, ticker };
}
