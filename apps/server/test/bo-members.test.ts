// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  betHistoryValue,
  adjustmentRow,
  linkedAccountsValue,
  loginValue,
  memberBalances,
  memberDetail,
  memberLoginRow,
  memberRow,
  pageOf,
  successEnvelope,
} from '@portal/contract';
import { createLedger, type Ledger } from '../src/modules/wallet/ledger.ts';
import {
  demo,
  demoMerchantId,
  HOUSE_TEST_SECRET,
  registerMember,
  startTestApp,
  type TestContext,
} from './harness.ts';
import { bo, csvIds, staffSession } from './bo-staff.ts';

// The back office's members (issue 15 item 8, decision 0030): search filters and their CSV, the member
// page's parts, lock and betting freeze held by the server (logins, vendor bets, lottery orders), a
// temporary password changed at the next login, and balance adjustments that need two staff members,
// post one transfer once (concurrent approvals too) and never take a wallet below zero.

let t: TestContext;
let ledger: Ledger;
let merchantId: number;
const staff: Record<string, { id: number; token: string }> = {};

beforeAll(async () => {
  t = await startTestApp();
  ledger = createLedger(t.db);
  merchantId = await demoMerchantId(t);
  staff.owner = await staffSession(t, 'm_owner', 'OWNER');
  staff.fin1 = await staffSession(t, 'm_fin1', 'FINANCE');
  staff.fin2 = await staffSession(t, 'm_fin2', 'FINANCE');
  staff.support = await staffSession(t, 'm_support', 'SUPPORT');
  staff.ops = await staffSession(t, 'm_ops', 'OPERATIONS');
}, 180_000);
afterAll(() => t?.close());
afterEach(async () => {
  expect(await ledger.invariantViolations(merchantId)).toEqual([]);
});

const call = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  bo(t, staff[who]!.token, method, url, payload);

async function fund(id: number, amount: bigint) {
  await ledger.transfer({
    merchantId,
    key: `bo-members-fund:${id}:${amount}:${Math.random()}`,
    type: 'deposit',
    from: { kind: 'paymentClearing', ref: 'test' },
    to: { kind: 'cash', ownerId: id },
    amount,
  });
}
const cashOf = async (id: number) =>
  (await ledger.balances(merchantId, id)).find((a) => a.kind === 'cash')?.balance ?? 0n;
const usernameOf = async (id: number) =>
  (await t.db.selectFrom('customer').select('username').where('id', '=', id).executeTakeFirstOrThrow())
    .username;

const memberLogin = (username: string, password: string, extra: { ip?: string; ua?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    remoteAddress: extra.ip,
    headers: demo({ 'user-agent': extra.ua ?? 'member-test/1' }),
    payload: { username, password, type: 'username' },
  });

describe('member search', () => {
  it('filters by account, mobile, email, IP, agent, label and status; the CSV holds exactly the filtered rows', async () => {
    const a = await registerMember(t, 'srch');
    const b = await registerMember(t, 'srch');
    const c = await registerMember(t, 'srch');
    const tag = `s${Date.now().toString(36).slice(-5)}`;
    await t.db
      .updateTable('customer')
      .set({ mobile_num: `912${tag.length}55${a.id}`, email: `${tag}@example.com`, nickname: `nick_${tag}` })
      .where('id', '=', a.id)
      .execute();
    await t.db.updateTable('customer').set({ parent_id: a.id }).where('id', 'in', [b.id, c.id]).execute();
    await t.db.insertInto('login_ip').values({ customer_id: c.id, ip: '203.0.113.77' }).execute();
    expect(
      (await call('support', 'POST', `/bo/v1/members/${b.id}/labels`, { label: `VIP-${tag}` })).status,
    ).toBe(200);
    expect((await call('support', 'POST', `/bo/v1/members/${c.id}/status`, { action: 'lock' })).status).toBe(
      200,
    );

    const search = async (query: string) => {
      const res = await call('support', 'GET', `/bo/v1/members?${query}`);
      expect(res.status, res.body).toBe(200);
      return successEnvelope(pageOf(memberRow)).parse(res.json).value;
    };
    const ids = (v: { rows: { id: number }[] }) => v.rows.map((r) => r.id).sort((x, y) => x - y);
    expect(ids(await search(`account=nick_${tag}`))).toEqual([a.id]);
    expect(
      ids(await search(`account=${encodeURIComponent((await usernameOf(b.id)).toUpperCase())}`)),
    ).toEqual([b.id]);
    expect(ids(await search(`mobile=55${a.id}`))).toEqual([a.id]);
    expect(ids(await search(`email=${tag}@EXAMPLE`))).toEqual([a.id]);
    expect(ids(await search('ip=203.0.113.77'))).toEqual([c.id]);
    const byAgent = await search(`agent=${await usernameOf(a.id)}`);
    expect(ids(byAgent)).toEqual([b.id, c.id]);
    expect(byAgent.rows.every((r) => r.agent === null || r.agent.length > 0)).toBe(true);
    const labelled = await search(`label=vip-${tag}`);
    expect(ids(labelled)).toEqual([b.id]);
    expect(labelled.rows[0]!.labels).toEqual([`VIP-${tag}`]);
    expect(ids(await search(`status=LOCKED&agent=${await usernameOf(a.id)}`))).toEqual([c.id]);
    // A wildcard is taken literally.
    expect((await search('account=%25')).total).toBe(0);

    // Paging and sorting, then the CSV of the same filter: every matching row, the same ones.
    const page1 = await search(`account=srch&sort=id&pageSize=2&page=1`);
    const page2 = await search(`account=srch&sort=id&pageSize=2&page=2`);
    expect(page1.total).toBeGreaterThanOrEqual(3);
    expect(page1.rows[0]!.id).toBeLessThan(page1.rows[1]!.id);
    expect(page2.rows[0]!.id).toBeGreaterThan(page1.rows[1]!.id);
    const all = await search('account=srch&sort=id&pageSize=200');
    const csv = await call('support', 'GET', '/bo/v1/members?account=srch&sort=id&format=csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csvIds(csv.body)).toEqual(all.rows.map((r) => String(r.id)));
    expect(all.rows).toHaveLength(all.total);

    expect((await call('support', 'GET', '/bo/v1/members?sort=password')).status).toBe(400);
  });

  it('needs members.read, and a manage action needs members.manage', async () => {
    const m = await registerMember(t, 'perm');
    expect((await call('ops', 'GET', '/bo/v1/members')).status).toBe(200);
    expect((await call('ops', 'POST', `/bo/v1/members/${m.id}/status`, { action: 'lock' })).status).toBe(403);
    expect((await call('fin1', 'POST', `/bo/v1/members/${m.id}/notes`, { body: 'x' })).status).toBe(403);
    expect((await call('support', 'GET', '/bo/v1/members/999999999')).status).toBe(404);
  });
});

describe('member page', () => {
  it('shows profile, labels, notes (append-only), logins with devices, linked accounts and balances', async () => {
    const a = await registerMember(t, 'page');
    const b = await registerMember(t, 'page');
    const ua =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
    for (const m of [a, b]) {
      const res = await memberLogin(await usernameOf(m.id), 'Secret#123', { ip: '198.51.100.9', ua });
      expect(res.statusCode, res.body).toBe(200);
    }
    await fund(a.id, 12_345n);

    const detail = successEnvelope(memberDetail).parse(
      (await call('support', 'GET', `/bo/v1/members/${a.id}`)).json,
    ).value;
    expect(detail).toMatchObject({
      id: a.id,
      status: 'ACTIVE',
      bettingFrozen: false,
      cash: '12345',
      lastLoginIp: '198.51.100.9',
      currency: { decimals: 2 },
    });

    const logins = successEnvelope(pageOf(memberLoginRow)).parse(
      (await call('support', 'GET', `/bo/v1/members/${a.id}/logins`)).json,
    ).value;
    expect(logins.rows[0]).toMatchObject({ ip: '198.51.100.9', userAgent: ua, device: 'Safari 17 · iOS' });
    expect(logins.total).toBe(2); // registration's login and this one

    const linked = successEnvelope(linkedAccountsValue).parse(
      (await call('support', 'GET', `/bo/v1/members/${a.id}/linked`)).json,
    ).value;
    const other = linked.accounts.find((x) => x.id === b.id)!;
    expect(other.ips).toContain('198.51.100.9');
    expect(other.devices).toEqual(['Safari 17 · iOS']);

    expect(
      (await call('support', 'POST', `/bo/v1/members/${a.id}/labels`, { label: 'watch' })).json.value,
    ).toEqual({
      labels: ['watch'],
    });
    expect((await call('support', 'DELETE', `/bo/v1/members/${a.id}/labels?label=watch`)).json.value).toEqual(
      {
        labels: [],
      },
    );
    expect((await call('support', 'DELETE', `/bo/v1/members/${a.id}/labels?label=watch`)).status).toBe(404);

    await call('support', 'POST', `/bo/v1/members/${a.id}/notes`, { body: 'called about a bonus' });
    await call('support', 'POST', `/bo/v1/members/${a.id}/notes`, { body: 'second note' });
    const notes = (await call('ops', 'GET', `/bo/v1/members/${a.id}/notes`)).json.value as {
      notes: { body: string; staffUsername: string }[];
    };
    expect(notes.notes.map((n) => n.body)).toEqual(['second note', 'called about a bonus']);
    expect(notes.notes[0]!.staffUsername).toBe('m_support');

    const balances = successEnvelope(memberBalances).parse(
      (await call('support', 'GET', `/bo/v1/members/${a.id}/balances`)).json,
    ).value;
    expect(balances).toMatchObject({ cash: '12345', bonus: '0', withdrawHold: '0', vendors: [] });

    const record = (await call('support', 'GET', `/bo/v1/members/${a.id}/ledger`)).json.value as {
      rows: { type: string; amount: string }[];
      total: number;
    };
    expect(record.rows[0]).toMatchObject({ type: 'deposit', amount: '12345' });
    expect((await call('support', 'GET', `/bo/v1/members/${a.id}/bets`)).json.value).toEqual({
      rows: [],
      total: 0,
    });
    expect((await call('support', 'GET', `/bo/v1/members/${a.id}/lottery-orders`)).json.value).toEqual({
      rows: [],
      total: 0,
    });
  });
});

describe('status actions held by the server', () => {
  const sign = (body: string) => createHmac('sha256', HOUSE_TEST_SECRET).update(body).digest('hex');
  const vendorCall = async (action: string, payload: object) => {
    const body = JSON.stringify(payload);
    const res = await t.app.inject({
      method: 'POST',
      url: `/vendor/v1/HOUSE/${action}`,
      headers: { 'content-type': 'application/json', 'x-signature': sign(body) },
      payload: body,
    });
    return res.json() as { status: string; balance: number };
  };
  const launch = async (token: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: demo({ authorization: token }),
      payload: {
        gameId: 'HOUSE_DICE',
        vassalage: 'HOUSE',
        accountType: 1,
        platform: 'html5-desktop',
        clientType: 3,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return new URL(res.json().value.game_url as string).searchParams.get('token')!;
  };
  const lotteryOrder = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/lgw/orders',
      headers: demo({ authorization: token }),
      payload: {
        gameCode: 'SSC1',
        numero: '20000101-0001',
        lines: [{ playCode: 'dingweidan', content: '1||||', bettingMode: 1, multiple: 1, series: 1980 }],
        requestId: `frz-${Math.random().toString(36).slice(2)}`,
      },
    });

  it('a locked member is logged out and cannot log in until unlocked; the audit row has before and after', async () => {
    const m = await registerMember(t, 'lock');
    const username = await usernameOf(m.id);
    const res = await call('support', 'POST', `/bo/v1/members/${m.id}/status`, {
      action: 'lock',
      reason: 'chargeback',
    });
    expect(res.json.value).toEqual({ status: 'LOCKED', bettingFrozen: false });
    const info = await t.app.inject({ url: '/wps/member/info', headers: demo({ authorization: m.token }) });
    expect(info.statusCode).toBe(401);
    const refused = await memberLogin(username, 'Secret#123');
    expect(refused.json()).toMatchObject({ errorCode: 'account.suspended' });

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'members.status')
      .where('target', '=', `member:${m.id}`)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      staff_username: 'm_support',
      before: { status: 'ACTIVE', bettingFrozen: false },
      after: { status: 'LOCKED', bettingFrozen: false },
      outcome: 200,
    });
    // The reason is kept as a staff note.
    const notes = (await call('support', 'GET', `/bo/v1/members/${m.id}/notes`)).json.value as {
      notes: { body: string }[];
    };
    expect(notes.notes[0]!.body).toBe('[lock] chargeback');

    await call('support', 'POST', `/bo/v1/members/${m.id}/status`, { action: 'unlock' });
    expect((await memberLogin(username, 'Secret#123')).statusCode).toBe(200);
  });

  it("a frozen member's bets are refused (vendor protocol and lottery) and accepted again after unfreezing", async () => {
    const m = await registerMember(t, 'frz');
    await fund(m.id, 10_000n);
    const vendorToken = await launch(m.token);
    const bet = (n: number) => ({
      token: vendorToken,
      transactionId: `frz-b${n}-${m.id}`,
      roundId: `frz-r${n}-${m.id}`,
      amount: 10,
    });
    expect(await vendorCall('bet', bet(1))).toMatchObject({ status: 'OK', balance: 90 });

    expect(
      (await call('support', 'POST', `/bo/v1/members/${m.id}/status`, { action: 'freeze' })).json.value,
    ).toEqual({
      status: 'ACTIVE',
      bettingFrozen: true,
    });
    expect(await vendorCall('bet', bet(2))).toMatchObject({ status: 'TOKEN_EXPIRED', balance: 90 });
    // A bet accepted before the freeze still replays its first answer; its win still settles.
    expect(await vendorCall('bet', bet(1))).toMatchObject({ status: 'OK', balance: 90 });
    expect(
      await vendorCall('win', {
        ...bet(1),
        transactionId: `frz-w1-${m.id}`,
        amount: 5,
        betTransactionId: bet(1).transactionId,
      }),
    ).toMatchObject({ status: 'OK', balance: 95 });
    expect((await lotteryOrder(m.token)).json()).toMatchObject({ errorCode: 'betting.frozen' });
    expect(await cashOf(m.id)).toBe(9_500n);
    const frozen = successEnvelope(pageOf(memberRow)).parse(
      (await call('support', 'GET', `/bo/v1/members?status=FROZEN&account=${await usernameOf(m.id)}`)).json,
    ).value;
    expect(frozen.rows.map((r) => r.id)).toEqual([m.id]);

    await call('support', 'POST', `/bo/v1/members/${m.id}/status`, { action: 'unfreeze' });
    expect(await vendorCall('bet', bet(3))).toMatchObject({ status: 'OK', balance: 85 });
    expect((await lotteryOrder(m.token)).json().errorCode).not.toBe('betting.frozen');
  });

  it('a reset password is temporary: sessions end and the next login must change it', async () => {
    const m = await registerMember(t, 'rst');
    const username = await usernameOf(m.id);
    const res = await call('support', 'POST', `/bo/v1/members/${m.id}/password-reset`, {});
    expect(res.status, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const temporary = (res.json.value as { temporaryPassword: string }).temporaryPassword;
    expect(temporary).toMatch(/^\S{12}$/);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['after'])
      .where('action', '=', 'members.password.reset')
      .where('target', '=', `member:${m.id}`)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.after)).not.toContain(temporary);

    expect(
      (await t.app.inject({ url: '/wps/member/info', headers: demo({ authorization: m.token }) })).statusCode,
    ).toBe(401);
    expect((await memberLogin(username, 'Secret#123')).json().errorCode).toBe('account.password.incorrect');
    const login = successEnvelope(loginValue).parse((await memberLogin(username, temporary)).json()).value;
    expect(login.passwordExpired).toBe(true);
    const held = await t.app.inject({
      url: '/wps/v2/wallets/balance',
      headers: demo({ authorization: login.token }),
    });
    expect(held.json()).toMatchObject({ errorCode: 'password.change.required' });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: demo({ authorization: login.token }),
      payload: { oldPassword: temporary, newPassword: 'Fresh#456', confirmNewPassword: 'Fresh#456' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = successEnvelope(loginValue).parse((await memberLogin(username, 'Fresh#456')).json()).value;
    expect(after.passwordExpired).toBe(false);

    // A password chosen by staff is taken as given.
    await call('support', 'POST', `/bo/v1/members/${m.id}/password-reset`, { password: 'Chosen#2026' });
    expect(
      successEnvelope(loginValue).parse((await memberLogin(username, 'Chosen#2026')).json()).value
        .passwordExpired,
    ).toBe(true);
  });
});

describe('balance adjustments need two people', () => {
  const request = (who: string, id: number, body: object) =>
    call(who, 'POST', `/bo/v1/members/${id}/adjustments`, body);
  const decide = (who: string, id: string, decision: 'approve' | 'reject', note?: string) =>
    call(who, 'POST', `/bo/v1/adjustments/${id}/decision`, { decision, ...(note ? { note } : {}) });
  const transfersOf = (id: string) =>
    t.db.selectFrom('ledger_transfer').selectAll().where('idempotency_key', '=', `adjust:${id}`).execute();

  it('a request waits; the requester cannot approve it; another approves it and one transfer posts, once', async () => {
    const m = await registerMember(t, 'adj');
    const asked = await request('fin1', m.id, { amount: '+150.25', reason: 'goodwill', turnoverMultiple: 2 });
    expect(asked.status, asked.body).toBe(200);
    const row = adjustmentRow.parse(asked.json.value);
    expect(row).toMatchObject({
      status: 'PENDING',
      amount: '15025',
      requestedBy: 'm_fin1',
      turnoverMultiple: 2,
    });
    expect(await cashOf(m.id)).toBe(0n);

    const self = await decide('fin1', row.id, 'approve');
    expect(self.status).toBe(403);
    expect(self.json.errorCode).toBe('adjustment.self.approval');
    expect(await transfersOf(row.id)).toHaveLength(0);
    // SUPPORT may request but not approve.
    expect((await decide('support', row.id, 'approve')).status).toBe(403);

    const approved = await decide('fin2', row.id, 'approve', 'ok');
    expect(approved.status, approved.body).toBe(200);
    expect(adjustmentRow.parse(approved.json.value)).toMatchObject({
      status: 'APPROVED',
      decidedBy: 'm_fin2',
      decisionNote: 'ok',
    });
    expect(await cashOf(m.id)).toBe(15_025n);
    const transfers = await transfersOf(row.id);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ type: 'adjustment', amount: 15_025n });
    expect(adjustmentRow.parse(approved.json.value).transferId).toBe(String(transfers[0]!.id));

    const again = await decide('owner', row.id, 'approve');
    expect(again.status).toBe(409);
    expect((await decide('owner', row.id, 'reject')).status).toBe(409);
    expect(await transfersOf(row.id)).toHaveLength(1);
    expect(await cashOf(m.id)).toBe(15_025n);

    // The credit's turnover requirement (2 × 150.25) now stands before a withdrawal.
    const balances = successEnvelope(memberBalances).parse(
      (await call('support', 'GET', `/bo/v1/members/${m.id}/balances`)).json,
    ).value;
    expect(balances.turnover).toMatchObject({ required: '30050', remaining: '30050' });
    // The member's account record shows it with its reason.
    const record = (await call('support', 'GET', `/bo/v1/members/${m.id}/ledger?type=adjustment`)).json
      .value as {
      rows: { amount: string; remark: string | null }[];
    };
    expect(record.rows).toEqual([expect.objectContaining({ amount: '15025', remark: 'goodwill' })]);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'members.adjust.decide')
      .where('target', '=', `adjustment:${row.id}`)
      .where('outcome', '=', 200)
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ status: 'PENDING' });
    expect(audit.after).toMatchObject({ status: 'APPROVED', decidedBy: 'm_fin2' });
  });

  it('a rejection moves nothing', async () => {
    const m = await registerMember(t, 'adj');
    const row = adjustmentRow.parse(
      (await request('support', m.id, { amount: '500', reason: 'typo' })).json.value,
    );
    const rejected = await decide('fin1', row.id, 'reject', 'not justified');
    expect(adjustmentRow.parse(rejected.json.value)).toMatchObject({
      status: 'REJECTED',
      decidedBy: 'm_fin1',
    });
    expect(await transfersOf(row.id)).toHaveLength(0);
    expect(await cashOf(m.id)).toBe(0n);
    expect((await decide('fin2', row.id, 'approve')).status).toBe(409);
    expect(await cashOf(m.id)).toBe(0n);
  });

  it('a debit never takes the balance below zero: refused at request, and at approval when the money left', async () => {
    const m = await registerMember(t, 'adj');
    await fund(m.id, 10_000n);
    const tooMuch = await request('fin1', m.id, { amount: '-100.01', reason: 'clawback' });
    expect(tooMuch.json.errorCode).toBe('insufficient.balance');
    const zero = await request('fin1', m.id, { amount: '0', reason: 'nothing' });
    expect(zero.status).toBe(400);

    const first = adjustmentRow.parse(
      (await request('fin1', m.id, { amount: '-80', reason: 'clawback' })).json.value,
    );
    const second = adjustmentRow.parse(
      (await request('fin1', m.id, { amount: '-30', reason: 'fee' })).json.value,
    );
    expect((await decide('fin2', first.id, 'approve')).status).toBe(200);
    expect(await cashOf(m.id)).toBe(2_000n);
    const refused = await decide('fin2', second.id, 'approve');
    expect(refused.json.errorCode).toBe('insufficient.balance');
    expect(await transfersOf(second.id)).toHaveLength(0);
    expect(await cashOf(m.id)).toBe(2_000n);
    // Nothing was decided: it is still pending, and can be rejected.
    const list = successEnvelope(pageOf(adjustmentRow)).parse(
      (await call('fin2', 'GET', `/bo/v1/adjustments?status=PENDING&memberId=${m.id}`)).json,
    ).value;
    expect(list.rows.map((r) => r.id)).toEqual([second.id]);
    expect((await decide('fin2', second.id, 'reject')).status).toBe(200);
  });

  it('concurrent approvals post once', async () => {
    const m = await registerMember(t, 'adj');
    const row = adjustmentRow.parse(
      (await request('fin1', m.id, { amount: '42', reason: 'race' })).json.value,
    );
    const answers = await Promise.all(
      ['fin2', 'owner', 'fin2', 'owner', 'fin2', 'owner'].map((who) => decide(who, row.id, 'approve')),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    expect(await transfersOf(row.id)).toHaveLength(1);
    expect(await cashOf(m.id)).toBe(4_200n);
  });

  it('lists the queue with its CSV', async () => {
    const all = successEnvelope(pageOf(adjustmentRow)).parse(
      (await call('fin2', 'GET', '/bo/v1/adjustments?pageSize=200')).json,
    ).value;
    expect(all.total).toBeGreaterThanOrEqual(5);
    const csv = await call('fin2', 'GET', '/bo/v1/adjustments?format=csv');
    expect(csvIds(csv.body)).toEqual(all.rows.map((r) => r.id));
    const pending = (await call('fin2', 'GET', '/bo/v1/cashier/pending-count')).json.value as {
      adjustments: number;
    };
    expect(pending.adjustments).toBe(0);
  });
});

describe("a round's details: a sports bet's legs (decision 0071), a table round's lines (decision 0075)", () => {
  const sign = (body: string) => createHmac('sha256', HOUSE_TEST_SECRET).update(body).digest('hex');
  const vendorCall = async (action: string, payload: object, vendor = 'HOUSECF') => {
    const body = JSON.stringify(payload);
    const res = await t.app.inject({
      method: 'POST',
      url: `/vendor/v1/${vendor}/${action}`,
      headers: { 'content-type': 'application/json', 'x-signature': sign(body) },
      payload: body,
    });
    return res.json() as { status: string; balance: number };
  };
  const names = (s: string) => ({ TW: `${s} TW`, EN: `${s} EN`, VI: `${s} VI` });
  const leg = {
    eventId: 'cockfight-1-0',
    sport: 'cockfight',
    event: names('Golden Spur vs Black Jade'),
    market: names('Winner'),
    selection: names('Meron'),
    odds: 1_870,
    kickoffAt: '2026-11-28T20:00:00.000Z',
  };

  it('the vendor protocol keeps the detail of a bet and its win; the back office and the member see the legs', async () => {
    const m = await registerMember(t, 'legs');
    await fund(m.id, 10_000n);
    const launched = await t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: demo({ authorization: m.token }),
      payload: {
        gameId: 'HOUSECF_VIRTUAL',
        vassalage: 'HOUSECF',
        accountType: 1,
        platform: 'h5',
        clientType: 3,
      },
    });
    const token = new URL(launched.json().value.game_url as string).searchParams.get('token')!;
    const bet = {
      token,
      transactionId: 'legs-1:bet',
      roundId: 'legs-1',
      amount: 10,
      gameCode: 'HOUSE_SPORTS',
    };
    // A malformed detail is a malformed call: refused, nothing moved.
    const bad = await vendorCall('bet', {
      ...bet,
      detail: { kind: 'sports', legs: [{ ...leg, odds: 'x' }] },
    });
    expect(bad.status).toBe('INVALID_REQUEST');
    expect((await vendorCall('bet', { ...bet, detail: { kind: 'sports', legs: [leg] } })).status).toBe('OK');
    // A replay without the detail is the same call; the stored detail stays.
    expect((await vendorCall('bet', bet)).status).toBe('OK');
    const rows = async () =>
      (await call('support', 'GET', `/bo/v1/members/${m.id}/bets`)).json.value as {
        rows: { roundId: string; legs?: unknown[] }[];
      };
    expect((await rows()).rows[0]!.legs).toEqual([{ ...leg, result: null }]);

    const win = {
      token,
      transactionId: 'legs-1:win',
      roundId: 'legs-1',
      amount: 18.7,
      betTransactionId: 'legs-1:bet',
      detail: { kind: 'sports', legs: [{ eventId: leg.eventId, result: 'won' }] },
    };
    expect((await vendorCall('win', win)).status).toBe('OK');
    expect((await rows()).rows[0]!.legs).toEqual([{ ...leg, result: 'won' }]);

    const history = await t.app.inject({
      url: '/wps/relay/getPersonalGameHistory',
      headers: demo({ authorization: m.token, language: 'VI' }),
    });
    const [row] = betHistoryValue.parse(history.json().value).rows;
    expect(row!.legs).toEqual([
      {
        eventId: leg.eventId,
        sport: 'cockfight',
        eventName: 'Golden Spur vs Black Jade VI',
        market: 'Winner VI',
        selection: 'Meron VI',
        odds: 1.87,
        kickoffAt: leg.kickoffAt,
        result: 'won',
        verifyUrl: `http://localhost:1/verify?event=${leg.eventId}&lang=VI`,
      },
    ]);
    expect(row!.verifyUrl).toBe(row!.legs![0]!.verifyUrl);
  });
  it("a table round's lines: placed at the bet, result and winning lines at the win, in the reader's language", async () => {
    const m = await registerMember(t, 'lines');
    await fund(m.id, 10_000n);
    const launched = await t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: demo({ authorization: m.token }),
      payload: {
        gameId: 'HOUSELC_BACCARAT',
        vassalage: 'HOUSELC',
        accountType: 1,
        platform: 'h5',
        clientType: 3,
      },
    });
    const token = new URL(launched.json().value.game_url as string).searchParams.get('token')!;
    const placed = [
      { label: names('Banker'), amount: 20 },
      { label: names('Tie'), amount: 5 },
    ];
    const bet = {
      token,
      transactionId: 'lc-1:bet',
      roundId: 'lc-1',
      amount: 25,
      gameCode: 'HOUSELC_BACCARAT',
    };
    // A line without its three languages is a malformed call: refused, nothing moved.
    const bad = await vendorCall(
      'bet',
      {
        ...bet,
        detail: { kind: 'lines', lines: [{ label: { TW: 'x' }, amount: 25 }] },
      },
      'HOUSELC',
    );
    expect(bad.status).toBe('INVALID_REQUEST');
    const detail = { kind: 'lines', lines: placed, verify: { name: 'table-round', id: 'round-7' } };
    expect((await vendorCall('bet', { ...bet, detail }, 'HOUSELC')).status).toBe('OK');
    const rows = async () =>
      (await call('support', 'GET', `/bo/v1/members/${m.id}/bets`)).json.value as {
        rows: { roundId: string; legs?: unknown[]; lines?: unknown }[];
      };
    const [open] = (await rows()).rows;
    expect(open!.legs).toBeUndefined();
    expect(open!.lines).toEqual({ placed, result: null, won: [] });

    const won = [{ label: names('Banker'), amount: 39 }];
    const win = {
      token,
      transactionId: 'lc-1:win',
      roundId: 'lc-1',
      amount: 39,
      betTransactionId: 'lc-1:bet',
      detail: { kind: 'lines', result: names('Banker 7 : Player 5'), lines: won },
    };
    expect((await vendorCall('win', win, 'HOUSELC')).status).toBe('OK');
    expect((await rows()).rows[0]!.lines).toEqual({ placed, result: names('Banker 7 : Player 5'), won });

    const history = await t.app.inject({
      url: '/wps/relay/getPersonalGameHistory',
      headers: demo({ authorization: m.token, language: 'EN' }),
    });
    const [row] = betHistoryValue.parse(history.json().value).rows;
    expect(row!.legs).toBeUndefined();
    expect(row!.lines).toEqual({
      placed: [
        { label: 'Banker EN', amount: 20 },
        { label: 'Tie EN', amount: 5 },
      ],
      result: 'Banker 7 : Player 5 EN',
      won: [{ label: 'Banker EN', amount: 39 }],
    });
    expect(row!.verifyUrl).toBe('http://localhost:1/verify?table-round=round-7&lang=EN');
  });
});
