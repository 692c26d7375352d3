import { ConfigError, loadConfig, type HouseConfig } from './env.ts';
import { buildApp } from './server/app.ts';
import { pacedSchedules } from './server/modules/sports/config.ts';
import { openDatabase } from './server/db/migrate.ts';
import { DataDirLockedError } from '@portal/pglite-kysely';

/**
 * The house game vendor (decision 0009). `npm start` runs it as a child of the platform, which passes the
 * signing secret and addresses; it exits when the platform goes (the IPC channel closes).
 */
let config: HouseConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`house-games: ${error.message}`);
  process.exit(1);
}

let opened: Awaited<ReturnType<typeof openDatabase>>;
try {
  opened = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    lock: { role: 'house-games', port: config.port },
  });
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(`house-games: not starting: ${error.message}`);
  process.exit(1);
}
const { db, kind } = opened;
const app = await buildApp({
  db,
  config,
  sports: { schedules: pacedSchedules(config.sportsPace) },
  tables: { bettingMs: config.tablesBettingMs },
});
if (kind === 'pglite')
  app.log.warn(
    { dataDir: config.dataDir },
    'house vendor on the embedded database (PGlite): for trying and developing only',
  );

let stopping = false;
async function shutdown(reason: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ reason }, 'house vendor shutting down');
  // Unanswered wins and rollbacks stay in the outbox and are sent by the next start.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await db.destroy();
  } finally {
    process.exit(0);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
// Started by the platform with an IPC channel: never outlive it, even after a kill -9 of the parent.
process.once('disconnect', () => void shutdown('platform gone'));

await app.house.start();
await app.listen({ port: config.port, host: config.host });
