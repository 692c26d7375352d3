import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import type { Seamless } from '../rounds/seamless.ts';
import type { Sessions } from '../sessions/service.ts';
import { type TablesConfig, tablesConfigWith } from './config.ts';
import { createDealer } from './dealer.ts';
import { createTablesLive } from './live.ts';
import { purgePresence } from './repository.ts';
import { createTables } from './service.ts';
import { createTableSettings } from './settings.ts';

/**
 * The casino tables (issue 20) of one process: settings, the dealer (rounds shared through the database),
 * the page side and the live sockets, driven by one timer every `tickMs` (tests call `tick()` instead).
 */
export function createTablesModule(
  db: Db,
  deps: { seamless: Seamless; sessions: Sessions; config?: Partial<TablesConfig>; log: FastifyBaseLogger },
) {
  const config = tablesConfigWith(deps.config);
  const settings = createTableSettings(db);
  const dealer = createDealer(db, { seamless: deps.seamless, settings, config });
  const tables = createTables(db, { seamless: deps.seamless, sessions: deps.sessions, settings, config });
  const live = createTablesLive(db, { tables, config, log: deps.log });
  let timer: ReturnType<typeof setInterval> | null = null;
  let lastPurgeMs = 0;

  async function tick(nowMs = clock.nowMs()) {
    const result = await dealer.tick(nowMs);
    await live.tick(result.changed, result.visited, nowMs);
    if (nowMs - lastPurgeMs > 60_000) {
      lastPurgeMs = nowMs;
      await purgePresence(db, new Date(nowMs - 10 * config.seatedWindowMs));
    }
    return result;
  }

  return {
    config,
    settings,
    dealer,
    tables,
    live,
    tick,
    start() {
      if (timer) return;
      let busy = false;
      timer = setInterval(() => {
        if (busy) return;
        busy = true;
        void tick()
          .catch((error: unknown) => deps.log.error({ err: error }, 'tables tick failed'))
          .finally(() => {
            busy = false;
          });
      }, config.tickMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
export type TablesModule = ReturnType<typeof createTablesModule>;
