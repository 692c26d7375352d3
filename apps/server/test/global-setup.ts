import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openPGliteDialect } from '@portal/pglite-kysely';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';
import { seedDemoIfEmpty } from '../src/db/seed/demo.ts';
// The type of what it provides is declared beside its reader.
import type {} from './harness.ts';

/**
 * Once per run: migrate and seed an in-memory database and dump it to a file. Every test app on PGlite
 * starts from a copy (about a second) instead of creating, migrating and seeding its own (about five).
 */
export default async function setup(project: TestProject) {
  const dialect = openPGliteDialect('memory://');
  const db = new Kysely<Database>({ dialect });
  await migrateToLatest(db);
  await seedDemoIfEmpty(db, {});
  const dump = await dialect.pglite.dumpDataDir('none');
  await db.destroy();
  const file = path.join(os.tmpdir(), `portal-test-template-${process.pid}-${Date.now()}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(file, { force: true });
}
