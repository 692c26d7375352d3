import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { modIds } from '@portal/contract/constants';
import { clock } from '../src/lib/clock.ts';
import type { HubEvent } from '../src/lib/live-hub.ts';
import { boCall, staffToken } from './bo-games-staff.ts';
import {
  demo,
  demoMerchantId,
  registerMember,
  setModule,
  startTestApp,
  type TestContext,
} from './harness.ts';

// Messages (issue 18, decision 0060): inbox paging and windows, read and unread counts, deletes of own
// rows only, the send types and who may use them, recipients outside the downline (ids swapped between
// two agents), bounds, the rate limit, the live `inbox` push and the back office's platform messages.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
let t: TestContext;
let merchantId: number;
const realNow = clock.nowMs;
const DAY = 86_400_000;
const M = '/wps/member/messages';

type Who = { id: number; token: string; username: string };

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

async function member(prefix: string, opts: { type?: number; parent?: Who } = {}): Promise<Who> {
  const m = await registerMember(t, prefix);
  await t.db
    .updateTable('customer')
    .set({ type: opts.type ?? 0, parent_id: opts.parent?.id ?? null })
    .where('id', '=', m.id)
    .execute();
  const row = await t.db
    .selectFrom('customer')
    .select('username')
    .where('id', '=', m.id)
    .executeTakeFirstOrThrow();
  return { ...m, username: row.username };
}

/** A message straight into the database (for paging and windows without the rate limit). */
async function deliver(to: Who, subject: string, at: Date, from: Who | null = null) {
  const { id } = await t.db
    .insertInto('message')
    .values({
      merchant_id: merchantId,
      sender_id: from?.id ?? null,
      staff_id: null,
      send_type: from ? 1 : 1,
      audience: from ? null : 'MEMBER',
      reply_to_id: null,
      subject,
      content: `${subject} body`,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const r = await t.db
    .insertInto('message_recipient')
    .values({ message_id: id, customer_id: to.id, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

const send = (who: Who, body: object) =>
  call(who.token).post(`${M}/send`, { subject: 'Hello', content: 'Line one\nLine two', ...body });

let agentA: Who;
let agentB: Who;
let subAgent: Who; // direct agent of A
let directPlayer: Who; // direct player of A
let deepPlayer: Who; // player of subAgent
let otherPlayer: Who; // player of B

beforeAll(async () => {
  t = await startTestApp();
  merchantId = await demoMerchantId(t);
  agentA = await member('mga', { type: 1 });
  agentB = await member('mgb', { type: 1 });
  subAgent = await member('mgs', { type: 1, parent: agentA });
  directPlayer = await member('mgp', { parent: agentA });
  deepPlayer = await member('mgd', { parent: subAgent });
  otherPlayer = await member('mgo', { parent: agentB });
});
afterAll(async () => {
  clock.nowMs = realNow;
  await t?.close();
});
afterEach(() => {
  clock.nowMs = realNow;
});

describe('inbox', () => {
  it('pages the last 30 days by send time, both ways, and on the original relay path', async () => {
    const m = await member('mgi');
    const now = Date.now();
    for (let i = 0; i < 5; i++) await deliver(m, `s${i}`, new Date(now - i * 60_000));
    await deliver(m, 'too old', new Date(now - 31 * DAY));
    const c = call(m.token);
    const p1 = await c.get(`${M}/inbox?page=1&size=2`);
    expect(p1.status).toBe(200);
    expect(p1.json.value.totalPages).toBe(3);
    expect(p1.json.value.totalElements).toBe(5);
    expect(p1.json.value.content.map((x: Json) => x.subject)).toEqual(['s0', 's1']);
    const p3 = await c.get(`${M}/inbox?page=3&size=2`);
    expect(p3.json.value.content.map((x: Json) => x.subject)).toEqual(['s4']);
    const asc = await c.get(`${M}/inbox?size=2&sort=sendTime:asc`);
    expect(asc.json.value.content.map((x: Json) => x.subject)).toEqual(['s4', 's3']);
    const relay = await c.get('/wps/relay/CSP_getInbox?page=1&size=2');
    expect(relay.json.value).toEqual(p1.json.value);
    // An explicit window reaches the old one.
    const start = new Date(now - 40 * DAY).toISOString();
    const end = new Date(now - 30 * DAY).toISOString();
    const old = await c.get(
      `${M}/inbox?startTime=${encodeURIComponent(start)}&endTime=${encodeURIComponent(end)}`,
    );
    expect(old.json.value.content.map((x: Json) => x.subject)).toEqual(['too old']);
    expect(p1.json.value.content[0]).toMatchObject({ senderName: null, canReply: false, read: false });
  });

  it('counts unread, marks read, deletes only my own rows', async () => {
    const m = await member('mgu');
    const other = await member('mgv');
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await deliver(m, `u${i}`, new Date()));
    const theirs = await deliver(other, 'theirs', new Date());
    const c = call(m.token);
    expect((await c.get(`${M}/unread-count`)).json.value.count).toBe(3);
    expect((await c.get('/wps/relay/CSP_unreadCount')).json.value.count).toBe(3);
    const read = await c.post(`${M}/inbox/read`, { ids: [ids[0], theirs] });
    expect(read.json.value.updated).toBe(1);
    expect((await c.get(`${M}/unread-count`)).json.value.count).toBe(2);
    // Someone else's row is neither read nor deleted by me.
    const del = await c.post(`${M}/inbox/delete`, { ids: [ids[1], theirs] });
    expect(del.json.value.updated).toBe(1);
    expect((await c.get(`${M}/unread-count`)).json.value.count).toBe(1);
    const mine = await c.get(`${M}/inbox`);
    expect(mine.json.value.content.map((x: Json) => x.subject).sort()).toEqual(['u0', 'u2']);
    const theirsNow = await call(other.token).get(`${M}/inbox`);
    expect(theirsNow.json.value.content).toHaveLength(1);
    expect(theirsNow.json.value.content[0].read).toBe(false);
    expect((await call(other.token).get(`${M}/unread-count`)).json.value.count).toBe(1);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const c = call(directPlayer.token);
    for (const body of [{ ids: [] }, { ids: ['x'] }, { ids: [0] }, {}, { ids: [2 ** 40] }])
      expect((await c.post(`${M}/inbox/read`, body)).status).toBe(400);
    expect((await c.get(`${M}/inbox?size=1000`)).status).toBe(400);
    expect((await c.get(`${M}/inbox?sort=drop`)).status).toBe(400);
    expect((await c.get(`${M}/inbox?startTime=yesterday`)).status).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `${M}/inbox`, headers: demo() })).statusCode).toBe(401);
  });

  it('is closed when the merchant switches the message centre off', async () => {
    await setModule(t, modIds.inbox, false);
    try {
      const res = await call(directPlayer.token).get(`${M}/inbox`);
      expect(res.json.errorCode).toBe('function.not.available');
    } finally {
      await setModule(t, modIds.inbox, true);
    }
  });
});

describe('login notice', () => {
  it('names the newest unread message of the last 7 days once, in my language, and nothing older or read', async () => {
    const me = await member('mln');
    const now = Date.now();
    clock.nowMs = () => now;
    await deliver(me, 'Eight days old', new Date(now - 8 * DAY));
    const readOne = await deliver(me, 'Read already', new Date(now - DAY));
    const wanted = await deliver(me, 'Two days old', new Date(now - 2 * DAY));
    const newestRead = await deliver(me, 'Newest but read', new Date(now - 1000));
    await t.db
      .updateTable('message_recipient')
      .set({ read_at: new Date(now) })
      .where('id', 'in', [readOne, newestRead])
      .execute();
    const notice = async (language = 'EN') => {
      const r = await t.app.inject({
        method: 'POST',
        url: `${M}/login-notice`,
        headers: demo({ authorization: me.token, language }),
        payload: {},
      });
      return (r.json() as Json).value.message;
    };
    expect(await notice()).toEqual({ inboxId: wanted, subject: 'Two days old', senderName: null });
    // Named once: the next login (any device) hears of nothing, and the old one never comes up.
    expect(await notice()).toBeNull();
    // A newer message with a version in my language is named in it.
    const { id } = await t.db
      .insertInto('message')
      .values({
        merchant_id: merchantId,
        sender_id: null,
        staff_id: null,
        send_type: 1,
        audience: 'MEMBER',
        reply_to_id: null,
        subject: '新訊息',
        content: '內容',
        translations: JSON.stringify({ VI: { subject: 'Tin mới', content: 'Nội dung' } }),
        created_at: new Date(now - 500),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('message_recipient')
      .values({ message_id: id, customer_id: me.id, created_at: new Date(now - 500) })
      .execute();
    expect(await notice('VI')).toMatchObject({ subject: 'Tin mới' });
    // The inbox still shows it unread: the notice is not a read.
    const inbox = await call(me.token).get(`${M}/inbox`);
    expect(inbox.json.value.content.find((x: Json) => x.inboxId === wanted).read).toBe(false);
  });
});

describe('send types', () => {
  it('gives agents 1-4 (and 5 under an agent), a member under an agent 5, anyone else nothing', async () => {
    const types = async (w: Who) => (await call(w.token).get(`${M}/recipient-types`)).json.value;
    expect(await types(agentA)).toEqual({ types: [1, 2, 3, 4], upline: null });
    expect(await types(subAgent)).toEqual({ types: [1, 2, 3, 4, 5], upline: agentA.username });
    expect(await types(directPlayer)).toEqual({ types: [5], upline: agentA.username });
    const loner = await member('mgl');
    expect(await types(loner)).toEqual({ types: [], upline: null });
    expect((await send(loner, { sendType: 5 })).json.errorCode).toBe('message.send.type.unavailable');
    expect((await send(directPlayer, { sendType: 2 })).json.errorCode).toBe('message.send.type.unavailable');
    await setModule(t, modIds.sendMail, false);
    try {
      expect(await types(agentA)).toEqual({ types: [], upline: null });
      expect((await send(agentA, { sendType: 2 })).json.errorCode).toBe('function.not.available');
    } finally {
      await setModule(t, modIds.sendMail, true);
    }
  });

  it('reaches the right recipients for each type and pushes `inbox` to each', async () => {
    const events: [number, HubEvent][] = [];
    const stops = [subAgent, directPlayer, deepPlayer, otherPlayer, agentA].map((w) =>
      t.app.live.subscribe(w.id, (e) => events.push([w.id, e])),
    );
    try {
      const reached = async (body: object) => {
        events.length = 0;
        const res = await send(agentA, body);
        expect(res.status, JSON.stringify(res.json)).toBe(200);
        return events.map(([id]) => id).sort((a, b) => a - b);
      };
      const sorted = (...w: Who[]) => w.map((x) => x.id).sort((a, b) => a - b);
      expect(await reached({ sendType: 2, subject: 'all' })).toEqual(
        sorted(subAgent, directPlayer, deepPlayer),
      );
      expect(await reached({ sendType: 3, subject: 'agents' })).toEqual(sorted(subAgent));
      expect(await reached({ sendType: 4, subject: 'players' })).toEqual(sorted(directPlayer));
      expect(await reached({ sendType: 1, recipients: [deepPlayer.username], subject: 'one' })).toEqual(
        sorted(deepPlayer),
      );
      expect(events[0]![1]).toMatchObject({ type: 'inbox', subject: 'one', from: agentA.username });
      clock.nowMs = () => realNow() + 61_000;
      events.length = 0;
      const up = await send(directPlayer, { sendType: 5, subject: 'to upline' });
      expect(up.status).toBe(200);
      expect(events.map(([id]) => id)).toEqual([agentA.id]);
      // The recipient sees the text as sent (plain text, newlines kept) with the sender's name.
      const inbox = await call(deepPlayer.token).get(`${M}/inbox`);
      expect(inbox.json.value.content[0]).toMatchObject({
        subject: 'one',
        content: 'Line one\nLine two',
        senderName: agentA.username,
        canReply: true,
      });
    } finally {
      for (const stop of stops) stop();
    }
  });

  it('refuses recipients outside my downline, the same for unknown names (ids swapped)', async () => {
    clock.nowMs = () => realNow() + 5 * 61_000;
    const before = await t.db
      .selectFrom('message')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    for (const recipients of [
      [otherPlayer.username],
      [deepPlayer.username, otherPlayer.username],
      [agentB.username],
      [agentA.username],
      ['nobody_here_x'],
    ]) {
      const res = await send(agentA, { sendType: 1, recipients });
      expect(res.status, recipients.join()).toBe(404);
      expect(res.json.errorCode).toBe('agent.downline.not.found');
    }
    // And the other way round: B cannot reach A's team.
    expect((await send(agentB, { sendType: 1, recipients: [directPlayer.username] })).json.errorCode).toBe(
      'agent.downline.not.found',
    );
    // Nobody in the group: nothing stored.
    expect((await send(agentB, { sendType: 3 })).json.errorCode).toBe('message.recipients.empty');
    const after = await t.db
      .selectFrom('message')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    // The picker shows only my downline.
    const pick = await call(agentA.token).get(`${M}/recipients?search=`);
    const names = pick.json.value.content.map((x: Json) => x.username);
    expect(names).toEqual(
      expect.arrayContaining([subAgent.username, directPlayer.username, deepPlayer.username]),
    );
    expect(names).not.toContain(otherPlayer.username);
    expect((await call(directPlayer.token).get(`${M}/recipients`)).json.errorCode).toBe(
      'message.send.type.unavailable',
    );
  });

  it('checks the bounds of subject and content and rate-limits sending', async () => {
    clock.nowMs = () => realNow() + 10 * 61_000;
    for (const bad of [
      { subject: '' },
      { subject: '   ' },
      { subject: 'x'.repeat(101) },
      { content: '' },
      { content: 'x'.repeat(2001) },
      { sendType: 6 },
      { sendType: 1, recipients: Array.from({ length: 101 }, (_, i) => `u${i}`) },
    ]) {
      const res = await send(agentA, { sendType: 2, ...bad });
      expect(res.status, JSON.stringify(bad).slice(0, 60)).toBe(400);
    }
    expect((await send(agentA, { sendType: 2, subject: 'x'.repeat(100) })).status).toBe(200);
    for (let i = 1; i < 5; i++) expect((await send(agentA, { sendType: 4 })).status).toBe(200);
    const sixth = await send(agentA, { sendType: 4 });
    expect(sixth.status).toBe(429);
    expect(sixth.json.errorCode).toBe('too.many.requests');
  });
});

describe('outbox and reply', () => {
  it('lists what I sent in 7 days with read counts (hidden for type 5), deletes only mine', async () => {
    const agent = await member('mgx', { type: 1 });
    const p1 = await member('mgy', { parent: agent });
    const p2 = await member('mgz', { parent: agent });
    expect((await send(agent, { sendType: 4, subject: 'group' })).status).toBe(200);
    const inbox = await call(p1.token).get(`${M}/inbox`);
    await call(p1.token).post(`${M}/inbox/read`, { ids: [inbox.json.value.content[0].inboxId] });
    expect((await send(p2, { sendType: 5, subject: 'up' })).status).toBe(200);
    const out = await call(agent.token).get(`${M}/outbox`);
    expect(out.json.value.content).toHaveLength(1);
    expect(out.json.value.content[0]).toMatchObject({
      subject: 'group',
      sendType: 4,
      recipientCount: 2,
      readCount: 1,
    });
    const up = await call(p2.token).get(`${M}/outbox`);
    expect(up.json.value.content[0]).toMatchObject({
      sendType: 5,
      readCount: null,
      recipients: [agent.username],
    });
    // The agent cannot delete p2's outbox row; p2 can.
    const id = up.json.value.content[0].id;
    expect((await call(agent.token).post(`${M}/outbox/delete`, { ids: [id] })).json.value.updated).toBe(0);
    expect((await call(p2.token).post(`${M}/outbox/delete`, { ids: [id] })).json.value.updated).toBe(1);
    expect((await call(p2.token).get(`${M}/outbox`)).json.value.content).toHaveLength(0);
    // The agent still has it in its inbox.
    const agentInbox = await call(agent.token).get(`${M}/inbox`);
    expect(agentInbox.json.value.content[0]).toMatchObject({ subject: 'up', senderName: p2.username });

    // Replies go to the sender; a platform message cannot be answered; someone else's inbox id is not found.
    const events: HubEvent[] = [];
    const stop = t.app.live.subscribe(p2.id, (e) => events.push(e));
    try {
      const reply = await call(agent.token).post(`${M}/reply`, {
        inboxId: agentInbox.json.value.content[0].inboxId,
        subject: 'Re: up',
        content: 'ok',
      });
      expect(reply.status).toBe(200);
      expect(events).toEqual([
        expect.objectContaining({ type: 'inbox', subject: 'Re: up', from: agent.username }),
      ]);
    } finally {
      stop();
    }
    const platform = await deliver(p1, 'from platform', new Date());
    const r1 = await call(p1.token).post(`${M}/reply`, { inboxId: platform, subject: 'x', content: 'y' });
    expect(r1.json.errorCode).toBe('message.reply.unavailable');
    const r2 = await call(agent.token).post(`${M}/reply`, { inboxId: platform, subject: 'x', content: 'y' });
    expect(r2.status).toBe(404);
    expect(r2.json.errorCode).toBe('message.not.found');
  });
});

describe('back office', () => {
  it('sends to one member, all members or all agents with a permission, audited, and lists read counts', async () => {
    const owner = boCall(t, await staffToken(t, merchantId, 'OWNER', 'bo_msg_owner'));
    const finance = boCall(t, await staffToken(t, merchantId, 'FINANCE', 'bo_msg_finance'));
    const target = await member('mgt');
    const events: HubEvent[] = [];
    const stop = t.app.live.subscribe(target.id, (e) => events.push(e));
    try {
      const res = await owner('POST', '/bo/v1/messages', {
        audience: 'MEMBER',
        username: target.username,
        subject: 'Welcome',
        content: '<b>hi</b>',
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.value.recipientCount).toBe(1);
      expect(events).toEqual([expect.objectContaining({ type: 'inbox', from: null, subject: 'Welcome' })]);
    } finally {
      stop();
    }
    expect(
      (await owner('POST', '/bo/v1/messages', { audience: 'MEMBER', subject: 'a', content: 'b' })).status,
    ).toBe(400);
    expect(
      (
        await owner('POST', '/bo/v1/messages', {
          audience: 'MEMBER',
          username: 'no_such_one',
          subject: 'a',
          content: 'b',
        })
      ).json.errorCode,
    ).toBe('not.found');
    const agents = await owner('POST', '/bo/v1/messages', {
      audience: 'ALL_AGENTS',
      subject: 'Agents',
      content: 'c',
    });
    const agentCount = await t.db
      .selectFrom('customer')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('merchant_id', '=', merchantId)
      .where('type', 'in', [1, 2, 41, 42])
      .executeTakeFirstOrThrow();
    expect(agents.json.value.recipientCount).toBe(Number(agentCount.n));
    const denied = await finance('POST', '/bo/v1/messages', {
      audience: 'ALL_MEMBERS',
      subject: 'x',
      content: 'y',
    });
    expect(denied.status).toBe(403);
    expect((await finance('GET', '/bo/v1/messages')).status).toBe(403);

    const inbox = await call(target.token).get(`${M}/inbox`);
    const row = inbox.json.value.content.find((x: Json) => x.subject === 'Welcome');
    expect(row).toMatchObject({ senderName: null, content: '<b>hi</b>' });
    await call(target.token).post(`${M}/inbox/read`, { ids: [row.inboxId] });
    const list = await owner('GET', '/bo/v1/messages?pageSize=5');
    expect(list.json.value.rows[1]).toMatchObject({
      audience: 'MEMBER',
      username: target.username,
      recipientCount: 1,
      readCount: 1,
      staff: 'bo_msg_owner',
    });
    // The seed's welcome message (decision 0060) went to both demo accounts, from the platform.
    const all = await owner('GET', '/bo/v1/messages?pageSize=200');
    const welcome = all.json.value.rows.find((r: Json) =>
      String(r.subject).includes('Welcome to the demo site'),
    );
    expect(welcome).toMatchObject({
      audience: 'MEMBER',
      username: 'demo_agent, demo_member',
      recipientCount: 2,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'messages.send')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('sends to the members carrying a label, each reading the version in its own language', async () => {
    const owner = boCall(t, await staffToken(t, merchantId, 'OWNER', 'bo_msg_label'));
    const [vipEn, vipVi, vipTw, plain] = await Promise.all([
      member('mlen'),
      member('mlvi'),
      member('mltw'),
      member('mlno'),
    ]);
    // One of them carries the label in other letter case: labels match case-blind, as the member search does.
    await t.db
      .insertInto('member_label')
      .values([
        { customer_id: vipEn.id, label: 'HighRoller', created_by: 'test' },
        { customer_id: vipVi.id, label: 'highroller', created_by: 'test' },
        { customer_id: vipTw.id, label: 'HighRoller', created_by: 'test' },
        { customer_id: plain.id, label: 'other', created_by: 'test' },
      ])
      .execute();
    const body = {
      audience: 'LABEL',
      label: 'HIGHROLLER',
      subject: '貴賓禮遇',
      content: '中文內容',
      translations: {
        EN: { subject: 'VIP treat', content: 'English text' },
        VI: { subject: 'Ưu đãi', content: 'Nội dung' },
      },
    };
    // A label is required; a version needs both parts; an unknown language is refused. Nothing is stored.
    const before = await t.db
      .selectFrom('message')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await owner('POST', '/bo/v1/messages', { ...body, label: ' ' })).json.errorCode).toBe(
      'request_param_err',
    );
    expect(
      (await owner('POST', '/bo/v1/messages', { ...body, translations: { EN: { subject: 'x' } } })).status,
    ).toBe(400);
    expect(
      (
        await owner('POST', '/bo/v1/messages', {
          ...body,
          translations: { FR: { subject: 'x', content: 'y' } },
        })
      ).status,
    ).toBe(400);
    expect(
      (await owner('POST', '/bo/v1/messages', { ...body, label: 'nobody-has-this' })).json.errorCode,
    ).toBe('message.recipients.empty');
    const after = await t.db
      .selectFrom('message')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);

    const res = await owner('POST', '/bo/v1/messages', body);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.value.recipientCount).toBe(3);
    const read = async (who: Who, language: string) => {
      const r = await t.app.inject({
        method: 'GET',
        url: `${M}/inbox`,
        headers: demo({ authorization: who.token, language }),
      });
      return (r.json() as Json).value.content as Json[];
    };
    expect((await read(vipEn, 'EN'))[0]).toMatchObject({ subject: 'VIP treat', content: 'English text' });
    expect((await read(vipVi, 'VI'))[0]).toMatchObject({ subject: 'Ưu đãi', content: 'Nội dung' });
    // No TW version: the main text.
    expect((await read(vipTw, 'TW'))[0]).toMatchObject({ subject: '貴賓禮遇', content: '中文內容' });
    expect(await read(plain, 'EN')).toEqual([]);
    const list = await owner('GET', '/bo/v1/messages?pageSize=1');
    expect(list.json.value.rows[0]).toMatchObject({
      audience: 'LABEL',
      label: 'HIGHROLLER',
      languages: ['EN', 'VI'],
      recipientCount: 3,
    });
  });
});
