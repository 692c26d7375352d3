// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RewardReportRow, RewardReportValue } from '@portal/contract';
import { createGrants, type Grants } from '../src/modules/wallet/grants.ts';
import { createLedger } from '../src/modules/wallet/ledger.ts';
import { boCall, staffToken } from './bo-games-staff.ts';
import { demoMerchantId, registerMember, startTestApp, type TestContext } from './harness.ts';

// Cost per reward against the turnover it brought (issue 16 item 9, decision 0048): grants made through
// the one grants service, bets in the betting record, and the report's rows compared with what was made.
// The demo merchant may hold other rewards of the day, so every figure is read as a difference.

let t: TestContext;
let grants: Grants;
let merchantId: number;
let owner: ReturnType<typeof boCall>;
let game: { id: number; vendor_code: string };
const label = { TW: '測試', EN: 'Test' };

beforeAll(async () => {
  t = await startTestApp();
  grants = createGrants(t.db, createLedger(t.db));
  merchantId = await demoMerchantId(t);
  owner = boCall(t, await staffToken(t, merchantId, 'OWNER', 'bo_rr_owner'));
  game = await t.db.selectFrom('game').select(['id', 'vendor_code']).orderBy('id').executeTakeFirstOrThrow();
});
afterAll(() => t?.close());

let serial = 0;
async function bet(
  customerId: number,
  stake: bigint,
  settledAt: Date,
  status: 'SETTLED' | 'OPEN' = 'SETTLED',
) {
  await t.db
    .insertInto('bet_record')
    .values({
      merchant_id: merchantId,
      customer_id: customerId,
      vendor_code: game.vendor_code,
      game_id: game.id,
      round_id: `rr-${customerId}-${serial++}`,
      bet_amount: stake,
      win_amount: 0n,
      status,
      settled_at: status === 'OPEN' ? null : settledAt,
    })
    .execute();
}

async function report(query = '') {
  const res = await owner('GET', `/bo/v1/reports/rewards${query}`);
  expect(res.status).toBe(200);
  return res.json.value as unknown as RewardReportValue;
}
const rowOf = (r: RewardReportValue, source: string): RewardReportRow =>
  r.rows.find((x) => x.source === source) ?? {
    source,
    grants: 0,
    cost: 0,
    pointGrants: 0,
    points: 0,
    members: 0,
    turnover: 0,
    turnoverPerCost: null,
  };

describe('rewards report', () => {
  it('sums each reward source’s cash and points and the valid bets its members placed after their first reward', async () => {
    const before = await report();
    const a = await registerMember(t, 'rra');
    const b = await registerMember(t, 'rrb');
    // A bet before A's first reward does not count for it.
    await bet(a.id, 90_000n, new Date(Date.now() - 60_000));
    await grants.grantBonus({
      merchantId,
      customerId: a.id,
      key: `rrsrc:${a.id}:1`,
      amount: 500n,
      required: 500n,
      label,
    });
    await grants.grantPoints({ merchantId, customerId: a.id, key: `rrsrc:${a.id}:1:points`, points: 10n });
    await bet(a.id, 3_000n, new Date(Date.now() + 1_000));
    await bet(a.id, 7_000n, new Date(Date.now() + 2_000), 'OPEN'); // open rounds never count
    // A second reward of the same source to A: its turnover is not counted twice.
    await grants.grantBonus({
      merchantId,
      customerId: a.id,
      key: `rrsrc:${a.id}:2`,
      amount: 250n,
      required: 0n,
      label,
    });
    // B: a reward of another source, no bets; and a refund of B's own points, which is no reward.
    await grants.grantBonus({
      merchantId,
      customerId: b.id,
      key: `rrother:${b.id}`,
      amount: 1_000n,
      required: 0n,
      label,
    });
    await grants.grantPoints({ merchantId, customerId: b.id, key: `points-refund:rr${b.id}`, points: 40n });
    // A retried grant posts nothing more.
    await grants.grantBonus({
      merchantId,
      customerId: b.id,
      key: `rrother:${b.id}`,
      amount: 1_000n,
      required: 0n,
      label,
    });

    const after = await report();
    const src = rowOf(after, 'rrsrc');
    expect(rowOf(before, 'rrsrc').grants).toBe(0);
    expect(src).toEqual({
      source: 'rrsrc',
      grants: 2,
      cost: 750,
      pointGrants: 1,
      points: 10,
      members: 1,
      turnover: 3_000,
      turnoverPerCost: 4,
    });
    expect(rowOf(after, 'rrother')).toMatchObject({
      grants: 1,
      cost: 1_000,
      points: 0,
      members: 1,
      turnover: 0,
    });
    expect(rowOf(after, 'rrother').turnoverPerCost).toBe(0);
    expect(after.rows.some((r) => r.source === 'points-refund')).toBe(false);
    expect(after.totals.cost - before.totals.cost).toBe(1_750);
    expect(after.totals.points - before.totals.points).toBe(10);
    expect(after.totals.members - before.totals.members).toBe(2);
    // Rows by cost, largest first.
    const costs = after.rows.map((r) => r.cost);
    expect(costs).toEqual([...costs].sort((x, y) => y - x));

    // The CSV holds the same rows.
    const csv = await owner('GET', '/bo/v1/reports/rewards?format=csv');
    expect(csv.res.body).toContain('rrsrc,2,750,1,10,1,3000,4');
  });

  it('reads only the window asked for, refuses a bad range, and is for report readers only', async () => {
    const long = await report('?from=2020-01-01&to=2020-01-02');
    expect(long.rows).toEqual([]);
    expect(long.totals.members).toBe(0);
    expect((await owner('GET', '/bo/v1/reports/rewards?from=2026-02-10&to=2026-02-01')).status).toBe(400);
    expect((await owner('GET', '/bo/v1/reports/rewards?from=not-a-day')).status).toBe(400);
    const support = boCall(t, await staffToken(t, merchantId, 'SUPPORT', 'bo_rr_support'));
    const finance = boCall(t, await staffToken(t, merchantId, 'FINANCE', 'bo_rr_fin'));
    expect((await support('GET', '/bo/v1/reports/rewards')).status).toBe(403);
    expect((await finance('GET', '/bo/v1/reports/rewards')).status).toBe(200);
  });
});
