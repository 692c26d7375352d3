import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PlayValue } from '../src/shared/api.ts';
import { clock as houseClock } from '../src/server/lib/clock.ts';
import { crashDriver } from './support/crash-driver.ts';
import {
  houseCall,
  platformCash,
  player,
  reconcile,
  requestId,
  startWorld,
  type World,
  WORLD_START_MS,
} from './support/world.ts';

// The outbox rules (decision 0009, SECURITY.md 15 and 23): a bet whose outcome stays unknown is answered
// platform.unavailable and rolled back; wins and rollbacks are sent until answered, with backoff and after
// a restart; a bet or a crash round interrupted by a stop is rolled back at the next start.

/** The network towards the platform, as each test wants it. */
const net = {
  mode: 'ok' as 'ok' | 'down' | 'lose-bet-answers' | 'drop-wins' | 'hang-bets',
  sent: [] as string[],
};
const path = (input: Parameters<typeof fetch>[0]) => new URL(String(input)).pathname;
const testFetch: typeof fetch = async (input, init) => {
  const action = path(input).split('/').pop()!;
  net.sent.push(action);
  if (net.mode === 'down') throw new TypeError('fetch failed: connection refused');
  if (net.mode === 'drop-wins' && action === 'win') throw new TypeError('fetch failed: request lost');
  if (net.mode === 'hang-bets' && action === 'bet') {
    await fetch(input, init);
    return new Promise<Response>(() => {});
  }
  const res = await fetch(input, init);
  if (net.mode === 'lose-bet-answers' && action === 'bet') {
    await res.arrayBuffer();
    throw new TypeError('fetch failed: answer lost');
  }
  return res;
};

let w: World;
beforeAll(async () => {
  w = await startWorld({ fetch: testFetch });
}, WORLD_START_MS);
afterAll(() => w?.close());
afterEach(async () => {
  net.mode = 'ok';
  await w.house.house.outbox.drain();
  expect((await reconcile(w)).problems).toEqual([]);
  expect(await w.ledger.invariantViolations(w.merchantId)).toEqual([]);
});

const dice = (session: string, bet = 10) =>
  houseCall<PlayValue>(w, 'POST', '/api/dice', {
    session,
    body: { bet, target: 5000, direction: 'under', requestId: requestId() },
  });

async function houseRounds(playerRef: string) {
  return w.houseDb
    .selectFrom('game_round as r')
    .innerJoin('player as p', 'p.id', 'r.player_id')
    .select(['r.id', 'r.status', 'r.void_reason'])
    .where('p.platform_player_id', '=', playerRef)
    .execute();
}

describe('outbox', () => {
  it('platform unreachable: the round is rolled back, the player told, the rollback lands later', async () => {
    const p = await player(w, 'HOUSE_DICE', 10_000n);
    net.mode = 'down';
    net.sent = [];
    const res = await dice(p.session.session);
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('platform.unavailable');
    // The bet went out three times with the same body (quick retries), then a rollback was queued.
    expect(net.sent.filter((a) => a === 'bet')).toHaveLength(3);
    const [round] = await houseRounds(p.playerId);
    expect(round).toMatchObject({ status: 'rolled_back' });
    expect(await w.house.house.outbox.pending()).toBe(1);
    net.mode = 'ok';
    await w.house.house.outbox.drain();
    expect(await w.house.house.outbox.pending()).toBe(0);
    // The rollback reached the platform first: its tombstone refuses the bet if it ever arrives.
    const tombstone = await w.platform.db
      .selectFrom('vendor_tx')
      .select(['kind', 'tombstone'])
      .where('transaction_id', '=', `${round!.id}:rollback`)
      .executeTakeFirstOrThrow();
    expect(tombstone).toEqual({ kind: 'rollback', tombstone: true });
    expect(await platformCash(w, p.id)).toBe(10_000n);
  });

  it('a bet that landed but whose answers were lost is rolled back: the stake comes home', async () => {
    const p = await player(w, 'HOUSE_DICE', 10_000n);
    net.mode = 'lose-bet-answers';
    expect((await dice(p.session.session)).body.error).toBe('platform.unavailable');
    net.mode = 'ok';
    await w.house.house.outbox.drain();
    const records = await w.platform.db
      .selectFrom('bet_record')
      .select(['status', 'bet_amount'])
      .where('customer_id', '=', p.id)
      .execute();
    expect(records).toEqual([{ status: 'ROLLED_BACK', bet_amount: 0n }]);
    expect(await platformCash(w, p.id)).toBe(10_000n);
  });

  it('a lost win is sent again with backoff until answered, also by the next process after a stop', async () => {
    const p = await player(w, 'HOUSE_DICE', 10_000n);
    net.mode = 'drop-wins';
    const res = await dice(p.session.session, 20);
    expect(res.status).toBe(200);
    // The platform's balance from its last answer: the bet's, the win's answer never came.
    expect(res.body.balance).toBe(80);
    const row = await w.houseDb
      .selectFrom('outbox')
      .selectAll()
      .where('transaction_id', '=', `${res.body.round.roundId}:win`)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    // Each failed attempt pushes the next one further out.
    const first = row.next_at.getTime();
    await w.house.house.outbox.drain(1);
    const again = await w.houseDb
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(again.attempts).toBe(2);
    expect(again.next_at.getTime() - houseClock.nowMs()).toBeGreaterThan(0);
    expect(again.next_at.getTime()).not.toBe(first);

    net.mode = 'ok';
    const house = await w.restartHouse();
    for (let i = 0; i < 200 && (await house.house.outbox.pending()) > 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(await house.house.outbox.pending()).toBe(0);
    const win = res.body.round.win * 100;
    expect(await platformCash(w, p.id)).toBe(10_000n - 2_000n + BigInt(Math.round(win)));
  });

  it('a bet interrupted by a stop (sent, never answered) is rolled back by the next start', async () => {
    const p = await player(w, 'HOUSE_DICE', 10_000n);
    net.mode = 'hang-bets';
    void dice(p.session.session, 30);
    for (let i = 0; i < 200; i++) {
      const n = await w.platform.db
        .selectFrom('bet_record')
        .select('id')
        .where('customer_id', '=', p.id)
        .execute();
      if (n.length > 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await platformCash(w, p.id)).toBe(7_000n);
    net.mode = 'ok';
    const house = await w.restartHouse();
    for (let i = 0; i < 200 && (await house.house.outbox.pending()) > 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(await houseRounds(p.playerId)).toEqual([expect.objectContaining({ status: 'rolled_back' })]);
    expect(await platformCash(w, p.id)).toBe(10_000n);
  });

  it('a crash round live at a stop is void at the next start and its bets returned', async () => {
    const p = await player(w, 'HOUSE_CRASH', 10_000n);
    const clock = crashDriver(w);
    let roundId: string;
    try {
      // Still running a moment after the start (a 1.00x round would crash at once).
      const r = await clock.bettingRoundCrashingAtLeast(200);
      roundId = r.roundId;
      const bet = await houseCall(w, 'POST', '/api/crash/bet', {
        session: p.session.session,
        body: { bet: 25, requestId: requestId() },
      });
      expect(bet.status).toBe(200);
      await clock.at(r.startsAtMs + 1);
    } finally {
      clock.restore();
    }
    expect(await platformCash(w, p.id)).toBe(7_500n);
    const house = await w.restartHouse();
    for (let i = 0; i < 200 && (await house.house.outbox.pending()) > 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    const round = await w.houseDb
      .selectFrom('crash_round')
      .select('phase')
      .where('id', '=', roundId!)
      .executeTakeFirstOrThrow();
    expect(round.phase).toBe('void');
    expect(await houseRounds(p.playerId)).toEqual([
      expect.objectContaining({ status: 'rolled_back', void_reason: 'interrupted' }),
    ]);
    expect(await platformCash(w, p.id)).toBe(10_000n);
  });
});
