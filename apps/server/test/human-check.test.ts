import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geetestCheck, imageCaptchaCheck } from '../src/lib/human-check.ts';

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
