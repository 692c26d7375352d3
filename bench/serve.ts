/**
 * A server for the benchmark, run as a child process so the load generator does not share its event loop:
 *   serve.ts portal <port> <dataDir>   the real portal app on a fresh embedded database
 *   serve.ts bare <port>               a bare Fastify route, the yardstick
 *   serve.ts portal-pg <port> <url>    the real portal app on a PostgreSQL database, with the house
 *                                      vendors configured (secret BENCH_HOUSE_SECRET) and the pool warmed
 *   serve.ts house-pg <port> <url>     the house vendor on a PostgreSQL database, signing with
 *                                      BENCH_HOUSE_SECRET towards the portal at BENCH_PLATFORM_URL; its
 *                                      sports events made ahead, no background tick (the bench settles)
 */
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/setup.ts';
import { loadConfig } from '../apps/server/src/env.ts';
import { POOL_SIZE } from '../apps/server/src/db/client.ts';
import { configureHouseVendors } from '../apps/server/src/modules/games/vendors.ts';
import { createLedger } from '../apps/server/src/modules/wallet/ledger.ts';
import { buildApp as buildHouseApp } from '../apps/house-games/src/server/app.ts';
import { openDatabase as openHouseDatabase } from '../apps/house-games/src/server/db/migrate.ts';

const [mode, portArg, dataDir] = process.argv.slice(2);
const port = Number(portArg);

if (mode === 'portal-pg') {
  const config = {
    ...loadConfig(),
    databaseUrl: dataDir,
    logLevel: 'warn',
    houseVendorSecret: process.env.BENCH_HOUSE_SECRET,
  };
  const { db } = await openDatabase(config);
  await configureHouseVendors(db, config);
  await createLedger(db).warmUp(POOL_SIZE);
  const app = await buildApp({ db, config, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
} else if (mode === 'house-pg') {
  const { db } = await openHouseDatabase({ databaseUrl: dataDir, dataDir: 'memory://' });
  const app = await buildHouseApp({
    db,
    config: {
      platformUrl: process.env.BENCH_PLATFORM_URL!,
      vendorSecret: process.env.BENCH_HOUSE_SECRET!,
      portalOrigins: ['http://*:*'],
      webDist: '/nonexistent',
      logLevel: 'warn',
    },
    logger: false,
  });
  await app.house.sports.ensureSchedule();
  await app.listen({ port, host: '127.0.0.1' });
} else if (mode === 'bare') {
  const app = Fastify();
  app.get('/bare', async () => ({ success: true, value: { hello: 'world' } }));
  await app.listen({ port, host: '127.0.0.1' });
} else {
  const config = {
    ...loadConfig(),
    dataDir: dataDir ?? 'memory://',
    databaseUrl: undefined,
    logLevel: 'warn',
  };
  const { db } = await openDatabase(config);
  const app = await buildApp({ db, config, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
}
process.on('SIGINT', () => process.exit(0));
process.send?.('ready');
