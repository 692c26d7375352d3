// ci: postgres
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoomActionValue, RoomState, RoomsValue } from './support/rooms.ts';
import { clock } from '../src/server/lib/clock.ts';
import {
  houseCall,
  launch,
  openSession,
  platformCash,
  player,
  reconcile,
  startWorld,
  WORLD_START_MS,
  type World,
} from './support/world.ts';

// Card rooms through the real platform: buy-in bets and cash-out wins on the seamless wallet, hands driven by
// the house's test clock and the rooms' tick.
let w: World;
const realNow = clock.nowMs;
let now = 0;

beforeAll(async () => {
  w = await startWorld();
  now = realNow();
  clock.nowMs = () => now;
}, WORLD_START_MS);
afterAll(async () => {
  clock.nowMs = realNow;
  await w?.close();
});

type Player = Awaited<ReturnType<typeof player>>;
const rooms = () => w.house.house.rooms;
const later = async (ms: number) => {
  now += ms;
  await rooms().tick();
};
const sit = (p: Player, roomId: string, seat: number, buyIn: number) =>
  houseCall<RoomActionValue>(w, 'POST', `/api/rooms/${roomId}/sit`, {
    session: p.session.session,
    body: { seat, buyIn, seed: `seed-${seat}` },
  });
const view = async (p: Player, roomId: string) =>
  (await houseCall<RoomState>(w, 'GET', `/api/rooms/${roomId}/state`, { session: p.session.session })).body;
const act = async (p: Player, roomId: string, body: Record<string, unknown>) => {
  const version = (await view(p, roomId)).version;
  return houseCall<RoomActionValue>(w, 'POST', `/api/rooms/${roomId}/act`, {
    session: p.session.session,
    body: { version, ...body },
  });
};
const stand = (p: Player, roomId: string) =>
  houseCall<RoomActionValue>(w, 'POST', `/api/rooms/${roomId}/stand`, { session: p.session.session });
const stackOf = (s: RoomState, seat: number) => s.seats.find((x) => x.seat === seat)?.stack;

describe("Hold'em rooms", () => {
  it('lists the seeded rooms, waiting for players', async () => {
    const res = await houseCall<RoomsValue>(w, 'GET', '/api/rooms?game=holdem');
    expect(res.status).toBe(200);
    const room = res.body.rooms.find((r) => r.roomId === 'holdem-050-1')!;
    expect(room).toMatchObject({
      gameCode: 'HOUSEPK_HOLDEM',
      seats: 6,
      smallBlind: 0.5,
      bigBlind: 1,
      minBet: 1,
    });
    expect(room.seated).toBe(0);
    expect(res.body.rooms.map((r) => r.roomId)).toEqual(['holdem-050-1', 'holdem-1-2', 'holdem-5-10-hu']);
  });

  it('plays a heads-up hand: blinds, raise, call, a bet and a fold; stacks and cash-outs on the platform', async () => {
    const a = await player(w, 'HOUSEPK_HOLDEM');
    const b = await player(w, 'HOUSEPK_HOLDEM');
    const r = 'holdem-050-1';
    expect((await sit(a, r, 0, 500)).body.error).toBe('room.buyin.invalid');
    const first = await sit(a, r, 0, 50);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.balance).toBe(950);
    expect((await sit(b, r, 0, 50)).body.error).toBe('room.seat.taken');
    expect((await sit(b, r, 1, 50)).status).toBe(200);
    let s = await view(a, r);
    expect(s.status).toBe('starting');
    await later(3_000);
    s = await view(a, r);
    const hand = s.hand!;
    expect(hand.game).toBe('holdem');
    if (hand.game !== 'holdem') return;
    // Heads-up: the button (seat 0) posts the small blind and acts first.
    expect([hand.button, hand.smallBlindSeat, hand.bigBlindSeat, hand.toAct]).toEqual([0, 0, 1, 0]);
    expect(hand.players.find((p) => p.seat === 0)!.cards).toHaveLength(2);
    expect(hand.players.find((p) => p.seat === 1)!.cards).toBeNull();
    expect(hand.fair.serverSeed).toBeNull();
    expect(hand.fair.playerSeeds).toEqual([
      { seat: 0, seed: 'seed-0' },
      { seat: 1, seed: 'seed-1' },
    ]);
    expect((await act(b, r, { action: 'check' })).body.error).toBe('room.not.your.turn');
    expect((await act(a, r, { action: 'raise', amount: 1.5 })).body.error).toBe('room.action.invalid');
    expect((await act(a, r, { action: 'raise', amount: 3 })).status).toBe(200);
    expect((await act(b, r, { action: 'call' })).status).toBe(200);
    s = await view(b, r);
    if (s.hand?.game !== 'holdem') throw new Error('no hand');
    // After the flop the big blind acts first.
    expect([s.hand.street, s.hand.toAct, s.hand.board.length]).toEqual(['flop', 1, 3]);
    await act(b, r, { action: 'check' });
    await act(a, r, { action: 'bet', amount: 5 });
    await act(b, r, { action: 'fold' });
    s = await view(a, r);
    if (s.hand?.game !== 'holdem') throw new Error('no hand');
    // Pot 3 + 3 (the bet of 5 uncalled goes back); 5 % rake = 0.30; A wins 5.70: 50 − 3 + 5.70.
    expect(s.hand.result).toMatchObject({ rake: 0.3, returned: { seat: 0, amount: 5 } });
    expect(s.hand.fair.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect([stackOf(s, 0), stackOf(s, 1)]).toEqual([52.7, 47]);

    const out = await stand(a, r);
    expect(out.body.cashOut).toBe(52.7);
    expect((await stand(b, r)).body.cashOut).toBe(47);
    await w.house.house.outbox.drain();
    expect(await platformCash(w, a.id)).toBe(100_000n - 5_000n + 5_270n);
    expect(await platformCash(w, b.id)).toBe(100_000n - 5_000n + 4_700n);
    expect((await reconcile(w, 'HOUSEPK')).problems).toEqual([]);
    // The hand is in each player's history and public for the verify page (with the dealt deck).
    const mine = await houseCall<{ hands: { handId: string; net: number; rake: number }[] }>(
      w,
      'GET',
      '/api/rooms/hands',
      {
        session: a.session.session,
      },
    );
    expect(mine.body.hands[0]).toMatchObject({ net: 2.7, rake: 0.3 });
    const verify = await houseCall<{ deck: number[]; actions: unknown[] }>(
      w,
      'GET',
      `/api/rooms/hands/${hand.handId}`,
    );
    expect(verify.body.deck).toHaveLength(7);
    expect(verify.body.actions.length).toBeGreaterThan(6);
  });

  it('three players: a timeout folds, the big blind checks, showdown; reconnect returns the seat', async () => {
    const [a, b, c] = [
      await player(w, 'HOUSEPK_HOLDEM'),
      await player(w, 'HOUSEPK_HOLDEM'),
      await player(w, 'HOUSEPK_HOLDEM'),
    ];
    const r = 'holdem-1-2';
    for (const [p, seat] of [
      [a, 2],
      [b, 5],
      [c, 7],
    ] as const)
      expect((await sit(p, r, seat, 100)).status).toBe(200);
    await later(3_000);
    let s = await view(a, r);
    if (s.hand?.game !== 'holdem') throw new Error('no hand');
    expect([s.hand.button, s.hand.smallBlindSeat, s.hand.bigBlindSeat, s.hand.toAct]).toEqual([2, 5, 7, 2]);
    await act(a, r, { action: 'call' });
    // B's 20 seconds pass: it faces 1 more and folds.
    await later(20_000);
    s = await view(c, r);
    if (s.hand?.game !== 'holdem') throw new Error('no hand');
    expect(s.hand.players.find((p) => p.seat === 5)!.folded).toBe(true);
    expect(s.hand.toAct).toBe(7);
    // A reconnects with a new session: same seat and stack, its hole cards.
    const again = await openSession(w, await launch(w, a.token, 'HOUSEPK_HOLDEM'), 'HOUSEPK_HOLDEM');
    const back = (await houseCall<RoomState>(w, 'GET', `/api/rooms/${r}/state`, { session: again.session }))
      .body;
    expect(back.you).toMatchObject({ seat: 2, stack: 98 });
    if (back.hand?.game !== 'holdem') throw new Error('no hand');
    expect(back.hand.players.find((p) => p.seat === 2)!.cards).toHaveLength(2);
    await act(c, r, { action: 'check' });
    for (let street = 0; street < 3; street++) {
      await act(c, r, { action: 'check' });
      await act(a, r, { action: 'check' });
    }
    s = await view(b, r);
    if (s.hand?.game !== 'holdem') throw new Error('no hand');
    expect(s.hand.street).toBe('showdown');
    // Both shown to the folded player (who sees its own too); pot 2 + 2 + 1 = 5, rake 0.25.
    expect(s.hand.players.filter((p) => p.cards !== null && p.seat !== 5).map((p) => p.seat)).toEqual([2, 7]);
    expect(s.hand.result!.rake).toBe(0.25);
    expect(stackOf(s, 5)).toBe(99);
    // A and C put in 2 each and share 4.75 between them (or one takes it): 200 − 4 + 4.75.
    expect((stackOf(s, 2) ?? 0) + (stackOf(s, 7) ?? 0)).toBe(200.75);
    for (const p of [a, b, c]) expect((await stand(p, r)).status).toBe(200);
    await w.house.house.outbox.drain();
    expect((await reconcile(w, 'HOUSEPK')).problems).toEqual([]);
  });

  it('two concurrent actions on one room: one applies, the other is refused', async () => {
    const a = await player(w, 'HOUSEPK_HOLDEM');
    const b = await player(w, 'HOUSEPK_HOLDEM');
    const r = 'holdem-5-10-hu';
    await sit(a, r, 0, 300);
    await sit(b, r, 1, 300);
    await later(3_000);
    const version = (await view(a, r)).version;
    const both = await Promise.all(
      [{ action: 'call' }, { action: 'raise', amount: 30 }].map((body) =>
        houseCall(w, 'POST', `/api/rooms/${r}/act`, {
          session: a.session.session,
          body: { version, ...body },
        }),
      ),
    );
    expect(both.map((x) => x.status).sort()).toEqual([200, 409]);
    expect(both.find((x) => x.status === 409)!.body.error).toBe('room.version.stale');
    for (const p of [a, b]) await stand(p, r);
    // Standing during the hand: A folds at its turn or leaves when the hand ends; both are cashed out.
    await later(20_000);
    await later(5_000);
    await w.house.house.outbox.drain();
    const seats = await w.houseDb.selectFrom('room_seat').selectAll().where('room_id', '=', r).execute();
    expect(seats).toEqual([]);
    expect((await reconcile(w, 'HOUSEPK')).problems).toEqual([]);
  });

  it('conserves money over many random hands: buy-ins = stacks + cash-outs + rake', async () => {
    const r = 'holdem-050-1';
    const players = [
      await player(w, 'HOUSEPK_HOLDEM'),
      await player(w, 'HOUSEPK_HOLDEM'),
      await player(w, 'HOUSEPK_HOLDEM'),
    ];
    const rakeBefore = await rakeOf(r);
    for (const [i, p] of players.entries()) expect((await sit(p, r, i * 2, 20 + i * 30)).status).toBe(200);
    let seed = 7;
    const rnd = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let hands = 0; hands < 12;) {
      await later(5_000);
      for (let steps = 0; steps < 40; steps++) {
        const s = await view(players[0]!, r);
        if (s.hand?.game !== 'holdem' || s.status !== 'playing') break;
        const seat = s.hand.toAct!;
        const p = players.find((_, i) => i * 2 === seat)!;
        const legal = (await view(p, r)).hand;
        if (legal?.game !== 'holdem' || !legal.legal) break;
        const l = legal.legal;
        const x = rnd();
        const range = l.bet ?? l.raise;
        const body =
          x < 0.1
            ? { action: 'fold' }
            : x < 0.5 && l.check
              ? { action: 'check' }
              : x < 0.75 && l.call !== null
                ? { action: 'call' }
                : x < 0.9 && range
                  ? { action: l.bet ? 'bet' : 'raise', amount: range.min }
                  : { action: 'allin' };
        const res = await act(p, r, body);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
      hands++;
      if ((await view(players[0]!, r)).seats.length < 2) break;
    }
    for (const p of players) await stand(p, r);
    await later(30_000);
    await later(30_000);
    await w.house.house.outbox.drain();
    const sittings = await w.houseDb
      .selectFrom('game_round')
      .select(['bet', 'win', 'status'])
      .where('player_id', 'in', await Promise.all(players.map((p) => houseId(p))))
      .execute();
    expect(sittings.every((x) => x.status === 'settled')).toBe(true);
    const buyIns = sittings.reduce((a, x) => a + x.bet, 0n);
    const cashOuts = sittings.reduce((a, x) => a + x.win, 0n);
    expect(buyIns).toBe(cashOuts + (await rakeOf(r)) - rakeBefore);
    expect((await reconcile(w, 'HOUSEPK')).problems).toEqual([]);
  });
});

async function rakeOf(roomId: string) {
  const rows = await w.houseDb.selectFrom('room_hand').select('rake').where('room_id', '=', roomId).execute();
  return rows.reduce((a, x) => a + x.rake, 0n);
}
async function houseId(p: Player) {
  const row = await w.houseDb
    .selectFrom('player')
    .select('id')
    .where('platform_player_id', '=', p.playerId)
    .where('vendor_code', '=', 'HOUSEPK')
    .executeTakeFirstOrThrow();
  return row.id;
}
