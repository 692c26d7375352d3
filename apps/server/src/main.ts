import { buildApp } from './app.ts';
import { openDatabase } from './db/setup.ts';
import { loadConfig } from './env.ts';
import { startJobs } from './jobs/runner.ts';
import { POOL_SIZE } from './db/client.ts';
import { createLedger } from './modules/wallet/ledger.ts';
import fs from 'node:fs';
import path from 'node:path';
import { configureHouseVendors } from './modules/games/vendors.ts';
import { runChildService } from './lib/child-service.ts';
import { startDrawLoop } from './modules/lottery/draws.ts';

const config = loadConfig();
const { db, kind, seeded } = await openDatabase(config);
// The house game vendor: credentials from the configuration; started here unless it runs elsewhere.
const house = await configureHouseVendors(db, config);
const app = await buildApp({ db, config });

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
const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  stopJobs();
  stopDraws();
  houseGames?.stop();
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

// Every pooled connection has the ledger's statements prepared before the first request moves money.
if (kind === 'postgres') await createLedger(db).warmUp(POOL_SIZE);
await app.listen({ port: config.port, host: config.host });
// Each job runs once per period across all nodes (a job_run row is the claim).
stopJobs = startJobs(db, app.jobs, app.log);
// Draws are due every minute: their loop ticks every second; one node draws each (decision 0011).
stopDraws = startDrawLoop(app.lotteryDraws, app.log);
