// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../src/lib/clock.ts';
import { createLedger, type Ledger } from '../src/modules/wallet/ledger.ts';
import { boCall, staffToken } from './bo-games-staff.ts';
import { demo, demoMerchantId, registerMember, startTestApp, type TestContext } from './harness.ts';

// Decision 0046: manual / issued bonuses (MANUAL). Issued at once below the merchant's threshold, PENDING
// above it until another staff member approves (the creator cannot; reject with a reason); the member's
// live push, claim exactly once under concurrency, points, expiry, ownership and trial accounts.

let t: TestContext;
let ledger: Ledger;
let merchantId: number;
const realNow = clock.nowMs;
const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 25, 4);
let current = START;
async function jump(ms: number) {
  current = ms;
  for (const table of ['session', 'staff_session'] as const)
    await t.db
      .updateTable(table)
      .set({ last_seen_at: new Date(ms), expires_at: new Date(ms + 30 * DAY) })
      .execute();
}
let owner: ReturnType<typeof boCall>;
let ops: ReturnType<typeof boCall>;
let support: ReturnType<typeof boCall>;

beforeAll(async () => {
  clock.nowMs = () => current;
  t = await startTestApp();
  ledger = createLedger(t.db);
  merchantId = await demoMerchantId(t);
  owner = boCall(t, await staffToken(t, merchantId, 'OWNER', 'bo_mb_owner'));
  ops = boCall(t, await staffToken(t, merchantId, 'OPERATIONS', 'bo_mb_ops'));
  support = boCall(t, await staffToken(t, merchantId, 'SUPPORT', 'bo_mb_support'));
});
afterAll(async () => {
  clock.nowMs = realNow;
  await t?.close();
});
afterEach(async () => {
  await jump(START);
  expect(await ledger.invariantViolations(merchantId)).toEqual([]);
});

const member = (token: string) => ({
  get: async (url: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: demo({ authorization: token, language: 'EN' }),
    });
    return { status: res.statusCode, json: res.json() };
  },
  post: async (url: string, payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: demo({ authorization: token, language: 'EN' }),
      payload,
    });
    return { status: res.statusCode, json: res.json() };
  },
});
const list = async (token: string) =>
  (await member(token).get('/wps/relay/MCSFE_getPromotionClaimList?promotionType=MANUAL')).json.value as {
    rewardId: string;
    rewardAmount: number;
    pointAmount: number;
    name: string;
    expiresAt: string;
  }[];
const claim = (token: string, rewardId: string) =>
  member(token).post('/wps/relay/MCS2_claimIssuedPromotion', { rewardId, promotionType: 'MANUAL' });
const usernameOf = async (id: number) =>
  (await t.db.selectFrom('customer').select('username').where('id', '=', id).executeTakeFirstOrThrow())
    .username;
const balanceOf = async (id: number, kind: 'bonus' | 'cash') =>
  (await ledger.balances(merchantId, id)).filter((a) => a.kind === kind).reduce((s, a) => s + a.balance, 0n);
const pointsOf = async (id: number) =>
  (await ledger.balances(merchantId, id, 'points'))
    .filter((a) => a.kind === 'cash')
    .reduce((s, a) => s + a.balance, 0n);
const issue = (by: ReturnType<typeof boCall>, usernames: string[], extra: Record<string, unknown> = {}) =>
  by('POST', '/bo/v1/manual-bonuses', {
    usernames,
    amount: 12.5,
    pointAmount: 7,
    turnoverMultiple: 0,
    name: { TW: '手動獎金', EN: 'Hand bonus', VI: 'Thưởng tay' },
    expiryDays: 2,
    ...extra,
  });

describe('manual bonuses', () => {
  it('below the threshold: issued at once, pushed live, claimed once with its points', async () => {
    const m = await registerMember(t, 'ma');
    const events: unknown[] = [];
    const off = t.app.live.subscribe(m.id, (e) => events.push(e));
    const res = await issue(ops, [await usernameOf(m.id)]);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.value[0].status).toBe('ISSUED');
    expect(events).toEqual([
      { type: 'manualPromo', rewardId: res.json.value[0].id, amount: 12.5, pointAmount: 7, name: '手動獎金' },
    ]);
    const items = await list(m.token);
    expect(items.map((i) => [i.rewardAmount, i.pointAmount, i.name])).toEqual([[12.5, 7, 'Hand bonus']]);
    const counts = (await member(m.token).get('/wps/relay/MCSFE_getAvailablePromotions')).json.value.content;
    expect(counts.MANUAL).toEqual({ enabled: true, count: 1 });
    const r = await claim(m.token, items[0]!.rewardId);
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    // Turnover 0: straight to the main wallet; a balance push after the claim.
    expect(await balanceOf(m.id, 'cash')).toBe(1_250n);
    expect(await pointsOf(m.id)).toBe(7n);
    expect(events.at(-1)).toEqual({ type: 'reward', source: 'issued' });
    expect((await claim(m.token, items[0]!.rewardId)).json.errorCode).toBe('reward.already.claimed');
    expect(await list(m.token)).toEqual([]);
    off();
  });

  it('two-person rule: above the threshold it waits; the creator cannot approve, another can; reject', async () => {
    const put = await owner('PUT', '/bo/v1/manual-bonuses/settings', { approvalThreshold: 100 });
    expect(put.json.value).toEqual({ approvalThreshold: 100 });
    const m = await registerMember(t, 'mb');
    const n = await registerMember(t, 'mc');
    const res = await issue(ops, [await usernameOf(m.id), await usernameOf(n.id)], {
      amount: 150,
      turnoverMultiple: 3,
    });
    expect(res.json.value.map((r: { status: string }) => r.status)).toEqual(['PENDING', 'PENDING']);
    expect(await list(m.token)).toEqual([]);
    const pending = (await owner('GET', '/bo/v1/manual-bonuses?status=PENDING')).json.value as {
      id: string;
      username: string;
    }[];
    expect(pending.length).toBe(2);
    const [pm, pn] = res.json.value as { id: string }[];
    const self = await ops('POST', `/bo/v1/manual-bonuses/${pm!.id}/approve`);
    expect(self.status).toBe(403);
    expect(self.json.errorCode).toBe('manual.bonus.self.approval');
    expect((await support('POST', `/bo/v1/manual-bonuses/${pm!.id}/approve`)).status).toBe(403);
    await jump(START + DAY);
    const ok = await owner('POST', `/bo/v1/manual-bonuses/${pm!.id}/approve`);
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.value).toMatchObject({
      status: 'ISSUED',
      decidedBy: 'bo_mb_owner',
      createdBy: 'bo_mb_ops',
    });
    // The claim period starts at approval.
    expect(ok.json.value.expiresAt).toBe(new Date(START + 3 * DAY).toISOString());
    expect((await owner('POST', `/bo/v1/manual-bonuses/${pm!.id}/approve`)).json.errorCode).toBe(
      'manual.bonus.decided',
    );
    expect((await owner('POST', `/bo/v1/manual-bonuses/${pn!.id}/reject`, { reason: '' })).status).toBe(400);
    const rej = await owner('POST', `/bo/v1/manual-bonuses/${pn!.id}/reject`, { reason: 'duplicate' });
    expect(rej.json.value).toMatchObject({ status: 'REJECTED', reason: 'duplicate' });
    expect(await list(n.token)).toEqual([]);
    const [item] = await list(m.token);
    expect((await claim(m.token, item!.rewardId)).status).toBe(200);
    expect(await balanceOf(m.id, 'bonus')).toBe(15_000n);
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', 'in', [`manualbonus:${pm!.id}`, `manualbonus:${pn!.id}`])
      .where('outcome', '=', 200)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['manualbonus.approve', 'manualbonus.reject']);
    await owner('PUT', '/bo/v1/manual-bonuses/settings', { approvalThreshold: 1000 });
  });

  it('10 concurrent claims: one claim row, one bonus transfer, one points move', async () => {
    const m = await registerMember(t, 'mk');
    const res = await issue(ops, [await usernameOf(m.id)], { turnoverMultiple: 1 });
    const id = res.json.value[0].id as string;
    const results = await Promise.all(Array.from({ length: 10 }, () => claim(m.token, id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).map((r) => r.json.errorCode)).toEqual(
      Array(9).fill('reward.already.claimed'),
    );
    const transfers = await t.db
      .selectFrom('ledger_transfer')
      .select('idempotency_key')
      .where('idempotency_key', 'like', `issued:${id}%`)
      .execute();
    expect(transfers.map((x) => x.idempotency_key).sort()).toEqual([`issued:${id}`, `issued:${id}:points`]);
    expect(await balanceOf(m.id, 'bonus')).toBe(1_250n);
    expect(await pointsOf(m.id)).toBe(7n);
  });

  it('expires after its claim days; only the member’s own; trial accounts refused; unknown names', async () => {
    const m = await registerMember(t, 'me');
    const other = await registerMember(t, 'mo');
    const id = (await issue(ops, [await usernameOf(m.id)])).json.value[0].id as string;
    expect((await claim(other.token, id)).json.errorCode).toBe('not.found');
    await jump(START + 2 * DAY);
    expect(await list(m.token)).toEqual([]);
    expect((await claim(m.token, id)).json.errorCode).toBe('reward.expired');
    const expired = (await owner('GET', '/bo/v1/manual-bonuses?status=EXPIRED')).json.value as {
      id: string;
    }[];
    expect(expired.map((r) => r.id)).toContain(id);

    await jump(START);
    const id2 = (await issue(ops, [await usernameOf(m.id)])).json.value[0].id as string;
    await t.db.updateTable('customer').set({ type: 4 }).where('id', '=', m.id).execute();
    expect((await claim(m.token, id2)).json.errorCode).toBe('trial.account.forbidden');
    expect((await issue(ops, [await usernameOf(m.id)])).json.errorCode).toBe('trial.account.forbidden');
    const unknown = await issue(ops, ['nobody_here_x1']);
    expect(unknown.status).toBe(400);
    expect(unknown.json.errorCode).toBe('manual.bonus.unknown.members');
    expect(unknown.json.value).toEqual({ usernames: ['nobody_here_x1'] });
  });
});
