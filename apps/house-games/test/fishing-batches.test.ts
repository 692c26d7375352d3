// ci: postgres
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER } from '@portal/contract';
import { hmacHex } from '@portal/contract/signature';
import { OPERATOR_TIMESTAMP_HEADER, operatorSigningText } from '@portal/contract/sports-operator';
import { floats, hashSeed } from '../src/engine/fair.ts';
import { decideShot } from '../src/engine/fishing/shot.ts';
import { fishAt, type Fish } from '../src/engine/fishing/spawn.ts';
import type { FishingShotsValue, FishingState, FishingVerifyValue } from '../src/shared/fishing-api.ts';
import { clock } from '../src/server/lib/clock.ts';
import { createFishingBatches } from '../src/server/modules/fishing/batches.ts';
import {
  HOUSE_TEST_SECRET,
  houseCall,
  platformCash,
  player,
  reconcile,
  startWorld,
  type World,
  WORLD_START_MS,
} from './support/world.ts';

// Fishing on the real platform (issue 20): shots decided at once, settled a second at a time as seamless
// rounds (a bet of the bullets, a win of the payouts). The house runs on a test clock.

let w: World;
const realNow = clock.nowMs;
let now = 0;

beforeAll(async () => {
  w = await startWorld();
  now = realNow();
  clock.nowMs = () => now;
}, WORLD_START_MS);
afterAll(async () => {
  clock.nowMs = realNow;
  await w?.close();
});
afterEach(async () => {
  expect(await w.ledger.invariantViolations(w.merchantId)).toEqual([]);
});

let serial = 0;
const shotId = () => `shot-${serial++}`;

async function enter(session: string, clientSeed = 'lucky') {
  const res = await houseCall<FishingState>(w, 'POST', '/api/fishing/enter', {
    session,
    body: { clientSeed },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
const shoot = (session: string, shots: { shotId: string; fishId: string; kind: string; bullet: number }[]) =>
  houseCall<FishingShotsValue>(w, 'POST', '/api/fishing/shots', { session, body: { shots } });
const state = async (session: string) =>
  (await houseCall<FishingState>(w, 'GET', '/api/fishing/state', { session })).body;

/** A fish on screen now (the page's scene at the state's scene time). */
function onScreen(st: FishingState, sceneMs: number, not: Set<string> = new Set()): Fish {
  const fish = fishAt(st.spawnSeed, sceneMs).filter((f) => !not.has(f.id) && f.endMs - sceneMs > 2_000);
  expect(fish.length).toBeGreaterThan(0);
  return fish[0]!;
}

/** A funded member in the ocean, 10 s into its scene (fish are swimming). */
async function diver(funds = 100_000n) {
  const p = await player(w, 'HOUSEFH_OCEAN', funds);
  const st = await enter(p.session.session);
  now += 10_000;
  return { ...p, s: p.session.session, st, scene: () => now - (Date.parse(st.serverTime) - st.sceneMs) };
}

async function closeAll() {
  await w.house.house.fishing.closeDue(now + 1_001);
  await w.house.house.outbox.drain();
}

const minor = (major: number) => BigInt(Math.round(major * 100));

describe('fishing', () => {
  it('opens a session with a committed seed, and shots over 3 seconds make 3 bets and 3 wins', async () => {
    const d = await diver(100_000n);
    expect(d.st.balance).toBe(1_000);
    expect(d.st.fairness).toMatchObject({ clientSeed: 'lucky', nonce: 0 });
    expect(d.st.bullet.min).toBe(0.1);
    expect(d.st.bullet.max).toBe(100);
    const all: FishingShotsValue['outcomes'] = [];
    const caught = new Set<string>();
    for (let second = 0; second < 3; second++) {
      for (let i = 0; i < 4; i++) {
        const f = onScreen(d.st, d.scene(), caught);
        const res = await shoot(d.s, [{ shotId: shotId(), fishId: f.id, kind: f.kind, bullet: 1.5 }]);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.refused).toEqual([]);
        for (const o of res.body.outcomes) if (o.caught) caught.add(o.fishId);
        all.push(...res.body.outcomes);
        now += 200;
      }
      now += 200;
      await closeAll();
    }
    expect(all.map((o) => o.nonce)).toEqual([...Array(12).keys()]);
    const bullets = all.reduce((t, o) => t + minor(o.bullet), 0n);
    const payouts = all.reduce((t, o) => t + minor(o.payout), 0n);
    expect(bullets).toBe(1_800n);

    const r = await reconcile(w, 'HOUSEFH');
    expect(r.problems).toEqual([]);
    const mine = r.byCustomer.get(d.id)!;
    expect(mine.settled).toBe(3);
    expect(mine.stakes).toBe(bullets);
    expect(mine.wins).toBe(payouts);
    expect(await platformCash(w, d.id)).toBe(100_000n - bullets + payouts);
    const st = await state(d.s);
    expect(st.unsettled).toEqual({ shots: 0, bullets: 0, payouts: 0 });
    expect(minor(st.balance)).toBe(100_000n - bullets + payouts);

    // History has the three batches; rotating reveals the seed and each shot recomputes from it.
    const history = await houseCall<{ batches: { batchId: string; shots: number; bet: number }[] }>(
      w,
      'GET',
      '/api/fishing/history',
      { session: d.s },
    );
    expect(history.body.batches.map((b) => [b.shots, b.bet])).toEqual([
      [4, 6],
      [4, 6],
      [4, 6],
    ]);
    const rotated = await houseCall<{ revealedServerSeed: string; previousHash: string }>(
      w,
      'POST',
      '/api/fishing/rotate',
      { session: d.s, body: {} },
    );
    expect(hashSeed(rotated.body.revealedServerSeed)).toBe(d.st.fairness.serverSeedHash);
    const v = await houseCall<FishingVerifyValue>(
      w,
      'GET',
      `/api/fishing/verify/${history.body.batches[0]!.batchId}`,
    );
    expect(v.body.shotsList).toHaveLength(4);
    for (const s of v.body.shotsList) {
      expect(s.serverSeed).toBe(rotated.body.revealedServerSeed);
      const again = decideShot(
        floats(s.serverSeed!, s.clientSeed, s.nonce, 2),
        s.kind,
        minor(s.bullet),
        v.body.rtp,
      );
      expect([again.caught, again.multiplier, Number(again.payout) / 100]).toEqual([
        s.caught,
        s.multiplier,
        s.payout,
      ]);
    }
  });

  it('answers a repeated shot id with its first decision and refuses fish not on screen', async () => {
    const d = await diver();
    const f = onScreen(d.st, d.scene());
    const shot = { shotId: shotId(), fishId: f.id, kind: f.kind, bullet: 1 };
    const first = await shoot(d.s, [shot]);
    const again = await shoot(d.s, [shot]);
    expect(again.body.outcomes).toEqual(first.body.outcomes);
    expect(again.body.fairness.nonce).toBe(1);
    // A dragon that is not in the scene, a fish of another kind than the scene's, an unknown id.
    const wrong = await shoot(d.s, [
      { shotId: shotId(), fishId: 'w40f16', kind: 'dragon', bullet: 1 },
      { shotId: shotId(), fishId: f.id, kind: f.kind === 'shark' ? 'ray' : 'shark', bullet: 1 },
      { shotId: shotId(), fishId: 'boss', kind: 'dragon', bullet: 1 },
      { shotId: shotId(), fishId: f.id, kind: f.kind, bullet: 0.05 },
    ]);
    expect(wrong.status).toBe(200);
    expect(wrong.body.outcomes).toEqual([]);
    expect(wrong.body.refused.map((r) => r.error)).toEqual([
      'fishing.fish.gone',
      'fishing.fish.gone',
      'fishing.fish.gone',
      'bet.outside.limits',
    ]);
    // Once the scene moved on, the fish is gone.
    now += 60_000;
    const late = await shoot(d.s, [{ ...shot, shotId: shotId() }]);
    expect(late.body.refused[0]?.error).toBe('fishing.fish.gone');
    const bad = await shoot(d.s, []);
    expect(bad.body.error).toBe('request.invalid');
    await closeAll();
    expect((await reconcile(w, 'HOUSEFH')).problems).toEqual([]);
  });

  it('takes a shot only if the known balance less unsettled bullets covers it', async () => {
    const d = await diver(100n);
    const seen = new Set<string>();
    const shots = [0, 1, 2].map(() => {
      const f = onScreen(d.st, d.scene(), seen);
      seen.add(f.id);
      return { shotId: shotId(), fishId: f.id, kind: f.kind, bullet: 0.5 };
    });
    const res = await shoot(d.s, shots);
    expect(res.body.outcomes).toHaveLength(2);
    expect(res.body.refused).toEqual([{ shotId: shots[2]!.shotId, error: 'insufficient.balance' }]);
    await closeAll();
  });

  it('closes each batch exactly once with two processes', async () => {
    const d = await diver();
    const f = onScreen(d.st, d.scene());
    await shoot(d.s, [{ shotId: shotId(), fishId: f.id, kind: f.kind, bullet: 2 }]);
    const h = w.house.house;
    const other = createFishingBatches(w.houseDb, {
      seamless: h.seamless,
      log: w.house.log,
      balanceOf: h.sessions.balance,
    });
    const closed = await Promise.all([h.fishing.closeDue(now + 1_001), other.closeDue(now + 1_001)]);
    expect(closed[0] + closed[1]).toBe(1);
    await h.outbox.drain();
    const r = await reconcile(w, 'HOUSEFH');
    expect(r.problems).toEqual([]);
    expect(r.byCustomer.get(d.id)!.settled).toBe(1);
  });

  it('a refused bet voids its batch and its catches, and the page is told once', async () => {
    const d = await diver(10_000n);
    // The member spends the money elsewhere: the house still knows 100.00, the platform has 1.00.
    await w.ledger.transfer({
      merchantId: w.merchantId,
      key: `test-spend:${d.id}`,
      type: 'adjustment',
      from: { kind: 'cash', ownerId: d.id },
      to: { kind: 'paymentClearing', ref: 'test' },
      amount: 9_900n,
    });
    const f = onScreen(d.st, d.scene());
    const shots = await shoot(d.s, [
      { shotId: shotId(), fishId: f.id, kind: f.kind, bullet: 5 },
      { shotId: shotId(), fishId: f.id, kind: f.kind, bullet: 5 },
    ]);
    expect(shots.body.outcomes.length).toBeGreaterThan(0);
    await closeAll();
    const st = await state(d.s);
    expect(st.voided).toHaveLength(1);
    expect(st.voided[0]).toMatchObject({ error: 'insufficient.balance', shots: shots.body.outcomes.length });
    // Known balance refreshed from the platform: 1.00.
    expect(st.balance).toBe(1);
    expect((await state(d.s)).voided).toEqual([]);
    expect(await platformCash(w, d.id)).toBe(100n);
    const r = await reconcile(w, 'HOUSEFH');
    expect(r.problems).toEqual([]);
    expect(r.byCustomer.get(d.id)!.void).toBe(1);
  });

  it('restores the session on reconnect: same scene, seeds, nonce and unsettled shots', async () => {
    const d = await diver();
    const f = onScreen(d.st, d.scene());
    await shoot(d.s, [{ shotId: shotId(), fishId: f.id, kind: f.kind, bullet: 3 }]);
    now += 300;
    const st = await state(d.s);
    expect(st.spawnSeed).toBe(d.st.spawnSeed);
    expect(st.sceneMs).toBe(d.st.sceneMs + 10_300);
    expect(st.fairness).toEqual({ ...d.st.fairness, nonce: 1 });
    expect(st.unsettled.shots).toBe(1);
    expect(st.unsettled.bullets).toBe(3);
    // The page leaves out the fish caught already.
    const caughtIds = (
      await w.houseDb
        .selectFrom('fishing_shot')
        .select('fish_id')
        .where('caught', '=', true)
        .where('session_id', '=', st.sessionId)
        .execute()
    ).map((r) => r.fish_id);
    expect(st.caught).toEqual(caughtIds);
    // Entering again (a reloaded page) is the same session.
    expect((await enter(d.s, 'other')).sessionId).toBe(d.st.sessionId);
    // Leaving closes the open batch at once.
    const left = await houseCall<FishingState>(w, 'POST', '/api/fishing/leave', { session: d.s });
    expect(left.body.unsettled.shots).toBe(0);
    await w.house.house.outbox.drain();
    expect((await reconcile(w, 'HOUSEFH')).problems).toEqual([]);
  });

  it('the operator closes fishing and narrows the bullets (signed calls only)', async () => {
    const call = async (method: 'GET' | 'PUT', body?: unknown, secret = HOUSE_TEST_SECRET) => {
      const text = body === undefined ? '' : JSON.stringify(body);
      const ts = String(clock.nowMs());
      const res = await w.house.inject({
        method,
        url: '/operator/v1/fishing',
        headers: {
          ...(text ? { 'content-type': 'application/json' } : {}),
          [OPERATOR_TIMESTAMP_HEADER]: ts,
          [SIGNATURE_HEADER]: hmacHex(secret, operatorSigningText(ts, method, '/operator/v1/fishing', text)),
        },
        ...(text ? { payload: text } : {}),
      });
      return { status: res.statusCode, body: res.json() };
    };
    expect((await call('GET')).body).toEqual({ enabled: true, bulletMin: 0.1, bulletMax: 100 });
    expect((await call('GET', undefined, 'wrong')).status).toBe(401);
    expect((await call('PUT', { enabled: true, bulletMin: 5, bulletMax: 1 })).body.error).toBe(
      'request.invalid',
    );
    const narrowed = await call('PUT', { enabled: true, bulletMin: 1, bulletMax: 10 });
    expect(narrowed.status).toBe(200);
    expect(narrowed.body).toEqual({
      before: { enabled: true, bulletMin: 0.1, bulletMax: 100 },
      after: { enabled: true, bulletMin: 1, bulletMax: 10 },
    });
    const d = await diver();
    expect(d.st.bullet).toMatchObject({ min: 1, max: 10 });
    const f = onScreen(d.st, d.scene());
    const big = await shoot(d.s, [{ shotId: shotId(), fishId: f.id, kind: f.kind, bullet: 20 }]);
    expect(big.body.refused[0]?.error).toBe('bet.outside.limits');
    await call('PUT', { enabled: false, bulletMin: 1, bulletMax: 10 });
    const closed = await shoot(d.s, [{ shotId: shotId(), fishId: f.id, kind: f.kind, bullet: 2 }]);
    expect(closed.body.error).toBe('fishing.disabled');
    await call('PUT', { enabled: true, bulletMin: 0.1, bulletMax: 100 });
  });
});
