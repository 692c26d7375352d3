import { Worker } from 'node:worker_threads';
import type { SlotSimulation } from '../../../src/engine/slots-sim.ts';
import type { SlotDefinition } from '../../../src/engine/slots.ts';

export interface SimJob {
  readonly def: SlotDefinition;
  readonly spins: number;
  readonly seed: number;
}

function runInWorker(job: SimJob): Promise<SlotSimulation> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./slot-sim-worker.mjs', import.meta.url), { workerData: job });
    let result: SlotSimulation | undefined;
    worker.once('message', (m: SlotSimulation) => {
      result = m;
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`simulation worker exited with code ${code} and no result`));
    });
  });
}

/** Runs the jobs on at most `parallel` worker threads; results in job order. */
export async function simulateInWorkers(jobs: readonly SimJob[], parallel = 2): Promise<SlotSimulation[]> {
  const results = new Array<SlotSimulation>(jobs.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await runInWorker(jobs[i] as SimJob);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, jobs.length) }, lane));
  return results;
}
