import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock as platformClock } from '../../server/src/lib/clock.ts';
import type { SessionValue } from '../src/shared/api.ts';
import { buildApp } from '../src/server/app.ts';
import { clock as houseClock } from '../src/server/lib/clock.ts';
import {
  fundedMember,
  HOUSE_TEST_SECRET,
  houseCall,
  launch,
  player,
  requestId,
  startWorld,
  type World,
  WORLD_START_MS,
} from './support/world.ts';

// House sessions (decision 0009): the launch token is checked with the platform under the game's vendor
// code, only the session id's hash is kept, sessions expire after 12 hours, refusals come as
// `{error, message}` in the session's language, and no token or session id is ever written to the log.

let w: World;
beforeAll(async () => {
  w = await startWorld();
}, WORLD_START_MS);
afterAll(() => w?.close());

const open = (body: object) => houseCall<SessionValue>(w, 'POST', '/api/session', { body });

describe('sessions', () => {
  it('opens a session for the launched game and keeps only the hash of its id', async () => {
    const m = await fundedMember(w, 12_345n);
    const token = await launch(w, m.token, 'HOUSE_PLINKO');
    // The page says its game; a token launched for another game does not open this one.
    expect((await open({ token, language: 'VI', game: 'HOUSE_DICE' })).body).toEqual({
      error: 'session.invalid',
      message: 'Phiên trò chơi không hợp lệ. Vui lòng mở lại trò chơi từ cổng.',
    });
    const res = await open({ token, language: 'EN' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      vendor: 'HOUSE',
      game: 'HOUSE_PLINKO',
      balance: 123.45,
      player: { currency: 'TWD', decimals: 2, trial: false },
      limits: { minBet: 1, maxBet: 1000 },
      fairness: { nonce: 0 },
    });
    expect(res.body.session).toMatch(/^[\w-]{43}$/);
    const stored = await w.houseDb.selectFrom('house_session').select('id_hash').execute();
    expect(stored.map((s) => s.id_hash)).toContain(
      createHash('sha256').update(res.body.session).digest('hex'),
    );
    expect(stored.map((s) => s.id_hash)).not.toContain(res.body.session);
    // A HOUSEX launch token opens a transfer-mode session even when the page does not say its game.
    const x = await open({ token: await launch(w, m.token, 'HOUSEX_DICE'), language: 'EN' });
    expect(x.body).toMatchObject({ vendor: 'HOUSEX', game: 'HOUSEX_DICE', balance: 0 });
  });

  it('refuses unknown tokens, missing sessions and malformed requests, in the right language', async () => {
    const bad = await open({ token: 'x'.repeat(43), language: 'EN' });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({
      error: 'session.invalid',
      message: 'This game session is not valid. Please open the game again from the portal.',
    });
    const none = await houseCall(w, 'GET', '/api/balance');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ error: 'session.invalid', message: '遊戲連線無效，請從平台重新開啟遊戲。' });
    expect((await houseCall(w, 'GET', '/api/balance', { session: 'forged' })).body.error).toBe(
      'session.invalid',
    );
    expect((await open({ token: 'short' })).body.error).toBe('request.invalid');
    const notJson = await w.house.inject({
      method: 'POST',
      url: '/api/session',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ error: 'request.invalid' });
    const unknown = await houseCall(w, 'GET', '/api/nothing');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('request.invalid');
  });

  it('a session ends after 12 hours; a bet after the launch token expired is refused and moves nothing', async () => {
    const p = await player(w, 'HOUSE_DICE', 10_000n);
    const realHouse = houseClock.nowMs;
    const realPlatform = platformClock.nowMs;
    try {
      // The platform's launch token lives 8 hours, the house session 12.
      platformClock.nowMs = () => realPlatform() + 9 * 3_600_000;
      const late = await houseCall(w, 'POST', '/api/dice', {
        session: p.session.session,
        body: { bet: 5, target: 5000, direction: 'under', requestId: requestId() },
      });
      expect(late.status).toBe(401);
      expect(late.body).toEqual({
        error: 'session.expired',
        message: 'Your game session has expired. Please open the game again from the portal.',
      });
      houseClock.nowMs = () => realHouse() + 12 * 3_600_000 + 1;
      expect((await houseCall(w, 'GET', '/api/fairness', { session: p.session.session })).body.error).toBe(
        'session.expired',
      );
    } finally {
      houseClock.nowMs = realHouse;
      platformClock.nowMs = realPlatform;
    }
    const records = await w.platform.db
      .selectFrom('bet_record')
      .select('id')
      .where('customer_id', '=', p.id)
      .execute();
    expect(records).toEqual([]);
  });

  it('never writes a launch token or a session id to the log', async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      db: w.houseDb,
      config: {
        platformUrl: w.platformUrl,
        vendorSecret: HOUSE_TEST_SECRET,
        portalOrigins: [],
        webDist: '/nonexistent',
        logLevel: 'debug',
      },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const m = await fundedMember(w, 10_000n);
      const token = await launch(w, m.token, 'HOUSE_DICE');
      await logged.inject({ url: `/play/HOUSE_DICE?token=${token}&lang=EN` });
      const res = await logged.inject({
        method: 'POST',
        url: '/api/session',
        payload: { token, language: 'EN', game: 'HOUSE_DICE' },
      });
      const session = res.json().session as string;
      await logged.inject({
        method: 'POST',
        url: '/api/dice',
        headers: { 'x-house-session': session },
        payload: { bet: 5, target: 5000, direction: 'under', requestId: requestId() },
      });
      await logged.inject({ url: `/api/crash/live?session=${session}` });
      const log = lines.join('\n');
      expect(log).toContain('/play/HOUSE_DICE');
      expect(log).not.toContain(token);
      expect(log).not.toContain(session);
    } finally {
      await logged.close();
    }
  });
});
