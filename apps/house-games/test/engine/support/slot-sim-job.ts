import { parentPort, workerData } from 'node:worker_threads';
import { simulateSlot } from '../../../src/engine/slots-sim.ts';
import type { SimJob } from './slot-sim-pool.ts';

const job = workerData as SimJob;
parentPort?.postMessage(simulateSlot(job.def, job.spins, job.seed));
