import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/env.ts';
import { geetestCheck, imageCaptchaCheck } from '../src/lib/human-check.ts';
import { demo, startTestApp } from './harness.ts';

// The human-verification providers: Geetest v4's validate call against a loopback validator that
// checks the signature as Geetest does, and the built-in image captcha adapter.

const KEY = 'geetest-key';
let validator: http.Server;
let endpoint: string;
const seen: URLSearchParams[] = [];

beforeAll(async () => {
  validator = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      const url = new URL(req.url ?? '/', 'http://x');
      const signed = createHmac('sha256', KEY)
        .update(form.get('lot_number') ?? '')
        .digest('hex');
      const good =
        url.searchParams.get('captcha_id') === 'gt-id' &&
        form.get('sign_token') === signed &&
        form.get('pass_token') === 'passed';
      if (form.get('lot_number') === 'broken') res.writeHead(500).end();
      else
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ result: good ? 'success' : 'fail' }));
    });
  });
  await new Promise<void>((r) => validator.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(validator.address() as AddressInfo).port}/validate`;
});
afterAll(() => new Promise<void>((r) => validator.close(() => r())));

const result = (lot: string, pass: string) => ({
  lot_number: lot,
  captcha_output: 'out',
  pass_token: pass,
  gen_time: '1700000000',
});

describe('Geetest v4 provider', () => {
  it('passes a result the validator accepts, signed with the captcha key', async () => {
    const check = geetestCheck({ captchaId: 'gt-id', captchaKey: KEY, endpoint });
    expect(await check.verify({ geetest: result('lot-1', 'passed') })).toBe(true);
    expect(seen.at(-1)?.get('sign_token')).toBe(createHmac('sha256', KEY).update('lot-1').digest('hex'));
  });

  it('fails a rejected result, a wrong key, missing fields, a validator error and an unreachable one', async () => {
    const check = geetestCheck({ captchaId: 'gt-id', captchaKey: KEY, endpoint });
    expect(await check.verify({ geetest: result('lot-2', 'forged') })).toBe(false);
    const wrongKey = geetestCheck({ captchaId: 'gt-id', captchaKey: 'other', endpoint });
    expect(await wrongKey.verify({ geetest: result('lot-3', 'passed') })).toBe(false);
    expect(await check.verify({ captcha: '1234' })).toBe(false);
    expect(await check.verify({ geetest: result('broken', 'passed') })).toBe(false);
    const down = geetestCheck({
      captchaId: 'gt-id',
      captchaKey: KEY,
      endpoint: 'http://127.0.0.1:1/validate',
    });
    expect(await down.verify({ geetest: result('lot-4', 'passed') })).toBe(false);
  });
});

describe('image captcha provider', () => {
  it('hands the captcha id and text to the captcha check', async () => {
    const calls: [string | undefined, string | undefined][] = [];
    const check = imageCaptchaCheck(async (id, answer) => {
      calls.push([id, answer]);
      return id === 'c1' && answer === '4321';
    });
    expect(check.kind).toBe('captcha');
    expect(await check.verify({ captchaId: 'c1', captcha: '4321' })).toBe(true);
    expect(await check.verify({ captchaId: 'c1', captcha: '0000' })).toBe(false);
    expect(calls).toEqual([
      ['c1', '4321'],
      ['c1', '0000'],
    ]);
  });
});

describe('Geetest configured on the server (issue 14 item 22)', () => {
  it('refuses half a configuration or a bad URL at start, with a clear message', () => {
    expect(() => loadConfig({ GEETEST_ID: 'gt-id' })).toThrow(ConfigError);
    expect(() => loadConfig({ GEETEST_KEY: 'k' })).toThrow(/GEETEST_ID and GEETEST_KEY must be set together/);
    expect(() =>
      loadConfig({ GEETEST_ID: 'a', GEETEST_KEY: 'b', GEETEST_VALIDATE_URL: 'gcaptcha4' }),
    ).toThrow(/GEETEST_VALIDATE_URL must be an http\(s\) URL/);
    expect(loadConfig({ GEETEST_ID: 'a', GEETEST_KEY: 'b' })).toMatchObject({
      geetestScriptUrl: 'https://static.geetest.com/v4/gt4.js',
      geetestValidateUrl: 'https://gcaptcha4.geetest.com/validate',
    });
  });

  it(
    'tells the web app which widget to load, lets its origin through the CSP and validates at the configured URL',
    { timeout: 300_000 },
    async () => {
      const scriptUrl = 'http://127.0.0.1:5549/gt4.js';
      const t = await startTestApp({
        config: {
          geetestId: 'gt-id',
          geetestKey: KEY,
          geetestScriptUrl: scriptUrl,
          geetestValidateUrl: endpoint,
        },
      });
      try {
        const config = await t.app.inject({ url: '/wps/captcha/geetest', headers: demo() });
        expect(config.json()).toEqual({ success: true, value: { captchaId: 'gt-id', scriptUrl } });
        const page = await t.app.inject({ url: '/' });
        expect(page.headers['content-security-policy']).toContain("script-src 'self' http://127.0.0.1:5549");
        const login = (body: Record<string, unknown>) =>
          t.app.inject({
            method: 'POST',
            url: '/wps/session/login',
            remoteAddress: '10.9.9.9',
            headers: demo(),
            payload: { username: 'demo_member', ...body },
          });
        for (const password of ['wrong-1-pass', 'wrong-2-pass']) await login({ password });
        expect((await login({ password: 'Demo#2026' })).json().errorCode).toBe('captcha.invalid');
        const forged = await login({ password: 'Demo#2026', geetest: result('lot-9', 'forged') });
        expect(forged.json().errorCode).toBe('captcha.invalid');
        const passed = await login({ password: 'Demo#2026', geetest: result('lot-10', 'passed') });
        expect(passed.statusCode, passed.body).toBe(200);
        expect(seen.at(-1)?.get('lot_number')).toBe('lot-10');
      } finally {
        await t.close();
      }
    },
  );

  it(
    'answers null without Geetest, so the web app shows the image captcha',
    { timeout: 300_000 },
    async () => {
      const t = await startTestApp();
      try {
        const config = await t.app.inject({ url: '/wps/captcha/geetest', headers: demo() });
        expect(config.json()).toEqual({ success: true, value: null });
        expect((await t.app.inject({ url: '/' })).headers['content-security-policy']).toContain(
          "script-src 'self';",
        );
      } finally {
        await t.close();
      }
    },
  );
});
