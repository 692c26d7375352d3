// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../src/lib/clock.ts';
import { createLedger, type Ledger } from '../src/modules/wallet/ledger.ts';
import { decide, evaluate, noFigures, type RankLevel } from '../src/modules/vip/ranks.ts';
import type { VipConditions } from '../src/db/schema.ts';
import { runOnce } from '../src/jobs/runner.ts';
import { boCall, staffToken } from './bo-games-staff.ts';
import {
  demo,
  demoMerchantId,
  insertBets,
  insertSettledDeposit,
  registerMember,
  startTestApp,
  type TestContext,
} from './harness.ts';

// Issue 18 item 1 (decision 0062): VIP ranks from real deposits and valid turnover (the rule engine's
// measures), months in Asia/Taipei, promotion through several levels at once, the keep-rank check at a
// month's start (one level down), the upgrade bonus paid once per level ever (also when run twice or
// concurrently), rank rewards with their unlock windows and one claim per period, the member info's labels,
// validation and permissions of the back office.

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
      .set({ last_seen_at: new Date(ms), expires_at: new Date(ms + 60 * DAY) })
      .execute();
}
let owner: ReturnType<typeof boCall>;
let support: ReturnType<typeof boCall>;
let game: { id: number; vendor_code: string };

beforeAll(async () => {
  clock.nowMs = () => current;
  t = await startTestApp();
  ledger = createLedger(t.db);
  merchantId = await demoMerchantId(t);
  owner = boCall(t, await staffToken(t, merchantId, 'OWNER', 'bo_vip_owner'));
  support = boCall(t, await staffToken(t, merchantId, 'SUPPORT', 'bo_vip_support'));
  game = await t.db.selectFrom('game').select(['id', 'vendor_code']).orderBy('id').executeTakeFirstOrThrow();
});
afterAll(async () => {
  clock.nowMs = realNow;
  await t?.close();
});
afterEach(async () => {
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

let serial = 0;
async function deposit(customerId: number, amount: bigint) {
  const requestId = `vip-dep-${customerId}-${serial++}`;
  await insertSettledDeposit(t, { customerId, requestId, amount });
  await t.db
    .updateTable('deposit_order')
    .set({ settled_at: new Date(current) })
    .where('request_id', '=', requestId)
    .execute();
}
async function bets(customerId: number, stake: bigint) {
  const round = `vip-bet-${customerId}-${serial++}`;
  await insertBets(t, { merchantId, id: customerId }, [{ game, round, bet: stake, win: 0n }]);
  await t.db
    .updateTable('bet_record')
    .set({ status: 'SETTLED', settled_at: new Date(current), ledger: 'cash' })
    .where('round_id', '=', round)
    .execute();
}
const cashOf = async (id: number) =>
  (await ledger.balances(merchantId, id))
    .filter((a) => a.kind === 'cash')
    .reduce((s, a) => s + a.balance, 0n);

const on = (expected: number) => ({ expected, enabled: true });
/** Levels of the demo merchant for one test: the seeded ones removed first. */
async function ladder(levels: Record<string, unknown>[]) {
  await t.db.deleteFrom('vip_member').execute();
  await t.db.deleteFrom('vip_level').where('merchant_id', '=', merchantId).execute();
  const ids: number[] = [];
  for (const l of levels) {
    const res = await owner('POST', '/bo/v1/vip/levels', {
      name: { TW: `VIP${l.rankLevel}`, EN: `VIP ${l.rankLevel}` },
      color: '#111111',
      color2: '#eeeeee',
      ...l,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    ids.push(res.json.value.id);
  }
  return ids;
}
const progress = async (token: string) =>
  (await member(token).get('/wps/relay/MCSFE_getPlayerRankProgress')).json.value;

describe('rank rules (worked examples, no database)', () => {
  const conds = (c: Partial<Record<keyof VipConditions, number>>): VipConditions => {
    const out = {} as VipConditions;
    for (const k of [
      'monthlyDeposit',
      'totalDeposit',
      'totalDepositCount',
      'monthlyTurnover',
      'totalTurnover',
    ] as const)
      out[k] = { expected: String(c[k] ?? 0), enabled: k in c };
    return out;
  };
  const level = (
    rank: number,
    type: 'AND' | 'OR',
    c: Partial<Record<keyof VipConditions, number>>,
    keep?: Partial<Record<keyof VipConditions, number>>,
  ): RankLevel => ({
    rank_level: rank,
    condition_type: type,
    conditions: conds(c),
    keep_condition_type: keep ? 'AND' : null,
    keep_conditions: conds(keep ?? {}),
  });
  const fig = (f: Partial<ReturnType<typeof noFigures>>) => ({ ...noFigures(), ...f });

  it('AND needs every enabled condition, OR any; no enabled condition is an entry level', () => {
    const c = conds({ totalDeposit: 100, totalTurnover: 500 });
    expect(evaluate('AND', c, fig({ totalDeposit: 100n }))).toEqual({ met: false, completed: 1, total: 2 });
    expect(evaluate('OR', c, fig({ totalDeposit: 100n }))).toEqual({ met: true, completed: 1, total: 2 });
    expect(evaluate('AND', c, fig({ totalDeposit: 100n, totalTurnover: 500n })).met).toBe(true);
    expect(evaluate('AND', conds({}), fig({})).met).toBe(true);
  });

  it('promotes through several levels at once and stops at the first unmet one', () => {
    const levels = [
      level(1, 'AND', {}),
      level(2, 'AND', { totalDeposit: 100 }),
      level(3, 'OR', { totalDeposit: 300, totalTurnover: 1000 }),
      level(4, 'AND', { totalDeposit: 5000 }),
    ];
    const r = decide(
      levels,
      { rankLevel: 0, checkedMonth: '2026-11', holdMonth: null },
      '2026-11',
      fig({ totalDeposit: 400n }),
      null,
    );
    expect(r.rankLevel).toBe(3);
    expect(r.changes.map((c) => c.to)).toEqual([1, 2, 3]);
  });

  it('demotes one level at the month start when last month missed the keep conditions, and holds that month', () => {
    const levels = [level(1, 'AND', {}), level(2, 'AND', { totalDeposit: 100 }, { monthlyDeposit: 50 })];
    const kept = decide(
      levels,
      { rankLevel: 2, checkedMonth: '2026-11', holdMonth: null },
      '2026-12',
      fig({ totalDeposit: 100n }),
      fig({ monthlyDeposit: 50n }),
    );
    expect(kept).toMatchObject({ rankLevel: 2, checkedMonth: '2026-12', changes: [] });
    const lost = decide(
      levels,
      { rankLevel: 2, checkedMonth: '2026-11', holdMonth: null },
      '2026-12',
      fig({ totalDeposit: 100n }),
      fig({ monthlyDeposit: 49n }),
    );
    expect(lost).toMatchObject({
      rankLevel: 1,
      holdMonth: '2026-12',
      changes: [{ from: 2, to: 1, reason: 'DEMOTE' }],
    });
    // Checked once a month: the same month again changes nothing.
    expect(decide(levels, lost, '2026-12', fig({ totalDeposit: 100n }), fig({})).changes).toEqual([]);
    // Next month (the keep check passes: level 1 has none) the total promotes it again.
    expect(decide(levels, lost, '2027-01', fig({ totalDeposit: 100n }), fig({})).rankLevel).toBe(2);
  });
});

describe('ranks from real activity', () => {
  it('promotes on deposits and turnover, several levels at once, pays each upgrade bonus once, pushes a level-up', async () => {
    await ladder([
      { rankLevel: 1 },
      {
        rankLevel: 2,
        conditions: { totalDeposit: on(100) },
        upgradeBonus: 5,
        benefits: [{ TW: '生日禮', EN: 'Birthday gift' }],
      },
      {
        rankLevel: 3,
        conditionType: 'OR',
        conditions: { monthlyDeposit: on(300), monthlyTurnover: on(1000) },
        upgradeBonus: 8,
      },
      { rankLevel: 4, conditions: { totalDepositCount: on(5), totalTurnover: on(1000) }, upgradeBonus: 50 },
    ]);
    const m = await registerMember(t, 'vipa');
    const pushes: unknown[] = [];
    const off = t.app.live.subscribe(m.id, (e) => pushes.push(e));
    let p = await progress(m.token);
    expect(p.current).toMatchObject({ rankLevel: 1, labelName: 'VIP 1' });
    expect(p.playerRankProgress).toMatchObject({ ranklevel: 2, conditionType: 'AND' });
    expect(p.playerRankProgress.condition.totalDeposit).toEqual({ expected: 100, actual: 0, enabled: 'Y' });
    expect(p.playerRankProgress.condition.monthlyDeposit.enabled).toBe('N');
    const before = await cashOf(m.id);
    await deposit(m.id, 30_000n); // 300.00: level 2 (total) and level 3 (OR, monthly) at once
    await bets(m.id, 20_000n);
    p = await progress(m.token);
    expect(p.current.rankLevel).toBe(3);
    expect(p.levelUp).toMatchObject({ rankLevel: 3 });
    expect(p.currentProgress).toMatchObject({ completedConditions: 0, totalExpectedConditions: 2 });
    // Deposits here are order rows only (no ledger move): the cash rise is the two upgrade bonuses.
    expect((await cashOf(m.id)) - before).toBe(500n + 800n);
    expect(pushes).toContainEqual({ type: 'vipLevelUp', rankLevel: 3 });
    off();
    // The modal shows once.
    await member(m.token).post('/wps/relay/MCSFE_ackPlayerRankLevelUp', {});
    expect((await progress(m.token)).levelUp).toBeNull();
    // The member info carries the VIP label.
    const info = (await member(m.token).get('/wps/member/info')).json.value;
    expect(info.clubLabel).toEqual({ labelName: 'VIP 3', color: '#111111', color2: '#eeeeee', rankLevel: 3 });
    const history = (await owner('GET', `/bo/v1/vip/member?username=${info.account}`)).json.value;
    expect(history.history.map((h: { toLevel: number }) => h.toLevel)).toEqual([3, 2, 1]);
    expect(history.history.map((h: { upgradeBonus: number }) => h.upgradeBonus)).toEqual([8, 5, 0]);
  });

  it('pays an upgrade bonus once per level ever: run twice, concurrently, and after a demotion and re-promotion', async () => {
    await ladder([
      { rankLevel: 1, conditions: { totalDeposit: on(10) }, upgradeBonus: 1 },
      {
        rankLevel: 2,
        conditions: { totalDeposit: on(100) },
        keepConditionType: 'AND',
        keepConditions: { monthlyDeposit: on(100) },
        upgradeBonus: 7,
      },
    ]);
    const m = await registerMember(t, 'vipb');
    await deposit(m.id, 10_000n);
    const before = await cashOf(m.id);
    const runs = await Promise.all([1, 2, 3, 4].map(() => progress(m.token)));
    expect(runs.every((r) => r.current.rankLevel === 2)).toBe(true);
    // The job (once per period across nodes) recomputes every member: nothing more for this one.
    expect(
      await runOnce(
        t.db,
        t.app.jobs.find((j) => j.name === 'vip-ranks')!,
      ),
    ).toMatchObject({ members: expect.any(Number) });
    const paid = await t.db
      .selectFrom('ledger_transfer')
      .select(['idempotency_key as key', 'amount'])
      .where('idempotency_key', 'like', `vip-upgrade:${m.id}:%`)
      .orderBy('key')
      .execute();
    expect(paid.map((p) => [p.key, BigInt(p.amount)])).toEqual([
      [`vip-upgrade:${m.id}:1`, 100n],
      [`vip-upgrade:${m.id}:2`, 700n],
    ]);
    expect((await cashOf(m.id)) - before).toBe(800n);
    // December: November kept (100.00 deposited) — rank stays.
    await jump(Date.UTC(2026, 11, 1, 1)); // 1 Dec 09:00 Taipei
    expect((await progress(m.token)).current.rankLevel).toBe(2);
    // January: December had no deposit — one level down, no promotion back in January even though the
    // total holds; February promotes again, with no second bonus.
    await jump(Date.UTC(2027, 0, 1, 1));
    expect((await progress(m.token)).current.rankLevel).toBe(1);
    expect((await progress(m.token)).current.rankLevel).toBe(1);
    await jump(Date.UTC(2027, 1, 1, 1));
    // The February check looks at January (rank 1 has no keep condition) and promotes to 2 again.
    const back = await cashOf(m.id);
    expect((await progress(m.token)).current.rankLevel).toBe(2);
    expect(await cashOf(m.id)).toBe(back);
    const h = (
      await owner(
        'GET',
        `/bo/v1/vip/member?username=${(await member(m.token).get('/wps/member/info')).json.value.account}`,
      )
    ).json.value.history;
    expect(h.map((x: { reason: string; toLevel: number }) => `${x.reason}:${x.toLevel}`)).toEqual([
      'PROMOTE:2',
      'DEMOTE:1',
      'PROMOTE:2',
      'PROMOTE:1',
    ]);
  });

  it('counts monthly figures in the merchant time zone: a deposit before Taipei midnight is last month', async () => {
    await ladder([{ rankLevel: 1, conditions: { monthlyDeposit: on(50) } }]);
    const m = await registerMember(t, 'vipc');
    await jump(Date.UTC(2026, 10, 30, 15, 30)); // 30 Nov 23:30 Taipei
    await deposit(m.id, 4_000n);
    await jump(Date.UTC(2026, 10, 30, 16, 30)); // 1 Dec 00:30 Taipei
    await deposit(m.id, 2_000n);
    const p = await progress(m.token);
    expect(p.current).toBeNull();
    expect(p.playerRankProgress.condition.monthlyDeposit).toEqual({ expected: 50, actual: 20, enabled: 'Y' });
    await deposit(m.id, 3_000n);
    expect((await progress(m.token)).current.rankLevel).toBe(1);
  });
});

describe('rank rewards', () => {
  const daily = {
    unlockTime: '18:00',
    announcement: { EN: 'Daily VIP bonus' },
    bonus: 2,
    points: 3,
    requiredDeposit: 10,
    requiredBet: 20,
  };
  it("unlocks at the time on the period's last day, needs the period's deposit and bet, pays once per period", async () => {
    await ladder([
      {
        rankLevel: 1,
        rewards: {
          DAILY: daily,
          WEEKLY: { ...daily, unlockTime: '00:00', bonus: 9, requiredDeposit: 0, requiredBet: 0 },
          MONTHLY: null,
        },
      },
    ]);
    const m = await registerMember(t, 'vipr');
    let d = (await member(m.token).get('/wps/relay/MCSFE_getRankSalaryRewardDetail')).json.value;
    expect(d.monthlyConfig).toBeNull();
    expect(d.dailyConfig).toMatchObject({
      remainingSeconds: 6 * 3600,
      claimable: false,
      announcementContent: 'Daily VIP bonus',
    });
    expect(d.dailyConfig.rewards[0]).toMatchObject({
      bonus: 2,
      point: 3,
      requiredDepositAmount: 10,
      requiredBetAmount: 20,
    });
    // Weekly: Saturday 28 Nov 00:00 Taipei is 2 days 12 hours away.
    expect(d.weeklyConfig.remainingSeconds).toBe(2 * 86_400 + 12 * 3600);
    const claim = (type: string) => member(m.token).post('/wps/relay/MCSFE_claimRankSalaryReward', { type });
    expect((await claim('DAILY')).json.errorCode).toBe('vip.reward.locked');
    await deposit(m.id, 1_000n);
    await jump(WED + 6 * HOUR); // 18:00 Taipei
    expect((await claim('DAILY')).json).toMatchObject({
      errorCode: 'claim_bet_required',
      value: { actualBet: 0, requiredValidBet: 20 },
    });
    await bets(m.id, 2_000n);
    const before = await cashOf(m.id);
    const [a, b] = await Promise.all([claim('DAILY'), claim('DAILY')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await claim('DAILY')).json.errorCode).toBe('vip.reward.claimed');
    expect((await cashOf(m.id)) - before).toBe(200n);
    d = (await member(m.token).get('/wps/relay/MCSFE_getRankSalaryRewardDetail')).json.value;
    expect(d.dailyConfig).toMatchObject({ claimed: true, claimable: false });
    // The next day is a new period with its own requirements.
    await jump(WED + DAY + 6 * HOUR);
    expect((await claim('DAILY')).json.errorCode).toBe('claim_deposit_required');
    const h = (
      await member(m.token).get(
        '/wps/relay/MCSFE_getRankSalaryClaimHistory?claimDateFrom=2026-11-25&claimDateTo=2026-11-25',
      )
    ).json.value;
    expect(h.content).toHaveLength(1);
    expect(h.content[0]).toMatchObject({ promoName: 'VIP 1', type: 'DAILY', bonusAmount: 2, pointAmount: 3 });
    const none = (
      await member(m.token).get(
        '/wps/relay/MCSFE_getRankSalaryClaimHistory?claimDateFrom=2026-11-26&claimDateTo=2026-11-27',
      )
    ).json.value;
    expect(none.content).toHaveLength(0);
    const bad = await member(m.token).get(
      '/wps/relay/MCSFE_getRankSalaryClaimHistory?claimDateFrom=2026-11-27&claimDateTo=2026-11-26',
    );
    expect(bad.status).toBe(400);
    expect((await owner('GET', '/bo/v1/vip/claims')).json.value.rows[0]).toMatchObject({
      type: 'DAILY',
      bonusAmount: 2,
    });
  });
});

describe('labels, validation and permissions', () => {
  it('fills memberLabel from the labels staff put on the member, each in a fixed colour', async () => {
    await ladder([]);
    const m = await registerMember(t, 'vipl');
    await t.db
      .insertInto('member_label')
      .values({ customer_id: m.id, label: 'Whale', created_by: 'test' })
      .execute();
    const info = (await member(m.token).get('/wps/member/info')).json.value;
    expect(info.clubLabel).toBeNull();
    expect(info.memberLabel).toEqual([
      { labelName: 'Whale', color: expect.stringMatching(/^#[0-9a-f]{6}$/) },
    ]);
  });

  it('refuses bad levels with the error envelope and changes nothing; audits changes', async () => {
    await ladder([{ rankLevel: 1 }]);
    const dup = await owner('POST', '/bo/v1/vip/levels', {
      rankLevel: 1,
      name: { TW: 'x' },
      color: '#000000',
      color2: '#ffffff',
    });
    expect(dup.json.errorCode).toBe('vip.level.duplicate');
    const neg = await owner('POST', '/bo/v1/vip/levels', {
      rankLevel: 2,
      name: { TW: 'x' },
      color: '#000000',
      color2: '#ffffff',
      conditions: { totalDeposit: { expected: -1, enabled: true } },
    });
    expect(neg.status).toBe(400);
    expect(neg.json.errorCode).toBe('request_param_err');
    const cents = await owner('POST', '/bo/v1/vip/levels', {
      rankLevel: 2,
      name: { TW: 'x' },
      color: '#000000',
      color2: '#ffffff',
      upgradeBonus: 1.005,
    });
    expect(cents.json.errorCode).toBe('request_param_err');
    const colour = await owner('POST', '/bo/v1/vip/levels', {
      rankLevel: 2,
      name: { TW: 'x' },
      color: 'red',
      color2: '#ffffff',
    });
    expect(colour.status).toBe(400);
    const keep = await owner('POST', '/bo/v1/vip/levels', {
      rankLevel: 2,
      name: { TW: 'x' },
      color: '#000000',
      color2: '#ffffff',
      keepConditionType: 'AND',
    });
    expect(keep.status).toBe(400);
    expect((await owner('GET', '/bo/v1/vip/levels')).json.value).toHaveLength(1);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'vip.%')
      .execute();
    expect(audit.map((a) => a.action)).toContain('vip.level.create');
  });

  it('keeps a level with members from deletion; support may read but not write', async () => {
    const [id] = await ladder([{ rankLevel: 1 }]);
    const m = await registerMember(t, 'vipd');
    await progress(m.token);
    expect((await owner('DELETE', `/bo/v1/vip/levels/${id}`)).json.errorCode).toBe('vip.level.in.use');
    expect((await support('GET', '/bo/v1/vip/levels')).status).toBe(200);
    const write = await support('PUT', '/bo/v1/vip/rules', { EN: 'x' });
    expect([write.status, write.json.errorCode]).toEqual([403, 'permission.denied']);
    const unauth = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getPlayerRankProgress',
      headers: demo(),
    });
    expect(unauth.statusCode).toBe(401);
  });
});
