import { afterAll, beforeAll, expect, it } from 'vitest';
import { floatSource } from '../src/engine/prng.ts';
import type { HouseGameCode, PlayValue, SessionValue } from '../src/shared/api.ts';
import { crashDriver } from './support/crash-driver.ts';
import {
  fundedMember,
  houseCall,
  launch,
  platformCash,
  reconcile,
  requestId,
  startWorld,
  type World,
  WORLD_START_MS,
} from './support/world.ts';

// The seeded simulation (SECURITY.md 13, 15, 16, 23): many players play thousands of rounds on the
// house vendor while the network between house and platform drops requests before they arrive and drops
// answers after the platform processed them. Once the outbox is drained, nothing is lost or doubled: the
// platform's ledger invariants hold, every betting record equals the house's round (rolled back where the
// bet's outcome stayed unknown), and every player's cash is deposits - stakes + wins as the house recorded.

const SEED = 20_261_123;
const PLAYERS = 30;
const ROUNDS_PER_PLAYER = 64;
const CRASH_ROUNDS = 4;
const DROP_REQUEST = 0.1;
const DROP_ANSWER = 0.1;
const FUNDS = 200_000n;

const faults = { requestsDropped: 0, answersDropped: 0, calls: 0, on: true };
const rand = floatSource(SEED);

/** Between house and platform: loses a request before it arrives, or its answer after it was processed. */
const faultyFetch: typeof fetch = async (input, init) => {
  faults.calls++;
  const r = rand();
  if (faults.on && r < DROP_REQUEST) {
    faults.requestsDropped++;
    throw new TypeError('fetch failed: request lost');
  }
  const res = await fetch(input, init);
  if (faults.on && r < DROP_REQUEST + DROP_ANSWER) {
    await res.arrayBuffer();
    faults.answersDropped++;
    throw new TypeError('fetch failed: answer lost');
  }
  return res;
};

let w: World;
beforeAll(async () => {
  w = await startWorld({ fetch: faultyFetch });
}, WORLD_START_MS);
afterAll(() => w?.close());

const games: HouseGameCode[] = ['HOUSE_DRAGON_FORTUNE', 'HOUSE_NEON_FRUITS', 'HOUSE_DICE', 'HOUSE_PLINKO'];

async function openSession(vendorToken: string, game: HouseGameCode): Promise<SessionValue> {
  // Opening asks the platform too: through the faults it may need another try, like a page would.
  for (let i = 0; i < 10; i++) {
    const res = await houseCall<SessionValue>(w, 'POST', '/api/session', {
      body: { token: vendorToken, language: 'EN', game },
    });
    if (res.status === 200) return res.body;
    expect(res.body.error).toBe('platform.unavailable');
  }
  throw new Error('no session');
}

function ask(game: HouseGameCode, pick: () => number): [string, object] {
  const choose = <T>(xs: readonly T[]) => xs[Math.floor(pick() * xs.length)]!;
  if (game === 'HOUSE_DRAGON_FORTUNE') return ['/api/spin', { bet: choose([0.2, 0.4, 1, 2]) }];
  if (game === 'HOUSE_NEON_FRUITS') return ['/api/spin', { bet: choose([0.1, 0.5, 1, 2]) }];
  if (game === 'HOUSE_DICE')
    return [
      '/api/dice',
      { bet: choose([2, 3, 5]), target: 100 + Math.floor(pick() * 9_000), direction: 'under' },
    ];
  return [
    '/api/plinko',
    {
      bet: choose([1, 2]),
      rows: choose([8, 12, 16] as const),
      risk: choose(['low', 'medium', 'high'] as const),
    },
  ];
}

it(
  'thousands of rounds through a lossy network: no money lost or doubled',
  { timeout: 180_000 },
  async () => {
    const started = Date.now();
    const members = await Promise.all(
      Array.from({ length: PLAYERS }, async () => {
        const m = await fundedMember(w, FUNDS, 'sim');
        const sessions = new Map<HouseGameCode, string>();
        for (const game of [...games, 'HOUSE_CRASH'] as const)
          sessions.set(game, (await openSession(await launch(w, m.token, game), game)).session);
        return { ...m, sessions };
      }),
    );

    const setupSeconds = (Date.now() - started) / 1000;
    const answers = { ok: 0, unavailable: 0, insufficient: 0 };
    await Promise.all(
      members.map(async (m, i) => {
        const pick = floatSource(SEED + i + 1);
        for (let n = 0; n < ROUNDS_PER_PLAYER; n++) {
          const game = games[Math.floor(pick() * games.length)]!;
          const [path, body] = ask(game, pick);
          const res = await houseCall<PlayValue>(w, 'POST', path, {
            session: m.sessions.get(game),
            body: { ...body, requestId: requestId() },
          });
          if (res.status === 200) answers.ok++;
          else if (res.body.error === 'platform.unavailable') answers.unavailable++;
          else if (res.body.error === 'insufficient.balance') answers.insufficient++;
          else throw new Error(JSON.stringify(res.body));
        }
      }),
    );

    const roundsSeconds = (Date.now() - started) / 1000 - setupSeconds;
    // Shared crash rounds: everyone bets, some with automatic targets, some cash out by hand.
    const clock = crashDriver(w);
    let crashBets = 0;
    let crashUnavailable = 0;
    try {
      for (let k = 0; k < CRASH_ROUNDS; k++) {
        const r = await clock.bettingRoundCrashingAtLeast(100);
        const pick = floatSource(SEED + 1_000 + k);
        const plans = members.map(() => ({
          auto: pick() < 0.5 ? 101 + Math.floor(pick() * 300) : undefined,
          hand: 101 + Math.floor(pick() * 300),
        }));
        const placed = await Promise.all(
          members.map((m, i) =>
            houseCall(w, 'POST', '/api/crash/bet', {
              session: m.sessions.get('HOUSE_CRASH'),
              body: { bet: 1, autoCashout: plans[i]!.auto, requestId: requestId() },
            }),
          ),
        );
        crashBets += placed.filter((p) => p.status === 200).length;
        crashUnavailable += placed.filter((p) => p.body.error === 'platform.unavailable').length;
        // Manual cash-outs at their moments, in time order, while the curve runs.
        const order = members.map((m, i) => ({ m, at: plans[i]!.hand })).sort((a, b) => a.at - b.at);
        for (const { m, at } of order) {
          const when = clock.whenMultiplier(r.startsAtMs, at);
          if (when >= r.crashAtMs) break;
          await clock.at(when);
          await houseCall(w, 'POST', '/api/crash/cashout', { session: m.sessions.get('HOUSE_CRASH') });
        }
        await clock.at(r.crashAtMs + 3_001);
      }
      await w.house.house.crash.settled();
    } finally {
      clock.restore();
    }

    // Wins and rollbacks whose answers were lost are still in the outbox: sent until answered.
    const passes = await w.house.house.outbox.drain();
    expect(await w.house.house.outbox.pending()).toBe(0);
    const seconds = (Date.now() - started) / 1000;

    expect(await w.ledger.invariantViolations(w.merchantId)).toEqual([]);
    const check = await reconcile(w);
    expect(check.problems).toEqual([]);
    // Every request made exactly one round; exactly those answered platform.unavailable were rolled back.
    expect(check.rounds.settled + check.rounds.rolledBack + check.rounds.void).toBe(
      PLAYERS * ROUNDS_PER_PLAYER + PLAYERS * CRASH_ROUNDS,
    );
    expect(check.rounds.rolledBack).toBe(answers.unavailable + crashUnavailable);
    expect(crashBets + crashUnavailable).toBe(PLAYERS * CRASH_ROUNDS);
    // Bets whose answers never came were rolled back (the simulation's faults make some certain).
    expect(check.rounds.rolledBack).toBeGreaterThan(0);
    for (const m of members) {
      const mine = check.byCustomer.get(m.id)!;
      expect(await platformCash(w, m.id)).toBe(FUNDS - mine.stakes + mine.wins);
    }
    const unfinished = await w.houseDb
      .selectFrom('game_round')
      .select('status')
      .where('status', 'in', ['pending', 'open'])
      .execute();
    expect(unfinished).toEqual([]);
    const stuck = await w.houseDb.selectFrom('outbox').select('id').where('state', '=', 'pending').execute();
    expect(stuck).toEqual([]);

    console.log(
      `simulation: ${PLAYERS} players, ${check.rounds.settled} settled, ${check.rounds.rolledBack} rolled back, ` +
        `${check.rounds.void} refused; ${faults.calls} calls, ${faults.requestsDropped} requests and ` +
        `${faults.answersDropped} answers dropped; outbox drained in ${passes} passes; ${seconds.toFixed(1)} s ` +
        `(players ${setupSeconds.toFixed(1)} s, instant rounds ${roundsSeconds.toFixed(1)} s)`,
    );
  },
);
