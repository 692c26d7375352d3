import type { FastifyBaseLogger } from 'fastify';
import type { TableGame } from '../../../shared/api.ts';
import type { TableLiveMessage } from '../../../shared/tables-api.ts';
import { clock } from '../../lib/clock.ts';
import type { HouseSession } from '../sessions/service.ts';
import type { TablesConfig } from './config.ts';
import { phaseAt } from './present.ts';
import * as repo from './repository.ts';
import type { Db } from '../../db/client.ts';
import type { Tables } from './service.ts';

interface Viewer {
  session: HouseSession;
  sessionHash: string;
  send(message: TableLiveMessage): void;
}

/**
 * The tables' live sockets of this process. Each tick it looks at the round every watched table shows
 * (phases follow the clock, whichever process moved the rows): on a change every viewer gets the full
 * state; every `seatedEveryMs` the seated count, and the viewers' presence is touched (their heartbeat).
 */
export function createTablesLive(
  db: Db,
  deps: { tables: Tables; config: TablesConfig; log: FastifyBaseLogger },
) {
  const { tables, config, log } = deps;
  const viewers = new Map<TableGame, Set<Viewer>>();
  const shown = new Map<TableGame, string>();
  let lastSeatedMs = 0;
  const lastLookMs = new Map<TableGame, number>();

  async function sendState(game: TableGame, to: Iterable<Viewer>) {
    const pub = await tables.publicState(game);
    for (const v of to) {
      const view = await tables.viewOf(pub, v.session);
      v.send({ type: 'state', ...view });
    }
  }

  /** What a viewer would see change: the round, its phase, its outcome, the table open or closed. */
  async function signature(game: TableGame, nowMs: number) {
    const r = await repo.currentRound(db, game, new Date(nowMs));
    if (!r) return 'none';
    return `${r.id}:${phaseAt(r, nowMs)}:${r.outcome === null ? 0 : 1}`;
  }

  return {
    /** Adds a viewer (its state at once); the returned function removes it. */
    async watch(game: TableGame, viewer: Viewer): Promise<() => void> {
      let set = viewers.get(game);
      if (!set) viewers.set(game, (set = new Set()));
      set.add(viewer);
      await tables.touch(game, [viewer.sessionHash]);
      await sendState(game, [viewer]);
      return () => {
        set.delete(viewer);
      };
    },

    /** A viewer's heartbeat (any message on its socket). */
    heartbeat: (game: TableGame, sessionHash: string) => tables.touch(game, [sessionHash]),

    /**
     * Pushes what changed; `changed`: tables this process just moved on, `visited`: tables whose due time
     * came (another process may have moved them); the others are looked at every second.
     */
    async tick(
      changed: readonly TableGame[] = [],
      visited: readonly TableGame[] = [],
      nowMs = clock.nowMs(),
    ) {
      const seatedDue = nowMs - lastSeatedMs >= config.seatedEveryMs;
      if (seatedDue) lastSeatedMs = nowMs;
      for (const [game, set] of viewers) {
        if (set.size === 0) continue;
        try {
          if (visited.includes(game) || nowMs - (lastLookMs.get(game) ?? -Infinity) >= 1_000) {
            lastLookMs.set(game, nowMs);
            const sig = await signature(game, nowMs);
            if (sig !== shown.get(game) || changed.includes(game)) {
              shown.set(game, sig);
              await sendState(game, set);
            }
          }
          if (seatedDue) {
            await tables.touch(game, [...new Set([...set].map((v) => v.sessionHash))]);
            const seated = await tables.seated(game);
            for (const v of set) v.send({ type: 'seated', seated, now: nowMs });
          }
        } catch (error) {
          log.error({ err: error, game }, 'table live feed failed');
        }
      }
    },
  };
}
export type TablesLive = ReturnType<typeof createTablesLive>;
