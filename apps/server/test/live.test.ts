import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createLedger } from '../src/modules/wallet/ledger.ts';
import { startTestApp, type TestContext } from './harness.ts';

// Live pushes over a real WebSocket: a deposit's outcome reaches the member's open page, a transfer
// reaches the upline's, and a socket without a live session is closed.

let t: TestContext;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

async function call(path: string, body?: unknown, token?: string) {
  const res = await fetch(base + path, {
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
const login = async (username: string) =>
  (await call('/wps/session/login', { username, password: 'Demo#2026', type: 'username' })).value as {
    token: string;
    id: number;
  };

/** Opens the live socket and collects its messages. */
function live(token: string) {
  const messages: Record<string, unknown>[] = [];
  const socket = new WebSocket(
    `${base.replace('http', 'ws')}/live?merchant=demo&token=${encodeURIComponent(token)}`,
  );
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

describe('live pushes', () => {
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

  it('closes a socket without a live session', async () => {
    const stranger = live('not-a-token');
    expect(await stranger.closed).toBe(4401);
    const member = await login('demo_member');
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
