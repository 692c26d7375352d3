/**
 * Monte Carlo check of a sport's prices: the same table draw as drawEvent (first float, inverse CDF)
 * fed by the seeded PRNG, one unit on every offered selection of every market of every event. Events
 * cycle through the given models (fixtures); each model's returns are precomputed per outcome, so the
 * loop only draws an index and adds numbers.
 */
import { priceEvent, type SportModel, settleSelection } from './event.ts';
import { DEFAULT_PRICING, ODDS_SCALE, type Pricing, unitReturn } from './pricing.ts';
import { drawIndex } from './table.ts';
import { floatSource } from '../prng.ts';

export interface MarketSimulation {
  readonly id: string;
  readonly kind: string;
  /** Events in which the market was offered. */
  readonly events: number;
  /** Units staked (one per offered selection per event). */
  readonly staked: number;
  readonly rtp: number;
  /** Standard error of rtp. */
  readonly stdError: number;
  /** The exact RTP of the same bets from the prices (winProb * odds + pushProb). */
  readonly expected: number;
}

export interface SportSimulation {
  readonly events: number;
  readonly markets: readonly MarketSimulation[];
}

interface Prepared {
  readonly cdf: Float64Array;
  /** Market slot in the report, per market of this model. */
  readonly slots: Int32Array;
  readonly stakes: Float64Array;
  readonly expected: Float64Array;
  /** returns[outcome * markets + m]: units returned by the market's selections on that outcome. */
  readonly returns: Float64Array;
}

export function simulateSport(
  models: readonly SportModel[],
  events: number,
  seed: number,
  pricing: Pricing = DEFAULT_PRICING,
): SportSimulation {
  if (models.length === 0) throw new RangeError('no fixtures to simulate');
  const ids: string[] = [];
  const kinds: string[] = [];
  const prepared: Prepared[] = models.map((model) => {
    const markets = priceEvent(model, pricing);
    const m = markets.length;
    const outcomes = model.table.outcomes;
    const returns = new Float64Array(outcomes.length * m);
    const slots = new Int32Array(m);
    const stakes = new Float64Array(m);
    const expected = new Float64Array(m);
    markets.forEach((market, j) => {
      let slot = ids.indexOf(market.id);
      if (slot < 0) {
        slot = ids.push(market.id) - 1;
        kinds.push(market.kind);
      }
      slots[j] = slot;
      stakes[j] = market.selections.length;
      expected[j] = market.selections.reduce((x, s) => x + (s.winProb * s.odds) / ODDS_SCALE + s.pushProb, 0);
      outcomes.forEach((o, i) => {
        let r = 0;
        for (const s of market.selections) {
          const g = settleSelection(market, s, o);
          r += unitReturn(g, s.odds);
        }
        returns[i * m + j] = r;
      });
    });
    return { cdf: model.table.cdf, slots, stakes, expected, returns };
  });
  const n = ids.length;
  const count = new Float64Array(n);
  const staked = new Float64Array(n);
  const sum = new Float64Array(n);
  const sumSq = new Float64Array(n);
  const expected = new Float64Array(n);
  const next = floatSource(seed);
  for (let e = 0; e < events; e++) {
    const p = prepared[e % prepared.length] as Prepared;
    const m = p.slots.length;
    const row = drawIndex(p.cdf, next()) * m;
    for (let j = 0; j < m; j++) {
      const slot = p.slots[j] as number;
      const r = p.returns[row + j] as number;
      count[slot]! += 1;
      staked[slot]! += p.stakes[j] as number;
      sum[slot]! += r;
      sumSq[slot]! += r * r;
      expected[slot]! += p.expected[j] as number;
    }
  }
  const markets = ids.map((id, k): MarketSimulation => {
    const c = count[k] as number;
    const perEvent = (staked[k] as number) / c;
    const mean = (sum[k] as number) / c;
    const variance = Math.max(0, (sumSq[k] as number) / c - mean * mean);
    return {
      id,
      kind: kinds[k] as string,
      events: c,
      staked: staked[k] as number,
      rtp: (sum[k] as number) / (staked[k] as number),
      stdError: Math.sqrt(variance / c) / perEvent,
      expected: (expected[k] as number) / (staked[k] as number),
    };
  });
  return { events, markets };
}
