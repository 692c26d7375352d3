// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../src/lib/clock.ts';
import { saveCode } from '../src/modules/promocode/repository.ts';
import { createLedger, type Ledger } from '../src/modules/wallet/ledger.ts';
import { boCall, staffToken } from './bo-games-staff.ts';
import {
  demo,
  demoMerchantId,
  insertSettledDeposit,
  registerMember,
  startTestApp,
  type TestContext,
} from './harness.ts';

// Issue 16 (decision 0045): promo codes. A code is redeemed once per member (10 concurrent claims of one
// member: one grant), its budget holds under concurrent claims of different members (3 uses, 10 members: 3
// grants), its text is case-insensitive, it is open in [start, end), an optional deposit condition is
// measured by the rule engine, listed codes carry the reason they cannot be used; the back office.

let t: TestContext;
let ledger: Ledger;
let merchantId: number;
const realNow = clock.nowMs;
const DAY = 24 * 3_600_000;
let current = Date.now();
const start = current;
async function jump(ms: number) {
  current = ms;
  clock.nowMs = () => current;
  for (const table of ['session', 'staff_session'] as const)
    await t.db
      .updateTable(table)
      .set({ last_seen_at: new Date(ms), expires_at: new Date(ms + 30 * DAY) })
      .execute();
}
let ops: ReturnType<typeof boCall>;
let support: ReturnType<typeof boCall>;
let seeded: number[] = [];

beforeAll(async () => {
  clock.nowMs = () => current;
  t = await startTestApp();
  ledger = createLedger(t.db);
  merchantId = await demoMerchantId(t);
  ops = boCall(t, await staffToken(t, merchantId, 'OPERATIONS', 'bo_pc_ops'));
  support = boCall(t, await staffToken(t, merchantId, 'SUPPORT', 'bo_pc_support'));
  seeded = (await t.db.selectFrom('promo_code').select('id').execute()).map((r) => r.id);
});
afterAll(async () => {
  clock.nowMs = realNow;
  await t?.close();
});
afterEach(async () => {
  await t.db.updateTable('promo_code').set({ enabled: false }).where('id', 'not in', seeded).execute();
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
let serial = 0;
async function code(extra: Record<string, unknown> = {}) {
  const text = `Code${Date.now().toString(36)}${serial++}`;
  const res = await ops('POST', '/bo/v1/promo-codes', {
    code: text,
    description: { TW: '測試碼', EN: 'Test code', VI: 'Mã thử' },
    bonusAmount: 5,
    pointAmount: 2,
    turnoverMultiple: 3,
    listed: true,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { id: res.json.value.id as string, text };
}
const claim = (token: string, promoCode: string, name = 'MCSFE_claimPromoCode') =>
  member(token).post(`/wps/relay/${name}`, { promoCode });
const listed = async (token: string, lang = 'EN') =>
  (await member(token, lang).get('/wps/relay/MCSFE_getPromoCode')).json.value as {
    promoCode: string;
    enabled: boolean;
    description: string;
    promotionSettingId: string;
    reason?: string;
  }[];
const balanceOf = async (id: number) =>
  (await ledger.balances(merchantId, id))
    .filter((a) => a.kind === 'bonus')
    .reduce((s, a) => s + a.balance, 0n);
const pointsOf = async (id: number) =>
  (await ledger.balances(merchantId, id, 'points'))
    .filter((a) => a.kind === 'cash')
    .reduce((s, a) => s + a.balance, 0n);

describe('claims', () => {
  it('case-insensitive: grants the bonus with its turnover and the points once; a second use is refused', async () => {
    const c = await code();
    const m = await registerMember(t, 'pa');
    const ok = await claim(m.token, `  ${c.text.toLowerCase()} `, 'MCS2_claimPromoCode');
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.value).toEqual({ promoCode: c.text, amount: 5, pointAmount: 2, turnoverMultiple: 3 });
    expect(await balanceOf(m.id)).toBe(500n);
    expect(await pointsOf(m.id)).toBe(2n);
    const grant = await t.db
      .selectFrom('promo_code_claim')
      .select('id')
      .where('customer_id', '=', m.id)
      .executeTakeFirstOrThrow();
    const keys = await t.db
      .selectFrom('ledger_transfer')
      .select('idempotency_key')
      .where('idempotency_key', 'like', `promocode:${grant.id}%`)
      .execute();
    expect(keys.map((k) => k.idempotency_key).sort()).toEqual([
      `promocode:${grant.id}`,
      `promocode:${grant.id}:points`,
    ]);
    const again = await claim(m.token, c.text.toUpperCase());
    expect(again.status).toBe(409);
    expect(again.json.errorCode).toBe('promocode.already.claimed');
    expect((await listed(m.token)).find((x) => x.promotionSettingId === c.id)).toMatchObject({
      enabled: false,
      reason: 'CLAIMED',
    });
  });

  it('unknown, disabled and malformed codes', async () => {
    const m = await registerMember(t, 'pn');
    const r = await claim(m.token, 'NO-SUCH-CODE');
    expect(r.status).toBe(404);
    expect(r.json.errorCode).toBe('promocode.not.found');
    const zh = await member(m.token, 'TW').post('/wps/relay/MCSFE_claimPromoCode', { promoCode: 'nope' });
    expect(zh.json.message).toBe('優惠碼不存在');
    const c = await code({ enabled: false });
    expect((await claim(m.token, c.text)).json.errorCode).toBe('promocode.not.found');
    expect((await claim(m.token, '')).json.errorCode).toBe('request_param_err');
    expect((await listed(m.token)).some((x) => x.promotionSettingId === c.id)).toBe(false);
  });

  it('10 concurrent claims of one member: one claim row, one bonus, one points move, one use', async () => {
    const c = await code({ maxUses: 5 });
    const m = await registerMember(t, 'pk');
    const results = await Promise.all(Array.from({ length: 10 }, () => claim(m.token, c.text)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).map((r) => r.json.errorCode)).toEqual(
      Array(9).fill('promocode.already.claimed'),
    );
    expect(await balanceOf(m.id)).toBe(500n);
    expect(await pointsOf(m.id)).toBe(2n);
    const row = await t.db
      .selectFrom('promo_code')
      .select('uses')
      .where('id', '=', Number(c.id))
      .executeTakeFirstOrThrow();
    expect(row.uses).toBe(1);
  });

  it('the budget holds: 3 uses, 10 members claiming at once → exactly 3 grants; then used up', async () => {
    const c = await code({ maxUses: 3 });
    const members = await Promise.all(Array.from({ length: 10 }, (_, i) => registerMember(t, `pb${i}`)));
    const results = await Promise.all(members.map((m) => claim(m.token, c.text)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status !== 200).map((r) => r.json.errorCode)).toEqual(
      Array(7).fill('promocode.used.up'),
    );
    const claims = await t.db
      .selectFrom('promo_code_claim')
      .select('customer_id')
      .where('promo_code_id', '=', Number(c.id))
      .execute();
    expect(claims).toHaveLength(3);
    let paid = 0n;
    for (const m of members) paid += await balanceOf(m.id);
    expect(paid).toBe(1500n);
    const row = await t.db
      .selectFrom('promo_code')
      .select('uses')
      .where('id', '=', Number(c.id))
      .executeTakeFirstOrThrow();
    expect(row.uses).toBe(3);
    const late = await registerMember(t, 'pl');
    expect((await listed(late.token)).find((x) => x.promotionSettingId === c.id)).toMatchObject({
      enabled: false,
      reason: 'USED_UP',
    });
  });

  it('a dated code is open in [start, end); the enable flag follows open codes', async () => {
    await t.db.updateTable('promo_code').set({ enabled: false }).execute();
    const startTime = new Date(start + DAY).toISOString();
    const endTime = new Date(start + 2 * DAY).toISOString();
    const c = await code({ startTime, endTime });
    const m = await registerMember(t, 'pw');
    const enable = async () => (await member(m.token).get('/wps/relay/MCS2_getPromoCodeEnable')).json.value;
    expect(await enable()).toEqual({ enabled: false });
    expect((await claim(m.token, c.text)).json.errorCode).toBe('promocode.not.open');
    expect((await listed(m.token)).find((x) => x.promotionSettingId === c.id)?.reason).toBe('NOT_OPEN');
    await jump(start + 2 * DAY);
    expect(await enable()).toEqual({ enabled: false });
    expect((await claim(m.token, c.text)).json.errorCode).toBe('promocode.expired');
    expect((await listed(m.token)).find((x) => x.promotionSettingId === c.id)?.reason).toBe('EXPIRED');
    await jump(start + 2 * DAY - 1);
    expect(await enable()).toEqual({ enabled: true });
    expect((await listed(m.token)).find((x) => x.promotionSettingId === c.id)).toMatchObject({
      enabled: true,
      description: 'Test code',
    });
    expect((await claim(m.token, c.text)).status).toBe(200);
    await t.db.updateTable('promo_code').set({ enabled: true }).where('id', 'in', seeded).execute();
  });

  it('a deposit condition (rule engine DEPOSIT_AMOUNT) refuses with the figures until met', async () => {
    const c = await code({ depositAmount: 100 });
    const m = await registerMember(t, 'pd');
    const r = await claim(m.token, c.text);
    expect(r.json).toMatchObject({
      errorCode: 'promocode.condition.unmet',
      value: { accumulatedDepositAmount: 0, requiredDepositAmount: 100 },
    });
    expect((await listed(m.token)).find((x) => x.promotionSettingId === c.id)?.reason).toBe(
      'CONDITION_UNMET',
    );
    await insertSettledDeposit(t, { customerId: m.id, requestId: `pc-dep-${m.id}`, amount: 10_000n });
    expect((await claim(m.token, c.text)).status).toBe(200);
  });

  it('a trial account cannot claim', async () => {
    const c = await code();
    const m = await registerMember(t, 'pt');
    await t.db.updateTable('customer').set({ type: 4 }).where('id', '=', m.id).execute();
    const r = await claim(m.token, c.text);
    expect(r.status).toBe(403);
    expect(r.json.errorCode).toBe('trial.account.forbidden');
  });

  it('the demo seed: a new member redeems the listed WELCOME code', async () => {
    const m = await registerMember(t, 'pr');
    expect((await member(m.token).get('/wps/relay/MCSFE_getPromoCodeEnable')).json.value).toEqual({
      enabled: true,
    });
    expect((await listed(m.token)).find((x) => x.promoCode === 'WELCOME')).toMatchObject({ enabled: true });
    expect((await claim(m.token, 'welcome')).json.value).toEqual({
      promoCode: 'WELCOME',
      amount: 10,
      pointAmount: 10,
      turnoverMultiple: 1,
    });
    expect(await balanceOf(m.id)).toBe(1000n);
  });
});

describe('back office', () => {
  it('lets the unique index decide a code saved after the check: the second save is told, not a 500', async () => {
    // What the losing operator of a race meets: the service's check saw no such code, the insert collides.
    const row = (code: string) => ({
      code,
      description: '{}',
      enabled: true,
      listed: false,
      start_at: null,
      end_at: null,
      max_uses: null,
      bonus: 100n,
      turnover_multiple: 0,
      points: 0n,
      deposit_required: 0n,
    });
    const code = `Idx${Date.now().toString(36)}`;
    expect(await saveCode(t.db, merchantId, null, row(code))).toEqual(expect.any(Number));
    expect(await saveCode(t.db, merchantId, null, row(code.toUpperCase()))).toBeNull();
  });

  it('two operators saving the same new code at once: one is made, the other told it exists (never a 500)', async () => {
    const code = `Race${Date.now().toString(36)}`;
    const both = await Promise.all(
      [code, code.toLowerCase(), code.toUpperCase()].map((c) =>
        ops('POST', '/bo/v1/promo-codes', { code: c, bonusAmount: 1 }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    for (const r of both.filter((x) => x.status === 409)) expect(r.json.errorCode).toBe('promocode.exists');
  });

  it('read with rewards.read, write with rewards.manage, audited; unique text case-insensitively; budget not below uses', async () => {
    const body = { code: `Bo${Date.now().toString(36)}`, bonusAmount: 2, maxUses: 2 };
    expect((await support('GET', '/bo/v1/promo-codes')).status).toBe(200);
    expect((await support('POST', '/bo/v1/promo-codes', body)).json.errorCode).toBe('permission.denied');
    const created = await ops('POST', '/bo/v1/promo-codes', body);
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const id = created.json.value.id;
    expect(created.json.value).toMatchObject({
      bonusAmount: 2,
      maxUses: 2,
      uses: 0,
      listed: false,
      claims: 0,
    });
    const dup = await ops('POST', '/bo/v1/promo-codes', { ...body, code: body.code.toUpperCase() });
    expect(dup.status).toBe(409);
    expect(dup.json.errorCode).toBe('promocode.exists');
    for (const bad of [
      { ...body, code: 'a b' },
      { ...body, bonusAmount: 0 },
      { ...body, maxUses: 0 },
      { ...body, startTime: new Date(start).toISOString(), endTime: new Date(start - 1).toISOString() },
    ])
      expect((await ops('POST', '/bo/v1/promo-codes', bad)).json.errorCode).toBe('request_param_err');
    const m = await registerMember(t, 'ps');
    expect((await claim(m.token, body.code)).status).toBe(200);
    const m2 = await registerMember(t, 'ps');
    expect((await claim(m2.token, body.code)).status).toBe(200);
    expect((await ops('PUT', `/bo/v1/promo-codes/${id}`, { ...body, maxUses: 1 })).json.errorCode).toBe(
      'request_param_err',
    );
    const edited = await ops('PUT', `/bo/v1/promo-codes/${id}`, { ...body, maxUses: 3, listed: true });
    expect(edited.json.value).toMatchObject({ maxUses: 3, uses: 2, listed: true, claims: 2 });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `promo-code:${id}`)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['promo-code.create', 'promo-code.update']);
    const claims = (await support('GET', `/bo/v1/promo-codes/claims?codeId=${id}`)).json.value;
    expect(claims).toHaveLength(2);
    expect(claims[0]).toMatchObject({ sourceId: id, amount: 2 });
  });
});
