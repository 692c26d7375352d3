/**
 * The wallet benchmark (issue 4): ledger operations per second through the ledger service (bet and win
 * pairs on many players), p50 and p99, and pgbench's tpcb-like TPS on the same PostgreSQL in the same
 * run, as a ratio; then the p99 latency at a paced 1,000 operations per second.
 * Targets: at least 0.5 of pgbench's TPS; p99 under 50 ms at 1,000 operations per second.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { POOL_SIZE } from '../apps/server/src/db/client.ts';
import { openDatabase } from '../apps/server/src/db/setup.ts';
import { createLedger, type Ledger } from '../apps/server/src/modules/wallet/ledger.ts';

type Report = (name: string, value: number, unit: string, target: string, ok: boolean) => void;

const SECONDS = Number(process.env.BENCH_WALLET_SECONDS ?? 8);
const CLIENTS = 8;
const PLAYERS = 200;

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
const round1 = (n: number) => Math.round(n * 10) / 10;

async function withDatabase<T>(adminUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `portal_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  }
}

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

export async function walletBench(report: Report): Promise<void> {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    const probe = new pg.Client({ connectionString: adminUrl });
    await probe.connect();
    await probe.end();
  } catch {
    report('wallet_ops_vs_pgbench', 0, 'ratio', '>= 0.5 (needs PostgreSQL: set BENCH_DATABASE_URL)', false);
    return;
  }

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
      execFileSync('pgbench', ['-i', '-q', '-s', '10', '-d', url.toString()], { stdio: 'ignore' });
      const out = execFileSync(
        'pgbench',
        ['-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), '-b', 'tpcb-like', '-d', url.toString()],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
      );
      const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0);

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
