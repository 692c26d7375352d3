import { buildApp } from './app.ts';
import { openDatabase } from './db/setup.ts';
import { ConfigError, loadConfig, type Config } from './env.ts';
import { startJobs } from './jobs/runner.ts';
import { POOL_SIZE } from './db/client.ts';
import { createLedger } from './modules/wallet/ledger.ts';
import fs from 'node:fs';
import path from 'node:path';
import { configureHouseVendors } from './modules/games/vendors.ts';
import { runChildService } from './lib/child-service.ts';
import { startDrawLoop } from './modules/lottery/draws.ts';
import { randomBytes } from 'node:crypto';
import { DataDirLockedError } from '@portal/pglite-kysely';
import { prepareFirstOwner } from './modules/staff/service.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`portal: not starting: ${error.message}`);
  process.exit(1);
}
// The ops CLI reaches this process with it (from the 0600 lock file) instead of opening the folder too.
const localAdminToken = randomBytes(32).toString('base64url');
const loopback = ['0.0.0.0', '::', '127.0.0.1', 'localhost'].includes(config.host)
  ? '127.0.0.1'
  : config.host.includes(':')
    ? `[${config.host}]`
    : config.host;
let opened: Awaited<ReturnType<typeof openDatabase>>;
try {
  opened = await openDatabase({
    ...config,
    lock: {
      role: 'server',
      port: config.port,
      url: `http://${loopback}:${config.port}`,
      token: localAdminToken,
    },
  });
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(`portal: not starting: ${error.message}`);
  process.exit(1);
}
const { db, kind, seeded } = opened;
// The house game vendor: credentials from the configuration; started here unless it runs elsewhere.
const house = await configureHouseVendors(db, config);
const app = await buildApp({
  db,
  config,
  localAdminToken: kind === 'pglite' && !config.dataDir.startsWith('memory://') ? localAdminToken : undefined,
});

if (kind === 'pglite') {
  app.log.warn(
    { dataDir: config.dataDir },
    'embedded database (PGlite) in use: it does not fsync, so it is for trying and developing only; set DATABASE_URL for real money',
  );
}
if (seeded) app.log.info('empty database: seeded the demo merchant "demo"');

let stopJobs = () => {};
let stopDraws = () => {};
const houseEntry = path.join(config.repoRoot, 'apps/house-games/src/main.ts');
const houseGames =
  config.houseGamesUrl || !fs.existsSync(houseEntry)
    ? null
    : runChildService({
        name: 'house-games',
        entry: houseEntry,
        cwd: config.repoRoot,
        env: {
          PORT: String(config.housePort),
          HOST: config.host,
          PLATFORM_URL: `http://127.0.0.1:${config.port}`,
          HOUSE_VENDOR_SECRET: house.secret,
          DATA_DIR: path.join(config.dataDir, 'house'),
          DATABASE_URL: config.houseDatabaseUrl,
          LOG_LEVEL: config.logLevel,
        },
        log: app.log,
      });
let stopping = false;
const shutdown = async (signal: string) => {
  // Ctrl-C under npm reaches this process twice (the terminal's group and tsx relaying it): the second
  // must not kill it before the embedded database is written back and its folder unlocked.
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  stopJobs();
  stopDraws();
  houseGames?.stop();
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// Every pooled connection has the ledger's statements prepared before the first request moves money.
if (kind === 'postgres') await createLedger(db).warmUp(POOL_SIZE);
await app.listen({ port: config.port, host: config.host });
// The first back-office owner: `admin` from ADMIN_PASSWORD, or a one-time setup link (decision 0029).
const firstOwner = await prepareFirstOwner(db, config.adminPassword);
if (firstOwner) {
  const link = `http://${loopback}:${config.port}/admin/setup?token=${firstOwner.setupToken}`;
  app.log.info(
    { link },
    'no back-office staff yet: open the setup link to create the first owner (24 hours, once)',
  );
  console.log(`Back office setup: ${link}`);
}
// Each job runs once per period across all nodes (a job_run row is the claim).
stopJobs = startJobs(db, app.jobs, app.log);
// Draws are due every minute: their loop ticks every second; one node draws each (decision 0011).
stopDraws = startDrawLoop(app.lotteryDraws, app.log);
