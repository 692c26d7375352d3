import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, registerMember, startTestApp, type TestContext } from './harness.ts';

// Uploads (issue 13, defect 6): the deposit receipt route answers within a second whatever it is sent,
// with the spec's limits (PNG or JPEG by their bytes, 5 MB, one receipt a request: decision 0014).

let t: TestContext;
let token: string;
let orderId: string;
beforeAll(async () => {
  t = await startTestApp();
  const member = await registerMember(t, 'upl');
  token = member.token;
  const channel = await t.db
    .selectFrom('payment_channel')
    .select('id')
    .where('code', '=', 'BANK')
    .executeTakeFirstOrThrow();
  const created = await t.app.inject({
    method: 'POST',
    url: '/wps/relay/MCSFE_deposit',
    headers: demo({ authorization: token }),
    payload: { channelId: channel.id, amount: 500, requestId: 'upload-test-1' },
  });
  orderId = created.json().value.orderId as string;
});
afterAll(() => t?.close());

const png = (size = 64) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size, 7)]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 2)]);

const boundary = '----portal-upload-boundary';
type Part = { name: string; value: string } | { name: string; filename: string; type: string; bytes: Buffer };
function form(parts: Part[], end = true) {
  const chunks: Buffer[] = [];
  for (const p of parts)
    chunks.push(
      'bytes' in p
        ? Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`,
            ),
            p.bytes,
            Buffer.from('\r\n'),
          ])
        : Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`,
          ),
    );
  if (end) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
const image = (bytes: Buffer, name = 'image') => ({ name, filename: 'r.png', type: 'image/png', bytes });
const depositId = () => ({ name: 'depositId', value: orderId });

/**
 * Sends an upload and fails (instead of waiting for the test timeout) when no answer comes within a
 * second, or `withinMs`: storing a 5 MB picture in the embedded PGlite takes seconds on its own.
 */
async function upload(
  payload: Buffer | string,
  contentType = `multipart/form-data; boundary=${boundary}`,
  withinMs = 1000,
) {
  const started = Date.now();
  const res = await Promise.race([
    t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_depositUploadImage',
      headers: demo({ authorization: token, language: 'EN', 'content-type': contentType }),
      payload,
    }),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${withinMs} ms`)), withinMs),
    ),
  ]);
  const ms = Date.now() - started;
  expect(ms).toBeLessThan(withinMs);
  const body = res.json() as {
    success: boolean;
    errorCode?: string;
    message?: string;
    value?: Record<string, string>;
  };
  if (!body.success) expect(body.message).toBeTruthy();
  return { status: res.statusCode, body };
}

describe('the deposit receipt upload', () => {
  it('takes one PNG or JPEG under `image`', async () => {
    expect((await upload(form([depositId(), image(png())]))).status).toBe(200);
    expect((await upload(form([depositId(), image(jpeg)]))).status).toBe(200);
  });

  it('refuses a file under another field name at once (it used to hang)', async () => {
    const res = await upload(form([depositId(), image(png(), 'file')]));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'request_param_err', value: { file: 'unexpected' } });
    // Also when the right file comes after it.
    const both = await upload(form([depositId(), image(png(), 'other'), image(png())]));
    expect(both.status).toBe(400);
  });

  it('refuses no file, several files, an empty or cut-off body', async () => {
    expect((await upload(form([depositId()]))).body).toMatchObject({ value: { image: 'required' } });
    const two = await upload(form([depositId(), image(png()), image(png())]));
    expect(two.status).toBe(400);
    expect(two.body.errorCode).toBe('request_param_err');
    expect((await upload('')).status).toBe(400);
    expect((await upload(form([depositId(), image(png())], false))).status).toBe(400);
    expect((await upload('garbage without any boundary')).status).toBe(400);
  });

  it('refuses what is not multipart', async () => {
    const json = await upload(JSON.stringify({ depositId: orderId, image: 'x' }), 'application/json');
    expect(json.status).toBe(400);
    expect(json.body.errorCode).toBe('request_param_err');
    const text = await upload('hello', 'text/plain');
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
  });

  it('refuses a picture over 5 MB and a file that is not PNG or JPEG by its bytes', async () => {
    const big = await upload(form([depositId(), image(png(5 * 1024 * 1024))]));
    expect(big.status).toBe(400);
    expect(big.body.errorCode).toBe('receipt.invalid');
    expect(big.body.message).toContain('5 MB');
    const wrong = await upload(
      form([depositId(), { name: 'image', filename: 'r.png', type: 'image/png', bytes: gif }]),
    );
    expect(wrong.body.errorCode).toBe('receipt.invalid');
    // Just under the limit still goes through (its time is the database storing 5 MB).
    const limit = await upload(form([depositId(), image(png(5 * 1024 * 1024 - 100))]), undefined, 20_000);
    expect(limit.status).toBe(200);
  });
});
