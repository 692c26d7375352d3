import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countryListValue,
  loginValue,
  modIds,
  registerValue,
  smsSendValue,
  successEnvelope,
} from '@portal/contract';
import { DEMO_AFFILIATE_CODE } from '../src/db/seed/demo.ts';
import { smsPolicy } from '../src/modules/accounts/sms-codes.ts';
import { demo, lastSmsCode, setModule, startTestApp, type TestContext } from './harness.ts';

/** A real SMTP listener: every message the server sends lands here. */
const received: { to: string; body: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let body = '';
    stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body });
      callback();
    });
  },
});

let t: TestContext;
let n = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${++n}`;
let ipN = 0;
const freshIp = () => `10.9.${Math.floor(++ipN / 250)}.${ipN % 250}`;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as { port: number }).port;
  t = await startTestApp({
    config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Portal <no-reply@portal.test>' },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const register = (
  body: Record<string, unknown>,
  opts: { mobile?: boolean; ip?: string; language?: string } = {},
) =>
  t.app.inject({
    method: 'PUT',
    url: opts.mobile ? '/wps/member/register/mobile' : '/wps/member/register',
    remoteAddress: opts.ip ?? freshIp(),
    headers: demo(opts.language ? { language: opts.language } : {}),
    payload: body,
  });
const login = (body: Record<string, unknown>, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    remoteAddress: ip,
    headers: demo(),
    payload: body,
  });
const base = (username: string) => ({
  username,
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
  agreeTerms: true,
  confirmAge: true,
  login: true,
  registerMethod: 'WEB',
});
const lastSms = (phone: string) => lastSmsCode(t, phone);

describe('registration by user name', () => {
  it('creates the account, logs it in and lets it log in again', async () => {
    const username = unique('player');
    const res = await register(base(username));
    expect(res.statusCode, res.body).toBe(200);
    const value = successEnvelope(registerValue).parse(res.json()).value;
    expect(value.userName).toBe(username);
    const info = await t.app.inject({
      url: '/wps/member/info',
      headers: demo({ authorization: value.token }),
    });
    expect(info.json().value).toMatchObject({ account: username, type: 0 });
    expect((await login({ username, password: 'Secret#123' })).statusCode).toBe(200);
  });

  it('checks every field against the merchant rules and names the broken ones with message keys', async () => {
    // The confirmations are the schema's (decision 0023): refused before the merchant's rules run.
    const unconfirmed = await register({ username: '1abcdef', agreeTerms: false });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toMatchObject({
      errorCode: 'request_param_err',
      value: { agreeTerms: 'validation.required', confirmAge: 'validation.required' },
    });
    const res = await register({
      username: '1abcdef',
      password: 'abc defgh',
      confirmPassword: 'other',
      agreeTerms: true,
      confirmAge: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'request_param_err',
      value: {
        username: 'validation.pattern.LETTER_FIRST_ALNUM',
        password: 'validation.pattern.NO_SPACES',
      },
    });
    const mismatch = await register({ ...base(unique('p')), confirmPassword: 'Secret#124' });
    expect(mismatch.json().value).toEqual({ confirmPassword: 'validation.passwordsInconsistent' });
    const missing = await register({ agreeTerms: true, confirmAge: true });
    expect(missing.json().value).toMatchObject({
      username: 'validation.required',
      password: 'validation.required',
    });
  });

  it('accepts passwords up to 128 characters and says when a length is wrong (decision 0013)', async () => {
    const settings = await t.app.inject({ url: '/wps/system/setting/register', headers: demo() });
    const rules = settings.json().value as { name: string; minLength: number; maxLength: number }[];
    expect(rules.find((r) => r.name === 'password')).toMatchObject({ minLength: 8, maxLength: 128 });
    for (const length of [21, 64, 128]) {
      const password = `Aa1#${'x'.repeat(length - 4)}`;
      const res = await register({ ...base(unique('len')), password, confirmPassword: password });
      expect(res.statusCode, `${length}: ${res.body}`).toBe(200);
    }
    const long = `Aa1#${'x'.repeat(125)}`;
    const tooLong = await register({ ...base(unique('len')), password: long, confirmPassword: long });
    expect(tooLong.json()).toMatchObject({
      errorCode: 'request_param_err',
      value: { password: 'validation.length' },
    });
    const tooShort = await register({ ...base(unique('len')), password: 'Aa1#x', confirmPassword: 'Aa1#x' });
    expect(tooShort.json().value).toMatchObject({ password: 'validation.length' });
    // A 17-character user name is a length error, not a pattern one.
    const name = await register(base('a'.repeat(17)), { language: 'EN' });
    expect(name.json().value).toEqual({ username: 'validation.length' });
  });

  it('refuses a taken name (any case) with account.exists', async () => {
    const res = await register(base('DEMO_member'.replace('_', '')));
    expect(res.statusCode).toBe(200);
    const again = await register(base('demomember'), { language: 'EN' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      errorCode: 'account.exists',
      message: 'This account name is already taken',
    });
  });

  it('puts the account under the agent of a valid invitation code and refuses an invalid one', async () => {
    const check = await t.app.inject({
      url: `/wps/agent/affiliate?code=${DEMO_AFFILIATE_CODE.toLowerCase()}`,
      headers: demo(),
    });
    expect(check.json().value).toEqual({ code: DEMO_AFFILIATE_CODE.toLowerCase(), agent: 'demo_agent' });
    const bad = await t.app.inject({ url: '/wps/agent/affiliate?code=NOPE', headers: demo() });
    expect(bad.json().errorCode).toBe('affiliate.code.invalid');

    const username = unique('invited');
    const res = await register({ ...base(username), affiliateCode: DEMO_AFFILIATE_CODE });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db
      .selectFrom('customer as c')
      .innerJoin('customer as p', 'p.id', 'c.parent_id')
      .select('p.username')
      .where('c.username', '=', username)
      .executeTakeFirst();
    expect(row?.username).toBe('demo_agent');
    const refused = await register({ ...base(unique('x')), affiliateCode: 'NOPE' });
    expect(refused.json().errorCode).toBe('affiliate.code.invalid');
  });

  it('is refused while direct registration is off', async () => {
    await setModule(t, modIds.directRegistration, false);
    try {
      expect((await register(base(unique('off')))).json().errorCode).toBe('registration.closed');
    } finally {
      await setModule(t, modIds.directRegistration, true);
    }
  });
});

describe('registration by mobile with an SMS code', () => {
  it('verifies the code from the outbox, generates the account name, and both names log in by SMS', async () => {
    await setModule(t, modIds.mobileRegistration, true);
    await setModule(t, modIds.smsVerification, true);
    await setModule(t, modIds.mobilePasswordRegistration, true);
    await setModule(t, modIds.mobileCodeLogin, true);
    try {
      const mobile = `9${String(Date.now()).slice(-8)}`;
      const ip = freshIp();
      const sent = await t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        remoteAddress: ip,
        headers: demo(),
        payload: { countryDialingCode: '+886', mobileNo: mobile },
      });
      const sendValue = successEnvelope(smsSendValue).parse(sent.json()).value;
      expect(sendValue.expiredMinutes).toBe(smsPolicy.expiredMinutes);
      expect(sendValue.expirationTime).toBeGreaterThan(Date.now());
      const again = await t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        remoteAddress: ip,
        headers: demo(),
        payload: { countryDialingCode: '+886', mobileNo: mobile },
      });
      expect(again.statusCode).toBe(429);

      const code = await lastSms(`886-${mobile}`);
      expect(code).toMatch(/^\d{6}$/);
      const stored = await t.db
        .selectFrom('sms_code')
        .select('code_hash')
        .where('phone', '=', `886-${mobile}`)
        .executeTakeFirstOrThrow();
      expect(stored.code_hash).not.toContain(code!);

      const body = {
        mobileNum: mobile,
        countryDialingCode: '+886',
        password: 'Secret#123',
        confirmPassword: 'Secret#123',
        agreeTerms: true,
        confirmAge: true,
      };
      const wrong = await register(
        { ...body, verificationCode: code === '000000' ? '111111' : '000000' },
        { mobile: true },
      );
      expect(wrong.json().errorCode).toBe('sms.code.invalid');
      const res = await register({ ...body, verificationCode: code }, { mobile: true });
      expect(res.statusCode, res.body).toBe(200);
      const value = successEnvelope(registerValue).parse(res.json()).value;
      expect(value.userName).toBe(mobile);
      expect(value.account).toMatch(/^m\d{8}$/);
      // The code is spent.
      expect((await register({ ...body, verificationCode: code }, { mobile: true })).json().errorCode).toBe(
        'sms.code.invalid',
      );
      expect((await login({ username: value.account, password: 'Secret#123' })).statusCode).toBe(200);

      // Mobile + SMS code login.
      const loginIp = freshIp();
      // At most one code a minute per number: let that minute pass.
      await t.db
        .updateTable('sms_code')
        .set({ created_at: new Date(Date.now() - 120_000) })
        .where('phone', '=', `886-${mobile}`)
        .execute();
      await t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        remoteAddress: loginIp,
        headers: demo(),
        payload: { countryDialingCode: '886', mobileNo: mobile, purpose: 'login' },
      });
      const loginCode = await lastSms(`886-${mobile}`);
      expect(loginCode).not.toBe(code);
      const bySms = await login(
        {
          type: 'sms',
          username: mobile,
          password: '',
          mobileNum: mobile,
          countryDialingCode: '+886',
          smsCode: loginCode,
        },
        loginIp,
      );
      expect(bySms.statusCode, bySms.body).toBe(200);
      expect(successEnvelope(loginValue).parse(bySms.json()).value.userName).toBe(value.account);
    } finally {
      for (const m of [
        modIds.mobileRegistration,
        modIds.smsVerification,
        modIds.mobilePasswordRegistration,
        modIds.mobileCodeLogin,
      ])
        await setModule(t, m, false);
    }
  });

  it('kills a code after five wrong tries, and resets a password by phone with a good one', async () => {
    const flags = [
      modIds.mobileRegistration,
      modIds.smsVerification,
      modIds.mobilePasswordRegistration,
      modIds.forgotPasswordByPhone,
    ];
    for (const m of flags) await setModule(t, m, true);
    try {
      const mobile = `8${String(Date.now()).slice(-8)}`;
      const send = (url: string, payload: Record<string, string>) =>
        t.app.inject({ method: 'POST', url, remoteAddress: freshIp(), headers: demo(), payload });
      await send('/wps/verification/sms/register', { countryDialingCode: '84', mobileNo: mobile });
      const code = (await lastSms(`84-${mobile}`))!;
      const wrong = code === '123456' ? '654321' : '123456';
      const body = {
        mobileNum: mobile,
        countryDialingCode: '84',
        agreeTerms: true,
        confirmAge: true,
        password: 'Secret#123',
        confirmPassword: 'Secret#123',
      };
      for (let i = 0; i < smsPolicy.maxWrongTries; i++) {
        expect(
          (await register({ ...body, verificationCode: wrong }, { mobile: true })).json().errorCode,
        ).toBe('sms.code.invalid');
      }
      expect((await register({ ...body, verificationCode: code }, { mobile: true })).json().errorCode).toBe(
        'sms.code.invalid',
      );

      // A fresh code (a minute later) registers the number; then it resets its password by phone.
      await t.db
        .updateTable('sms_code')
        .set({ created_at: new Date(Date.now() - 120_000) })
        .where('phone', '=', `84-${mobile}`)
        .execute();
      await send('/wps/verification/sms/register', { countryDialingCode: '84', mobileNo: mobile });
      const good = await register(
        { ...body, verificationCode: (await lastSms(`84-${mobile}`))! },
        { mobile: true },
      );
      expect(good.statusCode, good.body).toBe(200);
      // The resend wait is per purpose: a reset code may follow the registration code at once,
      // but not a second reset code.
      const reset = await send('/wps/verification/sms/noLogin', {
        countryDialingCode: '84',
        mobileNo: mobile,
        purpose: 'reset',
      });
      expect(reset.statusCode).toBe(200);
      const tooSoon = await send('/wps/verification/sms/noLogin', {
        countryDialingCode: '84',
        mobileNo: mobile,
        purpose: 'reset',
      });
      expect(tooSoon.statusCode).toBe(429);
      const resetCode = (await lastSms(`84-${mobile}`))!;
      const byPhone = await t.app.inject({
        method: 'POST',
        url: '/wps/member/password/verification',
        headers: demo(),
        payload: {
          newPassword: 'ByPhone#1',
          mobileNum: mobile,
          countryDialingCode: '84',
          verificationCode: resetCode,
        },
      });
      expect(byPhone.statusCode, byPhone.body).toBe(200);
      const account = successEnvelope(registerValue).parse(good.json()).value.account!;
      expect((await login({ username: account, password: 'ByPhone#1' })).statusCode).toBe(200);

      // An unregistered number gets the same answer and no message.
      const stranger = `7${String(Date.now()).slice(-8)}`;
      const quiet = await send('/wps/verification/sms/noLogin', {
        countryDialingCode: '84',
        mobileNo: stranger,
        purpose: 'reset',
      });
      expect(quiet.statusCode).toBe(200);
      expect(Object.keys(quiet.json().value)).toEqual(Object.keys(reset.json().value));
      expect(await lastSms(`84-${stranger}`)).toBeUndefined();
    } finally {
      for (const m of flags) await setModule(t, m, false);
    }
  });
});

describe('SMS codes only for flows the merchant has switched on', () => {
  const send = (kind: 'register' | 'noLogin', payload: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/wps/verification/sms/${kind}`,
      remoteAddress: freshIp(),
      headers: demo(),
      payload,
    });
  const outboxCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('sms_outbox')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const smsFlags = [
    modIds.mobileRegistration,
    modIds.smsVerification,
    modIds.mobileCodeLogin,
    modIds.forgotPasswordByPhone,
  ];
  const cases = [
    { kind: 'register', purpose: undefined, opens: [modIds.mobileRegistration, modIds.smsVerification] },
    { kind: 'noLogin', purpose: 'login', opens: [modIds.mobileCodeLogin] },
    { kind: 'noLogin', purpose: 'reset', opens: [modIds.forgotPasswordByPhone] },
  ] as const;

  it('refuses every send with function.not.available while its flags are off, and nothing is texted', async () => {
    for (const m of smsFlags) await setModule(t, m, false);
    // A registered number, so a login or reset code would be delivered if the call went through.
    const mobile = `6${String(Date.now()).slice(-8)}`;
    await t.db
      .updateTable('customer')
      .set({ mobile_num: mobile, country_dialing_code: '84' })
      .where('username', '=', 'demo_member')
      .execute();
    const before = await outboxCount();
    for (const c of cases) {
      // Every other SMS flag on: only this flow's own flags open it.
      for (const m of smsFlags) await setModule(t, m, !(c.opens as readonly string[]).includes(m));
      try {
        const res = await send(c.kind, {
          countryDialingCode: '84',
          mobileNo: mobile,
          ...(c.purpose ? { purpose: c.purpose } : {}),
        });
        expect(res.statusCode, `${c.kind} ${c.purpose}`).toBe(400);
        expect(res.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
      } finally {
        for (const m of smsFlags) await setModule(t, m, false);
      }
    }
    // Both registration flags on, but registration itself off.
    await setModule(t, modIds.mobileRegistration, true);
    await setModule(t, modIds.smsVerification, true);
    await setModule(t, modIds.directRegistration, false);
    try {
      const res = await send('register', { countryDialingCode: '84', mobileNo: mobile });
      expect(res.json().errorCode).toBe('function.not.available');
    } finally {
      await setModule(t, modIds.directRegistration, true);
      await setModule(t, modIds.mobileRegistration, false);
      await setModule(t, modIds.smsVerification, false);
    }
    expect(await outboxCount()).toBe(before);
    expect(
      await t.db.selectFrom('sms_code').select('id').where('phone', '=', `84-${mobile}`).execute(),
    ).toEqual([]);
  });

  it('sends the registration code when either mobile registration or SMS verification is on', async () => {
    for (const flag of [modIds.mobileRegistration, modIds.smsVerification]) {
      await setModule(t, flag, true);
      try {
        const mobile = `5${String(Date.now()).slice(-8)}`;
        const res = await send('register', { countryDialingCode: '84', mobileNo: mobile });
        expect(res.statusCode, res.body).toBe(200);
        expect(await lastSms(`84-${mobile}`)).toMatch(/^\d{6}$/);
      } finally {
        await setModule(t, flag, false);
      }
    }
  });
});

describe('the country list', () => {
  it('answers every country with its dialling code from the country table, the usual ones first', async () => {
    const res = await t.app.inject({ url: '/wps/system/country', headers: demo() });
    expect(res.statusCode).toBe(200);
    const list = successEnvelope(countryListValue).parse(res.json()).value;
    expect(list.length).toBeGreaterThanOrEqual(240);
    expect(list.slice(0, 3)).toEqual([
      { countryCode: 'TW', countryDialingCode: '+886' },
      { countryCode: 'VN', countryDialingCode: '+84' },
      { countryCode: 'CN', countryDialingCode: '+86' },
    ]);
    expect(list).toContainEqual({ countryCode: 'FR', countryDialingCode: '+33' });
    expect(list).toContainEqual({ countryCode: 'BR', countryDialingCode: '+55' });
    expect(new Set(list.map((c) => c.countryCode)).size).toBe(list.length);
    for (const c of list) {
      expect(c.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(c.countryDialingCode).toMatch(/^\+\d{1,4}$/);
    }
    // A row added to the table is data, not code: it shows after a restart (the list is read once).
    expect(
      await t.db.selectFrom('country').select('code').where('code', '=', 'GB').executeTakeFirst(),
    ).toEqual({
      code: 'GB',
    });
  });
});

describe("the member's language", () => {
  it('is saved by /wps/member/language and used for the reset mail and texts sent to the member', async () => {
    const username = unique('lang');
    const reg = await register({ ...base(username), email: `${username}@example.test` });
    const token = successEnvelope(registerValue).parse(reg.json()).value.token!;
    const setLanguage = (language: unknown, auth = token) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/member/language',
        headers: demo({ authorization: auth }),
        payload: { language },
      });
    expect((await setLanguage('XX')).statusCode).toBe(400);
    expect((await setLanguage('EN', 'forged')).statusCode).toBe(401);
    const saved = await setLanguage('EN');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (
        await t.db
          .selectFrom('customer')
          .select('language')
          .where('username', '=', username)
          .executeTakeFirst()
      )?.language,
    ).toBe('EN');

    // Asked from a page in Vietnamese, the mail comes in the member's English.
    const before = received.length;
    await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: demo({ 'content-type': 'application/x-www-form-urlencoded', language: 'VI' }),
      payload: `username=${username}&email=${encodeURIComponent(`${username}@example.test`)}`,
    });
    await expect.poll(() => received.length, { timeout: 5_000 }).toBe(before + 1);
    expect(received.at(-1)!.body).toMatch(/Reset your password/);

    // A reset code to the member's number: in Vietnamese once the member chose it, whatever the page.
    await setModule(t, modIds.forgotPasswordByPhone, true);
    try {
      expect((await setLanguage('VI')).statusCode).toBe(200);
      const mobile = `4${String(Date.now()).slice(-8)}`;
      await t.db
        .updateTable('customer')
        .set({ mobile_num: mobile, country_dialing_code: '84' })
        .where('username', '=', username)
        .execute();
      const sent = await t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        remoteAddress: freshIp(),
        headers: demo({ language: 'EN' }),
        payload: { countryDialingCode: '84', mobileNo: mobile, purpose: 'reset' },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const text = await t.db
        .selectFrom('sms_outbox')
        .select('text')
        .where('phone', '=', `84-${mobile}`)
        .executeTakeFirstOrThrow();
      expect(text.text).toMatch(/Mã xác minh/);
    } finally {
      await setModule(t, modIds.forgotPasswordByPhone, false);
    }
  });
});

describe('forgot password', () => {
  it('by email: the same answer for a wrong pair, a reset link over SMTP for the right one, and the link works once', async () => {
    const username = unique('mailer');
    const reg = await register({ ...base(username), email: `${username}@example.test` });
    expect(reg.statusCode, reg.body).toBe(200);
    const form = (u: string, e: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: demo({ 'content-type': 'application/x-www-form-urlencoded', language: 'EN' }),
        payload: `username=${encodeURIComponent(u)}&email=${encodeURIComponent(e)}`,
      });
    const before = received.length;
    const wrongPair = await form(username, 'someone@else.test');
    const unknown = await form('no_such_user', 'x@y.test');
    expect(wrongPair.json()).toEqual(unknown.json());
    expect(received.length).toBe(before);

    const right = await form(username, `${username}@example.test`);
    expect(right.json()).toEqual(wrongPair.json());
    await expect.poll(() => received.length, { timeout: 5_000 }).toBe(before + 1);
    const mail = received.at(-1)!;
    expect(mail.to).toBe(`${username}@example.test`);
    const token = mail.body.replace(/=\r?\n/g, '').match(/resetToken=([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeTruthy();

    const reset = (newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/member/password/reset',
        headers: demo(),
        payload: { token, newPassword },
      });
    expect((await reset('bad pass')).json().errorCode).toBe('request_param_err');
    const done = await reset('Changed#456');
    expect(done.statusCode, done.body).toBe(200);
    expect(successEnvelope(loginValue).parse(done.json()).value.userName).toBe(username);
    expect((await reset('Again#789')).json().errorCode).toBe('reset.link.invalid');
    expect((await login({ username, password: 'Changed#456' })).statusCode).toBe(200);
  });
});
