import type { VendorAction, VendorAuthenticateAnswer, VendorStatus } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import type { PlatformClient } from '../../platform/client.ts';
import type { HouseTuning } from '../../tuning.ts';
import * as repo from './repository.ts';

/** Statuses that describe the platform's set-up, not this transaction: the call is sent again later. */
const notADecision: readonly VendorStatus[] = ['INVALID_SIGNATURE', 'VENDOR_UNAVAILABLE'];

/**
 * The durable outbox of wallet-protocol wins and rollbacks. A row is written in the same transaction as
 * the round change that needs it, sent at once, and sent again (same body, same transactionId) with
 * exponential backoff until the platform answers: after a restart too, since the worker reads the table.
 * The platform answers a repeat with its first answer, so a lost answer never moves money twice.
 */
export function createOutbox(db: Db, platform: PlatformClient, tuning: HouseTuning, log: FastifyBaseLogger) {
  const backoffMs = (attempts: number) =>
    Math.min(tuning.backoffMaxMs, tuning.backoffBaseMs * 2 ** Math.max(0, attempts - 1));
  const leaseMs = () => tuning.callTimeoutMs * 2 + 1_000;
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<number> | null = null;
  const inFlight = new Set<Promise<unknown>>();

  /** Sends a claimed row once; its answer, or null when it stays pending for a later attempt. */
  async function deliver(row: repo.OutboxRow): Promise<VendorAuthenticateAnswer | null> {
    const outcome = await platform.send(row.vendor_code, row.action as VendorAction, row.body);
    if (outcome.answered && !notADecision.includes(outcome.answer.status)) {
      await repo.markDone(db, row.id, outcome.answer, clock.now());
      if (outcome.answer.status !== 'OK')
        // A refused win or rollback is money that needs a person: the protocol never refuses a valid one.
        log.error(
          { transactionId: row.transaction_id, action: row.action, status: outcome.answer.status },
          'platform refused an outbox call',
        );
      return outcome.answer;
    }
    const error = outcome.answered ? outcome.answer.status : outcome.error;
    const nextAt = new Date(clock.nowMs() + backoffMs(row.attempts + 1));
    await repo.reschedule(db, row.id, nextAt, error);
    log.warn(
      { transactionId: row.transaction_id, action: row.action, attempts: row.attempts + 1, error },
      'outbox call not answered; will retry',
    );
    return null;
  }

  const track = <T>(p: Promise<T>): Promise<T> => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p)).catch(() => undefined);
    return p;
  };

  async function runPass(dueBy: Date | null): Promise<number> {
    const rows = await repo.claimDue(db, dueBy, new Date(clock.nowMs() + leaseMs()), 50);
    await Promise.all(rows.map((row) => track(deliver(row))));
    return rows.length;
  }

  return {
    /** First attempt of a row just written (leased by its writer, so the worker leaves it alone). */
    sendNow(row: repo.OutboxRow): Promise<VendorAuthenticateAnswer | null> {
      return track(deliver(row));
    },

    /** The lease a writer gives a new row, so the worker leaves it to the writer's first attempt. */
    leaseUntil: () => new Date(clock.nowMs() + leaseMs()),

    /** One pass of the worker over the calls that are due now. */
    runDue(): Promise<number> {
      running ??= runPass(clock.now()).finally(() => (running = null));
      return running;
    },

    /** Sends every pending call until none is left (tests, shutdown drains); gives up after `maxPasses`. */
    async drain(maxPasses = 100): Promise<number> {
      for (let pass = 0; pass < maxPasses; pass++) {
        await Promise.all([...inFlight]);
        if ((await repo.countPending(db)) === 0) return pass;
        await runPass(null);
      }
      return maxPasses;
    },

    pending: () => repo.countPending(db),

    /** Calls left by a previous process are due at once (the outbox is read at start), then every pass. */
    async start() {
      if (timer) return;
      await repo.makeAllDue(db, clock.now());
      void this.runDue().catch((error: unknown) => log.error({ err: error }, 'outbox pass failed'));
      timer = setInterval(() => {
        this.runDue().catch((error: unknown) => log.error({ err: error }, 'outbox pass failed'));
      }, tuning.workerIntervalMs);
      timer.unref();
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.allSettled([running, ...inFlight]);
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
