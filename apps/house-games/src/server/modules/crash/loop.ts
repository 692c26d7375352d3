import { toMajor, toMinor } from '@portal/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import {
  CRASH,
  msToReach,
  multiplierAt,
  settleCrashBet,
  validateCashoutTarget,
  validateCrashBet,
} from '../../../engine/crash.ts';
import { crashPoint, generateChain } from '../../../engine/crash-chain.ts';
import type { CrashState } from '../../../shared/api.ts';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import { HouseError } from '../../lib/errors.ts';
import { limitsFor } from '../rounds/limits.ts';
import { maskName } from '../../lib/names.ts';
import { newId, randomHex } from '../../lib/random.ts';
import type { CrashTuning } from '../../tuning.ts';
import type { OutboxRow } from '../outbox/repository.ts';
import * as rounds from '../rounds/repository.ts';
import type { Seamless } from '../rounds/seamless.ts';
import type { HouseSession } from '../sessions/service.ts';
import * as repo from './repository.ts';

interface Chain {
  id: bigint;
  salt: string;
  length: number;
  terminatingHash: string;
  hashes: readonly string[];
}

interface CrashBet {
  row: rounds.RoundRow;
  playerId: bigint;
  name: string;
  token: string;
  autoCashout: number | null;
  /** placing: the bet call has no answer yet; in: accepted and riding; settled: cashed out or crashed. */
  state: 'placing' | 'in' | 'settled';
  cashedOutAt: number | null;
  win: bigint;
  /** The platform's balance from the last answer about this bet. */
  balance: number;
}

interface LiveRound {
  id: string;
  chain: Chain;
  number: number;
  hash: string;
  crashPoint: number;
  phase: 'betting' | 'running' | 'crashed';
  startsAtMs: number;
  /** startsAt + msToReach(crashPoint): the curve reaches the crash point at this time. */
  crashAtMs: number;
  bets: Map<bigint, CrashBet>;
}

interface Viewer {
  playerId: bigint | null;
  send(state: CrashState): void;
}

const HISTORY = 20;

/**
 * Crash: one loop of shared rounds in this process. Betting for `bettingMs`, then the curve runs
 * (multiplierAt, crash.ts) until the round's crash point from the hash chain, then a pause of `pauseMs`.
 * Time comes from `clock`, and `tick()` does everything due by now, so tests drive it without waiting.
 *
 * Money goes through the seamless wallet like every round: the bet when placed (only while betting), a
 * win when the player cashes out (server time decides the multiplier) or the loop cashes out at the
 * player's automatic target, and a win of 0 at the crash for every bet still in. A bet that is still
 * being placed when the round moves on is settled by the same rules once it is accepted.
 */
export function createCrashLoop(
  db: Db,
  deps: {
    seamless: Seamless;
    tuning: CrashTuning;
    log: FastifyBaseLogger;
    /** The player's balance now (a repeated bet request answers with it). */
    balanceOf: (s: HouseSession) => Promise<number>;
  },
) {
  const { seamless, tuning, log } = deps;
  let chain: Chain | null = null;
  let round: LiveRound | null = null;
  let history: { roundId: string; crashPoint: number }[] | null = null;
  let lastBroadcastMs = 0;
  let timer: ReturnType<typeof setInterval> | null = null;
  const viewers = new Set<Viewer>();
  const background = new Set<Promise<unknown>>();

  // One operation at a time on the round (ticks, bets, cash-outs); network calls happen outside it.
  let queue: Promise<unknown> = Promise.resolve();
  function exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = queue.then(fn, fn);
    queue = run.catch(() => undefined);
    return run;
  }

  function inBackground(p: Promise<unknown>) {
    background.add(p);
    void p
      .catch((error: unknown) => log.error({ err: error }, 'crash settlement send failed'))
      .finally(() => background.delete(p));
  }

  async function loadChain(): Promise<Chain> {
    const row = await repo.latestChain(db);
    if (row && row.next_number <= row.length) {
      const generated = generateChain(row.seed, row.length);
      return {
        id: row.id,
        salt: row.salt,
        length: row.length,
        terminatingHash: row.terminating_hash,
        hashes: generated.roundHashes,
      };
    }
    const seed = randomHex(32);
    const salt = randomHex(32);
    const generated = generateChain(seed, tuning.chainLength);
    const created = await repo.insertChain(db, {
      seed,
      salt,
      length: tuning.chainLength,
      terminating_hash: generated.terminatingHash,
    });
    log.info({ terminatingHash: created.terminating_hash, salt }, 'new crash hash chain');
    return {
      id: created.id,
      salt,
      length: created.length,
      terminatingHash: created.terminating_hash,
      hashes: generated.roundHashes,
    };
  }

  async function openRound(nowMs: number): Promise<LiveRound> {
    chain ??= await loadChain();
    let number = await repo.takeNumber(db, chain.id);
    if (number === null) {
      chain = await loadChain();
      number = (await repo.takeNumber(db, chain.id))!;
    }
    const hash = chain.hashes[number - 1]!;
    const point = crashPoint(hash, chain.salt);
    const startsAtMs = nowMs + tuning.bettingMs;
    const id = newId('c');
    await repo.insertCrashRound(db, {
      id,
      chain_id: chain.id,
      number,
      hash,
      crash_point: point,
      phase: 'live',
      starts_at: new Date(startsAtMs),
    });
    return {
      id,
      chain,
      number,
      hash,
      crashPoint: point,
      phase: 'betting',
      startsAtMs,
      crashAtMs: startsAtMs + msToReach(point),
      bets: new Map(),
    };
  }

  /**
   * Settles bets at their cash-out (null: rode to the crash) in one transaction and queues their wins;
   * the wins are sent afterwards. Returns the queued calls by bet.
   */
  async function settle(r: LiveRound, items: { bet: CrashBet; cashout: number | null }[]) {
    if (items.length === 0) return new Map<CrashBet, OutboxRow>();
    const now = clock.now();
    const queued = await db.transaction().execute(async (trx) => {
      const out = new Map<CrashBet, OutboxRow>();
      for (const { bet, cashout } of items) {
        const result = settleCrashBet(bet.row.bet, cashout, r.crashPoint);
        bet.state = 'settled';
        bet.cashedOutAt = result.won ? cashout : null;
        bet.win = result.win;
        await rounds.settleRound(trx, bet.row.id, {
          win: result.win,
          jackpotWin: 0n,
          outcome: { crashRoundId: r.id, cashedOutAt: bet.cashedOutAt, autoCashout: bet.autoCashout },
          now,
        });
        out.set(bet, await seamless.queueWin(trx, bet.row, bet.token, result.win, 'win'));
      }
      return out;
    });
    return queued;
  }

  function sendLater(queued: Map<CrashBet, OutboxRow>) {
    for (const [bet, row] of queued)
      inBackground(seamless.sendWins([row], bet.balance).then((balance) => (bet.balance = balance)));
  }

  /** Automatic cash-outs due by `elapsed` (all that can win when the round crashes). */
  function dueAutos(r: LiveRound, elapsedMs: number) {
    return [...r.bets.values()]
      .filter(
        (b) =>
          b.state === 'in' &&
          b.autoCashout !== null &&
          b.autoCashout <= r.crashPoint &&
          msToReach(b.autoCashout) <= elapsedMs,
      )
      .map((bet) => ({ bet, cashout: bet.autoCashout }));
  }

  /** Everything due by now, phase after phase; true when the phase changed. */
  async function advance(nowMs: number): Promise<boolean> {
    let changed = false;
    for (;;) {
      if (!round) {
        history ??= (await repo.recentCrashed(db, HISTORY)).map((h) => ({
          roundId: h.id,
          crashPoint: h.crash_point,
        }));
        round = await openRound(nowMs);
        changed = true;
        continue;
      }
      const r = round;
      if (r.phase === 'betting') {
        if (nowMs < r.startsAtMs) return changed;
        r.phase = 'running';
        changed = true;
        continue;
      }
      if (r.phase === 'running') {
        if (nowMs < r.crashAtMs) {
          sendLater(await settle(r, dueAutos(r, nowMs - r.startsAtMs)));
          return changed;
        }
        // The crash: automatic targets up to the crash point win, every other bet still in gets 0.
        const autos = dueAutos(r, Number.POSITIVE_INFINITY);
        const riders = [...r.bets.values()]
          .filter((b) => b.state === 'in' && !autos.some((a) => a.bet === b))
          .map((bet) => ({ bet, cashout: null }));
        sendLater(await settle(r, [...autos, ...riders]));
        await repo.markCrashed(db, r.id, new Date(r.crashAtMs));
        r.phase = 'crashed';
        history = [{ roundId: r.id, crashPoint: r.crashPoint }, ...(history ?? [])].slice(0, HISTORY);
        changed = true;
        continue;
      }
      if (nowMs < r.crashAtMs + tuning.pauseMs) return changed;
      round = null;
    }
  }

  function stateFor(r: LiveRound, viewer: bigint | null, nowMs: number): CrashState {
    const crashed = r.phase === 'crashed';
    const decimalsOf = (b: CrashBet) => b.row.decimals;
    return {
      roundId: r.id,
      phase: r.phase,
      startsAt: new Date(r.startsAtMs).toISOString(),
      multiplier:
        r.phase === 'running'
          ? Math.min(multiplierAt(nowMs - r.startsAtMs), r.crashPoint)
          : crashed
            ? r.crashPoint
            : 100,
      crashPoint: crashed ? r.crashPoint : null,
      hash: crashed ? r.hash : null,
      chainTerminatingHash: r.chain.terminatingHash,
      salt: r.chain.salt,
      roundNumber: r.number,
      bets: [...r.bets.values()]
        .filter((b) => b.state !== 'placing')
        .map((b) => ({
          player: b.playerId === viewer ? b.name : maskName(b.name),
          bet: toMajor(b.row.bet, decimalsOf(b)),
          cashedOutAt: b.cashedOutAt,
          win: toMajor(b.win, decimalsOf(b)),
          mine: b.playerId === viewer,
        })),
      history: history ?? [],
      serverTime: new Date(nowMs).toISOString(),
    };
  }

  function broadcast(nowMs: number) {
    lastBroadcastMs = nowMs;
    const r = round;
    if (!r) return;
    for (const v of viewers) {
      try {
        v.send(stateFor(r, v.playerId, nowMs));
      } catch {
        viewers.delete(v);
      }
    }
  }

  async function tickNow(): Promise<void> {
    const nowMs = clock.nowMs();
    const changed = await advance(nowMs);
    if (changed || (round?.phase === 'running' && nowMs - lastBroadcastMs >= tuning.broadcastMs))
      broadcast(nowMs);
  }

  let ticking = false;

  const loop = {
    /** Does everything due by now (the timer calls it every `tickMs`; tests call it after moving the clock). */
    tick: () => exclusive(tickNow),

    /** `GET /api/crash/state` and the live feed's first message. */
    async state(viewer: bigint | null): Promise<CrashState> {
      await loop.tick();
      return stateFor(round!, viewer, clock.nowMs());
    },

    /** `POST /api/crash/bet`: only while the round takes bets; one bet per player and round. */
    async bet(
      s: HouseSession,
      ask: { bet: number; autoCashout?: number; requestId: string },
    ): Promise<{ roundId: string; balance: number }> {
      if (s.vendor !== 'HOUSE' || s.game !== 'HOUSE_CRASH') throw new HouseError('request.invalid');
      const amount = toMinor(ask.bet, s.player.decimals);
      const engine = limitsFor(s.game, s.player.decimals);
      if (
        amount === null ||
        amount < engine.minBet ||
        amount > engine.maxBet ||
        validateCrashBet(amount) ||
        (ask.autoCashout !== undefined && validateCashoutTarget(ask.autoCashout))
      )
        throw new HouseError('bet.invalid');
      // Outside the merchant's limits (decision 0034): refused before any money moves.
      if (amount < s.limits.minBet || amount > s.limits.maxBet) throw new HouseError('bet.outside.limits');
      const earlier = await rounds.findByRequest(db, s.playerId, ask.requestId);
      if (earlier) {
        if (earlier.status === 'void' || earlier.status === 'rolled_back' || earlier.status === 'pending')
          throw new HouseError(earlier.status === 'pending' ? 'request.invalid' : 'platform.unavailable');
        return { roundId: earlier.protocol_round_id, balance: await deps.balanceOf(s) };
      }

      const placing = await exclusive(async () => {
        await tickNow();
        const r = round!;
        if (r.phase !== 'betting' || clock.nowMs() >= r.startsAtMs)
          throw new HouseError('crash.betting.closed');
        if (r.bets.has(s.playerId)) throw new HouseError('bet.invalid');
        const { row, betCall } = await db.transaction().execute(async (trx) => {
          const row = await rounds.insertRound(trx, {
            id: newId('r'),
            player_id: s.playerId,
            vendor_code: s.vendor,
            game_code: s.game,
            request_id: ask.requestId,
            protocol_round_id: r.id,
            currency: s.player.currency,
            decimals: s.player.decimals,
            bet: amount,
            params: JSON.stringify({ autoCashout: ask.autoCashout ?? null }),
            outcome: JSON.stringify({ crashRoundId: r.id }),
            seed_id: null,
            server_seed_hash: r.chain.terminatingHash,
            client_seed: r.chain.salt,
            nonce: r.number,
            crash_round_id: r.id,
            status: 'pending',
            created_at: clock.now(),
          });
          return { row, betCall: await seamless.queueBet(trx, row, s.platformToken) };
        });
        const bet: CrashBet = {
          row,
          playerId: s.playerId,
          name: s.player.name,
          token: s.platformToken,
          autoCashout: ask.autoCashout ?? null,
          state: 'placing',
          cashedOutAt: null,
          win: 0n,
          balance: 0,
        };
        r.bets.set(s.playerId, bet);
        return { r, bet, betCall };
      });

      const { r, bet, betCall } = placing;
      const placed = await seamless.placeBet(bet.row, betCall, bet.token, (trx) =>
        rounds.setStatus(trx, bet.row.id, ['pending'], 'open'),
      );
      return exclusive(async () => {
        if (placed.kind !== 'accepted') {
          r.bets.delete(s.playerId);
          throw new HouseError(placed.kind === 'refused' ? placed.error : 'platform.unavailable');
        }
        bet.state = 'in';
        bet.balance = placed.balance;
        // Accepted after the round moved on: the same rules settle it now.
        if (r.phase === 'crashed' || round !== r) {
          const wins = bet.autoCashout !== null && bet.autoCashout <= r.crashPoint;
          sendLater(await settle(r, [{ bet, cashout: wins ? bet.autoCashout : null }]));
        }
        if (round === r) broadcast(clock.nowMs());
        return { roundId: r.id, balance: bet.balance };
      });
    },

    /** `POST /api/crash/cashout`: at the multiplier of the server's time, while the round runs. */
    async cashout(
      s: HouseSession,
    ): Promise<{ roundId: string; multiplier: number; win: number; balance: number }> {
      const done = await exclusive(async () => {
        await tickNow();
        const r = round;
        const bet = r?.bets.get(s.playerId);
        if (!r || !bet) throw new HouseError('crash.not.in.round');
        // Already cashed out (by hand or at the automatic target): the same answer again.
        if (bet.state === 'settled' && bet.cashedOutAt !== null) return { r, bet, row: null };
        if (bet.state !== 'in' || r.phase !== 'running') throw new HouseError('crash.not.in.round');
        const m = multiplierAt(clock.nowMs() - r.startsAtMs);
        if (m < CRASH.minCashout) throw new HouseError('bet.invalid');
        const queued = await settle(r, [{ bet, cashout: m }]);
        broadcast(clock.nowMs());
        return { r, bet, row: queued.get(bet) ?? null };
      });
      const { r, bet, row } = done;
      if (row) bet.balance = await seamless.sendWins([row], bet.balance);
      return {
        roundId: r.id,
        multiplier: bet.cashedOutAt!,
        win: toMajor(bet.win, bet.row.decimals),
        balance: bet.balance,
      };
    },

    /** The live feed: `send` gets the state at every phase change and every `broadcastMs` while running. */
    watch(playerId: bigint | null, send: (state: CrashState) => void): () => void {
      const viewer: Viewer = { playerId, send };
      viewers.add(viewer);
      return () => viewers.delete(viewer);
    },

    /**
     * At start: rounds that were live when the process stopped are void, and their accepted bets are
     * rolled back (SECURITY.md 23: interrupted play is voided with the stake returned).
     */
    async recover(): Promise<number> {
      let n = 0;
      for (const live of await repo.liveRounds(db)) {
        const rollbacks = await db.transaction().execute(async (trx) => {
          await repo.voidRound(trx, live.id);
          const queued: OutboxRow[] = [];
          for (const open of await repo.betsOfRound(trx, live.id, 'open')) {
            const body = await repo.betBody(trx, open.id);
            const { token } = JSON.parse(body!.body) as { token: string };
            queued.push(await seamless.rollBackAccepted(trx, open, token));
          }
          return queued;
        });
        seamless.sendSoon(rollbacks);
        n += rollbacks.length;
      }
      return n;
    },

    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (ticking) return;
        ticking = true;
        loop
          .tick()
          .catch((error: unknown) => log.error({ err: error }, 'crash tick failed'))
          .finally(() => (ticking = false));
      }, tuning.tickMs);
      timer.unref();
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await queue;
      await Promise.allSettled([...background]);
    },

    /** The running round's secrets, for tests that must pick cash-out times around the crash point. */
    peek: () =>
      round
        ? {
            roundId: round.id,
            crashPoint: round.crashPoint,
            startsAtMs: round.startsAtMs,
            crashAtMs: round.crashAtMs,
            phase: round.phase,
          }
        : null,

    /** Waits for the wins the loop is sending in the background (tests). */
    settled: () => Promise.allSettled([...background]),
  };

  return loop;
}
export type CrashLoop = ReturnType<typeof createCrashLoop>;
