// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../src/lib/clock.ts';
import { createLedger, type Ledger } from '../src/modules/wallet/ledger.ts';
import { boCall, staffToken } from './bo-games-staff.ts';
import {
  demo,
  demoMerchantId,
  insertBets,
  insertSettledDeposit,
  registerMember,
  setModule,
  startTestApp,
  type TestContext,
} from './harness.ts';
import { modIds } from '@portal/contract/constants';

// Issue 16 item 3 (decision 0042): the reward centre's sign-in. Periods by business day in Asia/Taipei
// (daily, weekly Sunday–Saturday, monthly, consecutive with a reset after a missed day), conditions measured
// by the rule engine with the inventory's error codes and figures, claims granted exactly once, the reward
// centre's counts, and the back office's permissions.

let t: TestContext;
let ledger: Ledger;
let merchantId: number;
const realNow = clock.nowMs;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Wednesday 25 November 2026, 12:00 in Taipei (04:00 UTC). */
const WED = Date.UTC(2026, 10, 25, 4);
let current = WED;
async function jump(ms: number) {
  current = ms;
  clock.nowMs = () => current;
  for (const table of ['session', 'staff_session'] as const)
    await t.db
      .updateTable(table)
      .set({ last_seen_at: new Date(ms), expires_at: new Date(ms + 30 * DAY) })
      .execute();
}
let owner: ReturnType<typeof boCall>;
let ops: ReturnType<typeof boCall>;
let support: ReturnType<typeof boCall>;
let seeded: number[] = [];
let game: { id: number; vendor_code: string };

beforeAll(async () => {
  clock.nowMs = () => current;
  t = await startTestApp();
  ledger = createLedger(t.db);
  merchantId = await demoMerchantId(t);
  owner = boCall(t, await staffToken(t, merchantId, 'OWNER', 'bo_si_owner'));
  ops = boCall(t, await staffToken(t, merchantId, 'OPERATIONS', 'bo_si_ops'));
  support = boCall(t, await staffToken(t, merchantId, 'SUPPORT', 'bo_si_support'));
  seeded = (await t.db.selectFrom('sign_in_config').select('id').execute()).map((r) => r.id);
  game = await t.db.selectFrom('game').select(['id', 'vendor_code']).orderBy('id').executeTakeFirstOrThrow();
});
afterAll(async () => {
  clock.nowMs = realNow;
  await t?.close();
});
afterEach(async () => {
  // Each test's configs close with it, so the counts test sees the demo seed alone.
  await t.db.updateTable('sign_in_config').set({ enabled: false }).where('id', 'not in', seeded).execute();
  await jump(WED);
  expect(await ledger.invariantViolations(merchantId)).toEqual([]);
});

const member = (token: string, lang = 'EN') => ({
  get: async (url: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: demo({ authorization: token, language: lang }),
    });
    return { status: res.statusCode, json: res.json() };
  },
  post: async (url: string, payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: demo({ authorization: token, language: lang }),
      payload,
    });
    return { status: res.statusCode, json: res.json() };
  },
});

type Day = {
  dayNo: number;
  amount?: number;
  pointAmount?: number;
  depositAmount?: number;
  validBetAmount?: number;
};
async function config(type: 'N' | 'W' | 'M' | 'C', days: Day[], extra: Record<string, unknown> = {}) {
  const res = await owner('POST', '/bo/v1/sign-in', {
    type,
    name: { TW: `簽到 ${type}`, EN: `Sign-in ${type}`, VI: `Điểm danh ${type}` },
    turnoverMultiple: 2,
    days,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.value.id as string;
}
const history = async (token: string, configId: string) =>
  (await member(token).get(`/wps/relay/MCSFE_getLoginPromotionConfigHistory?configId=${configId}`)).json
    .value;
const claim = (token: string, id: string) =>
  member(token).post('/wps/relay/MCSFE_claimLoginPromotion', { id });
const balanceOf = async (id: number, kind: 'bonus' | 'cash') =>
  (await ledger.balances(merchantId, id)).filter((a) => a.kind === kind).reduce((s, a) => s + a.balance, 0n);
const pointsOf = async (id: number) =>
  (await ledger.balances(merchantId, id, 'points'))
    .filter((a) => a.kind === 'cash')
    .reduce((s, a) => s + a.balance, 0n);

let serial = 0;
/** A settled deposit at the fake clock's time (harness row, settled now). */
async function deposit(customerId: number, amount: bigint) {
  const requestId = `si-dep-${customerId}-${serial++}`;
  await insertSettledDeposit(t, { customerId, requestId, amount });
  await t.db
    .updateTable('deposit_order')
    .set({ settled_at: new Date(current) })
    .where('request_id', '=', requestId)
    .execute();
}
/** A settled cash bet at the fake clock's time (harness row, settled now). */
async function bets(customerId: number, stake: bigint) {
  const round = `si-bet-${customerId}-${serial++}`;
  await insertBets(t, { merchantId, id: customerId }, [{ game, round, bet: stake, win: 0n }]);
  await t.db
    .updateTable('bet_record')
    .set({ status: 'SETTLED', settled_at: new Date(current), ledger: 'cash' })
    .where('round_id', '=', round)
    .execute();
}

describe('periods', () => {
  it('daily: once per business day, again the next day; the calendar is Sunday to Saturday', async () => {
    const id = await config('N', [{ dayNo: 1, amount: 3, pointAmount: 7 }]);
    const m = await registerMember(t, 'sd');
    const joined = async (id: number, at: number) =>
      t.db
        .updateTable('customer')
        .set({ created_at: new Date(at) })
        .where('id', '=', id)
        .execute();
    // Registered this Monday (Taipei): Sunday was never on offer to this member; Monday and Tuesday were.
    await joined(m.id, Date.UTC(2026, 10, 23, 2, 0));
    const h = await history(m.token, id);
    expect(h.list.map((d: { state: string }) => d.state)).toEqual([
      'NONE',
      'MISSED',
      'MISSED',
      'TODAY',
      'LOCKED',
      'LOCKED',
      'LOCKED',
    ]);
    expect(h.list[3]).toMatchObject({
      id: `${id}-4`,
      dayNo: 4,
      date: '2026-11-25',
      amount: 3,
      pointAmount: 7,
    });
    expect((await claim(m.token, `${id}-5`)).json.errorCode).toBe('signin.not.open');
    expect((await claim(m.token, `${id}-3`)).json.errorCode).toBe('signin.closed');
    // A day before the member registered (NONE) pays nothing either.
    expect((await claim(m.token, `${id}-1`)).json.errorCode).toBe('signin.closed');
    const ok = await claim(m.token, `${id}-4`);
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.value).toEqual({ configId: id, dayNo: 4, amount: 3, pointAmount: 7, turnoverMultiple: 2 });
    expect(await balanceOf(m.id, 'bonus')).toBe(300n);
    expect(await pointsOf(m.id)).toBe(7n);
    const again = await claim(m.token, `${id}-4`);
    expect(again.status).toBe(409);
    expect(again.json.errorCode).toBe('signin.already.claimed');
    // 23:59 Taipei is still Wednesday; 00:00 Taipei (16:00 UTC) is Thursday.
    await jump(Date.UTC(2026, 10, 25, 15, 59));
    expect((await claim(m.token, `${id}-4`)).json.errorCode).toBe('signin.already.claimed');
    await jump(Date.UTC(2026, 10, 25, 16, 0));
    expect((await claim(m.token, `${id}-5`)).status).toBe(200);
    const after = await history(m.token, id);
    expect(after.list.slice(3, 5).map((d: { state: string }) => d.state)).toEqual(['CLAIMED', 'CLAIMED']);
    expect(after).toMatchObject({ totalClaimedAmount: 6, totalClaimedPointAmount: 14, dayCountClaimed: 2 });
    // The turnover requirement: 2x the bonus of each claim.
    const req = await t.db
      .selectFrom('turnover_requirement')
      .select(['required'])
      .where('customer_id', '=', m.id)
      .execute();
    expect(req.map((r) => BigInt(r.required))).toEqual([600n, 600n]);
  });

  it('daily with seven rewards pays the weekday’s own reward', async () => {
    const id = await config(
      'N',
      Array.from({ length: 7 }, (_, i) => ({ dayNo: i + 1, amount: i + 1 })),
    );
    const m = await registerMember(t, 'sv');
    expect((await history(m.token, id)).list.map((d: { amount: number }) => d.amount)).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
    expect((await claim(m.token, `${id}-4`)).json.value).toMatchObject({ dayNo: 4, amount: 4 });
    const bad = await owner('POST', '/bo/v1/sign-in', {
      type: 'N',
      name: { TW: 'x' },
      days: [{ dayNo: 1 }, { dayNo: 2 }],
    });
    expect(bad.json.errorCode).toBe('request_param_err');
  });

  it('weekly: one claim Sunday to Saturday; monthly: one claim per calendar month', async () => {
    const w = await config('W', [{ dayNo: 1, amount: 10 }]);
    const mo = await config('M', [{ dayNo: 1, amount: 20 }]);
    const m = await registerMember(t, 'sw');
    expect((await history(m.token, w)).periodStart).toBe('2026-11-22');
    expect((await claim(m.token, `${w}-1`)).status).toBe(200);
    expect((await claim(m.token, `${mo}-1`)).status).toBe(200);
    await jump(WED + 3 * DAY); // Saturday 28th: same week, same month
    expect((await claim(m.token, `${w}-1`)).json.errorCode).toBe('signin.already.claimed');
    expect((await claim(m.token, `${mo}-1`)).json.errorCode).toBe('signin.already.claimed');
    await jump(WED + 4 * DAY); // Sunday 29th: a new week
    expect((await claim(m.token, `${w}-1`)).status).toBe(200);
    expect((await claim(m.token, `${mo}-1`)).json.errorCode).toBe('signin.already.claimed');
    await jump(WED + 6 * DAY); // Tuesday 1 December: a new month
    expect((await claim(m.token, `${mo}-1`)).status).toBe(200);
    expect((await history(m.token, mo)).periodStart).toBe('2026-12-01');
    expect(await balanceOf(m.id, 'bonus')).toBe(6_000n);
  });

  it('consecutive: day k pays the k-th reward; a missed day starts again at day 1', async () => {
    const c = await config('C', [
      { dayNo: 1, amount: 1 },
      { dayNo: 2, amount: 2 },
      { dayNo: 3, amount: 3 },
    ]);
    const m = await registerMember(t, 'sc');
    expect((await claim(m.token, `${c}-2`)).json.errorCode).toBe('signin.not.open');
    expect((await claim(m.token, `${c}-1`)).status).toBe(200);
    await jump(WED + DAY);
    expect((await history(m.token, c)).list.map((d: { state: string }) => d.state)).toEqual([
      'CLAIMED',
      'TODAY',
      'LOCKED',
    ]);
    expect((await claim(m.token, `${c}-2`)).json.value).toMatchObject({ dayNo: 2, amount: 2 });
    await jump(WED + 3 * DAY); // Friday missed: Saturday is day 1 again
    const h = await history(m.token, c);
    expect(h.list.map((d: { state: string }) => d.state)).toEqual(['TODAY', 'LOCKED', 'LOCKED']);
    expect(h.list[0].date).toBe('2026-11-28');
    expect((await claim(m.token, `${c}-3`)).json.errorCode).toBe('signin.not.open');
    expect((await claim(m.token, `${c}-1`)).json.value).toMatchObject({ dayNo: 1, amount: 1 });
    await jump(WED + 4 * DAY);
    expect((await claim(m.token, `${c}-2`)).status).toBe(200);
    await jump(WED + 5 * DAY);
    expect((await claim(m.token, `${c}-3`)).status).toBe(200);
    await jump(WED + 6 * DAY); // after the last day a new cycle starts at day 1
    expect((await claim(m.token, `${c}-1`)).status).toBe(200);
    expect((await history(m.token, c)).dayCountClaimed).toBe(6);
    expect(await balanceOf(m.id, 'bonus')).toBe(1_000n);
  });

  it('a config with a period opens at its start and closes at its end', async () => {
    const id = await config('N', [{ dayNo: 1, amount: 1 }], {
      noExpiry: false,
      startTime: new Date(WED + DAY).toISOString(),
      endTime: new Date(WED + 2 * DAY).toISOString(),
    });
    const m = await registerMember(t, 'sp');
    const list = async () =>
      (
        (await member(m.token).get('/wps/relay/MCS2_getLoginPromotion')).json.value as { configId: string }[]
      ).map((c) => c.configId);
    expect(await list()).not.toContain(id);
    expect((await claim(m.token, `${id}-4`)).json.errorCode).toBe('signin.not.open');
    await jump(WED + DAY);
    expect(await list()).toContain(id);
    expect((await claim(m.token, `${id}-5`)).status).toBe(200);
    await jump(WED + 2 * DAY);
    expect(await list()).not.toContain(id);
    expect((await claim(m.token, `${id}-6`)).json.errorCode).toBe('signin.closed');
  });
});

describe('conditions (rule engine) and claims', () => {
  it('refuses with the exact error and figures, then pays once the deposit and the bets are made', async () => {
    const id = await config('N', [{ dayNo: 1, amount: 5, depositAmount: 100, validBetAmount: 50 }]);
    const m = await registerMember(t, 'sx');
    await jump(WED - 2 * DAY);
    await deposit(m.id, 50_000n); // Monday: not this business day
    await jump(WED);
    for (const [lang, text] of [
      ['EN', 'Deposit more to claim this reward'],
      ['TW', '存款未達要求，暫時無法領取'],
      ['VI', 'Cần nạp thêm để nhận thưởng này'],
    ] as const) {
      const r = await member(m.token, lang).post('/wps/relay/MCSFE_claimLoginPromotion', { id: `${id}-4` });
      expect(r.status).toBe(400);
      expect(r.json).toMatchObject({
        errorCode: 'claim_deposit_required',
        message: text,
        value: { accumulatedDepositAmount: 0, requiredDepositAmount: 100 },
      });
    }
    await deposit(m.id, 6_000n);
    expect((await claim(m.token, `${id}-4`)).json).toMatchObject({
      errorCode: 'claim_deposit_required',
      value: { accumulatedDepositAmount: 60, requiredDepositAmount: 100 },
    });
    await deposit(m.id, 4_000n);
    const bet = await claim(m.token, `${id}-4`);
    expect(bet.json).toMatchObject({
      errorCode: 'claim_bet_required',
      value: { actualBet: 0, requiredValidBet: 50 },
    });
    await bets(m.id, 5_000n);
    const ok = await claim(m.token, `${id}-4`);
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    // The next day measures the next day alone.
    await jump(WED + DAY);
    expect((await claim(m.token, `${id}-5`)).json).toMatchObject({
      errorCode: 'claim_deposit_required',
      value: { accumulatedDepositAmount: 0 },
    });
  });

  it('required member information lists what is missing', async () => {
    const id = await config('N', [{ dayNo: 1, amount: 1 }], {
      requiredInformation: ['MOBILE_VERIFIED', 'BANK_CARD'],
    });
    const m = await registerMember(t, 'si');
    const r = await claim(m.token, `${id}-4`);
    expect(r.json).toMatchObject({
      errorCode: 'required_member_information_incomplete',
      value: { requiredInformation: ['MOBILE_VERIFIED', 'BANK_CARD'] },
    });
    await t.db
      .updateTable('customer')
      .set({ mobile_num: '912345678', country_dialing_code: '886' })
      .where('id', '=', m.id)
      .execute();
    // On file but never checked by an SMS code: not verified yet (decision 0051).
    expect((await claim(m.token, `${id}-4`)).json.value).toEqual({
      requiredInformation: ['MOBILE_VERIFIED', 'BANK_CARD'],
    });
    await t.db
      .updateTable('customer')
      .set({ mobile_verified_at: new Date() })
      .where('id', '=', m.id)
      .execute();
    expect((await claim(m.token, `${id}-4`)).json.value).toEqual({ requiredInformation: ['BANK_CARD'] });
  });

  it('10 concurrent claims: one claim row, one ledger transfer, one points move', async () => {
    const id = await config('N', [{ dayNo: 1, amount: 4, pointAmount: 3 }]);
    const m = await registerMember(t, 'sk');
    const results = await Promise.all(Array.from({ length: 10 }, () => claim(m.token, `${id}-4`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).map((r) => r.json.errorCode)).toEqual(
      Array(9).fill('signin.already.claimed'),
    );
    const rows = await t.db
      .selectFrom('sign_in_claim')
      .select('id')
      .where('customer_id', '=', m.id)
      .execute();
    expect(rows).toHaveLength(1);
    const transfers = await t.db
      .selectFrom('ledger_transfer')
      .select('idempotency_key')
      .where('idempotency_key', 'like', `signin:${rows[0]!.id}%`)
      .execute();
    expect(transfers.map((x) => x.idempotency_key).sort()).toEqual([
      `signin:${rows[0]!.id}`,
      `signin:${rows[0]!.id}:points`,
    ]);
    expect(await balanceOf(m.id, 'bonus')).toBe(400n);
    expect(await pointsOf(m.id)).toBe(3n);
  });

  it('a trial account cannot claim', async () => {
    const m = await registerMember(t, 'st');
    await t.db.updateTable('customer').set({ type: 4 }).where('id', '=', m.id).execute();
    const daily = seeded[0]!;
    const r = await claim(m.token, `${daily}-4`);
    expect(r.json.errorCode).toBe('trial.account.forbidden');
  });
});

describe('reward centre', () => {
  it('the demo seed: the daily config pays a new member at once; the consecutive one needs a deposit; counts follow', async () => {
    const m = await registerMember(t, 'sr');
    const list = (await member(m.token).get('/wps/relay/MCSFE_getLoginPromotion')).json.value;
    expect(list.map((c: { type: string; name: string }) => [c.type, c.name])).toEqual([
      ['C', 'Consecutive sign-in'],
      ['N', 'Daily sign-in'],
    ]);
    const counts = async () =>
      (await member(m.token).get('/wps/relay/MCSFE_getAvailablePromotions')).json.value.content;
    const missionCount = (await member(m.token).get('/wps/relay/MCSFE_getMissionCount')).json.value.count;
    const before = await counts();
    expect(before.LOGIN).toEqual({ enabled: true, count: 1 });
    expect(before.MISSION).toEqual({ enabled: true, count: missionCount });
    // The rescue fund and manual bonuses (decision 0046): offered (the demo's daily fund), nothing to claim.
    expect(before.SAVIOR).toEqual({ enabled: true, count: 0 });
    expect(before.MANUAL).toEqual({ enabled: true, count: 0 });
    // The demo newbie task (decision 0045) is offered; a new member has no bank card yet.
    expect(before.REGISTER).toEqual({ enabled: true, count: 0 });
    // A new member holds the demo's welcome prize wheel ticket (decision 0047).
    expect(before.TICKET).toEqual({ enabled: true, count: 1 });
    // The demo's daily raffle (decision 0050) is offered; its sessions start on the seed's (real) day, after
    // this test's clock.
    expect(before.RAFFLE).toEqual({ enabled: true, count: 0 });
    for (const k of ['UPGRADE_BONUS', 'MISSION_MANUAL', 'REFERRAL'])
      expect(before[k]).toEqual({ enabled: false, count: 0 });
    expect((await member(m.token).get('/wps/relay/MCS2_getAvailablePromotions')).json.value.content).toEqual(
      before,
    );
    const [c, n] = list.map((x: { configId: string }) => x.configId);
    expect((await claim(m.token, `${c}-1`)).json).toMatchObject({
      errorCode: 'claim_deposit_required',
      value: { accumulatedDepositAmount: 0, requiredDepositAmount: 100 },
    });
    await deposit(m.id, 10_000n);
    expect((await counts()).LOGIN).toEqual({ enabled: true, count: 2 });
    const daily = await claim(m.token, `${n}-4`);
    expect(daily.json.value).toMatchObject({ amount: 5, pointAmount: 10, turnoverMultiple: 1 });
    expect((await counts()).LOGIN).toEqual({ enabled: true, count: 1 });
    expect((await claim(m.token, `${c}-1`)).json.value).toMatchObject({ amount: 2, pointAmount: 5 });
    expect((await counts()).LOGIN).toEqual({ enabled: true, count: 0 });
    expect(await balanceOf(m.id, 'bonus')).toBe(700n);
    // The total promotion earnings (decision 0052): both grants, cash and points; the deposit is not one.
    const earned = async () => (await member(m.token).get('/wps/relay/MCSFE_getPromoReward')).json;
    expect((await earned()).value).toEqual({ totalAmount: 7, totalPoint: 15 });
    expect((await member(m.token).get('/wps/relay/MCS2_getPromoReward')).json.value).toEqual({
      totalAmount: 7,
      totalPoint: 15,
    });
    // Another member's grants are not this member's.
    const other = await registerMember(t, 'sq');
    expect((await member(other.token).get('/wps/relay/MCSFE_getPromoReward')).json.value).toEqual({
      totalAmount: 0,
      totalPoint: 0,
    });
    await setModule(t, modIds.totalPromoEarnings, false);
    try {
      expect((await earned()).errorCode).toBe('function.not.available');
    } finally {
      await setModule(t, modIds.totalPromoEarnings, true);
    }
  });

  it('member calls need a session', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getLoginPromotion',
      headers: demo(),
    });
    expect(r.json().errorCode).toBe('login.not.session');
  });
});

describe('back office', () => {
  it('rewards.read reads, rewards.manage edits (SUPPORT cannot), audited; claims listed', async () => {
    const body = { type: 'N', name: { TW: '簽到' }, days: [{ dayNo: 1, amount: 1 }] };
    expect((await support('GET', '/bo/v1/sign-in')).status).toBe(200);
    expect((await support('POST', '/bo/v1/sign-in', body)).json.errorCode).toBe('permission.denied');
    const created = await ops('POST', '/bo/v1/sign-in', body);
    expect(created.status).toBe(200);
    const id = created.json.value.id;
    expect((await support('PUT', `/bo/v1/sign-in/${id}`, body)).json.errorCode).toBe('permission.denied');
    const edited = await ops('PUT', `/bo/v1/sign-in/${id}`, {
      ...body,
      type: 'C',
      days: [
        { dayNo: 1, amount: 1.5, depositAmount: 10 },
        { dayNo: 2, amount: 2, validBetAmount: 20, pointAmount: 4 },
      ],
      turnoverMultiple: 3,
    });
    expect(edited.json.value).toMatchObject({
      type: 'C',
      turnoverMultiple: 3,
      days: [
        { dayNo: 1, amount: 1.5, depositAmount: 10, validBetAmount: 0, pointAmount: 0 },
        { dayNo: 2, amount: 2, depositAmount: 0, validBetAmount: 20, pointAmount: 4 },
      ],
    });
    expect((await support('GET', `/bo/v1/sign-in/${id}`)).json.value.id).toBe(id);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `signin:${id}`)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['signin.create', 'signin.update']);
    const weekly = await ops('POST', '/bo/v1/sign-in', {
      ...body,
      type: 'W',
      days: [{ dayNo: 1 }, { dayNo: 2 }],
    });
    expect(weekly.json.errorCode).toBe('request_param_err');
    const m = await registerMember(t, 'sb');
    await claim(m.token, `${seeded[0]}-4`);
    const claims = (await support('GET', `/bo/v1/sign-in/claims?configId=${seeded[0]}`)).json.value;
    expect(claims.some((c: { username: string }) => c.username.startsWith('sb'))).toBe(true);
  });
});
