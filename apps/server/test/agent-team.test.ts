// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { modIds } from '@portal/contract/constants';
import { clock } from '../src/lib/clock.ts';
import type { HubEvent } from '../src/lib/live-hub.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { splitLuckyBag } from '../src/modules/agent-team/service.ts';
import { createLedger, type Ledger } from '../src/modules/wallet/ledger.ts';
import { boCall, staffToken } from './bo-games-staff.ts';
import {
  demo,
  demoMerchantId,
  registerBody,
  registerMember,
  setModule,
  startTestApp,
  type TestContext,
} from './harness.ts';

// Issue 17 item 1 (decision 0054): rebates per product series, registering downlines, invitation links,
// team management, transfers to a downline and lucky bags; every call on a member id refuses a member
// that is not in the caller's downline (ids swapped between two agents).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
let t: TestContext;
let ledger: Ledger;
let merchantId: number;
const realNow = clock.nowMs;
const DAY = 86_400_000;
const FUND_PW = '246810';
const AGENT_REBATES = {
  LOTT: 1980,
  RNG: 80,
  LIVE: 80,
  SPORTS: 60,
  FISH: 80,
  PVP: 50,
  ELOTT: 60,
  ESPORTS: 60,
  COCKFIGHT: 60,
};

type Who = { id: number; token: string; username: string };
let agentA: Who;
let agentB: Who;

const call = (token: string) => ({
  get: async (url: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: demo({ authorization: token, language: 'EN' }),
    });
    return { status: res.statusCode, json: res.json() as Json };
  },
  post: async (url: string, payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: demo({ authorization: token, language: 'EN' }),
      payload,
    });
    return { status: res.statusCode, json: res.json() as Json };
  },
});

let serial = 0;
const uname = (p: string) => `${p}${Date.now().toString(36).slice(-5)}${serial++}`.slice(0, 16);

async function cashOf(id: number): Promise<bigint> {
  const row = await t.db
    .selectFrom('ledger_account')
    .select('balance')
    .where('owner_id', '=', id)
    .where('kind', '=', 'cash')
    .where('ledger', '=', 'cash')
    .where('ref', '=', '')
    .executeTakeFirst();
  return row ? BigInt(row.balance) : 0n;
}
async function fund(id: number, amount: bigint) {
  await ledger.transfer({
    merchantId,
    key: `fund:${id}:${serial++}`,
    type: 'adjustment',
    from: { kind: 'bonusExpense' },
    to: { kind: 'cash', ownerId: id },
    amount,
  });
}
async function newAgent(prefix: string, rebates: Record<string, number> = AGENT_REBATES): Promise<Who> {
  const m = await registerMember(t, prefix);
  await t.db
    .updateTable('customer')
    .set({ type: 1, payment_password_hash: await hashPassword(FUND_PW) })
    .where('id', '=', m.id)
    .execute();
  await t.db
    .insertInto('customer_rebate')
    .values(
      Object.entries(rebates).map(([product, value]) => ({
        merchant_id: merchantId,
        customer_id: m.id,
        product,
        value,
      })),
    )
    .execute();
  const row = await t.db
    .selectFrom('customer')
    .select('username')
    .where('id', '=', m.id)
    .executeTakeFirstOrThrow();
  return { ...m, username: row.username };
}
async function login(username: string, password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: demo(),
    payload: { username, password },
  });
  return res;
}
async function createDownline(agent: Who, accountType: 0 | 1, rebates: Record<string, number> = {}) {
  const username = uname(accountType ? 'sa' : 'pl');
  const res = await call(agent.token).post('/wps/agent/downlines', {
    accountType,
    username,
    password: 'Secret#123',
    rebates,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { id: res.json.value.customerId as number, username };
}

beforeAll(async () => {
  t = await startTestApp();
  ledger = createLedger(t.db);
  merchantId = await demoMerchantId(t);
  agentA = await newAgent('aga');
  agentB = await newAgent('agb');
});
afterAll(async () => {
  clock.nowMs = realNow;
  await t?.close();
});
afterEach(async () => {
  clock.nowMs = realNow;
  expect(await ledger.invariantViolations(merchantId)).toEqual([]);
});

describe('rebates', () => {
  it('shows my rebates with the range a downline may get', async () => {
    const res = await call(agentA.token).get('/wps/relay/MCSFE_getCustomerRebateSettingByProductType');
    expect(res.status).toBe(200);
    const rows = res.json.value.products as { product: string; value: number; min: number; max: number }[];
    expect(rows.find((r) => r.product === 'LOTT')).toEqual({
      product: 'LOTT',
      value: 1980,
      min: 1800,
      max: 1980,
    });
    expect(rows.find((r) => r.product === 'RNG')).toEqual({ product: 'RNG', value: 80, min: 0, max: 80 });
    const alias = await call(agentA.token).get('/wps/relay/MCS2_getCustomerRebateSettingByProductType');
    expect(alias.json.value).toEqual(res.json.value);
    // A player is no agent.
    const player = await registerMember(t, 'rbp');
    const refused = await call(player.token).get('/wps/relay/MCSFE_getCustomerRebateSettingByProductType');
    expect(refused.json.errorCode).toBe('error_not_agent');
  });

  it('refuses a value above mine, below the floor or of an unknown product; never lowers one', async () => {
    const c = call(agentA.token);
    const body = (rebates: Record<string, unknown>) => ({
      accountType: 1,
      username: uname('rx'),
      password: 'Secret#123',
      rebates,
    });
    for (const bad of [
      { RNG: 81 },
      { LOTT: 1990 },
      { LOTT: 1700 },
      { RNG: -1 },
      { BOGUS: 1 },
      { RNG: 1.5 },
      { RNG: '5' },
    ]) {
      const res = await c.post('/wps/agent/downlines', body(bad));
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.json.errorCode).toBe('invalid.rebate.value');
    }
    const sub = await createDownline(agentA, 1, { LOTT: 1960, RNG: 70 });
    const stored = await t.db
      .selectFrom('customer_rebate')
      .select(['product', 'value'])
      .where('customer_id', '=', sub.id)
      .execute();
    const map = Object.fromEntries(stored.map((r) => [r.product, r.value]));
    // Every product gets a row: the given value or the floor.
    expect(map).toEqual({
      LOTT: 1960,
      RNG: 70,
      LIVE: 0,
      SPORTS: 0,
      FISH: 0,
      PVP: 0,
      ESPORTS: 0,
      COCKFIGHT: 0,
      ELOTT: 0,
      INHOUSE: 0,
    });
    // Raising works; lowering is refused; above mine refused.
    const up = await c.post('/wps/agent/team/rebates', { memberId: sub.id, rebates: { RNG: 75, LIVE: 10 } });
    expect(up.status).toBe(200);
    expect(up.json.value.rebates.RNG).toBe(75);
    const lower = await c.post('/wps/agent/team/rebates', { memberId: sub.id, rebates: { RNG: 60 } });
    expect(lower.json.errorCode).toBe('downline.rebate.update.lower.reb');
    const above = await c.post('/wps/agent/team/rebates', { memberId: sub.id, rebates: { RNG: 90 } });
    expect(above.json.errorCode).toBe('invalid.rebate.value');
    // The sub-agent's own downline is capped by the sub-agent's values, not mine.
    const subLogin = await login(sub.username, 'Secret#123');
    const subToken = subLogin.json().value.token as string;
    const deep = await call(subToken).post('/wps/agent/downlines', body({ RNG: 76 }));
    expect(deep.json.errorCode).toBe('invalid.rebate.value');
    const ok = await call(subToken).post('/wps/agent/downlines', body({ RNG: 75, LOTT: 1960 }));
    expect(ok.status).toBe(200);
    // I may not change the rebates of a member below my direct downline.
    const notDirect = await c.post('/wps/agent/team/rebates', {
      memberId: ok.json.value.customerId,
      rebates: { RNG: 75 },
    });
    expect(notDirect.json.errorCode).toBe('customer.action.forbidden');
  });
});

describe('register downline', () => {
  it('creates an agent or a player under me with the merchant rules; the answer carries the password', async () => {
    const username = uname('np');
    const res = await call(agentA.token).post('/wps/agent/downlines', {
      accountType: 0,
      username,
      password: 'Secret#123',
      rebates: { LOTT: 1900 },
    });
    expect(res.status).toBe(200);
    expect(res.json.value).toMatchObject({ username, password: 'Secret#123', accountType: 0 });
    const row = await t.db
      .selectFrom('customer')
      .select(['parent_id', 'type', 'register_method'])
      .where('id', '=', res.json.value.customerId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ parent_id: agentA.id, type: 0, register_method: 'AGENT' });
    expect((await login(username, 'Secret#123')).statusCode).toBe(200);
    // Taken name, and a password the merchant's rule refuses.
    const again = await call(agentA.token).post('/wps/agent/downlines', {
      accountType: 0,
      username,
      password: 'Secret#123',
    });
    expect(again.json.errorCode).toBe('account.exists');
    const weak = await call(agentA.token).post('/wps/agent/downlines', {
      accountType: 0,
      username: uname('nw'),
      password: '1',
    });
    expect(weak.json.errorCode).toBe('request_param_err');
    expect(weak.json.value.password).toBeTruthy();
  });

  it('is closed with the REGCEN flag off', async () => {
    await setModule(t, modIds.registerCentre, false);
    try {
      const res = await call(agentA.token).post('/wps/agent/downlines', {
        accountType: 0,
        username: uname('nf'),
        password: 'Secret#123',
      });
      expect(res.json.errorCode).toBe('function.not.available');
    } finally {
      await setModule(t, modIds.registerCentre, true);
    }
  });
});

describe('invitation links', () => {
  it('registers through a link: parent, type and rebates from it, counted; expiry and deletion end it', async () => {
    const start = Date.now();
    clock.nowMs = () => start;
    const c = call(agentA.token);
    const created = await c.post('/wps/agent/links', {
      accountType: 1,
      rebates: { LOTT: 1950, RNG: 40 },
      expiry: '7D',
      channel: 'CUSTOM',
      channelText: 'Telegram',
      remark: 'spring',
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const code = created.json.value.code as string;
    const list = await c.get('/wps/agent/links');
    const link = list.json.value.links.find((l: Json) => l.code === code);
    expect(link).toMatchObject({
      accountType: 1,
      channel: 'CUSTOM',
      channelText: 'Telegram',
      remark: 'spring',
      registered: 0,
      status: 'NORMAL',
      url: `http://localhost:80/?affiliateCode=${code}`,
    });
    expect(Date.parse(link.expiresAt) - start).toBe(7 * DAY);
    // The affiliate check names the agent; registration through the code.
    const check = await t.app.inject({
      method: 'GET',
      url: `/wps/agent/affiliate?code=${code}`,
      headers: demo(),
    });
    expect(check.json().value).toEqual({ code, agent: agentA.username });
    const username = uname('lk');
    const reg = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: demo(),
      payload: { ...registerBody(username), affiliateCode: code.toUpperCase() },
    });
    expect(reg.statusCode, reg.body).toBe(200);
    const id = reg.json().value.customerId as number;
    const row = await t.db
      .selectFrom('customer')
      .select(['parent_id', 'type', 'register_method', 'agent_link_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ parent_id: agentA.id, type: 1, register_method: 'WEB', agent_link_id: link.id });
    const rebates = await t.db
      .selectFrom('customer_rebate')
      .select(['product', 'value'])
      .where('customer_id', '=', id)
      .execute();
    expect(Object.fromEntries(rebates.map((r) => [r.product, r.value]))).toMatchObject({
      LOTT: 1950,
      RNG: 40,
      LIVE: 0,
    });
    expect(
      (await c.get('/wps/agent/links')).json.value.links.find((l: Json) => l.code === code).registered,
    ).toBe(1);

    // Seven days on: expired, shown so, and refused.
    clock.nowMs = () => start + 7 * DAY;
    // Sessions are not under test: keep the agent's live at the later time.
    await t.db
      .updateTable('session')
      .set({ last_seen_at: new Date(start + 7 * DAY), expires_at: new Date(start + 8 * DAY) })
      .where('customer_id', 'in', [agentA.id, agentB.id])
      .execute();
    const expired = (await c.get('/wps/agent/links')).json.value.links.find((l: Json) => l.code === code);
    expect(expired.status).toBe('EXPIRED');
    const late = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: demo(),
      payload: { ...registerBody(uname('lx')), affiliateCode: code },
    });
    expect(late.json().errorCode).toBe('affiliate.code.invalid');
    clock.nowMs = () => start + 7 * DAY - 1000;
    expect((await c.get('/wps/agent/links')).json.value.links.find((l: Json) => l.code === code).status).toBe(
      'NORMAL',
    );

    // Deleted: gone from the list and refused; another agent cannot delete mine.
    const byB = await call(agentB.token).post('/wps/agent/links/delete', { id: link.id });
    expect(byB.status).toBe(404);
    expect(byB.json.errorCode).toBe('agent.link.not.found');
    expect((await c.post('/wps/agent/links/delete', { id: link.id })).status).toBe(200);
    expect((await c.get('/wps/agent/links')).json.value.links.some((l: Json) => l.code === code)).toBe(false);
    const gone = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: demo(),
      payload: { ...registerBody(uname('ld')), affiliateCode: code },
    });
    expect(gone.json().errorCode).toBe('affiliate.code.invalid');
  });

  it('refuses link rebates above mine and a custom channel without text', async () => {
    const c = call(agentB.token);
    const high = await c.post('/wps/agent/links', {
      accountType: 0,
      rebates: { LIVE: 81 },
      expiry: 'NEVER',
      channel: 'FORUM',
    });
    expect(high.json.errorCode).toBe('invalid.rebate.value');
    const noText = await c.post('/wps/agent/links', {
      accountType: 0,
      rebates: {},
      expiry: 'NEVER',
      channel: 'CUSTOM',
    });
    expect(noText.json.errorCode).toBe('request_param_err');
    const never = await c.post('/wps/agent/links', {
      accountType: 0,
      rebates: {},
      expiry: 'NEVER',
      channel: 'QQ',
    });
    const link = (await c.get('/wps/agent/links')).json.value.links.find(
      (l: Json) => l.id === never.json.value.id,
    );
    expect(link.expiresAt).toBeNull();
    // A's list never shows B's links.
    const aList = (await call(agentA.token).get('/wps/agent/links')).json.value.links;
    expect(aList.some((l: Json) => l.id === never.json.value.id)).toBe(false);
  });
});

describe('team management', () => {
  let team: {
    agent: Who;
    sub: { id: number; username: string };
    p1: { id: number; username: string };
    p2: { id: number; username: string };
    deep: { id: number; username: string };
  };

  beforeAll(async () => {
    const agent = await newAgent('tm');
    const sub = await createDownline(agent, 1, { RNG: 50 });
    const p1 = await createDownline(agent, 0);
    const p2 = await createDownline(agent, 0);
    const subToken = (await login(sub.username, 'Secret#123')).json().value.token as string;
    const deepRes = await call(subToken).post('/wps/agent/downlines', {
      accountType: 0,
      username: uname('dp'),
      password: 'Secret#123',
    });
    const deep = {
      id: deepRes.json.value.customerId as number,
      username: deepRes.json.value.username as string,
    };
    team = { agent, sub, p1, p2, deep };
    // p1 logged in and deposited (money: 100.00 then 30.00), p2 never; balances for the team figures.
    await t.db.updateTable('customer').set({ last_login_at: new Date() }).where('id', '=', p1.id).execute();
    const channel = await t.db
      .selectFrom('payment_channel')
      .select(['id'])
      .where('code', '=', 'SANDBOX')
      .executeTakeFirstOrThrow();
    const dep = (requestId: string, at: Date, amount: bigint) =>
      t.db
        .insertInto('deposit_order')
        .values({
          merchant_id: merchantId,
          customer_id: p1.id,
          channel_id: channel.id,
          request_id: requestId,
          amount,
          status: 'SUCCESS',
          pay_token: null,
          reference_no: null,
          expires_at: null,
          settled_at: at,
        })
        .execute();
    await dep(`tm-${p1.id}-1`, new Date('2026-03-10T04:00:00Z'), 10_000n);
    await dep(`tm-${p1.id}-2`, new Date('2026-04-20T04:00:00Z'), 3_000n);
    await fund(p1.id, 12_345n);
    await fund(deep.id, 1_000n);
    await fund(sub.id, 500n);
  });

  it('lists direct agents and players with team figures; drills down with a breadcrumb', async () => {
    const c = call(team.agent.token);
    const agents = await c.get('/wps/agent/team?tab=agents');
    expect(agents.status, JSON.stringify(agents.json)).toBe(200);
    expect(agents.json.value.total).toBe(1);
    const sub = agents.json.value.rows[0];
    expect(sub).toMatchObject({
      id: team.sub.id,
      accountType: 1,
      teamSize: 1,
      balance: 5,
      teamBalance: 15,
      upline: team.agent.username,
      registerMethod: 'AGENT',
      depth: 1,
    });
    expect(sub.rebates.RNG).toBe(50);
    const players = await c.get('/wps/agent/team?tab=players');
    expect(players.json.value.rows.map((r: Json) => r.id).sort()).toEqual([team.p1.id, team.p2.id].sort());
    const p1 = players.json.value.rows.find((r: Json) => r.id === team.p1.id);
    expect(p1.balance).toBe(123.45);
    expect(p1.firstDepositAt).toBe('2026-03-10T04:00:00.000Z');
    expect(p1.lastDepositAt).toBe('2026-04-20T04:00:00.000Z');
    // Drill into the sub-agent: its players, the breadcrumb from me down.
    const drill = await c.get(`/wps/agent/team?tab=players&parentId=${team.sub.id}`);
    expect(drill.json.value.breadcrumb).toEqual([
      { id: team.agent.id, username: team.agent.username },
      { id: team.sub.id, username: team.sub.username },
    ]);
    expect(drill.json.value.rows.map((r: Json) => [r.id, r.depth])).toEqual([[team.deep.id, 2]]);
    // Paging.
    const page = await c.get('/wps/agent/team?tab=players&pageSize=1&page=2');
    expect(page.json.value.total).toBe(2);
    expect(page.json.value.rows).toHaveLength(1);
  });

  it('filters by logged in, deposited, deposit dates, registration and search (remark too)', async () => {
    const c = call(team.agent.token);
    const ids = async (qs: string) =>
      ((await c.get(`/wps/agent/team?tab=players&${qs}`)).json.value.rows as Json[]).map((r) => r.id);
    expect(await ids('loggedIn=Y')).toEqual([team.p1.id]);
    expect(await ids('loggedIn=N')).toEqual([team.p2.id]);
    expect(await ids('deposited=Y')).toEqual([team.p1.id]);
    expect(await ids('deposited=N')).toEqual([team.p2.id]);
    // Taipei days: 2026-03-10 12:00 local is the first deposit.
    expect(await ids('firstDepositFrom=2026-03-10&firstDepositTo=2026-03-10')).toEqual([team.p1.id]);
    expect(await ids('firstDepositFrom=2026-03-11')).toEqual([]);
    expect(await ids('lastDepositFrom=2026-04-20&lastDepositTo=2026-04-20')).toEqual([team.p1.id]);
    expect(await ids('lastDepositTo=2026-04-19')).toEqual([]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(new Date());
    expect((await ids(`registeredFrom=${today}`)).sort()).toEqual([team.p1.id, team.p2.id].sort());
    expect(await ids('registeredTo=2020-01-01')).toEqual([]);
    expect(await ids(`q=${team.p2.username.toUpperCase()}`)).toEqual([team.p2.id]);
    // My remark is mine only and searchable.
    expect(
      (await c.post('/wps/agent/team/remark', { memberId: team.p2.id, remark: 'VIP whale' })).status,
    ).toBe(200);
    expect(await ids('q=whale')).toEqual([team.p2.id]);
    const details = await c.get(`/wps/agent/team/member?memberId=${team.p2.id}`);
    expect(details.json.value.remark).toBe('VIP whale');
    const row = await t.db
      .selectFrom('agent_member_remark')
      .select('remark')
      .where('customer_id', '=', team.p2.id)
      .execute();
    expect(row).toEqual([{ remark: 'VIP whale' }]);
  });

  it('sets account and game status and makes a player an agent, for direct downlines only', async () => {
    const c = call(team.agent.token);
    const p2Token = (await login(team.p2.username, 'Secret#123')).json().value.token as string;
    const locked = await c.post('/wps/agent/team/status', { memberId: team.p2.id, status: 'LOCKED' });
    expect(locked.json.value).toEqual({ status: 'LOCKED', bettingFrozen: false });
    expect((await login(team.p2.username, 'Secret#123')).json().errorCode).toBe('account.suspended');
    // The locked member's session ended.
    expect((await call(p2Token).get('/wps/v2/wallets/balance')).status).toBe(401);
    const frozen = await c.post('/wps/agent/team/status', {
      memberId: team.p2.id,
      status: 'ACTIVE',
      bettingFrozen: true,
    });
    expect(frozen.json.value).toEqual({ status: 'ACTIVE', bettingFrozen: true });
    const deep = await c.post('/wps/agent/team/status', { memberId: team.deep.id, bettingFrozen: true });
    expect(deep.json.errorCode).toBe('customer.action.forbidden');
    expect((await c.post('/wps/agent/team/set-agent', { memberId: team.sub.id })).json.errorCode).toBe(
      'customer.action.forbidden',
    );
    expect((await c.post('/wps/agent/team/set-agent', { memberId: team.p2.id })).status).toBe(200);
    const type = await t.db
      .selectFrom('customer')
      .select('type')
      .where('id', '=', team.p2.id)
      .executeTakeFirstOrThrow();
    expect(type.type).toBe(1);
    await t.db
      .updateTable('customer')
      .set({ type: 0, betting_frozen: false })
      .where('id', '=', team.p2.id)
      .execute();
  });
});

describe('transfer to downline', () => {
  it('moves money once per requestId with the fund password, to any depth, and pushes to the receiver', async () => {
    const agent = await newAgent('tr');
    const sub = await createDownline(agent, 1);
    const subToken = (await login(sub.username, 'Secret#123')).json().value.token as string;
    const deep = await call(subToken).post('/wps/agent/downlines', {
      accountType: 0,
      username: uname('td'),
      password: 'Secret#123',
    });
    const deepId = deep.json.value.customerId as number;
    await fund(agent.id, 100_00n);
    const events: HubEvent[] = [];
    const stop = t.app.live.subscribe(deepId, (e) => events.push(e));
    const c = call(agent.token);
    const body = {
      memberId: deepId,
      amount: 25.5,
      paymentPassword: FUND_PW,
      remark: 'for you',
      requestId: 'tr-req-0001',
    };
    const wrong = await c.post('/wps/agent/team/transfer', { ...body, paymentPassword: '000000' });
    expect(wrong.json.errorCode).toBe('invalid.payment.pw');
    const res = await c.post('/wps/agent/team/transfer', body);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.value).toMatchObject({
      receiver: deep.json.value.username,
      amount: 25.5,
      balance: 74.5,
      remark: 'for you',
    });
    expect(await cashOf(agent.id)).toBe(74_50n);
    expect(await cashOf(deepId)).toBe(25_50n);
    expect(events).toEqual([{ type: 'downline', from: agent.username, amount: 25.5 }]);
    // The same requestId again moves nothing and pushes nothing.
    const replay = await c.post('/wps/agent/team/transfer', body);
    expect(replay.status).toBe(200);
    expect(await cashOf(agent.id)).toBe(74_50n);
    expect(await cashOf(deepId)).toBe(25_50n);
    expect(events).toHaveLength(1);
    // By username; more than I have.
    const byName = await c.post('/wps/agent/team/transfer', {
      ...body,
      memberId: undefined,
      username: sub.username,
      amount: 4.5,
      requestId: 'tr-req-0002',
    });
    expect(byName.json.value.balance).toBe(70);
    const tooMuch = await c.post('/wps/agent/team/transfer', {
      ...body,
      amount: 70.01,
      requestId: 'tr-req-0003',
    });
    expect(tooMuch.json.errorCode).toBe('insufficient.balance');
    const t1 = await t.db
      .selectFrom('ledger_transfer')
      .select(['type', 'amount'])
      .where('idempotency_key', '=', `downline:${agent.id}:tr-req-0001`)
      .execute();
    expect(t1).toEqual([{ type: 'downline_transfer', amount: 25_50n }]);
    stop();
  });

  it('needs a fund password set', async () => {
    const agent = await newAgent('tn');
    await t.db
      .updateTable('customer')
      .set({ payment_password_hash: null })
      .where('id', '=', agent.id)
      .execute();
    const p = await createDownline(agent, 0);
    await fund(agent.id, 1_00n);
    const res = await call(agent.token).post('/wps/agent/team/transfer', {
      memberId: p.id,
      amount: 1,
      paymentPassword: FUND_PW,
      requestId: 'tn-req-0001',
    });
    expect(res.json.errorCode).toBe('not.exists.payment.password');
    expect(await cashOf(agent.id)).toBe(1_00n);
  });
});

describe('lucky bags', () => {
  it('splits: SHARE equally with the remainder to the first; FIGHTING sums to the total, each at least 1', () => {
    expect(splitLuckyBag(1000n, 3, 'SHARE')).toEqual([334n, 333n, 333n]);
    expect(splitLuckyBag(1001n, 3, 'SHARE')).toEqual([334n, 334n, 333n]);
    expect(splitLuckyBag(3n, 3, 'FIGHTING')).toEqual([1n, 1n, 1n]);
    for (let i = 0; i < 200; i++) {
      const parts = splitLuckyBag(1000n, 7, 'FIGHTING');
      expect(parts.reduce((a, b) => a + b, 0n)).toBe(1000n);
      expect(parts.every((p) => p >= 1n)).toBe(true);
    }
    expect(() => splitLuckyBag(2n, 3, 'SHARE')).toThrow();
  });

  it('gifts all direct downlines at once, one transfer each, replay-safe, pushes', async () => {
    const agent = await newAgent('lb');
    const a = await createDownline(agent, 0);
    const b = await createDownline(agent, 1);
    const c3 = await createDownline(agent, 0);
    await fund(agent.id, 50_00n);
    const events: HubEvent[] = [];
    const stops = [a, b, c3].map((m) => t.app.live.subscribe(m.id, (e) => events.push(e)));
    const c = call(agent.token);
    const body = {
      receivers: 'ALL',
      type: 'SHARE',
      amount: 10,
      paymentPassword: FUND_PW,
      requestId: 'lb-req-0001',
    };
    const res = await c.post('/wps/agent/lucky-bags', body);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    // 1000 minor units over three (ids ascending): 334, 333, 333.
    expect(res.json.value.shares.map((s: Json) => [s.memberId, s.amount])).toEqual([
      [a.id, 3.34],
      [b.id, 3.33],
      [c3.id, 3.33],
    ]);
    expect(res.json.value.balance).toBe(40);
    expect([await cashOf(a.id), await cashOf(b.id), await cashOf(c3.id), await cashOf(agent.id)]).toEqual([
      334n,
      333n,
      333n,
      40_00n,
    ]);
    expect(events).toHaveLength(3);
    const rows = await t.db
      .selectFrom('ledger_transfer')
      .select(['type', 'meta'])
      .where('idempotency_key', 'like', `luckybag:${agent.id}:lb-req-0001:%`)
      .execute();
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.type === 'downline_transfer' && (r.meta as Json).kind === 'luckyBag')).toBe(
      true,
    );
    expect((await c.post('/wps/agent/lucky-bags', body)).status).toBe(200);
    expect(await cashOf(agent.id)).toBe(40_00n);
    expect(events).toHaveLength(3);
    // FIGHTING to a picked list.
    const fight = await c.post('/wps/agent/lucky-bags', {
      ...body,
      receivers: 'PICKED',
      memberIds: [a.id, c3.id],
      type: 'FIGHTING',
      amount: 7.77,
      requestId: 'lb-req-0002',
    });
    const sum = (fight.json.value.shares as Json[]).reduce((s, x) => s + Math.round(x.amount * 100), 0);
    expect(sum).toBe(777);
    expect(await cashOf(agent.id)).toBe(40_00n - 777n);
    // Wrong fund password: nothing moves.
    const wrong = await c.post('/wps/agent/lucky-bags', {
      ...body,
      paymentPassword: '999999',
      requestId: 'lb-req-0003',
    });
    expect(wrong.json.errorCode).toBe('invalid.payment.pw');
    stops.forEach((s) => s());
  });

  it('is all-or-nothing: a shortfall on the last receiver undoes the others', async () => {
    const agent = await newAgent('ln');
    const a = await createDownline(agent, 0);
    const b = await createDownline(agent, 0);
    await fund(agent.id, 5_00n);
    // Fund 5.00; a bag of 6.00 shared: the first 3.00 would pass, the second fails → nothing moves.
    const res = await call(agent.token).post('/wps/agent/lucky-bags', {
      receivers: 'ALL',
      type: 'SHARE',
      amount: 6,
      paymentPassword: FUND_PW,
      requestId: 'ln-req-0001',
    });
    expect(res.json.errorCode).toBe('insufficient.balance');
    expect([await cashOf(agent.id), await cashOf(a.id), await cashOf(b.id)]).toEqual([5_00n, 0n, 0n]);
    const rows = await t.db
      .selectFrom('ledger_transfer')
      .select('id')
      .where('idempotency_key', 'like', `luckybag:${agent.id}:%`)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('concurrency', () => {
  it('the same requestId twice at once moves once; two bags racing for one balance never overdraw', async () => {
    const agent = await newAgent('cc');
    const a = await createDownline(agent, 0);
    const b = await createDownline(agent, 0);
    await fund(agent.id, 10_00n);
    const c = call(agent.token);
    const body = { memberId: a.id, amount: 3, paymentPassword: FUND_PW, requestId: 'cc-req-0001' };
    const both = await Promise.all([
      c.post('/wps/agent/team/transfer', body),
      c.post('/wps/agent/team/transfer', body),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect([await cashOf(agent.id), await cashOf(a.id)]).toEqual([7_00n, 3_00n]);
    // 7.00 left: two bags of 5.00 at once: one pays both receivers, the other pays nobody.
    const bag = (requestId: string) =>
      c.post('/wps/agent/lucky-bags', {
        receivers: 'ALL',
        type: 'SHARE',
        amount: 5,
        paymentPassword: FUND_PW,
        requestId,
      });
    const bags = await Promise.all([bag('cc-bag-0001'), bag('cc-bag-0002')]);
    expect(bags.map((r) => r.json.errorCode ?? 'ok').sort()).toEqual(['insufficient.balance', 'ok']);
    expect([await cashOf(agent.id), await cashOf(a.id), await cashOf(b.id)]).toEqual([2_00n, 5_50n, 2_50n]);
  });
});

describe('object access: swapping ids between two agents', () => {
  it('refuses every call on another agent’s member with agent.downline.not.found and changes nothing', async () => {
    const mineA = await createDownline(agentA, 0);
    const mineB = await createDownline(agentB, 0);
    await fund(agentA.id, 10_00n);
    const before = { a: await cashOf(agentA.id), b: await cashOf(mineB.id) };
    const a = call(agentA.token);
    const other = mineB.id;
    const calls: [string, 'get' | 'post', string, object?][] = [
      ['team', 'get', `/wps/agent/team?parentId=${other}`],
      ['member', 'get', `/wps/agent/team/member?memberId=${other}`],
      ['remark', 'post', '/wps/agent/team/remark', { memberId: other, remark: 'x' }],
      ['status', 'post', '/wps/agent/team/status', { memberId: other, status: 'LOCKED' }],
      ['game', 'post', '/wps/agent/team/status', { memberId: other, bettingFrozen: true }],
      ['set-agent', 'post', '/wps/agent/team/set-agent', { memberId: other }],
      ['rebates', 'post', '/wps/agent/team/rebates', { memberId: other, rebates: { RNG: 1 } }],
      [
        'transfer',
        'post',
        '/wps/agent/team/transfer',
        { memberId: other, amount: 1, paymentPassword: FUND_PW, requestId: 'swap-0001' },
      ],
      [
        'transfer by name',
        'post',
        '/wps/agent/team/transfer',
        { username: mineB.username, amount: 1, paymentPassword: FUND_PW, requestId: 'swap-0002' },
      ],
      [
        'lucky bag',
        'post',
        '/wps/agent/lucky-bags',
        {
          receivers: 'PICKED',
          memberIds: [mineA.id, other],
          type: 'SHARE',
          amount: 2,
          paymentPassword: FUND_PW,
          requestId: 'swap-0003',
        },
      ],
      // The other agent itself and myself are not my downline either.
      ['agent B', 'get', `/wps/agent/team/member?memberId=${agentB.id}`],
      [
        'myself',
        'post',
        '/wps/agent/team/transfer',
        { memberId: agentA.id, amount: 1, paymentPassword: FUND_PW, requestId: 'swap-0004' },
      ],
    ];
    for (const [name, method, url, payload] of calls) {
      const res = method === 'get' ? await a.get(url) : await a.post(url, payload!);
      expect([name, res.status, res.json.errorCode]).toEqual([name, 404, 'agent.downline.not.found']);
    }
    const row = await t.db
      .selectFrom('customer')
      .select(['status', 'betting_frozen', 'type'])
      .where('id', '=', other)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'ACTIVE', betting_frozen: false, type: 0 });
    expect(
      await t.db
        .selectFrom('agent_member_remark')
        .select('remark')
        .where('customer_id', '=', other)
        .execute(),
    ).toEqual([]);
    expect(await cashOf(agentA.id)).toBe(before.a);
    expect(await cashOf(mineB.id)).toBe(before.b);
    expect(await cashOf(mineA.id)).toBe(0n);
    // And the other way round B cannot see A's member.
    const b = await call(agentB.token).get(`/wps/agent/team/member?memberId=${mineA.id}`);
    expect(b.json.errorCode).toBe('agent.downline.not.found');
    // B's team list never holds A's members.
    const list = await call(agentB.token).get('/wps/agent/team?tab=players&pageSize=100');
    expect((list.json.value.rows as Json[]).some((r) => r.id === mineA.id)).toBe(false);
  });
});

describe('back office agent tree', () => {
  it('agents.read reads, agents.manage edits (SUPPORT cannot), audited; root rule never below a downline', async () => {
    const owner = boCall(t, await staffToken(t, merchantId, 'OWNER', 'bo_agt_owner'));
    const support = boCall(t, await staffToken(t, merchantId, 'SUPPORT', 'bo_agt_support'));
    const content = boCall(t, await staffToken(t, merchantId, 'CONTENT_EDITOR', 'bo_agt_content'));
    const root = await newAgent('rt', { LOTT: 1960, RNG: 60 });
    const sub = await createDownline(root, 1, { LOTT: 1950, RNG: 50 });
    const tree = await support('GET', `/bo/v1/agents/tree?username=${sub.username}`);
    expect(tree.status).toBe(200);
    expect(tree.json.value.member).toMatchObject({ id: sub.id, accountType: 1, teamSize: 0 });
    expect(tree.json.value.uplines.map((u: Json) => u.id)).toEqual([root.id]);
    expect(tree.json.value.root).toBe(false);
    const rootTree = await support('GET', `/bo/v1/agents/tree?memberId=${root.id}`);
    expect(rootTree.json.value).toMatchObject({ root: true, member: { teamSize: 1, directCount: 1 } });
    expect(rootTree.json.value.downlines.map((d: Json) => d.id)).toEqual([sub.id]);
    expect((await content('GET', `/bo/v1/agents/tree?memberId=${root.id}`)).status).toBe(403);

    expect((await support('PUT', `/bo/v1/agents/${root.id}/rebates`, { rebates: { RNG: 70 } })).status).toBe(
      403,
    );
    const raise = await owner('PUT', `/bo/v1/agents/${root.id}/rebates`, {
      rebates: { RNG: 70, LOTT: 1980 },
    });
    expect(raise.status, JSON.stringify(raise.json)).toBe(200);
    expect(raise.json.value.rebates).toMatchObject({ RNG: 70, LOTT: 1980 });
    const belowSub = await owner('PUT', `/bo/v1/agents/${root.id}/rebates`, { rebates: { RNG: 49 } });
    expect(belowSub.json.errorCode).toBe('downline.rebate.update.lower.reb');
    // Lowering towards (not below) the downline is the operator's right.
    expect((await owner('PUT', `/bo/v1/agents/${root.id}/rebates`, { rebates: { RNG: 50 } })).status).toBe(
      200,
    );
    expect(
      (await owner('PUT', `/bo/v1/agents/${root.id}/rebates`, { rebates: { LOTT: 1990 } })).json.errorCode,
    ).toBe('invalid.rebate.value');
    expect(
      (await owner('PUT', `/bo/v1/agents/${sub.id}/rebates`, { rebates: { RNG: 50 } })).json.errorCode,
    ).toBe('customer.action.forbidden');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('target', '=', `customer:${root.id}`)
      .execute();
    expect(audit.filter((a) => a.action === 'agents.rebates.update')).toHaveLength(2);

    const player = await registerMember(t, 'mk');
    expect((await support('POST', `/bo/v1/agents/${player.id}/make-agent`)).status).toBe(403);
    expect((await owner('POST', `/bo/v1/agents/${player.id}/make-agent`)).status).toBe(200);
    const row = await t.db
      .selectFrom('customer')
      .select('type')
      .where('id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(row.type).toBe(1);
    expect((await owner('POST', `/bo/v1/agents/${player.id}/make-agent`)).json.errorCode).toBe(
      'customer.action.forbidden',
    );
    expect((await owner('GET', '/bo/v1/agents/tree?username=nobody_here')).status).toBe(404);
  });
});
