// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  depositChannelsValue,
  depositOrder,
  loginValue,
  successEnvelope,
  transactionHistoryValue,
  walletBalanceValue,
} from '@portal/contract';
import { createCashier, signCallback } from '../src/modules/wallet/cashier.ts';
import { createLedger } from '../src/modules/wallet/ledger.ts';
import { demoMerchantId, registerBody, startTestApp, type TestContext } from './harness.ts';

// The wallet over real HTTP: balances, deposit channels, the sandbox gateway (its page, its signed
// callback over HTTP, repeats and forgeries), manual bank transfers approved by the operator, the
// account record, and the ledger invariants after it all.

let t: TestContext;
let base: string;
let merchantId: number;

beforeAll(async () => {
  t = await startTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  merchantId = await demoMerchantId(t);
});
afterAll(() => t?.close());

async function call(
  path: string,
  opts: { token?: string; method?: string; body?: unknown; language?: string } = {},
) {
  const res = await fetch(base + path, {
    method: opts.method ?? (opts.body ? 'POST' : 'GET'),
    headers: {
      merchant: 'demo',
      language: opts.language ?? 'EN',
      ...(opts.token ? { authorization: opts.token } : {}),
      ...(opts.body ? { 'content-type': 'application/json' } : {}),
    },
    body: opts.body ? JSON.stringify(opts.body) : undefined,
  });
  return {
    status: res.status,
    json: (await res.json()) as { success: boolean; errorCode?: string; value?: unknown },
  };
}

let serial = 0;
async function newMember(): Promise<{ token: string; id: number }> {
  const username = `wal${Date.now().toString(36).slice(-6)}${serial++}`;
  const res = await call('/wps/member/register', {
    method: 'PUT',
    body: registerBody(username),
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const value = res.json.value as { token: string; customerId: number };
  return { token: value.token, id: value.customerId };
}

const balanceOf = async (token: string) =>
  successEnvelope(walletBalanceValue).parse((await call('/wps/v2/wallets/balance', { token })).json).value;

const invariants = () => createLedger(t.db).invariantViolations();

describe('balance', () => {
  it('answers the API.md shape: main, bonus and transfer-mode vendor wallets, all zero for a new member', async () => {
    const { token } = await newMember();
    const value = await balanceOf(token);
    expect(value).toMatchObject({
      sumBalance: 0,
      currency: expect.any(String),
      currencySymbol: expect.any(String),
    });
    expect(value.balance[0]).toEqual({
      accountTypeId: 0,
      name: 'Main wallet',
      availBalance: 0,
      status: 'OK',
    });
    expect(value.balance[1]).toMatchObject({ accountTypeId: 1, name: 'Bonus wallet' });
    expect(value.balance.length).toBeGreaterThan(2);
    expect(new Set(value.balance.map((b) => b.accountTypeId)).size).toBe(value.balance.length);
    expect((await call('/wps/v2/wallets/balance')).status).toBe(401);
  });

  it('a trial account has its own ledger and no cashier', async () => {
    const trial = await call('/wps/session/login/freeplay', { body: {} });
    const token = successEnvelope(loginValue).parse(trial.json).value.token;
    const value = await balanceOf(token);
    expect(value.balance.map((b) => b.accountTypeId)).toEqual([0, 1]);
    const channels = await call('/wps/relay/MCSFE_getDepositChannels', { token });
    expect(channels.status).toBe(403);
    expect(channels.json.errorCode).toBe('trial.account.forbidden');
  });
});

describe('deposit through the sandbox gateway', () => {
  it('pays on the provider page, which calls back over HTTP and credits once', async () => {
    const { token } = await newMember();
    const channels = successEnvelope(depositChannelsValue).parse(
      (await call('/wps/relay/MCSFE_getDepositChannels', { token })).json,
    ).value;
    expect(channels.allowDeposit).toBe(true);
    // Sorted by rebate, highest first.
    expect(channels.channels.map((c) => c.method)).toEqual(['MT', 'PG']);
    const sandbox = channels.channels.find((c) => c.method === 'PG')!;
    // The demo's sandbox charges no fee (issue 14); channels with fees: deposit-rules.test.ts.
    expect(sandbox).toMatchObject({ min: 10, max: 50_000, feePercent: 0, rebatePercent: 0.5, feeMax: null });
    expect(sandbox.fixAmounts).toEqual([100, 500, 1000, 5000]);

    const request = { channelId: sandbox.channelId, amount: 100, requestId: `req-${Date.now()}-a` };
    const created = await call('/wps/relay/MCSFE_deposit', { token, body: request });
    const order = successEnvelope(depositOrder).parse(created.json).value;
    expect(order).toMatchObject({ status: 'PENDING', amount: 100, fee: 0, rebate: 0.5, credit: 100.5 });
    expect(order.payUrl).toMatch(/^\/sandbox\/pay\/[\w-]+$/);

    // The same request id is the same order; with another amount it is refused.
    const again = successEnvelope(depositOrder).parse(
      (await call('/wps/relay/MCSFE_deposit', { token, body: request })).json,
    );
    expect(again.value.orderId).toBe(order.orderId);
    const conflict = await call('/wps/relay/MCSFE_deposit', { token, body: { ...request, amount: 101 } });
    expect(conflict.status).toBe(409);

    // The provider's page, in the member's language, then the confirmation.
    const pageRes = await fetch(`${base}${order.payUrl}?lang=EN`);
    const html = await pageRes.text();
    expect(html).toContain('Confirm payment');
    expect(html).toContain('100.00');
    const confirmed = await fetch(`${base}${order.payUrl}?lang=EN`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=confirm',
    });
    expect(await confirmed.text()).toContain('Payment confirmed');

    const settled = successEnvelope(depositOrder).parse(
      (await call(`/wps/relay/MCSFE_getDepositOrder?orderId=${order.orderId}`, { token })).json,
    ).value;
    expect(settled.status).toBe('SUCCESS');
    expect(settled.payUrl).toBeUndefined();
    expect((await balanceOf(token)).balance[0]!.availBalance).toBe(100.5);

    // The provider repeats its callback, and a late FAILED arrives: nothing more moves.
    const channel = await t.db
      .selectFrom('payment_channel')
      .select('secret')
      .where('code', '=', 'SANDBOX')
      .executeTakeFirstOrThrow();
    const body = JSON.stringify({ orderId: order.orderId, status: 'SUCCESS', amount: '10000' });
    for (let i = 0; i < 3; i++) {
      const repeat = await fetch(`${base}/payment/callback/SANDBOX`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signCallback(channel.secret!, body) },
        body,
      });
      expect(repeat.status).toBe(200);
    }
    const late = JSON.stringify({ orderId: order.orderId, status: 'FAILED' });
    await fetch(`${base}/payment/callback/SANDBOX`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signCallback(channel.secret!, late) },
      body: late,
    });
    expect((await balanceOf(token)).balance[0]!.availBalance).toBe(100.5);

    // The page is closed now.
    expect(await (await fetch(`${base}${order.payUrl}?lang=EN`)).text()).toContain('no longer open');
    expect(await invariants()).toEqual([]);
  });

  it('refuses forged and tampered callbacks', async () => {
    const { token } = await newMember();
    const channels = successEnvelope(depositChannelsValue).parse(
      (await call('/wps/relay/MCSFE_getDepositChannels', { token })).json,
    ).value;
    const sandbox = channels.channels.find((c) => c.method === 'PG')!;
    const order = successEnvelope(depositOrder).parse(
      (
        await call('/wps/relay/MCSFE_deposit', {
          token,
          body: { channelId: sandbox.channelId, amount: 50, requestId: `req-${Date.now()}-f` },
        })
      ).json,
    ).value;
    const post = (body: string, signature: string) =>
      fetch(`${base}/payment/callback/SANDBOX`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signature, language: 'EN' },
        body,
      });
    const body = JSON.stringify({ orderId: order.orderId, status: 'SUCCESS', amount: '5000' });
    const forged = await post(body, signCallback('not-the-secret', body));
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ errorCode: 'signature.invalid' });
    expect((await post(body, '')).status).toBe(401);
    // A correct signature over a body with another amount: refused.
    const channel = await t.db
      .selectFrom('payment_channel')
      .select('secret')
      .where('code', '=', 'SANDBOX')
      .executeTakeFirstOrThrow();
    const inflated = JSON.stringify({ orderId: order.orderId, status: 'SUCCESS', amount: '500000' });
    expect((await post(inflated, signCallback(channel.secret!, inflated))).status).toBe(400);
    // Whitespace added after signing changes the bytes: refused.
    expect((await post(`${body} `, signCallback(channel.secret!, body))).status).toBe(401);
    expect((await balanceOf(token)).sumBalance).toBe(0);
  });

  it('checks amounts: limits, decimals and bad input change nothing', async () => {
    const { token } = await newMember();
    const channels = successEnvelope(depositChannelsValue).parse(
      (await call('/wps/relay/MCSFE_getDepositChannels', { token })).json,
    ).value;
    const sandbox = channels.channels.find((c) => c.method === 'PG')!;
    const deposit = (amount: unknown, requestId = `req-${Date.now()}-${Math.random()}`) =>
      call('/wps/relay/MCSFE_deposit', { token, body: { channelId: sandbox.channelId, amount, requestId } });
    const low = await deposit(5);
    expect(low.status).toBe(400);
    expect(low.json).toMatchObject({
      errorCode: 'deposit.amount.out.of.range',
      message: 'The amount is outside the limits of this channel',
    });
    expect((await deposit(1.005)).json.errorCode).toBe('request_param_err');
    expect((await deposit(-10)).json.errorCode).toBe('request_param_err');
    expect((await deposit('100')).json.errorCode).toBe('request_param_err');
    expect(
      (
        await call('/wps/relay/MCSFE_deposit', {
          token,
          body: { channelId: 99999, amount: 100, requestId: 'req-nochannel' },
        })
      ).json.errorCode,
    ).toBe('deposit.channel.unavailable');
    const count = await t.db
      .selectFrom('deposit_order')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(0);
    const mine = await call('/wps/relay/ODSFE2_MemTransDet', { token });
    expect(successEnvelope(transactionHistoryValue).parse(mine.json).value.totalCount).toBe(0);
  });
});

describe('manual bank transfer', () => {
  it('shows the receiving account, blocks a second deposit, and is credited once on approval', async () => {
    const member = await newMember();
    const { token } = member;
    const channels = successEnvelope(depositChannelsValue).parse(
      (await call('/wps/relay/MCSFE_getDepositChannels', { token })).json,
    ).value;
    const bank = channels.channels.find((c) => c.method === 'MT')!;
    const order = successEnvelope(depositOrder).parse(
      (
        await call('/wps/relay/MCSFE_deposit', {
          token,
          body: { channelId: bank.channelId, amount: 200, requestId: `req-${Date.now()}-m` },
        })
      ).json,
    ).value;
    expect(order.receiver).toMatchObject({ bankName: 'Demo Bank', accountNumber: expect.any(String) });
    expect(Date.parse(order.expiresAt!)).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect(order).toMatchObject({ fee: 0, rebate: 2, credit: 202 });

    const blocked = await call('/wps/relay/MCSFE_deposit', {
      token,
      body: { channelId: bank.channelId, amount: 300, requestId: `req-${Date.now()}-m2` },
    });
    expect(blocked.json.errorCode).toBe('deposit.pending.exists');
    const gate = successEnvelope(depositChannelsValue).parse(
      (await call('/wps/relay/MCSFE_getDepositChannels', { token })).json,
    ).value;
    expect(gate).toMatchObject({ inProgressCount: 1, pendingManualOrderId: order.orderId });

    const reference = await call('/wps/relay/MCSFE_updateDepositReference', {
      token,
      body: { orderId: order.orderId, referenceNo: 'TX-778899' },
    });
    expect(reference.status).toBe(200);

    // Another member cannot see or touch it (SECURITY.md item 11).
    const other = await newMember();
    expect(
      (await call(`/wps/relay/MCSFE_getDepositOrder?orderId=${order.orderId}`, { token: other.token }))
        .status,
    ).toBe(404);
    expect(
      (await call('/wps/relay/MCSFE_cancelDeposit', { token: other.token, body: { orderId: order.orderId } }))
        .status,
    ).toBe(404);

    const cashier = createCashier(t.db, createLedger(t.db));
    await cashier.approveManual(merchantId, BigInt(order.orderId));
    await expect(cashier.approveManual(merchantId, BigInt(order.orderId))).rejects.toMatchObject({
      errorCode: 'transfer.already.resolved',
    });
    await expect(cashier.rejectManual(merchantId, BigInt(order.orderId))).rejects.toMatchObject({
      errorCode: 'transfer.already.resolved',
    });
    expect((await balanceOf(token)).balance[0]!.availBalance).toBe(202);

    const history = successEnvelope(transactionHistoryValue).parse(
      (await call('/wps/relay/ODSFE2_MemTransDet?pageSize=1', { token })).json,
    ).value;
    expect(history.totalCount).toBe(2);
    expect(history.totalPages).toBe(2);
    expect(history.rows[0]).toMatchObject({
      type: 'deposit_rebate',
      amount: 2,
      balanceAfter: 202,
      status: 'SUCCESS',
    });
    const deposits = successEnvelope(transactionHistoryValue).parse(
      (await call('/wps/relay/ODSFE2_MemTransDet?type=deposit', { token })).json,
    ).value;
    expect(deposits.rows).toEqual([
      expect.objectContaining({ type: 'deposit', amount: 200, balanceAfter: 200 }),
    ]);
    expect(await invariants()).toEqual([]);
  });

  it('a rejected or cancelled order credits nothing', async () => {
    const { token } = await newMember();
    const channels = successEnvelope(depositChannelsValue).parse(
      (await call('/wps/relay/MCSFE_getDepositChannels', { token })).json,
    ).value;
    const bank = channels.channels.find((c) => c.method === 'MT')!;
    const create = async (suffix: string) =>
      successEnvelope(depositOrder).parse(
        (
          await call('/wps/relay/MCSFE_deposit', {
            token,
            body: { channelId: bank.channelId, amount: 150, requestId: `req-${Date.now()}-${suffix}` },
          })
        ).json,
      ).value;
    const first = await create('r');
    await createCashier(t.db, createLedger(t.db)).rejectManual(merchantId, BigInt(first.orderId));
    const second = await create('c');
    expect(
      (await call('/wps/relay/MCSFE_cancelDeposit', { token, body: { orderId: second.orderId } })).status,
    ).toBe(200);
    expect(
      (await call('/wps/relay/MCSFE_cancelDeposit', { token, body: { orderId: second.orderId } })).json
        .errorCode,
    ).toBe('transfer.already.resolved');
    expect((await balanceOf(token)).sumBalance).toBe(0);
  });
});

describe('deposit promotions', () => {
  it('grants the chosen bonus into the bonus wallet with its turnover, and lists only what the member can still get', async () => {
    const { token } = await newMember();
    const list = async () =>
      (
        (await call('/wps/relay/MCSFE_getDepositPromotionsV3', { token })).json.value as {
          promotions: { promotionId: number; bonusType: string; condition: string; claimLimit: string }[];
        }
      ).promotions;
    // A new member: the first deposit bonus; the daily reload waits for a first deposit.
    const [first] = await list();
    expect(first).toMatchObject({ bonusType: 'PERCENTAGE', condition: 'FIRST', claimLimit: 'ONCE' });
    expect(await list()).toHaveLength(1);
    const reloadId = (
      await t.db
        .selectFrom('deposit_promotion')
        .select('id')
        .where('deposit_condition', '=', 'RELOAD')
        .executeTakeFirstOrThrow()
    ).id;
    const channels = successEnvelope(depositChannelsValue).parse(
      (await call('/wps/relay/MCSFE_getDepositChannels', { token })).json,
    ).value;
    const sandbox = channels.channels.find((c) => c.method === 'PG')!;
    const deposit = (amount: number, promotionId: number | null, requestId: string) =>
      call('/wps/relay/MCSFE_deposit', {
        token,
        body: { channelId: sandbox.channelId, amount, requestId, promotionId },
      });

    const created = await deposit(300, first!.promotionId, `promo-${Date.now()}-1`);
    const order = successEnvelope(depositOrder).parse(created.json).value;
    expect(order).toMatchObject({ bonus: 300, promotionId: first!.promotionId, credit: 301.5 });
    await fetch(`${base}${order.payUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=confirm',
    });
    const balance = await balanceOf(token);
    expect(balance.balance.slice(0, 2).map((b) => b.availBalance)).toEqual([301.5, 300]);
    const settings = (await call('/wps/relay/MCSFE_getWithdrawSettings', { token })).json.value as {
      turnover: { required: number };
    };
    // (300 + 300) × 10 for the promotion; the demo merchant asks nothing for the deposit itself.
    expect(settings.turnover.required).toBe(6000);

    // First deposit only: used up, no longer listed; the reload is now.
    expect((await deposit(200, first!.promotionId, `promo-${Date.now()}-2`)).json.errorCode).toBe(
      'promotion.not.available',
    );
    const after = await list();
    expect(after.map((p) => [p.promotionId, p.bonusType, p.condition, p.claimLimit])).toEqual([
      [reloadId, 'FIXED', 'RELOAD', 'DAILY'],
    ]);
    // Tiers: below the first tier it does not apply; 600 reaches the 500 tier.
    expect((await deposit(50, reloadId, `promo-${Date.now()}-3`)).json.errorCode).toBe(
      'promotion.not.available',
    );
    const tiered = successEnvelope(depositOrder).parse(
      (await deposit(600, reloadId, `promo-${Date.now()}-4`)).json,
    ).value;
    expect(tiered.bonus).toBe(60);
    // "Do not participate".
    const plain = successEnvelope(depositOrder).parse(
      (await deposit(600, null, `promo-${Date.now()}-5`)).json,
    ).value;
    expect(plain).toMatchObject({ bonus: 0, promotionId: null });
    expect(await invariants()).toEqual([]);
  });
});

describe('merchant wallet and consolidated funds', () => {
  it('says whether the merchant is single-wallet, and lists no contracts before any exist', async () => {
    const { token } = await newMember();
    expect((await call('/wps/relay/GCS_merchantWallet', { token })).json.value).toEqual({ isSingle: 0 });
    await t.db
      .updateTable('merchant_vendor')
      .set({ enabled: false })
      .where('merchant_id', '=', merchantId)
      .execute();
    try {
      expect((await call('/wps/relay/GCS_merchantWallet', { token })).json.value).toEqual({ isSingle: 1 });
    } finally {
      await t.db
        .updateTable('merchant_vendor')
        .set({ enabled: true })
        .where('merchant_id', '=', merchantId)
        .execute();
    }
    // A transfer-mode vendor the deployment has no credentials for cannot hold money: it does not count.
    const transfer = await t.db
      .selectFrom('game_vendor')
      .innerJoin('vendor_credential', 'vendor_credential.vendor_code', 'game_vendor.code')
      .selectAll('vendor_credential')
      .where('game_vendor.wallet_mode', '=', 'transfer')
      .execute();
    expect(transfer.length).toBeGreaterThan(0);
    await t.db
      .deleteFrom('vendor_credential')
      .where(
        'vendor_code',
        'in',
        transfer.map((c) => c.vendor_code),
      )
      .execute();
    try {
      expect((await call('/wps/relay/GCS_merchantWallet', { token })).json.value).toEqual({ isSingle: 1 });
    } finally {
      await t.db.insertInto('vendor_credential').values(transfer).execute();
    }
    expect((await call('/wps/relay/GCS_merchantWallet', { token })).json.value).toEqual({ isSingle: 0 });
    const consolidated = (await call('/wps/member/info/funds/consolidated', { token })).json.value as Record<
      string,
      unknown
    >;
    expect(consolidated).toMatchObject({
      dailysalreqtype: {},
      divtypereq: {},
      enableSalary: true,
      enableContract: true,
    });
    expect((await call('/wps/member/info/funds/consolidated')).status).toBe(401);
  });
});
