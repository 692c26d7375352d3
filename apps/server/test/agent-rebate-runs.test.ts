// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedger, type Ledger } from '../src/modules/wallet/ledger.ts';
import { createAgentRebates } from '../src/modules/agent-reports/rebate-payouts.ts';
import { demoMerchantId, registerMember, startTestApp, type TestContext } from './harness.ts';
import { boCall, staffToken } from './bo-games-staff.ts';

// Decision 0058 (issue 17): agent rebates are paid for what each bet finally is. A tree
//   A (agent, RNG 100 bp) ── P (player, RNG 20 bp)
// P's bets pay A 80 bp and P itself 20 bp (its own game rebate, decision 0057).

let t: TestContext;
let ledger: Ledger;
let merchantId: number;
type M = { token: string; id: number };
let A: M, P: M;
let rng: { id: number; vendor_code: string };
let serial = 0;

async function member(prefix: string, type: number, parent?: M): Promise<M> {
  const m = await registerMember(t, prefix);
  await t.db
    .updateTable('customer')
    .set({ type: type === 0 ? undefined : type, parent_id: parent?.id ?? null })
    .where('id', '=', m.id)
    .execute();
  return m;
}
async function bet(m: M, stake: bigint, at: Date): Promise<string> {
  const row = await t.db
    .insertInto('bet_record')
    .values({
      merchant_id: merchantId,
      customer_id: m.id,
      vendor_code: rng.vendor_code,
      game_id: rng.id,
      round_id: `arr-test:${serial++}`,
      bet_amount: stake,
      win_amount: 0n,
      status: 'SETTLED',
      placed_at: at,
      settled_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}
const cash = async (m: M) =>
  (
    await t.db
      .selectFrom('ledger_account')
      .select('balance')
      .where('owner_id', '=', m.id)
      .where('kind', '=', 'cash')
      .where('ledger', '=', 'cash')
      .executeTakeFirst()
  )?.balance ?? 0n;
const debt = async (m: M, own: boolean) =>
  (
    await t.db
      .selectFrom('agent_rebate_debt')
      .select('amount')
      .where('payee_id', '=', m.id)
      .where('own', '=', own)
      .executeTakeFirst()
  )?.amount ?? 0n;
/** Takes money out of a member's cash (it spends it). */
async function spend(m: M, amount: bigint) {
  await ledger.transfer({
    merchantId,
    key: `arr-spend:${serial++}`,
    type: 'adjustment',
    from: { kind: 'cash', ownerId: m.id },
    to: { kind: 'houseAdjustment' },
    amount,
  });
}

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
  A = await member('arra', 1);
  P = await member('arrp', 0, A);
  await t.db
    .insertInto('customer_rebate')
    .values([
      { merchant_id: merchantId, customer_id: A.id, product: 'RNG', value: 100 },
      { merchant_id: merchantId, customer_id: P.id, product: 'RNG', value: 20 },
    ])
    .execute();
  // Whatever else the harness settled is paid first.
  await createAgentRebates(t.db, ledger).run();
});
afterAll(async () => {
  await t?.close();
});

describe('agent rebates paid for what each bet finally is', () => {
  it('pays a round written with a settle time long before the cursor (before: never paid)', async () => {
    const job = createAgentRebates(t.db, ledger);
    const a0 = await cash(A);
    // Settled "a year ago" (a vendor's late report, or play from before the job existed): 100.00.
    await bet(P, 10_000n, new Date(Date.now() - 365 * 86_400_000));
    const r = await job.run();
    expect(r.bets).toBe(1);
    expect((await cash(A)) - a0).toBe(80n);
    // Again: nothing.
    expect((await job.run()).bets).toBe(0);
    expect((await cash(A)) - a0).toBe(80n);
  });

  it('claws back a rolled-back round, as a debt when the cash is short, netted from the next payouts', async () => {
    const job = createAgentRebates(t.db, ledger);
    const id = await bet(P, 50_000n, new Date()); // 500.00: A 4.00, P 1.00
    await job.run();
    // A and P spend all they hold.
    await spend(A, await cash(A));
    await spend(P, await cash(P));
    await t.db.updateTable('bet_record').set({ status: 'ROLLED_BACK' }).where('id', '=', id).execute();
    const r = await job.run();
    expect(r.bets).toBe(1);
    // Nothing to take: the ledger never goes below zero, the rest is owed.
    expect(await cash(A)).toBe(0n);
    expect(await debt(A, false)).toBe(400n);
    expect(await debt(P, true)).toBe(100n);
    // The next rebates go to the debt first: P bets 300.00 → A 2.40, P 0.60.
    await bet(P, 30_000n, new Date());
    await job.run();
    expect(await cash(A)).toBe(0n);
    expect(await debt(A, false)).toBe(160n);
    expect(await cash(P)).toBe(0n);
    expect(await debt(P, true)).toBe(40n);
    // 300.00 more: A 2.40 − 1.60 = 0.80 left in cash, P 0.60 − 0.40 = 0.20.
    await bet(P, 30_000n, new Date());
    await job.run();
    expect(await cash(A)).toBe(80n);
    expect(await debt(A, false)).toBe(0n);
    expect(await cash(P)).toBe(20n);
    expect(await debt(P, true)).toBe(0n);
    const clawed = await t.db
      .selectFrom('ledger_transfer')
      .select(['type'])
      .where('idempotency_key', 'like', `rebate-clawback:${id}:%`)
      .execute();
    // Nothing could be taken when the round was rolled back: no claw-back transfer, only debts.
    expect(clawed).toEqual([]);
    expect(await ledger.invariantViolations(merchantId)).toEqual([]);
  });

  it('a rolled-back round with cash to cover it is clawed back at once, and a re-settled one paid again', async () => {
    const job = createAgentRebates(t.db, ledger);
    const id = await bet(P, 10_000n, new Date()); // A 0.80, P 0.20
    await job.run();
    const a0 = await cash(A);
    const p0 = await cash(P);
    await t.db.updateTable('bet_record').set({ status: 'ROLLED_BACK' }).where('id', '=', id).execute();
    await job.run();
    expect(a0 - (await cash(A))).toBe(80n);
    expect(p0 - (await cash(P))).toBe(20n);
    const clawed = await t.db
      .selectFrom('ledger_transfer')
      .select(['type', 'amount'])
      .where('idempotency_key', 'like', `rebate-clawback:${id}:%`)
      .orderBy('amount')
      .execute();
    expect(clawed).toEqual([
      { type: 'game_rebate_clawback', amount: 20n },
      { type: 'agent_rebate_clawback', amount: 80n },
    ]);
    // Settled again (the vendor's rollback was itself undone): paid again, under new keys.
    await t.db
      .updateTable('bet_record')
      .set({ status: 'SETTLED', settled_at: new Date() })
      .where('id', '=', id)
      .execute();
    await job.run();
    expect(await cash(A)).toBe(a0);
    expect(await cash(P)).toBe(p0);
    expect(
      (
        await t.db
          .selectFrom('agent_rebate_paid')
          .select(['payee_id', 'amount', 'revision'])
          .where('bet_id', '=', id)
          .orderBy('payee_id')
          .execute()
      ).map((r) => [r.payee_id, r.amount, r.revision]),
    ).toEqual(
      [
        [A.id, 80n, 2],
        [P.id, 20n, 2],
      ].sort((x, y) => Number(x[0]) - Number(y[0])),
    );
    expect(await ledger.invariantViolations(merchantId)).toEqual([]);
  });

  it('back office: run now pays once when two run together, needs the permission and is audited', async () => {
    const owner = boCall(t, await staffToken(t, merchantId, 'OWNER', 'bo_rebate_owner'));
    const reader = boCall(t, await staffToken(t, merchantId, 'READ_ONLY', 'bo_rebate_reader'));
    expect((await reader('POST', '/bo/v1/agent-contracts/rebates/run', {})).status).toBe(403);
    const a0 = await cash(A);
    await bet(P, 25_000n, new Date()); // 250.00: A 2.00, P 0.50
    const job = createAgentRebates(t.db, createLedger(t.db));
    const [r1, r2, r3] = await Promise.all([
      owner('POST', '/bo/v1/agent-contracts/rebates/run', {}),
      owner('POST', '/bo/v1/agent-contracts/rebates/run', {}),
      job.run(),
    ]);
    expect((await cash(A)) - a0).toBe(200n);
    // Exactly one of the three paid it.
    const answers = [r1.json.value, r2.json.value];
    expect(r1.status).toBe(200);
    expect(r2.status).toBe(200);
    const paid = answers
      .map((v) => v.total as number)
      .concat(r3.merchants.get(merchantId) ? Number(r3.total) / 100 : 0);
    expect(paid.filter((x) => x > 0)).toEqual([2.5]);
    const one = answers.find((v) => v.total > 0);
    if (one) expect(one).toEqual({ bets: 1, agentsPaid: 2, total: 2.5, clawedBack: 0 });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['staff_username', 'outcome', 'target'])
      .where('action', '=', 'agent.rebate.run')
      .orderBy('id')
      .execute();
    // The refused call is in the trail too, with its outcome.
    expect(audit.map((a) => [a.staff_username, a.outcome, a.target])).toEqual([
      ['bo_rebate_reader', 403, null],
      ['bo_rebate_owner', 200, 'agent-rebate'],
      ['bo_rebate_owner', 200, 'agent-rebate'],
    ]);
    expect(await ledger.invariantViolations(merchantId)).toEqual([]);
  });
});
