import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from '@portal/pglite-kysely';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { HouseDatabase } from './schema.ts';

export type Db = Kysely<HouseDatabase>;

const INT8 = 20;
const POOL_SIZE = 10;

/** PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (`memory://` for a throwaway one). */
export function createDb(opts: { databaseUrl?: string; dataDir: string }): {
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
  if (!opts.dataDir.startsWith('memory://')) fs.mkdirSync(opts.dataDir, { recursive: true });
  const pglite = new PGlite(opts.dataDir, { parsers: { [INT8]: (v: string) => BigInt(v) } });
  return { db: new Kysely<HouseDatabase>({ dialect: new PGliteDialect(pglite) }), kind: 'pglite' };
}
