/**
 * A server for the benchmark, run as a child process so the load generator does not share its event loop:
 *   serve.ts portal <port> <dataDir>   the real portal app on a fresh embedded database
 *   serve.ts bare <port>               a bare Fastify route, the yardstick
 */
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/setup.ts';
import { loadConfig } from '../apps/server/src/env.ts';

const [mode, portArg, dataDir] = process.argv.slice(2);
const port = Number(portArg);

if (mode === 'bare') {
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
