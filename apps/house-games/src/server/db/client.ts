import { openPGliteDialect } from '@portal/pglite-kysely';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { HouseDatabase } from './schema.ts';

export type Db = Kysely<HouseDatabase>;

const INT8 = 20;
const POOL_SIZE = 10;

/**
 * PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (`memory://` for a throwaway one),
 * locked for this process until `db.destroy()` (throws DataDirLockedError when another process has it).
 */
export function createDb(opts: { databaseUrl?: string; dataDir: string; lock?: Record<string, unknown> }): {
  db: Db;
  kind: 'postgres' | 'pglite';
} {
  if (opts.databaseUrl) {
    pg.types.setTypeParser(INT8, (v) => BigInt(v));
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: POOL_SIZE });
    // A connection the server closed (restart, failover) fails its query; it must not end the process.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    return { db: new Kysely<HouseDatabase>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
  }
  return {
    db: new Kysely<HouseDatabase>({ dialect: openPGliteDialect(opts.dataDir, opts.lock) }),
    kind: 'pglite',
  };
}
