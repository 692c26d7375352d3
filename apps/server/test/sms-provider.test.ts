import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpSmsProvider } from '../src/lib/sms.ts';

/** A real HTTP gateway on loopback that checks the signature and answers 200, or 503 when told to. */
const calls: { body: string; signature: string | undefined }[] = [];
let failNext = false;
const gateway = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    calls.push({ body, signature: req.headers['x-signature'] as string | undefined });
    res.statusCode = failNext ? 503 : 200;
    failNext = false;
    res.end('{}');
  });
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
});
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

describe('the HTTP SMS provider', () => {
  it('posts the message with an HMAC-SHA256 signature of the exact body', async () => {
    const sms = httpSmsProvider({ url, secret: 's3cret', signature: 'Portal' });
    await sms.send({ merchantId: 1, phone: '886-912345678', text: 'code 123456' });
    const call = calls.at(-1)!;
    expect(JSON.parse(call.body)).toEqual({ to: '886-912345678', text: 'code 123456', signature: 'Portal' });
    expect(call.signature).toBe(createHmac('sha256', 's3cret').update(call.body).digest('hex'));
  });

  it('fails when the gateway refuses, so the caller does not report a send that did not happen', async () => {
    failNext = true;
    const sms = httpSmsProvider({ url, secret: 's3cret', signature: 'Portal' });
    await expect(sms.send({ merchantId: 1, phone: '1', text: 'x' })).rejects.toThrow('503');
  });
});
