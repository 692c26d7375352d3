// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodOf, runOnce, type Job } from '../src/jobs/runner.ts';
import { createLedger } from '../src/modules/wallet/ledger.ts';
import { demoMerchantId, insertSettledDeposit, startTestApp, type TestContext } from './harness.ts';

// Background jobs: one run per period across nodes, and the wallet's jobs finishing interrupted
// money moves and checking the ledger.

let t: TestContext;
let merchantId: number;
beforeAll(async () => {
  t = await startTestApp();
  merchantId = await demoMerchantId(t);
});
afterAll(() => t?.close());

const job = (name: string) => t.app.jobs.find((j) => j.name === name)!;

describe('job runner', () => {
  it('runs a job once per period, however many nodes try', async () => {
    let runs = 0;
    const counting: Job = { name: 'count', everyMinutes: 5, run: async () => ({ run: ++runs }) };
    const now = new Date('2026-11-22T10:07:00Z');
    const results = await Promise.all([
      runOnce(t.db, counting, now),
      runOnce(t.db, counting, now),
      runOnce(t.db, counting, now),
    ]);
    expect(results.filter((r) => r !== null)).toEqual([{ run: 1 }]);
    expect(runs).toBe(1);
    // The next period runs again.
    expect(await runOnce(t.db, counting, new Date('2026-11-22T10:10:00Z'))).toEqual({ run: 2 });
    expect(periodOf(now, 5)).toBe('2026-11-22T10:05:00.000Z');
  });
});

describe('wallet jobs', () => {
  it('completes the credit of a SUCCESS deposit whose transfers are missing, once', async () => {
    const { id: customerId } = await t.db
      .insertInto('customer')
      .values({
        merchant_id: merchantId,
        username: 'jobs_member',
        password_hash: '!',
        type: 0,
        nickname: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // As a crash leaves it: the order says SUCCESS, the ledger has nothing yet.
    await insertSettledDeposit(t, {
      customerId,
      requestId: 'crashed-between',
      amount: 10_000n,
      fee: 100n,
      rebate: 50n,
    });
    const reconcile = job('cashier-reconcile');
    expect(await reconcile.run()).toMatchObject({ depositsCompleted: 1 });
    expect(await reconcile.run()).toMatchObject({ depositsCompleted: 0 });
    const ledger = createLedger(t.db);
    const cash = (await ledger.balances(merchantId, customerId)).find((a) => a.kind === 'cash')!.balance;
    expect(cash).toBe(9_950n);
    expect(await job('ledger-invariants').run()).toMatchObject({ violations: 0, alert: false });
  });

  it('tidies a withdrawal order a crash left without its reserve', async () => {
    const customer = await t.db
      .selectFrom('customer')
      .select('id')
      .where('username', '=', 'jobs_member')
      .executeTakeFirstOrThrow();
    const card = await t.db
      .insertInto('bank_card')
      .values({
        merchant_id: merchantId,
        customer_id: customer.id,
        type: 'B',
        bank_code: 'CTBC',
        bank_name: 'CTBC Bank',
        account_number: '1234567890123',
        payee_name: 'Jobs',
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const old = new Date(Date.now() - 5 * 60_000);
    const order = await t.db
      .insertInto('withdrawal_order')
      .values({
        merchant_id: merchantId,
        customer_id: customer.id,
        request_id: 'orphan-1',
        card_id: card.id,
        card_type: 'B',
        bank_name: 'CTBC Bank',
        account_number: '1234567890123',
        payee_name: 'Jobs',
        amount: 1_000n,
        reserve_transfer_id: null,
        decided_at: null,
        created_at: old,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await job('cashier-reconcile').run()).toMatchObject({ withdrawalsTidied: 1 });
    expect(
      await t.db.selectFrom('withdrawal_order').select('id').where('id', '=', order.id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('raises an alert when the ledger is unsound', async () => {
    const ledger = createLedger(t.db);
    const id = await ledger.accountId(merchantId, 'cash', { kind: 'bonus', ownerId: null });
    await t.db.updateTable('ledger_account').set({ balance: 1n }).where('id', '=', id).execute();
    try {
      expect(await job('ledger-invariants').run()).toMatchObject({ alert: true });
    } finally {
      await t.db.updateTable('ledger_account').set({ balance: 0n }).where('id', '=', id).execute();
    }
  });
});
