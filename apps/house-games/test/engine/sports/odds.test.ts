import { describe, expect, it } from 'vitest';
import {
  FOOTBALL_LEAGUE,
  MAX_ODDS,
  MIN_ODDS,
  ODDS_SCALE,
  footballLambdas,
  marketSpecs,
  priceEvent,
  priceOdds,
  settleSelection,
} from '../../../src/engine/sports/index.ts';
import { allModels, basketballFixtures, footballRound } from './fixtures.ts';

const sum = (xs: ArrayLike<number>): number => Array.from(xs).reduce((s, x) => s + x, 0);

describe('sports odds model', () => {
  const models = allModels();

  it('gives every fixture a table whose probabilities sum to 1 and whose cdf ends at 1', () => {
    for (const m of models) {
      expect(sum(m.table.probs)).toBeCloseTo(1, 12);
      expect(m.table.cdf[m.table.cdf.length - 1]).toBe(1);
      expect(Array.from(m.table.probs).every((p) => p > 0)).toBe(true);
    }
  });

  it('builds the football grid 0..10 x 0..10 from the Poisson lambdas', () => {
    const m = footballRound()[3];
    if (!m) throw new Error('no fixture');
    expect(m.table.outcomes).toHaveLength(121);
    const lambda = footballLambdas(m.fixture);
    // The renormalised grid keeps the Poisson ratios: P(1-0) / P(0-0) = lambdaHome.
    const p = (h: number, a: number): number => m.table.probs[h * 11 + a] as number;
    expect(p(1, 0) / p(0, 0)).toBeCloseTo(lambda.home, 12);
    expect(p(0, 2) / p(0, 1)).toBeCloseTo(lambda.away / 2, 12);
    expect(FOOTBALL_LEAGUE).toHaveLength(16);
    for (const t of FOOTBALL_LEAGUE) expect(t.name['zh-Hant'] && t.name.en && t.name.vi).toBeTruthy();
  });

  it('has no draws in basketball and overtime only after a regulation tie', () => {
    for (const m of basketballFixtures()) {
      const bad = m.table.outcomes.filter(
        (o) =>
          o.home === o.away ||
          (o.overtime !== null &&
            (o.home - o.overtime.home !== o.away - o.overtime.away || o.overtime.home === o.overtime.away)),
      );
      expect(bad).toEqual([]);
      expect(m.table.outcomes.some((o) => o.overtime !== null)).toBe(true);
    }
  });

  it('prices every market of every sport, dropping only selections outside 1.010..500.000', () => {
    for (const m of models) {
      const specs = marketSpecs(m);
      const markets = priceEvent(m);
      expect(markets.map((x) => x.id)).toEqual(specs.map((s) => s.id));
      for (const market of markets) {
        for (const s of market.selections) {
          expect(Number.isInteger(s.odds)).toBe(true);
          expect(s.odds).toBeGreaterThanOrEqual(MIN_ODDS);
          expect(s.odds).toBeLessThanOrEqual(MAX_ODDS);
        }
      }
      // Every selection of a market's spec is either offered or would be priced out of range.
      for (const spec of specs) {
        const market = markets.find((x) => x.id === spec.id);
        for (const pick of spec.picks) {
          if (market?.selections.some((s) => s.id === pick)) continue;
          let win = 0;
          let push = 0;
          m.table.outcomes.forEach((o, i) => {
            const g = settleSelection({ sport: m.sport, kind: spec.kind, line: spec.line }, pick, o);
            if (g === 'won') win += m.table.probs[i] as number;
            if (g === 'push') push += m.table.probs[i] as number;
          });
          expect(priceOdds(win, push, 0.05)).toBeNull();
        }
      }
    }
  });

  it('makes every selection return exactly 1 - margin less the thousandths rounding', () => {
    for (const m of models) {
      for (const market of priceEvent(m, { margin: 0.05, marginByKind: { 'correct-score': 0.12 } })) {
        const margin = market.kind === 'correct-score' ? 0.12 : 0.05;
        expect(market.margin).toBe(margin);
        for (const s of market.selections) {
          const ret = (s.winProb * s.odds) / ODDS_SCALE + s.pushProb;
          expect(ret).toBeLessThanOrEqual(1 - margin + 1e-12);
          expect(ret).toBeGreaterThan(1 - margin - s.winProb / ODDS_SCALE - 1e-12);
        }
      }
    }
  });

  it('counts the push probability on whole lines and on cockfight draws', () => {
    const football = footballRound()[0];
    if (!football) throw new Error('no fixture');
    const ah0 = priceEvent(football).find((x) => x.id === 'asian-handicap:0');
    const oneXTwo = priceEvent(football).find((x) => x.id === '1x2');
    const draw = oneXTwo?.selections.find((s) => s.id === 'draw');
    expect(ah0?.selections[0]?.pushProb).toBeCloseTo(draw?.winProb ?? -1, 15);
    const cock = allModels().find((x) => x.sport === 'cockfight');
    if (!cock) throw new Error('no fixture');
    const [meron, wala, d] = priceEvent(cock)[0]?.selections ?? [];
    expect(meron?.pushProb).toBeCloseTo(0.03, 15);
    expect(wala?.pushProb).toBeCloseTo(0.03, 15);
    expect(d?.odds).toBe(Math.floor((1000 * 0.95) / 0.03));
  });

  it('floors odds to thousandths and refuses prices outside the limits', () => {
    expect(priceOdds(0.5, 0, 0.05)).toBe(1900);
    expect(priceOdds(0.4, 0.2, 0.05)).toBe(1875);
    expect(priceOdds(0.95, 0, 0.05)).toBeNull(); // 1.000
    expect(priceOdds(0.001, 0, 0.05)).toBeNull(); // 950.000
    expect(priceOdds(0, 0, 0.05)).toBeNull();
  });
});
