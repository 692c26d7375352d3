import type { Config } from '../env.ts';
import { createDb, type Db } from './client.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';

/** Opens the database, brings its schema up to date and seeds the demo merchant into an empty one. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'adminPassword'> & {
    lock?: Record<string, unknown>;
    loadDataDir?: Blob;
  },
): Promise<{ db: Db; kind: 'postgres' | 'pglite'; seeded: boolean }> {
  const { db, kind } = await createDb(config);
  await migrateToLatest(db);
  const seeded = await seedDemoIfEmpty(db, { adminPassword: config.adminPassword });
  return { db, kind, seeded };
}
