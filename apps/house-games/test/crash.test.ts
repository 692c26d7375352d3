import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyCrashRound } from '../src/engine/verify.ts';
import type { CrashState, RoundValue } from '../src/shared/api.ts';
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

// Crash (decision 0009): shared rounds from a hash chain, betting only while the round takes bets, cash-out
// at the multiplier of the server's time, automatic cash-out by the loop at the target, every bet still in
// settled with 0 at the crash, all through the wallet protocol. The loop runs on a test clock.

let w: World;
let clock: ReturnType<typeof crashDriver>;
beforeAll(async () => {
  w = await startWorld();
}, WORLD_START_MS);
afterAll(() => w?.close());
beforeEach(() => {
  clock = crashDriver(w);
});
afterEach(async () => {
  clock.restore();
  await w.house.house.crash.settled();
  await w.house.house.outbox.drain();
  expect((await reconcile(w)).problems).toEqual([]);
  expect(await w.ledger.invariantViolations(w.merchantId)).toEqual([]);
});

const bet = (session: string, amount: number, autoCashout?: number) =>
  houseCall<{ roundId: string; balance: number }>(w, 'POST', '/api/crash/bet', {
    session,
    body: { bet: amount, autoCashout, requestId: requestId() },
  });
const cashout = (session: string) =>
  houseCall<{ roundId: string; multiplier: number; win: number; balance: number }>(
    w,
    'POST',
    '/api/crash/cashout',
    { session },
  );
const state = (session: string) => houseCall<CrashState>(w, 'GET', '/api/crash/state', { session });

describe('crash rounds', () => {
  it('two players in one round: one cashes out at the server-time multiplier, one rides to the crash', async () => {
    const a = await player(w, 'HOUSE_CRASH', 20_000n);
    const b = await player(w, 'HOUSE_CRASH', 20_000n);
    const r = await clock.bettingRoundCrashingAtLeast(200);
    expect((await bet(a.session.session, 10)).body).toEqual({ roundId: r.roundId, balance: 190 });
    expect((await bet(b.session.session, 20)).body).toEqual({ roundId: r.roundId, balance: 180 });
    // One bet per player and round.
    expect((await bet(a.session.session, 10)).body.error).toBe('bet.invalid');

    await clock.at(clock.whenMultiplier(r.startsAtMs, 175) + 40);
    const out = await cashout(a.session.session);
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ roundId: r.roundId, multiplier: 175, win: 17.5, balance: 207.5 });
    // The same cash-out again answers the same; the other player's name is masked in the state.
    expect((await cashout(a.session.session)).body).toMatchObject({ multiplier: 175, win: 17.5 });
    const running = (await state(a.session.session)).body;
    expect(running).toMatchObject({ roundId: r.roundId, phase: 'running', crashPoint: null, hash: null });
    expect(running.bets).toHaveLength(2);
    const mine = running.bets.find((x) => x.mine)!;
    const other = running.bets.find((x) => !x.mine)!;
    expect(mine).toMatchObject({ player: a.session.player.name, bet: 10, cashedOutAt: 175, win: 17.5 });
    expect(other.player).toMatch(/^\S{2}\*\*\*\S$/);
    expect(other.player).not.toBe(b.session.player.name);

    await clock.at(r.crashAtMs);
    expect((await cashout(b.session.session)).body.error).toBe('crash.not.in.round');
    const crashed = (await state(b.session.session)).body;
    expect(crashed).toMatchObject({ phase: 'crashed', crashPoint: r.crashPoint, multiplier: r.crashPoint });
    expect(crashed.bets.find((x) => x.mine)).toMatchObject({ cashedOutAt: null, win: 0 });
    expect(crashed.history[0]).toEqual({ roundId: r.roundId, crashPoint: r.crashPoint });
    // The revealed hash leads to the published terminating hash and gives the crash point.
    const check = await verifyCrashRound({
      roundHash: crashed.hash!,
      terminatingHash: crashed.chainTerminatingHash,
      salt: crashed.salt!,
      maxSteps: crashed.roundNumber!,
    });
    expect(check).toEqual({ roundNumber: crashed.roundNumber, crash: r.crashPoint });
    // The player's history has the round, and the public verify call gives the same proof.
    const history = await houseCall<{ rounds: RoundValue[] }>(w, 'GET', '/api/history?game=HOUSE_CRASH', {
      session: b.session.session,
    });
    const mineRound = history.body.rounds[0]!;
    expect(mineRound).toMatchObject({ game: 'HOUSE_CRASH', bet: 20, win: 0 });
    const proof = (await houseCall<RoundValue>(w, 'GET', `/api/verify/${mineRound.roundId}`)).body;
    expect(proof).toMatchObject({
      serverSeed: crashed.hash,
      serverSeedHash: crashed.chainTerminatingHash,
      clientSeed: crashed.salt,
      nonce: crashed.roundNumber,
      outcome: { crashRoundId: r.roundId, crashPoint: r.crashPoint, cashedOutAt: null },
    });

    await w.house.house.crash.settled();
    await w.house.house.outbox.drain();
    expect(await platformCash(w, a.id)).toBe(20_000n - 1_000n + 1_750n);
    expect(await platformCash(w, b.id)).toBe(20_000n - 2_000n);
    const records = await w.platform.db
      .selectFrom('bet_record')
      .select(['customer_id', 'bet_amount', 'win_amount', 'status'])
      .where('round_id', '=', r.roundId)
      .orderBy('customer_id')
      .execute();
    expect(records).toEqual([
      { customer_id: a.id, bet_amount: 1_000n, win_amount: 1_750n, status: 'SETTLED' },
      { customer_id: b.id, bet_amount: 2_000n, win_amount: 0n, status: 'SETTLED' },
    ]);
  });

  it('automatic cash-out: the loop pays the target when the curve passes it; a target above the crash loses', async () => {
    const a = await player(w, 'HOUSE_CRASH', 20_000n);
    const b = await player(w, 'HOUSE_CRASH', 20_000n);
    const r = await clock.bettingRoundCrashingAtLeast(150);
    await bet(a.session.session, 10, 140);
    await bet(b.session.session, 10, r.crashPoint + 1);
    // The loop's tick comes a little late: the player still gets exactly the target.
    await clock.at(clock.whenMultiplier(r.startsAtMs, 140) + 90);
    const s = (await state(a.session.session)).body;
    expect(s.bets.find((x) => x.mine)).toMatchObject({ cashedOutAt: 140, win: 14 });
    expect(s.bets.find((x) => !x.mine)).toMatchObject({ cashedOutAt: null });
    await clock.at(r.crashAtMs + 3_001);
    await w.house.house.crash.settled();
    await w.house.house.outbox.drain();
    expect(await platformCash(w, a.id)).toBe(20_000n - 1_000n + 1_400n);
    expect(await platformCash(w, b.id)).toBe(20_000n - 1_000n);
  });

  it('bets only while betting, cash-outs only while running', async () => {
    const a = await player(w, 'HOUSE_CRASH', 20_000n);
    const r = await clock.bettingRoundCrashingAtLeast(150);
    expect((await cashout(a.session.session)).body.error).toBe('crash.not.in.round');
    await clock.at(r.startsAtMs);
    const late = await bet(a.session.session, 10);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      error: 'crash.betting.closed',
      message: 'Betting is closed for this round. Please wait for the next one.',
    });
    expect((await cashout(a.session.session)).body.error).toBe('crash.not.in.round');
    await clock.at(r.crashAtMs + 1);
    expect((await bet(a.session.session, 10)).body.error).toBe('crash.betting.closed');
    // The next round takes bets again; invalid ones are refused before any money moves.
    const next = await clock.bettingRoundCrashingAtLeast(100);
    expect(next.roundId).not.toBe(r.roundId);
    expect((await bet(a.session.session, 0.5)).body.error).toBe('bet.invalid');
    expect((await bet(a.session.session, 10, 100)).body.error).toBe('request.invalid');
    expect((await bet(a.session.session, 10)).status).toBe(200);
    await clock.at(next.crashAtMs + 3_001);
    // Other games' sessions cannot bet on crash.
    const dice = await player(w, 'HOUSE_DICE', 1_000n);
    expect((await bet(dice.session.session, 10)).body.error).toBe('request.invalid');
  });

  it('the live feed sends the state at every phase change and while running', async () => {
    const a = await player(w, 'HOUSE_CRASH', 20_000n);
    const r = await clock.bettingRoundCrashingAtLeast(200);
    const got: CrashState[] = [];
    const socket = await w.house.injectWS(
      `/api/crash/live?session=${a.session.session}`,
      {},
      {
        onInit: (ws) =>
          ws.on('message', (data: Buffer) => got.push(JSON.parse(data.toString()) as CrashState)),
      },
    );
    const until = async (n: number) => {
      for (let i = 0; i < 100 && got.length < n; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    await until(1);
    expect(got[0]).toMatchObject({ roundId: r.roundId, phase: 'betting', multiplier: 100 });
    await bet(a.session.session, 5);
    await clock.at(r.startsAtMs + 10);
    await clock.at(r.startsAtMs + 300);
    await clock.at(r.crashAtMs);
    await until(5);
    const phases = got.map((s) => s.phase);
    expect(phases).toEqual(expect.arrayContaining(['betting', 'running', 'crashed']));
    expect(got.filter((s) => s.phase === 'running').length).toBeGreaterThanOrEqual(2);
    expect(got.at(-1)).toMatchObject({ phase: 'crashed', crashPoint: r.crashPoint });
    expect(got.at(-1)!.bets).toEqual([
      { player: a.session.player.name, bet: 5, cashedOutAt: null, win: 0, mine: true },
    ]);
    socket.terminate();

    let refusal = '';
    await w.house.injectWS(
      '/api/crash/live?session=nope',
      {},
      {
        onInit: (ws) => ws.once('message', (d: Buffer) => (refusal = d.toString())),
      },
    );
    for (let i = 0; i < 100 && !refusal; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(JSON.parse(refusal)).toMatchObject({ error: 'session.invalid' });
  });
});
