/** What the PostgreSQL benchmarks share: a throwaway database, pgbench on it, latency percentiles. */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type Report = (name: string, value: number, unit: string, target: string, ok: boolean) => void;

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
export const round1 = (n: number) => Math.round(n * 10) / 10;

/** A fresh database on the server of `adminUrl` for the run, dropped afterwards. */
export async function withDatabase<T>(adminUrl: string, run: (url: string) => Promise<T>): Promise<T> {
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

/** Whether the PostgreSQL of `url` answers. */
export async function reachable(url: string): Promise<boolean> {
  try {
    const probe = new pg.Client({ connectionString: url });
    await probe.connect();
    await probe.end();
    return true;
  } catch {
    return false;
  }
}

/** pgbench's tpcb-like TPS on the database of `url` (scale 10), the yardstick of the money benchmarks. */
export function pgbenchTps(url: string, clients: number, seconds: number): number {
  // The database is pgbench's last, positional argument (its -d is --debug, which slows it down).
  execFileSync('pgbench', ['-i', '-q', '-s', '10', url], { stdio: 'ignore' });
  const out = execFileSync(
    'pgbench',
    ['-c', String(clients), '-j', '2', '-T', String(seconds), '-b', 'tpcb-like', url],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  return Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0);
}
