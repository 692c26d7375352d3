// ci: postgres
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MEMBER_PER_MINUTE, entriesFor } from '@portal/contract';
import {
  openAddress,
  sealAddress,
  sealForClient,
  sessionKey,
  CS_ADDRESS_KEY_NAME,
} from '../src/lib/cs-address.ts';
import { newSecretKey } from '../src/lib/secret-box.ts';
import { staffChannel, type HubEvent } from '../src/lib/live-hub.ts';
import { createCustomerService } from '../src/modules/customer-service/service.ts';
import type { SessionUser } from '../src/modules/accounts/service.ts';
import { boCall, staffToken } from './bo-games-staff.ts';
import { demo, demoMerchantId, registerMember, startTestApp, type TestContext } from './harness.ts';

// Customer service and the live chat (issue 18 item 6, decision 0066): type 3 addresses (round trip, tamper
// and cross-merchant refusal, the client's WebCrypto form, never in the public system info), entries per
// position and VIP routing by rankLevel, the chat's ownership, queue/take/assign/close rules, live pushes
// to member and staff channels, bounds and the rate limit, permissions and the audit of assign and close.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
let t: TestContext;
let merchantId: number;

const member = (token: string) => ({
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

/** What the browser does with a sealed address (WebCrypto AES-GCM, ciphertext then tag). */
async function webDecrypt(keyB64: string, sealed: { iv: string; data: string }) {
  const key = await crypto.subtle.importKey('raw', Buffer.from(keyB64, 'base64'), 'AES-GCM', false, [
    'decrypt',
  ]);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: Buffer.from(sealed.iv, 'base64') },
    key,
    Buffer.from(sealed.data, 'base64'),
  );
  return new TextDecoder().decode(plain);
}

beforeAll(async () => {
  t = await startTestApp();
  merchantId = await demoMerchantId(t);
});
afterAll(async () => {
  await t?.close();
});

describe('type 3 addresses', () => {
  it('round-trips, and refuses an altered value or another merchant', () => {
    const key = newSecretKey();
    const sealed = sealAddress(key, 7, 'https://chat.example/room?x=1');
    expect(sealed.startsWith('enc:')).toBe(true);
    expect(sealed).not.toContain('chat.example');
    expect(openAddress(key, 7, sealed)).toBe('https://chat.example/room?x=1');
    // Change one ciphertext byte (the last part is the ciphertext, base64url).
    const parts = sealed.split('.');
    const data = Buffer.from(parts[3]!, 'base64url');
    data[0] = data[0]! ^ 1;
    const flipped = [...parts.slice(0, 3), data.toString('base64url')].join('.');
    expect(flipped).not.toBe(sealed);
    expect(() => openAddress(key, 7, flipped)).toThrow();
    expect(() => openAddress(key, 8, sealed)).toThrow();
    expect(() => openAddress(newSecretKey(), 7, sealed)).toThrow();
    expect(() => openAddress(key, 7, 'https://plain.example')).toThrow();
  });

  it("is sealed for the session in WebCrypto's form, and a changed byte is refused", async () => {
    const k = sessionKey(newSecretKey(), 'token-hash');
    const sealed = sealForClient(k, '/helpmc');
    expect(await webDecrypt(k.toString('base64'), sealed)).toBe('/helpmc');
    const bytes = Buffer.from(sealed.data, 'base64');
    bytes[0] = bytes[0]! ^ 1;
    await expect(
      webDecrypt(k.toString('base64'), { ...sealed, data: bytes.toString('base64') }),
    ).rejects.toThrow();
  });

  it('reaches a logged-in member sealed, never the public system info', async () => {
    const status = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status?host=localhost',
      headers: demo(),
    });
    const publicEntries = (status.json() as Json).value.info.customerService as Json[];
    const desk = publicEntries.find((e) => e.type === 3);
    expect(desk.path).toBe('');
    expect(status.body).not.toContain('enc:');

    const m = await registerMember(t, 'cs');
    const res = await member(m.token).get('/wps/relay/WPSCORE_getCustomerServiceScript?position=TOP');
    expect(res.status).toBe(200);
    const entry = res.json.value.entries.find((e: Json) => e.type === 3);
    expect(entry.path).toBe('');
    expect(await webDecrypt(res.json.value.key, entry.sealed)).toBe('/helpmc');

    // Another session gets another key.
    const other = await registerMember(t, 'cs');
    const res2 = await member(other.token).get('/wps/member/customer-service?position=TOP');
    expect(res2.json.value.key).not.toBe(res.json.value.key);

    // A row altered in the database is left out rather than opened.
    const row = await t.db
      .selectFrom('customer_service')
      .select(['id', 'path'])
      .where('merchant_id', '=', merchantId)
      .where('type', '=', 3)
      .executeTakeFirstOrThrow();
    const altered = row.path.slice(0, -2) + (row.path.endsWith('A') ? 'B' : 'A') + row.path.slice(-1);
    await t.db.updateTable('customer_service').set({ path: altered }).where('id', '=', row.id).execute();
    const res3 = await member(m.token).get('/wps/member/customer-service?position=TOP');
    expect(res3.json.value.entries.some((e: Json) => e.type === 3)).toBe(false);
    await t.db.updateTable('customer_service').set({ path: row.path }).where('id', '=', row.id).execute();
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/customer-service', headers: demo() });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('login.not.session');
    const bad = await member((await registerMember(t, 'cs')).token).get(
      '/wps/member/customer-service?position=UP',
    );
    expect(bad.status).toBe(400);
  });
});

describe('entries per position and VIP routing', () => {
  const all = [
    { type: 1, csType: 'LIVECHAT', csPosition: 'RIGHT' },
    { type: 1, csType: 'COMM100VIP', csPosition: 'RIGHT' },
    { type: 2, csType: 'HELP', csPosition: 'RIGHT' },
    { type: 1, csType: 'LIVECHAT', csPosition: 'LEFT' },
  ];
  it('lists every entry of the position; the VIP entry only above rankLevel 4, instead of the chat', () => {
    expect(entriesFor(all, 'RIGHT', null).map((e) => e.csType)).toEqual(['LIVECHAT', 'HELP']);
    expect(entriesFor(all, 'RIGHT', 4).map((e) => e.csType)).toEqual(['LIVECHAT', 'HELP']);
    expect(entriesFor(all, 'RIGHT', 5).map((e) => e.csType)).toEqual(['COMM100VIP', 'HELP']);
    // No VIP entry at a position: a VIP member keeps the chat.
    expect(entriesFor(all, 'LEFT', 6).map((e) => e.csType)).toEqual(['LIVECHAT']);
    expect(entriesFor(all, 'TOP', 6)).toEqual([]);
  });

  it("routes by the member's clubLabel.rankLevel on the server", async () => {
    const tenant = (await t.app.tenants.get('demo'))!;
    const user = { id: 1, tokenHash: 'h' } as SessionUser;
    const vip = createCustomerService(t.db, { rankLevelOf: async () => 5 });
    const plain = createCustomerService(t.db, { rankLevelOf: async () => 4 });
    const right = (v: Json) => v.entries.map((e: Json) => e.csType);
    expect(right(await vip.memberEntries(tenant, user, 'RIGHT'))).toEqual(['COMM100VIP']);
    expect(right(await plain.memberEntries(tenant, user, 'RIGHT'))).toEqual(['LIVECHAT']);
    // The demo's default (clubLabel null): the live chat.
    const m = await registerMember(t, 'cs');
    const res = await member(m.token).get('/wps/member/customer-service?position=RIGHT');
    expect(res.json.value.entries.map((e: Json) => [e.type, e.csType])).toEqual([[1, 'LIVECHAT']]);
  });

  it('keeps a stored address when the brand editor saves it back empty, and seals a typed one', async () => {
    const cs = createCustomerService(t.db, { rankLevelOf: async () => null });
    const row = await t.db
      .selectFrom('customer_service')
      .select(['id', 'path'])
      .where('merchant_id', '=', merchantId)
      .where('type', '=', 3)
      .executeTakeFirstOrThrow();
    const base = { type: 3, csType: 'X', csPosition: 'TOP', title: 'X', labelIds: [] };
    const [kept] = await cs.sealForSave(merchantId, [{ ...base, id: row.id, path: '' }]);
    expect(kept!.path).toBe(row.path);
    const [typed] = await cs.sealForSave(merchantId, [{ ...base, path: 'https://desk.example/x' }]);
    const key = (await t.db
      .selectFrom('platform_secret')
      .select('value')
      .where('name', '=', CS_ADDRESS_KEY_NAME)
      .executeTakeFirstOrThrow())!.value;
    expect(openAddress(key, merchantId, typed!.path)).toBe('https://desk.example/x');
    await expect(cs.sealForSave(merchantId, [{ ...base, id: 999_999, path: '' }])).rejects.toMatchObject({
      errorCode: 'request_param_err',
    });
  });
});

describe('live chat', () => {
  it('opens, queues, takes, assigns, replies, closes and rates, pushing each change', async () => {
    const a = await registerMember(t, 'ca');
    const b = await registerMember(t, 'cb');
    const owner = boCall(t, await staffToken(t, merchantId, 'OWNER', 'chat_owner'));
    const support = boCall(t, await staffToken(t, merchantId, 'SUPPORT', 'chat_support'));
    const finance = boCall(t, await staffToken(t, merchantId, 'FINANCE', 'chat_finance'));
    const memberEvents: HubEvent[] = [];
    const staffEvents: HubEvent[] = [];
    const stops = [
      t.app.live.subscribe(a.id, (e) => memberEvents.push(e)),
      t.app.live.subscribe(staffChannel(merchantId), (e) => staffEvents.push(e)),
    ];

    expect((await member(a.token).get('/wps/member/chat')).json.value).toEqual({
      conversation: null,
      unread: 0,
    });
    const sent = await member(a.token).post('/wps/member/chat/messages', {
      text: '  <b>hello</b> https://x.y  ',
    });
    expect(sent.status).toBe(200);
    const conv = sent.json.value.conversation;
    expect(conv.status).toBe('WAITING');
    expect(conv.messages.map((m: Json) => [m.sender, m.text])).toEqual([
      ['MEMBER', '<b>hello</b> https://x.y'],
    ]);
    expect(staffEvents).toContainEqual({ type: 'bo.chat', conversationId: conv.id, change: 'new' });

    // Only the member's own conversation: another member sees none, and cannot rate it.
    expect((await member(b.token).get('/wps/member/chat')).json.value.conversation).toBeNull();
    expect(
      (await member(b.token).post('/wps/member/chat/rate', { conversationId: conv.id, rating: 1 })).status,
    ).toBe(404);

    // The queue; staff without chat.read are refused.
    const queue = await support('GET', '/bo/v1/live-chat?view=queue');
    expect(queue.json.value.rows.find((r: Json) => r.id === conv.id)).toMatchObject({
      status: 'WAITING',
      staffUnread: 1,
    });
    expect((await finance('GET', '/bo/v1/live-chat')).status).toBe(403);
    expect((await finance('POST', `/bo/v1/live-chat/${conv.id}/assign`, {})).status).toBe(403);

    // Take: first one wins.
    const took = await support('POST', `/bo/v1/live-chat/${conv.id}/assign`, {});
    expect(took.status).toBe(200);
    expect(took.json.value.row).toMatchObject({
      status: 'ACTIVE',
      staffName: 'chat_support',
      staffUnread: 0,
    });
    expect(memberEvents).toContainEqual({ type: 'chat', conversationId: conv.id });
    const again = await owner('POST', `/bo/v1/live-chat/${conv.id}/assign`, {});
    expect(again.status).toBe(409);
    expect(again.json.errorCode).toBe('chat.taken');
    expect((await owner('POST', `/bo/v1/live-chat/${conv.id}/messages`, { text: 'hi' })).json.errorCode).toBe(
      'chat.not.assignee',
    );

    // The member sees the joined event and the reply, with an unread count until it opens the chat.
    memberEvents.length = 0;
    const reply = await support('POST', `/bo/v1/live-chat/${conv.id}/messages`, { text: 'How can I help?' });
    expect(reply.status).toBe(200);
    expect(memberEvents).toEqual([{ type: 'chat', conversationId: conv.id }]);
    expect((await member(a.token).get('/wps/relay/CBS_unreadCount')).json.value).toEqual({ count: 1 });
    const seen = await member(a.token).get('/wps/relay/CBS_launchChat');
    expect(seen.json.value.conversation.staffName).toBe('chat_support');
    expect(seen.json.value.conversation.messages.map((m: Json) => [m.sender, m.event, m.staffName])).toEqual([
      ['MEMBER', null, null],
      ['SYSTEM', 'JOINED', 'chat_support'],
      ['STAFF', null, 'chat_support'],
    ]);
    expect((await member(a.token).get('/wps/member/chat/unread')).json.value).toEqual({ count: 0 });

    // Assign: only to staff who may reply; audited.
    const financeId = (await t.db
      .selectFrom('staff')
      .select('id')
      .where('username', '=', 'chat_finance')
      .executeTakeFirstOrThrow())!.id;
    const ownerId = (await t.db
      .selectFrom('staff')
      .select('id')
      .where('username', '=', 'chat_owner')
      .executeTakeFirstOrThrow())!.id;
    expect(
      (await owner('POST', `/bo/v1/live-chat/${conv.id}/assign`, { staffId: financeId })).json.errorCode,
    ).toBe('chat.staff.invalid');
    const agents = await owner('GET', '/bo/v1/live-chat/agents');
    expect(agents.json.value.map((x: Json) => x.name)).toEqual(
      expect.arrayContaining(['chat_owner', 'chat_support']),
    );
    expect(agents.json.value.map((x: Json) => x.name)).not.toContain('chat_finance');
    const moved = await support('POST', `/bo/v1/live-chat/${conv.id}/assign`, { staffId: ownerId });
    expect(moved.json.value.row.staffName).toBe('chat_owner');

    // Close: pushed, audited, then nothing more is written to it; the member rates it.
    memberEvents.length = 0;
    const closed = await owner('POST', `/bo/v1/live-chat/${conv.id}/close`);
    expect(closed.json.value.row.status).toBe('CLOSED');
    expect(memberEvents).toEqual([{ type: 'chat', conversationId: conv.id }]);
    expect(staffEvents).toContainEqual({ type: 'bo.chat', conversationId: conv.id, change: 'closed' });
    expect((await owner('POST', `/bo/v1/live-chat/${conv.id}/messages`, { text: 'x' })).json.errorCode).toBe(
      'chat.closed',
    );
    expect((await owner('POST', `/bo/v1/live-chat/${conv.id}/close`)).json.errorCode).toBe('chat.closed');
    const rated = await member(a.token).post('/wps/member/chat/rate', { conversationId: conv.id, rating: 5 });
    expect(rated.json.value.conversation).toMatchObject({ status: 'CLOSED', rating: 5 });
    const audits = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'staff_username'])
      .where('target', '=', `chat:${conv.id}`)
      .orderBy('id')
      .execute();
    expect(audits.map((x) => [x.action, x.staff_username])).toEqual([
      ['chat.assign', 'chat_support'],
      ['chat.assign', 'chat_support'],
      ['chat.close', 'chat_owner'],
    ]);

    // Writing again opens a new conversation; the member closes it itself with a rating.
    const next = await member(a.token).post('/wps/member/chat/messages', { text: 'one more thing' });
    expect(next.json.value.conversation.id).not.toBe(conv.id);
    const ended = await member(a.token).post('/wps/member/chat/close', { rating: 3 });
    expect(ended.json.value.conversation).toMatchObject({ status: 'CLOSED', rating: 3 });
    expect((await member(a.token).post('/wps/member/chat/close', {})).json.errorCode).toBe('chat.not.found');

    // History by member.
    const history = await owner('GET', `/bo/v1/live-chat?view=history&username=${encodeURIComponent('ca')}`);
    expect(history.json.value.rows.map((r: Json) => r.id)).toEqual(
      expect.arrayContaining([conv.id, next.json.value.conversation.id]),
    );
    expect(history.json.value.rows.every((r: Json) => r.username.includes('ca'))).toBe(true);
    for (const stop of stops) stop();
  });

  it('refuses bad input without changing anything, and limits the rate', async () => {
    const m = await registerMember(t, 'cr');
    const api = member(m.token);
    for (const body of [{ text: '' }, { text: '   ' }, { text: 'x'.repeat(1001) }, {}, { text: 5 }]) {
      const res = await api.post('/wps/member/chat/messages', body);
      expect(res.status).toBe(400);
      expect(res.json.errorCode).toBe('request_param_err');
    }
    expect((await api.get('/wps/member/chat')).json.value.conversation).toBeNull();
    expect((await api.post('/wps/member/chat/close', { rating: 9 })).status).toBe(400);
    for (let i = 0; i < CHAT_MEMBER_PER_MINUTE; i++)
      expect((await api.post('/wps/member/chat/messages', { text: `m${i}` })).status).toBe(200);
    const limited = await api.post('/wps/member/chat/messages', { text: 'too many' });
    expect(limited.status).toBe(429);
    const owner = boCall(t, await staffToken(t, merchantId, 'OWNER', 'chat_owner2'));
    expect((await owner('GET', '/bo/v1/live-chat/2147483648')).status).toBe(400);
    expect((await owner('GET', '/bo/v1/live-chat/999999')).json.errorCode).toBe('chat.not.found');
    expect((await owner('GET', '/bo/v1/live-chat?from=2026-13-01&view=history')).status).toBe(400);
  });
});
