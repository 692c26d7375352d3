import { nodeFairCrypto } from '@portal/fair/node';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import { random } from '../../lib/random.ts';
import { toHex } from '@portal/fair';
import { drawCommitHash } from '@portal/lottery/draw';
import { GAMES, gameByCode, type GameDef } from '@portal/lottery/games';
import { numerosBetween } from '@portal/lottery/schedule';
import * as repo from './repository.ts';
import type { Settlement } from './settlement.ts';

/** Draws are created (seed committed) this far ahead; daily games a few days ahead. */
export const FAST_HORIZON_MS = 30 * 60_000;
export const DAILY_HORIZON_MS = 3 * 86_400_000;
/** A node that claimed a draw and went silent this long is taken over. */
export const STALE_CLAIM_MS = 30_000;

const horizonOf = (game: GameDef) => (game.schedule.kind === 'daily' ? DAILY_HORIZON_MS : FAST_HORIZON_MS);

/**
 * The draw lifecycle (decision 0011): draws made ahead with their seed committed, drawn when due by
 * exactly one node (a conditional claim), a silent node's claim taken over, missed draws drawn at the
 * next start.
 */
export function createDraws(db: Db, settlement: Settlement) {
  async function stopChase(chaseId: bigint, won: repo.OrderRow) {
    const chase = await repo.findChase(db, chaseId);
    if (!chase?.stop_on_win) return;
    const now = clock.now();
    for (const order of await repo.chaseOrders(db, chaseId))
      if (order.status === 'PENDING' && order.numero > won.numero && now < new Date(order.close_at))
        await settlement.cancelOrder(order, 'chase_stop', now);
  }

  return {
    /** Pauses or resumes making new draws of a game (platform-wide). */
    setPaused: (gameCode: string, paused: boolean) => repo.setPaused(db, gameCode, paused),
    pausedGames: () => repo.pausedGames(db),

    /** Creates the coming draws of every game, each with a fresh secret seed and its published hash. */
    async ensureDraws(now = clock.nowMs()): Promise<number> {
      const [last, paused] = await Promise.all([repo.lastDrawTimes(db), repo.pausedGames(db)]);
      let created = 0;
      for (const game of GAMES) {
        // A paused game gets no new draws (decision 0032); draws already made keep their course.
        if (paused.has(game.code)) continue;
        const from = Math.max(now, last.get(game.code)?.getTime() ?? 0);
        const slots = numerosBetween(game, from, now + horizonOf(game)).filter(
          (s) => s.drawTime > (last.get(game.code)?.getTime() ?? 0),
        );
        created += await repo.insertDraws(
          db,
          slots.map((s) => {
            const seed = toHex(random.bytes(32));
            return {
              game_code: game.code,
              numero: s.numero,
              open_at: new Date(s.openTime),
              close_at: new Date(s.closeTime),
              draw_at: new Date(s.drawTime),
              server_seed: seed,
              commit_hash: drawCommitHash(nodeFairCrypto, seed),
            };
          }),
        );
      }
      return created;
    },

    /** Draws and settles every due draw this node can claim; returns how many it drew. */
    async runDue(now = clock.now()): Promise<number> {
      const stale = new Date(now.getTime() - STALE_CLAIM_MS);
      let drawn = 0;
      for (const { id } of await repo.dueDraws(db, now, stale, 50)) {
        const draw = await repo.claimDraw(db, id, now, stale);
        if (!draw || !gameByCode(draw.game_code)) continue;
        await settlement.drawAndSettle(draw, now, stopChase);
        drawn++;
      }
      return drawn;
    },
  };
}
export type Draws = ReturnType<typeof createDraws>;

/** Runs the draw loop on this node: due draws every second, new draws every 15 s. */
export function startDrawLoop(draws: Draws, log: { error(o: object, m: string): void }): () => void {
  let stopped = false;
  let running = false;
  let lastEnsure = 0;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      if (clock.nowMs() - lastEnsure > 15_000) {
        await draws.ensureDraws();
        lastEnsure = clock.nowMs();
      }
      await draws.runDue();
    } catch (err) {
      log.error({ err }, 'lottery draw loop failed; retrying');
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), 1_000);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
