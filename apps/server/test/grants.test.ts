// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGrants, type Grants } from '../src/modules/wallet/grants.ts';
import { createLedger, type Ledger } from '../src/modules/wallet/ledger.ts';
import { createTurnover } from '../src/modules/wallet/turnover.ts';
import { demoMerchantId, registerMember, startTestApp, type TestContext } from './harness.ts';

// Decision 0037: rewards credit money and points through one place, each grant one idempotent ledger
// transfer; a bonus with a turnover requirement waits in the bonus wallet and holds withdrawals.

let t: TestContext;
let ledger: Ledger;
let grants: Grants;
let merchantId: number;

beforeAll(async () => {
  t = await startTestApp();
  ledger = createLedger(t.db);
  grants = createGrants(t.db, ledger);
  merchantId = await demoMerchantId(t);
});
afterAll(() => t?.close());

const balanceOf = async (customerId: number, kind: string, name: 'cash' | 'points' = 'cash') =>
  (await ledger.balances(merchantId, customerId, name))
    .filter((r) => r.kind === kind)
    .reduce((s, r) => s + r.balance, 0n);
const label = { TW: '簽到獎勵', EN: 'Sign-in reward', VI: 'Thưởng điểm danh' };

describe('cash bonuses', () => {
  it('a bonus with a requirement lands in the bonus wallet, named, and counts for withdrawals', async () => {
    const m = await registerMember(t, 'gr');
    const first = await grants.grantBonus({
      merchantId,
      customerId: m.id,
      key: `test-reward:${m.id}:1`,
      amount: 1_500n,
      required: 15_000n,
      label,
    });
    expect(first.replayed).toBe(false);
    expect(await balanceOf(m.id, 'bonus')).toBe(1_500n);
    expect(await balanceOf(m.id, 'cash')).toBe(0n);
    const progress = await createTurnover(t.db).progress(merchantId, m.id);
    expect(progress.bonuses).toHaveLength(1);
    expect(progress.bonuses[0]).toMatchObject({ bonus: 1_500n, required: 15_000n, promotion: label });
    expect(progress.withdrawal.remaining).toBe(15_000n);

    // A retry of the same grant moves nothing and makes no second requirement.
    const again = await grants.grantBonus({
      merchantId,
      customerId: m.id,
      key: `test-reward:${m.id}:1`,
      amount: 1_500n,
      required: 15_000n,
      label,
    });
    expect(again).toMatchObject({ replayed: true, transferId: first.transferId });
    expect(await balanceOf(m.id, 'bonus')).toBe(1_500n);
    expect((await createTurnover(t.db).progress(merchantId, m.id)).bonuses).toHaveLength(1);
  });

  it('without a requirement the bonus is cash at once; a key reused for another amount is refused', async () => {
    const m = await registerMember(t, 'gr');
    await grants.grantBonus({
      merchantId,
      customerId: m.id,
      key: `test-cash:${m.id}`,
      amount: 700n,
      required: 0n,
      label,
    });
    expect(await balanceOf(m.id, 'cash')).toBe(700n);
    expect(await balanceOf(m.id, 'bonus')).toBe(0n);
    expect((await createTurnover(t.db).progress(merchantId, m.id)).bonuses).toHaveLength(0);
    await expect(
      grants.grantBonus({
        merchantId,
        customerId: m.id,
        key: `test-cash:${m.id}`,
        amount: 900n,
        required: 0n,
        label,
      }),
    ).rejects.toMatchObject({ errorCode: 'idempotency.key.conflict' });
    await expect(
      grants.grantBonus({
        merchantId,
        customerId: m.id,
        key: `test-zero:${m.id}`,
        amount: 0n,
        required: 0n,
        label,
      }),
    ).rejects.toMatchObject({ errorCode: 'request_param_err' });
    expect(await balanceOf(m.id, 'cash')).toBe(700n);
  });

  it('twenty concurrent grants of one claim post one transfer', async () => {
    const m = await registerMember(t, 'gr');
    const g = {
      merchantId,
      customerId: m.id,
      key: `test-race:${m.id}`,
      amount: 2_000n,
      required: 4_000n,
      label,
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => grants.grantBonus(g)));
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await balanceOf(m.id, 'bonus')).toBe(2_000n);
    expect((await createTurnover(t.db).progress(merchantId, m.id)).bonuses).toHaveLength(1);
    expect(await ledger.invariantViolations(merchantId)).toEqual([]);
  });
});

describe('points', () => {
  it('are granted and spent on their own ledger, never below zero', async () => {
    const m = await registerMember(t, 'gp');
    expect(await grants.pointBalance(merchantId, m.id)).toBe(0n);
    await grants.grantPoints({ merchantId, customerId: m.id, key: `test-pts:${m.id}:1`, points: 120n });
    await grants.grantPoints({ merchantId, customerId: m.id, key: `test-pts:${m.id}:1`, points: 120n });
    expect(await grants.pointBalance(merchantId, m.id)).toBe(120n);
    await grants.spendPoints({ merchantId, customerId: m.id, key: `test-spend:${m.id}:1`, points: 100n });
    expect(await grants.pointBalance(merchantId, m.id)).toBe(20n);
    await expect(
      grants.spendPoints({ merchantId, customerId: m.id, key: `test-spend:${m.id}:2`, points: 21n }),
    ).rejects.toMatchObject({ errorCode: 'insufficient.balance' });
    expect(await grants.pointBalance(merchantId, m.id)).toBe(20n);
    // Points are not money: the cash ledger did not move.
    expect(await balanceOf(m.id, 'cash')).toBe(0n);
  });
});
