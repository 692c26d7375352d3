import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diceMultiplier, diceWin } from '../src/engine/dice.ts';
import { plinkoTable } from '../src/engine/plinko.ts';
import type { PlayValue, SessionValue } from '../src/shared/api.ts';
import {
  fundedMember,
  houseCall,
  launch,
  player,
  requestId,
  startWorld,
  type World,
  WORLD_START_MS,
} from './support/world.ts';

// RTP variants (decision 0034): the merchant's choice reaches the house vendor in the platform's
// authenticate answer, the session keeps it, every round of the session plays it and records it, and a
// variant the game does not declare refuses the session instead of playing another.

let w: World;
beforeAll(async () => {
  w = await startWorld();
  // What the back office stores (its route refuses 96 for dice; a stale or foreign value must still be
  // refused by the house side). Set before any launch: the platform caches a merchant's settings for 5 s.
  await w.platform.db
    .insertInto('house_game_setting')
    .values([
      { merchant_id: w.merchantId, game_code: 'HOUSE_DICE', rtp_variant: 97 },
      { merchant_id: w.merchantId, game_code: 'HOUSE_PLINKO', rtp_variant: 95 },
      { merchant_id: w.merchantId, game_code: 'HOUSEX_DICE', rtp_variant: 96 },
    ])
    .execute();
}, WORLD_START_MS);
afterAll(() => w?.close());

const play = (session: string, path: string, body: object) =>
  houseCall<PlayValue>(w, 'POST', path, { session, body: { ...body, requestId: requestId() } });

describe('RTP variants', () => {
  it('a session with the 97 % variant pays dice at the 97 numerator and records the variant', async () => {
    const p = await player(w, 'HOUSE_DICE');
    expect(p.session.rtp).toBe(97);
    const stored = await w.houseDb.selectFrom('house_session').select('rtp').execute();
    expect(stored.map((s) => s.rtp)).toContain(97);
    // 50 % chance: 1.9400x, not the default 1.9800x; play until one round wins.
    let won: PlayValue['round'] | null = null;
    for (let i = 0; i < 40 && !won; i++) {
      const res = await play(p.session.session, '/api/dice', { bet: 10, target: 4999, direction: 'over' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const round = res.body.round;
      expect(round.params).toMatchObject({ target: 4999, direction: 'over', rtp: 97 });
      expect(round.outcome).toMatchObject({ rtp: 97, multiplier: 19_400 });
      if (round.win > 0) won = round;
    }
    expect(won).not.toBeNull();
    expect(diceMultiplier(5000, 97)).toBe(19_400);
    expect(won!.win).toBe(Number(diceWin(1000n, 19_400)) / 100);
    expect(won!.win).toBe(19.4);
    // The verify answer carries the variant, so the round can be recomputed with it.
    const v = await houseCall<PlayValue['round']>(w, 'GET', `/api/verify/${won!.roundId}`);
    expect(v.body.params).toMatchObject({ rtp: 97 });
  });

  it('plinko plays the 95 % tables', async () => {
    const p = await player(w, 'HOUSE_PLINKO');
    expect(p.session.rtp).toBe(95);
    const res = await play(p.session.session, '/api/plinko', { bet: 1, rows: 16, risk: 'high' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { outcome, params } = res.body.round;
    expect(params).toMatchObject({ rtp: 95 });
    const table = plinkoTable({ rows: 16, risk: 'high', rtp: 95 });
    expect(outcome.multiplier).toBe(table[outcome.slot as number]);
  });

  it('a game without a choice plays its default variant', async () => {
    const p = await player(w, 'HOUSE_NEON_FRUITS');
    expect(p.session.rtp).toBe(95);
    const res = await play(p.session.session, '/api/spin', { bet: 1 });
    expect(res.body.round.params).toMatchObject({ rtp: 95 });
  });

  it('refuses a session whose variant the game does not declare, and opens none', async () => {
    const m = await fundedMember(w, 10_000n);
    const token = await launch(w, m.token, 'HOUSEX_DICE');
    const before = await w.houseDb.selectFrom('house_session').select('id_hash').execute();
    const res = await houseCall<SessionValue>(w, 'POST', '/api/session', {
      body: { token, language: 'EN', game: 'HOUSEX_DICE' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('session.rtp.unsupported');
    expect(res.body.message).toMatch(/RTP/);
    const after = await w.houseDb.selectFrom('house_session').select('id_hash').execute();
    expect(after.length).toBe(before.length);
  });
});
