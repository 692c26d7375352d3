import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositChannelsValue, loginValue, memberInfoValue, modIds, successEnvelope } from '@portal/contract';
import { demo, demoMerchantId, registerBody, setModule, startTestApp, type TestContext } from './harness.ts';
import { createAccountService } from '../src/modules/accounts/service.ts';

/**
 * Spec section 4 on the server (decision 0026): a session opened with a default or expired password
 * may only change the password, log out and read member info until the password changes.
 */
const DEFAULT_PASSWORD = 'Temp#2026';
let t: TestContext;
let n = 0;

beforeAll(async () => {
  t = await startTestApp();
  await t.db
    .updateTable('merchant')
    .set({
      settings: sql`jsonb_set(settings, '{defaultPassword}', ${JSON.stringify(DEFAULT_PASSWORD)}::jsonb)`,
    })
    .where('id', '=', await demoMerchantId(t))
    .execute();
  t.app.tenants.invalidate('demo');
});
afterAll(async () => {
  await t?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: Record<string, unknown>,
  lang = 'EN',
) =>
  t.app.inject({
    method,
    url,
    headers: demo({ language: lang, ...(token ? { authorization: token } : {}) }),
    payload,
  });

const login = async (username: string, password: string) => {
  const res = await call('POST', '/wps/session/login', undefined, { username, password, type: 'username' });
  expect(res.statusCode, res.body).toBe(200);
  return successEnvelope(loginValue).parse(res.json()).value;
};

/** A member whose password the operator has just reset to the merchant's default. */
async function memberOnDefaultPassword(): Promise<string> {
  const username = `fpc${Date.now().toString(36).slice(-5)}${n++}`;
  const res = await call('PUT', '/wps/member/register', undefined, registerBody(username));
  expect(res.statusCode, res.body).toBe(200);
  const tenant = await t.app.tenants.get('demo');
  expect(await createAccountService(t.db).resetToDefaultPassword(tenant!, username)).toBe(true);
  return username;
}

const refusedForChange = (res: { statusCode: number; json: () => { errorCode?: string } }) => {
  expect(res.statusCode).toBe(403);
  expect(res.json().errorCode).toBe('password.change.required');
};

describe('a login with the default password', () => {
  it('may only change the password, log out and read member info; the new password frees the account', async () => {
    const username = await memberOnDefaultPassword();
    const session = await login(username, DEFAULT_PASSWORD);
    expect(session.passwordExpired).toBe(true);
    const token = session.token;

    // Money and member calls are refused, in the request's language.
    const balance = await call('GET', '/wps/v2/wallets/balance', token);
    refusedForChange(balance);
    expect(balance.json()).toMatchObject({
      success: false,
      message: 'Please change your password before you continue',
    });
    expect((await call('GET', '/wps/v2/wallets/balance', token, undefined, 'TW')).json().message).toBe(
      '請先修改密碼再繼續',
    );
    refusedForChange(await call('GET', '/wps/relay/MCSFE_getDepositChannels', token));
    refusedForChange(
      await call('POST', '/wps/relay/MCSFE_deposit', token, {
        channelId: 1,
        amount: 100,
        requestId: `fpc-${Date.now()}`,
      }),
    );
    refusedForChange(await call('GET', '/wps/member/info/icon', token));
    // GET calls may carry the token in the query: the same refusal.
    refusedForChange(await t.app.inject({ url: `/wps/v2/wallets/balance?token=${token}`, headers: demo() }));

    // What the app needs to render and to ask for the change.
    const info = await call('GET', '/wps/member/info', token);
    expect(info.statusCode, info.body).toBe(200);
    expect(successEnvelope(memberInfoValue).parse(info.json()).value).toMatchObject({
      account: username,
      passwordChangeRequired: true,
    });

    // The current password must still be right.
    const wrong = await call('POST', '/wps/member/password', token, {
      oldPassword: 'not-it-1',
      newPassword: 'Chang3d#2026',
      confirmNewPassword: 'Chang3d#2026',
    });
    expect(wrong.json().errorCode).toBe('password.old.incorrect');
    const changed = await call('POST', '/wps/member/password', token, {
      oldPassword: DEFAULT_PASSWORD,
      newPassword: 'Chang3d#2026',
      confirmNewPassword: 'Chang3d#2026',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The change ended the session.
    expect((await call('GET', '/wps/member/info', token)).statusCode).toBe(401);

    const fresh = await login(username, 'Chang3d#2026');
    expect(fresh.passwordExpired).toBe(false);
    expect((await call('GET', '/wps/v2/wallets/balance', fresh.token)).statusCode).toBe(200);
    const channels = await call('GET', '/wps/relay/MCSFE_getDepositChannels', fresh.token);
    expect(channels.statusCode, channels.body).toBe(200);
    const sandbox = successEnvelope(depositChannelsValue)
      .parse(channels.json())
      .value.channels.find((c) => c.method === 'PG')!;
    const deposit = await call('POST', '/wps/relay/MCSFE_deposit', fresh.token, {
      channelId: sandbox.channelId,
      amount: 100,
      requestId: `fpc-${Date.now()}-ok`,
    });
    expect(deposit.statusCode, deposit.body).toBe(200);
    const freeInfo = successEnvelope(memberInfoValue).parse(
      (await call('GET', '/wps/member/info', fresh.token)).json(),
    ).value;
    expect(freeInfo.passwordChangeRequired).toBe(false);
  });

  it('may log out', async () => {
    const username = await memberOnDefaultPassword();
    const { token } = await login(username, DEFAULT_PASSWORD);
    const out = await call('DELETE', '/wps/session/logout', token);
    expect(out.statusCode, out.body).toBe(200);
    expect((await call('GET', '/wps/member/info', token)).statusCode).toBe(401);
  });

  it('issues no remember token (it would log in later without the change)', async () => {
    const username = await memberOnDefaultPassword();
    const res = await call('POST', '/wps/session/login', undefined, {
      username,
      password: DEFAULT_PASSWORD,
      type: 'username',
      remember: true,
    });
    const value = successEnvelope(loginValue).parse(res.json()).value;
    expect(value.passwordExpired).toBe(true);
    expect(value.rememberToken).toBeUndefined();
  });
});

describe('a login from a new IP (LOGINIPVERF3) with the default password', () => {
  it('carries the duty through the code that completes it', async () => {
    const username = await memberOnDefaultPassword();
    const mobile = `9${String(Date.now()).slice(-8)}`;
    await t.db
      .updateTable('customer')
      .set({ mobile_num: mobile, country_dialing_code: '84' })
      .where('username', '=', username)
      .execute();
    // The IP it registered from (inject's default) is known; this one is not.
    const away = '10.26.0.1';
    await setModule(t, modIds.loginIpVerification, true);
    try {
      const asked = await t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        remoteAddress: away,
        headers: demo(),
        payload: { username, password: DEFAULT_PASSWORD, type: 'username', remember: true },
      });
      expect(asked.json().errorCode, asked.body).toBe('login.verification.required');
      const { verificationToken } = asked.json().value as { verificationToken: string };
      const sms = await t.db
        .selectFrom('sms_outbox')
        .select('text')
        .where('phone', '=', `84-${mobile}`)
        .executeTakeFirstOrThrow();
      const done = await t.app.inject({
        method: 'POST',
        url: '/wps/session/login/verification',
        remoteAddress: away,
        headers: demo(),
        payload: { verificationToken, verificationCode: sms.text.match(/\d{6}/)![0] },
      });
      expect(done.statusCode, done.body).toBe(200);
      const value = successEnvelope(loginValue).parse(done.json()).value;
      expect(value.passwordExpired).toBe(true);
      expect(value.rememberToken).toBeUndefined();
      refusedForChange(await call('GET', '/wps/v2/wallets/balance', value.token));
    } finally {
      await setModule(t, modIds.loginIpVerification, false);
    }
  });
});

describe('an expired password under forced change (FORCEDPASSEXPCHNG)', () => {
  it('is held to the change like the default one', async () => {
    const username = `fpx${Date.now().toString(36).slice(-5)}${n++}`;
    expect((await call('PUT', '/wps/member/register', undefined, registerBody(username))).statusCode).toBe(
      200,
    );
    await t.db
      .updateTable('customer')
      .set({ password_changed_at: new Date(Date.now() - 200 * 86_400_000) })
      .where('username', '=', username)
      .execute();
    await setModule(t, modIds.forcedPasswordExpiryChange, true);
    try {
      const { token, passwordExpired } = await login(username, 'Secret#123');
      expect(passwordExpired).toBe(true);
      refusedForChange(await call('GET', '/wps/v2/wallets/balance', token));
    } finally {
      await setModule(t, modIds.forcedPasswordExpiryChange, false);
    }
  });
});

describe('an ordinary login', () => {
  it('is not affected', async () => {
    const { token, passwordExpired } = await login('demo_member', 'Demo#2026');
    expect(passwordExpired).toBe(false);
    expect((await call('GET', '/wps/v2/wallets/balance', token)).statusCode).toBe(200);
    expect((await call('GET', '/wps/relay/MCSFE_getDepositChannels', token)).statusCode).toBe(200);
    const info = successEnvelope(memberInfoValue).parse(
      (await call('GET', '/wps/member/info', token)).json(),
    );
    expect(info.value.passwordChangeRequired).toBe(false);
  });
});
