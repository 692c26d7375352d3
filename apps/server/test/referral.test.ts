// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modIds } from '@portal/contract/constants';
import { createLedger } from '../src/modules/wallet/ledger.ts';
import { boCall, staffToken } from './bo-games-staff.ts';
import {
  demo,
  demoMerchantId,
  insertSettledDeposit,
  registerBody,
  registerMember,
  setModule,
  startTestApp,
  type TestContext,
} from './harness.ts';

// Issue 18 item 4 (decision 0063): invite friends. A friend registered with a member's code qualifies by its
// first approved deposit only (not by registering, not twice); the invitation reward is paid once however
// many runs race; achievement claims follow their targets and pay once; deposit and betting rebates match
// amounts worked by hand; a member sees only its own friends; bad input is a 4xx that changes nothing.

let t: TestContext;
let merchantId: number;
let owner: ReturnType<typeof boCall>;
let ops: ReturnType<typeof boCall>;
let support: ReturnType<typeof boCall>;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const settings = {
  invitationRewardEnabled: true,
  invitationReward: 10,
  achievementEnabled: true,
  tiers: [
    { id: 1, invitedTarget: 2, depositTarget: 1, bonus: 5 },
    { id: 2, invitedTarget: 5, depositTarget: 3, bonus: 50 },
  ],
  depositRebateEnabled: true,
  depositRebateBp: 100,
  bettingRebateEnabled: true,
  bettingRebateBp: { RNG: 50, LIVE: 0 },
  promotionDomains: [],
  rules: { TW: '規則', EN: 'The rules', VI: 'Quy tắc' },
};

const get = async (token: string | null, url: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: demo({ language: 'EN', ...(token ? { authorization: token } : {}) }),
  });
  return { status: res.statusCode, body: res.json() };
};
const post = async (token: string, url: string, payload: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: demo({ language: 'EN', authorization: token }),
    payload,
  });
  return { status: res.statusCode, body: res.json() };
};

async function register(username: string, extra: Record<string, string>) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/wps/member/register',
    headers: demo(),
    payload: { ...registerBody(username), ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  const v = res.json().value as { token: string; customerId: number };
  return { token: v.token, id: v.customerId };
}

const run = () => t.app.jobs.find((j) => j.name === 'referral-settle')!.run();

/** Ledger transfers posted under a key. */
const transfersOf = async (key: string) =>
  t.db.selectFrom('ledger_transfer').select(['amount']).where('idempotency_key', '=', key).execute();

let referrer: { token: string; id: number };
let code: string;
let f1: { token: string; id: number };
let f2: { token: string; id: number };

beforeAll(async () => {
  t = await startTestApp();
  merchantId = await demoMerchantId(t);
  owner = boCall(t, await staffToken(t, merchantId, 'OWNER', 'bo_ref_owner'));
  ops = boCall(t, await staffToken(t, merchantId, 'OPERATIONS', 'bo_ref_ops'));
  support = boCall(t, await staffToken(t, merchantId, 'SUPPORT', 'bo_ref_support'));
  const saved = await ops('PUT', '/bo/v1/referral/settings', settings);
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  referrer = await registerMember(t, 'ref');
  const details = await get(referrer.token, '/wps/member/referral/details');
  expect(details.status).toBe(200);
  code = details.body.value.referralCode;
});
afterAll(async () => {
  await t?.close();
});

describe('codes and registration', () => {
  it('gives each member one code and links with ?referralCode= and ?r=', async () => {
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const again = await get(referrer.token, '/wps/member/referral/details');
    expect(again.body.value.referralCode).toBe(code);
    expect(again.body.value.inviteLink).toMatch(new RegExp(`/register\\?referralCode=${code}$`));
    expect(again.body.value.simplifiedLink).toMatch(new RegExp(`/register\\?r=${code}$`));
  });

  it('ties friends registered with the code (either form) and not with an unknown one', async () => {
    f1 = await register(`rf1${Date.now().toString(36).slice(-6)}`, { referralCode: code.toLowerCase() });
    // The simplified link's ?r= arrives as the visit's affiliate code: checked, then kept as the referral.
    const check = await t.app.inject({
      method: 'GET',
      url: `/wps/agent/affiliate?code=${code}`,
      headers: demo(),
    });
    expect(check.statusCode).toBe(200);
    f2 = await register(`rf2${Date.now().toString(36).slice(-6)}`, { affiliateCode: code });
    const stranger = await register(`rfx${Date.now().toString(36).slice(-6)}`, { referralCode: 'NOBODY99' });
    const referrals = await t.db.selectFrom('referral').select(['friend_id', 'referrer_id']).execute();
    expect(
      referrals
        .filter((r) => r.referrer_id === referrer.id)
        .map((r) => r.friend_id)
        .sort(),
    ).toEqual([f1.id, f2.id].sort());
    expect(referrals.some((r) => r.friend_id === stranger.id)).toBe(false);
    // A referral is not the agent upline.
    const friend = await t.db
      .selectFrom('customer')
      .select('parent_id')
      .where('id', '=', f2.id)
      .executeTakeFirstOrThrow();
    expect(friend.parent_id).toBeNull();
  });
});

describe('qualification and the invitation reward', () => {
  it('does not qualify a friend by registering', async () => {
    await run();
    const o = (await get(referrer.token, '/wps/member/referral/overview')).body.value;
    expect(o).toMatchObject({ memberCount: 2, memberQualifiedCount: 0 });
    expect(o.total.invitationAmount).toBe(0);
    const invites = (await get(referrer.token, '/wps/member/referral/invites?status=INCOMPLETE')).body.value;
    expect(invites.totalElements).toBe(2);
  });

  it('qualifies by the first approved deposit and pays 10.00 once, however many runs race', async () => {
    await insertSettledDeposit(t, { customerId: f1.id, requestId: 'ref-dep-1', amount: 100_00n });
    await Promise.all([
      run(),
      run(),
      get(referrer.token, '/wps/member/referral/overview'),
      get(referrer.token, '/wps/member/referral/friends'),
      run(),
    ]);
    // A second deposit qualifies nothing again.
    await insertSettledDeposit(t, { customerId: f1.id, requestId: 'ref-dep-2', amount: 50_00n });
    await Promise.all([run(), run()]);
    expect(await transfersOf(`referral-invite:${f1.id}`)).toEqual([{ amount: 10_00n }]);
    const o = (await get(referrer.token, '/wps/member/referral/overview')).body.value;
    expect(o.memberQualifiedCount).toBe(1);
    expect(o.total).toMatchObject({ invitationAmount: 10, invitationCountMember: 1 });
    const row = await t.db
      .selectFrom('referral')
      .selectAll()
      .where('friend_id', '=', f1.id)
      .executeTakeFirstOrThrow();
    expect(row.first_deposit_amount).toBe(100_00n);
  });

  it('pays the deposit rebate on every approved deposit: 1% of 100.00 and of 50.00', async () => {
    expect(await transfersOf(`referral-deposit:${await orderId('ref-dep-1')}`)).toEqual([{ amount: 1_00n }]);
    expect(await transfersOf(`referral-deposit:${await orderId('ref-dep-2')}`)).toEqual([{ amount: 50n }]);
    const o = (await get(referrer.token, '/wps/member/referral/overview')).body.value;
    expect(o.total).toMatchObject({ depositRebateAmount: 1.5, depositCountMember: 1, totalAmount: 11.5 });
    expect(o.totalAmountToday).toBe(11.5);
    const recs = (await get(referrer.token, '/wps/member/referral/records?kind=DEPOSIT&sort=bonus:asc')).body
      .value;
    expect(
      recs.content.map((r: { bonus: number; baseAmount: number; rateBp: number }) => [
        r.bonus,
        r.baseAmount,
        r.rateBp,
      ]),
    ).toEqual([
      [0.5, 50, 100],
      [1, 100, 100],
    ]);
  });

  it('lists friends by status and date type', async () => {
    const q = (await get(referrer.token, '/wps/member/referral/friends?status=T&dateType=D')).body.value;
    expect(q.content).toHaveLength(1);
    expect(q.content[0]).toMatchObject({ qualified: true, firstDepositAmount: 100 });
    const nq = (await get(referrer.token, '/wps/member/referral/friends?status=F')).body.value;
    expect(nq.content).toHaveLength(1);
    const old = (
      await get(referrer.token, '/wps/member/referral/friends?startDate=2020-01-01&endDate=2020-01-02')
    ).body.value;
    expect(old.totalElements).toBe(0);
  });
});

async function orderId(requestId: string) {
  const row = await t.db
    .selectFrom('deposit_order')
    .select('id')
    .where('request_id', '=', requestId)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('achievements', () => {
  it('claims a reached tier once; an unreached one is refused; a double claim pays once', async () => {
    const a = (await get(referrer.token, '/wps/member/referral/achievements')).body.value;
    expect(a).toMatchObject({ currentUsers: 2, depositUsers: 1 });
    expect(a.tiers.map((x: { claimStatus: string }) => x.claimStatus)).toEqual(['CLAIMABLE', 'LOCKED']);
    const [one, two] = await Promise.all([
      post(referrer.token, '/wps/member/referral/achievements/claim', { configId: 1 }),
      post(referrer.token, '/wps/member/referral/achievements/claim', { configId: 1 }),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    expect(await transfersOf(`referral-achievement:${referrer.id}:1`)).toEqual([{ amount: 5_00n }]);
    const locked = await post(referrer.token, '/wps/member/referral/achievements/claim', { configId: 2 });
    expect(locked).toMatchObject({ status: 400, body: { errorCode: 'referral.achievement.not.reached' } });
    const unknown = await post(referrer.token, '/wps/member/referral/achievements/claim', { configId: 99 });
    expect(unknown.body.errorCode).toBe('referral.achievement.not.reached');
    const after = (await get(referrer.token, '/wps/member/referral/achievements')).body.value;
    expect(after.tiers[0].claimStatus).toBe('CLAIMED');
  });
});

describe('betting rebate', () => {
  it('pays 0.5% of a finished day’s RNG valid bets per friend once; open, trial and other categories at 0% pay nothing', async () => {
    // The friends and the rebate go back three days (as if registered and switched on then).
    const back = new Date(Date.now() - 3 * DAY);
    await t.db
      .updateTable('referral')
      .set({ created_at: back })
      .where('referrer_id', '=', referrer.id)
      .execute();
    const cfg = await t.db
      .selectFrom('referral_config')
      .select('config')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('referral_config')
      .set({ config: JSON.stringify({ ...cfg.config, bettingRebateSince: back.toISOString() }) })
      .where('merchant_id', '=', merchantId)
      .execute();
    const game = async (type: string) =>
      t.db
        .selectFrom('game as g')
        .innerJoin('game_vendor as v', 'v.code', 'g.vendor_code')
        .select(['g.id', 'g.vendor_code'])
        .where('v.game_type', '=', type)
        .orderBy('g.id')
        .executeTakeFirstOrThrow();
    const rng = await game('RNG');
    const live = await game('LIVE');
    const settled = new Date(Date.now() - DAY - HOUR);
    const bet = (customerId: number, g: { id: number; vendor_code: string }, amount: bigint, extra = {}) => ({
      merchant_id: merchantId,
      customer_id: customerId,
      vendor_code: g.vendor_code,
      game_id: g.id,
      round_id: `ref-${customerId}-${Math.random()}`,
      bet_amount: amount,
      win_amount: 0n,
      status: 'SETTLED' as const,
      settled_at: settled,
      ...extra,
    });
    await t.db
      .insertInto('bet_record')
      .values([
        bet(f1.id, rng, 100_00n),
        bet(f1.id, rng, 23_45n),
        bet(f2.id, rng, 99n),
        bet(f1.id, live, 500_00n),
        bet(f1.id, rng, 1000_00n, { status: 'OPEN', settled_at: null }),
        bet(f1.id, rng, 1000_00n, { ledger: 'trial' }),
      ])
      .execute();
    await Promise.all([run(), run()]);
    await run();
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(settled);
    // 123.45 × 0.5% = 0.61725 → 0.61 (rounded down: never more than the rate); f2's 0.99 × 0.5% rounds to 0.
    expect(await transfersOf(`referral-bet:${f1.id}:${day}:RNG`)).toEqual([{ amount: 61n }]);
    expect(await transfersOf(`referral-bet:${f2.id}:${day}:RNG`)).toEqual([]);
    expect(await transfersOf(`referral-bet:${f1.id}:${day}:LIVE`)).toEqual([]);
    const recs = (await get(referrer.token, '/wps/member/referral/records?kind=BETTING')).body.value;
    expect(recs.content).toHaveLength(1);
    expect(recs.content[0]).toMatchObject({
      gameCategory: 'RNG',
      baseAmount: 123.45,
      rateBp: 50,
      bonus: 0.61,
      day,
    });

    // Revisions (decision 0063): the 100.00 round is rolled back after payment. 23.45 × 0.5% = 0.11, so
    // 0.50 goes back from the referrer's cash, once however many runs race.
    const ledger = createLedger(t.db);
    const cashOf = async () =>
      (await ledger.balances(merchantId, referrer.id))
        .filter((a) => a.kind === 'cash')
        .reduce((sum, a) => sum + a.balance, 0n);
    const before = await cashOf();
    // The referrer's personal P&L (one place for every figure) counts the taken-back part against promotions.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(new Date());
    const promotion = async () =>
      (
        await get(
          referrer.token,
          `/wps/relay/ODSFE2_MemPNLDet?gameCategory=CONS&startDate=${today}&endDate=${today}`,
        )
      ).body.value.total.promotion as number;
    const promotionBefore = await promotion();
    await t.db
      .updateTable('bet_record')
      .set({ status: 'ROLLED_BACK' })
      .where('customer_id', '=', f1.id)
      .where('bet_amount', '=', 100_00n)
      .execute();
    await Promise.all([run(), run()]);
    await run();
    const clawback = await t.db
      .selectFrom('ledger_transfer')
      .select(['amount', 'type'])
      .where('idempotency_key', '=', `referral-bet:${f1.id}:${day}:RNG:r1`)
      .execute();
    expect(clawback).toEqual([{ amount: 50n, type: 'bonus_clawback' }]);
    expect(await cashOf()).toBe(before - 50n);
    expect(Math.round((await promotion()) * 100)).toBe(Math.round(promotionBefore * 100) - 50);
    // A round settled later for that day adds its part: 223.45 × 0.5% = 1.11, paid 0.11 so far → 1.00.
    await t.db
      .insertInto('bet_record')
      .values(bet(f1.id, rng, 200_00n))
      .execute();
    await run();
    await run();
    expect(await transfersOf(`referral-bet:${f1.id}:${day}:RNG:r2`)).toEqual([{ amount: 100n }]);
    expect(await cashOf()).toBe(before + 50n);
    const revised = (await get(referrer.token, '/wps/member/referral/records?kind=BETTING')).body.value;
    expect(revised.content.map((r: { bonus: number }) => r.bonus).sort()).toEqual([-0.5, 0.61, 1]);
    // The referrer's income nets the revisions: 0.61 − 0.50 + 1.00 = 1.11 (23.45 + 200.00 at 0.5%).
    const overview = (await get(referrer.token, '/wps/member/referral/overview')).body.value;
    expect(overview.total.totalBetRebateAmount).toBe(1.11);
  });
});

describe('access', () => {
  it('shows a member only its own friends and records', async () => {
    const other = await registerMember(t, 'refo');
    const friends = (await get(other.token, '/wps/member/referral/friends')).body.value;
    expect(friends.totalElements).toBe(0);
    const recs = (await get(other.token, '/wps/member/referral/records?kind=INVITATION')).body.value;
    expect(recs.totalElements).toBe(0);
    const o = (await get(other.token, '/wps/member/referral/overview')).body.value;
    expect(o).toMatchObject({ memberCount: 0, total: { totalAmount: 0 } });
    expect((await get(null, '/wps/member/referral/friends')).status).toBe(401);
  });

  it('refuses bad input with the envelope and changes nothing', async () => {
    for (const url of [
      '/wps/member/referral/friends?status=X',
      '/wps/member/referral/friends?startDate=2026-02-02&endDate=2026-01-01',
      '/wps/member/referral/records?kind=FOO',
      '/wps/member/referral/invites?size=1000',
    ]) {
      const r = await get(referrer.token, url);
      expect(r.status, url).toBe(400);
      expect(r.body).toMatchObject({ success: false, errorCode: 'request_param_err' });
    }
    const claim = await post(referrer.token, '/wps/member/referral/achievements/claim', { configId: 'a' });
    expect(claim.status).toBe(400);
    const badTier = await ops('PUT', '/bo/v1/referral/settings', {
      ...settings,
      tiers: [{ id: 1, invitedTarget: 1, depositTarget: 3, bonus: 5 }],
    });
    expect(badTier.status).toBe(400);
    const badDomain = await ops('PUT', '/bo/v1/referral/settings', {
      ...settings,
      promotionDomains: ['evil.example'],
    });
    expect(badDomain.json.errorCode).toBe('referral.domain.unknown');
    const kept = (await owner('GET', '/bo/v1/referral/settings')).json.value.settings;
    expect(kept.tiers).toHaveLength(2);
  });

  it('checks back-office permissions and audits changes', async () => {
    expect((await support('GET', '/bo/v1/referral/settings')).status).toBe(200);
    expect((await support('PUT', '/bo/v1/referral/settings', settings)).status).toBe(403);
    const report = (await support('GET', '/bo/v1/referral/report')).json.value;
    const mine = report.rows.find((r: { referralCode: string }) => r.referralCode === code);
    expect(mine).toMatchObject({
      friends: 2,
      qualified: 1,
      invitation: 10,
      achievement: 5,
      deposit: 1.5,
      betting: 1.11,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'referral.settings')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('closes to trial accounts and when the REFERRAL flag is off; the public program stays readable', async () => {
    const program = await get(null, '/wps/referral/program');
    expect(program.status).toBe(200);
    expect(program.body.value).toMatchObject({
      open: true,
      invitationReward: 10,
      depositRebateBp: 100,
      rules: 'The rules',
    });
    expect(program.body.value.ranking[0].customerName).toContain('*');
    await setModule(t, modIds.referral, false);
    try {
      const r = await get(referrer.token, '/wps/member/referral/details');
      expect(r).toMatchObject({ status: 403, body: { errorCode: 'referral.unavailable' } });
      expect((await get(null, '/wps/referral/program')).body.value.open).toBe(false);
    } finally {
      await setModule(t, modIds.referral, true);
    }
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: demo(),
      payload: { os: 'web', platform: 'W' },
    });
    if (trial.statusCode === 200) {
      const r = await get(trial.json().value.token, '/wps/member/referral/details');
      expect(r.body.errorCode).toBe('referral.unavailable');
    }
  });
});
