// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { HubEvent } from '../src/lib/live-hub.ts';
import { createRedisLiveHub } from '../src/lib/live-hub-redis.ts';
import { createLedger } from '../src/modules/wallet/ledger.ts';
import { staffSession } from './bo-staff.ts';
import { registerMember, startTestApp, type TestContext } from './harness.ts';

// Live pushes over a real WebSocket: a deposit's outcome reaches the member's open page, a transfer
// reaches the upline's, and a socket without a live session is closed. With Redis, an event on one
// node reaches a socket on another; a Redis that is away costs nothing but the relay.

let t: TestContext;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

async function call(path: string, body?: unknown, token?: string, at = base) {
  const res = await fetch(at + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      merchant: 'demo',
      'content-type': 'application/json',
      ...(token ? { authorization: token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { value: Record<string, unknown>; errorCode?: string };
}
const login = async (username: string, at = base) =>
  (await call('/wps/session/login', { username, password: 'Demo#2026', type: 'username' }, undefined, at))
    .value as {
    token: string;
    id: number;
  };

/**
 * Opens the live socket and collects its messages. `first` is the first message sent (by default the
 * auth message with the token; null sends nothing).
 */
function live(token: string, at = base, first: string | null = auth('demo', token), path = '/wps/live') {
  const messages: Record<string, unknown>[] = [];
  const socket = new WebSocket(`${at.replace('http', 'ws')}${path}`);
  if (first !== null) socket.on('open', () => socket.send(first));
  socket.on('message', (data: Buffer) =>
    messages.push(JSON.parse(data.toString()) as Record<string, unknown>),
  );
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const next = async (type: string) => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const found = messages.find((m) => m.type === type);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 30));
    }
    throw new Error(`no ${type} message; got ${JSON.stringify(messages)}`);
  };
  return { socket, messages, closed, next };
}

const auth = (merchant: string, token: string) => JSON.stringify({ type: 'auth', merchant, token });

describe('live pushes', () => {
  it("tells the back office of the member's merchant when its deposit queue changes", async () => {
    const finance = await staffSession(t, 'live.finance', 'FINANCE');
    // A custom role without the cashier queues' read permissions (none of the built-in roles lacks them).
    const outsider = await staffSession(t, 'live.outsider', 'CONTENT_EDITOR');
    const staffLive = (token: string, merchant = 'demo') =>
      live(token, base, auth(merchant, token), '/bo/v1/live');
    const desk = staffLive(finance.token);
    await desk.next('ready');
    // A role without the cashier queues, a member's token, or another merchant: closed with 4401.
    expect(await staffLive(outsider.token).closed).toBe(4401);
    const member = await login('demo_member');
    expect(await staffLive(member.token).closed).toBe(4401);
    const memberSocket = live(member.token);
    await memberSocket.next('ready');

    const channels = (await call('/wps/relay/MCSFE_getDepositChannels', undefined, member.token)).value as {
      channels: { channelId: number; method: string }[];
    };
    const sandbox = channels.channels.find((c) => c.method === 'PG')!;
    const order = (
      await call(
        '/wps/relay/MCSFE_deposit',
        { channelId: sandbox.channelId, amount: 100, requestId: 'live-staff-deposit' },
        member.token,
      )
    ).value as { orderId: string; payUrl: string };
    expect(order.orderId).toBeTruthy();
    expect(await desk.next('bo.queue')).toEqual({ type: 'bo.queue', queue: 'deposits', change: 'new' });
    await fetch(base + order.payUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=confirm',
    });
    await memberSocket.next('deposit');
    await expect
      .poll(() => desk.messages.filter((m) => m.type === 'bo.queue').length, { timeout: 5000 })
      .toBe(2);
    expect(desk.messages.filter((m) => m.type === 'bo.queue')[1]).toEqual({
      type: 'bo.queue',
      queue: 'deposits',
      change: 'decided',
    });
    // The member's socket never hears the back office's events.
    expect(memberSocket.messages.some((m) => m.type === 'bo.queue')).toBe(false);

    // The session ends: the next event closes the staff socket.
    await t.db.deleteFrom('staff_session').where('staff_id', '=', finance.id).execute();
    const again = (
      await call(
        '/wps/relay/MCSFE_deposit',
        { channelId: sandbox.channelId, amount: 100, requestId: 'live-staff-deposit-2' },
        member.token,
      )
    ).value as { orderId: string };
    expect(again.orderId).toBeTruthy();
    expect(await desk.closed).toBe(4401);
    memberSocket.socket.close();
  });

  it('a large manual bonus waiting for a second person reaches the staff who may read rewards only', async () => {
    const ops = await staffSession(t, 'live.ops', 'OPERATIONS');
    const finance = await staffSession(t, 'live.cashier', 'FINANCE');
    const desk = (token: string) => live(token, base, auth('demo', token), '/bo/v1/live');
    const opsDesk = desk(ops.token);
    const financeDesk = desk(finance.token);
    await opsDesk.next('ready');
    await financeDesk.next('ready');
    const m = await registerMember(t, 'lv');
    const { username } = await t.db
      .selectFrom('customer')
      .select('username')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    // Above the default two-person threshold (1,000.00): it waits PENDING.
    const res = await fetch(`${base}/bo/v1/manual-bonuses`, {
      method: 'POST',
      headers: { merchant: 'demo', 'content-type': 'application/json', authorization: ops.token },
      body: JSON.stringify({
        usernames: [username],
        amount: 5000,
        pointAmount: 0,
        turnoverMultiple: 0,
        name: { TW: '大額獎金' },
        expiryDays: 1,
      }),
    });
    const issued = (await res.json()) as { value: { status: string }[] };
    expect(issued.value.map((r) => r.status)).toEqual(['PENDING']);
    expect(await opsDesk.next('bo.queue')).toEqual({
      type: 'bo.queue',
      queue: 'manual-bonuses',
      change: 'new',
    });
    // The cashier's staff (no rewards.read) hear nothing of it.
    await new Promise((r) => setTimeout(r, 300));
    expect(financeDesk.messages.filter((x) => x.type === 'bo.queue')).toEqual([]);
    opsDesk.socket.close();
    financeDesk.socket.close();
  });

  it("tells the member its deposit succeeded, and the upline of a member's transfer", async () => {
    const member = await login('demo_member');
    const agent = await login('demo_agent');
    const memberLive = live(member.token);
    const agentLive = live(agent.token);
    await memberLive.next('ready');
    await agentLive.next('ready');

    const channels = (await call('/wps/relay/MCSFE_getDepositChannels', undefined, member.token)).value as {
      channels: { channelId: number; method: string }[];
    };
    const sandbox = channels.channels.find((c) => c.method === 'PG')!;
    const order = (
      await call(
        '/wps/relay/MCSFE_deposit',
        { channelId: sandbox.channelId, amount: 100, requestId: 'live-deposit-1' },
        member.token,
      )
    ).value as { orderId: string; payUrl: string };
    await fetch(base + order.payUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=confirm',
    });
    expect(await memberLive.next('deposit')).toEqual({
      type: 'deposit',
      orderId: order.orderId,
      status: 'SUCCESS',
    });

    await call(
      '/wps/relay/MCSFE_setPaymentPassword',
      { loginPassword: 'Demo#2026', paymentPassword: '102938', confirmPaymentPassword: '102938' },
      member.token,
    );
    await call(
      '/wps/relay/MCSFE_transferUpline',
      { amount: 12.5, paymentPassword: '102938', requestId: 'live-upline-1' },
      member.token,
    );
    expect(await agentLive.next('upline')).toEqual({ type: 'upline', from: 'demo_member', amount: 12.5 });
    // The member's own socket heard nothing of the upline's event.
    expect(memberLive.messages.some((m) => m.type === 'upline')).toBe(false);
    memberLive.socket.close();
    agentLive.socket.close();
    expect(await createLedger(t.db).invariantViolations()).toEqual([]);
  });

  it('tells every open page of the member when a reward it claimed is paid, and nobody else', async () => {
    const member = await registerMember(t, 'lrw');
    const other = await registerMember(t, 'lro');
    const pageA = live(member.token);
    const pageB = live(member.token);
    const otherLive = live(other.token);
    await Promise.all([pageA.next('ready'), pageB.next('ready'), otherLive.next('ready')]);

    expect(
      (await call('/wps/relay/MCSFE_claimPromoCode', { promoCode: 'welcome' }, member.token)).errorCode,
    ).toBe(undefined);
    expect(await pageB.next('reward')).toEqual({ type: 'reward', source: 'promocode' });
    // The daily sign-in of the demo (no condition) is a reward of another source.
    const configs = (await call('/wps/relay/MCSFE_getLoginPromotion', undefined, member.token))
      .value as unknown as {
      configId: string;
      type: string;
    }[];
    const daily = configs.find((c) => c.type === 'N')!;
    const history = (
      await call(
        `/wps/relay/MCSFE_getLoginPromotionConfigHistory?configId=${daily.configId}`,
        undefined,
        member.token,
      )
    ).value as { list: { id: string; state: string }[] };
    const today = history.list.find((d) => d.state === 'TODAY')!;
    await call('/wps/relay/MCSFE_claimLoginPromotion', { id: today.id }, member.token);
    const deadline = Date.now() + 10_000;
    while (pageA.messages.filter((m) => m.type === 'reward').length < 2 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 30));
    expect(pageA.messages.filter((m) => m.type === 'reward')).toEqual([
      { type: 'reward', source: 'promocode' },
      { type: 'reward', source: 'signin' },
    ]);
    // A refused claim (the code again) pays nothing and pushes nothing.
    expect(
      (await call('/wps/relay/MCSFE_claimPromoCode', { promoCode: 'WELCOME' }, member.token)).errorCode,
    ).toBe('promocode.already.claimed');
    await new Promise((r) => setTimeout(r, 200));
    expect(pageB.messages.filter((m) => m.type === 'reward')).toHaveLength(2);
    expect(otherLive.messages.some((m) => m.type === 'reward')).toBe(false);
    for (const p of [pageA, pageB, otherLive]) p.socket.close();
  });

  it('closes a socket without a live session', async () => {
    const stranger = live('not-a-token');
    expect(await stranger.closed).toBe(4401);
    const member = await login('demo_member');
    // A live token, but of another merchant's name, or in a message that is not the auth.
    expect(await live(member.token, base, auth('nobody', member.token)).closed).toBe(4401);
    expect(
      await live(member.token, base, JSON.stringify({ type: 'hello', token: member.token })).closed,
    ).toBe(4401);
    expect(await live(member.token, base, 'not json').closed).toBe(4401);
    const socket = live(member.token);
    await socket.next('ready');
    // Logged out: the next event closes the socket instead of delivering it.
    await fetch(`${base}/wps/session/logout`, {
      method: 'DELETE',
      headers: { merchant: 'demo', authorization: member.token },
    });
    t.app.live.publish(member.id, { type: 'balance' });
    expect(await socket.closed).toBe(4401);
  });
});

describe('the live socket keeps the session token out of its URL', () => {
  it('is under the API at /wps/live and takes the token only in its first message', async () => {
    const member = await login('demo_member');
    // The old address is a page now, not a socket; a token in the query authenticates nothing.
    const old = new WebSocket(
      `${base.replace('http', 'ws')}/live?merchant=demo&token=${encodeURIComponent(member.token)}`,
    );
    const oldOutcome = await new Promise<string>((resolve) => {
      old.on('open', () => resolve('open'));
      old.on('error', () => resolve('refused'));
    });
    expect(oldOutcome).toBe('refused');
    // Nor on the new one: without the auth message the socket is closed.
    const inQuery = new WebSocket(
      `${base.replace('http', 'ws')}/wps/live?merchant=demo&token=${encodeURIComponent(member.token)}`,
    );
    const queryMessages: string[] = [];
    inQuery.on('message', (data: Buffer) => queryMessages.push(data.toString()));
    inQuery.on('open', () => inQuery.send(JSON.stringify({ type: 'ping' })));
    expect(await new Promise<number>((resolve) => inQuery.on('close', resolve))).toBe(4401);
    expect(queryMessages).toEqual([]);
    const socket = live(member.token);
    await socket.next('ready');
    socket.socket.close();
  });

  it('closes a socket that sends no auth in time with 4401', async () => {
    const quick = await startTestApp({ liveAuthTimeoutMs: 300 });
    try {
      const at = await quick.app.listen({ port: 0, host: '127.0.0.1' });
      const started = Date.now();
      const silent = live('', at, null);
      expect(await silent.closed).toBe(4401);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(silent.messages).toEqual([]);
      // Authenticated in time: the timer does not close it afterwards.
      const member = await login('demo_member', at);
      const socket = live(member.token, at);
      await socket.next('ready');
      await pause(600);
      expect(socket.socket.readyState).toBe(WebSocket.OPEN);
      quick.app.live.publish(member.id, { type: 'balance' });
      await socket.next('balance');
      socket.socket.close();
    } finally {
      await quick.close();
    }
  });
});

/** A sandbox deposit of 100 by the member, confirmed on the gateway's page of the node `at`. */
async function sandboxDeposit(token: string, requestId: string, at: string) {
  const channels = (await call('/wps/relay/MCSFE_getDepositChannels', undefined, token, at)).value as {
    channels: { channelId: number; method: string }[];
  };
  const sandbox = channels.channels.find((c) => c.method === 'PG')!;
  const order = (
    await call(
      '/wps/relay/MCSFE_deposit',
      { channelId: sandbox.channelId, amount: 100, requestId },
      token,
      at,
    )
  ).value as { orderId: string; payUrl: string };
  await fetch(at + order.payUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=confirm',
  });
  return order.orderId;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const count = (messages: Record<string, unknown>[], type: string) =>
  messages.filter((m) => m.type === type).length;

describe('live pushes without Redis', () => {
  it('stay in the process: a publish reaches this process’s listeners at once', () => {
    // The harness leaves REDIS_URL out unless a test passes one, so `t` runs the in-process hub.
    const got: HubEvent[] = [];
    const off = t.app.live.subscribe(987_654, (event) => got.push(event));
    expect(t.app.live.listenerCount(987_654)).toBe(1);
    t.app.live.publish(987_654, { type: 'balance' });
    expect(got).toEqual([{ type: 'balance' }]);
    off();
    expect(t.app.live.listenerCount(987_654)).toBe(0);
  });

  it('with a Redis URL on a closed port: the app starts, money moves and local sockets hear of it', async () => {
    const probe = net.createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const closedPort = (probe.address() as net.AddressInfo).port;
    await new Promise((r) => probe.close(r));

    const node = await startTestApp({ config: { redisUrl: `redis://127.0.0.1:${closedPort}` } });
    try {
      const at = await node.app.listen({ port: 0, host: '127.0.0.1' });
      const member = await login('demo_member', at);
      const socket = live(member.token, at);
      await socket.next('ready');
      const orderId = await sandboxDeposit(member.token, 'live-no-redis-1', at);
      expect(await socket.next('deposit')).toEqual({ type: 'deposit', orderId, status: 'SUCCESS' });
      node.app.live.publish(member.id, { type: 'balance' });
      await socket.next('balance');
      socket.socket.close();
    } finally {
      const started = Date.now();
      await node.close();
      // Closing stops the reconnect loop instead of waiting for it.
      expect(Date.now() - started).toBeLessThan(5_000);
    }
  });
});

const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const redisAddress = { host: new URL(redisUrl).hostname, port: Number(new URL(redisUrl).port || 6379) };
const redisUp = await new Promise<boolean>((resolve) => {
  const socket = net.connect(redisAddress, () => {
    socket.destroy();
    resolve(true);
  });
  socket.setTimeout(1_000, () => {
    socket.destroy();
    resolve(false);
  });
  socket.on('error', () => resolve(false));
});
if (!redisUp)
  console.warn(
    `live.test.ts: no Redis at ${redisAddress.host}:${redisAddress.port}, cross-node tests skipped`,
  );

/** Waits until `n` connections are subscribed to the channel (each node subscribes once). */
async function subscribers(channel: string, n: number) {
  const redis = new Redis(redisUrl);
  try {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const [, found] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
      if (Number(found) >= n) return;
      if (Date.now() > deadline) throw new Error(`${found} subscribers on ${channel}, expected ${n}`);
      await pause(30);
    }
  } finally {
    redis.disconnect();
  }
}

describe.skipIf(!redisUp)(
  'live pushes across nodes through Redis (skipped when Redis is unreachable)',
  () => {
    // A channel of this run only: parallel runs on the same Redis do not hear each other.
    const prefix = `portal-test-${randomBytes(6).toString('hex')}:`;
    let a: TestContext;
    let b: TestContext;
    let baseA: string;
    let baseB: string;
    beforeAll(async () => {
      a = await startTestApp({ config: { redisUrl }, liveChannelPrefix: prefix });
      b = await startTestApp({ config: { redisUrl }, liveChannelPrefix: prefix, shareDatabaseWith: a });
      baseA = await a.app.listen({ port: 0, host: '127.0.0.1' });
      baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
      await subscribers(`${prefix}live`, 2);
    });
    afterAll(async () => {
      // B first: A's close drops the database they share.
      await b?.close();
      await a?.close();
    });

    it('a deposit confirmed on node A reaches the member on node B, once on each node', async () => {
      const member = await login('demo_member', baseA);
      const onB = live(member.token, baseB);
      const onA = live(member.token, baseA);
      await onB.next('ready');
      await onA.next('ready');
      const orderId = await sandboxDeposit(member.token, `live-relay-${prefix}`, baseA);
      expect(await onB.next('deposit')).toEqual({ type: 'deposit', orderId, status: 'SUCCESS' });
      expect(await onA.next('deposit')).toEqual({ type: 'deposit', orderId, status: 'SUCCESS' });
      // A's own message comes back from Redis too: A skips it, having delivered it already.
      await pause(300);
      expect(count(onA.messages, 'deposit')).toBe(1);
      expect(count(onB.messages, 'deposit')).toBe(1);
      onA.socket.close();
      onB.socket.close();
    });

    it('a transfer made on node B reaches the upline on node A, and nobody else', async () => {
      const member = await login('demo_member', baseB);
      const agent = await login('demo_agent', baseA);
      const agentOnA = live(agent.token, baseA);
      const memberOnA = live(member.token, baseA);
      await agentOnA.next('ready');
      await memberOnA.next('ready');
      await call(
        '/wps/relay/MCSFE_setPaymentPassword',
        { loginPassword: 'Demo#2026', paymentPassword: '102938', confirmPaymentPassword: '102938' },
        member.token,
        baseB,
      );
      await call(
        '/wps/relay/MCSFE_transferUpline',
        { amount: 7.5, paymentPassword: '102938', requestId: `live-relay-up-${prefix}` },
        member.token,
        baseB,
      );
      expect(await agentOnA.next('upline')).toEqual({ type: 'upline', from: 'demo_member', amount: 7.5 });
      await pause(300);
      expect(count(memberOnA.messages, 'upline')).toBe(0);
      agentOnA.socket.close();
      memberOnA.socket.close();
      expect(await createLedger(a.db).invariantViolations()).toEqual([]);
    });

    it('survives Redis going away: local delivery goes on, one warning, the relay resumes', async () => {
      // B reaches Redis through a proxy that can drop its connections and refuse new ones.
      let cut = false;
      const open = new Set<net.Socket>();
      const proxy = net.createServer((client) => {
        if (cut) return void client.destroy();
        const upstream = net.connect(redisAddress);
        open.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const end = () => {
          client.destroy();
          upstream.destroy();
          open.delete(client);
          open.delete(upstream);
        };
        client.on('error', end).on('close', end);
        upstream.on('error', end).on('close', end);
      });
      await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
      const proxyPort = (proxy.address() as net.AddressInfo).port;

      const channelPrefix = `${prefix}outage:`;
      const warnings: unknown[] = [];
      let backs = 0;
      const quiet = { warn: () => {}, info: () => {} };
      const hubA = createRedisLiveHub({ url: redisUrl, log: quiet, channelPrefix });
      const hubB = createRedisLiveHub({
        url: `redis://127.0.0.1:${proxyPort}`,
        log: { warn: (...args: unknown[]) => warnings.push(args), info: () => void backs++ },
        channelPrefix,
      });
      try {
        const onB: HubEvent[] = [];
        const onA: HubEvent[] = [];
        hubB.subscribe(1, (event) => onB.push(event));
        hubA.subscribe(1, (event) => onA.push(event));
        await subscribers(`${channelPrefix}live`, 2);
        hubA.publish(1, { type: 'deposit', orderId: 'before', status: 'SUCCESS' });
        await expect.poll(() => onB.length).toBe(1);

        cut = true;
        for (const socket of open) socket.destroy();
        await pause(500); // a few reconnect attempts, all refused
        hubB.publish(1, { type: 'deposit', orderId: 'during', status: 'SUCCESS' });
        expect(onB.at(-1)).toEqual({ type: 'deposit', orderId: 'during', status: 'SUCCESS' });
        expect(warnings).toHaveLength(1);

        cut = false;
        await expect.poll(() => backs, { timeout: 10_000 }).toBe(1);
        hubA.publish(1, { type: 'deposit', orderId: 'after', status: 'SUCCESS' });
        hubB.publish(1, { type: 'withdrawal', withdrawalId: 'after', status: 'APPROVED' });
        await expect.poll(() => onB.length).toBe(4);
        await expect.poll(() => onA.length).toBe(3);
        // What B published while cut off was not queued for A.
        expect(onA.map((e) => e.type === 'deposit' && e.orderId)).not.toContain('during');
        expect(warnings).toHaveLength(1);
      } finally {
        await Promise.all([hubA.close(), hubB.close()]);
        await new Promise((r) => proxy.close(r));
      }
    });
  },
);
