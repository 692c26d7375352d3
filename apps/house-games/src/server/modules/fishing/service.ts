import { toMajor, toMinor } from '@portal/contract/money';
import { validateClientSeed } from '../../../engine/fair-core.ts';
import { floats, hashSeed, newServerSeed } from '../../../engine/fair.ts';
import { decideShot } from '../../../engine/fishing/shot.ts';
import { fishOnScreen } from '../../../engine/fishing/spawn.ts';
import { houseGameKind } from '../../../shared/api.ts';
import type { FishingOutcome, FishingShotsValue, FishingState } from '../../../shared/fishing-api.ts';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import { HouseError } from '../../lib/errors.ts';
import { newId, random, randomHex } from '../../lib/random.ts';
import { limitsOnWire } from '../rounds/limits.ts';
import type { HouseSession, Sessions } from '../sessions/service.ts';
import { BATCH_MS, type FishingBatches } from './batches.ts';
import * as repo from './repository.ts';
import { bulletRange, type FishingSettingsService } from './settings.ts';

/** A shot may name a fish this long before it enters or after it left (flight time, batching, latency). */
export const FISH_SLACK_MS = 3_000;

export interface ShotAsk {
  shotId: string;
  fishId: string;
  kind: FishingOutcome['kind'];
  bullet: number;
}

/**
 * Fishing (issue 20): a session per house session with its own seed pairs and seeded scene; shots decided
 * one by one at once (engine/fishing/shot.ts), money settled per batch (batches.ts).
 */
export function createFishing(
  db: Db,
  deps: { sessions: Sessions; settings: FishingSettingsService; batches: FishingBatches },
) {
  const { sessions, settings, batches } = deps;

  function requireFishing(s: HouseSession) {
    if (houseGameKind(s.game) !== 'fishing') throw new HouseError('request.invalid');
  }

  async function mine(key: string) {
    const fs = await repo.sessionByHash(db, key);
    if (!fs) throw new HouseError('fishing.not.entered');
    return fs;
  }

  const voidedValue = (b: repo.BatchRow, decimals: number) => ({
    batchId: b.id,
    shots: b.shots,
    bullets: toMajor(b.bullets, decimals),
    payouts: toMajor(b.payouts, decimals),
    error: b.void_reason ?? 'platform.unavailable',
  });

  async function bullets(s: HouseSession) {
    const range = bulletRange(s.limits, await settings.current(), s.player.decimals);
    if (!range) throw new HouseError('session.limits.unsupported');
    return range;
  }

  async function stateOf(
    s: HouseSession,
    fs: repo.FishingSessionRow,
    voided: repo.BatchRow[],
  ): Promise<FishingState> {
    const seed = await repo.activeSeed(db, fs.id);
    const open = await repo.unsettled(db, fs.id);
    const current = await settings.current();
    const range = bulletRange(s.limits, current, fs.decimals);
    return {
      sessionId: fs.id,
      spawnSeed: fs.spawn_seed,
      sceneMs: clock.nowMs() - fs.started_at.getTime(),
      serverTime: clock.now().toISOString(),
      rtp: fs.rtp,
      balance: toMajor(fs.balance - open.bullets + open.payouts, fs.decimals),
      unsettled: {
        shots: open.shots,
        bullets: toMajor(open.bullets, fs.decimals),
        payouts: toMajor(open.payouts, fs.decimals),
      },
      fairness: {
        serverSeedHash: seed.server_seed_hash,
        clientSeed: seed.client_seed,
        nonce: seed.next_nonce,
      },
      bullet: range
        ? (({ minBet, maxBet, chips }) => ({ min: minBet, max: maxBet, chips }))(
            limitsOnWire(range, fs.decimals),
          )
        : { min: 0, max: 0, chips: [] },
      enabled: current.enabled && range !== null,
      caught: await repo.recentlyCaught(db, fs.id, new Date(clock.nowMs() - 60_000)),
      voided: voided.map((b) => voidedValue(b, fs.decimals)),
    };
  }

  async function takeVoids(fsId: string) {
    return db.transaction().execute((trx) => repo.takeUnreportedVoids(trx, fsId));
  }

  return {
    /** `POST /api/fishing/enter`: the house session's fishing session, made at its first call. */
    async enter(s: HouseSession, key: string, clientSeed: string | undefined): Promise<FishingState> {
      requireFishing(s);
      if (!(await settings.current()).enabled) throw new HouseError('fishing.disabled');
      if (clientSeed !== undefined && validateClientSeed(clientSeed)) throw new HouseError('request.invalid');
      let fs = await repo.sessionByHash(db, key);
      if (!fs) {
        const balance = toMinor(await sessions.balance(s), s.player.decimals);
        if (balance === null) throw new HouseError('platform.unavailable');
        const id = newId('fs');
        await db.transaction().execute(async (trx) => {
          const made = await repo.insertSessionIfNone(trx, {
            id,
            session_hash: key,
            player_id: s.playerId,
            vendor_code: s.vendor,
            game_code: s.game,
            currency: s.player.currency,
            decimals: s.player.decimals,
            rtp: s.rtp,
            platform_token: s.platformToken,
            spawn_seed: randomHex(16),
            started_at: clock.now(),
            balance,
          });
          if (!made) return;
          const serverSeed = newServerSeed(random.bytes(32));
          await repo.insertSeed(trx, {
            session_id: id,
            server_seed: serverSeed,
            server_seed_hash: hashSeed(serverSeed),
            client_seed: clientSeed ?? randomHex(8),
          });
        });
        fs = (await repo.sessionByHash(db, key))!;
      }
      return stateOf(s, fs, await takeVoids(fs.id));
    },

    /** `GET /api/fishing/state`: what a reconnecting page resumes from. */
    async state(s: HouseSession, key: string): Promise<FishingState> {
      requireFishing(s);
      const fs = await mine(key);
      return stateOf(s, fs, await takeVoids(fs.id));
    },

    /**
     * `POST /api/fishing/shots`: each shot decided at once, in order. A shot is refused (nothing charged) when
     * its bullet is outside the range, its fish is not on screen or caught already, or the balance the
     * platform last answered, less the bullets not settled yet, does not cover it. A repeated shot id answers
     * its first decision.
     */
    async shoot(s: HouseSession, key: string, asks: ShotAsk[]): Promise<FishingShotsValue> {
      requireFishing(s);
      if (!(await settings.current()).enabled) throw new HouseError('fishing.disabled');
      if (new Set(asks.map((a) => a.shotId)).size !== asks.length) throw new HouseError('request.invalid');
      const fs0 = await mine(key);
      const range = await bullets(s);
      const decimals = fs0.decimals;
      const nowMs = clock.nowMs();
      const sceneMs = nowMs - fs0.started_at.getTime();
      const outcomeOf = (r: repo.ShotRow): FishingOutcome => ({
        shotId: r.shot_id,
        fishId: r.fish_id,
        kind: r.kind as FishingOutcome['kind'],
        bullet: toMajor(r.bullet, decimals),
        caught: r.caught,
        multiplier: r.multiplier,
        payout: toMajor(r.payout, decimals),
        nonce: r.nonce,
      });

      const result = await db.transaction().execute(async (trx) => {
        const fs = await repo.lockSession(trx, fs0.id);
        const earlier = new Map(
          (
            await repo.shotsByIds(
              trx,
              fs.id,
              asks.map((a) => a.shotId),
            )
          ).map((r) => [r.shot_id, r]),
        );
        const caught = await repo.caughtFish(trx, fs.id, [...new Set(asks.map((a) => a.fishId))]);
        const open = await repo.unsettled(trx, fs.id);
        let available = fs.balance - open.bullets;
        const seed = await repo.activeSeed(trx, fs.id);
        let nonce = seed.next_nonce;
        const outcomes: FishingOutcome[] = [];
        const refused: { shotId: string; error: string }[] = [];
        const rows: Parameters<typeof repo.insertShots>[1] = [];
        for (const a of asks) {
          const before = earlier.get(a.shotId);
          if (before) {
            outcomes.push(outcomeOf(before));
            continue;
          }
          const bullet = toMinor(a.bullet, decimals);
          if (bullet === null || bullet < range.minBet || bullet > range.maxBet) {
            refused.push({ shotId: a.shotId, error: 'bet.outside.limits' });
            continue;
          }
          const fish = fishOnScreen(fs.spawn_seed, a.fishId, sceneMs, FISH_SLACK_MS);
          if (!fish || fish.kind !== a.kind || caught.has(a.fishId)) {
            refused.push({ shotId: a.shotId, error: 'fishing.fish.gone' });
            continue;
          }
          if (bullet > available) {
            refused.push({ shotId: a.shotId, error: 'insufficient.balance' });
            continue;
          }
          available -= bullet;
          const decided = decideShot(
            floats(seed.server_seed, seed.client_seed, nonce, 2),
            a.kind,
            bullet,
            fs.rtp,
          );
          if (decided.caught) caught.add(a.fishId);
          outcomes.push({
            shotId: a.shotId,
            fishId: a.fishId,
            kind: a.kind,
            bullet: toMajor(bullet, decimals),
            caught: decided.caught,
            multiplier: decided.multiplier,
            payout: toMajor(decided.payout, decimals),
            nonce,
          });
          rows.push({
            session_id: fs.id,
            shot_id: a.shotId,
            batch_id: '',
            seed_id: seed.id,
            nonce,
            fish_id: a.fishId,
            kind: a.kind,
            bullet,
            caught: decided.caught,
            multiplier: decided.multiplier,
            payout: decided.payout,
            created_at: new Date(nowMs),
          });
          nonce++;
        }
        if (rows.length > 0) {
          await repo.takeNonces(trx, seed.id, rows.length);
          let batch = await repo.openBatch(trx, fs.id);
          if (!batch)
            batch = await repo.insertBatch(trx, {
              id: newId('fb'),
              session_id: fs.id,
              player_id: fs.player_id,
              round_id: null,
              status: 'open',
              opened_at: new Date(nowMs),
              close_at: new Date(nowMs + BATCH_MS),
              void_reason: null,
            });
          for (const r of rows) r.batch_id = batch.id;
          await repo.insertShots(trx, rows);
          await repo.addToBatch(trx, batch.id, {
            shots: rows.length,
            catches: rows.filter((r) => r.caught).length,
            bullets: rows.reduce((t, r) => t + r.bullet, 0n),
            payouts: rows.reduce((t, r) => t + r.payout, 0n),
          });
        }
        const voided = await repo.takeUnreportedVoids(trx, fs.id);
        const after = await repo.unsettled(trx, fs.id);
        return {
          outcomes,
          refused,
          balance: toMajor(fs.balance - after.bullets + after.payouts, decimals),
          fairness: { serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nonce },
          voided: voided.map((b) => voidedValue(b, decimals)),
        };
      });
      return result;
    },

    /** `POST /api/fishing/leave`: the open batch is closed now; answers the state after. */
    async leave(s: HouseSession, key: string): Promise<FishingState> {
      requireFishing(s);
      const fs = await mine(key);
      const open = await repo.closeNow(db, fs.id, clock.now());
      if (open) await batches.close(open.id);
      return stateOf(s, (await repo.sessionByHash(db, key))!, await takeVoids(fs.id));
    },

    /** Reveals the active server seed and commits to a new one (the client seed kept unless a new one is given). */
    async rotate(s: HouseSession, key: string, clientSeed: string | undefined) {
      requireFishing(s);
      if (clientSeed !== undefined && validateClientSeed(clientSeed)) throw new HouseError('request.invalid');
      const fs = await mine(key);
      return db.transaction().execute(async (trx) => {
        await repo.lockSession(trx, fs.id);
        const old = await repo.activeSeed(trx, fs.id);
        await repo.revealSeed(trx, old.id, clock.now());
        const serverSeed = newServerSeed(random.bytes(32));
        const next = await repo.insertSeed(trx, {
          session_id: fs.id,
          server_seed: serverSeed,
          server_seed_hash: hashSeed(serverSeed),
          client_seed: clientSeed ?? old.client_seed,
        });
        return {
          revealedServerSeed: old.server_seed,
          previousHash: old.server_seed_hash,
          fairness: {
            serverSeedHash: next.server_seed_hash,
            clientSeed: next.client_seed,
            nonce: next.next_nonce,
          },
        };
      });
    },
  };
}
export type Fishing = ReturnType<typeof createFishing>;
