import { describe, expect, it } from 'vitest';
import { type SportModel, type SportSimulation, simulateSport } from '../../../src/engine/sports/index.ts';
import { basketballFixtures, cockfightFixtures, esportsFixtures, footballRound } from './fixtures.ts';

const EVENTS = 1_000_000;
const MARGIN = 0.05;

/**
 * One unit on every offered selection of every market of every event. Each market's RTP must land
 * within 0.5 points of 1 - margin, and within 5 standard errors of its exact value from the prices.
 */
function expectOnTarget(sim: SportSimulation): void {
  expect(sim.events).toBe(EVENTS);
  for (const m of sim.markets) {
    const label = `${m.id}: rtp ${m.rtp.toFixed(4)} se ${m.stdError.toFixed(4)} exact ${m.expected.toFixed(5)}`;
    expect(Math.abs(m.rtp - (1 - MARGIN)), label).toBeLessThan(0.005);
    expect(Math.abs(m.rtp - m.expected), label).toBeLessThan(5 * m.stdError + 1e-9);
    expect(m.expected, label).toBeGreaterThan(1 - MARGIN - 0.001);
    expect(m.expected, label).toBeLessThanOrEqual(1 - MARGIN + 1e-12);
  }
}

const cases: [string, () => SportModel[], number][] = [
  ['football', footballRound, 16],
  ['basketball', basketballFixtures, 11],
  ['esports', esportsFixtures, 4],
  ['cockfight', cockfightFixtures, 1],
];

describe('sports simulations (1,000,000 events per sport)', () => {
  for (const [sport, fixtures, markets] of cases) {
    it(`keeps every ${sport} market at 1 - margin`, () => {
      const sim = simulateSport(fixtures(), EVENTS, 20261128, { margin: MARGIN });
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
