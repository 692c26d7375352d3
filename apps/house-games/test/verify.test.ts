import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '@portal/contract/money';
import { floats, hashSeed } from '../src/engine/fair.ts';
import { DRAGON_FORTUNE } from '../src/engine/dragon-fortune.ts';
import { NEON_FRUITS } from '../src/engine/neon-fruits.ts';
import { floatsPerRound } from '../src/engine/slots.ts';
import {
  verifyDiceRound,
  verifyPlinkoRound,
  verifySlotRound,
  type SeedReveal,
} from '../src/engine/verify.ts';
import type { PlayValue, RoundValue } from '../src/shared/api.ts';
import { toWire } from '../src/server/lib/wire.ts';
import { houseCall, player, requestId, startWorld, type World, WORLD_START_MS } from './support/world.ts';

// Provably fair (ARCHITECTURE.md "Games", decision 0009): the hash of the server seed is shown before play,
// rotation reveals the seed, and the public verify call gives everything the engine's verify functions
// (the ones the verify page runs in the browser) need to recompute each round exactly as it was played.

let w: World;
beforeAll(async () => {
  w = await startWorld();
}, WORLD_START_MS);
afterAll(() => w?.close());

async function play(session: string, path: string, body: object) {
  const res = await houseCall<PlayValue>(w, 'POST', path, {
    session,
    body: { ...body, requestId: requestId() },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const verify = (roundId: string) => houseCall<RoundValue>(w, 'GET', `/api/verify/${roundId}`);

describe('verify', () => {
  it('rounds recomputed from the revealed seed equal what was played', async () => {
    const dice = await player(w, 'HOUSE_DICE');
    const plinko = await player(w, 'HOUSE_PLINKO');
    const dragon = await player(w, 'HOUSE_DRAGON_FORTUNE');
    const neon = await player(w, 'HOUSE_NEON_FRUITS');

    // The player picks a client seed: rotating to it reveals the first (unused) seed pair.
    const set = await houseCall<{
      revealedServerSeed: string;
      previousHash: string;
      fairness: { clientSeed: string; nonce: number };
    }>(w, 'POST', '/api/fairness/rotate', {
      session: dice.session.session,
      body: { clientSeed: 'my lucky seed' },
    });
    expect(set.body.previousHash).toBe(dice.session.fairness.serverSeedHash);
    expect(hashSeed(set.body.revealedServerSeed)).toBe(set.body.previousHash);
    expect(set.body.fairness).toMatchObject({ clientSeed: 'my lucky seed', nonce: 0 });

    const played = [
      ...[
        await play(dice.session.session, '/api/dice', { bet: 2.5, target: 3300, direction: 'over' }),
        await play(dice.session.session, '/api/dice', { bet: 7, target: 120, direction: 'under' }),
      ],
      await play(plinko.session.session, '/api/plinko', { bet: 3, rows: 16, risk: 'high' }),
      await play(dragon.session.session, '/api/spin', { bet: 2 }),
      await play(neon.session.session, '/api/spin', { bet: 1.5 }),
    ];
    expect(played.map((p) => p.round.nonce)).toEqual([0, 1, 0, 0, 0]);
    expect(played[1]!.fairness).toMatchObject({ clientSeed: 'my lucky seed', nonce: 2 });

    // Before rotation the seed stays secret, to everyone.
    for (const p of played) expect((await verify(p.round.roundId)).body.serverSeed).toBeNull();
    const reveals = new Map<string, { revealedServerSeed: string; previousHash: string }>();
    for (const s of [dice, plinko, dragon, neon]) {
      const r = await houseCall<{ revealedServerSeed: string; previousHash: string }>(
        w,
        'POST',
        '/api/fairness/rotate',
        {
          session: s.session.session,
        },
      );
      reveals.set(s.session.session, r.body);
    }

    for (const p of played) {
      const v = (await verify(p.round.roundId)).body;
      expect(v.serverSeed).not.toBeNull();
      expect(v.serverSeedHash).toBe(p.round.serverSeedHash);
      const reveal: SeedReveal = {
        serverSeed: v.serverSeed!,
        serverSeedHash: v.serverSeedHash,
        clientSeed: v.clientSeed,
        nonce: v.nonce,
      };
      const bet = toMinor(v.bet, v.decimals!)!;
      if (v.game === 'HOUSE_DICE') {
        const r = await verifyDiceRound(
          reveal,
          v.params as { target: number; direction: 'over' | 'under' },
          bet,
        );
        expect(r.seedHashMatches).toBe(true);
        expect(toWire(r.result, 2)).toEqual(v.outcome);
        expect(toMinor(v.win, 2)).toBe(r.result.win);
      } else if (v.game === 'HOUSE_PLINKO') {
        const r = await verifyPlinkoRound(reveal, v.params as { rows: 16; risk: 'high' }, bet);
        expect(r.seedHashMatches).toBe(true);
        expect(toWire(r.result, 2)).toEqual(v.outcome);
      } else {
        const def = v.game === 'HOUSE_DRAGON_FORTUNE' ? DRAGON_FORTUNE : NEON_FRUITS;
        const r = await verifySlotRound(def, reveal, bet);
        expect(r.seedHashMatches).toBe(true);
        const { jackpot, ...outcome } = v.outcome as {
          jackpot: { floatIndex: number; oddsDivisor: number; hit: boolean };
        };
        expect(toWire(r.result, 2)).toEqual(outcome);
        // The jackpot draw is the float right after the slot's own: hit iff f < stake / divisor.
        expect(jackpot.floatIndex).toBe(floatsPerRound(def));
        const f = floats(reveal.serverSeed, reveal.clientSeed, reveal.nonce, floatsPerRound(def) + 1)[
          jackpot.floatIndex
        ]!;
        expect(jackpot.hit).toBe(f < v.bet / jackpot.oddsDivisor);
      }
      expect(v.serverSeed).toBe(
        [...reveals.values()].find((r) => r.previousHash === v.serverSeedHash)?.revealedServerSeed,
      );
    }

    // The session's history lists the rounds; unknown rounds are not found (public call, no session).
    const history = await houseCall<{ rounds: RoundValue[] }>(w, 'GET', '/api/history?limit=5', {
      session: dice.session.session,
    });
    expect(history.body.rounds.map((r) => r.roundId)).toEqual([
      played[1]!.round.roundId,
      played[0]!.round.roundId,
    ]);
    const missing = await verify('r-nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'round.not.found', message: '找不到該局紀錄' });
  });
});
