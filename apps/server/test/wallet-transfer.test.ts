// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../src/lib/clock.ts';
import { createLedger, type Ledger } from '../src/modules/wallet/ledger.ts';
import {
  demo,
  demoMerchantId,
  HOUSE_TEST_SECRET,
  registerMember,
  startTestApp,
  type TestContext,
} from './harness.ts';

// GCS_walletTransfer with a transfer-mode vendor (decision 0009): a loopback vendor on real HTTP that
// keeps balances like one, and can lose its answers (the request is processed, the answer never sent)
// or be down. Money is never lost or created: pending transfers end by the vendor's `status`.

interface VendorTx {
  kind: 'deposit' | 'withdraw';
  amount: number;
  status: string;
}

/** A transfer-mode vendor as the platform sees it over HTTP. */
class LoopbackVendor {
  balances = new Map<string, number>();
  txs = new Map<string, VendorTx | 'TOMBSTONE'>();
  /** The next N requests are processed but their answers dropped (the socket is destroyed). */
  loseAnswers = 0;
  down = false;
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      if (this.down) return req.socket.destroy();
      const sig = createHmac('sha256', HOUSE_TEST_SECRET).update(raw).digest('hex');
      if (req.headers['x-signature'] !== sig)
        return this.send(res, 401, { status: 'INVALID_SIGNATURE', balance: 0 });
      const body = JSON.parse(raw) as { playerId: string; transactionId: string; amount: number };
      const action = req.url!.split('/').pop();
      const answer = this.handle(action!, body);
      if (this.loseAnswers > 0) {
        this.loseAnswers--;
        return req.socket.destroy();
      }
      this.send(res, 200, answer);
    });
  });
  private send(res: http.ServerResponse, code: number, body: object) {
    res.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }
  private handle(action: string, b: { playerId: string; transactionId: string; amount: number }) {
    const balance = () => this.balances.get(b.playerId) ?? 0;
    if (action === 'balance') return { status: 'OK', balance: balance() };
    const known = this.txs.get(b.transactionId);
    if (action === 'status') {
      if (!known) {
        this.txs.set(b.transactionId, 'TOMBSTONE');
        return { status: 'OK', balance: 0, found: false };
      }
      if (known === 'TOMBSTONE') return { status: 'OK', balance: 0, found: false };
      return { status: 'OK', balance: 0, found: true, kind: known.kind, outcome: known.status };
    }
    if (known === 'TOMBSTONE') return { status: 'TX_CANCELLED', balance: balance() };
    if (known) return { status: known.status, balance: balance() };
    const kind = action as 'deposit' | 'withdraw';
    let status = 'OK';
    if (kind === 'withdraw' && balance() < b.amount) status = 'INSUFFICIENT_BALANCE';
    else
      this.balances.set(
        b.playerId,
        Math.round((balance() + (kind === 'deposit' ? b.amount : -b.amount)) * 100) / 100,
      );
    this.txs.set(b.transactionId, { kind, amount: b.amount, status });
    return { status, balance: balance() };
  }
}

let t: TestContext;
let ledger: Ledger;
let merchantId: number;
const vendor = new LoopbackVendor();
const HOUSEX_ACCOUNT_TYPE = async () =>
  (
    await t.db
      .selectFrom('game_vendor')
      .select('account_type_id')
      .where('code', '=', 'HOUSEX')
      .executeTakeFirstOrThrow()
  ).account_type_id!;

beforeAll(async () => {
  await new Promise<void>((r) => vendor.server.listen(0, '127.0.0.1', () => r()));
  const port = (vendor.server.address() as AddressInfo).port;
  t = await startTestApp({ houseGamesUrl: `http://127.0.0.1:${port}` });
  ledger = createLedger(t.db);
  merchantId = await demoMerchantId(t);
});
afterAll(async () => {
  await t?.close();
  vendor.server.close();
});
afterEach(async () => {
  vendor.loseAnswers = 0;
  vendor.down = false;
  expect(await ledger.invariantViolations(merchantId)).toEqual([]);
});

async function funded(amount: bigint) {
  const m = await registerMember(t, 'wt');
  await ledger.transfer({
    merchantId,
    key: `wt-fund:${m.id}`,
    type: 'deposit',
    from: { kind: 'paymentClearing', ref: 'test' },
    to: { kind: 'cash', ownerId: m.id },
    amount,
  });
  return m;
}

const post = (token: string, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: demo({ authorization: token }), payload });

async function balances(token: string) {
  const res = await t.app.inject({ url: '/wps/v2/wallets/balance', headers: demo({ authorization: token }) });
  const v = res.json().value as {
    sumBalance: number;
    balance: { accountTypeId: number; availBalance: number; status: string }[];
  };
  return { sum: v.sumBalance, byType: new Map(v.balance.map((b) => [b.accountTypeId, b])) };
}

describe('wallet transfer with a transfer-mode vendor', () => {
  it('moves money in and out once per request id, and the balance call reads the vendor', async () => {
    const m = await funded(10_000n);
    const houseX = await HOUSEX_ACCOUNT_TYPE();
    const transferIn = {
      fromAccountTypeId: 0,
      toAccountTypeId: houseX,
      amount: 40,
      requestId: `in-${m.id}-0001`,
    };
    const first = await post(m.token, '/wps/relay/GCS_walletTransfer', transferIn);
    expect(first.json().value).toEqual({ successAmount: 40, status: 'SUCCESS' });
    expect((await post(m.token, '/wps/relay/GCS_walletTransfer', transferIn)).json().value).toEqual({
      successAmount: 40,
      status: 'SUCCESS',
    });
    let b = await balances(m.token);
    expect(b.byType.get(0)?.availBalance).toBe(60);
    expect(b.byType.get(houseX)).toMatchObject({ availBalance: 40, status: 'OK' });
    expect(b.sum).toBe(100);

    // Winnings at the vendor come back with the recall.
    vendor.balances.set(`${merchantId}-${m.id}`, 55.5);
    const recall = await post(m.token, '/wps/relay/GCS_walletReturn');
    expect(recall.json().value.recalled).toEqual([
      // TW, the default language: the vendor wallet by its TW name (decision 0027).
      { accountTypeId: houseX, name: '街機館', amount: 55.5 },
    ]);
    b = await balances(m.token);
    expect(b.byType.get(0)?.availBalance).toBe(115.5);
    expect(b.byType.get(houseX)?.availBalance).toBe(0);
  });

  it('one transfer is one row in the account record, on the main wallet, naming the vendor wallet', async () => {
    const m = await funded(10_000n);
    const houseX = await HOUSEX_ACCOUNT_TYPE();
    const move = (from: number, to: number, amount: number, n: number) =>
      post(m.token, '/wps/relay/GCS_walletTransfer', {
        fromAccountTypeId: from,
        toAccountTypeId: to,
        amount,
        requestId: `rec-${m.id}-000${n}`,
      });
    expect((await move(0, houseX, 30, 1)).json().value.status).toBe('SUCCESS');
    expect((await move(houseX, 0, 10, 2)).json().value.status).toBe('SUCCESS');
    const res = await t.app.inject({
      url: '/wps/relay/ODSFE2_MemTransDet?type=wallet_transfer',
      headers: demo({ authorization: m.token }),
    });
    const rows = res.json().value.rows as Record<string, unknown>[];
    // The ledger: the main wallet's entries of the two transfers, newest first.
    const entries = await t.db
      .selectFrom('ledger_entry as e')
      .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
      .innerJoin('ledger_transfer as tr', 'tr.id', 'e.transfer_id')
      .select(['e.amount', 'e.balance_after'])
      .where('a.owner_id', '=', m.id)
      .where('a.kind', '=', 'cash')
      .where('tr.type', '=', 'wallet_transfer')
      .orderBy('e.id', 'desc')
      .execute();
    expect(entries.map((e) => [Number(e.amount) / 100, Number(e.balance_after) / 100])).toEqual([
      [10, 80],
      [-30, 70],
    ]);
    expect(rows.map((r) => [r.wallet, r.counterparty, r.amount, r.balanceAfter, r.status, r.remark])).toEqual(
      [
        ['主錢包', '街機館', 10, 80, 'SUCCESS', null],
        ['主錢包', '街機館', -30, 70, 'SUCCESS', null],
      ],
    );
    expect(JSON.stringify(rows)).not.toContain('HOUSEX');
  });

  it('answers 409 for a request id reused with another amount or direction, and moves nothing', async () => {
    const m = await funded(10_000n);
    const houseX = await HOUSEX_ACCOUNT_TYPE();
    const transferIn = {
      fromAccountTypeId: 0,
      toAccountTypeId: houseX,
      amount: 30,
      requestId: `re-${m.id}-0001`,
    };
    expect((await post(m.token, '/wps/relay/GCS_walletTransfer', transferIn)).json().value).toEqual({
      successAmount: 30,
      status: 'SUCCESS',
    });
    const other = await post(m.token, '/wps/relay/GCS_walletTransfer', { ...transferIn, amount: 31 });
    expect(other.statusCode).toBe(409);
    expect(other.json().errorCode).toBe('idempotency.key.conflict');
    const back = await post(m.token, '/wps/relay/GCS_walletTransfer', {
      ...transferIn,
      fromAccountTypeId: houseX,
      toAccountTypeId: 0,
    });
    expect(back.json().errorCode).toBe('idempotency.key.conflict');
    const b = await balances(m.token);
    expect(b.byType.get(0)?.availBalance).toBe(70);
    expect(b.byType.get(houseX)?.availBalance).toBe(30);
  });

  it('refuses more than the main wallet holds, or more than the vendor holds, and moves nothing', async () => {
    const m = await funded(1_000n);
    const houseX = await HOUSEX_ACCOUNT_TYPE();
    const tooMuch = await post(m.token, '/wps/relay/GCS_walletTransfer', {
      fromAccountTypeId: 0,
      toAccountTypeId: houseX,
      amount: 10.01,
      requestId: `big-${m.id}-01`,
    });
    expect(tooMuch.json().errorCode).toBe('insufficient.balance');
    const out = await post(m.token, '/wps/relay/GCS_walletTransfer', {
      fromAccountTypeId: houseX,
      toAccountTypeId: 0,
      amount: 1,
      requestId: `out-${m.id}-01`,
    });
    expect(out.json().errorCode).toBe('insufficient.balance');
    expect((await balances(m.token)).byType.get(0)?.availBalance).toBe(10);
    const bad = await post(m.token, '/wps/relay/GCS_walletTransfer', {
      fromAccountTypeId: 0,
      toAccountTypeId: 1,
      amount: 1,
      requestId: `bad-${m.id}-01`,
    });
    expect(bad.json().errorCode).toBe('request_param_err');
  });

  it("a lost answer leaves the transfer pending; the vendor's status finishes it either way", async () => {
    const m = await funded(10_000n);
    const houseX = await HOUSEX_ACCOUNT_TYPE();
    // The vendor took the deposit but its answer was lost.
    vendor.loseAnswers = 1;
    const lost = await post(m.token, '/wps/relay/GCS_walletTransfer', {
      fromAccountTypeId: 0,
      toAccountTypeId: houseX,
      amount: 30,
      requestId: `lost-${m.id}-01`,
    });
    expect(lost.json().value).toEqual({ successAmount: 0, status: 'PENDING' });
    // The vendor was down: the deposit never arrived.
    vendor.down = true;
    const never = await post(m.token, '/wps/relay/GCS_walletTransfer', {
      fromAccountTypeId: 0,
      toAccountTypeId: houseX,
      amount: 20,
      requestId: `never-${m.id}-01`,
    });
    expect(never.json().value.status).toBe('PENDING');
    vendor.down = false;
    expect((await balances(m.token)).byType.get(0)?.availBalance).toBe(50);

    const realNow = clock.nowMs;
    clock.nowMs = () => realNow() + 60_000;
    try {
      const job = t.app.jobs.find((j) => j.name === 'cashier-reconcile')!;
      const result = await job.run();
      expect(result.walletTransfersEnded).toBe(2);
    } finally {
      clock.nowMs = realNow;
    }
    const b = await balances(m.token);
    // The lost one went through (30 at the vendor); the one that never arrived came back (20).
    expect(b.byType.get(houseX)?.availBalance).toBe(30);
    expect(b.byType.get(0)?.availBalance).toBe(70);
    // The late arrival of the abandoned deposit is refused for good by the tombstone.
    const rows = await t.db
      .selectFrom('wallet_transfer')
      .select(['id', 'status', 'request_id'])
      .where('customer_id', '=', m.id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['SUCCESS', 'FAILED']);
    const again = await post(m.token, '/wps/relay/GCS_walletTransfer', {
      fromAccountTypeId: 0,
      toAccountTypeId: houseX,
      amount: 20,
      requestId: `never-${m.id}-01`,
    });
    expect(again.json().errorCode).toBe('wallet.transfer.failed');
    expect((await balances(m.token)).sum).toBe(100);
  });

  it('trial accounts cannot transfer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: demo(),
      payload: {},
    });
    const trial = res.json().value as { token: string };
    const r = await post(trial.token, '/wps/relay/GCS_walletTransfer', {
      fromAccountTypeId: 0,
      toAccountTypeId: await HOUSEX_ACCOUNT_TYPE(),
      amount: 1,
      requestId: 'trial-0001',
    });
    expect(r.json().errorCode).toBe('trial.account.forbidden');
  });
});

describe('which game wallets a member sees (issue 14 item 10)', () => {
  const wallets = async (token: string) => {
    const res = await t.app.inject({
      url: '/wps/v2/wallets/balance',
      headers: demo({ authorization: token }),
    });
    return (res.json().value as { balance: { accountTypeId: number; name: string; status: string }[] })
      .balance;
  };
  const accountTypeOf = async (code: string) =>
    (
      await t.db
        .selectFrom('game_vendor')
        .select('account_type_id')
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).account_type_id!;

  it('lists only the transfer vendors the merchant enabled and the deployment configured', async () => {
    const m = await funded(10_000n);
    const houseX = await HOUSEX_ACCOUNT_TYPE();
    const dg = await accountTypeOf('DG');
    // Demo catalog: DG and other outside transfer vendors are enabled but have no credentials.
    let listed = await wallets(m.token);
    expect(listed.map((w) => w.accountTypeId)).toEqual([0, 1, houseX]);
    expect(listed.filter((w) => w.status === 'UNAVAILABLE')).toEqual([]);
    // Recall all does not report vendors that never held the member's money as failed.
    expect((await post(m.token, '/wps/relay/GCS_walletReturn')).json().value.failed).toEqual([]);

    // Configured: DG's wallet shows (it answers like a vendor).
    await t.db
      .insertInto('vendor_credential')
      .values({
        vendor_code: 'DG',
        secret: HOUSE_TEST_SECRET,
        api_url: (
          await t.db
            .selectFrom('vendor_credential')
            .select('api_url')
            .where('vendor_code', '=', 'HOUSEX')
            .executeTakeFirstOrThrow()
        ).api_url,
        launch_url: 'https://play.dg.example/launch?t={token}',
      })
      .execute();
    t.app.vendors.invalidate();
    try {
      listed = await wallets(m.token);
      expect(listed.map((w) => w.accountTypeId)).toEqual(expect.arrayContaining([0, 1, houseX, dg]));
      expect(listed.find((w) => w.accountTypeId === dg)?.status).toBe('OK');

      // Configured but switched off for the merchant: gone again.
      await t.db
        .updateTable('merchant_vendor')
        .set({ enabled: false })
        .where('merchant_id', '=', merchantId)
        .where('vendor_code', '=', 'DG')
        .execute();
      expect((await wallets(m.token)).map((w) => w.accountTypeId)).not.toContain(dg);
    } finally {
      await t.db
        .updateTable('merchant_vendor')
        .set({ enabled: true })
        .where('merchant_id', '=', merchantId)
        .where('vendor_code', '=', 'DG')
        .execute();
      await t.db.deleteFrom('vendor_credential').where('vendor_code', '=', 'DG').execute();
      t.app.vendors.invalidate();
    }
  });
});
