// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGrants, type Grants } from '../src/modules/wallet/grants.ts';
import { createLedger, type Ledger } from '../src/modules/wallet/ledger.ts';
import { pointsForBet, pointsToCash } from '../src/modules/points/service.ts';
import { DEMO_MEMBER_POINTS } from '../src/db/seed/demo-points.ts';
import { clock } from '../src/lib/clock.ts';
import { demo, demoMerchantId, registerMember, startTestApp, type TestContext } from './harness.ts';
import { staffSession } from './bo-staff.ts';

// Issue 16 item 7, decision 0039: points arithmetic, the mall's redemptions (stock and points never below
// zero, one transaction), refunds exactly once, conversion, earning from turnover exactly once.

let t: TestContext;
let ledger: Ledger;
let grants: Grants;
let merchantId: number;
let ops: { id: number; token: string };
let support: { id: number; token: string };

beforeAll(async () => {
  t = await startTestApp();
  ledger = createLedger(t.db);
  grants = createGrants(t.db, ledger);
  merchantId = await demoMerchantId(t);
  ops = await staffSession(t, 'pts_ops', 'OPERATIONS');
  support = await staffSession(t, 'pts_support', 'SUPPORT');
});
afterAll(() => t?.close());
afterEach(async () => {
  expect(await ledger.invariantViolations(merchantId)).toEqual([]);
});

type Answer = {
  status: number;
  json: {
    success?: boolean;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely in assertions
    value?: any;
    errorCode?: string;
    message?: string;
  };
};
const member = async (
  method: 'GET' | 'POST',
  url: string,
  token: string,
  payload?: object,
): Promise<Answer> => {
  const res = await t.app.inject({
    method,
    url,
    headers: demo({ authorization: token, language: 'EN' }),
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, json: res.json() };
};
/** A back-office call of the demo merchant with a staff token. */
const bo = (_t: TestContext, token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { merchant: 'demo', authorization: token, language: 'EN', 'user-agent': 'points-test/1' },
    ...(payload ? { payload } : {}),
  });
const cashOf = async (id: number) =>
  (await ledger.balances(merchantId, id))
    .filter((r) => r.kind === 'cash')
    .reduce((s, r) => s + r.balance, 0n);

/** A member with a payment password and `points` points (and optionally cash). */
async function payer(points: bigint, cash = 0n) {
  const m = await registerMember(t, 'pt');
  const set = await member('POST', '/wps/relay/MCSFE_setPaymentPassword', m.token, {
    loginPassword: 'Secret#123',
    paymentPassword: '246810',
    confirmPaymentPassword: '246810',
  });
  expect(set.status, JSON.stringify(set.json)).toBe(200);
  if (points > 0n)
    await grants.grantPoints({ merchantId, customerId: m.id, key: `test-points:${m.id}`, points });
  if (cash > 0n)
    await grants.grantBonus({
      merchantId,
      customerId: m.id,
      key: `test-cash:${m.id}`,
      amount: cash,
      required: 0n,
      label: { TW: '測試' },
    });
  return m;
}

const item = {
  category: 'DIGITAL',
  name: { TW: '測試商品', EN: 'Test item', VI: 'Sản phẩm thử' },
  description: null,
  images: ['/demo/points/mug.svg'],
  pricePoints: 1_000,
  mixPoints: 400,
  mixMoney: 5.5,
  stock: 10,
  enabled: true,
  sort: 0,
};
async function newItem(over: Partial<typeof item> = {}): Promise<number> {
  const res = await bo(t, ops.token, 'POST', '/bo/v1/points/items', { ...item, ...over });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.id;
}
const redeemBody = (rewardId: number, over: object = {}) => ({
  rewardId,
  quantity: 1,
  redeemType: 'P',
  password: '246810',
  province: 'Taipei',
  remarks: 'Name:Lin Mei, Address:No. 1, Road A, Taipei, Mobile:0912345678',
  ...over,
});
const redeem = (token: string, body: object) =>
  member('POST', '/wps/relay/passwordCheck/MCSFE_redeemPointReward', token, body);
const balance = async (token: string) =>
  (await member('GET', '/wps/relay/MCS2_getPointBalance', token)).json.value.pointBalance as number;
const stockOf = async (id: number) =>
  (await t.db.selectFrom('point_mall_item').select('stock').where('id', '=', id).executeTakeFirstOrThrow())
    .stock;

describe('points arithmetic', () => {
  it('converts at the rate, rounding the cash down to the minor unit', () => {
    expect(pointsToCash(100n, 100, 2)).toBe(100n); // 100 points = 1.00
    expect(pointsToCash(150n, 100, 2)).toBe(150n); // 1.50
    expect(pointsToCash(1n, 3, 2)).toBe(33n); // 0.333… → 0.33
    expect(pointsToCash(2n, 3, 2)).toBe(66n); // 0.666… → 0.66, never rounded up
    expect(pointsToCash(1n, 1000, 2)).toBe(0n);
    expect(pointsToCash(7n, 2, 0)).toBe(3n);
  });
  it('earns whole multiples of the rule amount only', () => {
    expect(pointsForBet(999n, { points: 1, perAmount: 1000n })).toBe(0n);
    expect(pointsForBet(1000n, { points: 1, perAmount: 1000n })).toBe(1n);
    expect(pointsForBet(25_999n, { points: 2, perAmount: 1000n })).toBe(50n);
    expect(pointsForBet(5000n, { points: 0, perAmount: 1000n })).toBe(0n);
  });
});

describe('member calls', () => {
  it('serve both names; the demo mall, config and conversion types are seeded', async () => {
    const m = await payer(0n);
    for (const prefix of ['MCS2_', 'MCSFE_']) {
      expect((await member('GET', `/wps/relay/${prefix}getPointBalance`, m.token)).json.value).toEqual({
        pointBalance: 0,
      });
      const list = await member('GET', `/wps/relay/${prefix}getPointReward?page=1&size=50`, m.token);
      expect(list.json.value.list.length).toBeGreaterThanOrEqual(4);
    }
    const config = (await member('GET', '/wps/relay/MCSFE_getPointConfig', m.token)).json.value;
    expect(config).toMatchObject({ enabled: true, pointExchangeRate: 100, convertMin: 100 });
    expect(config.earnRules.find((r: { gameType: string }) => r.gameType === 'RNG')).toMatchObject({
      points: 2,
      perAmount: 10,
    });
    const types = (await member('GET', '/wps/relay/MCSFE_getPointRewardConversionType', m.token)).json.value;
    expect(types.types.map((x: { type: string }) => x.type)).toEqual(
      expect.arrayContaining(['DIGITAL', 'LIFESTYLE', 'VOUCHER', 'COLLECTIBLE']),
    );
    const vouchers = await member('GET', '/wps/relay/MCSFE_getPointReward?type=VOUCHER', m.token);
    expect(vouchers.json.value.list.every((r: { type: string }) => r.type === 'VOUCHER')).toBe(true);
    expect(vouchers.json.value.list[0]).toMatchObject({ displayPointMoneyAmt: 'Y', mpMoneyAmount: 30 });

    const demoMember = await t.db
      .selectFrom('customer')
      .select('id')
      .where('username', '=', 'demo_member')
      .executeTakeFirstOrThrow();
    expect(await grants.pointBalance(merchantId, demoMember.id)).toBe(DEMO_MEMBER_POINTS);
  });

  it('redeems for points only: stock, points, history in process, points rows of the account record', async () => {
    const id = await newItem({ stock: 5 });
    const m = await payer(5_000n);
    const res = await redeem(m.token, redeemBody(id, { quantity: 3 }));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.value).toMatchObject({ status: 'P', points: 3_000, cash: 0, pointBalance: 2_000 });
    expect(await stockOf(id)).toBe(2);
    expect(await balance(m.token)).toBe(2_000);

    const history = (await member('GET', '/wps/relay/MCS2_getRedeemPointList?page=1&size=10', m.token)).json
      .value;
    expect(history.totalCount).toBe(1);
    expect(history.list[0]).toMatchObject({
      rewardName: 'Test item',
      quantity: 3,
      status: 'P',
      name: 'Lin Mei',
      address: 'No. 1, Road A, Taipei',
      mobile: '0912345678',
      province: 'Taipei',
    });

    const detail = await member(
      'GET',
      '/wps/relay/ODSFE2_MemTransDet?accountTypeId=9&excludeTxTypeIds=9203&pageNo=1&pageSize=10',
      m.token,
    );
    expect(detail.status, JSON.stringify(detail.json)).toBe(200);
    expect(
      detail.json.value.rows.map((r: { type: string; amount: number; balanceAfter: number }) => [
        r.type,
        r.amount,
        r.balanceAfter,
      ]),
    ).toEqual([
      ['points_redeem', -3_000, 2_000],
      ['points', 5_000, 5_000],
    ]);
    // The main wallet's record has no points rows.
    const cashRows = (await member('GET', '/wps/relay/ODSFE2_MemTransDet?pageNo=1&pageSize=10', m.token)).json
      .value;
    expect(cashRows.rows).toEqual([]);
  });

  it('redeems for points plus cash: quantity × mpMoneyAmount leaves the main wallet in the same move', async () => {
    const id = await newItem();
    const m = await payer(1_000n, 2_000n);
    const res = await redeem(m.token, redeemBody(id, { quantity: 2, redeemType: 'M' }));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.value).toMatchObject({ points: 800, cash: 11, pointBalance: 200 });
    expect(await cashOf(m.id)).toBe(900n);
    // Not enough cash for another: refused, nothing taken (stock, points, row).
    const stock = await stockOf(id);
    const poor = await redeem(
      m.token,
      redeemBody(id, { quantity: 1, redeemType: 'M', name: 'A', address: 'B', mobile: '0912345678' }),
    );
    expect(poor.status).toBe(400);
    expect(await stockOf(id)).toBe(stock);
  });

  it('refuses bad input, wrong password, too many, too few points, with nothing changed', async () => {
    const id = await newItem({ stock: 2 });
    const m = await payer(1_500n);
    const before = await stockOf(id);
    const wrong = await redeem(m.token, redeemBody(id, { password: '111111' }));
    expect(wrong.json.errorCode).toBe('invalid.payment.pw');
    expect(wrong.json.message).toBe('Incorrect payment password');
    const tooMany = await redeem(m.token, redeemBody(id, { quantity: 3 }));
    expect(tooMany.json.errorCode).toBe('points.out.of.stock');
    const poor = await redeem(m.token, redeemBody(id, { quantity: 2 }));
    expect(poor.json.errorCode).toBe('points.insufficient');
    expect(poor.json.message).toBe('Not enough points');
    const badMobile = await redeem(m.token, redeemBody(id, { remarks: 'Name:A, Address:B, Mobile:12ab' }));
    expect(badMobile.json.errorCode).toBe('request_param_err');
    const noMix = await newItem({ mixPoints: null, mixMoney: null } as never);
    expect((await redeem(m.token, redeemBody(noMix, { redeemType: 'M' }))).json.errorCode).toBe(
      'points.item.unavailable',
    );
    expect(await stockOf(id)).toBe(before);
    expect(await balance(m.token)).toBe(1_500);
    const rows = await t.db
      .selectFrom('point_redemption')
      .select('id')
      .where('customer_id', '=', m.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('never takes stock below zero under 10 concurrent redemptions of the last 3 items', async () => {
    const id = await newItem({ stock: 3, pricePoints: 100 });
    const members = await Promise.all(Array.from({ length: 10 }, () => payer(1_000n)));
    const answers = await Promise.all(members.map((m) => redeem(m.token, redeemBody(id))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(
      answers.filter((a) => a.status !== 200).every((a) => a.json.errorCode === 'points.out.of.stock'),
    ).toBe(true);
    expect(await stockOf(id)).toBe(0);
    const spent = await Promise.all(members.map((m) => grants.pointBalance(merchantId, m.id)));
    expect(spent.filter((p) => p === 900n)).toHaveLength(3);
  });

  it('never takes points below zero under concurrent redemptions by one member', async () => {
    const id = await newItem({ stock: 100, pricePoints: 300 });
    const m = await payer(1_000n);
    const answers = await Promise.all(Array.from({ length: 6 }, () => redeem(m.token, redeemBody(id))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(await grants.pointBalance(merchantId, m.id)).toBe(100n);
    expect(await stockOf(id)).toBe(97);
  });

  it('converts points to cash at the rate with the payment password; too little is refused', async () => {
    const m = await payer(1_000n);
    const wrong = await member('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', m.token, {
      amount: 250,
      password: '000000',
    });
    expect(wrong.json.errorCode).toBe('invalid.payment.pw');
    const small = await member('POST', '/wps/relay/passwordCheck/MCSFE_convertPoint', m.token, {
      amount: 99,
      password: '246810',
    });
    expect(small.json.errorCode).toBe('points.convert.too.small');
    const done = await member('POST', '/wps/relay/passwordCheck/MCSFE_convertPoint', m.token, {
      amount: 250,
      password: '246810',
    });
    expect(done.json.value).toEqual({ points: 250, cash: 2.5, pointBalance: 750 });
    expect(await cashOf(m.id)).toBe(250n);
    const tooMuch = await member('POST', '/wps/relay/passwordCheck/MCSFE_convertPoint', m.token, {
      amount: 751,
      password: '246810',
    });
    expect(tooMuch.json.errorCode).toBe('points.insufficient');
    expect(await grants.pointBalance(merchantId, m.id)).toBe(750n);
  });

  it('redeems and converts once per request id: retries, even at once, answer the first attempt', async () => {
    const id = await newItem({ stock: 5, pricePoints: 300 });
    const m = await payer(2_000n);
    const body = redeemBody(id, { requestId: `redeem-${m.id}-retry` });
    const answers = await Promise.all(Array.from({ length: 4 }, () => redeem(m.token, body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json.value.redeemId)).size).toBe(1);
    const later = await redeem(m.token, body);
    expect(later.json.value.redeemId).toBe(answers[0]!.json.value.redeemId);
    expect(later.json.value.pointBalance).toBe(1_700);
    expect(await stockOf(id)).toBe(4);
    // A new attempt (another id) redeems again.
    const other = await redeem(m.token, redeemBody(id, { requestId: `redeem-${m.id}-other` }));
    expect(other.json.value.redeemId).not.toBe(answers[0]!.json.value.redeemId);
    expect(await stockOf(id)).toBe(3);

    const convert = { amount: 500, password: '246810', requestId: `convert-${m.id}-retry` };
    const converted = await Promise.all(
      Array.from({ length: 4 }, () =>
        member('POST', '/wps/relay/passwordCheck/MCSFE_convertPoint', m.token, convert),
      ),
    );
    expect(converted.map((a) => a.json.value?.cash)).toEqual([5, 5, 5, 5]);
    expect(await grants.pointBalance(merchantId, m.id)).toBe(900n);
    expect(await cashOf(m.id)).toBe(500n);
    const rows = await t.db
      .selectFrom('point_conversion')
      .select('id')
      .where('customer_id', '=', m.id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('back office', () => {
  it('reject refunds points and cash exactly once under two concurrent rejects; history shows statuses', async () => {
    const id = await newItem({ stock: 4 });
    const m = await payer(2_000n, 1_000n);
    const a = (await redeem(m.token, redeemBody(id))).json.value.redeemId as string;
    const b = (await redeem(m.token, redeemBody(id, { redeemType: 'M' }))).json.value.redeemId as string;
    expect(await grants.pointBalance(merchantId, m.id)).toBe(600n);
    expect(await cashOf(m.id)).toBe(450n);
    expect(await stockOf(id)).toBe(2);

    // Support reads, cannot decide.
    expect((await bo(t, support.token, 'GET', '/bo/v1/points/redemptions?status=P')).statusCode).toBe(200);
    expect(
      (await bo(t, support.token, 'POST', `/bo/v1/points/redemptions/${b}/reject`, { reason: 'x' }))
        .statusCode,
    ).toBe(403);

    const both = await Promise.all([
      bo(t, ops.token, 'POST', `/bo/v1/points/redemptions/${b}/reject`, { reason: 'Out of colour' }),
      bo(t, ops.token, 'POST', `/bo/v1/points/redemptions/${b}/reject`, { reason: 'Out of colour' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await grants.pointBalance(merchantId, m.id)).toBe(1_000n);
    expect(await cashOf(m.id)).toBe(1_000n);
    expect(await stockOf(id)).toBe(3);
    expect((await bo(t, ops.token, 'POST', `/bo/v1/points/redemptions/${a}/approve`)).statusCode).toBe(200);
    expect(
      (await bo(t, ops.token, 'POST', `/bo/v1/points/redemptions/${a}/reject`, { reason: 'late' }))
        .statusCode,
    ).toBe(409);

    const list = (await member('GET', '/wps/relay/MCSFE_getRedeemPointList', m.token)).json.value.list;
    expect(
      list.map((r: { redeemId: string; status: string; reason: string | null }) => [
        r.redeemId,
        r.status,
        r.reason,
      ]),
    ).toEqual([
      [b, 'R', 'Out of colour'],
      [a, 'A', null],
    ]);
    const rejected = (await member('GET', '/wps/relay/MCSFE_getRedeemPointList?status=R', m.token)).json
      .value;
    expect(rejected.totalCount).toBe(1);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', 'in', [`points-redemption:${a}`, `points-redemption:${b}`])
      .execute();
    expect(audit.map((x) => x.action).sort()).toEqual([
      'points.redemption.approve',
      'points.redemption.reject',
    ]);
  });

  it('saves the config (rate and earning rules) and edits items', async () => {
    const cfg = (await bo(t, ops.token, 'GET', '/bo/v1/points/config')).json().value;
    expect(cfg.exchangeRate).toBe(100);
    const saved = await bo(t, ops.token, 'PUT', '/bo/v1/points/config', { ...cfg, convertMin: 200 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await bo(t, ops.token, 'GET', '/bo/v1/points/config')).json().value.convertMin).toBe(200);
    await bo(t, ops.token, 'PUT', '/bo/v1/points/config', cfg);
    const id = await newItem();
    const edit = await bo(t, ops.token, 'PUT', `/bo/v1/points/items/${id}`, {
      ...item,
      stock: 7,
      enabled: false,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const items = (await bo(t, ops.token, 'GET', '/bo/v1/points/items')).json().value.items;
    expect(items.find((i: { id: number }) => i.id === id)).toMatchObject({
      stock: 7,
      enabled: false,
      mixMoney: 5.5,
    });
  });
});

describe('earning from turnover', () => {
  it('grants a day’s points per category once, however often the job runs', async () => {
    const m = await registerMember(t, 'pe');
    const game = await t.db
      .selectFrom('game as g')
      .innerJoin('game_vendor as v', 'v.code', 'g.vendor_code')
      .select(['g.id', 'g.vendor_code', 'v.game_type'])
      .where('v.game_type', '=', 'RNG')
      .executeTakeFirstOrThrow();
    const yesterday = new Date(clock.nowMs() - 86_400_000);
    await t.db
      .insertInto('bet_record')
      .values(
        [12_345n, 8_000n].map((bet, i) => ({
          merchant_id: merchantId,
          customer_id: m.id,
          vendor_code: game.vendor_code,
          game_id: game.id,
          round_id: `pe-${m.id}-${i}`,
          bet_amount: bet,
          win_amount: 0n,
          status: 'SETTLED' as const,
          settled_at: yesterday,
        })),
      )
      .execute();
    const job = t.app.jobs.find((j) => j.name === 'points-earn')!;
    await job.run();
    await job.run();
    // RNG: 2 points per 10.00 (1000 minor) of valid bet: 20 345 → 20 × 2.
    expect(await grants.pointBalance(merchantId, m.id)).toBe(40n);
    const rows = await t.db.selectFrom('point_earning').selectAll().where('customer_id', '=', m.id).execute();
    expect(rows).toHaveLength(1);
    const transfers = await t.db
      .selectFrom('ledger_transfer')
      .select('idempotency_key')
      .where('idempotency_key', 'like', `points-earn:${m.id}:%`)
      .execute();
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.idempotency_key).toMatch(
      new RegExp(`^points-earn:${m.id}:\\d{4}-\\d{2}-\\d{2}:RNG$`),
    );
  });
});
