import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { clock } from '../lib/clock.ts';

export interface Job {
  name: string;
  /** Length of a period: the job runs once per period across all nodes. */
  everyMinutes: number;
  run(): Promise<Record<string, unknown>>;
}

/** The period a moment falls in, as text (the start of its bucket, ISO UTC). */
export const periodOf = (now: Date, everyMinutes: number) =>
  new Date(Math.floor(now.getTime() / (everyMinutes * 60_000)) * everyMinutes * 60_000).toISOString();

/**
 * Runs a job for the current period unless some node already took it: the (job, period) row is the
 * claim. Returns the job's result, or null when the period was already taken.
 */
export async function runOnce(db: Db, job: Job, now = clock.now()): Promise<Record<string, unknown> | null> {
  const period = periodOf(now, job.everyMinutes);
  const claimed = await db
    .insertInto('job_run')
    .values({ job: job.name, period, finished_at: null, result: null })
    .onConflict((oc) => oc.doNothing())
    .returning('job')
    .executeTakeFirst();
  if (!claimed) return null;
  const result = await job.run();
  await db
    .updateTable('job_run')
    .set({ finished_at: clock.now(), result: JSON.stringify(result) })
    .where('job', '=', job.name)
    .where('period', '=', period)
    .execute();
  return result;
}

/** Checks every minute which jobs are due; stops with the returned function. */
export function startJobs(db: Db, jobs: Job[], log: FastifyBaseLogger): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      for (const job of jobs) {
        try {
          const result = await runOnce(db, job);
          // Quiet runs (nothing found, nothing done) log at debug; alerts at error.
          if (result)
            log[result.alert ? 'error' : result.notable ? 'info' : 'debug'](
              { job: job.name, ...result },
              'job ran',
            );
        } catch (err) {
          log.error({ err, job: job.name }, 'job failed');
        }
      }
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), 60_000);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
