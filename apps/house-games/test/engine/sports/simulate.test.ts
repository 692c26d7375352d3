import { describe, expect, it } from 'vitest';
import { type SportModel, type SportSimulation, simulateSport } from '../../../src/engine/sports/index.ts';
import { basketballFixtures, cockfightFixtures, esportsFixtures, footballRound } from './fixtures.ts';

const MARGIN = 0.05;

/**
 * One unit on every offered selection of every market of every event. Each market's RTP must land
 * within 0.5 points of 1 - margin, and within 5 standard errors of its exact value from the prices.
 */
function expectOnTarget(sim: SportSimulation): void {
  for (const m of sim.markets) {
    const label = `${m.id}: rtp ${m.rtp.toFixed(4)} se ${m.stdError.toFixed(4)} exact ${m.expected.toFixed(5)}`;
    expect(Math.abs(m.rtp - (1 - MARGIN)), label).toBeLessThan(0.005);
    expect(Math.abs(m.rtp - m.expected), label).toBeLessThan(5 * m.stdError + 1e-9);
    expect(m.expected, label).toBeGreaterThan(1 - MARGIN - 0.001);
    expect(m.expected, label).toBeLessThanOrEqual(1 - MARGIN + 1e-12);
  }
}

/**
 * Events per sport: at least 1,000,000; more where long shots (under 0.5 goals at ~15, a cockfight draw
 * at ~31) make the standard error a sizeable part of the 0.5-point tolerance (the loop is cheap).
 */
const cases: [string, () => SportModel[], markets: number, events: number][] = [
  ['football', footballRound, 20, 4_000_000],
  ['basketball', basketballFixtures, 11, 1_000_000],
  ['esports', esportsFixtures, 4, 2_000_000],
  ['cockfight', cockfightFixtures, 1, 4_000_000],
];

describe('sports simulations (at least 1,000,000 events per sport)', () => {
  for (const [sport, fixtures, markets, events] of cases) {
    it(`keeps every ${sport} market at 1 - margin over ${events} events`, () => {
      const sim = simulateSport(fixtures(), events, 20261128, { margin: MARGIN });
      expect(sim.events).toBe(events);
      expect(sim.markets).toHaveLength(markets);
      expectOnTarget(sim);
    });
  }

  it('is deterministic for a seed', () => {
    const a = simulateSport(esportsFixtures(), 10_000, 5);
    expect(simulateSport(esportsFixtures(), 10_000, 5)).toEqual(a);
    expect(simulateSport(esportsFixtures(), 10_000, 6)).not.toEqual(a);
  });
});
