// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../src/lib/clock.ts';
import { createLedger, type Ledger } from '../src/modules/wallet/ledger.ts';
import { boCall, staffToken } from './bo-games-staff.ts';
import { demo, demoMerchantId, registerMember, startTestApp, type TestContext } from './harness.ts';

// Issue 16 (decision 0045): the reward centre's newbie tasks. The fields each task requires are measured by
// the rule engine; a task pays once per member (10 concurrent claims: one claim row and one grant of each
// kind); dated tasks are open in [start, end) for members who registered from the start on; the reward
// centre's REGISTER count; the back office's permissions and audit.

let t: TestContext;
let ledger: Ledger;
let merchantId: number;
const realNow = clock.nowMs;
const DAY = 24 * 3_600_000;
let current = Date.now();
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
const start = current;

beforeAll(async () => {
  clock.nowMs = () => current;
  t = await startTestApp();
  ledger = createLedger(t.db);
  merchantId = await demoMerchantId(t);
  owner = boCall(t, await staffToken(t, merchantId, 'OWNER', 'bo_nb_owner'));
  ops = boCall(t, await staffToken(t, merchantId, 'OPERATIONS', 'bo_nb_ops'));
  support = boCall(t, await staffToken(t, merchantId, 'SUPPORT', 'bo_nb_support'));
  seeded = (await t.db.selectFrom('register_promotion').select('id').execute()).map((r) => r.id);
});
afterAll(async () => {
  clock.nowMs = realNow;
  await t?.close();
});
afterEach(async () => {
  // Each test's tasks close with it, so the counts test sees the demo seed alone.
  await t.db
    .updateTable('register_promotion')
    .set({ enabled: false })
    .where('id', 'not in', seeded)
    .execute();
  await jump(start);
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
async function task(extra: Record<string, unknown> = {}) {
  const res = await owner('POST', '/bo/v1/register-promotions', {
    name: { TW: '新手', EN: 'Newbie', VI: 'Tân thủ' },
    remark: { EN: 'Bind a card' },
    bonusAmount: 6,
    pointAmount: 4,
    turnoverMultiple: 2,
    requiredFields: ['BANK_CARD'],
    ...extra,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.value.id as string;
}
const list = async (token: string, lang = 'EN') =>
  (await member(token, lang).get('/wps/relay/MCSFE_getRegisterPromotionList')).json.value;
const claim = (token: string, promotionId: string, name = 'MCS2_claimRegisterPromotion') =>
  member(token).post(`/wps/relay/${name}`, { promotionId });
const balanceOf = async (id: number) =>
  (await ledger.balances(merchantId, id))
    .filter((a) => a.kind === 'bonus')
    .reduce((s, a) => s + a.balance, 0n);
const pointsOf = async (id: number) =>
  (await ledger.balances(merchantId, id, 'points'))
    .filter((a) => a.kind === 'cash')
    .reduce((s, a) => s + a.balance, 0n);
let serial = 0;
async function bindCard(customerId: number) {
  await t.db
    .insertInto('bank_card')
    .values({
      merchant_id: merchantId,
      customer_id: customerId,
      type: 'B',
      bank_code: 'TEST',
      bank_name: 'Test Bank',
      account_number: `6222${String(serial++).padStart(8, '0')}`,
      payee_name: 'Test Payee',
    })
    .execute();
}
const bindMobile = (customerId: number) =>
  t.db
    .updateTable('customer')
    .set({
      mobile_num: `9${String(customerId).padStart(8, '0')}`,
      country_dialing_code: '886',
      mobile_verified_at: new Date(),
    })
    .where('id', '=', customerId)
    .execute();

describe('claims', () => {
  it('lists the task with its flags and the member’s accomplished fields; refuses until every field is done', async () => {
    const id = await task({ requiredFields: ['MOBILE_VERIFIED', 'BANK_CARD', 'EMAIL'] });
    const m = await registerMember(t, 'nl');
    const item = (await list(m.token)).registerPromotion.find(
      (p: { promotionId: string }) => p.promotionId === id,
    );
    expect(item).toMatchObject({
      promotionName: 'Newbie',
      remark: 'Bind a card',
      hasExpiry: false,
      startDate: null,
      endDate: null,
      bonusAmount: 6,
      pointAmount: 4,
      turnoverMultiple: 2,
      requiredFields: ['MOBILE_VERIFIED', 'BANK_CARD', 'EMAIL'],
      mobileVerified: true,
      bankCardRequired: true,
      emailRequired: true,
      payeeNameRequired: false,
      claimed: false,
    });
    expect(
      (await list(m.token, 'TW')).registerPromotion.find((p: { promotionId: string }) => p.promotionId === id)
        .promotionName,
    ).toBe('新手');
    const r1 = await claim(m.token, id);
    expect(r1.status).toBe(400);
    expect(r1.json).toMatchObject({
      errorCode: 'required_member_information_incomplete',
      value: { requiredInformation: ['MOBILE_VERIFIED', 'BANK_CARD', 'EMAIL'] },
    });
    await bindMobile(m.id);
    await bindCard(m.id);
    expect((await list(m.token)).accomplishedFields).toEqual([
      'MOBILE_VERIFIED',
      'BANK_CARD',
      'CONTACT_NUMBER',
    ]);
    expect((await claim(m.token, id, 'MCSFE_claimRegisterPromotion')).json.value).toEqual({
      requiredInformation: ['EMAIL'],
    });
    await t.db.updateTable('customer').set({ email: 'n@example.com' }).where('id', '=', m.id).execute();
    const ok = await claim(m.token, id);
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.value).toEqual({ amount: 6, pointAmount: 4, turnoverMultiple: 2 });
    expect(await balanceOf(m.id)).toBe(600n);
    expect(await pointsOf(m.id)).toBe(4n);
    const again = await claim(m.token, id);
    expect(again.status).toBe(409);
    expect(again.json.errorCode).toBe('newbie.already.claimed');
    expect(
      (await list(m.token)).registerPromotion.find((p: { promotionId: string }) => p.promotionId === id)
        .claimed,
    ).toBe(true);
  });

  it('an unknown or disabled task is not found', async () => {
    const m = await registerMember(t, 'nn');
    expect((await claim(m.token, '999999')).json.errorCode).toBe('not.found');
    const id = await task();
    await t.db
      .updateTable('register_promotion')
      .set({ enabled: false })
      .where('id', '=', Number(id))
      .execute();
    expect((await claim(m.token, id)).json.errorCode).toBe('not.found');
    expect((await claim(m.token, 'x')).json.errorCode).toBe('request_param_err');
  });

  it('10 concurrent claims: one claim row, one bonus transfer, one points move', async () => {
    const id = await task();
    const m = await registerMember(t, 'nk');
    await bindCard(m.id);
    const results = await Promise.all(Array.from({ length: 10 }, () => claim(m.token, id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).map((r) => r.json.errorCode)).toEqual(
      Array(9).fill('newbie.already.claimed'),
    );
    const rows = await t.db
      .selectFrom('register_promotion_claim')
      .select('id')
      .where('customer_id', '=', m.id)
      .execute();
    expect(rows).toHaveLength(1);
    const transfers = await t.db
      .selectFrom('ledger_transfer')
      .select('idempotency_key')
      .where('idempotency_key', 'like', `register:${rows[0]!.id}%`)
      .execute();
    expect(transfers.map((x) => x.idempotency_key).sort()).toEqual([
      `register:${rows[0]!.id}`,
      `register:${rows[0]!.id}:points`,
    ]);
    expect(await balanceOf(m.id)).toBe(600n);
    expect(await pointsOf(m.id)).toBe(4n);
  });

  it('a dated task: open in [start, end), for members who registered from its start on', async () => {
    const startTime = new Date(start + DAY).toISOString();
    const endTime = new Date(start + 3 * DAY).toISOString();
    const id = await task({ startTime, endTime });
    const before = await registerMember(t, 'nb');
    await t.db
      .updateTable('customer')
      .set({ created_at: new Date(start - DAY) })
      .where('id', '=', before.id)
      .execute();
    const m = await registerMember(t, 'nd');
    await t.db
      .updateTable('customer')
      .set({ created_at: new Date(start + 2 * DAY) })
      .where('id', '=', m.id)
      .execute();
    await bindCard(m.id);
    await bindCard(before.id);
    expect((await claim(m.token, id)).json.errorCode).toBe('newbie.not.open');
    expect(
      (await list(m.token)).registerPromotion.some((p: { promotionId: string }) => p.promotionId === id),
    ).toBe(false);
    await jump(start + 2 * DAY);
    const item = (await list(m.token)).registerPromotion.find(
      (p: { promotionId: string }) => p.promotionId === id,
    );
    expect(item).toMatchObject({ hasExpiry: true, startDate: startTime, endDate: endTime });
    expect(
      (await list(before.token)).registerPromotion.some((p: { promotionId: string }) => p.promotionId === id),
    ).toBe(false);
    expect((await claim(before.token, id)).json.errorCode).toBe('newbie.not.eligible');
    await jump(start + 3 * DAY);
    expect((await claim(m.token, id)).json.errorCode).toBe('newbie.closed');
    await jump(start + 3 * DAY - 1);
    expect((await claim(m.token, id)).status).toBe(200);
  });

  it('a trial account cannot claim', async () => {
    const id = await task();
    const m = await registerMember(t, 'nt');
    await bindCard(m.id);
    await t.db.updateTable('customer').set({ type: 4 }).where('id', '=', m.id).execute();
    const r = await claim(m.token, id);
    expect(r.status).toBe(403);
    expect(r.json.errorCode).toBe('trial.account.forbidden');
  });
});

describe('reward centre', () => {
  it('the demo seed: a new member completes the task by binding a bank card; the REGISTER count follows', async () => {
    const m = await registerMember(t, 'nr');
    const counts = async () =>
      (await member(m.token).get('/wps/relay/MCSFE_getAvailablePromotions')).json.value.content.REGISTER;
    expect(await counts()).toEqual({ enabled: true, count: 0 });
    const seededTask = (await list(m.token)).registerPromotion[0];
    expect(seededTask).toMatchObject({
      requiredFields: ['BANK_CARD'],
      bonusAmount: 8,
      pointAmount: 20,
    });
    // Bound the way the member centre binds a card: a payment password, then the card.
    const pw = await member(m.token).post('/wps/relay/MCSFE_setPaymentPassword', {
      loginPassword: 'Secret#123',
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    expect(pw.status, JSON.stringify(pw.json)).toBe(200);
    const bound = await member(m.token).post('/wps/relay/MCSFE_bindCard', {
      type: 'B',
      bankCode: 'CTBC',
      accountNumber: `6222${String(m.id).padStart(8, '0')}`,
      payeeName: 'Chen Mei Ling',
      paymentPassword: '135790',
    });
    expect(bound.status, JSON.stringify(bound.json)).toBe(200);
    expect(await counts()).toEqual({ enabled: true, count: 1 });
    expect((await claim(m.token, seededTask.promotionId)).json.value).toEqual({
      amount: 8,
      pointAmount: 20,
      turnoverMultiple: 1,
    });
    expect(await counts()).toEqual({ enabled: true, count: 0 });
    await t.db.updateTable('register_promotion').set({ enabled: false }).execute();
    expect(await counts()).toEqual({ enabled: false, count: 0 });
    await t.db.updateTable('register_promotion').set({ enabled: true }).where('id', 'in', seeded).execute();
  });
});

describe('back office', () => {
  it('read with rewards.read, write with rewards.manage, audited; claims listed; bad input refused', async () => {
    const body = {
      name: { TW: '任務', EN: 'Task' },
      bonusAmount: 1.5,
      requiredFields: ['EMAIL'],
    };
    expect((await support('GET', '/bo/v1/register-promotions')).status).toBe(200);
    expect((await support('POST', '/bo/v1/register-promotions', body)).json.errorCode).toBe(
      'permission.denied',
    );
    const created = await ops('POST', '/bo/v1/register-promotions', body);
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const id = created.json.value.id;
    expect(created.json.value).toMatchObject({
      bonusAmount: 1.5,
      pointAmount: 0,
      startTime: null,
      claims: 0,
    });
    const edited = await ops('PUT', `/bo/v1/register-promotions/${id}`, {
      ...body,
      pointAmount: 9,
      requiredFields: ['EMAIL', 'BIRTHDAY'],
    });
    expect(edited.json.value).toMatchObject({ pointAmount: 9, requiredFields: ['EMAIL', 'BIRTHDAY'] });
    expect((await support('GET', `/bo/v1/register-promotions/${id}`)).json.value.id).toBe(id);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `register-promotion:${id}`)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual([
      'register-promotion.create',
      'register-promotion.update',
    ]);
    for (const bad of [
      { ...body, requiredFields: [] },
      { ...body, bonusAmount: 0 },
      { ...body, bonusAmount: 1.234 },
      { ...body, startTime: new Date().toISOString(), endTime: null },
    ])
      expect((await ops('POST', '/bo/v1/register-promotions', bad)).json.errorCode).toBe('request_param_err');
    const m = await registerMember(t, 'ns');
    await t.db.updateTable('customer').set({ email: 's@example.com' }).where('id', '=', m.id).execute();
    await ops('PUT', `/bo/v1/register-promotions/${id}`, body);
    expect((await claim(m.token, id)).status).toBe(200);
    const claims = (await support('GET', `/bo/v1/register-promotions/claims?promotionId=${id}`)).json.value;
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({ sourceId: id, amount: 1.5 });
    expect(
      (await support('GET', '/bo/v1/register-promotions')).json.value.find((p: { id: string }) => p.id === id)
        .claims,
    ).toBe(1);
  });
});
