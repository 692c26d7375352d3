/**
 * The wallet benchmark (issue 4): ledger operations per second through the ledger service (bet and win
 * pairs on many players), p50 and p99, and pgbench's tpcb-like TPS on the same PostgreSQL in the same
 * run, as a ratio; then the p99 latency at a paced 1,000 operations per second.
 * Targets: at least 0.5 of pgbench's TPS; p99 under 50 ms at 1,000 operations per second.
 */
import { POOL_SIZE } from '../apps/server/src/db/client.ts';
import { openDatabase } from '../apps/server/src/db/setup.ts';
import { createLedger, type Ledger } from '../apps/server/src/modules/wallet/ledger.ts';
import { percentile, pgbenchTps, round1, withDatabase, type Report } from './pg.ts';

const SECONDS = Number(process.env.BENCH_WALLET_SECONDS ?? 8);
const CLIENTS = 8;
const PLAYERS = 200;

/** One bet or win of a random player; returns its latency in ms. */
async function operation(ledger: Ledger, merchantId: number, players: number[], n: number): Promise<number> {
  const player = players[n % players.length]!;
  const bet = n % 2 === 0;
  const started = performance.now();
  await ledger.transfer({
    merchantId,
    key: `bench:${n}`,
    type: bet ? 'bet' : 'win',
    from: bet ? { kind: 'cash', ownerId: player } : { kind: 'vendorFloat', ref: 'HOUSE' },
    to: bet ? { kind: 'vendorFloat', ref: 'HOUSE' } : { kind: 'cash', ownerId: player },
    amount: 100n,
  });
  return performance.now() - started;
}

export async function walletBench(report: Report, adminUrl: string): Promise<void> {
  await withDatabase(adminUrl, async (url) => {
    const { db } = await openDatabase({ databaseUrl: url, dataDir: 'memory://', adminPassword: undefined });
    try {
      const ledger = createLedger(db);
      // As the server does at start (main.ts).
      await ledger.warmUp(POOL_SIZE);
      const { id: merchantId } = await db
        .selectFrom('merchant')
        .select('id')
        .where('code', '=', 'demo')
        .executeTakeFirstOrThrow();
      const players: number[] = [];
      for (let i = 0; i < PLAYERS; i++) {
        const { id } = await db
          .insertInto('customer')
          .values({
            merchant_id: merchantId,
            username: `bench${i}`,
            password_hash: '!',
            type: 0,
            nickname: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        players.push(id);
        await ledger.transfer({
          merchantId,
          key: `bench:fund:${id}`,
          type: 'deposit',
          from: { kind: 'paymentClearing', ref: 'bench' },
          to: { kind: 'cash', ownerId: id },
          amount: 100_000_000n,
        });
      }

      // Closed loop: CLIENTS workers as fast as they go.
      let next = 0;
      const latencies: number[] = [];
      const deadline = performance.now() + SECONDS * 1000;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (performance.now() < deadline)
            latencies.push(await operation(ledger, merchantId, players, next++));
        }),
      );
      const opsPerSecond = Math.round(latencies.length / ((performance.now() - started) / 1000));
      latencies.sort((a, b) => a - b);

      // Open loop: operations started at a steady 1,000 per second, whatever the answers do.
      const paced: number[] = [];
      const pending: Promise<void>[] = [];
      const rate = 1000;
      const pacedStart = performance.now();
      for (let i = 0; i < rate * 4; i++) {
        const due = pacedStart + (i * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 1) await new Promise((r) => setTimeout(r, wait));
        pending.push(
          // Latency from when the operation was due, so falling behind the schedule counts too.
          operation(ledger, merchantId, players, next++).then(() => {
            paced.push(performance.now() - due);
          }),
        );
      }
      await Promise.all(pending);
      paced.sort((a, b) => a - b);
      const violations = await ledger.invariantViolations(merchantId);

      // pgbench on the same server, same client count, in the same run.
      const tps = pgbenchTps(url, CLIENTS, SECONDS);

      console.log(
        `wallet_ops: ${opsPerSecond} operations/s, p50 ${round1(percentile(latencies, 50))} ms, p99 ${round1(percentile(latencies, 99))} ms (reference); pgbench tpcb-like ${Math.round(tps)} TPS (reference)`,
      );
      const ratio = tps > 0 ? Math.round((opsPerSecond / tps) * 100) / 100 : 0;
      report('wallet_ops_vs_pgbench', ratio, 'ratio', '>= 0.5', ratio >= 0.5);
      const p99 = round1(percentile(paced, 99));
      report('wallet_p99_at_1000_ops', p99, 'ms', '< 50', p99 < 50 && paced.length === rate * 4);
      report('wallet_invariant_violations', violations.length, 'violations', '= 0', violations.length === 0);
    } finally {
      await db.destroy();
    }
  });
}
