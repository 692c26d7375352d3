// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../src/lib/clock.ts';
import { turnoverWeights } from '../src/modules/wallet/turnover.ts';
import { createLedger, type Ledger } from '../src/modules/wallet/ledger.ts';
import { boCall, staffToken } from './bo-games-staff.ts';
import {
  demo,
  demoMerchantId,
  registerMember,
  setModule,
  startTestApp,
  type TestContext,
} from './harness.ts';

// Issue 16 item 6 (decision 0043): the manual rebate. Remaining per category from the business day's valid
// bets (rule engine, turnover weights; trial, open and rolled-back rounds never count) × rate − paid; a
// claim pays once, more bets make a new remaining, concurrent claims never pay more than entitled.

let t: TestContext;
let ledger: Ledger;
let merchantId: number;
const realNow = clock.nowMs;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Noon in Taipei (04:00 UTC) of the real current Taipei day: the business day is [16:00 UTC the day before, …). */
const taipeiToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(new Date());
const now = Date.parse(`${taipeiToday}T04:00:00Z`);
const dayStart = now - 12 * HOUR;
const today = taipeiToday;
const yesterday = new Date(now - DAY).toISOString().slice(0, 10);
let current = now;
const setNow = (ms: number) => {
  current = ms;
  clock.nowMs = () => current;
};
type Game = { id: number; vendor_code: string; game_type: string };
const games = new Map<string, Game>();
let owner: ReturnType<typeof boCall>;
let ops: ReturnType<typeof boCall>;
let support: ReturnType<typeof boCall>;
/** The demo merchant's configuration as seeded (read before the tests set their own). */
let seeded: unknown;

const config = {
  categories: {
    elott: { enabled: true, rateBp: 30 },
    live: { enabled: true, rateBp: 80 },
    sports: { enabled: true, rateBp: 50 },
    fish: { enabled: false, rateBp: 50 },
    rng: { enabled: true, rateBp: 50 },
    pvp: { enabled: true, rateBp: 40 },
  },
  turnoverMultiple: 0,
  claimDaysBack: 0,
};

beforeAll(async () => {
  setNow(now);
  t = await startTestApp();
  ledger = createLedger(t.db);
  merchantId = await demoMerchantId(t);
  const rows = await t.db
    .selectFrom('game as g')
    .innerJoin('game_vendor as v', 'v.code', 'g.vendor_code')
    .select(['g.id', 'g.vendor_code', 'v.game_type'])
    .orderBy('g.id')
    .execute();
  for (const r of rows) if (!games.has(r.game_type)) games.set(r.game_type, r);
  owner = boCall(t, await staffToken(t, merchantId, 'OWNER', 'bo_reb_owner'));
  ops = boCall(t, await staffToken(t, merchantId, 'OPERATIONS', 'bo_reb_ops'));
  support = boCall(t, await staffToken(t, merchantId, 'SUPPORT', 'bo_reb_support'));
  await refreshSessions();
  seeded = (await owner('GET', '/bo/v1/rebate')).json.value;
  expect((await ops('PUT', '/bo/v1/rebate', config)).status).toBe(200);
});
afterAll(async () => {
  clock.nowMs = realNow;
  await t?.close();
});
afterEach(async () => {
  setNow(now);
  expect(await ledger.invariantViolations(merchantId)).toEqual([]);
});

/** Sessions opened against the real time stay live at the tests' noon (they are not under test here). */
async function refreshSessions() {
  await t.db
    .updateTable('session')
    .set({ last_seen_at: new Date(now), expires_at: new Date(now + DAY) })
    .execute();
  await t.db
    .updateTable('staff_session')
    .set({ last_seen_at: new Date(now), expires_at: new Date(now + DAY) })
    .execute();
}
async function newMember() {
  const m = await registerMember(t, 'reb');
  await refreshSessions();
  return m;
}

let serial = 0;
async function bet(
  customerId: number,
  gameType: string,
  at: number,
  stake: bigint,
  extra: { status?: 'OPEN' | 'SETTLED' | 'ROLLED_BACK'; ledger?: 'cash' | 'trial' } = {},
) {
  const game = games.get(gameType)!;
  expect(game, gameType).toBeDefined();
  await t.db
    .insertInto('bet_record')
    .values({
      merchant_id: merchantId,
      customer_id: customerId,
      vendor_code: game.vendor_code,
      game_id: game.id,
      round_id: `reb-${customerId}-${serial++}`,
      bet_amount: stake,
      win_amount: 0n,
      status: extra.status ?? 'SETTLED',
      ledger: extra.ledger ?? 'cash',
      settled_at: extra.status === 'OPEN' ? null : new Date(at),
    })
    .execute();
}

const memberCall = (token: string) => ({
  get: async (url: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: demo({ authorization: token, language: 'EN' }),
    });
    return { status: res.statusCode, json: res.json() };
  },
  post: async (url: string, payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: demo({ authorization: token, language: 'EN' }),
      payload,
    });
    return { status: res.statusCode, json: res.json() };
  },
});
const cashOf = async (id: number) =>
  (await ledger.balances(merchantId, id))
    .filter((a) => a.kind === 'cash')
    .reduce((s, a) => s + a.balance, 0n);
const rebateTransfers = async (id: number) =>
  t.db
    .selectFrom('ledger_transfer')
    .select(['idempotency_key', 'amount'])
    .where('idempotency_key', 'like', 'rebate:%')
    .where(
      'idempotency_key',
      'in',
      (await t.db.selectFrom('rebate_disbursement').select('id').where('customer_id', '=', id).execute())
        .map((r) => `rebate:${r.id}`)
        .concat(['rebate:none']),
    )
    .execute();

describe('manual rebate', () => {
  it('remaining per category from the day’s settled cash bets with turnover weights; trial, open, rolled back and other days never count', async () => {
    const m = await newMember();
    const call = memberCall(m.token);
    await bet(m.id, 'LIVE', now - HOUR, 100_00n); // 100.00 × 0.8% = 0.80
    await bet(m.id, 'COCKFIGHT', now - HOUR, 50_00n); // live too: +0.40
    await bet(m.id, 'RNG', now - 2 * HOUR, 333_33n); // 333.33 × 0.5% = 1.66665 → 1.66
    await bet(m.id, 'INHOUSE', now - 2 * HOUR, 200_00n); // rng too: +1.00 (combined floor 2.66)
    await bet(m.id, 'ELOTT', now - HOUR, 1000_00n); // 0.3% = 3.00
    await bet(m.id, 'FISH', now - HOUR, 1000_00n); // fish is off
    await bet(m.id, 'RNG', now - HOUR, 900_00n, { ledger: 'trial' });
    await bet(m.id, 'RNG', now - HOUR, 900_00n, { status: 'OPEN' });
    await bet(m.id, 'RNG', now - HOUR, 900_00n, { status: 'ROLLED_BACK' });
    await bet(m.id, 'RNG', dayStart - 1, 900_00n); // yesterday

    (turnoverWeights as Record<string, number>).PVP = 50;
    try {
      await bet(m.id, 'PVP', now - HOUR, 1000_00n); // valid 500.00 × 0.4% = 2.00
      const res = await call.get(`/wps/relay/ODSFE2_getRebate?balanceDate=${today}`);
      expect(res.status).toBe(200);
      expect(res.json.value).toMatchObject({
        balanceDate: today,
        lottRemain: 0,
        elottRemain: 3,
        liveRemain: 1.2,
        rngRemain: 2.66,
        fishRemain: 0,
        pvpRemain: 2,
        sportsRemain: 0,
        totalRemain: 8.86,
        claimableDates: [today],
      });
      expect(res.json.value.rows.map((r: { category: string }) => r.category)).toEqual([
        'elott',
        'live',
        'sports',
        'fish',
        'rng',
        'pvp',
      ]);
      expect(res.json.value.rows.find((r: { category: string }) => r.category === 'pvp')).toMatchObject({
        validBet: 500,
        rateBp: 40,
        remain: 2,
      });
    } finally {
      delete (turnoverWeights as Record<string, number>).PVP;
    }
  });

  it('a claim pays what remains as one transfer per category into the wallet; again: nothing; more bets: a new remaining', async () => {
    const m = await newMember();
    const call = memberCall(m.token);
    await bet(m.id, 'LIVE', now - HOUR, 1000_00n); // 8.00
    await bet(m.id, 'RNG', now - HOUR, 100_00n); // 0.50
    const before = await cashOf(m.id);
    const asked = { live: 8, rng: 0.5 };
    const paid = await call.post('/wps/relay/ODSFE2_rebateDisburse', {
      balanceDate: today,
      rebateAmount: asked,
    });
    expect(paid.status).toBe(200);
    expect(paid.json.value).toMatchObject({ total: 8.5, paid: { live: 8, rng: 0.5, elott: 0 } });
    expect((await cashOf(m.id)) - before).toBe(850n);
    const transfers = await rebateTransfers(m.id);
    expect(transfers.map((x) => x.amount).sort()).toEqual([50n, 800n]);

    const again = await call.post('/wps/relay/ODSFE2_rebateDisburse', {
      balanceDate: today,
      rebateAmount: {},
    });
    expect(again.json).toMatchObject({ success: false, errorCode: 'rebate.nothing.to.claim' });
    expect(again.json.message).toBeTruthy();
    expect((await call.get(`/wps/relay/ODSFE2_getRebate?balanceDate=${today}`)).json.value.totalRemain).toBe(
      0,
    );
    // A stale page asking for more than remains is refused.
    const stale = await call.post('/wps/relay/ODSFE2_rebateDisburse', {
      balanceDate: today,
      rebateAmount: asked,
    });
    expect(stale.json.errorCode).toBe('rebate.amount.changed');

    await bet(m.id, 'LIVE', now - HOUR / 2, 500_00n); // entitled 12.00 now, 8.00 paid
    const view = (await call.get(`/wps/relay/ODSFE2_getRebate?balanceDate=${today}`)).json.value;
    expect(view).toMatchObject({ liveRemain: 4, rngRemain: 0, totalRemain: 4 });
    expect(view.rows.find((r: { category: string }) => r.category === 'live')).toMatchObject({
      validBet: 1500,
      entitled: 12,
      paid: 8,
      remain: 4,
    });
    const second = await call.post('/wps/relay/ODSFE2_rebateDisburse', {
      balanceDate: today,
      rebateAmount: { live: 4 },
    });
    expect(second.json.value).toMatchObject({ total: 4, paid: { live: 4 } });
    expect((await cashOf(m.id)) - before).toBe(1250n);
    expect(await rebateTransfers(m.id)).toHaveLength(3);
    const seqs = await t.db
      .selectFrom('rebate_disbursement')
      .select(['category', 'seq', 'amount'])
      .where('customer_id', '=', m.id)
      .orderBy('id')
      .execute();
    expect(seqs).toEqual([
      { category: 'live', seq: 1, amount: 800n },
      { category: 'rng', seq: 1, amount: 50n },
      { category: 'live', seq: 2, amount: 400n },
    ]);
  });

  it('10 concurrent claims pay the entitlement once', async () => {
    const m = await newMember();
    const call = memberCall(m.token);
    await bet(m.id, 'LIVE', now - HOUR, 1000_00n); // 8.00
    await bet(m.id, 'ELOTT', now - HOUR, 1000_00n); // 3.00
    const before = await cashOf(m.id);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call.post('/wps/relay/ODSFE2_rebateDisburse', { balanceDate: today, rebateAmount: {} }),
      ),
    );
    const paid = results
      .filter((r) => r.status === 200)
      .reduce((s, r) => s + Math.round(r.json.value.total * 100), 0);
    expect(paid).toBe(1100);
    for (const r of results.filter((x) => x.status !== 200))
      expect(['rebate.nothing.to.claim', 'rebate.amount.changed']).toContain(r.json.errorCode);
    expect((await cashOf(m.id)) - before).toBe(1100n);
    expect(await rebateTransfers(m.id)).toHaveLength(2);
  });

  it('refuses a day that is not claimable, and everything while the feature is off', async () => {
    const m = await newMember();
    const call = memberCall(m.token);
    await bet(m.id, 'LIVE', dayStart - HOUR, 1000_00n);
    const past = await call.get(`/wps/relay/ODSFE2_getRebate?balanceDate=${yesterday}`);
    expect(past.json).toMatchObject({ success: false, errorCode: 'rebate.date.not.claimable' });
    const pastClaim = await call.post('/wps/relay/ODSFE2_rebateDisburse', { balanceDate: yesterday });
    expect(pastClaim.json.errorCode).toBe('rebate.date.not.claimable');
    const future = await call.get(`/wps/relay/ODSFE2_getRebate?balanceDate=2999-01-01`);
    expect(future.json.errorCode).toBe('rebate.date.not.claimable');

    // With one day back allowed, yesterday's bets are claimable until today ends.
    expect((await ops('PUT', '/bo/v1/rebate', { ...config, claimDaysBack: 1 })).status).toBe(200);
    try {
      const y = await call.get(`/wps/relay/ODSFE2_getRebate?balanceDate=${yesterday}`);
      expect(y.json.value).toMatchObject({ liveRemain: 8, claimableDates: [today, yesterday] });
      const paid = await call.post('/wps/relay/ODSFE2_rebateDisburse', { balanceDate: yesterday });
      expect(paid.json.value).toMatchObject({ total: 8 });
    } finally {
      expect((await ops('PUT', '/bo/v1/rebate', config)).status).toBe(200);
    }

    await bet(m.id, 'LIVE', now - HOUR, 1000_00n);
    await setModule(t, 'MANPLAYREB3', false);
    try {
      const off = await call.get(`/wps/relay/ODSFE2_getRebate?balanceDate=${today}`);
      expect(off.json).toMatchObject({ success: false, errorCode: 'rebate.feature.off' });
      const offClaim = await call.post('/wps/relay/ODSFE2_rebateDisburse', { balanceDate: today });
      expect(offClaim.json.errorCode).toBe('rebate.feature.off');
    } finally {
      await setModule(t, 'MANPLAYREB3', true);
    }
    expect((await call.get(`/wps/relay/ODSFE2_getRebate?balanceDate=${today}`)).json.value.liveRemain).toBe(
      8,
    );
  });

  it('back office: rewards.read reads, rewards.manage edits (SUPPORT cannot), audited; payments listed', async () => {
    expect((await support('GET', '/bo/v1/rebate')).json.value).toMatchObject(config);
    const denied = await support('PUT', '/bo/v1/rebate', { ...config, turnoverMultiple: 3 });
    expect(denied.json.errorCode).toBe('permission.denied');
    expect((await owner('GET', '/bo/v1/rebate')).json.value.turnoverMultiple).toBe(0);
    const bad = await ops('PUT', '/bo/v1/rebate', { ...config, claimDaysBack: 30 });
    expect(bad.json.errorCode).toBe('request_param_err');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', 'rebate:config')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(1);
    expect(audit.every((a) => a.action === 'rebate.config.update')).toBe(true);

    const list = await support('GET', '/bo/v1/rebate/disbursements?size=50');
    expect(list.status).toBe(200);
    expect(list.json.value.totalCount).toBeGreaterThanOrEqual(3);
    expect(list.json.value.list[0]).toMatchObject({
      username: expect.any(String),
      balanceDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      category: expect.any(String),
      amount: expect.any(Number),
    });
  });

  it('with a turnover multiple the rebate waits in the bonus wallet with its requirement', async () => {
    expect((await ops('PUT', '/bo/v1/rebate', { ...config, turnoverMultiple: 2 })).status).toBe(200);
    try {
      const m = await newMember();
      await bet(m.id, 'LIVE', now - HOUR, 1000_00n);
      const paid = await memberCall(m.token).post('/wps/relay/ODSFE2_rebateDisburse', { balanceDate: today });
      expect(paid.json.value.total).toBe(8);
      const req = await t.db
        .selectFrom('turnover_requirement')
        .select(['required', 'bonus'])
        .where('customer_id', '=', m.id)
        .execute();
      expect(req).toEqual([{ required: 1600n, bonus: 800n }]);
    } finally {
      expect((await ops('PUT', '/bo/v1/rebate', config)).status).toBe(200);
    }
  });
});

describe('demo seed', () => {
  it('configures real rates for the demo merchant, today only, no turnover', () => {
    expect(seeded).toEqual({
      categories: {
        elott: { enabled: true, rateBp: 30 },
        live: { enabled: true, rateBp: 80 },
        sports: { enabled: true, rateBp: 50 },
        fish: { enabled: true, rateBp: 50 },
        rng: { enabled: true, rateBp: 50 },
        pvp: { enabled: true, rateBp: 40 },
      },
      turnoverMultiple: 0,
      claimDaysBack: 0,
    });
  });
});
