import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir, PGliteDialect } from '@portal/pglite-kysely';
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
  const inMemory = opts.dataDir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(opts.dataDir, { recursive: true });
  const lock = inMemory ? null : lockDataDir(opts.dataDir, opts.lock);
  try {
    const pglite = new PGlite(opts.dataDir, { parsers: { [INT8]: (v: string) => BigInt(v) } });
    const dialect = new PGliteDialect(pglite, { onDestroy: () => lock?.release() });
    return { db: new Kysely<HouseDatabase>({ dialect }), kind: 'pglite' };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
