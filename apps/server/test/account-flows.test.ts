import { afterEach, afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginValue,
  modIds,
  registerValue,
  smsSendValue,
  smsWaitValue,
  successEnvelope,
} from '@portal/contract';
import { smsPolicy } from '../src/modules/accounts/sms-codes.ts';
import { demo, lastSmsCode, registerMember, setModule, startTestApp, type TestContext } from './harness.ts';

/** Issue 14, items 16, 18 and 20: SMS waits, mobile sign-in ways, change and forgot password answers. */
let t: TestContext;
let n = 0;
let ipN = 0;
const freshIp = () => `10.14.${Math.floor(++ipN / 250)}.${ipN % 250}`;
const freshMobile = () => `9${String(Date.now() + ++n).slice(-8)}`;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const touched = new Set<string>();
const flags = async (on: Record<string, boolean>) => {
  for (const [modId, enabled] of Object.entries(on)) {
    touched.add(modId);
    await setModule(t, modId, enabled);
  }
};
afterEach(async () => {
  for (const modId of touched) await setModule(t, modId, false);
  touched.clear();
});

const sendSms = (mobile: string, ip: string, url = '/wps/verification/sms/register', extra = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: demo({ language: 'EN' }),
    payload: { countryDialingCode: '+886', mobileNo: mobile, ...extra },
  });
const codeOf = (phone: string) => lastSmsCode(t, phone);
/** Moves every code of a number back in time, as if that many seconds had passed. */
const age = async (phone: string, seconds: number) => {
  const rows = await t.db
    .selectFrom('sms_code')
    .select(['id', 'created_at'])
    .where('phone', '=', phone)
    .execute();
  for (const row of rows)
    await t.db
      .updateTable('sms_code')
      .set({ created_at: new Date(new Date(row.created_at).getTime() - seconds * 1000) })
      .where('id', '=', row.id)
      .execute();
};
const registerMobile = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/wps/member/register/mobile',
    remoteAddress: freshIp(),
    headers: demo(),
    payload: { countryDialingCode: '+886', agreeTerms: true, confirmAge: true, ...body },
  });
const login = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    remoteAddress: freshIp(),
    headers: demo(),
    payload: body,
  });

describe('SMS send waits (item 16)', () => {
  it('tells the seconds to wait in the send answer, and a 429 says when to try again', async () => {
    await flags({ [modIds.mobileRegistration]: true });
    const mobile = freshMobile();
    const ip = freshIp();
    const sent = await sendSms(mobile, ip);
    expect(sent.statusCode, sent.body).toBe(200);
    const value = successEnvelope(smsSendValue).parse(sent.json()).value;
    expect(value.retryAfter).toBe(smsPolicy.minSecondsBetweenSends);

    await age(`886-${mobile}`, 20);
    const again = await sendSms(mobile, ip);
    expect(again.statusCode).toBe(429);
    const body = again.json();
    expect(body.errorCode).toBe('sms.send.wait');
    const wait = smsWaitValue.parse(body.value).retryAfter;
    expect(wait).toBeGreaterThanOrEqual(39);
    expect(wait).toBeLessThanOrEqual(40);
    expect(again.headers['retry-after']).toBe(String(wait));
    expect(body.message).toContain(`${wait} s`);
  });

  it('after five sends in an hour, the 429 names the time the oldest send leaves the hour', async () => {
    await flags({ [modIds.mobileRegistration]: true });
    const mobile = freshMobile();
    for (let i = 0; i < smsPolicy.maxPerPhonePerHour; i++) {
      const sent = await sendSms(mobile, freshIp());
      expect(sent.statusCode, sent.body).toBe(200);
      const { retryAfter } = successEnvelope(smsSendValue).parse(sent.json()).value;
      // The last allowed send already tells the hour's wait: the first send, 40 minutes old, leaves in 20.
      if (i === smsPolicy.maxPerPhonePerHour - 1) expect(Math.abs(retryAfter - 1200)).toBeLessThanOrEqual(2);
      else expect(retryAfter).toBe(smsPolicy.minSecondsBetweenSends);
      await age(`886-${mobile}`, 600);
    }
    // The first send is now 50 minutes old: it leaves the window in 10 minutes.
    const refused = await sendSms(mobile, freshIp());
    expect(refused.statusCode).toBe(429);
    const wait = smsWaitValue.parse(refused.json().value).retryAfter;
    expect(wait).toBeGreaterThan(595);
    expect(wait).toBeLessThanOrEqual(600);
    expect(refused.headers['retry-after']).toBe(String(wait));
    expect(refused.json().message).toContain('10 min');
  });
});

describe('a pasted SMS code (item 20)', () => {
  it('is read without its spaces', async () => {
    await flags({
      [modIds.mobileRegistration]: true,
      [modIds.smsVerification]: true,
      [modIds.mobilePasswordRegistration]: true,
    });
    const mobile = freshMobile();
    expect((await sendSms(mobile, freshIp())).statusCode).toBe(200);
    const code = (await codeOf(`886-${mobile}`))!;
    const res = await registerMobile({
      mobileNum: mobile,
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      verificationCode: ` ${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('mobile registration sign-in ways (item 18, decision 0024)', () => {
  it('asks for passwords when no way in without one is open', async () => {
    await flags({ [modIds.mobileRegistration]: true });
    const mobile = freshMobile();
    const res = await registerMobile({ mobileNum: mobile });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'request_param_err',
      value: { password: expect.any(String) },
    });
    const withPassword = await registerMobile({
      mobileNum: mobile,
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
    });
    expect(withPassword.statusCode, withPassword.body).toBe(200);
    const { account } = successEnvelope(registerValue).parse(withPassword.json()).value;
    expect((await login({ username: account, password: 'Secret#123' })).statusCode).toBe(200);
  });

  it('without passwords, the member gets in by SMS login, or sets a password by phone', async () => {
    await flags({ [modIds.mobileRegistration]: true, [modIds.mobileCodeLogin]: true });
    const mobile = freshMobile();
    const res = await registerMobile({ mobileNum: mobile });
    expect(res.statusCode, res.body).toBe(200);
    const ip = freshIp();
    expect(
      (await sendSms(mobile, ip, '/wps/verification/sms/noLogin', { purpose: 'login' })).statusCode,
    ).toBe(200);
    const bySms = await login({
      type: 'sms',
      username: mobile,
      password: '',
      mobileNum: mobile,
      countryDialingCode: '+886',
      smsCode: await codeOf(`886-${mobile}`),
    });
    expect(bySms.statusCode, bySms.body).toBe(200);

    await flags({ [modIds.mobileCodeLogin]: false, [modIds.forgotPasswordByPhone]: true });
    const other = freshMobile();
    expect((await registerMobile({ mobileNum: other })).statusCode).toBe(200);
    expect(
      (await sendSms(other, freshIp(), '/wps/verification/sms/noLogin', { purpose: 'reset' })).statusCode,
    ).toBe(200);
    const set = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/verification',
      remoteAddress: freshIp(),
      headers: demo(),
      payload: {
        mobileNum: other,
        countryDialingCode: '+886',
        verificationCode: await codeOf(`886-${other}`),
        newPassword: 'Chosen#123',
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    const account = successEnvelope(loginValue).parse(set.json()).value.userName;
    expect((await login({ username: account, password: 'Chosen#123' })).statusCode).toBe(200);
  });
});

describe('password answers (item 20)', () => {
  it('a wrong current password in change-password says the current password is wrong', async () => {
    const { token } = await registerMember(t, 'cp');
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: demo({ authorization: token, language: 'EN' }),
      payload: { oldPassword: 'Not-it#999', newPassword: 'Newer#1234', confirmNewPassword: 'Newer#1234' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'password.old.incorrect',
      message: 'The current password is wrong',
    });
  });

  it('forgot by email refuses a user name with a space', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: demo({ 'content-type': 'application/x-www-form-urlencoded' }),
      payload: 'username=a%20b&email=a%40b.test',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'request_param_err',
      value: { username: 'validation.usernameNoSpaces' },
    });
  });
});
