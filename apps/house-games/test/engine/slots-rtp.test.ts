import { beforeAll, describe, expect, it } from 'vitest';
import { DRAGON_FORTUNE } from '../../src/engine/dragon-fortune.ts';
import { NEON_FRUITS } from '../../src/engine/neon-fruits.ts';
import type { SlotSimulation } from '../../src/engine/slots-sim.ts';
import { type SlotDefinition, computeHitFrequency } from '../../src/engine/slots.ts';
import { simulateInWorkers } from './support/slot-sim-pool.ts';

const SPINS = 10_000_000;
const TOLERANCE = 0.005;
const GAMES = [DRAGON_FORTUNE, NEON_FRUITS];

function doublePays(def: SlotDefinition): SlotDefinition {
  return {
    ...def,
    paytable: Object.fromEntries(
      Object.entries(def.paytable).map(([s, [a, b, c]]) => [s, [a * 2, b * 2, c * 2] as const]),
    ),
    scatterPays: Object.fromEntries(Object.entries(def.scatterPays).map(([n, p]) => [n, (p ?? 0) * 2])),
  };
}

describe('slot RTP by simulation (10M spins per game, seeded sfc32, worker threads)', () => {
  let results: SlotSimulation[] = [];

  beforeAll(async () => {
    const started = performance.now();
    results = await simulateInWorkers(GAMES.map((def, i) => ({ def, spins: SPINS, seed: 0x5eed + i })));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`simulated ${GAMES.length} x ${SPINS} spins in ${seconds}s`);
    for (const [i, r] of results.entries()) {
      const def = GAMES[i] as SlotDefinition;
      console.log(
        `${def.id}: rtp ${r.rtp.toFixed(5)} (declared ${def.declaredRtp}), hit ${r.hitFrequency.toFixed(4)}, ` +
          `sd ${r.stdDev.toFixed(2)}, se ${r.stdError.toFixed(5)}`,
      );
    }
  }, 120_000);

  it.each(GAMES.map((def, i) => [def.id, i] as const))(
    '%s matches its declared RTP within 0.5 pp',
    (_id, i) => {
      const def = GAMES[i] as SlotDefinition;
      const r = results[i] as SlotSimulation;
      expect(r.spins).toBe(SPINS);
      expect(Math.abs(r.rtp - def.declaredRtp)).toBeLessThan(TOLERANCE);
      // The hit frequency is exact too; 10M spins pin it to well under a tenth of a point.
      expect(Math.abs(r.hitFrequency - computeHitFrequency(def))).toBeLessThan(0.001);
    },
  );

  it('detects a paytable with every pay doubled', async () => {
    const altered = GAMES.map(doublePays);
    const sims = await simulateInWorkers(altered.map((def, i) => ({ def, spins: 300_000, seed: 0xbad + i })));
    for (const [i, r] of sims.entries()) {
      expect(Math.abs(r.rtp - (altered[i] as SlotDefinition).declaredRtp)).toBeGreaterThan(TOLERANCE);
    }
  }, 60_000);
});
