import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { HouseConfig } from '../env.ts';
import type { Db } from './db/client.ts';
import { installErrorHandling } from './http.ts';
import { createCrashLoop, type CrashLoop } from './modules/crash/loop.ts';
import { crashRoutes } from './modules/crash/routes.ts';
import { createJackpot, type Jackpot } from './modules/jackpot/service.ts';
import { jackpotRoutes } from './modules/jackpot/routes.ts';
import { createOutbox, type Outbox } from './modules/outbox/service.ts';
import { pageRoutes } from './modules/pages/routes.ts';
import { createRoomsOperator } from './modules/rooms/operator.ts';
import { roomsOperatorRoutes } from './modules/rooms/operator-routes.ts';
import { roomRoutes } from './modules/rooms/routes.ts';
import type { RoomTimings } from './modules/rooms/dealer.ts';
import { createRooms, type Rooms } from './modules/rooms/service.ts';
import { roundRoutes } from './modules/rounds/routes.ts';
import { createSeamless, type Seamless } from './modules/rounds/seamless.ts';
import { createRounds } from './modules/rounds/service.ts';
import { sessionRoutes } from './modules/sessions/routes.ts';
import { sportsConfigWith, type SportsConfig } from './modules/sports/config.ts';
import { createSportsOperator } from './modules/sports/operator.ts';
import { sportsOperatorRoutes } from './modules/sports/operator-routes.ts';
import { sportsRoutes } from './modules/sports/routes.ts';
import { createSportsSettings } from './modules/sports/settings.ts';
import { createSports, type Sports } from './modules/sports/service.ts';
import { createSessions, type Sessions } from './modules/sessions/service.ts';
import { createTransferApi } from './modules/transfer/service.ts';
import { transferRoutes } from './modules/transfer/routes.ts';
import { transferWallet } from './modules/transfer/wallet.ts';
import { createPlatformClient } from './platform/client.ts';
import { defaultTuning, type HouseTuning } from './tuning.ts';

/** The services behind the routes, for main.ts (start, stop) and tests (drain the outbox, drive crash). */
export interface HouseServices {
  outbox: Outbox;
  crash: CrashLoop;
  seamless: Seamless;
  sessions: Sessions;
  jackpot: Jackpot;
  sports: Sports;
  rooms: Rooms;
  wallet: typeof transferWallet;
  /** Recovers what a previous process left unfinished, then starts the outbox worker and the crash loop. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    house: HouseServices;
  }
}

export interface HouseAppOptions {
  db: Db;
  config: Pick<HouseConfig, 'platformUrl' | 'vendorSecret' | 'portalOrigins' | 'webDist' | 'logLevel'>;
  tuning?: Partial<Omit<HouseTuning, 'crash'>> & { crash?: Partial<HouseTuning['crash']> };
  /**
   * The sportsbook's timings (defaults: modules/sports/config.ts). Margins, limits, max payout and paused
   * schedules are operator settings in the database (migration 0005, decision 0072).
   */
  sports?: Partial<SportsConfig>;
  /** The card rooms' timings (defaults: modules/rooms/dealer.ts). */
  rooms?: Partial<RoomTimings>;
  /** The HTTP client towards the platform (tests put a fault-injecting one here). */
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  logger?: boolean;
  /** Where log lines go (tests read them); standard output by default. */
  logStream?: { write(line: string): void };
}

const apiHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

export async function buildApp(opts: HouseAppOptions): Promise<FastifyInstance> {
  const { db, config } = opts;
  const tuning: HouseTuning = {
    ...defaultTuning,
    ...opts.tuning,
    crash: { ...defaultTuning.crash, ...opts.tuning?.crash },
  };
  const app = Fastify({
    bodyLimit: 16_384,
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(opts.logStream ? { stream: opts.logStream } : {}),
            // Addresses carry launch tokens (/play/...?token=) and sessions (?session=): never the query.
            serializers: {
              req: (req) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }),
            },
          },
  });

  const platform = createPlatformClient({
    baseUrl: config.platformUrl,
    secret: config.vendorSecret,
    fetch: opts.fetch ?? fetch,
    timeoutMs: tuning.callTimeoutMs,
    sleep: opts.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
  });
  const outbox = createOutbox(db, platform, tuning, app.log);
  const seamless = createSeamless(db, platform, outbox, tuning, app.log);
  const sessions = createSessions(db, platform, transferWallet, tuning);
  const jackpot = createJackpot(db, tuning.jackpotOddsDivisorMajor);
  const rounds = createRounds(db, { seamless, jackpot, sessions });
  const crash = createCrashLoop(db, {
    seamless,
    tuning: tuning.crash,
    log: app.log,
    balanceOf: sessions.balance,
  });

  const settings = createSportsSettings(db, { ttlMs: tuning.sportsSettingsTtlMs });
  const sportsConfig = sportsConfigWith(opts.sports);
  const sports = createSports(db, {
    seamless,
    sessions,
    config: sportsConfig,
    settings,
    log: app.log,
  });
  const rooms = createRooms(db, { seamless, log: app.log, timings: opts.rooms });
  const operator = createSportsOperator(db, { sports, settings, config: sportsConfig, log: app.log });

  let purge: ReturnType<typeof setInterval> | null = null;
  app.decorate('house', {
    outbox,
    crash,
    seamless,
    sessions,
    jackpot,
    sports,
    rooms,
    wallet: transferWallet,
    async start() {
      // The worker first (earlier calls become due), then the recovery's new rollbacks, sent at once.
      await outbox.start();
      const voided = (await crash.recover()) + (await rooms.recover());
      const rolledBack = await seamless.recoverInterrupted();
      if (voided + rolledBack > 0)
        app.log.warn({ voided, rolledBack }, 'rolled back rounds interrupted by a stop');
      crash.start();
      sports.start();
      rooms.start();
      purge = setInterval(() => void sessions.purge().catch(() => undefined), 3_600_000);
      purge.unref();
    },
    async stop() {
      if (purge) clearInterval(purge);
      sports.stop();
      rooms.stop();
      await crash.stop();
      await outbox.stop();
    },
  } satisfies HouseServices);
  app.addHook('onClose', async () => app.house.stop());

  installErrorHandling(app);
  app.addHook('onRequest', async (request, reply) => {
    if (
      request.url.startsWith('/api/') ||
      request.url.startsWith('/transfer/') ||
      request.url.startsWith('/operator/')
    )
      reply.headers(apiHeaders);
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });

  // The crash live feed; players only listen, so incoming messages stay tiny.
  await app.register(websocket, { options: { maxPayload: 1_024 } });
  app.get('/healthz', async () => ({ status: 'ok' }));
  await app.register(sessionRoutes, { db, sessions });
  await app.register(roundRoutes, { rounds, sessions });
  await app.register(jackpotRoutes, { jackpot });
  await app.register(crashRoutes, { crash, sessions });
  await app.register(sportsRoutes, { sports, sessions });
  await app.register(roomRoutes, { rooms, sessions });
  await app.register(roomsOperatorRoutes, { operator: createRoomsOperator(db), secret: config.vendorSecret });
  await app.register(sportsOperatorRoutes, { operator, secret: config.vendorSecret });
  await app.register(transferRoutes, { api: createTransferApi(db, config.vendorSecret) });
  await app.register(pageRoutes, { webDist: config.webDist, portalOrigins: config.portalOrigins });
  return app;
}
