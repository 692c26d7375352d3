import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  staffEnrolValue,
  staffLoginAnswer,
  staffMeValue,
  staffPermissionCodes,
  successEnvelope,
} from '@portal/contract';
import { clock } from '../src/lib/clock.ts';
import { totpCode, totpStep } from '../src/lib/totp.ts';
import { staffPolicy } from '../src/modules/accounts/staff.ts';
import { prepareFirstOwner } from '../src/modules/staff/service.ts';
import { startTestApp, type TestContext } from './harness.ts';
import { createStaff, STAFF_TEST_PASSWORD, staffToken, totpSecretOf } from './staff-helpers.ts';

// Staff access (decision 0029): password + TOTP, recovery codes, sessions, merchant scope, roles,
// the first owner's setup link, and nobody granting what it does not hold.

let t: TestContext;
const realNow = clock.nowMs;
afterEach(() => {
  clock.nowMs = realNow;
});

beforeAll(async () => {
  t = await startTestApp();
  const demo = await t.db
    .selectFrom('merchant')
    .select('settings')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('merchant')
    .values({ code: 'other', name: 'Other', settings: JSON.stringify(demo.settings) as never })
    .execute();
});
afterAll(() => t?.close());

type Json = Record<string, unknown>;
const call = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: { token?: string; merchant?: string; body?: object } = {},
) => {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      merchant: opts.merchant ?? 'demo',
      language: 'EN',
      ...(opts.token ? { authorization: opts.token } : {}),
    },
    ...(opts.body ? { payload: opts.body } : {}),
  });
  return { status: res.statusCode, json: (res.body.startsWith('{') ? res.json() : {}) as Json, res };
};
const login = (username: string, password = STAFF_TEST_PASSWORD, merchant = 'demo') =>
  call('POST', '/bo/v1/session/login', { merchant, body: { username, password } });
const at = (ms: number) => {
  clock.nowMs = () => ms;
};

/** Logs a new staff member in through enrolment; its secret, token and recovery codes. */
async function enrolled(username: string, role = 'OWNER', merchant: string | null = 'demo') {
  const id = await createStaff(t, { username, role, merchant });
  const first = await login(username, STAFF_TEST_PASSWORD, merchant ?? 'demo');
  const answer = successEnvelope(staffLoginAnswer).parse(first.json).value;
  if (answer.next !== 'ENROL') throw new Error('expected enrolment');
  const res = await call('POST', '/bo/v1/session/enrol', {
    merchant: merchant ?? 'demo',
    body: { challenge: answer.challenge, code: totpCode(answer.secret, clock.nowMs()) },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const value = successEnvelope(staffEnrolValue).parse(res.json).value;
  return { id, secret: answer.secret, otpauthUrl: answer.otpauthUrl, ...value };
}

describe('login with TOTP', () => {
  it('enrols at the first login: secret, otpauth URL, token and ten recovery codes; me describes the staff member', async () => {
    await createStaff(t, { username: 'enrolee', role: 'FINANCE' });
    const res = await login('ENROLEE');
    expect(res.status).toBe(200);
    const answer = successEnvelope(staffLoginAnswer).parse(res.json).value;
    expect(answer.next).toBe('ENROL');
    if (answer.next !== 'ENROL') return;
    expect(answer.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(answer.otpauthUrl);
    expect(url.searchParams.get('secret')).toBe(answer.secret);
    expect(url.searchParams.get('issuer')).toBeTruthy();
    // The secret is kept sealed, never in clear.
    const row = await t.db
      .selectFrom('staff_challenge')
      .select('pending_secret')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.pending_secret).not.toContain(answer.secret);

    const wrong = await call('POST', '/bo/v1/session/enrol', {
      body: { challenge: answer.challenge, code: '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ errorCode: 'staff.code.invalid' });
    const done = await call('POST', '/bo/v1/session/enrol', {
      body: { challenge: answer.challenge, code: totpCode(answer.secret, clock.nowMs()) },
    });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    const value = successEnvelope(staffEnrolValue).parse(done.json).value;
    expect(value.recoveryCodes).toHaveLength(10);
    expect(new Set(value.recoveryCodes).size).toBe(10);
    const staff = await t.db
      .selectFrom('staff')
      .selectAll()
      .where('username', '=', 'enrolee')
      .executeTakeFirstOrThrow();
    expect(staff.totp_enabled_at).not.toBeNull();
    expect(staff.totp_secret).not.toContain(answer.secret);
    // The challenge is used.
    const again = await call('POST', '/bo/v1/session/enrol', {
      body: { challenge: answer.challenge, code: totpCode(answer.secret, clock.nowMs() + 30_000) },
    });
    expect(again.json).toMatchObject({ errorCode: 'staff.challenge.invalid' });

    const me = await call('GET', '/bo/v1/session/me', { token: value.token });
    expect(me.status).toBe(200);
    expect(successEnvelope(staffMeValue).parse(me.json).value).toMatchObject({
      username: 'enrolee',
      role: 'FINANCE',
      roleName: 'Finance',
      merchantScope: 'demo',
      merchants: [{ code: 'demo' }],
      idleMinutes: 30,
      passwordChangeRequired: false,
    });
    expect((me.json.value as Json).permissions).toContain('withdrawals.review');
    expect((me.json.value as Json).permissions).not.toContain('staff.manage');
  });

  it('asks for a code at later logins, and refuses a code used already (replay within its window)', async () => {
    const now = Date.now();
    at(now);
    const { secret } = await enrolled('replay');
    // The enrolment used this step's code: the same code again is refused.
    const second = successEnvelope(staffLoginAnswer).parse((await login('replay')).json).value;
    expect(second.next).toBe('TOTP');
    const replay = await call('POST', '/bo/v1/session/totp', {
      body: { challenge: second.challenge, code: totpCode(secret, now) },
    });
    expect(replay.status).toBe(400);
    expect(replay.json).toMatchObject({ errorCode: 'staff.code.invalid', value: { attemptsLeft: 4 } });
    // Two steps ahead: outside the window.
    const far = await call('POST', '/bo/v1/session/totp', {
      body: { challenge: second.challenge, code: totpCode(secret, now + 60_000) },
    });
    expect(far.json).toMatchObject({ errorCode: 'staff.code.invalid' });
    // The next step's code (within the ±1 window) works once.
    at(now + 30_000);
    const ok = await call('POST', '/bo/v1/session/totp', {
      body: { challenge: second.challenge, code: totpCode(secret, now + 30_000) },
    });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(typeof (ok.json.value as Json).token).toBe('string');
    const third = successEnvelope(staffLoginAnswer).parse((await login('replay')).json).value;
    const replayed = await call('POST', '/bo/v1/session/totp', {
      body: { challenge: third.challenge, code: totpCode(secret, now + 30_000) },
    });
    expect(replayed.json).toMatchObject({ errorCode: 'staff.code.invalid' });
    const row = await t.db
      .selectFrom('staff')
      .select('totp_last_step')
      .where('username', '=', 'replay')
      .executeTakeFirstOrThrow();
    expect(row.totp_last_step).toBe(totpStep(now + 30_000));
  });

  it('drops expired challenges when a new one is made', async () => {
    const now = Date.now();
    at(now);
    await enrolled('sweeper');
    await login('sweeper');
    const live = await t.db.selectFrom('staff_challenge').select('id').execute();
    expect(live.length).toBeGreaterThan(0);
    // Past their 5 minutes, the earlier challenges (an enrolment's held a sealed secret) are deleted by the
    // next sign-in; the new one stays.
    at(now + 6 * 60_000);
    await login('sweeper');
    const left = await t.db.selectFrom('staff_challenge').select(['id', 'expires_at']).execute();
    expect(left).toHaveLength(1);
    expect(left[0]!.expires_at.getTime()).toBeGreaterThan(now + 6 * 60_000);
  });

  it('takes a challenge for 5 minutes and 5 codes; 5 wrong codes lock the account like 5 wrong passwords', async () => {
    const now = Date.now();
    at(now);
    const { secret } = await enrolled('patient');
    const a = successEnvelope(staffLoginAnswer).parse((await login('patient')).json).value;
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', '/bo/v1/session/totp', {
        body: { challenge: a.challenge, code: '000000' },
      });
      expect(res.json).toMatchObject({ errorCode: 'staff.code.invalid', value: { attemptsLeft: 4 - i } });
    }
    at(now + 30_000);
    const spent = await call('POST', '/bo/v1/session/totp', {
      body: { challenge: a.challenge, code: totpCode(secret, now + 30_000) },
    });
    expect(spent.json).toMatchObject({ errorCode: 'staff.challenge.invalid' });
    expect((await login('patient')).json).toMatchObject({ errorCode: 'account.locked' });

    const later = now + 16 * 60_000;
    at(later);
    const b = successEnvelope(staffLoginAnswer).parse((await login('patient')).json).value;
    at(later + 5 * 60_000 + 1);
    const late = await call('POST', '/bo/v1/session/totp', {
      body: { challenge: b.challenge, code: totpCode(secret, clock.nowMs()) },
    });
    expect(late.json).toMatchObject({ errorCode: 'staff.challenge.invalid' });
    const c = successEnvelope(staffLoginAnswer).parse((await login('patient')).json).value;
    const ok = await call('POST', '/bo/v1/session/totp', {
      body: { challenge: c.challenge, code: totpCode(secret, clock.nowMs()) },
    });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
  });

  it('takes each recovery code once, and new codes replace the old ones', async () => {
    const now = Date.now();
    at(now);
    const { secret, recoveryCodes, token } = await enrolled('recover');
    const a = successEnvelope(staffLoginAnswer).parse((await login('recover')).json).value;
    const used = await call('POST', '/bo/v1/session/totp', {
      body: { challenge: a.challenge, recoveryCode: recoveryCodes[0]!.toUpperCase() },
    });
    expect(used.status, JSON.stringify(used.json)).toBe(200);
    const b = successEnvelope(staffLoginAnswer).parse((await login('recover')).json).value;
    const again = await call('POST', '/bo/v1/session/totp', {
      body: { challenge: b.challenge, recoveryCode: recoveryCodes[0]! },
    });
    expect(again.json).toMatchObject({ errorCode: 'staff.code.invalid' });
    // Regenerated against a current code: the old codes stop working.
    at(now + 30_000);
    const fresh = await call('POST', '/bo/v1/session/recovery-codes', {
      token,
      body: { code: totpCode(secret, now + 30_000) },
    });
    expect(fresh.status, JSON.stringify(fresh.json)).toBe(200);
    const codes = (fresh.json.value as { recoveryCodes: string[] }).recoveryCodes;
    expect(codes).toHaveLength(10);
    const old = await call('POST', '/bo/v1/session/totp', {
      body: { challenge: b.challenge, recoveryCode: recoveryCodes[1]! },
    });
    expect(old.json).toMatchObject({ errorCode: 'staff.code.invalid' });
    const ok = await call('POST', '/bo/v1/session/totp', {
      body: { challenge: b.challenge, recoveryCode: codes[1]! },
    });
    expect(ok.status).toBe(200);
  });

  it(`locks the account after ${staffPolicy.lockAfterFailures} password failures for 15 minutes`, async () => {
    const now = Date.now();
    at(now);
    await createStaff(t, { username: 'locked-out', role: 'SUPPORT' });
    for (let i = 0; i < staffPolicy.lockAfterFailures; i++)
      expect((await login('locked-out', 'wrong-password')).json).toMatchObject({
        errorCode: 'account.password.incorrect',
      });
    expect((await login('locked-out')).json).toMatchObject({ errorCode: 'account.locked' });
    at(now + 16 * 60_000);
    expect((await login('locked-out')).status).toBe(200);
  });

  it('refuses a disabled staff member at login', async () => {
    await createStaff(t, { username: 'gone', role: 'SUPPORT', disabled: true });
    const res = await login('gone');
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ errorCode: 'staff.disabled' });
    // A wrong password says only that.
    expect((await login('gone', 'wrong-password')).json).toMatchObject({
      errorCode: 'account.password.incorrect',
    });
  });
});

describe('staff sessions', () => {
  it('end after 30 idle minutes, and 12 hours after login whatever the activity', async () => {
    const start = Date.now();
    at(start);
    const { token } = await enrolled('sleepy');
    at(start + 29 * 60_000);
    expect((await call('GET', '/bo/v1/session/me', { token })).status).toBe(200);
    at(start + 29 * 60_000 + 31 * 60_000);
    expect((await call('GET', '/bo/v1/session/me', { token })).status).toBe(401);

    at(start);
    const active = await staffToken(t, 'sleepy', { fresh: true });
    let now = start;
    while (now < start + 12 * 3_600_000 - 20 * 60_000) {
      now += 20 * 60_000;
      at(now);
      expect((await call('GET', '/bo/v1/session/me', { token: active })).status).toBe(200);
    }
    at(start + 12 * 3_600_000 + 1);
    expect((await call('GET', '/bo/v1/session/me', { token: active })).status).toBe(401);
  });

  it('end at logout', async () => {
    const { token } = await enrolled('leaver');
    expect((await call('DELETE', '/bo/v1/session/logout', { token })).status).toBe(200);
    expect((await call('GET', '/bo/v1/session/me', { token })).status).toBe(401);
  });
});

describe('merchant scope', () => {
  it("refuses a staff member of one merchant on another merchant's header; one of all merchants works on each", async () => {
    const scoped = await enrolled('scoped-support', 'SUPPORT', 'demo');
    expect((await call('GET', '/bo/v1/outbox/sms', { token: scoped.token })).status).toBe(200);
    const other = await call('GET', '/bo/v1/outbox/sms', { token: scoped.token, merchant: 'other' });
    expect(other.status).toBe(403);
    expect(other.json).toMatchObject({ errorCode: 'permission.denied' });
    // It cannot even log in through the other merchant.
    expect((await login('scoped-support', STAFF_TEST_PASSWORD, 'other')).json).toMatchObject({
      errorCode: 'account.password.incorrect',
    });

    const global = await enrolled('global-support', 'SUPPORT', null);
    expect((await call('GET', '/bo/v1/outbox/sms', { token: global.token })).status).toBe(200);
    expect((await call('GET', '/bo/v1/outbox/sms', { token: global.token, merchant: 'other' })).status).toBe(
      200,
    );
    const me = await call('GET', '/bo/v1/session/me', { token: global.token, merchant: 'other' });
    expect(me.json.value).toMatchObject({ merchantScope: null });
    expect(((me.json.value as Json).merchants as Json[]).map((m) => m.code).sort()).toEqual([
      'demo',
      'other',
    ]);
  });
});

describe('staff and roles management', () => {
  let owner: string;
  beforeAll(async () => {
    owner = (await enrolled('boss', 'OWNER', null)).token;
  });

  it('creates staff who must enrol TOTP and change the password before anything else answers', async () => {
    const created = await call('POST', '/bo/v1/staff', {
      token: owner,
      body: { username: 'newbie', password: 'Newbie#Pass2026', role: 'SUPPORT', merchantCode: 'demo' },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const first = successEnvelope(staffLoginAnswer).parse(
      (await login('newbie', 'Newbie#Pass2026')).json,
    ).value;
    expect(first.next).toBe('ENROL');
    if (first.next !== 'ENROL') return;
    const enrol = await call('POST', '/bo/v1/session/enrol', {
      body: { challenge: first.challenge, code: totpCode(first.secret, clock.nowMs()) },
    });
    const token = (enrol.json.value as { token: string }).token;
    const blocked = await call('GET', '/bo/v1/outbox/sms', { token });
    expect(blocked.status).toBe(403);
    expect(blocked.json).toMatchObject({ errorCode: 'password.change.required' });
    expect((await call('GET', '/bo/v1/session/me', { token })).json.value).toMatchObject({
      passwordChangeRequired: true,
    });
    const weak = await call('POST', '/bo/v1/session/password', {
      token,
      body: { current: 'Newbie#Pass2026', next: 'short' },
    });
    expect(weak.json).toMatchObject({ errorCode: 'request_param_err' });
    const wrong = await call('POST', '/bo/v1/session/password', {
      token,
      body: { current: 'not-it-at-all', next: 'Newbie#Better2026' },
    });
    expect(wrong.json).toMatchObject({ errorCode: 'password.old.incorrect' });
    const changed = await call('POST', '/bo/v1/session/password', {
      token,
      body: { current: 'Newbie#Pass2026', next: 'Newbie#Better2026' },
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect((await call('GET', '/bo/v1/outbox/sms', { token })).status).toBe(200);
    // A duplicate name is refused.
    const dup = await call('POST', '/bo/v1/staff', {
      token: owner,
      body: { username: 'NEWBIE', password: 'Newbie#Pass2026', role: 'SUPPORT', merchantCode: 'demo' },
    });
    expect(dup.json).toMatchObject({ errorCode: 'account.exists' });
  });

  it('lists staff with filters and as CSV', async () => {
    const list = await call('GET', '/bo/v1/staff?q=newb&status=active', { token: owner });
    expect(list.status, JSON.stringify(list.json)).toBe(200);
    expect(list.json.value).toMatchObject({
      total: 1,
      rows: [
        { username: 'newbie', role: 'SUPPORT', merchantCode: 'demo', totpEnabled: true, disabled: false },
      ],
    });
    const csv = await call('GET', '/bo/v1/staff?role=OWNER&format=csv', { token: owner });
    expect(csv.res.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.res.body).toContain('boss');
    expect(csv.res.body).not.toContain('newbie');
    expect((await call('GET', '/bo/v1/staff?sort=password_hash', { token: owner })).status).toBe(400);
  });

  it('disabling a staff member ends its sessions; reset-totp makes it enrol again', async () => {
    const victim = await enrolled('victim', 'SUPPORT');
    const disable = await call('PUT', `/bo/v1/staff/${victim.id}`, {
      token: owner,
      body: { role: 'SUPPORT', merchantCode: 'demo', disabled: true },
    });
    expect(disable.status, JSON.stringify(disable.json)).toBe(200);
    expect((await call('GET', '/bo/v1/session/me', { token: victim.token })).status).toBe(401);
    expect((await login('victim')).json).toMatchObject({ errorCode: 'staff.disabled' });
    await call('PUT', `/bo/v1/staff/${victim.id}`, {
      token: owner,
      body: { role: 'SUPPORT', merchantCode: 'demo', disabled: false },
    });
    expect((await login('victim')).json.value).toMatchObject({ next: 'TOTP' });
    expect((await call('POST', `/bo/v1/staff/${victim.id}/reset-totp`, { token: owner })).status).toBe(200);
    expect((await login('victim')).json.value).toMatchObject({ next: 'ENROL' });
    const reset = await call('POST', `/bo/v1/staff/${victim.id}/reset-password`, {
      token: owner,
      body: { password: 'Victim#Reset2026' },
    });
    expect(reset.status).toBe(200);
    expect((await login('victim', 'Victim#Reset2026')).status).toBe(200);
    // The audit log has the change with before and after.
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'before', 'after'])
      .where('action', '=', 'staff.update')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      target: `staff:${victim.id}`,
      before: { disabled: false },
      after: { disabled: true },
    });
  });

  it('a custom role grants exactly its permissions; in use it cannot be deleted; built-ins cannot change', async () => {
    const role = await call('POST', '/bo/v1/roles', {
      token: owner,
      body: {
        code: 'OUTBOX_READER',
        name: 'Outbox reader',
        permissions: ['outbox.read'],
        merchantCode: null,
      },
    });
    expect(role.status, JSON.stringify(role.json)).toBe(200);
    const reader = await enrolled('reader', 'OUTBOX_READER');
    expect((await call('GET', '/bo/v1/outbox/sms', { token: reader.token })).status).toBe(200);
    expect((await call('GET', '/bo/v1/staff', { token: reader.token })).json).toMatchObject({
      errorCode: 'permission.denied',
    });
    expect((await call('GET', '/bo/v1/session/me', { token: reader.token })).json.value).toMatchObject({
      role: 'OUTBOX_READER',
      roleName: 'Outbox reader',
      permissions: ['outbox.read'],
    });
    // Edited: effective at the next call.
    await call('PUT', '/bo/v1/roles/OUTBOX_READER', {
      token: owner,
      body: { name: 'Outbox reader', permissions: ['outbox.read', 'staff.read'] },
    });
    expect((await call('GET', '/bo/v1/staff', { token: reader.token })).status).toBe(200);
    const roles = await call('GET', '/bo/v1/roles', { token: owner });
    expect((roles.json.value as { roles: Json[] }).roles).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'OWNER', builtIn: true }),
        expect.objectContaining({
          code: 'OUTBOX_READER',
          builtIn: false,
          permissions: ['outbox.read', 'staff.read'],
        }),
      ]),
    );
    const perms = await call('GET', '/bo/v1/permissions', { token: owner });
    expect((perms.json.value as { permissions: Json[] }).permissions).toContainEqual({
      code: 'staff.manage',
      group: 'access',
    });
    expect((await call('DELETE', '/bo/v1/roles/OUTBOX_READER', { token: owner })).json).toMatchObject({
      errorCode: 'staff.role.in.use',
    });
    expect(
      (await call('PUT', '/bo/v1/roles/SUPPORT', { token: owner, body: { name: 'x', permissions: [] } }))
        .json,
    ).toMatchObject({ errorCode: 'staff.role.builtin' });
    expect(
      (
        await call('POST', '/bo/v1/roles', {
          token: owner,
          body: { code: 'BAD', name: 'Bad', permissions: ['no.such.permission'] },
        })
      ).json,
    ).toMatchObject({ errorCode: 'request_param_err' });
    const unused = await call('POST', '/bo/v1/roles', {
      token: owner,
      body: { code: 'TEMP', name: 'Temp', permissions: [] },
    });
    expect(unused.status).toBe(200);
    expect((await call('DELETE', '/bo/v1/roles/TEMP', { token: owner })).status).toBe(200);
  });

  it('nobody grants a permission or scope it does not hold, nor touches an owner unless an owner', async () => {
    await call('POST', '/bo/v1/roles', {
      token: owner,
      body: {
        code: 'STAFF_ADMIN',
        name: 'Staff admin',
        permissions: ['staff.read', 'staff.manage', 'roles.manage', 'outbox.read'],
        merchantCode: 'demo',
      },
    });
    const manager = await enrolled('manager', 'STAFF_ADMIN', 'demo');
    const make = (body: object) => call('POST', '/bo/v1/staff', { token: manager.token, body });
    const base = { password: 'Someone#Pass2026', merchantCode: 'demo' };
    // A role with permissions the manager lacks.
    expect((await make({ ...base, username: 'fin1', role: 'FINANCE' })).json).toMatchObject({
      errorCode: 'staff.grant.denied',
    });
    expect((await make({ ...base, username: 'own1', role: 'OWNER' })).json).toMatchObject({
      errorCode: 'staff.grant.denied',
    });
    // A wider scope than its own.
    expect(
      (await make({ ...base, username: 'wide', role: 'STAFF_ADMIN', merchantCode: null })).json,
    ).toMatchObject({
      errorCode: 'staff.grant.denied',
    });
    expect(
      (await make({ ...base, username: 'wide2', role: 'STAFF_ADMIN', merchantCode: 'other' })).json,
    ).toMatchObject({
      errorCode: 'staff.grant.denied',
    });
    // A custom role with a permission it lacks.
    const role = await call('POST', '/bo/v1/roles', {
      token: manager.token,
      body: {
        code: 'SNEAKY',
        name: 'Sneaky',
        permissions: ['outbox.read', 'withdrawals.review'],
        merchantCode: 'demo',
      },
    });
    expect(role.json).toMatchObject({ errorCode: 'staff.grant.denied' });
    // Within its own permissions and scope: allowed.
    const ok = await make({ ...base, username: 'helper', role: 'STAFF_ADMIN' });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    // Its own account, an owner, or staff outside its scope: refused.
    const self = await call('PUT', `/bo/v1/staff/${manager.id}`, {
      token: manager.token,
      body: { role: 'STAFF_ADMIN', merchantCode: null, disabled: false },
    });
    expect(self.json).toMatchObject({ errorCode: 'staff.grant.denied' });
    const demoOwner = await createStaff(t, { username: 'demo-owner', role: 'OWNER', merchant: 'demo' });
    expect(
      (
        await call('POST', `/bo/v1/staff/${demoOwner}/reset-password`, {
          token: manager.token,
          body: { password: 'Hijack#Pass2026' },
        })
      ).json,
    ).toMatchObject({ errorCode: 'staff.grant.denied' });
    // Nor staff holding permissions it lacks: resetting their password and TOTP would hand it their rights.
    const richer = await createStaff(t, { username: 'richer', role: 'FINANCE', merchant: 'demo' });
    for (const [method, path, body] of [
      ['POST', `/bo/v1/staff/${richer}/reset-password`, { password: 'Hijack#Pass2026' }],
      ['POST', `/bo/v1/staff/${richer}/reset-totp`, undefined],
      ['PUT', `/bo/v1/staff/${richer}`, { role: 'STAFF_ADMIN', merchantCode: 'demo', disabled: true }],
    ] as const)
      expect((await call(method, path, { token: manager.token, body })).json, path).toMatchObject({
        errorCode: 'staff.grant.denied',
      });
    const outsider = await createStaff(t, { username: 'outsider', role: 'SUPPORT', merchant: 'other' });
    expect((await call('POST', `/bo/v1/staff/${outsider}/reset-totp`, { token: manager.token })).status).toBe(
      404,
    );
    // Its list shows its merchant's staff only.
    const list = await call('GET', '/bo/v1/staff?pageSize=200', { token: manager.token });
    const names = (list.json.value as { rows: Json[] }).rows.map((r) => r.username);
    expect(names).toContain('helper');
    expect(names).not.toContain('outsider');
    expect(names).not.toContain('boss');
  });

  it('the legacy ADMIN role keeps working without staff management', async () => {
    const admin = await enrolled('legacy-admin', 'ADMIN');
    expect((await call('GET', '/bo/v1/outbox/sms', { token: admin.token })).status).toBe(200);
    expect((await call('GET', '/bo/v1/staff', { token: admin.token })).status).toBe(200);
    expect(
      (
        await call('POST', '/bo/v1/staff', {
          token: admin.token,
          body: { username: 'x-admin', password: 'Someone#Pass2026', role: 'SUPPORT', merchantCode: 'demo' },
        })
      ).json,
    ).toMatchObject({ errorCode: 'permission.denied' });
  });
});

describe('the first owner', () => {
  let fresh: TestContext;
  beforeAll(async () => {
    fresh = await startTestApp({ shareDatabaseWith: undefined });
  });
  afterAll(() => fresh?.close());

  const setup = (body: object) =>
    fresh.app.inject({ method: 'POST', url: '/bo/v1/setup', headers: { merchant: 'demo' }, payload: body });

  it('comes from a one-time setup link when no ADMIN_PASSWORD is set: once, within 24 hours', async () => {
    const now = Date.now();
    at(now);
    const expired = await prepareFirstOwner(fresh.db, undefined);
    at(now + 24 * 3_600_000 + 1);
    const late = await setup({
      token: expired!.setupToken,
      username: 'founder',
      password: 'Founder#Pass2026',
    });
    expect(late.json()).toMatchObject({ errorCode: 'staff.setup.invalid' });
    at(now);
    const link = await prepareFirstOwner(fresh.db, undefined);
    expect(link?.setupToken).toBeTruthy();
    // The earlier link was replaced.
    expect(
      (await setup({ token: expired!.setupToken, username: 'founder', password: 'Founder#Pass2026' })).json(),
    ).toMatchObject({
      errorCode: 'staff.setup.invalid',
    });
    expect(
      (await setup({ token: link!.setupToken, username: 'founder', password: 'short' })).json(),
    ).toMatchObject({
      errorCode: 'request_param_err',
    });
    const done = await setup({ token: link!.setupToken, username: 'founder', password: 'Founder#Pass2026' });
    expect(done.statusCode, done.body).toBe(200);
    const again = await setup({
      token: link!.setupToken,
      username: 'founder2',
      password: 'Founder#Pass2026',
    });
    expect(again.json()).toMatchObject({ errorCode: 'staff.setup.invalid' });
    // With staff present, no new link.
    expect(await prepareFirstOwner(fresh.db, undefined)).toBeNull();
    const staff = await fresh.db.selectFrom('staff').selectAll().executeTakeFirstOrThrow();
    expect(staff).toMatchObject({
      username: 'founder',
      role: 'OWNER',
      merchant_id: null,
      totp_enabled_at: null,
    });
    // It logs in through enrolment.
    const token = await staffToken(fresh, 'founder', { password: 'Founder#Pass2026' });
    expect(token).toBeTruthy();
  });

  it('comes from ADMIN_PASSWORD as `admin`, every merchant, enrolling TOTP at the first login', async () => {
    await prepareFirstOwner(fresh.db, 'Admin#Pass2026');
    const admin = await fresh.db
      .selectFrom('staff')
      .selectAll()
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ role: 'OWNER', merchant_id: null });
    const res = await fresh.app.inject({
      method: 'POST',
      url: '/bo/v1/session/login',
      headers: { merchant: 'demo' },
      payload: { username: 'admin', password: 'Admin#Pass2026' },
    });
    expect(res.json().value).toMatchObject({ next: 'ENROL' });
    // Seeding again changes nothing.
    await prepareFirstOwner(fresh.db, 'Other#Pass2026');
    expect(
      await fresh.db.selectFrom('staff').select('id').where('username', '=', 'admin').execute(),
    ).toHaveLength(1);
    const secretKnown = await staffToken(fresh, 'admin', { password: 'Admin#Pass2026' });
    expect(secretKnown).toBeTruthy();
    expect(await totpSecretOf(fresh, admin.id)).toMatch(/^[A-Z2-7]+$/);
  });
});

describe('custom roles in the route walk', () => {
  it('answers permission.denied exactly where a custom role lacks the permission (the built-in walk: backoffice-access.test.ts)', async () => {
    // Every other permission of the catalogue, so each route is walked once granted and once not.
    const granted = staffPermissionCodes.filter((_, i) => i % 2 === 0);
    await t.db
      .insertInto('staff_role')
      .values({ code: 'HALF', merchant_id: null, name: 'Half', permissions: granted })
      .execute();
    const { token } = await enrolled('half-staff', 'HALF');
    for (const r of t.app.staffRoutes.filter((r) => r.permission)) {
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: r.url.replace(/:(\w+)/g, '1'),
        headers: { merchant: 'demo', language: 'EN', authorization: token },
        ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }),
      });
      const denied = res.statusCode === 403 && res.json().errorCode === 'permission.denied';
      expect(denied, `${r.method} ${r.url}: ${res.statusCode} ${res.body.slice(0, 120)}`).toBe(
        !granted.includes(r.permission!),
      );
      expect(res.statusCode, `${r.method} ${r.url}`).toBeLessThan(500);
    }
  });
});
