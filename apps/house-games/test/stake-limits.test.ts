import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionLimits } from '../src/server/modules/rounds/limits.ts';
import type { PlayValue } from '../src/shared/api.ts';
import {
  houseCall,
  platformCash,
  player,
  requestId,
  startWorld,
  type World,
  WORLD_START_MS,
} from './support/world.ts';

// The merchant's stake limits (decision 0034): the platform's authenticate answer carries them, the house
// session keeps them, a round outside them is refused by the house before any money moves, and the page
// is told the limits (and chips) it may offer.

let w: World;
beforeAll(async () => {
  w = await startWorld();
  // What the back office stores (minor units). Set before any launch: the platform caches a merchant's
  // settings for 5 s.
  await w.platform.db
    .insertInto('house_game_setting')
    .values([{ merchant_id: w.merchantId, game_code: 'HOUSE_DICE', min_bet: 500n, max_bet: 2000n }])
    .execute();
}, WORLD_START_MS);
afterAll(() => w?.close());

const dice = (session: string, bet: number) =>
  houseCall<PlayValue>(w, 'POST', '/api/dice', {
    session,
    body: { bet, target: 5000, direction: 'under', requestId: requestId() },
  });

describe('stake limits', () => {
  it('a dice session with limits 5.00–20.00 refuses 25.00 before any money moves and plays 10.00', async () => {
    const p = await player(w, 'HOUSE_DICE', 100_000n);
    // The session answer carries the merchant's limits, and only chips within them.
    expect(p.session.limits.minBet).toBe(5);
    expect(p.session.limits.maxBet).toBe(20);
    expect(p.session.limits.chips).toEqual([5, 10, 20]);
    const stored = await w.houseDb
      .selectFrom('house_session')
      .select(['min_bet', 'max_bet'])
      .where('game_code', '=', 'HOUSE_DICE')
      .execute();
    expect(stored).toEqual([{ min_bet: 500n, max_bet: 2000n }]);

    const rounds = () => w.houseDb.selectFrom('game_round').select('id').execute();
    const roundsBefore = (await rounds()).length;
    const betRecords = () =>
      w.platform.db.selectFrom('bet_record').select('id').where('customer_id', '=', p.id).execute();
    const cashBefore = await platformCash(w, p.id);

    for (const stake of [25, 4.99]) {
      const refused = await dice(p.session.session, stake);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: 'bet.outside.limits' });
      expect((refused.body as unknown as { message: string }).message).toMatch(/limits/);
    }
    // Nothing moved: no round at the house, no bet at the platform, the cash unchanged.
    expect((await rounds()).length).toBe(roundsBefore);
    expect(await betRecords()).toEqual([]);
    expect(await platformCash(w, p.id)).toBe(cashBefore);

    const ok = await dice(p.session.session, 10);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.round.bet).toBe(10);
    expect((await betRecords()).length).toBe(1);
    expect(await platformCash(w, p.id)).toBe(
      cashBefore - 1000n + BigInt(Math.round(ok.body.round.win * 100)),
    );
  });

  it('a game without limits plays the engine’s own and stores none', async () => {
    const p = await player(w, 'HOUSE_PLINKO', 100_000n);
    expect(p.session.limits).toMatchObject({ minBet: 1, maxBet: 1000 });
    const stored = await w.houseDb
      .selectFrom('house_session')
      .select(['min_bet', 'max_bet'])
      .where('game_code', '=', 'HOUSE_PLINKO')
      .execute();
    expect(stored).toEqual([{ min_bet: null, max_bet: null }]);
  });
});

describe('session limits', () => {
  it("narrow the engine's to the merchant's, keep slot stakes whole per line and chips within", () => {
    // Dragon Fortune: 20 lines, so bounds go to multiples of 20 (min up, max down).
    expect(sessionLimits('HOUSE_DRAGON_FORTUNE', 2, { min: 130n, max: 1010n })).toEqual({
      minBet: 140n,
      maxBet: 1000n,
      chips: [140n, 200n, 500n, 1000n],
    });
    // No stake fits both: the session cannot open.
    expect(sessionLimits('HOUSE_DRAGON_FORTUNE', 2, { min: 130n, max: 135n })).toBeNull();
    // Wider than the engine's: the engine's stay.
    expect(sessionLimits('HOUSE_DICE', 2, { min: 100n, max: 1_000_000n })).toEqual(
      sessionLimits('HOUSE_DICE', 2, null),
    );
  });
});
