import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  acceptsGzip,
  cachedAnswer,
  cachedPrefix,
  sendCachedAnswer,
  sendPrefixedAnswer,
} from '../src/lib/cached-answer.ts';

describe('acceptsGzip', () => {
  it('reads the Accept-Encoding list with its q values', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('GZIP')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip('gzip; q=0.000')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('x-gzip')).toBe(false);
  });
});

describe('cached answers', () => {
  // Multi-byte text (Chinese, Vietnamese) makes byte and character lengths differ, as in a tenant's info.
  const info = JSON.stringify({
    names: Array.from({ length: 200 }, (_, i) => `遊戲 trò chơi ${i}`),
  });
  const prefix = cachedPrefix(`{"value":{"info":${info},`);
  const answer = cachedAnswer(info);

  async function serve() {
    const app = Fastify();
    app.get('/prefixed', async (request, reply) =>
      sendPrefixedAnswer(request, reply, prefix, `"who":"${(request.query as { who: string }).who}"}}`),
    );
    app.get('/cached', async (request, reply) => sendCachedAnswer(request, reply, answer));
    app.get('/small', async (request, reply) => sendCachedAnswer(request, reply, cachedAnswer('{"a":1}')));
    await app.ready();
    return app;
  }

  it('splices a per-call end onto a prefix compressed once into one valid gzip member', async () => {
    const app = await serve();
    for (const who of ['Đạt', 'x'.repeat(5_000), '']) {
      const res = await app.inject({
        url: `/prefixed?who=${encodeURIComponent(who)}`,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.headers['content-encoding']).toBe('gzip');
      // gunzipSync checks the CRC and the length in the trailer.
      const text = gunzipSync(res.rawPayload).toString();
      expect(JSON.parse(text)).toEqual({ value: { info: JSON.parse(info), who } });
    }
    const plain = await app.inject({ url: '/prefixed?who=a' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ value: { info: JSON.parse(info), who: 'a' } });
    await app.close();
  });

  it('compresses a cached answer once and leaves small answers and clients without gzip alone', async () => {
    const app = await serve();
    const first = await app.inject({ url: '/cached', headers: { 'accept-encoding': 'gzip' } });
    const kept = answer.gzip;
    const second = await app.inject({ url: '/cached', headers: { 'accept-encoding': 'gzip' } });
    expect(kept).toBeDefined();
    expect(answer.gzip).toBe(kept);
    expect(gunzipSync(first.rawPayload).toString()).toBe(info);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const plain = await app.inject({ url: '/cached', headers: { 'accept-encoding': 'br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(info);
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ a: 1 });
    await app.close();
  });
});
