// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../src/lib/clock.ts';
import { createConditions, type Condition, type Conditions } from '../src/modules/rewards/conditions.ts';
import { createLedger, type Ledger } from '../src/modules/wallet/ledger.ts';
import { boCall, staffToken } from './bo-games-staff.ts';
import { demo, demoMerchantId, registerMember, startTestApp, type TestContext } from './harness.ts';

// Issue 16 items 1 and 5 (decision 0040): the rewards rule engine's condition kinds and windows against
// real rows, and missions: status by time, milestone claims granted exactly once, claim all, leaderboard
// order, prizes only after the end, permissions.

let t: TestContext;
let ledger: Ledger;
let conditions: Conditions;
let merchantId: number;
const realNow = clock.nowMs;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The tests' "now"; the clock is moved past a mission's end for prizes. */
const now = Math.floor(Date.now() / 1000) * 1000;
let current = now;
const setNow = (ms: number) => {
  current = ms;
  clock.nowMs = () => current;
};
/** Moves the clock; the sessions open in the test stay live across the jump (they are not under test here). */
async function jump(ms: number) {
  setNow(ms);
  await t.db
    .updateTable('session')
    .set({ last_seen_at: new Date(ms), expires_at: new Date(ms + DAY) })
    .execute();
  await t.db
    .updateTable('staff_session')
    .set({ last_seen_at: new Date(ms), expires_at: new Date(ms + DAY) })
    .execute();
}
let gameA: { id: number; vendor_code: string; game_type: string };
let gameB: { id: number; vendor_code: string; game_type: string };
let gameC: { id: number; vendor_code: string; game_type: string };
let owner: ReturnType<typeof boCall>;
let ops: ReturnType<typeof boCall>;
let support: ReturnType<typeof boCall>;
let readOnly: ReturnType<typeof boCall>;

beforeAll(async () => {
  setNow(now);
  t = await startTestApp();
  ledger = createLedger(t.db);
  conditions = createConditions(t.db);
  merchantId = await demoMerchantId(t);
  const games = await t.db
    .selectFrom('game as g')
    .innerJoin('game_vendor as v', 'v.code', 'g.vendor_code')
    .select(['g.id', 'g.vendor_code', 'v.game_type'])
    .orderBy('g.id')
    .execute();
  gameA = games[0]!;
  gameB = games.find((g) => g.game_type !== gameA.game_type)!;
  gameC = games.find((g) => g.vendor_code !== gameA.vendor_code && g.vendor_code !== gameB.vendor_code)!;
  owner = boCall(t, await staffToken(t, merchantId, 'OWNER', 'bo_mis_owner'));
  ops = boCall(t, await staffToken(t, merchantId, 'OPERATIONS', 'bo_mis_ops'));
  support = boCall(t, await staffToken(t, merchantId, 'SUPPORT', 'bo_mis_support'));
  readOnly = boCall(t, await staffToken(t, merchantId, 'READ_ONLY', 'bo_mis_ro'));
});
afterAll(async () => {
  clock.nowMs = realNow;
  await t?.close();
});
afterEach(async () => {
  await jump(now);
  expect(await ledger.invariantViolations(merchantId)).toEqual([]);
});

let serial = 0;
async function bet(
  customerId: number,
  game: typeof gameA,
  at: number,
  stake: bigint,
  win: bigint,
  extra: { status?: 'OPEN' | 'SETTLED'; ledger?: 'cash' | 'trial' } = {},
) {
  await t.db
    .insertInto('bet_record')
    .values({
      merchant_id: merchantId,
      customer_id: customerId,
      vendor_code: game.vendor_code,
      game_id: game.id,
      round_id: `mis-${customerId}-${serial++}`,
      bet_amount: stake,
      win_amount: win,
      status: extra.status ?? 'SETTLED',
      ledger: extra.ledger ?? 'cash',
      settled_at: extra.status === 'OPEN' ? null : new Date(at),
    })
    .execute();
}
async function deposit(
  customerId: number,
  at: number,
  amount: bigint,
  status: 'SUCCESS' | 'PENDING' = 'SUCCESS',
) {
  const channel = await t.db
    .selectFrom('payment_channel')
    .select('id')
    .where('code', '=', 'SANDBOX')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('deposit_order')
    .values({
      merchant_id: merchantId,
      customer_id: customerId,
      channel_id: channel.id,
      request_id: `mis-dep-${customerId}-${serial++}`,
      amount,
      status,
      pay_token: null,
      reference_no: null,
      expires_at: null,
      settled_at: status === 'SUCCESS' ? new Date(at) : null,
    })
    .execute();
}
const actual = async (customerId: number, c: Omit<Condition, 'target'>) =>
  (await conditions.evaluate(customerId, { ...c, target: 0n })).actual;

describe('rule engine: condition kinds and windows over real rows', () => {
  let m: { id: number; token: string };
  beforeAll(async () => {
    m = await registerMember(t, 'ce');
    await bet(m.id, gameA, now - 12 * DAY, 700n, 0n); // before the first deposit
    await deposit(m.id, now - 10 * DAY, 10_000n); // the first deposit
    await bet(m.id, gameA, now - 8 * DAY, 1_000n, 2_500n); // 2.5x
    await deposit(m.id, now - 5 * DAY, 5_000n);
    await bet(m.id, gameB, now - 2 * DAY, 2_000n, 0n);
    await deposit(m.id, now - 1 * DAY, 3_000n);
    await deposit(m.id, now - HOUR, 99_000n, 'PENDING'); // never counts
    await bet(m.id, gameB, now - HOUR, 5_000n, 0n, { status: 'OPEN' }); // not settled
    await bet(m.id, gameB, now - HOUR, 9_000n, 90_000n, { ledger: 'trial' }); // trial money
  });

  it('DEPOSIT_AMOUNT and DEPOSIT_COUNT in each window', async () => {
    const history = { type: 'HISTORY' } as const;
    expect(await actual(m.id, { kind: 'DEPOSIT_AMOUNT', window: history })).toBe(18_000n);
    expect(await actual(m.id, { kind: 'DEPOSIT_COUNT', window: history })).toBe(3n);
    expect(await actual(m.id, { kind: 'DEPOSIT_AMOUNT', window: { type: 'FIRST' } })).toBe(10_000n);
    expect(await actual(m.id, { kind: 'DEPOSIT_COUNT', window: { type: 'FIRST' } })).toBe(1n);
    const since = { type: 'AFTER_CLAIM', since: new Date(now - 6 * DAY) } as const;
    expect(await actual(m.id, { kind: 'DEPOSIT_AMOUNT', window: since })).toBe(8_000n);
    // [start, end): a deposit exactly at the end is outside, one exactly at the start inside.
    const range = { type: 'RANGE', start: new Date(now - 5 * DAY), end: new Date(now - DAY) } as const;
    expect(await actual(m.id, { kind: 'DEPOSIT_AMOUNT', window: range })).toBe(5_000n);
    expect(await actual(m.id, { kind: 'DEPOSIT_COUNT', window: range })).toBe(1n);
  });

  it('VALID_BET by category and vendor, BET_COUNT, NET_LOSS and PROFIT_MULTIPLIER', async () => {
    const history = { type: 'HISTORY' } as const;
    expect(await actual(m.id, { kind: 'VALID_BET', window: history })).toBe(3_700n);
    expect(await actual(m.id, { kind: 'VALID_BET', window: { type: 'FIRST' } })).toBe(3_000n);
    expect(
      await actual(m.id, { kind: 'VALID_BET', window: history, filter: { gameTypes: [gameB.game_type] } }),
    ).toBe(2_000n);
    expect(
      await actual(m.id, { kind: 'VALID_BET', window: history, filter: { vendors: [gameA.vendor_code] } }),
    ).toBe(1_700n);
    expect(await actual(m.id, { kind: 'BET_COUNT', window: history })).toBe(3n);
    expect(
      await actual(m.id, {
        kind: 'BET_COUNT',
        window: { type: 'AFTER_CLAIM', since: new Date(now - 3 * DAY) },
      }),
    ).toBe(1n);
    // Bets 3,700, payouts 2,500: a net loss of 1,200; from the first deposit on, a net loss of 500.
    expect(await actual(m.id, { kind: 'NET_LOSS', window: history })).toBe(1_200n);
    expect(await actual(m.id, { kind: 'NET_LOSS', window: { type: 'FIRST' } })).toBe(500n);
    // A window where the member won more than it bet is no loss at all.
    const winning = { type: 'RANGE', start: new Date(now - 9 * DAY), end: new Date(now - 7 * DAY) } as const;
    expect(await actual(m.id, { kind: 'NET_LOSS', window: winning })).toBe(0n);
    expect(await actual(m.id, { kind: 'PROFIT_MULTIPLIER', window: history })).toBe(250n);
    const late = { type: 'RANGE', start: new Date(now - 3 * DAY), end: new Date(now) } as const;
    expect(await actual(m.id, { kind: 'PROFIT_MULTIPLIER', window: late })).toBe(0n);
    const met = await conditions.evaluate(m.id, { kind: 'PROFIT_MULTIPLIER', window: history, target: 250n });
    expect(met).toEqual({ condition: 'PROFIT_MULTIPLIER', actual: 250n, target: 250n, met: true });
    const unmet = await conditions.evaluate(m.id, { kind: 'VALID_BET', window: late, target: 2_001n });
    expect(unmet.met).toBe(false);
  });

  it('FIRST is empty for a member who never deposited', async () => {
    const fresh = await registerMember(t, 'ce');
    await bet(fresh.id, gameA, now - DAY, 1_000n, 0n);
    expect(await actual(fresh.id, { kind: 'VALID_BET', window: { type: 'FIRST' } })).toBe(0n);
    expect(await actual(fresh.id, { kind: 'DEPOSIT_AMOUNT', window: { type: 'FIRST' } })).toBe(0n);
    expect(await actual(fresh.id, { kind: 'VALID_BET', window: { type: 'HISTORY' } })).toBe(1_000n);
  });

  it('PROFILE_COMPLETE counts the required fields present (bank card, email, mobile)', async () => {
    const p = await registerMember(t, 'cp');
    const c: Condition = {
      kind: 'PROFILE_COMPLETE',
      target: 3n,
      window: { type: 'HISTORY' },
      filter: { fields: ['EMAIL', 'BANK_CARD', 'MOBILE_VERIFIED'] },
    };
    expect(await conditions.evaluate(p.id, c)).toMatchObject({ actual: 0n, met: false });
    await t.db.updateTable('customer').set({ email: 'p@example.com' }).where('id', '=', p.id).execute();
    await t.db
      .insertInto('bank_card')
      .values({
        merchant_id: merchantId,
        customer_id: p.id,
        type: 'B',
        bank_code: 'VCB',
        bank_name: 'VCB',
        account_number: '123456789',
        payee_name: 'P',
        deleted_at: null,
      })
      .execute();
    expect(await conditions.evaluate(p.id, c)).toMatchObject({ actual: 2n, met: false });
    await t.db
      .updateTable('customer')
      .set({ mobile_num: '912345678', country_dialing_code: '886' })
      .where('id', '=', p.id)
      .execute();
    // A number on file that no SMS code checked is not verified (decision 0051).
    expect(await conditions.evaluate(p.id, c)).toMatchObject({ actual: 2n, met: false });
    await t.db
      .updateTable('customer')
      .set({ mobile_verified_at: new Date() })
      .where('id', '=', p.id)
      .execute();
    expect(await conditions.evaluate(p.id, c)).toMatchObject({ actual: 3n, met: true });
  });

  it('INVITED_FRIENDS counts members registered under the member or invited by it, inside the window', async () => {
    const host = await registerMember(t, 'ci');
    const a = await registerMember(t, 'cf');
    const b = await registerMember(t, 'cf');
    await registerMember(t, 'cf'); // someone else's friend
    await t.db.updateTable('customer').set({ parent_id: host.id }).where('id', 'in', [a.id, b.id]).execute();
    await t.db
      .updateTable('customer')
      .set({ created_at: new Date(now - 10 * DAY) })
      .where('id', '=', a.id)
      .execute();
    expect(await actual(host.id, { kind: 'INVITED_FRIENDS', window: { type: 'HISTORY' } })).toBe(2n);
    const recent = { type: 'AFTER_CLAIM', since: new Date(now - DAY) } as const;
    expect(await actual(host.id, { kind: 'INVITED_FRIENDS', window: recent })).toBe(1n);
    // A friend of the invite program (decision 0063) counts too, though its upline is not the member.
    const friend = await registerMember(t, 'cr');
    await t.db
      .insertInto('referral')
      .values({ friend_id: friend.id, merchant_id: merchantId, referrer_id: host.id, code: 'TESTCODE' })
      .execute();
    expect(await actual(host.id, { kind: 'INVITED_FRIENDS', window: { type: 'HISTORY' } })).toBe(3n);
    expect(await actual(host.id, { kind: 'INVITED_FRIENDS', window: recent })).toBe(2n);
  });
});

const memberCall = (token: string, lang = 'EN') => ({
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
const bonusOf = async (id: number) =>
  (await ledger.balances(merchantId, id))
    .filter((a) => a.kind === 'bonus')
    .reduce((s, a) => s + a.balance, 0n);

function missionBody(start: number, end: number, extra: Record<string, unknown> = {}) {
  return {
    title: { TW: '投注任務', EN: 'Betting mission', VI: 'Nhiệm vụ cược' },
    rules: { TW: '規則', EN: 'Bet to win', VI: 'Quy tắc' },
    startTime: new Date(start).toISOString(),
    endTime: new Date(end).toISOString(),
    claimDays: 2,
    ranked: true,
    leaderboardMetric: 'VALID_BET',
    leaderboardSize: 3,
    prizes: [
      { rank: 1, bonusAmount: 100, turnoverMultiple: 2 },
      { rank: 2, pointAmount: 50 },
    ],
    milestones: [10, 50, 200].map((target, i) => ({
      name: { TW: `里程碑 ${i + 1}`, EN: `Milestone ${i + 1}` },
      conditions: [{ kind: 'VALID_BET', target }],
      bonusAmount: target / 10,
      turnoverMultiple: 1,
      pointAmount: i === 2 ? 20 : 0,
    })),
    ...extra,
  };
}

describe('missions', () => {
  let missionId: string;
  let milestoneIds: string[];
  const start = now - DAY;
  const end = now + DAY;

  beforeAll(async () => {
    const res = await owner('POST', '/bo/v1/missions', missionBody(start, end));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    missionId = res.json.value.id;
    milestoneIds = res.json.value.milestones.map((m: { id: string }) => m.id);
    expect(res.json.value).toMatchObject({ status: 'O', ranked: true, leaderboardMetric: 'VALID_BET' });
  });

  it('lists missions by status by time: upcoming, ongoing, finished', async () => {
    const up = (await owner('POST', '/bo/v1/missions', missionBody(now + DAY, now + 2 * DAY))).json.value;
    const fin = (await owner('POST', '/bo/v1/missions', missionBody(now - 3 * DAY, now - 2 * DAY))).json
      .value;
    expect(up.status).toBe('U');
    expect(fin.status).toBe('F');
    const m = await registerMember(t, 'ms');
    const ids = async (status: string) =>
      (
        await memberCall(m.token).get(`/wps/relay/MCSFE_getMissionSummaryDetails?status=${status}&size=50`)
      ).json.value.list.map((x: { missionId: string }) => x.missionId);
    expect(await ids('O')).toContain(missionId);
    expect(await ids('O')).not.toContain(up.id);
    expect(await ids('U')).toEqual([up.id]);
    expect(await ids('F')).toContain(fin.id);
    // When the clock passes the start, the upcoming one is ongoing.
    await jump(now + DAY + 1);
    expect(await ids('O')).toContain(up.id);
    expect(await ids('U')).toEqual([]);
  });

  it('shows progress, refuses an unmet milestone with a clear code, and grants a milestone once under 10 concurrent claims', async () => {
    const m = await registerMember(t, 'mc');
    const call = memberCall(m.token);
    await bet(m.id, gameA, start - HOUR, 100_000n, 0n); // before the mission: does not count
    await bet(m.id, gameA, start + HOUR, 4_000n, 0n);
    await bet(m.id, gameB, now - HOUR, 2_000n, 500n);
    const ms = (await call.get(`/wps/relay/MCSFE_getMissionMilestones?missionId=${missionId}`)).json.value;
    expect(ms.list.map((x: { status: string }) => x.status)).toEqual(['C', 'C', 'I']);
    expect(ms.list[2].conditions).toEqual([{ condition: 'VALID_BET', actual: 60, target: 200, met: false }]);
    expect(ms.list[2].rewards).toEqual({ bonusAmount: 20, pointAmount: 20, turnoverMultiple: 1 });
    const summary = (await call.get('/wps/relay/MCSFE_getMissionSummaryDetails?status=O&size=50')).json.value;
    expect(summary.claimStatus).toBe('Y');
    expect(summary.list.find((x: { missionId: string }) => x.missionId === missionId)).toMatchObject({
      totalCompleted: 2,
      totalMilestones: 3,
      claimable: 2,
    });
    expect((await call.get('/wps/relay/MCSFE_getMissionCount')).json.value.count).toBe(2);

    for (const [lang, text] of [
      ['EN', 'The mission conditions are not met yet'],
      ['TW', '尚未達成任務條件'],
      ['VI', 'Chưa đạt đủ điều kiện nhiệm vụ'],
    ]) {
      const refused = await memberCall(m.token, lang!).post('/wps/relay/MCSFE_claimMissionRewards', {
        milestoneId: milestoneIds[2],
      });
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ errorCode: 'mission.condition.unmet', message: text });
    }

    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call.post('/wps/relay/MCSFE_claimMissionRewards', {
          milestoneId: milestoneIds[0],
          claimLeaderboard: 'N',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).map((r) => r.json.errorCode)).toEqual(
      Array(9).fill('mission.already.claimed'),
    );
    expect(results.find((r) => r.status === 200)!.json.value).toMatchObject({ claimed: 1, bonusAmount: 1 });
    expect(await bonusOf(m.id)).toBe(100n);
    const claims = await t.db
      .selectFrom('mission_claim')
      .selectAll()
      .where('customer_id', '=', m.id)
      .execute();
    expect(claims).toHaveLength(1);
    const transfers = await t.db
      .selectFrom('ledger_transfer')
      .select('idempotency_key')
      .where('idempotency_key', 'like', 'mission:%')
      .where('idempotency_key', '=', `mission:${claims[0]!.id}`)
      .execute();
    expect(transfers).toHaveLength(1);

    // Claim all takes the other claimable milestone, once; nothing is left to claim.
    const all = await call.post('/wps/relay/MCSFE_claimMissionRewards', { claimLeaderboard: 'N' });
    expect(all.status).toBe(200);
    expect(all.json.value).toMatchObject({ claimed: 1, bonusAmount: 5, rewards: [{ name: 'Milestone 2' }] });
    expect(await bonusOf(m.id)).toBe(600n);
    const again = await call.post('/wps/relay/MCSFE_claimMissionRewards', { claimLeaderboard: 'N' });
    expect(again.json.errorCode).toBe('mission.condition.unmet');
    expect((await call.get('/wps/relay/MCSFE_getMissionCount')).json.value.count).toBe(0);
    const after = (await call.get(`/wps/relay/MCSFE_getMissionMilestones?missionId=${missionId}`)).json.value;
    expect(after.list.map((x: { status: string }) => x.status)).toEqual(['A', 'A', 'I']);

    // The third milestone, once met, grants its bonus and its points.
    await bet(m.id, gameA, now - 1000, 14_000n, 0n);
    const third = await call.post('/wps/relay/MCSFE_claimMissionRewards', { milestoneId: milestoneIds[2] });
    expect(third.json.value).toMatchObject({ claimed: 1, bonusAmount: 20, pointAmount: 20 });
    const points = (await ledger.balances(merchantId, m.id, 'points')).find(
      (a) => a.kind === 'cash',
    )?.balance;
    expect(points).toBe(20n);
  });

  it('ranks the leaderboard by value, ties to who got there first, masks names, and shows my row or not ranked', async () => {
    const id = (
      await owner(
        'POST',
        '/bo/v1/missions',
        missionBody(now - 2 * HOUR, now + 2 * HOUR, {
          milestones: [],
          leaderboardVendors: [gameC.vendor_code],
        }),
      )
    ).json.value.id;
    const [a, b, c, d, outsider] = await Promise.all(
      ['lba', 'lbb', 'lbc', 'lbd', 'lbo'].map((p) => registerMember(t, p)),
    );
    // The board counts bets on one vendor's games only, inside the mission's period.
    await bet(a!.id, gameC, now - 90 * 60_000, 3_000n, 0n);
    await bet(a!.id, gameA, now - 90 * 60_000, 9_000n, 0n); // another vendor
    await bet(b!.id, gameC, now - 30 * 60_000, 5_000n, 0n); // ties with c, but later
    await bet(c!.id, gameC, now - 60 * 60_000, 2_000n, 0n);
    await bet(c!.id, gameC, now - 50 * 60_000, 3_000n, 0n);
    await bet(d!.id, gameC, now - 60 * 60_000, 1_000n, 0n);
    await bet(d!.id, gameC, now - 3 * HOUR, 9_000n, 0n); // before the start
    const board = (await memberCall(a!.token).get(`/wps/relay/MCSFE_getMissionLeaderboard?missionId=${id}`))
      .json.value;
    const names = await t.db.selectFrom('customer').select(['id', 'username']).execute();
    const nameOf = (id: number) => names.find((n) => n.id === id)!.username;
    expect(board.list.map((r: { rank: number; value: number }) => [r.rank, r.value])).toEqual([
      [1, 50],
      [2, 50],
      [3, 30],
    ]);
    expect(board.list[0].customerName).not.toBe(nameOf(c!.id));
    expect(board.list[0].customerName).toBe(
      `${nameOf(c!.id).slice(0, 2)}${'*'.repeat(nameOf(c!.id).length - 3)}${nameOf(c!.id).slice(-1)}`,
    );
    expect(board.list[1].customerName.slice(0, 2)).toBe(nameOf(b!.id).slice(0, 2));
    expect(board.list[0].reward).toEqual({ bonusAmount: 100, pointAmount: 0, turnoverMultiple: 2 });
    expect(board.self).toMatchObject({ rank: 3, value: 30, reward: null, claimStatus: 'I' });
    // d is fourth, outside the board of three: not ranked, as is a member without bets.
    const dRow = (await memberCall(d!.token).get(`/wps/relay/MCSFE_getMissionLeaderboard?missionId=${id}`))
      .json.value.self;
    expect(dRow).toMatchObject({ rank: null, value: 10 });
    const none = (
      await memberCall(outsider!.token).get(`/wps/relay/MCSFE_getMissionLeaderboard?missionId=${id}`)
    ).json.value.self;
    expect(none).toMatchObject({ rank: null, value: 0, claimStatus: 'I' });

    // A prize only after the end, only for a prize rank, once; then expired after the claim period.
    const prize = (token: string) =>
      memberCall(token).post('/wps/relay/MCSFE_claimMissionRewards', {
        missionId: id,
        claimLeaderboard: 'Y',
      });
    expect((await prize(c!.token)).json.errorCode).toBe('mission.claim.closed');
    await jump(now + 2 * HOUR + 1);
    const won = await prize(c!.token);
    expect(won.status, JSON.stringify(won.json)).toBe(200);
    expect(won.json.value).toMatchObject({ claimed: 1, bonusAmount: 100 });
    expect(await bonusOf(c!.id)).toBe(10_000n);
    expect((await prize(c!.token)).json.errorCode).toBe('mission.already.claimed');
    expect((await prize(a!.token)).json.errorCode).toBe('mission.not.ranked'); // rank 3 has no prize
    expect((await prize(d!.token)).json.errorCode).toBe('mission.not.ranked');
    const bRow = (await memberCall(b!.token).get(`/wps/relay/MCSFE_getMissionLeaderboard?missionId=${id}`))
      .json.value.self;
    expect(bRow).toMatchObject({ rank: 2, claimStatus: 'C', reward: { pointAmount: 50 } });
    await jump(now + 2 * HOUR + 2 * DAY + 1);
    expect((await prize(b!.token)).json.errorCode).toBe('mission.claim.closed');
    const expired = (await memberCall(b!.token).get(`/wps/relay/MCSFE_getMissionLeaderboard?missionId=${id}`))
      .json.value.self;
    expect(expired.claimStatus).toBe('E');
    const cClaims = (await owner('GET', `/bo/v1/missions/${id}/claims`)).json.value;
    expect(cClaims).toEqual([expect.objectContaining({ rank: 1, bonusAmount: 100, milestoneId: null })]);
    const boBoard = (await owner('GET', `/bo/v1/missions/${id}/leaderboard`)).json.value;
    expect(boBoard.map((r: { username: string }) => r.username)).toEqual(
      [c, b, a, d].map((x) => nameOf(x!.id)),
    );
  });

  it('claims after the end are open during the claim days, milestones after that are expired', async () => {
    const id = (await owner('POST', '/bo/v1/missions', missionBody(now - 2 * HOUR, now - HOUR))).json.value;
    const m = await registerMember(t, 'me');
    await bet(m.id, gameA, now - 90 * 60_000, 1_000n, 0n);
    const list = async () =>
      (
        await memberCall(m.token).get(`/wps/relay/MCSFE_getMissionMilestones?missionId=${id.id}`)
      ).json.value.list.map((x: { status: string }) => x.status);
    expect(await list()).toEqual(['C', 'E', 'E']);
    await jump(now + 2 * DAY);
    expect(await list()).toEqual(['E', 'E', 'E']);
    const late = await memberCall(m.token).post('/wps/relay/MCSFE_claimMissionRewards', {
      milestoneId: id.milestones[0].id,
    });
    expect(late.json.errorCode).toBe('mission.claim.closed');
  });

  it('back office: rewards.read reads, rewards.manage edits (OPERATIONS yes, SUPPORT and READ_ONLY no), audited', async () => {
    expect((await support('GET', '/bo/v1/missions')).status).toBe(200);
    expect((await readOnly('GET', `/bo/v1/missions/${missionId}`)).status).toBe(200);
    const body = missionBody(now + DAY, now + 2 * DAY);
    expect((await support('POST', '/bo/v1/missions', body)).json.errorCode).toBe('permission.denied');
    expect((await readOnly('PUT', `/bo/v1/missions/${missionId}`, body)).json.errorCode).toBe(
      'permission.denied',
    );
    const created = await ops('POST', '/bo/v1/missions', body);
    expect(created.status).toBe(200);
    const edited = await ops('PUT', `/bo/v1/missions/${created.json.value.id}`, {
      ...body,
      title: { TW: '新任務' },
      milestones: body.milestones.slice(0, 1),
    });
    expect(edited.json.value).toMatchObject({ title: { TW: '新任務' } });
    expect(edited.json.value.milestones).toHaveLength(1);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('target', '=', `mission:${created.json.value.id}`)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['mission.create', 'mission.update']);
    const bad = await ops('POST', '/bo/v1/missions', { ...body, endTime: body.startTime });
    expect(bad.json.errorCode).toBe('request_param_err');
  });
});

describe('demo seed', () => {
  it('has one ongoing ranked mission with valid-bet milestones of 100, 500 and 2,000', async () => {
    const list = (await owner('GET', '/bo/v1/missions')).json.value as {
      title: { EN: string };
      status: string;
      ranked: boolean;
      milestones: { conditions: { kind: string; target: number }[] }[];
    }[];
    const demoMission = list.find((m) => m.title.EN === 'Betting challenge');
    expect(demoMission).toMatchObject({ status: 'O', ranked: true });
    expect(demoMission!.milestones.map((m) => m.conditions)).toEqual(
      [100, 500, 2000].map((target) => [expect.objectContaining({ kind: 'VALID_BET', target })]),
    );
  });
});
