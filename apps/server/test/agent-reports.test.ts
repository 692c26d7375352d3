// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedger, type Ledger } from '../src/modules/wallet/ledger.ts';
import { createAgentRebates, payoutsOf } from '../src/modules/agent-reports/rebate-payouts.ts';
import { localDate, zoneStart, addDays } from '../src/modules/agent-reports/periods.ts';
import {
  demo,
  demoMerchantId,
  registerMember,
  setModule,
  startTestApp,
  type TestContext,
} from './harness.ts';

// Issue 17 item 2 (decision 0055): the agent centre's reports and the agent rebate payouts. A small tree
//   A (agent) ─┬─ S (sub-agent) ── P2 (player)
//              └─ P1 (player)
//   X (another agent) ── Q (player)
// with deposits, withdrawals, fees, bonuses, rebates, a salary and settled bets; every figure is checked
// against the hand computation in the comments.

let t: TestContext;
let ledger: Ledger;
let merchantId: number;
const TZ = 'Asia/Taipei';
const now = new Date();
const today = localDate(now, TZ);
const yesterday = addDays(today, -1);
const dayStart = zoneStart(today, TZ);

type M = { token: string; id: number; username: string };
let A: M, S: M, P1: M, P2: M, X: M, Q: M;
let rng: { id: number; vendor_code: string };

async function member(prefix: string, type = 0, parent?: M): Promise<M> {
  const m = await registerMember(t, prefix);
  await t.db
    .updateTable('customer')
    .set({ type: type === 0 ? undefined : type, parent_id: parent?.id ?? null })
    .where('id', '=', m.id)
    .execute();
  const row = await t.db
    .selectFrom('customer')
    .select('username')
    .where('id', '=', m.id)
    .executeTakeFirstOrThrow();
  return { ...m, username: row.username };
}
async function rebates(m: M, values: Record<string, number>) {
  await t.db
    .insertInto('customer_rebate')
    .values(
      Object.entries(values).map(([product, value]) => ({
        merchant_id: merchantId,
        customer_id: m.id,
        product,
        value,
      })),
    )
    .execute();
}
let serial = 0;
const key = (s: string) => `ar-test:${s}:${serial++}`;
async function move(
  type: Parameters<Ledger['transfer']>[0]['type'],
  from: object,
  to: object,
  amount: bigint,
  meta = {},
) {
  await ledger.transfer({
    merchantId,
    key: key(type),
    type,
    from: from as never,
    to: to as never,
    amount,
    meta,
  });
}
async function bet(m: M, stake: bigint, win: bigint, at: Date): Promise<string> {
  const row = await t.db
    .insertInto('bet_record')
    .values({
      merchant_id: merchantId,
      customer_id: m.id,
      vendor_code: rng.vendor_code,
      game_id: rng.id,
      round_id: key('round'),
      bet_amount: stake,
      win_amount: win,
      status: 'SETTLED',
      placed_at: at,
      settled_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are checked field by field
type Answer = { value: any; errorCode?: string };
const get = (m: M, path: string) =>
  t.app.inject({ url: path, headers: demo({ authorization: m.token }) }).then((r) => ({
    status: r.statusCode,
    json: r.json() as Answer,
  }));
const cash = async (m: M) =>
  BigInt(
    (
      await t.db
        .selectFrom('ledger_account')
        .select('balance')
        .where('owner_id', '=', m.id)
        .where('kind', '=', 'cash')
        .where('ledger', '=', 'cash')
        .executeTakeFirst()
    )?.balance ?? 0n,
  );
const accrualCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('ledger_transfer')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('type', '=', 'commission_accrue')
        .where('idempotency_key', 'like', 'agent-rebate:%')
        .where((eb) =>
          eb(
            eb.ref('meta', '->>').key('memberId' as never),
            'in',
            [P1, P2, S].map((m) => String(m.id)),
          ),
        )
        .executeTakeFirstOrThrow()
    ).n,
  );

let baselineCash = 0n;
const betIds: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  ledger = createLedger(t.db);
  merchantId = await demoMerchantId(t);
  rng = await t.db
    .selectFrom('game as g')
    .innerJoin('game_vendor as v', 'v.code', 'g.vendor_code')
    .select(['g.id', 'g.vendor_code'])
    .where('v.game_type', '=', 'RNG')
    .orderBy('g.id')
    .executeTakeFirstOrThrow();
  A = await member('aga', 1);
  S = await member('ags', 1, A);
  P1 = await member('agp', 0, A);
  P2 = await member('agq', 0, S);
  X = await member('agx', 1);
  Q = await member('agy', 0, X);
  await rebates(A, { LOTT: 1980, RNG: 100 });
  await rebates(S, { LOTT: 1960, RNG: 60 });
  await rebates(P1, { LOTT: 1950, RNG: 20 });
  await rebates(P2, { LOTT: 1940, RNG: 0 });
  await rebates(X, { RNG: 100 });
  // What the team held before the test's money moves (registration may grant something).
  for (const m of [A, S, P1, P2]) baselineCash += await cash(m);

  // Logins: only P1 and P2 log in today (registration's own rows are removed); P2's sessions end.
  await t.db
    .deleteFrom('member_login')
    .where(
      'customer_id',
      'in',
      [A, S, P1, P2].map((m) => m.id),
    )
    .execute();
  for (const m of [P1, P2]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: demo(),
      payload: { username: m.username, password: 'Secret#123' },
    });
    expect(res.statusCode, res.body).toBe(200);
    // A new login ends the member's other sessions.
    m.token = (res.json() as { value: { token: string } }).value.token;
  }
  await t.db
    .updateTable('session')
    .set({ revoked_at: new Date() })
    .where('customer_id', '=', P2.id)
    .execute();

  const cashOf = (m: M) => ({ kind: 'cash', ownerId: m.id });
  const clearing = { kind: 'paymentClearing', ref: 'test' };
  // P1: deposit 1000.00, fee 5.00, withdrawal 200.00 paid out, bonus 30.00, lottery rebate 1.50.
  await move('deposit', clearing, cashOf(P1), 100_000n);
  await move('deposit_fee', cashOf(P1), { kind: 'houseIncome' }, 500n);
  const reserve = await ledger.transfer({
    merchantId,
    key: key('wr'),
    type: 'withdraw_reserve',
    from: cashOf(P1) as never,
    to: { kind: 'withdrawHold', ownerId: P1.id },
    amount: 20_000n,
  });
  await ledger.transfer({
    merchantId,
    key: key('wp'),
    type: 'withdraw_post',
    from: { kind: 'withdrawHold', ownerId: P1.id },
    to: { kind: 'paymentClearing', ref: 'payout' },
    amount: 20_000n,
    resolves: reserve.transferId,
  });
  await move('bonus', { kind: 'bonusExpense' }, { kind: 'bonus', ownerId: P1.id }, 3_000n);
  await move('lottery_rebate', { kind: 'lotteryFloat' }, cashOf(P1), 150n);
  // P2 deposits 500.00, S 100.00.
  await move('deposit', clearing, cashOf(P2), 50_000n);
  await move('deposit', clearing, cashOf(S), 10_000n);
  // A: a daily salary of 12.00, accrued then paid.
  await move(
    'commission_accrue',
    { kind: 'agentExpense' },
    { kind: 'commissionPayable', ownerId: A.id },
    1_200n,
    {
      kind: 'daily_salary',
    },
  );
  await move('daily_salary', { kind: 'commissionPayable', ownerId: A.id }, cashOf(A), 1_200n);
  // Bets (RNG): P1 100.00 wins 150.00; P2 200.00 wins 50.00; S 10.00 loses; P2 7.00 a second before
  // today began (yesterday); Q (X's team) 40.00.
  const at = new Date(Math.min(now.getTime(), Date.now()) - 5 * 60_000);
  const inToday = at < dayStart ? dayStart : at;
  betIds.push(await bet(P1, 10_000n, 15_000n, inToday));
  betIds.push(await bet(P2, 20_000n, 5_000n, inToday));
  betIds.push(await bet(S, 1_000n, 0n, inToday));
  betIds.push(await bet(P2, 700n, 0n, new Date(dayStart.getTime() - 1000)));
  await bet(Q, 4_000n, 0n, inToday);
  // The payouts start from two days ago (the migration started them at its own time).
  await t.db
    .updateTable('agent_rebate_cursor')
    .set({ settled_at: zoneStart(addDays(today, -2), TZ), bet_id: '0' })
    .execute();
});
afterAll(async () => {
  await t?.close();
});

describe('agent rebate payouts', () => {
  it('pays each upline its rebate difference per bet, floored, once', async () => {
    const rebates = createAgentRebates(t.db, ledger);
    const before = { A: await cash(A), S: await cash(S), P1: await cash(P1) };
    await rebates.run();
    // RNG bp: A 100, S 60, P1 20, P2 0. P1 100.00 → A 0.80; P2 200.00 → S 1.20, A 0.80; S 10.00 → A 0.04;
    // P2 7.00 → S 0.042 → 0.04, A 0.028 → 0.02. A: 1.66, S: 1.24. X's rate pays nothing (Q has no row,
    // 0 bp: X 100 bp of 40.00 = 0.40). Each bettor's own rate is its own rebate (decision 0057): P1 100.00 ×
    // 20 bp = 0.20, S 10.00 × 60 bp = 0.06 (so S: 1.30), P2 0 bp nothing.
    const p1Before = before.P1;
    expect((await cash(A)) - before.A).toBe(166n);
    expect((await cash(S)) - before.S).toBe(130n);
    expect((await cash(P1)) - p1Before).toBe(20n);
    expect(await accrualCount()).toBe(6);
    const accrual = await t.db
      .selectFrom('ledger_transfer')
      .select(['meta', 'amount'])
      .where('idempotency_key', '=', `agent-rebate:${betIds[1]}:${S.id}`)
      .executeTakeFirstOrThrow();
    expect(accrual.amount).toBe(120n);
    expect(accrual.meta).toMatchObject({
      kind: 'agent_rebate',
      memberId: P2.id,
      betId: betIds[1],
      product: 'RNG',
    });
    // Again: nothing more.
    await rebates.run();
    expect((await cash(A)) - before.A).toBe(166n);
    expect(await accrualCount()).toBe(6);
    expect(await ledger.invariantViolations(merchantId)).toEqual([]);
  });

  it('pays once when two nodes run together, and catches up a period missed while down', async () => {
    const node1 = createAgentRebates(t.db, createLedger(t.db));
    const node2 = createAgentRebates(t.db, createLedger(t.db));
    const before = await cash(A);
    // P1 bets 50.00 → A 0.40.
    await bet(P1, 5_000n, 0n, new Date(Date.now() - 2 * 60_000));
    await Promise.all([node1.run(), node2.run(), node1.run()]);
    expect((await cash(A)) - before).toBe(40n);
    expect(await accrualCount()).toBe(7);
    // Decision 0058: a bet is paid by the first run after it was written, whatever settle time it carries
    // (before, one settling tomorrow at 01:00 waited until then, and one written in the past behind the
    // cursor was never paid): P1 33.33 → A 3333 × 80 / 10 000 = 26.664 → 0.26.
    const later = new Date(zoneStart(addDays(today, 1), TZ).getTime() + 3_600_000);
    await bet(P1, 3_333n, 0n, later);
    await node1.run();
    expect((await cash(A)) - before).toBe(66n);
    await node2.run();
    expect((await cash(A)) - before).toBe(66n);
    expect(await accrualCount()).toBe(8);
    // Rounds settled again after the cursor passed them (a vendor's late win moves the settle time): the
    // same stake pays nothing more; a changed stake pays the difference (P2 200.00 → 300.00: S + 0.60,
    // A + 0.40), and back to 200.00 takes it back (decision 0058; before, the first payout stood).
    const again = new Date(later.getTime() + 60_000);
    const original = await t.db
      .selectFrom('bet_record')
      .select(['id', 'settled_at'])
      .where('id', 'in', [betIds[0]!, betIds[1]!])
      .execute();
    await t.db.updateTable('bet_record').set({ settled_at: again }).where('id', '=', betIds[0]!).execute();
    await t.db
      .updateTable('bet_record')
      .set({ settled_at: again, bet_amount: 30_000n })
      .where('id', '=', betIds[1]!)
      .execute();
    const sBefore = await cash(S);
    await node1.run();
    expect((await cash(A)) - before).toBe(106n);
    expect((await cash(S)) - sBefore).toBe(60n);
    expect(await accrualCount()).toBe(10);
    // Back as they were for the reports below: the differences are clawed back, the reports net them.
    await t.db.updateTable('bet_record').set({ bet_amount: 20_000n }).where('id', '=', betIds[1]!).execute();
    for (const o of original)
      await t.db.updateTable('bet_record').set({ settled_at: o.settled_at }).where('id', '=', o.id).execute();
    await Promise.all([node1.run(), node2.run()]);
    expect((await cash(A)) - before).toBe(66n);
    expect((await cash(S)) - sBefore).toBe(0n);
    const clawed = await t.db
      .selectFrom('ledger_transfer')
      .select(['type', 'amount'])
      .where('idempotency_key', 'like', `rebate-clawback:${betIds[1]}:%`)
      .orderBy('amount')
      .execute();
    expect(clawed).toEqual([
      { type: 'agent_rebate_clawback', amount: 40n },
      { type: 'agent_rebate_clawback', amount: 60n },
    ]);
    expect(await ledger.invariantViolations(merchantId)).toEqual([]);
  });

  it('computes LOTT by series over the base and skips cancelled orders', () => {
    const base = {
      id: '1',
      merchant_id: 1,
      customer_id: 10,
      bet_amount: 12_345n,
      settled_at: new Date(),
      vendor_code: 'LOTT',
      game_type: 'ELOTT',
      game_code: 'SSC1',
      order_status: 'LOST' as const,
      status: 'SETTLED' as const,
      rebate_changed_at: new Date(),
    };
    const values = new Map([
      [10, new Map([['LOTT', 1940]])],
      [11, new Map([['LOTT', 1960]])],
      [12, new Map([['LOTT', 1980]])],
    ]);
    const ups = [
      { id: 11, type: 1 },
      { id: 12, type: 1 },
    ];
    // Base 2000: S (1960 − 1940) / 2000 × 123.45 = 1.2345 → 1.23; A (1980 − 1960) / 2000 → 1.23.
    expect(payoutsOf(base, ups, values).map((p) => [p.agentId, p.amount, p.product])).toEqual([
      [11, 123n, 'LOTT'],
      [12, 123n, 'LOTT'],
    ]);
    // A middle agent without a row: it earns nothing and A earns only above the highest below it.
    const gap = new Map([...values].filter(([id]) => id !== 11));
    expect(payoutsOf(base, ups, gap).map((p) => [p.agentId, p.amount])).toEqual([[12, 246n]]);
    // A player without a row bets up to the game's maximum: nothing above it.
    const noRow = new Map([...values].filter(([id]) => id !== 10));
    expect(payoutsOf(base, ups, noRow)).toEqual([]);
    expect(payoutsOf({ ...base, order_status: 'CANCELLED' }, ups, values)).toEqual([]);
    // A non-agent upline earns nothing.
    expect(
      payoutsOf(
        base,
        [
          { id: 11, type: 0 },
          { id: 12, type: 1 },
        ],
        values,
      ).map((p) => p.agentId),
    ).toEqual([12]);
  });
});

describe('agent reports', () => {
  it('team overview', async () => {
    const r = await get(A, '/wps/agent/reports/overview?period=today');
    expect(r.status).toBe(200);
    const v = r.json.value;
    expect([v.timeZone, v.startDate, v.endDate]).toEqual([TZ, today, today]);
    // Logins: P1, P2. Registrations and first deposits today: S, P1, P2. Online: S and P1 (P2's ended).
    expect(v.today).toEqual({ logins: 2, registrations: 3, firstDeposits: 3, online: 2 });
    // Cash: A 12.00 + 1.66 + 0.66; S 100.00 + 1.24; P1 1000 − 5 − 200 + 1.50; P2 500.00.
    expect(v.balances).toEqual({
      // Plus the bettors' own game rebates (decision 0057): P1 0.20 + 0.10 + 0.06, S 0.06.
      teamBalance: Number(baselineCash + 1_200n + 166n + 66n + 10_124n + 79_650n + 50_000n + 42n) / 100,
      teamSize: 3,
      directCount: 2,
      directActive: 2,
    });
    // Rebates today: lottery 1.50, agent rebates paid A 2.32 and S 1.24; bets today 100 + 200 + 10 + 50.
    const day = {
      logins: 2,
      registrations: 3,
      firstDeposits: 3,
      registeredAndDeposited: 3,
      promoted: 1,
      depositors: 3,
      withdrawers: 1,
      bettors: 3,
      promotion: 30,
      deposit: 1600,
      withdraw: 200,
      validBet: 360,
      companyWinLoss: 160, // 360 − 200
      // wins − bets + rebates (with the own game rebates 0.42) + promotions
      teamProfitLoss: -124.52, // −160 + 1.50 + 2.32 + 1.24 + 0.42 + 30
    };
    expect(v.days).toHaveLength(1);
    expect(v.days[0]).toEqual({ date: today, ...day });
    expect(v.total).toEqual(day);

    const y = (await get(A, '/wps/agent/reports/overview?period=yesterday')).json.value;
    expect(y.days[0]).toMatchObject({ date: yesterday, bettors: 1, validBet: 7, companyWinLoss: 7 });
    expect(y.balances.directActive).toBe(0);
    // A player is not an agent; a custom range over 93 days is refused.
    expect((await get(P1, '/wps/agent/reports/overview')).json.errorCode).toBe('error_not_agent');
    const long = await get(
      A,
      '/wps/agent/reports/overview?period=custom&startDate=2026-01-01&endDate=2026-06-01',
    );
    expect([long.status, long.json.errorCode]).toEqual([400, 'request_param_err']);
  });

  it('answers function.not.available while its flag is off', async () => {
    for (const [flag, path] of [
      ['TEAMBETTING3', 'betting?scope=team'],
      ['AGETEAMPNL3', 'profit'],
      ['AGEREV3', 'income'],
      ['AGENTCEN3', 'overview'],
    ] as const) {
      await setModule(t, flag, false);
      try {
        const r = await get(A, `/wps/agent/reports/${path}`);
        expect([r.status, r.json.errorCode], flag).toEqual([400, 'function.not.available']);
      } finally {
        await setModule(t, flag, true);
      }
      expect((await get(A, `/wps/agent/reports/${path}`)).status).toBe(200);
    }
  });

  it('team betting: self, team, one user, and only its own team', async () => {
    const team = (await get(A, '/wps/agent/reports/betting?period=today&scope=team')).json.value;
    expect(team.totalCount).toBe(4);
    expect(team.summary).toEqual({ betAmount: 360, validBet: 360, winAmount: 200, profitAndLoss: -160 });
    expect(new Set(team.rows.map((r: { username: string }) => r.username))).toEqual(
      new Set([P1.username, P2.username, S.username]),
    );
    expect((await get(A, '/wps/agent/reports/betting?period=today&scope=self')).json.value.totalCount).toBe(
      0,
    );
    const p2 = (await get(A, `/wps/agent/reports/betting?period=yesterday&scope=user&user=${P2.username}`))
      .json.value;
    expect(p2.rows).toHaveLength(1);
    expect(p2.rows[0]).toMatchObject({
      username: P2.username,
      betAmount: 7,
      winAmount: 0,
      profitAndLoss: -7,
    });
    // Swapped: X asks for A's member, A for X's; nobody for itself.
    for (const [agent, user] of [
      [X, P1],
      [A, Q],
      [A, A],
      [S, P1],
    ] as const) {
      const r = await get(agent, `/wps/agent/reports/betting?scope=user&user=${user.username}`);
      expect([r.status, r.json.errorCode]).toEqual([404, 'agent.downline.not.found']);
    }
  });

  it('user profit and loss: personal, team by direct downline, drill-down', async () => {
    // P1's 150.00 win was paid as 130.00 and a 20.00 jackpot (the house vendor's `:jackpot` win); Q (X's
    // team) won a 9.00 jackpot; a refused jackpot (not OK) counts for nobody.
    const roundOf = async (id: string) =>
      await t.db
        .selectFrom('bet_record')
        .select(['round_id', 'vendor_code', 'customer_id'])
        .where('id', '=', id as never)
        .executeTakeFirstOrThrow();
    const q = await t.db
      .selectFrom('bet_record')
      .select(['round_id', 'vendor_code', 'customer_id'])
      .where('customer_id', '=', Q.id)
      .executeTakeFirstOrThrow();
    const p1Round = await roundOf(betIds[0]!);
    const p2Round = await roundOf(betIds[1]!);
    const vtx = (
      r: { round_id: string; vendor_code: string; customer_id: number },
      suffix: string,
      amount: bigint,
      status = 'OK',
    ) => ({
      vendor_code: r.vendor_code,
      transaction_id: `${r.round_id}:${suffix}`,
      kind: 'win' as const,
      merchant_id: merchantId,
      customer_id: r.customer_id,
      round_id: r.round_id,
      bet_transaction_id: `${r.round_id}:bet`,
      amount,
      request_hash: 'test',
      status,
      balance_after: 0n,
    });
    await t.db
      .insertInto('vendor_tx')
      .values([
        vtx(p1Round, 'win', 13_000n),
        vtx(p1Round, 'jackpot', 2_000n),
        vtx(q, 'jackpot', 900n),
        vtx(p2Round, 'jackpot', 5_000n, 'BET_NOT_FOUND'),
      ])
      .execute();
    const v = (await get(A, '/wps/agent/reports/profit?period=today&scope=team')).json.value;
    const zero = {
      deposit: 0,
      withdraw: 0,
      betAmount: 0,
      validBet: 0,
      winAmount: 0,
      rebate: 0,
      salary: 0,
      dividend: 0,
      promotion: 0,
      depositFee: 0,
      profitAndLoss: 0,
      grossProfitLoss: 0,
      jackpotWin: 0,
    };
    // The P&L column: wins − bets + rebate + salary + dividend + promotion − deposit fee.
    const a = { ...zero, rebate: 2.32, salary: 12, grossProfitLoss: 14.32 };
    const s = {
      ...zero,
      deposit: 600,
      betAmount: 210,
      validBet: 210,
      winAmount: 50,
      rebate: 1.3, // 1.24 and S's own game rebate 0.06
      profitAndLoss: -160,
      grossProfitLoss: -158.7, // -160 + 1.30
    };
    const p1 = {
      ...zero,
      deposit: 1000,
      withdraw: 200,
      betAmount: 150,
      validBet: 150,
      winAmount: 150,
      rebate: 1.86, // lottery 1.50 and its own game rebates 0.20 + 0.10 + 0.06
      promotion: 30,
      depositFee: 5,
      profitAndLoss: 0,
      grossProfitLoss: 26.86, // 0 + 1.86 + 30 − 5
      jackpotWin: 20,
    };
    expect(v.rows).toEqual([
      { customerId: A.id, username: A.username, self: true, isAgent: false, ...a },
      ...[
        { customerId: S.id, username: S.username, self: false, isAgent: true, ...s },
        { customerId: P1.id, username: P1.username, self: false, isAgent: false, ...p1 },
      ].sort((x, y) => x.username.localeCompare(y.username)),
    ]);
    expect(v.total).toEqual({
      deposit: 1600,
      withdraw: 200,
      betAmount: 360,
      validBet: 360,
      winAmount: 200,
      rebate: 5.48,
      salary: 12,
      dividend: 0,
      promotion: 30,
      depositFee: 5,
      profitAndLoss: -160,
      // -160 + 5.48 + 12 + 30 − 5 (= 14.32 − 158.70 + 26.86)
      grossProfitLoss: -117.52,
      jackpotWin: 20,
    });
    const personal = (await get(A, '/wps/agent/reports/profit?period=today&scope=personal')).json.value;
    expect(personal.rows).toEqual([
      { customerId: A.id, username: A.username, self: true, isAgent: false, ...a },
    ]);
    // A game category: bets and wins only.
    const rngTab = (await get(A, '/wps/agent/reports/profit?period=today&scope=team&product=RNG')).json.value;
    expect(rngTab.total).toEqual({
      ...zero,
      betAmount: 360,
      validBet: 360,
      winAmount: 200,
      profitAndLoss: -160,
      grossProfitLoss: -160,
      jackpotWin: 20,
    });
    const live = (await get(A, '/wps/agent/reports/profit?period=today&scope=team&product=LIVE')).json.value;
    expect(live.total).toEqual(zero);
    // Into S's team: S itself and P2.
    const drill = (await get(A, `/wps/agent/reports/profit?period=today&scope=team&member=${S.id}`)).json
      .value;
    expect(drill.path.map((p: { username: string }) => p.username)).toEqual([A.username, S.username]);
    expect(drill.rows).toEqual([
      {
        customerId: S.id,
        username: S.username,
        self: true,
        isAgent: false,
        ...zero,
        deposit: 100,
        betAmount: 10,
        validBet: 10,
        rebate: 1.3,
        profitAndLoss: -10,
        grossProfitLoss: -8.7,
      },
      {
        customerId: P2.id,
        username: P2.username,
        self: false,
        isAgent: false,
        ...zero,
        deposit: 500,
        betAmount: 200,
        validBet: 200,
        winAmount: 50,
        profitAndLoss: -150,
        grossProfitLoss: -150,
      },
    ]);
    for (const [agent, id] of [
      [X, S.id],
      [A, Q.id],
      [A, X.id],
      [S, A.id],
    ] as const) {
      const r = await get(agent, `/wps/agent/reports/profit?scope=team&member=${id}`);
      expect([r.status, r.json.errorCode]).toEqual([404, 'agent.downline.not.found']);
    }
  });

  it('my income: rebates, salaries and each direct downline’s contribution', async () => {
    // A's own lottery play earns it 0.30 of rebate (after the reports above were checked).
    await move('lottery_rebate', { kind: 'lotteryFloat' }, { kind: 'cash', ownerId: A.id }, 30n);
    const v = (await get(A, '/wps/agent/reports/income?period=today')).json.value;
    // A: agent rebates 1.66 + 0.40 + 0.26 = 2.32 (from P1 1.46, from S's team 0.86), salary 12.00,
    // its own lottery rebate 0.30.
    expect(v).toMatchObject({
      gameplayRebate: 0.3,
      lotteryRebate: 0,
      otherRebate: 2.32,
      dividend: 0,
      dailySalary: 12,
      hourlySalary: 0,
      realtimeSalary: 0,
      total: 14.62,
    });
    // 1.46 / 14.62 = 9.986…% → 9.99; 0.86 / 14.62 = 5.882…% → 5.88.
    expect(v.contributions).toEqual([
      { customerId: P1.id, username: P1.username, amount: 1.46, percent: 9.99 },
      { customerId: S.id, username: S.username, amount: 0.86, percent: 5.88 },
    ]);
    // The level tree: S's 0.86 is its own 0.04 and P2's 0.80 + 0.02 = 0.82 (0.82 / 14.62 = 5.608…% → 5.61).
    expect(v.levels).toEqual([
      {
        customerId: P1.id,
        username: P1.username,
        parentId: A.id,
        level: 1,
        personal: 1.46,
        subordinate: 0,
        amount: 1.46,
        percent: 9.99,
      },
      {
        customerId: S.id,
        username: S.username,
        parentId: A.id,
        level: 1,
        personal: 0.04,
        subordinate: 0.82,
        amount: 0.86,
        percent: 5.88,
      },
      {
        customerId: P2.id,
        username: P2.username,
        parentId: S.id,
        level: 2,
        personal: 0.82,
        subordinate: 0,
        amount: 0.82,
        percent: 5.61,
      },
    ]);
    const s = (await get(S, '/wps/agent/reports/income?period=today')).json.value;
    // S also played: its own game rebate 0.06 is its gameplay rebate; 1.24 / 1.30 = 95.38%.
    expect(s).toMatchObject({ gameplayRebate: 0.06, otherRebate: 1.24, total: 1.3 });
    expect(s.contributions).toEqual([
      { customerId: P2.id, username: P2.username, amount: 1.24, percent: 95.38 },
    ]);
    expect(s.levels).toEqual([
      {
        customerId: P2.id,
        username: P2.username,
        parentId: S.id,
        level: 1,
        personal: 1.24,
        subordinate: 0,
        amount: 1.24,
        percent: 95.38,
      },
    ]);
  });

  it('downline transactions by user or type, in its own team only', async () => {
    const p1 = (await get(A, `/wps/agent/reports/transactions?period=today&user=${P1.username}`)).json.value;
    // Cash and bonus wallet entries of P1: deposit, fee, withdrawal reserve, bonus, lottery rebate.
    expect(
      p1.rows.map((r: { type: string; amount: number; username: string }) => [r.type, r.amount]).sort(),
    ).toEqual(
      [
        ['bonus', 30],
        ['deposit', 1000],
        ['deposit_fee', -5],
        ['lottery_rebate', 1.5],
        ['withdraw_reserve', -200],
        // Its own game rebates (decision 0057), paid today.
        ['game_rebate', 0.2],
        ['game_rebate', 0.1],
        ['game_rebate', 0.06],
      ].sort(),
    );
    expect(p1.rows[0].balanceAfter).toBeTypeOf('number');
    const deposits = (await get(A, '/wps/agent/reports/transactions?period=today&type=deposit')).json.value;
    expect(deposits.totalCount).toBe(3);
    expect(deposits.rows.reduce((s: number, r: { amount: number }) => s + r.amount, 0)).toBe(1600);
    // The agent's own rows are not its downline's.
    const salaries = (await get(A, '/wps/agent/reports/transactions?period=today&type=daily_salary')).json
      .value;
    expect(salaries.totalCount).toBe(0);
    const none = await get(A, '/wps/agent/reports/transactions?period=today');
    expect([none.status, none.json.errorCode]).toEqual([400, 'request_param_err']);
    for (const [agent, user] of [
      [X, P1],
      [A, Q],
      [S, P1],
    ] as const) {
      const r = await get(agent, `/wps/agent/reports/transactions?user=${user.username}`);
      expect([r.status, r.json.errorCode]).toEqual([404, 'agent.downline.not.found']);
    }
  });
});

describe("a member's own lottery series", () => {
  it('caps the series it may bet and the bonus details', async () => {
    const { gameByCode } = await import('@portal/lottery/games');
    const { slotAt } = await import('@portal/lottery/schedule');
    const ssc1 = gameByCode('SSC1')!;
    // Sales of SSC1 close 10 s before each minute's draw: wait for the next numero when that is near.
    const slot = slotAt(ssc1, Date.now());
    if (slot.closeTime - Date.now() < 8_000)
      await new Promise((r) => setTimeout(r, slot.drawTime - Date.now() + 500));
    await t.app.lotteryDraws.ensureDraws(Date.now());
    const order = (series: number) =>
      t.app.inject({
        method: 'POST',
        url: '/lgw/orders',
        headers: demo({ authorization: S.token }),
        payload: {
          gameCode: 'SSC1',
          numero: slotAt(ssc1, Date.now()).numero,
          lines: [{ playCode: 'dingweidan', content: '1||||', bettingMode: 1, multiple: 1, series }],
          requestId: `ar-${series}-${Math.random().toString(36).slice(2)}`,
        },
      });
    // S's LOTT is 1960: 1980 (the game allows it) is refused, 1960 is taken.
    const high = await order(1980);
    expect([high.statusCode, high.json().errorCode]).toEqual([400, 'lottery.series.invalid']);
    const ok = await order(1960);
    expect(ok.statusCode, ok.body).toBe(200);
    // The team's betting record shows the order's draw, content and series.
    const rows = (await get(A, `/wps/agent/reports/betting?period=today&scope=user&user=${S.username}`)).json
      .value.rows as { status: string; betAmount: number; lottery: Record<string, unknown> | null }[];
    const lottery = rows.find((r) => r.lottery !== null);
    expect(lottery).toMatchObject({
      status: 'OPEN',
      lottery: {
        numero: expect.stringMatching(/^\d{8}-\d{4}$/),
        content: '1||||',
        series: 1960,
        winNo: null,
      },
    });
    expect(rows.filter((r) => r.lottery === null)).toHaveLength(1); // S's RNG round
    const bonus = await t.app.inject({
      url: '/wps/relay/MCSFE_lottoGameBonus',
      headers: demo({ authorization: S.token }),
    });
    expect(bonus.json().value.selected).toMatchObject({
      maxBetSeries: 1960,
      series: 1960,
      impliedRebate: '0.00',
    });
  });
});
