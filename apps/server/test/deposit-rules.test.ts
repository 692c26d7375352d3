// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  depositOrder,
  depositPreviewValue,
  depositPromotionsValue,
  successEnvelope,
  type DepositOrder,
} from '@portal/contract';
import { signCallback } from '../src/modules/wallet/cashier.ts';
import { createLedger } from '../src/modules/wallet/ledger.ts';
import { demo, demoMerchantId, registerMember, startTestApp, type TestContext } from './harness.ts';

// Deposit promotions do what their texts say (decision 0019): the first-deposit bonus only for a member
// with no earlier completed deposit, checked when the order is created and again, under the member's
// lock, when it is credited; the daily reload once a day after a first deposit. The fee, rebate and
// credit the member confirms are the server's, and the figures the ledger then books. Every figure is
// checked against the ledger rows. The concurrency case also runs on PostgreSQL (DATABASE_URL).

let t: TestContext;
let merchantId: number;
let sandbox: { id: number; secret: string };

beforeAll(async () => {
  t = await startTestApp();
  merchantId = await demoMerchantId(t);
  const row = await t.db
    .selectFrom('payment_channel')
    .select(['id', 'secret'])
    .where('code', '=', 'SANDBOX')
    .executeTakeFirstOrThrow();
  sandbox = { id: row.id, secret: row.secret! };
});
afterAll(() => t?.close());

const get = async (token: string, url: string) =>
  (await t.app.inject({ url, headers: demo({ authorization: token, language: 'EN' }) })).json();
const post = async (token: string, url: string, payload: object) =>
  (
    await t.app.inject({
      method: 'POST',
      url,
      headers: demo({ authorization: token, language: 'EN' }),
      payload,
    })
  ).json();

const promotionsOf = async (token: string) =>
  successEnvelope(depositPromotionsValue).parse(await get(token, '/wps/relay/MCSFE_getDepositPromotionsV3'))
    .value.promotions;

/** The seeded promotions by what they promise. */
async function seeded() {
  const rows = await t.db
    .selectFrom('deposit_promotion')
    .select(['id', 'deposit_condition', 'claim_limit'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .execute();
  return {
    first: rows.find((r) => r.deposit_condition === 'FIRST')!.id,
    reload: rows.find((r) => r.deposit_condition === 'RELOAD')!.id,
  };
}

async function order(
  token: string,
  amount: number,
  promotionId: number | null = null,
  channelId = sandbox.id,
): Promise<DepositOrder> {
  const res = await post(token, '/wps/relay/MCSFE_deposit', {
    channelId,
    amount,
    requestId: `dr-${randomBytes(6).toString('hex')}`,
    promotionId,
  });
  return successEnvelope(depositOrder).parse(res).value;
}

/** The sandbox provider's signed SUCCESS callback. */
async function pay(o: DepositOrder) {
  const body = JSON.stringify({
    orderId: o.orderId,
    status: 'SUCCESS',
    amount: String(Math.round(o.amount * 100)),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/payment/callback/SANDBOX',
    headers: { 'content-type': 'application/json', 'x-signature': signCallback(sandbox.secret, body) },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function deposit(token: string, amount: number, promotionId: number | null = null) {
  const o = await order(token, amount, promotionId);
  await pay(o);
  return o;
}

/** The member's ledger transfers by type, in minor units. */
async function transfers(customerId: number) {
  const rows = await t.db
    .selectFrom('ledger_transfer as t')
    .innerJoin('ledger_entry as e', 'e.transfer_id', 't.id')
    .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
    .select(['t.type', 't.idempotency_key', 't.amount'])
    .where('a.owner_id', '=', customerId)
    .orderBy('t.id')
    .execute();
  return rows.map((r) => ({ type: r.type, key: r.idempotency_key, amount: r.amount }));
}
const ofType = async (customerId: number, type: string) =>
  (await transfers(customerId)).filter((r) => r.type === type);

const orderRow = (orderId: string) =>
  t.db.selectFrom('deposit_order').selectAll().where('id', '=', BigInt(orderId)).executeTakeFirstOrThrow();

describe('first deposit bonus', () => {
  it('is neither offered nor granted once the member has a completed deposit (the fourth deposit)', async () => {
    const m = await registerMember(t, 'fd');
    const { first, reload } = await seeded();
    // A new member is offered the first-deposit bonus; the reload needs an earlier deposit.
    expect((await promotionsOf(m.token)).map((p) => p.promotionId)).toEqual([first]);
    for (let i = 0; i < 3; i++) await deposit(m.token, 100);
    expect((await promotionsOf(m.token)).map((p) => p.promotionId)).toEqual([reload]);
    const fourth = await post(m.token, '/wps/relay/MCSFE_deposit', {
      channelId: sandbox.id,
      amount: 300,
      requestId: `dr-${randomBytes(6).toString('hex')}`,
      promotionId: first,
    });
    expect(fourth).toMatchObject({ success: false, errorCode: 'promotion.not.available' });
    const preview = await post(m.token, '/wps/relay/MCSFE_depositPreview', {
      channelId: sandbox.id,
      amount: 300,
      promotionId: first,
    });
    expect(preview.errorCode).toBe('promotion.not.available');
    expect(await ofType(m.id, 'bonus')).toEqual([]);
    expect(await createLedger(t.db).invariantViolations()).toEqual([]);
  });

  it('is granted on the first deposit: 100% up to 1,000 into the bonus wallet, (deposit + bonus) × 10 turnover', async () => {
    const m = await registerMember(t, 'fg');
    const { first } = await seeded();
    const o = await deposit(m.token, 300, first);
    expect(o).toMatchObject({ amount: 300, fee: 0, rebate: 1.5, credit: 301.5, bonus: 300 });
    expect(await transfers(m.id)).toEqual([
      { type: 'deposit', key: `deposit:${o.orderId}`, amount: 30_000n },
      { type: 'bonus', key: `deposit:${o.orderId}:bonus`, amount: 30_000n },
      { type: 'deposit_rebate', key: `deposit:${o.orderId}:rebate`, amount: 150n },
    ]);
    const requirement = await t.db
      .selectFrom('turnover_requirement')
      .select(['required', 'bonus'])
      .where('customer_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(requirement).toEqual({ required: 600_000n, bonus: 30_000n });
    // Used: no longer listed.
    expect((await promotionsOf(m.token)).map((p) => p.promotionId)).not.toContain(first);
  });

  it('is checked again at credit: a deposit completed first takes away the pending order’s bonus', async () => {
    const m = await registerMember(t, 'fr');
    const { first } = await seeded();
    const pending = await order(m.token, 200, first);
    expect(pending.bonus).toBe(200);
    await deposit(m.token, 100);
    await pay(pending);
    const credited = successEnvelope(depositOrder).parse(
      await get(m.token, `/wps/relay/MCSFE_getDepositOrder?orderId=${pending.orderId}`),
    ).value;
    expect(credited).toMatchObject({ status: 'SUCCESS', bonus: 0, bonusRefused: 'FIRST', credit: 201 });
    expect(await ofType(m.id, 'bonus')).toEqual([]);
    expect((await ofType(m.id, 'deposit')).map((r) => r.amount)).toEqual([10_000n, 20_000n]);
    expect(
      await t.db.selectFrom('turnover_requirement').select('id').where('customer_id', '=', m.id).execute(),
    ).toEqual([]);
    expect(await createLedger(t.db).invariantViolations()).toEqual([]);
  });

  it('two concurrent first deposits credited: exactly one bonus', async () => {
    const m = await registerMember(t, 'fc');
    const { first } = await seeded();
    // Both orders are first deposits when created; their callbacks arrive together.
    const a = await order(m.token, 300, first);
    const b = await order(m.token, 500, first);
    expect([a.bonus, b.bonus]).toEqual([300, 500]);
    await Promise.all([pay(a), pay(b)]);
    const bonuses = await ofType(m.id, 'bonus');
    expect(bonuses).toHaveLength(1);
    const rows = await Promise.all([orderRow(a.orderId), orderRow(b.orderId)]);
    const granted = rows.filter((r) => r.bonus_refused === null);
    const refused = rows.filter((r) => r.bonus_refused !== null);
    expect(granted).toHaveLength(1);
    expect(refused.map((r) => [r.bonus_refused, r.bonus])).toEqual([['FIRST', 0n]]);
    expect(bonuses[0]).toEqual({
      type: 'bonus',
      key: `deposit:${granted[0]!.id}:bonus`,
      amount: granted[0]!.amount,
    });
    expect((await ofType(m.id, 'deposit')).map((r) => r.amount).sort()).toEqual([30_000n, 50_000n]);
    const requirements = await t.db
      .selectFrom('turnover_requirement')
      .select('order_id')
      .where('customer_id', '=', m.id)
      .execute();
    expect(requirements).toEqual([{ order_id: granted[0]!.id }]);
    expect(await createLedger(t.db).invariantViolations()).toEqual([]);
  });
});

describe('daily reload tiers', () => {
  it('after a first deposit, once a day: tier bonus, then again the next day', async () => {
    const m = await registerMember(t, 'rl');
    const { reload } = await seeded();
    const refused = async () =>
      (
        await post(m.token, '/wps/relay/MCSFE_deposit', {
          channelId: sandbox.id,
          amount: 600,
          requestId: `dr-${randomBytes(6).toString('hex')}`,
          promotionId: reload,
        })
      ).errorCode;
    // "Reload": not on a first deposit.
    expect(await refused()).toBe('promotion.not.available');
    await deposit(m.token, 100);
    const o = await deposit(m.token, 600, reload);
    expect(o.bonus).toBe(60);
    expect((await ofType(m.id, 'bonus')).map((r) => r.amount)).toEqual([6_000n]);
    // Once a day: used today.
    expect((await promotionsOf(m.token)).map((p) => p.promotionId)).not.toContain(reload);
    expect(await refused()).toBe('promotion.not.available');
    // The next day it is back (the day's grant moved a day back: sessions keep real time).
    await t.db
      .updateTable('deposit_order')
      .set((eb) => ({ settled_at: sql<Date>`${eb.ref('settled_at')} - interval '1 day'` }))
      .where('id', '=', BigInt(o.orderId))
      .execute();
    expect((await promotionsOf(m.token)).map((p) => p.promotionId)).toContain(reload);
    const next = await deposit(m.token, 1000, reload);
    expect(next.bonus).toBe(150);
    expect((await ofType(m.id, 'bonus')).map((r) => r.amount)).toEqual([6_000n, 15_000n]);
  });
});

describe('deposit preview', () => {
  it('the demo sandbox charges no fee: 100 credits 100.50, as previewed', async () => {
    const m = await registerMember(t, 'pv');
    const preview = successEnvelope(depositPreviewValue).parse(
      await post(m.token, '/wps/relay/MCSFE_depositPreview', { channelId: sandbox.id, amount: 100 }),
    ).value;
    expect(preview).toEqual({
      amount: 100,
      fee: 0,
      rebate: 0.5,
      credit: 100.5,
      bonus: 0,
      turnover: 0,
      promotionId: null,
    });
    const o = await deposit(m.token, 100);
    expect(await transfers(m.id)).toEqual([
      { type: 'deposit', key: `deposit:${o.orderId}`, amount: 10_000n },
      { type: 'deposit_rebate', key: `deposit:${o.orderId}:rebate`, amount: 50n },
    ]);
  });

  it('a channel with a fee: the previewed fee, rebate and credit are the ledger’s', async () => {
    const channel = await t.db
      .insertInto('payment_channel')
      .values({
        merchant_id: merchantId,
        code: 'FEEPAY',
        method: 'PG',
        name: JSON.stringify({ TW: '收費支付', EN: 'Fee pay', VI: 'Cổng có phí' }),
        description: JSON.stringify({ TW: '', EN: '', VI: '' }),
        icon_url: null,
        min_amount: 1_000n,
        max_amount: 1_000_000n,
        // 1.5% + 0.20, at least 1, at most 20; 0.3% rebate.
        fee_bp: 150,
        fee_fixed: 20n,
        fee_min: 100n,
        fee_max: 2_000n,
        rebate_bp: 30,
        fix_amounts: [],
        expire_minutes: null,
        receiver: null,
        secret: sandbox.secret,
        sort: 9,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const m = await registerMember(t, 'pf');
      const { first } = await seeded();
      const cases: [number, { fee: number; rebate: number; credit: number }][] = [
        [50, { fee: 1, rebate: 0.15, credit: 49.15 }], // 0.95 raised to the minimum 1
        [333.33, { fee: 5.2, rebate: 1, credit: 329.13 }], // 5.00 + 0.20; rebate 0.99999 → 1.00
        [5000, { fee: 20, rebate: 15, credit: 4995 }], // 75.20 capped at 20
      ];
      for (const [amount, figures] of cases) {
        const preview = successEnvelope(depositPreviewValue).parse(
          await post(m.token, '/wps/relay/MCSFE_depositPreview', { channelId: channel.id, amount }),
        ).value;
        expect(preview).toMatchObject({ amount, ...figures, bonus: 0 });
      }
      // With the first deposit bonus: previewed, ordered and booked alike.
      const preview = successEnvelope(depositPreviewValue).parse(
        await post(m.token, '/wps/relay/MCSFE_depositPreview', {
          channelId: channel.id,
          amount: 333.33,
          promotionId: first,
        }),
      ).value;
      expect(preview).toMatchObject({ fee: 5.2, rebate: 1, credit: 329.13, bonus: 333.33, turnover: 6666.6 });
      const o = await order(m.token, 333.33, first, channel.id);
      expect(o).toMatchObject({ fee: 5.2, rebate: 1, credit: 329.13, bonus: 333.33 });
      const body = JSON.stringify({ orderId: o.orderId, status: 'SUCCESS', amount: '33333' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/payment/callback/FEEPAY',
        headers: { 'content-type': 'application/json', 'x-signature': signCallback(sandbox.secret, body) },
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await transfers(m.id)).toEqual([
        { type: 'deposit', key: `deposit:${o.orderId}`, amount: 33_333n },
        { type: 'deposit_fee', key: `deposit:${o.orderId}:fee`, amount: 520n },
        { type: 'bonus', key: `deposit:${o.orderId}:bonus`, amount: 33_333n },
        { type: 'deposit_rebate', key: `deposit:${o.orderId}:rebate`, amount: 100n },
      ]);
      const balance = (await get(m.token, '/wps/v2/wallets/balance')).value as {
        balance: { availBalance: number }[];
      };
      expect(balance.balance.slice(0, 2).map((b) => b.availBalance)).toEqual([329.13, 333.33]);
      expect(await createLedger(t.db).invariantViolations()).toEqual([]);
    } finally {
      await t.db
        .updateTable('payment_channel')
        .set({ enabled: false })
        .where('id', '=', channel.id)
        .execute();
    }
  });

  it('refuses bad input with an error code, never a 500', async () => {
    const m = await registerMember(t, 'pb');
    const res = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/relay/MCSFE_depositPreview',
        headers: demo({ authorization: m.token, language: 'EN' }),
        payload,
      });
    const low = await res({ channelId: sandbox.id, amount: 5 });
    expect(low.statusCode).toBe(400);
    expect(low.json().errorCode).toBe('deposit.amount.out.of.range');
    expect((await res({ channelId: 99_999, amount: 100 })).json().errorCode).toBe(
      'deposit.channel.unavailable',
    );
    expect((await res({ channelId: sandbox.id, amount: 1.005 })).json().errorCode).toBe('request_param_err');
    expect((await res({ channelId: sandbox.id, amount: 100, promotionId: 99_999 })).json().errorCode).toBe(
      'promotion.not.available',
    );
  });
});
