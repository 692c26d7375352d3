import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './harness.ts';

// Uploaded images: stored once by content hash, served by every node, never anything but an image.

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('media store', () => {
  it('stores an image under its hash and serves it with a year of caching', async () => {
    const url = await t.app.media.put(null, png);
    expect(url).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect(await t.app.media.put(null, png)).toBe(url);
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(Buffer.compare(res.rawPayload, png)).toBe(0);
  });

  it('refuses what is not an image by its bytes, and answers 404 for unknown or odd names', async () => {
    await expect(t.app.media.put(null, Buffer.from('<svg onload="alert(1)"/>'))).rejects.toMatchObject({
      errorCode: 'image.invalid',
    });
    expect((await t.app.inject({ url: `/media/${'0'.repeat(64)}.png` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });
});
