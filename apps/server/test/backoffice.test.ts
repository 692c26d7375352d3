import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginValue, outboxValue, staffLoginAnswer, staffMeValue, successEnvelope } from '@portal/contract';
import { sql } from 'kysely';
import { hashPassword } from '../src/lib/passwords.ts';
import { createAccountService } from '../src/modules/accounts/service.ts';
import { staffPolicy } from '../src/modules/accounts/staff.ts';
import { demo, registerBody, registerMember, startTestApp, type TestContext } from './harness.ts';
import { staffToken } from './staff-helpers.ts';

// The back office's first calls: staff login and sessions, roles, and reading the dev outboxes.
// Object access (SECURITY.md item 11) is tested by swapping tokens, merchants and roles.

const STAFF_PASSWORD = 'Staff#Pass2026';
let t: TestContext;
let demoId: number;
let otherId: number;

beforeAll(async () => {
  t = await startTestApp();
  demoId = (
    await t.db.selectFrom('merchant').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()
  ).id;
  // A second merchant with a staff account of its own, to swap merchants.
  const demoSettings = await t.db
    .selectFrom('merchant')
    .select('settings')
    .where('id', '=', demoId)
    .executeTakeFirstOrThrow();
  otherId = (
    await t.db
      .insertInto('merchant')
      .values({ code: 'other', name: 'Other', settings: JSON.stringify(demoSettings.settings) as never })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const hash = await hashPassword(STAFF_PASSWORD);
  await t.db
    .insertInto('staff')
    .values([
      { merchant_id: demoId, username: 'owner', password_hash: hash, role: 'OWNER' },
      { merchant_id: demoId, username: 'support', password_hash: hash, role: 'SUPPORT' },
      { merchant_id: demoId, username: 'finance', password_hash: hash, role: 'FINANCE' },
      { merchant_id: demoId, username: 'locker', password_hash: hash, role: 'OWNER' },
      { merchant_id: otherId, username: 'owner', password_hash: hash, role: 'OWNER' },
    ])
    .execute();
});
afterAll(() => t?.close());

const staffLogin = (username: string, password = STAFF_PASSWORD, merchant = 'demo') =>
  t.app.inject({
    method: 'POST',
    url: '/bo/v1/session/login',
    headers: { merchant, language: 'EN' },
    payload: { username, password },
  });
const tokenOf = (username: string, merchant = 'demo') =>
  staffToken(t, username, { password: STAFF_PASSWORD, merchant });
const outbox = (kind: 'sms' | 'mail', token: string, query = '', merchant = 'demo') =>
  t.app.inject({ url: `/bo/v1/outbox/${kind}${query}`, headers: { merchant, authorization: token } });

describe('staff login', () => {
  it('logs staff in with a 256-bit token and its role (password, then the second factor)', async () => {
    const res = await staffLogin('Owner');
    expect(res.statusCode, res.body).toBe(200);
    const value = successEnvelope(staffLoginAnswer).parse(res.json()).value;
    expect(value.next).toBe('ENROL');
    const token = await tokenOf('Owner');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const me = await t.app.inject({ url: '/bo/v1/session/me', headers: demo({ authorization: token }) });
    expect(successEnvelope(staffMeValue).parse(me.json()).value).toMatchObject({
      username: 'owner',
      role: 'OWNER',
    });
  });

  it('answers a wrong password and an unknown name alike', async () => {
    const wrong = await staffLogin('support', 'not-it');
    const unknown = await staffLogin('nobody', 'not-it');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ errorCode: 'account.password.incorrect' });
  });

  it(`locks a staff account after ${staffPolicy.lockAfterFailures} failures, even for the right password`, async () => {
    for (let i = 0; i < staffPolicy.lockAfterFailures; i++) {
      expect((await staffLogin('locker', `wrong-${i}`)).statusCode).toBe(400);
    }
    const locked = await staffLogin('locker');
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ errorCode: 'account.locked' });
  });

  it('refuses an empty body with request_param_err and no session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/bo/v1/session/login',
      headers: demo(),
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'request_param_err' });
  });

  it('ends the session at logout', async () => {
    const token = await staffToken(t, 'support', { password: STAFF_PASSWORD, fresh: true });
    expect((await outbox('sms', token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/bo/v1/session/logout',
      headers: demo({ authorization: token }),
    });
    expect(out.statusCode).toBe(200);
    expect((await outbox('sms', token)).statusCode).toBe(401);
  });
});

describe('the SMS and mail outboxes', () => {
  it('shows the operator the SMS a registration sent, filtered by number, newest first', async () => {
    const mobile = `9${String(Date.now()).slice(-8)}`;
    await t.db
      .updateTable('merchant_module')
      .set({ enabled: true })
      .where('merchant_id', '=', demoId)
      .where('mod_id', 'in', ['MOBILENUMREG3', 'SMSVERIF3'])
      .execute();
    t.app.tenants.invalidate('demo');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: demo({ language: 'EN' }),
      payload: { countryDialingCode: '+886', mobileNo: mobile },
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const token = await tokenOf('support');
    const res = await outbox('sms', token, `?to=886-${mobile}`);
    expect(res.statusCode, res.body).toBe(200);
    const { messages } = successEnvelope(outboxValue).parse(res.json()).value;
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ to: `886-${mobile}`, subject: null });
    expect(messages[0]!.text).toMatch(/\b\d{6}\b/);
    const none = successEnvelope(outboxValue).parse((await outbox('sms', token, '?to=1-5550000')).json());
    expect(none.value.messages).toEqual([]);
  });

  it('shows kept mail to the operator', async () => {
    await t.db
      .insertInto('mail_outbox')
      .values({ merchant_id: demoId, recipient: 'Player@Example.com', subject: 'Hello', body: 'Body' })
      .execute();
    const token = await tokenOf('owner');
    const res = await outbox('mail', token, '?to=player@example.com&limit=1');
    const { messages } = successEnvelope(outboxValue).parse(res.json()).value;
    expect(messages).toEqual([
      expect.objectContaining({ to: 'Player@Example.com', subject: 'Hello', text: 'Body' }),
    ]);
  });

  it('refuses a role without the permission, in the language asked', async () => {
    const token = await tokenOf('finance');
    const res = await t.app.inject({
      url: '/bo/v1/outbox/sms',
      headers: demo({ authorization: token, language: 'EN' }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      errorCode: 'permission.denied',
      message: 'Your role does not allow this action',
    });
  });
});

describe('object access by swapping (SECURITY.md item 11)', () => {
  it('a member token never opens the back office, nor a staff token the member calls', async () => {
    const member = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: demo(),
      payload: { username: 'demo_member', password: 'Demo#2026', type: 'username' },
    });
    const memberToken = successEnvelope(loginValue).parse(member.json()).value.token;
    expect((await outbox('sms', memberToken)).statusCode).toBe(401);

    const staffToken = await tokenOf('owner');
    const info = await t.app.inject({
      url: '/wps/member/info',
      headers: demo({ authorization: staffToken }),
    });
    expect(info.statusCode).toBe(401);
    expect(info.json()).toMatchObject({ errorCode: 'login.not.session' });
  });

  it("a member's calls act on its own account whatever ids the body names", async () => {
    const loginAs = async (username: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: demo(),
        payload: { username, password: 'Demo#2026', type: 'username' },
      });
      return successEnvelope(loginValue).parse(res.json()).value;
    };
    const member = await loginAs('demo_member');
    const agent = await loginAs('demo_agent');
    const update = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/info',
      headers: demo({ authorization: member.token }),
      payload: { id: agent.id, customerId: agent.id, userName: 'demo_agent', nickname: 'Swapped' },
    });
    expect(update.statusCode, update.body).toBe(200);
    const nick = (id: number) =>
      t.db.selectFrom('customer').select('nickname').where('id', '=', id).executeTakeFirstOrThrow();
    expect((await nick(member.id)).nickname).toBe('Swapped');
    expect((await nick(agent.id)).nickname).not.toBe('Swapped');
    const info = await t.app.inject({
      url: `/wps/member/info?id=${agent.id}&customerId=${agent.id}`,
      headers: demo({ authorization: member.token }),
    });
    expect(info.json().value).toMatchObject({ id: member.id, account: 'demo_member' });
  });

  it("staff of one merchant never read another merchant's outbox", async () => {
    await t.db
      .insertInto('sms_outbox')
      .values({ merchant_id: otherId, phone: '1-5551234', text: 'other merchant 123456' })
      .execute();
    const demoToken = await tokenOf('owner');
    // A demo token sent to the other merchant: refused (the staff member is scoped to demo).
    const refused = await outbox('sms', demoToken, '', 'other');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'permission.denied' });
    // And the demo merchant's own list never holds the other one's messages.
    const own = successEnvelope(outboxValue).parse((await outbox('sms', demoToken, '?to=1-5551234')).json());
    expect(own.value.messages).toEqual([]);
    // The other merchant's owner sees its own.
    const otherToken = await tokenOf('owner', 'other');
    const theirs = successEnvelope(outboxValue).parse(
      (await outbox('sms', otherToken, '?to=1-5551234', 'other')).json(),
    );
    expect(theirs.value.messages).toHaveLength(1);
  });

  it('keeps the back office open during maintenance while players are kept out', async () => {
    await t.db.updateTable('merchant').set({ maintenance: true }).where('id', '=', demoId).execute();
    t.app.tenants.invalidate('demo');
    try {
      const token = await tokenOf('owner');
      expect((await outbox('sms', token)).statusCode).toBe(200);
      const player = await t.app.inject({ url: '/wps/member/info', headers: demo() });
      expect(player.statusCode).toBe(503);
    } finally {
      await t.db.updateTable('merchant').set({ maintenance: false }).where('id', '=', demoId).execute();
      t.app.tenants.invalidate('demo');
    }
  });
});

describe('reset to the default password', () => {
  it('makes the next password login answer passwordExpired and ends open sessions', async () => {
    await t.db
      .updateTable('merchant')
      .set({ settings: sql`jsonb_set(settings, '{defaultPassword}', '"Temp#2026"')` })
      .where('id', '=', demoId)
      .execute();
    t.app.tenants.invalidate('demo');
    const register = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: demo(),
      payload: registerBody('resetme1'),
    });
    expect(register.statusCode, register.body).toBe(200);
    const before = register.json().value.token as string;
    const tenant = await t.app.tenants.get('demo');
    expect(await createAccountService(t.db).resetToDefaultPassword(tenant!, 'resetme1')).toBe(true);
    expect(await createAccountService(t.db).resetToDefaultPassword(tenant!, 'nobody')).toBe(false);

    const info = await t.app.inject({ url: '/wps/member/info', headers: demo({ authorization: before }) });
    expect(info.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: demo(),
      payload: { username: 'resetme1', password: 'Temp#2026', type: 'username' },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(successEnvelope(loginValue).parse(login.json()).value.passwordExpired).toBe(true);
  });
});

describe('money decisions and receipts', () => {
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, 7),
  ]);
  const multipartBody = (
    fields: Record<string, string>,
    file?: { name: string; type: string; bytes: Buffer },
  ) => {
    const boundary = '----portal-test-boundary';
    const parts: Buffer[] = [];
    for (const [name, value] of Object.entries(fields))
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    if (file)
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        ),
        file.bytes,
        Buffer.from('\r\n'),
      );
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
  };

  it('takes a receipt picture from the member, shows it to finance staff, who approve the deposit once', async () => {
    const member = await registerMember(t, 'rcpt');
    const channel = await t.db
      .selectFrom('payment_channel')
      .select('id')
      .where('code', '=', 'BANK')
      .executeTakeFirstOrThrow();
    const created = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_deposit',
      headers: demo({ authorization: member.token }),
      payload: { channelId: channel.id, amount: 500, requestId: 'receipt-test-1' },
    });
    const orderId = created.json().value.orderId as string;
    const upload = (bytes: Buffer, token = member.token) => {
      const body = multipartBody({ depositId: orderId }, { name: 'receipt.png', type: 'image/png', bytes });
      return t.app.inject({
        method: 'POST',
        url: '/wps/relay/MCSFE_depositUploadImage',
        headers: demo({ authorization: token, 'content-type': body.contentType, language: 'EN' }),
        payload: body.payload,
      });
    };
    // A text file named .png is refused by its content; another member's upload finds no order.
    const fake = await upload(Buffer.from('not a picture at all'));
    expect(fake.json()).toMatchObject({ errorCode: 'receipt.invalid' });
    const other = await registerMember(t, 'rcpt');
    expect((await upload(png, other.token)).statusCode).toBe(404);
    expect((await upload(png)).statusCode).toBe(200);

    const support = await tokenOf('support');
    const denied = await t.app.inject({
      method: 'POST',
      url: `/bo/v1/deposits/${orderId}/decision`,
      headers: demo({ authorization: support }),
      payload: { decision: 'approve' },
    });
    expect(denied.statusCode).toBe(403);
    const finance = await tokenOf('finance');
    const receipt = await t.app.inject({
      url: `/bo/v1/deposits/${orderId}/receipt`,
      headers: demo({ authorization: finance }),
    });
    expect(receipt.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(receipt.rawPayload, png)).toBe(0);
    const decide = () =>
      t.app.inject({
        method: 'POST',
        url: `/bo/v1/deposits/${orderId}/decision`,
        headers: demo({ authorization: finance }),
        payload: { decision: 'approve' },
      });
    expect((await decide()).statusCode).toBe(200);
    expect((await decide()).json()).toMatchObject({ errorCode: 'transfer.already.resolved' });
    // After the decision the receipt can no longer be replaced.
    expect((await upload(png)).json()).toMatchObject({ errorCode: 'transfer.already.resolved' });
    const balance = await t.app.inject({
      url: '/wps/v2/wallets/balance',
      headers: demo({ authorization: member.token }),
    });
    expect(balance.json().value.balance[0].availBalance).toBe(505);
    // Staff of the other merchant cannot decide this merchant's orders.
    const otherStaff = await tokenOf('owner', 'other');
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/bo/v1/deposits/${orderId}/decision`,
      headers: { merchant: 'other', authorization: otherStaff },
      payload: { decision: 'reject' },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
