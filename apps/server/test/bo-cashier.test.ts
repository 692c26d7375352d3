// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bankCardsValue,
  callbackLogRow,
  depositChannelsValue,
  depositOrder,
  depositRow,
  pageOf,
  pendingCountValue,
  successEnvelope,
  transactionHistoryValue,
  withdrawal,
  withdrawalRow,
  withdrawalsValue,
} from '@portal/contract';
import { signCallback } from '../src/modules/wallet/cashier.ts';
import { createLedger, type Ledger } from '../src/modules/wallet/ledger.ts';
import { demo, demoMerchantId, registerMember, startTestApp, type TestContext } from './harness.ts';
import { bo, csvIds, staffSession } from './bo-staff.ts';

// The back office's cashier (issue 15 item 9, decision 0030): the withdrawal queue (a rejection needs a
// reason the member then reads, the hold comes back; an approval pays out and the member sees it paid),
// risk hints computed on the server, deposit orders with a rejection reason, pending counts and the
// payment callback log; each list's CSV holds exactly its filtered rows.

let t: TestContext;
let ledger: Ledger;
let merchantId: number;
const staff: Record<string, { id: number; token: string }> = {};

beforeAll(async () => {
  t = await startTestApp();
  ledger = createLedger(t.db);
  merchantId = await demoMerchantId(t);
  staff.owner = await staffSession(t, 'c_owner', 'OWNER');
  staff.finance = await staffSession(t, 'c_finance', 'FINANCE');
  staff.support = await staffSession(t, 'c_support', 'SUPPORT');
}, 180_000);
afterAll(() => t?.close());
afterEach(async () => {
  expect(await ledger.invariantViolations(merchantId)).toEqual([]);
});

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  bo(t, staff[who]!.token, method, url, payload);

const member = async (url: string, token: string, payload?: object) => {
  const res = await t.app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url,
    headers: demo({ authorization: token, language: 'EN' }),
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, json: res.json() as { value?: unknown; errorCode?: string } };
};

let serial = 0;
/** A member with cash, a payment password and a bank card bound now; its login IP its own. */
async function readyMember(cash: bigint, ip = `192.0.2.${100 + serial}`) {
  const m = await registerMember(t, 'cq');
  await ledger.transfer({
    merchantId,
    key: `bo-cashier-fund:${m.id}`,
    type: 'deposit',
    from: { kind: 'paymentClearing', ref: 'test' },
    to: { kind: 'cash', ownerId: m.id },
    amount: cash,
  });
  await t.db.deleteFrom('login_ip').where('customer_id', '=', m.id).execute();
  await t.db.insertInto('login_ip').values({ customer_id: m.id, ip }).execute();
  expect(
    (
      await member('/wps/relay/MCSFE_setPaymentPassword', m.token, {
        loginPassword: 'Secret#123',
        paymentPassword: '135790',
        confirmPaymentPassword: '135790',
      })
    ).status,
  ).toBe(200);
  const bind = await member('/wps/relay/MCSFE_bindCard', m.token, {
    type: 'B',
    bankCode: 'CTBC',
    accountNumber: `6222${String(Date.now()).slice(-8)}${serial++}`,
    payeeName: 'Chen Mei Ling',
    paymentPassword: '135790',
  });
  expect(bind.status, JSON.stringify(bind.json)).toBe(200);
  const cards = successEnvelope(bankCardsValue).parse(
    (await member('/wps/relay/MCSFE_getBankCards', m.token)).json,
  ).value;
  return { ...m, cardId: cards.cards[0]!.cardId };
}

async function requestWithdrawal(m: { token: string; cardId: number }, amount: number) {
  const res = await member('/wps/relay/MCSFE_withdraw', m.token, {
    cardId: m.cardId,
    amount,
    paymentPassword: '135790',
    requestId: `bo-wd-${Date.now()}-${serial++}`,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return successEnvelope(withdrawal).parse(res.json).value;
}

const balances = async (id: number) => {
  const rows = await ledger.balances(merchantId, id);
  const of = (kind: string) => rows.find((a) => a.kind === kind)?.balance ?? 0n;
  return { cash: of('cash'), hold: of('withdrawHold') };
};
const recent = async (token: string) =>
  successEnvelope(withdrawalsValue).parse((await member('/wps/relay/MCSFE_getRecentWithdrawals', token)).json)
    .value.withdrawals;
const queue = async (query = '') => {
  const res = await call('finance', 'GET', `/bo/v1/withdrawals${query}`);
  expect(res.status, res.body).toBe(200);
  return successEnvelope(pageOf(withdrawalRow)).parse(res.json).value;
};

describe('withdrawal queue', () => {
  it('a rejection needs a reason; the member sees it with the hold returned, once', async () => {
    const m = await readyMember(50_000n);
    const order = await requestWithdrawal(m, 200);
    expect(await balances(m.id)).toEqual({ cash: 30_000n, hold: 20_000n });
    const decide = (payload: object) =>
      call('finance', 'POST', `/bo/v1/withdrawals/${order.withdrawalId}/decision`, payload);

    const bare = await decide({ decision: 'reject' });
    expect(bare.status).toBe(400);
    expect(bare.json.errorCode).toBe('request_param_err');
    expect((await decide({ decision: 'reject', reason: '   ' })).status).toBe(400);
    expect(await balances(m.id)).toEqual({ cash: 30_000n, hold: 20_000n });

    const done = await decide({ decision: 'reject', reason: 'The payee name does not match the card' });
    expect(done.status, done.body).toBe(200);
    expect(await balances(m.id)).toEqual({ cash: 50_000n, hold: 0n });
    expect(await recent(m.token)).toEqual([
      expect.objectContaining({
        withdrawalId: order.withdrawalId,
        status: 'REJECTED',
        rejectReason: 'The payee name does not match the card',
      }),
    ]);
    // The account record shows the returned money with the reason.
    const history = successEnvelope(transactionHistoryValue).parse(
      (await member('/wps/relay/ODSFE2_MemTransDet?type=withdraw_void', m.token)).json,
    ).value;
    expect(history.rows).toEqual([
      expect.objectContaining({ amount: 200, remark: 'The payee name does not match the card' }),
    ]);
    expect((await decide({ decision: 'approve' })).status).toBe(409);
    expect((await decide({ decision: 'reject', reason: 'again' })).status).toBe(409);
    expect(await balances(m.id)).toEqual({ cash: 50_000n, hold: 0n });

    const row = (await queue('?status=REJECTED&pageSize=200')).rows.find((r) => r.id === order.withdrawalId)!;
    expect(row).toMatchObject({
      status: 'REJECTED',
      decidedBy: 'c_finance',
      rejectReason: expect.any(String),
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `withdrawal:${order.withdrawalId}`)
      .where('outcome', '=', 200)
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({
      status: 'REJECTED',
      reason: 'The payee name does not match the card',
    });
  });

  it('an approval pays out and the member sees it paid', async () => {
    const m = await readyMember(50_000n);
    const order = await requestWithdrawal(m, 150);
    const res = await call('finance', 'POST', `/bo/v1/withdrawals/${order.withdrawalId}/decision`, {
      decision: 'approve',
    });
    expect(res.status, res.body).toBe(200);
    expect(await balances(m.id)).toEqual({ cash: 35_000n, hold: 0n });
    expect(await recent(m.token)).toEqual([
      expect.objectContaining({ withdrawalId: order.withdrawalId, status: 'APPROVED', rejectReason: null }),
    ]);
    // SUPPORT reads the queue but decides nothing.
    expect((await call('support', 'GET', '/bo/v1/withdrawals')).status).toBe(200);
    expect(
      (
        await call('support', 'POST', `/bo/v1/withdrawals/${order.withdrawalId}/decision`, {
          decision: 'approve',
        })
      ).status,
    ).toBe(403);
  });

  it('puts pending orders first and carries risk hints computed on the server', async () => {
    const ip = '192.0.2.250';
    const m = await readyMember(200_000n, ip);
    const first = await requestWithdrawal(m, 100);
    let row = (await queue()).rows.find((r) => r.id === first.withdrawalId)!;
    expect(row.status).toBe('PENDING');
    expect(row.hints).toEqual({
      turnoverMet: true,
      turnoverRemaining: '0',
      firstWithdrawal: true,
      sharedIpMembers: 0,
      // The card was bound minutes before the order.
      cardChangedRecently: true,
    });

    // Another member logs in from the same address; the card is old news; a deposit now asks turnover.
    const other = await registerMember(t, 'cq');
    await t.db.insertInto('login_ip').values({ customer_id: other.id, ip }).execute();
    await t.db
      .updateTable('bank_card')
      .set({ created_at: new Date(Date.now() - 3 * 86_400_000) })
      .where('customer_id', '=', m.id)
      .execute();
    const settings = await t.db
      .selectFrom('merchant')
      .select('settings')
      .where('id', '=', merchantId)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('merchant')
      .set({ settings: JSON.stringify({ ...settings.settings, withdraw: { depositTurnoverMultiple: 1 } }) })
      .where('id', '=', merchantId)
      .execute();
    try {
      const channel = await t.db
        .selectFrom('payment_channel')
        .select('id')
        .where('code', '=', 'SANDBOX')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('deposit_order')
        .values({
          merchant_id: merchantId,
          customer_id: m.id,
          channel_id: channel.id,
          request_id: `hint-${m.id}`,
          amount: 7_000n,
          status: 'SUCCESS',
          pay_token: null,
          reference_no: null,
          expires_at: null,
          settled_at: new Date(),
        })
        .execute();
      row = (await queue()).rows.find((r) => r.id === first.withdrawalId)!;
      expect(row.hints).toEqual({
        turnoverMet: false,
        turnoverRemaining: '7000',
        firstWithdrawal: true,
        sharedIpMembers: 1,
        cardChangedRecently: false,
      });
    } finally {
      await t.db
        .updateTable('merchant')
        .set({ settings: JSON.stringify(settings.settings) })
        .where('id', '=', merchantId)
        .execute();
    }

    // Paid out: the next order is not the first, and the decided one has no turnover hint.
    await call('finance', 'POST', `/bo/v1/withdrawals/${first.withdrawalId}/decision`, {
      decision: 'approve',
    });
    const second = await requestWithdrawal(m, 100);
    const page = await queue();
    const pendingIndex = page.rows.findIndex((r) => r.id === second.withdrawalId);
    const decidedIndex = page.rows.findIndex((r) => r.id === first.withdrawalId);
    expect(pendingIndex).toBeLessThan(decidedIndex);
    expect(page.rows.slice(0, pendingIndex).every((r) => r.status === 'PENDING')).toBe(true);
    expect(page.rows[pendingIndex]!.hints).toMatchObject({ firstWithdrawal: false, turnoverMet: true });
    expect(page.rows[decidedIndex]!.hints).toMatchObject({ firstWithdrawal: true, turnoverMet: null });

    const counts = successEnvelope(pendingCountValue).parse(
      (await call('finance', 'GET', '/bo/v1/cashier/pending-count')).json,
    ).value;
    expect(counts.withdrawals).toBe(page.rows.filter((r) => r.status === 'PENDING').length);
    expect(counts.latestWithdrawalId).toBe(second.withdrawalId);
    await call('finance', 'POST', `/bo/v1/withdrawals/${second.withdrawalId}/decision`, {
      decision: 'reject',
      reason: 'test over',
    });
  });

  it('filters the queue; the CSV holds exactly the filtered rows', async () => {
    const all = await queue('?status=APPROVED&pageSize=200&sort=-id');
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.rows.every((r) => r.status === 'APPROVED')).toBe(true);
    const csv = await call('finance', 'GET', '/bo/v1/withdrawals?status=APPROVED&sort=-id&format=csv');
    expect(csv.status).toBe(200);
    expect(csvIds(csv.body)).toEqual(all.rows.map((r) => r.id));
    const big = await queue('?minAmount=15000');
    expect(big.rows.every((r) => BigInt(r.amount) >= 15_000n)).toBe(true);
  });
});

describe('deposit orders', () => {
  async function manualDeposit(token: string, amount: number) {
    const channels = successEnvelope(depositChannelsValue).parse(
      (await member('/wps/relay/MCSFE_getDepositChannels', token)).json,
    ).value;
    const bank = channels.channels.find((c) => c.method === 'MT')!;
    const res = await member('/wps/relay/MCSFE_deposit', token, {
      channelId: bank.channelId,
      amount,
      requestId: `bo-dep-${Date.now()}-${serial++}`,
    });
    return successEnvelope(depositOrder).parse(res.json).value;
  }

  it('lists manual deposits with their receipt; a rejection keeps its reason and who decided', async () => {
    const m = await registerMember(t, 'cd');
    const order = await manualDeposit(m.token, 200);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await t.db
      .insertInto('deposit_receipt')
      .values({ order_id: BigInt(order.orderId), content_type: 'image/png', bytes: png })
      .execute();
    const list = async (who: string, query: string) => {
      const res = await call(who, 'GET', `/bo/v1/deposits${query}`);
      expect(res.status, res.body).toBe(200);
      return successEnvelope(pageOf(depositRow)).parse(res.json).value;
    };
    const pending = await list('support', '?status=PENDING&method=MT');
    const row = pending.rows.find((r) => r.id === order.orderId)!;
    expect(row).toMatchObject({
      amount: '20000',
      rebate: '200',
      method: 'MT',
      status: 'PENDING',
      receiptUrl: `/bo/v1/deposits/${order.orderId}/receipt`,
    });
    const receipt = await call('finance', 'GET', row.receiptUrl!);
    expect(receipt.status).toBe(200);
    expect(receipt.headers['content-type']).toBe('image/png');

    const counts = successEnvelope(pendingCountValue).parse(
      (await call('support', 'GET', '/bo/v1/cashier/pending-count')).json,
    ).value;
    expect(counts.deposits).toBeGreaterThanOrEqual(1);
    expect(counts.latestDepositId).toBe(order.orderId);

    // SUPPORT sees deposits but decides nothing.
    expect(
      (await call('support', 'POST', `/bo/v1/deposits/${order.orderId}/decision`, { decision: 'approve' }))
        .status,
    ).toBe(403);
    const rejected = await call('finance', 'POST', `/bo/v1/deposits/${order.orderId}/decision`, {
      decision: 'reject',
      reason: 'No transfer arrived',
    });
    expect(rejected.status, rejected.body).toBe(200);
    const after = (await list('finance', `?member=${row.username}`)).rows.find(
      (r) => r.id === order.orderId,
    )!;
    expect(after).toMatchObject({
      status: 'FAILED',
      rejectReason: 'No transfer arrived',
      decidedBy: 'c_finance',
    });
    expect((await balances(m.id)).cash).toBe(0n);

    // Approved without a reason: credited once.
    const second = await manualDeposit(m.token, 300);
    expect(
      (await call('finance', 'POST', `/bo/v1/deposits/${second.orderId}/decision`, { decision: 'approve' }))
        .status,
    ).toBe(200);
    expect((await balances(m.id)).cash).toBe(30_300n);

    const filtered = await list('finance', `?member=${row.username}&sort=amount`);
    expect(filtered.rows.map((r) => r.amount)).toEqual(['20000', '30000']);
    const csv = await call('finance', 'GET', `/bo/v1/deposits?member=${row.username}&sort=amount&format=csv`);
    expect(csvIds(csv.body)).toEqual(filtered.rows.map((r) => r.id));
    expect((await call('finance', 'GET', '/bo/v1/deposits?sort=fee')).status).toBe(400);
  });
});

describe('payment callback log', () => {
  it('keeps every callback received, refused ones with their error, for the merchant', async () => {
    const m = await registerMember(t, 'cb');
    const channels = successEnvelope(depositChannelsValue).parse(
      (await member('/wps/relay/MCSFE_getDepositChannels', m.token)).json,
    ).value;
    const sandbox = channels.channels.find((c) => c.method === 'PG')!;
    const order = successEnvelope(depositOrder).parse(
      (
        await member('/wps/relay/MCSFE_deposit', m.token, {
          channelId: sandbox.channelId,
          amount: 100,
          requestId: `bo-cb-${Date.now()}`,
        })
      ).json,
    ).value;
    const { secret } = await t.db
      .selectFrom('payment_channel')
      .select('secret')
      .where('code', '=', 'SANDBOX')
      .executeTakeFirstOrThrow();
    const body = JSON.stringify({ orderId: order.orderId, status: 'SUCCESS', amount: '10000' });
    const post = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/payment/callback/SANDBOX',
        remoteAddress: '198.51.100.200',
        headers: { 'content-type': 'application/json', 'x-signature': signature },
        payload: body,
      });
    expect((await post(signCallback('wrong', body))).statusCode).toBe(401);
    expect((await post(signCallback(secret!, body))).statusCode).toBe(200);
    expect((await post(signCallback(secret!, body))).statusCode).toBe(200);

    const list = async (query: string) => {
      const res = await call('finance', 'GET', `/bo/v1/payments/callbacks${query}`);
      expect(res.status, res.body).toBe(200);
      return successEnvelope(pageOf(callbackLogRow)).parse(res.json).value;
    };
    const rows = (await list(`?orderId=${order.orderId}`)).rows;
    expect(rows.map((r) => [r.outcome, r.errorCode, r.orderStatus])).toEqual([
      [200, null, 'SUCCESS'],
      [200, null, 'SUCCESS'],
      [401, 'signature.invalid', null],
    ]);
    expect(rows[2]).toMatchObject({ channel: 'SANDBOX', ip: '198.51.100.200', body });
    expect((await list(`?orderId=${order.orderId}&outcome=refused`)).rows).toHaveLength(1);
    const csv = await call('finance', 'GET', `/bo/v1/payments/callbacks?orderId=${order.orderId}&format=csv`);
    expect(csvIds(csv.body)).toEqual(rows.map((r) => r.id));
    expect((await call('support', 'GET', '/bo/v1/payments/callbacks')).status).toBe(403);
    expect((await balances(m.id)).cash).toBe(10_050n);
  });
});
