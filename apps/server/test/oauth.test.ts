import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginValue, oauthLinkValue, oauthProvidersValue, successEnvelope } from '@portal/contract';
import { modIds } from '@portal/contract/constants';
import { oauth2Provider } from '../src/lib/oauth.ts';
import { demo, registerBody, setModule, startTestApp, type TestContext } from './harness.ts';

// Social sign-in through the OAuth provider interface, against a small identity provider on a real
// loopback HTTP port: start, callback, link at registration, login ticket, and the refusals.

/** An identity provider: codes map to people; the token endpoint checks the client secret. */
function startIdentityProvider() {
  const people: Record<string, { sub: string; email: string; name: string }> = {
    'code-alice': { sub: 'alice-1', email: 'alice@example.com', name: 'Alice' },
  };
  const tokens = new Map<string, { sub: string; email: string; name: string }>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.url === '/token' && req.method === 'POST') {
        const form = new URLSearchParams(body);
        const person = people[form.get('code') ?? ''];
        if (form.get('client_secret') !== 'secret' || !person || !form.get('redirect_uri')) {
          res.writeHead(400).end('{"error":"invalid_grant"}');
          return;
        }
        const token = `at-${person.sub}-${tokens.size}`;
        tokens.set(token, person);
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ access_token: token }));
        return;
      }
      if (req.url === '/userinfo') {
        const person = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
        if (!person) res.writeHead(401).end();
        else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(person));
        return;
      }
      res.writeHead(404).end();
    });
  });
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) });
    }),
  );
}

let t: TestContext;
let idp: Awaited<ReturnType<typeof startIdentityProvider>>;
beforeAll(async () => {
  idp = await startIdentityProvider();
  t = await startTestApp({
    oauthProviders: [
      oauth2Provider({
        id: 'google',
        clientId: 'portal',
        clientSecret: 'secret',
        authorizeEndpoint: `${idp.url}/authorize`,
        tokenEndpoint: `${idp.url}/token`,
        userInfoEndpoint: `${idp.url}/userinfo`,
        scope: 'openid email',
      }),
    ],
  });
  await setModule(t, modIds.googleLogin, true);
  await setModule(t, modIds.facebookLogin, true);
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/** Starts a sign-in and returns the state and its cookie. */
async function start() {
  const res = await t.app.inject({
    url: '/oauth/google/start?merchant=demo',
    headers: { host: 'portal.test' },
  });
  expect(res.statusCode, res.body).toBe(302);
  const location = new URL(String(res.headers.location));
  expect(location.origin + location.pathname).toBe(`${idp.url}/authorize`);
  expect(location.searchParams.get('redirect_uri')).toBe('http://portal.test/oauth/google/callback');
  expect(location.searchParams.get('client_id')).toBe('portal');
  const state = location.searchParams.get('state')!;
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  expect(cookie).toBe(`oauth_state=${state}`);
  expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/i);
  return { state, cookie };
}

const callback = (state: string, code: string, cookie?: string) =>
  t.app.inject({
    url: `/oauth/google/callback?state=${encodeURIComponent(state)}&code=${code}`,
    headers: { host: 'portal.test', ...(cookie ? { cookie } : {}) },
  });

const registerWith = (username: string, oauthLink: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/wps/member/register',
    headers: demo(),
    payload: { ...registerBody(username), oauthLink },
  });

describe('social sign-in', () => {
  it('offers only providers that are configured and switched on', async () => {
    const res = await t.app.inject({ url: '/wps/oauth/providers', headers: demo() });
    // FACEBOOKLOGIN3 is on too, but Facebook has no credentials here: hidden.
    expect(successEnvelope(oauthProvidersValue).parse(res.json()).value.providers).toEqual(['google']);
    await setModule(t, modIds.googleLogin, false);
    try {
      const off = await t.app.inject({ url: '/wps/oauth/providers', headers: demo() });
      expect(off.json().value.providers).toEqual([]);
      const refused = await t.app.inject({ url: '/oauth/google/start?merchant=demo' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ errorCode: 'function.not.available' });
    } finally {
      await setModule(t, modIds.googleLogin, true);
    }
  });

  it('links a new identity at registration, then logs it in with a one-time ticket', async () => {
    const first = await start();
    const back = await callback(first.state, 'code-alice', first.cookie);
    expect(back.statusCode).toBe(302);
    const linkUrl = new URL(String(back.headers.location), 'http://portal.test');
    expect(linkUrl.pathname).toBe('/register');
    expect(linkUrl.searchParams.get('provider')).toBe('google');
    const link = linkUrl.searchParams.get('oauthLink')!;

    const peek = await t.app.inject({ url: `/wps/oauth/link?ticket=${link}`, headers: demo() });
    expect(successEnvelope(oauthLinkValue).parse(peek.json()).value).toEqual({
      provider: 'google',
      email: 'alice@example.com',
      name: 'Alice',
    });

    const registered = await registerWith('alicesocial', link);
    expect(registered.statusCode, registered.body).toBe(200);
    // The ticket is spent: a second registration with it is refused before anything is written.
    const again = await registerWith('alicetwice', link);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errorCode: 'oauth.ticket.invalid' });
    const twice = await t.db
      .selectFrom('customer')
      .select('id')
      .where('username', '=', 'alicetwice')
      .executeTakeFirst();
    expect(twice).toBeUndefined();

    // Signing in again finds the linked account.
    const second = await start();
    const back2 = await callback(second.state, 'code-alice', second.cookie);
    const loginUrl = new URL(String(back2.headers.location), 'http://portal.test');
    expect(loginUrl.pathname).toBe('/');
    const ticket = loginUrl.searchParams.get('oauthLogin')!;
    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/oauth/login',
      headers: demo(),
      payload: { ticket },
    });
    expect(login.statusCode, login.body).toBe(200);
    const value = successEnvelope(loginValue).parse(login.json()).value;
    expect(value).toMatchObject({ userName: 'alicesocial', passwordExpired: false });
    const info = await t.app.inject({
      url: '/wps/member/info',
      headers: demo({ authorization: value.token }),
    });
    expect(info.json().value.account).toBe('alicesocial');

    const replay = await t.app.inject({
      method: 'POST',
      url: '/wps/oauth/login',
      headers: demo({ language: 'EN' }),
      payload: { ticket },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      errorCode: 'oauth.ticket.invalid',
      message: 'The sign-in has expired or was already used, please try again',
    });
  });

  it('refuses a callback without the state cookie, a replayed state and a code the provider rejects', async () => {
    const { state, cookie } = await start();
    const noCookie = await callback(state, 'code-alice');
    expect(noCookie.headers.location).toBe('/?oauthError=1');

    const other = await start();
    const bad = await callback(other.state, 'code-unknown', other.cookie);
    expect(bad.headers.location).toBe('/?oauthError=1');
    // The state was spent by that attempt: replaying it with a good code fails too.
    const replay = await callback(other.state, 'code-alice', other.cookie);
    expect(replay.headers.location).toBe('/?oauthError=1');
    // The first state was never used (its callback lacked the cookie), so it still works once.
    const good = await callback(state, 'code-alice', cookie);
    expect(String(good.headers.location)).toMatch(/^\/\?oauthLogin=/);
  });
});
