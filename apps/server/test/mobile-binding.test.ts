import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, lastSmsCode, registerMember, startTestApp, type TestContext } from './harness.ts';

// Decision 0051: the security centre's profile (contacts, birthday, address, ID number) and binding a mobile
// number after registration with an SMS code; changing a verified number needs a code sent to it too. The
// newbie tasks' MOBILE_VERIFIED and contact fields follow what is bound and saved.

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const call = async (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const res = await t.app.inject({
    method,
    url,
    headers: demo({ authorization: token, language: 'EN' }),
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, json: res.json() };
};
const profileOf = async (token: string) => (await call(token, 'GET', '/wps/member/profile')).json.value;
const accomplished = async (token: string) =>
  (await call(token, 'GET', '/wps/relay/MCSFE_getRegisterPromotionList')).json.value
    .accomplishedFields as string[];
/** Moves the last send back past the minute between sends (the outbox keeps its text). */
const ageSends = () =>
  t.db
    .updateTable('sms_code')
    .set({ created_at: new Date(Date.now() - 120_000) })
    .execute();

describe('profile fields', () => {
  it('saves contacts, birthday, address and ID number; refuses a day that is not real or in the future', async () => {
    const m = await registerMember(t, 'pf');
    expect(await profileOf(m.token)).toEqual({
      email: null,
      payeeName: null,
      birthday: null,
      address: null,
      idNumber: null,
      qqNum: null,
      line: null,
      whatsapp: null,
      zalo: null,
      facebook: null,
      wechat: null,
      mobileNum: null,
      countryDialingCode: null,
      mobileVerified: false,
    });
    for (const birthday of ['2001-02-30', '2999-01-01', '1850-05-05']) {
      const r = await call(m.token, 'PUT', '/wps/member/info', { birthday });
      expect([r.status, r.json.errorCode, r.json.value]).toEqual([
        400,
        'request_param_err',
        { birthday: 'validation.date' },
      ]);
    }
    expect(await accomplished(m.token)).toEqual([]);
    const saved = await call(m.token, 'PUT', '/wps/member/info', {
      birthday: '1990-07-15',
      address: '1 Demo Road, Taipei',
      idNumber: 'A123456789',
      zalo: '0912888',
      line: 'line-88',
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(await profileOf(m.token)).toMatchObject({
      birthday: '1990-07-15',
      address: '1 Demo Road, Taipei',
      idNumber: 'A123456789',
      zalo: '0912888',
      line: 'line-88',
      qqNum: null,
    });
    expect((await accomplished(m.token)).sort()).toEqual([
      'ADDRESS',
      'BIRTHDAY',
      'ID_NUMBER',
      'LINE',
      'ZALO',
    ]);
    // An empty value clears the field.
    await call(m.token, 'PUT', '/wps/member/info', { zalo: '' });
    expect((await profileOf(m.token)).zalo).toBeNull();
    expect(await accomplished(m.token)).not.toContain('ZALO');
  });
});

describe('mobile binding', () => {
  it('binds a number with its code; another member cannot take it; a change needs the current number’s code', async () => {
    const m = await registerMember(t, 'mb');
    const sendBind = (token: string, mobileNo: string) =>
      call(token, 'POST', '/wps/verification/sms/bind', { countryDialingCode: '+886', mobileNo });
    const bind = (token: string, body: object) => call(token, 'PUT', '/wps/member/mobile', body);

    expect((await sendBind(m.token, '912000111')).status).toBe(200);
    const code = await lastSmsCode(t, '886-912000111');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await bind(m.token, { countryDialingCode: '+886', mobileNum: '912000111', verificationCode: wrong }))
        .json.errorCode,
    ).toBe('sms.code.invalid');
    expect((await profileOf(m.token)).mobileVerified).toBe(false);
    const bound = await bind(m.token, {
      countryDialingCode: '+886',
      mobileNum: '912000111',
      verificationCode: code,
    });
    expect(bound.status, JSON.stringify(bound.json)).toBe(200);
    expect(bound.json.value).toMatchObject({
      mobileNum: '912***111',
      countryDialingCode: '+886',
      mobileVerified: true,
    });
    expect(await accomplished(m.token)).toEqual(
      expect.arrayContaining(['MOBILE_VERIFIED', 'CONTACT_NUMBER']),
    );
    // The code is spent.
    expect(
      (await bind(m.token, { countryDialingCode: '+886', mobileNum: '912000111', verificationCode: code }))
        .json.value,
    ).toEqual({
      mobileNum: 'validation.mobileSame',
    });

    // Another member: the number is taken, no code is sent.
    const other = await registerMember(t, 'mb');
    const taken = await sendBind(other.token, '912000111');
    expect([taken.status, taken.json.errorCode]).toEqual([400, 'mobile.exists']);

    // A change: the new number's code alone is not enough.
    await ageSends();
    expect((await sendBind(m.token, '912000222')).status).toBe(200);
    const newCode = await lastSmsCode(t, '886-912000222');
    const noCurrent = await bind(m.token, {
      countryDialingCode: '+886',
      mobileNum: '912000222',
      verificationCode: newCode,
    });
    expect(noCurrent.json).toMatchObject({
      errorCode: 'request_param_err',
      value: { currentCode: 'validation.required' },
    });
    await ageSends();
    expect((await call(m.token, 'POST', '/wps/verification/sms/current')).status).toBe(200);
    const currentCode = await lastSmsCode(t, '886-912000111');
    expect(currentCode).not.toBe(code);
    const changed = await bind(m.token, {
      countryDialingCode: '+886',
      mobileNum: '912000222',
      verificationCode: newCode,
      currentCode,
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect(changed.json.value).toMatchObject({ mobileNum: '912***222', mobileVerified: true });
    // The old number is free again.
    await ageSends();
    expect((await sendBind(other.token, '912000111')).status).toBe(200);
  });

  it('a member without a verified number cannot ask for a current-number code; a trial account cannot bind', async () => {
    const m = await registerMember(t, 'mc');
    expect((await call(m.token, 'POST', '/wps/verification/sms/current')).json.errorCode).toBe(
      'mobile.not.verified',
    );
    await t.db.updateTable('customer').set({ type: 4 }).where('id', '=', m.id).execute();
    expect(
      (
        await call(m.token, 'POST', '/wps/verification/sms/bind', {
          countryDialingCode: '+886',
          mobileNo: '912000333',
        })
      ).json.errorCode,
    ).toBe('trial.account.forbidden');
    // Bad input: a malformed number.
    const bad = await call(m.token, 'POST', '/wps/verification/sms/bind', {
      countryDialingCode: '+886',
      mobileNo: '12ab',
    });
    expect([bad.status, bad.json.errorCode]).toEqual([400, 'request_param_err']);
  });
});
