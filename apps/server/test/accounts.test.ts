// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginValue,
  loginVerificationValue,
  memberInfoValue,
  modIds,
  successEnvelope,
} from '@portal/contract';
import { hashPassword } from '../src/lib/passwords.ts';
import { semaphore } from '../src/lib/semaphore.ts';
import { authPolicy } from '../src/modules/accounts/service.ts';
import { demo, registerBody, registerMember, setModule, startTestApp, type TestContext } from './harness.ts';

const CAPTCHA = '4321';
let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ captchaText: () => CAPTCHA });
});
afterAll(() => t?.close());

let ipCounter = 0;
/** Each test speaks from its own address so per-IP counters of one test do not leak into another. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function login(
  body: Record<string, unknown>,
  opts: { ip?: string; cookie?: string; language?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: demo({
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(opts.language ? { language: opts.language } : {}),
    }),
    payload: body,
  });
}

async function captchaCookie(ip: string) {
  const res = await t.app.inject({ url: '/wps/captcha', remoteAddress: ip, headers: demo() });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const png = Buffer.from(res.json().value, 'base64');
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  const setCookie = String(res.headers['set-cookie']);
  expect(setCookie).toMatch(/HttpOnly/i);
  return setCookie.split(';')[0]!;
}

const tokenOf = (res: { json: () => unknown }) => successEnvelope(loginValue).parse(res.json()).value.token;
const memberInfo = (token: string) =>
  t.app.inject({ url: '/wps/member/info', headers: demo({ authorization: token }) });

describe('login', () => {
  it('logs the demo member in and returns a 256-bit token that opens member info', async () => {
    const res = await login(
      { username: ' demo_member ', password: 'Demo#2026', type: 'username' },
      { ip: freshIp() },
    );
    expect(res.statusCode, res.body).toBe(200);
    const value = successEnvelope(loginValue).parse(res.json()).value;
    expect(value).toMatchObject({ userName: 'demo_member', customerType: 0, passwordExpired: false });
    expect(Buffer.from(value.token, 'base64url')).toHaveLength(32);
    const info = successEnvelope(memberInfoValue).parse((await memberInfo(value.token)).json()).value;
    expect(info).toMatchObject({ account: 'demo_member', type: 0, toUpline: '1' });
    const viaQuery = await t.app.inject({ url: `/wps/member/info?token=${value.token}`, headers: demo() });
    expect(viaQuery.statusCode).toBe(200);
  });

  it('reports the first login once', async () => {
    const ip = freshIp();
    const first = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      remoteAddress: ip,
      headers: demo(),
      payload: {},
    });
    expect(first.json().value.firstTimeLogin).toBe(true);
    const agent1 = successEnvelope(loginValue).parse(
      (await login({ username: 'demo_agent', password: 'Demo#2026' }, { ip })).json(),
    );
    const agent2 = successEnvelope(loginValue).parse(
      (await login({ username: 'demo_agent', password: 'Demo#2026' }, { ip })).json(),
    );
    expect(agent2.value.firstTimeLogin).toBe(false);
    expect(agent1.value.customerType).toBe(1);
  });

  it('answers an unknown account exactly like a wrong password (no enumeration)', async () => {
    const wrong = await login(
      { username: 'demo_member', password: 'nope-nope' },
      { ip: freshIp(), language: 'EN' },
    );
    const unknown = await login(
      { username: 'nobody_here', password: 'nope-nope' },
      { ip: freshIp(), language: 'EN' },
    );
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({
      success: false,
      errorCode: 'account.password.incorrect',
      message: 'Account or password incorrect',
    });
  });

  it('refuses empty fields with request_param_err naming them', async () => {
    const res = await login({ username: '', password: '' }, { ip: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'request_param_err',
      value: { username: 'required', password: 'required' },
    });
  });

  it('asks for a captcha after two failures, checks it on the server and spends it once', async () => {
    const ip = freshIp();
    const user = { username: 'demo_agent', password: 'wrong-password' };
    expect((await login(user, { ip })).json().value).toBeUndefined();
    const second = await login(user, { ip });
    expect(second.json()).toMatchObject({
      errorCode: 'account.password.incorrect',
      value: { captcha: true },
    });

    const right = { username: 'demo_agent', password: 'Demo#2026' };
    const noCaptcha = await login(right, { ip });
    expect(noCaptcha.json()).toMatchObject({ errorCode: 'captcha.invalid', value: { captcha: true } });
    const cookie = await captchaCookie(ip);
    const wrongAnswer = await login({ ...right, captcha: '0000' }, { ip, cookie });
    expect(wrongAnswer.json().errorCode).toBe('captcha.invalid');
    const reused = await login({ ...right, captcha: CAPTCHA }, { ip, cookie });
    expect(reused.json().errorCode).toBe('captcha.invalid');
    const fresh = await captchaCookie(ip);
    const ok = await login({ ...right, captcha: CAPTCHA }, { ip, cookie: fresh });
    expect(ok.statusCode, ok.body).toBe(200);
    // Success clears the counters: the next login needs no captcha.
    expect((await login(right, { ip })).statusCode).toBe(200);
  });

  it(
    'locks the account after repeated failures, even against the right password',
    { timeout: 60_000 },
    async () => {
      await t.db.deleteFrom('auth_throttle').execute();
      const ip = freshIp();
      const user = 'demo_member';
      for (let i = 0; i < authPolicy.lockAccountAfterFailures; i++) {
        const cookie = await captchaCookie(ip);
        const res = await login({ username: user, password: `bad-${i}`, captcha: CAPTCHA }, { ip, cookie });
        expect(res.json().errorCode, `attempt ${i + 1}`).toBe('account.password.incorrect');
      }
      const cookie = await captchaCookie(freshIp());
      const locked = await login(
        { username: user, password: 'Demo#2026', captcha: CAPTCHA },
        { ip: freshIp(), cookie },
      );
      expect(locked.statusCode).toBe(403);
      expect(locked.json().errorCode).toBe('account.locked');
      // The lock expires on its own; lift it so the next tests start clean.
      await t.db.deleteFrom('auth_throttle').execute();
    },
  );
});

describe('captcha per account, and per address only past a higher threshold', () => {
  const throttled = async (ip: string) =>
    (
      await t.db
        .selectFrom('auth_throttle')
        .select('failures')
        .where('key', '=', `ip:${ip}`)
        .executeTakeFirst()
    )?.failures ?? 0;
  const newMember = async (prefix: string) => {
    const { id } = await registerMember(t, prefix);
    const row = await t.db
      .selectFrom('customer')
      .select('username')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { username: row.username, password: registerBody(row.username).password };
  };

  it('lets a brand-new account log in without a captcha after other accounts failed from the same address', async () => {
    // One carrier NAT: someone else's two typos must not put every member behind a captcha.
    const ip = freshIp();
    for (let i = 0; i < authPolicy.captchaAfterFailures; i++)
      await login({ username: 'demo_agent', password: `typo-${i}` }, { ip });
    const other = await login({ username: 'demo_agent', password: 'Demo#2026' }, { ip });
    expect(other.json()).toMatchObject({ errorCode: 'captcha.invalid', value: { captcha: true } });
    const fresh = await newMember('nat');
    const res = await login({ username: fresh.username, password: fresh.password }, { ip });
    expect(res.statusCode, res.body).toBe(200);
    await t.db.deleteFrom('auth_throttle').execute();
  });

  it(
    'asks every account on an address for a captcha once the address reaches its own threshold',
    { timeout: 60_000 },
    async () => {
      const ip = freshIp();
      // One wrong guess each on many accounts (password spraying): no account reaches its threshold.
      for (let i = 0; i < authPolicy.captchaAfterIpFailures - 1; i++) {
        const res = await login({ username: `spray_${ip}_${i}`, password: 'x-guess' }, { ip });
        expect(res.json(), `guess ${i + 1}`).toEqual(
          expect.not.objectContaining({ value: expect.anything() }),
        );
      }
      // A member behind the same address who mistypes once and then succeeds forgives only its own
      // failures: logging in to one's own account does not wipe the address's count.
      const member = await newMember('cafe');
      await login({ username: member.username, password: 'mistyped' }, { ip });
      expect(await throttled(ip)).toBe(authPolicy.captchaAfterIpFailures);
      // (the address now stands at its threshold, so the member's next login needs a captcha too)
      const cookie = await captchaCookie(ip);
      const ok = await login(
        { username: member.username, password: member.password, captcha: CAPTCHA },
        { ip, cookie },
      );
      expect(ok.statusCode, ok.body).toBe(200);
      expect(await throttled(ip)).toBe(authPolicy.captchaAfterIpFailures - 1);
      const last = await login({ username: `spray_${ip}_last`, password: 'x-guess' }, { ip });
      expect(last.json()).toMatchObject({
        errorCode: 'account.password.incorrect',
        value: { captcha: true },
      });
      // Now a brand-new account from that address needs one, and gets in with it.
      const fresh = await newMember('cafe2');
      const refused = await login({ username: fresh.username, password: fresh.password }, { ip });
      expect(refused.json()).toMatchObject({ errorCode: 'captcha.invalid', value: { captcha: true } });
      const again = await login(
        { username: fresh.username, password: fresh.password, captcha: CAPTCHA },
        { ip, cookie: await captchaCookie(ip) },
      );
      expect(again.statusCode, again.body).toBe(200);
      // Elsewhere the same account needs none.
      expect(
        (await login({ username: fresh.username, password: fresh.password }, { ip: freshIp() })).statusCode,
      ).toBe(200);
      await t.db.deleteFrom('auth_throttle').execute();
    },
  );
});

describe('parallel login attempts', () => {
  const codes = (answers: { json: () => { errorCode?: string } }[]) => {
    const count: Record<string, number> = {};
    for (const a of answers) {
      const code = a.json().errorCode ?? 'ok';
      count[code] = (count[code] ?? 0) + 1;
    }
    return count;
  };
  const failuresOf = async (key: string) =>
    (await t.db.selectFrom('auth_throttle').select('failures').where('key', '=', key).executeTakeFirst())
      ?.failures ?? 0;

  it(
    'let only the allowed number reach the password check before the captcha is required',
    { timeout: 60_000 },
    async () => {
      const { id } = await registerMember(t, 'race');
      const member = await t.db
        .selectFrom('customer')
        .select(['username', 'merchant_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const key = `acct:${member.merchant_id}:${member.username.toLowerCase()}`;
      const burst = () =>
        Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            login({ username: member.username, password: `wrong-${i}` }, { ip: freshIp() }),
          ),
        );
      // From a clean start: only the failures before the captcha threshold are checked.
      // account.password.incorrect is answered only after a password check.
      const first = codes(await burst());
      expect(first).toEqual({
        'account.password.incorrect': authPolicy.captchaAfterFailures,
        'captcha.invalid': 30 - authPolicy.captchaAfterFailures,
      });
      expect(await failuresOf(key)).toBe(authPolicy.captchaAfterFailures);
      // Past the threshold: none without a captcha.
      expect(codes(await burst())).toEqual({ 'captcha.invalid': 30 });
      expect(await failuresOf(key)).toBe(authPolicy.captchaAfterFailures);
    },
  );

  it(
    'count per IP too: one address guessing many accounts gets the same few checks',
    { timeout: 60_000 },
    async () => {
      const ip = freshIp();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => login({ username: `nobody_${ip}_${i}`, password: 'x' }, { ip })),
      );
      expect(codes(answers)).toEqual({
        'account.password.incorrect': authPolicy.captchaAfterIpFailures,
        'captcha.invalid': 30 - authPolicy.captchaAfterIpFailures,
      });
      expect(await failuresOf(`ip:${ip}`)).toBe(authPolicy.captchaAfterIpFailures);
    },
  );
});

describe('sessions', () => {
  it('keeps one active session per account: a second login ends the first with 401', async () => {
    const first = tokenOf(await login({ username: 'demo_member', password: 'Demo#2026' }, { ip: freshIp() }));
    const second = tokenOf(
      await login({ username: 'demo_member', password: 'Demo#2026' }, { ip: freshIp() }),
    );
    const old = await memberInfo(first);
    expect(old.statusCode).toBe(401);
    expect(old.json().errorCode).toBe('login.not.session');
    expect((await memberInfo(second)).statusCode).toBe(200);
  });

  it('revokes the token on logout, server-side', async () => {
    const token = tokenOf(await login({ username: 'demo_member', password: 'Demo#2026' }, { ip: freshIp() }));
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: demo({ authorization: token }),
    });
    expect(out.statusCode).toBe(200);
    expect((await memberInfo(token)).statusCode).toBe(401);
  });

  it('answers calls without a token, or with a forged one, with 401 login.not.session', async () => {
    for (const headers of [
      demo(),
      demo({ authorization: 'forged' }),
      demo({ authorization: 'x'.repeat(500) }),
    ]) {
      const res = await t.app.inject({ url: '/wps/member/info', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().errorCode).toBe('login.not.session');
    }
  });

  it('ends every session on a password change; the new password works, the old does not', async () => {
    const ip = freshIp();
    const token = tokenOf(await login({ username: 'demo_agent', password: 'Demo#2026' }, { ip }));
    const change = (body: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/member/password',
        headers: demo({ authorization: token }),
        payload: body,
      });
    const mismatch = await change({
      oldPassword: 'Demo#2026',
      newPassword: 'NewPass#2027',
      confirmNewPassword: 'other',
    });
    expect(mismatch.json()).toMatchObject({
      errorCode: 'request_param_err',
      value: { confirmNewPassword: 'inconsistent' },
    });
    const wrongOld = await change({
      oldPassword: 'nope',
      newPassword: 'NewPass#2027',
      confirmNewPassword: 'NewPass#2027',
    });
    expect(wrongOld.json().errorCode).toBe('password.old.incorrect');
    const done = await change({
      oldPassword: 'Demo#2026',
      newPassword: 'NewPass#2027',
      confirmNewPassword: 'NewPass#2027',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await memberInfo(token)).statusCode).toBe(401);
    expect((await login({ username: 'demo_agent', password: 'Demo#2026' }, { ip })).json().errorCode).toBe(
      'account.password.incorrect',
    );
    await t.db.deleteFrom('auth_throttle').execute();
    expect((await login({ username: 'demo_agent', password: 'NewPass#2027' }, { ip })).statusCode).toBe(200);
  });
});

describe('remember me and the agent site', () => {
  it('issues a one-day remember token that logs in without the password until the password changes', async () => {
    const ip = freshIp();
    const first = await login({ username: 'demo_member', password: 'Demo#2026', remember: true }, { ip });
    const { rememberToken } = successEnvelope(loginValue).parse(first.json()).value;
    expect(rememberToken).toBeTruthy();
    const row = await t.db
      .selectFrom('remember_token')
      .select(['token_hash', 'expires_at'])
      .executeTakeFirstOrThrow();
    expect(row.token_hash).not.toBe(rememberToken);
    expect(new Date(row.expires_at).getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);

    const again = await login({ username: 'demo_member', password: '', rememberToken }, { ip });
    expect(again.statusCode, again.body).toBe(200);
    // Another account's name with this token is a failed login.
    expect(
      (await login({ username: 'demo_agent', password: '', rememberToken }, { ip: freshIp() })).json()
        .errorCode,
    ).toBe('account.password.incorrect');

    const current = tokenOf(again);
    const change = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: demo({ authorization: current }),
      payload: { oldPassword: 'Demo#2026', newPassword: 'Demo#2026x', confirmNewPassword: 'Demo#2026x' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(
      (await login({ username: 'demo_member', password: '', rememberToken }, { ip: freshIp() })).json()
        .errorCode,
    ).toBe('account.password.incorrect');
    // Put the demo password back for the other tests.
    const back = tokenOf(await login({ username: 'demo_member', password: 'Demo#2026x' }, { ip: freshIp() }));
    await t.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: demo({ authorization: back }),
      payload: { oldPassword: 'Demo#2026x', newPassword: 'Demo#2026', confirmNewPassword: 'Demo#2026' },
    });
    await t.db.deleteFrom('auth_throttle').execute();
  });

  it('lets only agents into the agent site (error_not_agent for members)', async () => {
    // An earlier test changed the agent's password; give it a known one.
    const hash = await hashPassword('Demo#2026');
    await t.db
      .updateTable('customer')
      .set({ password_hash: hash })
      .where('username', '=', 'demo_agent')
      .execute();
    const member = await login(
      { username: 'demo_member', password: 'Demo#2026', site: 'agent' },
      { ip: freshIp(), language: 'EN' },
    );
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({
      errorCode: 'error_not_agent',
      message: 'This account is not an agent account',
    });
    const agent = await login(
      { username: 'demo_agent', password: 'Demo#2026', site: 'agent' },
      { ip: freshIp() },
    );
    expect(agent.statusCode, agent.body).toBe(200);
  });

  it('keeps agent-only accounts (isAgent 2) out of the portal with error_not_member, after the password', async () => {
    const { id } = await registerMember(t, 'pure');
    const row = await t.db
      .updateTable('customer')
      .set({ type: 2, password_hash: await hashPassword('Demo#2026') })
      .where('id', '=', id)
      .returning('username')
      .executeTakeFirstOrThrow();
    const portal = await login(
      { username: row.username, password: 'Demo#2026' },
      { ip: freshIp(), language: 'EN' },
    );
    expect(portal.statusCode).toBe(403);
    expect(portal.json()).toMatchObject({
      success: false,
      errorCode: 'error_not_member',
      message: 'This account is not a member account',
    });
    // A wrong password says nothing about the type.
    const wrong = await login({ username: row.username, password: 'Wrong#2026' }, { ip: freshIp() });
    expect(wrong.json().errorCode).toBe('account.password.incorrect');
    const agentSite = await login(
      { username: row.username, password: 'Demo#2026', site: 'agent' },
      { ip: freshIp() },
    );
    expect(agentSite.statusCode, agentSite.body).toBe(200);
    // Members and member-agents still log in to the portal.
    expect(
      (await login({ username: 'demo_agent', password: 'Demo#2026' }, { ip: freshIp() })).statusCode,
    ).toBe(200);
  });
});

describe('login from a new IP (LOGINIPVERF3)', () => {
  const verify = (body: Record<string, unknown>, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/session/login/verification',
      remoteAddress: ip,
      headers: demo(),
      payload: body,
    });
  /** A fresh member registered from `home`, with the given contact details. */
  async function member(contact: { mobile?: string; email?: string }, home: string) {
    const username = `ip${Date.now().toString(36).slice(-6)}${++ipCounter}`;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      remoteAddress: home,
      headers: demo(),
      payload: registerBody(username),
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.db
      .updateTable('customer')
      .set({
        mobile_num: contact.mobile ?? null,
        country_dialing_code: contact.mobile ? '84' : null,
        email: contact.email ?? null,
      })
      .where('username', '=', username)
      .execute();
    return username;
  }

  it('asks for an SMS code from a new IP, completes the login with it and remembers the IP', async () => {
    await setModule(t, modIds.loginIpVerification, true);
    try {
      const mobile = `9${String(Date.now()).slice(-8)}`;
      const home = freshIp();
      const username = await member({ mobile }, home);
      const password = registerBody(username).password;
      // The IP it registered from is known.
      expect((await login({ username, password }, { ip: home })).statusCode).toBe(200);

      const away = freshIp();
      const texts = () =>
        t.db.selectFrom('sms_outbox').select('text').where('phone', '=', `84-${mobile}`).execute();
      // A wrong password from the new IP: the usual answer and no text.
      expect((await login({ username, password: 'Wrong#1234' }, { ip: away })).json().errorCode).toBe(
        'account.password.incorrect',
      );
      expect(await texts()).toEqual([]);

      const asked = await login({ username, password, remember: true }, { ip: away, language: 'EN' });
      expect(asked.statusCode).toBe(403);
      const body = asked.json();
      expect(body).toMatchObject({ success: false, errorCode: 'login.verification.required' });
      const challenge = loginVerificationValue.parse(body.value);
      expect(challenge).toMatchObject({
        method: 'S',
        target: `+84 ${'*'.repeat(mobile.length - 3)}${mobile.slice(-3)}`,
      });
      const sent = await texts();
      expect(sent).toHaveLength(1);
      const code = sent[0]!.text.match(/\d{6}/)![0];
      // Asked again at once: no second text (each costs money).
      expect((await login({ username, password }, { ip: away })).statusCode).toBe(429);

      const wrong = code === '000000' ? '111111' : '000000';
      expect((await verify({ ...challenge, verificationCode: wrong }, away)).json().errorCode).toBe(
        'login.verification.invalid',
      );
      // The right code from yet another IP does not count.
      expect(
        (
          await verify({ verificationToken: challenge.verificationToken, verificationCode: code }, freshIp())
        ).json().errorCode,
      ).toBe('login.verification.invalid');
      const done = await verify(
        { verificationToken: challenge.verificationToken, verificationCode: code },
        away,
      );
      expect(done.statusCode, done.body).toBe(200);
      const value = successEnvelope(loginValue).parse(done.json()).value;
      expect(value.userName).toBe(username);
      expect(value.rememberToken).toBeTruthy();
      expect((await memberInfo(value.token)).statusCode).toBe(200);
      // Single use, and the IP is known now.
      expect(
        (
          await verify({ verificationToken: challenge.verificationToken, verificationCode: code }, away)
        ).json().errorCode,
      ).toBe('login.verification.invalid');
      expect((await login({ username, password }, { ip: away })).statusCode).toBe(200);
    } finally {
      await setModule(t, modIds.loginIpVerification, false);
    }
    // With the flag off (the demo's setting) a new IP logs in at once.
    const username = await member({ mobile: `8${String(Date.now()).slice(-8)}` }, freshIp());
    expect(
      (await login({ username, password: registerBody(username).password }, { ip: freshIp() })).statusCode,
    ).toBe(200);
  });

  it('sends the code by mail when the account has no mobile, in the member language, and dies after 5 wrong codes', async () => {
    await setModule(t, modIds.loginIpVerification, true);
    try {
      const username = await member({ email: 'player.one@example.test' }, freshIp());
      await t.db.updateTable('customer').set({ language: 'VI' }).where('username', '=', username).execute();
      const password = registerBody(username).password;
      const away = freshIp();
      const asked = await login({ username, password }, { ip: away, language: 'EN' });
      const challenge = loginVerificationValue.parse(asked.json().value);
      expect(challenge).toMatchObject({ method: 'E', target: 'p*********@example.test' });
      const mail = await t.db
        .selectFrom('mail_outbox')
        .select(['subject', 'body'])
        .where('recipient', '=', 'player.one@example.test')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(mail.subject).toMatch(/Mã đăng nhập/);
      const code = mail.body.match(/\d{6}/)![0];
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++)
        expect((await verify({ ...challenge, verificationCode: wrong }, away)).json().errorCode).toBe(
          'login.verification.invalid',
        );
      expect((await verify({ ...challenge, verificationCode: code }, away)).json().errorCode).toBe(
        'login.verification.invalid',
      );
    } finally {
      await setModule(t, modIds.loginIpVerification, false);
    }
  });
});

describe('free play', () => {
  it('creates a trial account (isAgent 4) that may not change a password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      remoteAddress: freshIp(),
      headers: demo(),
      payload: { platform: 'W' },
    });
    const value = successEnvelope(loginValue).parse(res.json()).value;
    expect(value.customerType).toBe(4);
    expect(value.userName).toMatch(/^trial_/);
    const info = successEnvelope(memberInfoValue).parse((await memberInfo(value.token)).json()).value;
    expect(info).toMatchObject({ type: 4, toUpline: '0' });
    const change = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: demo({ authorization: value.token, language: 'EN' }),
      payload: { oldPassword: 'x', newPassword: 'abcdef1', confirmNewPassword: 'abcdef1' },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toMatchObject({
      errorCode: 'trial.account.forbidden',
      message: 'Please Register An Account First',
    });
    // A trial account has no password: logging in by its name never works.
    const byName = await login({ username: value.userName, password: 'anything' }, { ip: freshIp() });
    expect(byName.json().errorCode).toBe('account.password.incorrect');
  });
});

describe('password hashing cap', () => {
  it('refuses at once when the queue is full instead of waiting', async () => {
    const gate = semaphore(1, 1);
    let release!: () => void;
    const blocker = gate.run(() => new Promise<void>((r) => (release = r)));
    const queued = gate.run(async () => 'queued');
    expect(await gate.run(async () => 'refused')).toBeUndefined();
    release();
    expect(await blocker).toEqual({ value: undefined });
    expect(await queued).toEqual({ value: 'queued' });
    expect(await gate.run(async () => 'later')).toEqual({ value: 'later' });
  });
});

describe('profile', () => {
  it('serves and sets the avatar from the offered ones, and updates checked profile fields', async () => {
    const token = tokenOf(await login({ username: 'demo_member', password: 'Demo#2026' }, { ip: freshIp() }));
    const auth = demo({ authorization: token });
    expect((await t.app.inject({ url: '/wps/member/info/icon', headers: auth })).json().value).toEqual({
      iconUrl: '/demo/default/avatar.svg',
    });
    const list = (await t.app.inject({ url: '/wps/relay/MCSFE_getPlayerAvatar', headers: auth })).json()
      .value;
    expect(list.options.length).toBeGreaterThan(1);
    const pick = list.options[1];
    const set = await t.app.inject({
      method: 'POST',
      url: '/wps/member/info/icon',
      headers: auth,
      payload: { iconUrl: pick },
    });
    expect(set.json().value).toEqual({ iconUrl: pick });
    const outside = await t.app.inject({
      method: 'POST',
      url: '/wps/member/info/icon',
      headers: auth,
      payload: { iconUrl: 'https://evil.test/x.png' },
    });
    expect(outside.statusCode).toBe(400);

    const update = (payload: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: '/wps/member/info', headers: auth, payload });
    expect((await update({ email: 'not-an-email' })).json().value).toEqual({
      email: 'validation.pattern.EMAIL',
    });
    expect(
      (await update({ nickname: 'Lucky', email: 'lucky@example.test', payeeName: 'Chen Lucky' })).statusCode,
    ).toBe(200);
    expect((await update({ payeeName: 'Someone Else' })).json().value).toEqual({
      payeeName: 'validation.payeeNameLocked',
    });
    const info = (await t.app.inject({ url: '/wps/member/info', headers: auth })).json().value;
    expect(info.nickname).toBe('Lucky');
  });
});
