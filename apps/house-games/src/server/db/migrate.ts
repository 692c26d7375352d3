import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import { createDb, type Db } from './client.ts';
import * as m0001 from './migrations/0001-house.ts';
import * as m0002 from './migrations/0002-session-rtp.ts';
import * as m0003 from './migrations/0003-session-stake-limits.ts';
import * as m0004 from './migrations/0004-sports.ts';
import * as m0005 from './migrations/0005-sports-settings.ts';
import * as m0007 from './migrations/0007-rooms.ts';

/** Listed in code (no directory scanning), like the platform's. */
const migrations: Record<string, Migration> = {
  '0001-house': m0001,
  '0002-session-rtp': m0002,
  '0003-session-stake-limits': m0003,
  '0004-sports': m0004,
  '0005-sports-settings': m0005,
  '0007-rooms': m0007,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}

/** Opens the house database and brings its schema up to date. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  lock?: Record<string, unknown>;
}) {
  const opened = createDb(opts);
  await migrateToLatest(opened.db);
  return opened;
}
