import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { openPGliteDialect } from '@portal/pglite-kysely';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

const INT8 = 20;
/**
 * Connections per node. All of them stay open (min = max): a new backend costs milliseconds of set-up
 * and plan preparation on its first money move, which showed as the slowest 1% after every idle spell.
 */
export const POOL_SIZE = 20;

/**
 * PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (`memory://` for a throwaway one). A
 * PGlite folder is locked for this process until `db.destroy()` (throws DataDirLockedError when another
 * process holds it); `lock` is what the lock file tells others (role, port, local admin address).
 */
export async function createDb(opts: {
  databaseUrl?: string;
  dataDir: string;
  lock?: Record<string, unknown>;
  /** PGlite only: start from this dump of a database (tests start from a migrated and seeded one). */
  loadDataDir?: Blob;
}): Promise<{ db: Db; kind: 'postgres' | 'pglite' }> {
  if (opts.databaseUrl) {
    pg.types.setTypeParser(INT8, (v) => BigInt(v));
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: POOL_SIZE, min: POOL_SIZE });
    // An idle connection the server closed (restart, failover) is dropped from the pool, not a crash.
    pool.on('error', () => {});
    // pg-pool listens for errors only while a client is idle; one that dies while checked out (the
    // database killed mid-query) would emit an unhandled 'error' and end the process. Its query still
    // fails, and the pool discards the broken client when it is released.
    pool.on('connect', (client) => client.on('error', () => {}));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
  }
  return {
    db: new Kysely<Database>({
      dialect: openPGliteDialect(opts.dataDir, opts.lock, { loadDataDir: opts.loadDataDir }),
    }),
    kind: 'pglite',
  };
}
