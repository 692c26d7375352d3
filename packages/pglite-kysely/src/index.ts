import fs from 'node:fs';
import { PGlite as PGliteDb, type PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/**
 * Kysely dialect over embedded PGlite, shared by the platform and the house vendor (each has its own
 * database). PGlite is one connection, so connections are handed out one at a
 * time (a FIFO lock): a transaction owns the database until it commits or rolls back.
 */
export class PGliteDialect implements Dialect {
  /** `onDestroy` runs after the database is closed (it releases the folder's lock). */
  constructor(
    /** The database itself (tests dump a migrated and seeded one to start the next ones from). */
    readonly pglite: PGlite,
    private readonly opts: { onDestroy?: () => void } = {},
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite, this.opts.onDestroy);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: PGliteConnection;

  constructor(
    private readonly pglite: PGlite,
    private readonly onDestroy?: () => void,
  ) {
    this.connection = new PGliteConnection(pglite);
  }
  async init() {
    await this.pglite.waitReady;
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.connection.release = release;
    return this.connection;
  }
  async beginTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(conn: DatabaseConnection) {
    (conn as PGliteConnection).release();
  }
  async destroy() {
    await this.queue;
    try {
      await this.pglite.close();
    } finally {
      this.onDestroy?.();
    }
  }
}

class PGliteConnection implements DatabaseConnection {
  release: () => void = () => {};
  constructor(private readonly pglite: PGlite) {}
  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiled.sql, compiled.parameters as unknown[]);
    const affected = result.affectedRows === undefined ? undefined : BigInt(result.affectedRows);
    return { rows: result.rows, numAffectedRows: affected };
  }
  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported on the embedded database');
  }
}

import { lockDataDir } from './lock.ts';

export { DataDirLockedError, LOCK_FILE, lockDataDir } from './lock.ts';
export type { DataDirLock, LockHolder } from './lock.ts';

/** PostgreSQL's type id of int8 (bigint). */
const INT8_OID = 20;

/**
 * The dialect of an embedded PGlite database in `dataDir` (`memory://` for a throwaway one): the folder
 * is created and locked for this process until the database is destroyed (DataDirLockedError when
 * another process holds it); `lock` is what the lock file tells others. int8 columns read as bigint.
 * `loadDataDir` starts a new database from a dump (`dumpDataDir`) instead of an empty one.
 */
export function openPGliteDialect(
  dataDir: string,
  lock?: Record<string, unknown>,
  opts: { loadDataDir?: Blob } = {},
): PGliteDialect {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(dataDir, { recursive: true });
  const held = inMemory ? null : lockDataDir(dataDir, lock);
  try {
    const pglite = new PGliteDb(dataDir, {
      parsers: { [INT8_OID]: (v: string) => BigInt(v) },
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    });
    return new PGliteDialect(pglite, { onDestroy: () => held?.release() });
  } catch (error) {
    held?.release();
    throw error;
  }
}
