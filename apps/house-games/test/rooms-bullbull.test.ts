// ci: postgres
import { SIGNATURE_HEADER } from '@portal/contract';
import { hmacHex } from '@portal/contract/signature';
import { OPERATOR_TIMESTAMP_HEADER, operatorSigningText } from '@portal/contract/sports-operator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../src/server/lib/clock.ts';
import type { RoomActionValue, RoomState, RoomsValue } from './support/rooms.ts';
import {
  HOUSE_TEST_SECRET,
  houseCall,
  platformCash,
  player,
  reconcile,
  startWorld,
  WORLD_START_MS,
  type World,
} from './support/world.ts';

// Bull Bull through the real platform, and the signed operator API of the rooms.
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
const later = async (ms: number) => {
  now += ms;
  await w.house.house.rooms.tick();
};
const view = async (p: Player, roomId: string) =>
  (await houseCall<RoomState>(w, 'GET', `/api/rooms/${roomId}/state`, { session: p.session.session })).body;
const act = async (p: Player, roomId: string, body: Record<string, unknown>) =>
  houseCall<RoomActionValue>(w, 'POST', `/api/rooms/${roomId}/act`, {
    session: p.session.session,
    body: { version: (await view(p, roomId)).version, ...body },
  });

async function operator<T>(method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown, signed = true) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const timestamp = String(clock.nowMs());
  const signature = hmacHex(HOUSE_TEST_SECRET, operatorSigningText(timestamp, method, url, text));
  const res = await w.house.inject({
    method,
    url,
    headers: {
      ...(text ? { 'content-type': 'application/json' } : {}),
      ...(signed ? { [OPERATOR_TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signature } : {}),
    },
    ...(text ? { payload: text } : {}),
  });
  return { status: res.statusCode, body: res.json() as T & { error?: string } };
}

describe('Bull Bull rooms', () => {
  it('bids for the bank, picks a multiple and settles against the banker with the rake', async () => {
    const a = await player(w, 'HOUSEPK_BULLBULL');
    const b = await player(w, 'HOUSEPK_BULLBULL');
    const r = 'bullbull-1';
    for (const [p, seat] of [
      [a, 0],
      [b, 3],
    ] as const) {
      const res = await houseCall<RoomActionValue>(w, 'POST', `/api/rooms/${r}/sit`, {
        session: p.session.session,
        body: { seat, buyIn: 100, seed: `bb-${seat}` },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    await later(3_000);
    let s = await view(a, r);
    if (s.hand?.game !== 'bullbull') throw new Error('no hand');
    expect(s.hand.phase).toBe('bidding');
    // Four of your own cards while bidding and betting; none of the others'.
    expect(s.hand.players.find((p) => p.seat === 0)!.cards).toHaveLength(4);
    expect(s.hand.players.find((p) => p.seat === 3)!.cards).toBeNull();
    expect(s.hand.legal).toEqual({ bids: [0, 1, 2, 3, 4] });
    expect((await act(a, r, { action: 'multiple', multiple: 2 })).body.error).toBe('room.action.invalid');
    await act(a, r, { action: 'bid', bid: 2 });
    await act(b, r, { action: 'bid', bid: 1 });
    s = await view(b, r);
    if (s.hand?.game !== 'bullbull') throw new Error('no hand');
    expect([s.hand.phase, s.hand.bankerSeat, s.hand.bankerBid]).toEqual(['betting', 0, 2]);
    expect(s.hand.legal).toEqual({ multiples: [1, 2, 3, 4, 5] });
    expect((await act(a, r, { action: 'multiple', multiple: 2 })).body.error).toBe('room.action.invalid');
    await act(b, r, { action: 'multiple', multiple: 3 });
    s = await view(a, r);
    if (s.hand?.game !== 'bullbull') throw new Error('no hand');
    expect(s.hand.phase).toBe('done');
    const [banker, other] = [
      s.hand.players.find((p) => p.seat === 0)!,
      s.hand.players.find((p) => p.seat === 3)!,
    ];
    // base 1 × bid 2 × multiple 3 × the winner's hand multiplier; 5 % of the winner's winnings is raked.
    const won = other.net! > 0;
    const stake = 1 * 2 * 3 * (won ? other.hand!.multiplier : banker.hand!.multiplier);
    const winner = won ? other : banker;
    expect(winner.rake).toBeCloseTo(Math.floor(stake * 5) / 100, 2);
    expect(Math.abs(won ? other.net! + other.rake! : other.net!)).toBeCloseTo(stake, 2);
    const stacks = s.seats.reduce((sum, x) => sum + x.stack, 0);
    expect(stacks + banker.rake! + other.rake!).toBeCloseTo(200, 2);
    // Everyone's five cards at the end; the seed revealed.
    expect(s.hand.players.every((p) => p.cards?.length === 5)).toBe(true);
    expect(s.hand.fair.serverSeed).toMatch(/^[0-9a-f]{64}$/);

    for (const p of [a, b])
      expect(
        (await houseCall(w, 'POST', `/api/rooms/${r}/stand`, { session: p.session.session })).status,
      ).toBe(200);
    await w.house.house.outbox.drain();
    const cash = (await platformCash(w, a.id)) + (await platformCash(w, b.id));
    expect(cash).toBe(200_000n - BigInt(Math.round((banker.rake! + other.rake!) * 100)));
    expect((await reconcile(w, 'HOUSEPK')).problems).toEqual([]);
  });

  it('operator: lists rooms with today figures, validates changes, adds a room; unsigned calls are refused', async () => {
    expect((await operator('GET', '/operator/v1/rooms', undefined, false)).status).toBe(401);
    const list = await operator<{ rooms: { roomId: string; handsToday: number; seated: number }[] }>(
      'GET',
      '/operator/v1/rooms',
    );
    expect(list.status).toBe(200);
    expect(list.body.rooms.find((x) => x.roomId === 'bullbull-1')).toMatchObject({
      handsToday: 1,
      seated: 0,
    });
    // A change sends the room's whole settings (@portal/contract/house-operator) and answers before and after.
    const all = await operator<{ rooms: (Record<string, unknown> & { roomId: string })[] }>(
      'GET',
      '/operator/v1/rooms',
    );
    const {
      roomId: _id,
      game: _g,
      gameCode: _c,
      seated: _s,
      handsToday: _h,
      rakeToday: _r,
      ...settings
    } = all.body.rooms.find((x) => x.roomId === 'holdem-1-2')!;
    const bad = await operator('PUT', '/operator/v1/rooms/holdem-1-2', {
      ...settings,
      smallBlind: 5,
      bigBlind: 2,
    });
    expect([bad.status, bad.body.error]).toEqual([400, 'room.settings.invalid']);
    const missing = await operator('PUT', '/operator/v1/rooms/nowhere-1', settings);
    expect([missing.status, missing.body.error]).toEqual([404, 'room.not.found']);
    const ok = await operator<{
      before: { rakePercent: number };
      after: { rakePercent: number; turnSeconds: number };
    }>('PUT', '/operator/v1/rooms/holdem-1-2', { ...settings, rakePercent: 3, turnSeconds: 15 });
    expect(ok.body.before.rakePercent).toBe(settings.rakePercent);
    expect(ok.body.after).toMatchObject({ rakePercent: 3, turnSeconds: 15 });
    const added = await operator('POST', '/operator/v1/rooms', {
      roomId: 'holdem-25-50',
      game: 'holdem',
      name: { TW: '德州撲克 25/50', EN: "Hold'em 25/50", VI: "Hold'em 25/50" },
      currency: 'TWD',
      seats: 6,
      smallBlind: 25,
      bigBlind: 50,
      minBuyIn: 1000,
      maxBuyIn: 5000,
      rakePercent: 5,
      rakeCap: 150,
      turnSeconds: 20,
      enabled: true,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({ roomId: 'holdem-25-50', gameCode: 'HOUSEPK_HOLDEM', seated: 0 });
    const rooms = await houseCall<RoomsValue>(w, 'GET', '/api/rooms?game=holdem');
    expect(rooms.body.rooms.find((x) => x.roomId === 'holdem-25-50')).toMatchObject({
      minBet: 50,
      seated: 0,
    });
  });
});
