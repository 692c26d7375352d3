import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '@portal/contract/money';
import type { PlayValue } from '../src/shared/api.ts';
import { demo } from '../../server/test/harness.ts';
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

// End to end on the seamless wallet (decision 0009, ARCHITECTURE.md "Money"): members registered and
// funded on the real platform, games launched there, every house game played through the house API; the
// platform's betting record and ledger equal the house's rounds, its invariants hold, and each member's
// cash is the deposit minus stakes plus wins as the house recorded them.

let w: World;

beforeAll(async () => {
  // A 20.00 slot stake wins the jackpot for certain (odds are stake / 20.00), so the test sees one paid.
  w = await startWorld({ tuning: { jackpotOddsDivisorMajor: 20 } });
}, WORLD_START_MS);
afterAll(() => w?.close());
afterEach(async () => {
  expect(await w.ledger.invariantViolations(w.merchantId)).toEqual([]);
});

async function play(session: string, path: string, body: object) {
  const res = await houseCall<PlayValue>(w, 'POST', path, {
    session,
    body: { requestId: requestId(), ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('seamless money, every game', () => {
  it('slots, dice and plinko: betting record, ledger and balances equal the house rounds', async () => {
    const dragon = await player(w, 'HOUSE_DRAGON_FORTUNE', 500_000n);
    const neon = await player(w, 'HOUSE_NEON_FRUITS', 100_000n);
    const dice = await player(w, 'HOUSE_DICE', 100_000n);
    const plinko = await player(w, 'HOUSE_PLINKO', 100_000n);
    expect(dragon.session).toMatchObject({
      vendor: 'HOUSE',
      balance: 5000,
      player: { currency: 'TWD', decimals: 2 },
    });

    let last: PlayValue | undefined;
    for (const bet of [0.2, 1, 2, 4, 0.4, 1]) last = await play(dragon.session.session, '/api/spin', { bet });
    const before = (await houseCall<{ amount: number }>(w, 'GET', '/api/jackpot?currency=TWD')).body.amount;
    const jackpotSpin = await play(dragon.session.session, '/api/spin', { bet: 20 });
    // The whole pool with this stake's 1% in it, paid as an extra win; the pool starts again at 1,000.00.
    expect(toMinor(jackpotSpin.round.jackpotWin, 2)).toBe(toMinor(before, 2)! + 20n);
    expect(jackpotSpin.round.outcome.jackpot).toMatchObject({ hit: true, floatIndex: 55 });
    expect((await houseCall<{ amount: number }>(w, 'GET', '/api/jackpot?currency=TWD')).body.amount).toBe(
      1000,
    );
    // The portal reads the same figure from the house (VIS_getJackpot).
    const portal = await w.platform.app.inject({ url: '/wps/relay/VIS_getJackpot', headers: demo() });
    expect(portal.json().value).toMatchObject({ amount: 1000, currency: 'TWD' });
    expect(last!.balance).toBeGreaterThan(0);

    for (const bet of [0.1, 0.5, 1, 2]) await play(neon.session.session, '/api/spin', { bet });
    for (const [target, direction] of [
      [5000, 'under'],
      [5000, 'over'],
      [100, 'under'],
      [9000, 'under'],
      [9800, 'over'],
    ] as const)
      await play(dice.session.session, '/api/dice', { bet: 5, target, direction });
    for (const rows of [8, 12, 16] as const)
      for (const risk of ['low', 'medium', 'high'] as const)
        await play(plinko.session.session, '/api/plinko', { bet: 1, rows, risk });

    // The answer's balance is the platform's, from its last answer.
    const lastDice = await play(dice.session.session, '/api/dice', {
      bet: 2,
      target: 4000,
      direction: 'under',
    });
    expect(toMinor(lastDice.balance, 2)).toBe(await platformCash(w, dice.id));

    expect(await w.house.house.outbox.drain()).toBeLessThan(100);
    const check = await reconcile(w);
    expect(check.problems).toEqual([]);
    expect(check.rounds).toMatchObject({ settled: 26, rolledBack: 0, void: 0 });
    expect(check.rounds.jackpots).toBeGreaterThanOrEqual(1);
    for (const [p, funds] of [
      [dragon, 500_000n],
      [neon, 100_000n],
      [dice, 100_000n],
      [plinko, 100_000n],
    ] as const) {
      const mine = check.byCustomer.get(p.id)!;
      expect(await platformCash(w, p.id)).toBe(funds - mine.stakes + mine.wins);
    }
  });

  it('a repeated requestId answers the first round and moves nothing more', async () => {
    const p = await player(w, 'HOUSE_DICE', 10_000n);
    const body = { bet: 3, target: 5000, direction: 'under', requestId: requestId() };
    const first = await houseCall<PlayValue>(w, 'POST', '/api/dice', { session: p.session.session, body });
    const again = await houseCall<PlayValue>(w, 'POST', '/api/dice', { session: p.session.session, body });
    expect(again.body.round).toEqual(first.body.round);
    const record = await w.platform.db
      .selectFrom('bet_record')
      .selectAll()
      .where('customer_id', '=', p.id)
      .execute();
    expect(record).toHaveLength(1);
    expect((await reconcile(w)).problems).toEqual([]);
  });

  it('a bet the platform refuses voids the round with its error, in the session language', async () => {
    const p = await player(w, 'HOUSE_DICE', 300n);
    const res = await houseCall(w, 'POST', '/api/dice', {
      session: p.session.session,
      body: { bet: 5, target: 5000, direction: 'under', requestId: requestId() },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'insufficient.balance', message: 'Insufficient balance' });
    // Below the engine's minimum, or not in the currency's decimals: refused before anything is stored.
    for (const bet of [1, 2.001])
      expect(
        (
          await houseCall(w, 'POST', '/api/dice', {
            session: p.session.session,
            body: { bet, target: 5000, direction: 'under', requestId: requestId() },
          })
        ).body.error,
      ).toBe('bet.invalid');
    // A dice session does not spin slots.
    expect(
      (
        await houseCall(w, 'POST', '/api/spin', {
          session: p.session.session,
          body: { bet: 1, requestId: requestId() },
        })
      ).body.error,
    ).toBe('request.invalid');
    const check = await reconcile(w);
    expect(check.problems).toEqual([]);
    expect(await platformCash(w, p.id)).toBe(300n);
  });

  it('crash: rounds of two players settle on the platform like the house recorded them', async () => {
    const clock = crashDriver(w);
    try {
      const a = await player(w, 'HOUSE_CRASH', 50_000n);
      const b = await player(w, 'HOUSE_CRASH', 50_000n);
      const r = await clock.bettingRoundCrashingAtLeast(150);
      const betA = await houseCall(w, 'POST', '/api/crash/bet', {
        session: a.session.session,
        body: { bet: 100, requestId: requestId() },
      });
      const betB = await houseCall(w, 'POST', '/api/crash/bet', {
        session: b.session.session,
        body: { bet: 50, autoCashout: 130, requestId: requestId() },
      });
      expect(betA.body).toEqual({ roundId: r.roundId, balance: 400 });
      expect(betB.body).toEqual({ roundId: r.roundId, balance: 450 });
      await clock.at(clock.whenMultiplier(r.startsAtMs, 140));
      const out = await houseCall(w, 'POST', '/api/crash/cashout', { session: a.session.session });
      expect(out.body).toMatchObject({ roundId: r.roundId, multiplier: 140, win: 140 });
      await clock.at(r.crashAtMs + 3_001);
      await w.house.house.crash.settled();
      await w.house.house.outbox.drain();
      const check = await reconcile(w);
      expect(check.problems).toEqual([]);
      expect(await platformCash(w, a.id)).toBe(50_000n - 10_000n + 14_000n);
      expect(await platformCash(w, b.id)).toBe(50_000n - 5_000n + 6_500n);
      const records = await w.platform.db
        .selectFrom('bet_record')
        .select(['customer_id', 'bet_amount', 'win_amount', 'status'])
        .where('round_id', '=', r.roundId)
        .orderBy('customer_id')
        .execute();
      expect(records).toEqual([
        { customer_id: a.id, bet_amount: 10_000n, win_amount: 14_000n, status: 'SETTLED' },
        { customer_id: b.id, bet_amount: 5_000n, win_amount: 6_500n, status: 'SETTLED' },
      ]);
    } finally {
      clock.restore();
    }
  });
});
