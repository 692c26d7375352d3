import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomListValue } from '@portal/contract';
import type { FishingSetting, RoomValue, TableSetting } from '@portal/contract/house-operator';
import { demo } from '../../server/test/harness.ts';
import { bo as boOf, staff as staffOf } from './support/back-office.ts';
import { fundedMember, startWorld, type World, WORLD_START_MS } from './support/world.ts';

// The back office of the house's tables, card rooms and fishing (issue 20 item 5, decision 0075): the
// platform's /bo/v1/house-tables routes in front of the house's signed operator API; platform-wide changes,
// audited. And the platform's GLS2_roomList, which lists the house's card rooms to members.

let w: World;
beforeAll(async () => {
  w = await startWorld();
}, WORLD_START_MS);
afterAll(async () => w?.close());

const staff = (role: string, merchantId?: number | null) => staffOf(w, role, merchantId);
const bo = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  boOf(w, token, method, url, payload);

async function audited(action: string) {
  return w.platform.db
    .selectFrom('audit_log')
    .select(['target', 'before', 'after', 'outcome'])
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

describe('casino tables', () => {
  it('lists the five tables; platform staff change one within bounds, audited; others cannot', async () => {
    const owner = await staff('OWNER', null);
    const listed = await bo(owner, 'GET', '/bo/v1/house-tables/tables');
    expect(listed.statusCode, listed.body).toBe(200);
    const tables = (listed.json().value as { tables: TableSetting[] }).tables;
    expect(tables.map((t) => t.game)).toEqual([
      'baccarat',
      'baccarat-nc',
      'dragon-tiger',
      'roulette',
      'sicbo',
    ]);
    const before = tables.find((t) => t.game === 'sicbo')!;

    // 1.15 is two decimals (a float comparison once refused it).
    const change = { enabled: true, minBet: 1.15, maxBet: 900, sideMaxBet: 90, bettingSeconds: 12 };
    const saved = await bo(owner, 'PUT', '/bo/v1/house-tables/tables/sicbo', change);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value).toEqual({ game: 'sicbo', ...change });
    const row = await audited('houseTables.table.update');
    expect(row).toMatchObject({
      target: 'house-table:sicbo',
      before,
      after: { game: 'sicbo', ...change },
      outcome: 200,
    });
    const again = (await bo(owner, 'GET', '/bo/v1/house-tables/tables')).json().value as {
      tables: TableSetting[];
    };
    expect(again.tables.find((t) => t.game === 'sicbo')).toEqual({ game: 'sicbo', ...change });

    // Out of bounds: refused by the platform's schema or by the house, nothing changes.
    for (const wrong of [
      { ...change, minBet: 1000 },
      { ...change, minBet: 1.234 },
      { ...change, bettingSeconds: 61 },
      { ...change, maxBet: 60_000 },
    ]) {
      const res = await bo(owner, 'PUT', '/bo/v1/house-tables/tables/sicbo', wrong);
      expect(res.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(['request_param_err', 'houseTables.settings.invalid']).toContain(res.json().errorCode);
    }
    const unknown = await bo(owner, 'PUT', '/bo/v1/house-tables/tables/pachinko', change);
    expect(unknown.json().errorCode).toBe('request_param_err');

    // Read-only staff read, cannot write; a merchant's operations staff cannot change what all brands share.
    const readOnly = await staff('READ_ONLY');
    expect((await bo(readOnly, 'GET', '/bo/v1/house-tables/tables')).statusCode).toBe(200);
    const denied = await bo(readOnly, 'PUT', '/bo/v1/house-tables/tables/sicbo', change);
    expect(denied.json().errorCode).toBe('permission.denied');
    const ops = await staff('OPERATIONS');
    const scoped = await bo(ops, 'PUT', '/bo/v1/house-tables/tables/sicbo', { ...change, maxBet: 800 });
    expect(scoped.json().errorCode).toBe('staff.platform.required');
    const still = (await bo(owner, 'GET', '/bo/v1/house-tables/tables')).json().value as {
      tables: TableSetting[];
    };
    expect(still.tables.find((t) => t.game === 'sicbo')!.maxBet).toBe(900);
  });
});

describe('fishing', () => {
  it('reads and changes the bullet range and the switch, audited with before and after', async () => {
    const owner = await staff('OWNER', null);
    const read = await bo(owner, 'GET', '/bo/v1/house-tables/fishing');
    expect(read.json().value).toEqual({ enabled: true, bulletMin: 0.1, bulletMax: 100 });
    const change: FishingSetting = { enabled: false, bulletMin: 0.5, bulletMax: 20 };
    const saved = await bo(owner, 'PUT', '/bo/v1/house-tables/fishing', change);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value).toEqual(change);
    expect(await audited('houseTables.fishing.update')).toMatchObject({
      before: { enabled: true, bulletMin: 0.1, bulletMax: 100 },
      after: change,
    });
    // Beyond the engine's bullets (0.10 to 100) the house refuses; the order is the platform's schema's.
    const over = await bo(owner, 'PUT', '/bo/v1/house-tables/fishing', { ...change, bulletMax: 500 });
    expect(over.json().errorCode).toBe('houseTables.settings.invalid');
    const reversed = await bo(owner, 'PUT', '/bo/v1/house-tables/fishing', { ...change, bulletMin: 30 });
    expect(reversed.json().errorCode).toBe('request_param_err');
    expect((await bo(owner, 'GET', '/bo/v1/house-tables/fishing')).json().value).toEqual(change);
  });
});

describe('card rooms', () => {
  const roomList = async (token: string, language = 'EN') => {
    const res = await w.platform.app.inject({
      url: '/wps/relay/GLS2_roomList',
      headers: demo({ authorization: token, language }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return roomListValue.parse(res.json().value).rooms;
  };

  it('lists, changes and opens rooms; members see them in GLS2_roomList', async () => {
    const owner = await staff('OWNER', null);
    const listed = await bo(owner, 'GET', '/bo/v1/house-tables/rooms');
    expect(listed.statusCode, listed.body).toBe(200);
    const rooms = (listed.json().value as { rooms: RoomValue[] }).rooms;
    const room = rooms.find((r) => r.roomId === 'holdem-1-2')!;
    expect(room).toMatchObject({ game: 'holdem', gameCode: 'HOUSEPK_HOLDEM', bigBlind: 2, seated: 0 });

    const {
      roomId: _id,
      game: _g,
      gameCode: _c,
      seated: _s,
      handsToday: _h,
      rakeToday: _r,
      ...settings
    } = room;
    const changed = await bo(owner, 'PUT', '/bo/v1/house-tables/rooms/holdem-1-2', {
      ...settings,
      rakePercent: 2.5,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().value).toMatchObject({ roomId: 'holdem-1-2', rakePercent: 2.5 });
    expect(await audited('houseTables.room.update')).toMatchObject({
      target: 'house-room:holdem-1-2',
      before: { rakePercent: room.rakePercent },
      after: { rakePercent: 2.5 },
    });
    // Buy-ins under 10 big blinds: refused by the platform's schema; an unknown room by the house.
    const low = await bo(owner, 'PUT', '/bo/v1/house-tables/rooms/holdem-1-2', { ...settings, minBuyIn: 19 });
    expect(low.json().errorCode).toBe('request_param_err');
    const nowhere = await bo(owner, 'PUT', '/bo/v1/house-tables/rooms/nowhere-9', settings);
    expect(nowhere.json().errorCode).toBe('houseTables.room.not.found');

    const opened = await bo(owner, 'POST', '/bo/v1/house-tables/rooms', {
      ...settings,
      roomId: 'holdem-10-20',
      game: 'holdem',
      name: { TW: '德州撲克 10/20', EN: "Hold'em 10/20", VI: "Hold'em 10/20" },
      smallBlind: 10,
      bigBlind: 20,
      minBuyIn: 400,
      maxBuyIn: 2000,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().value).toMatchObject({ roomId: 'holdem-10-20', bigBlind: 20, seated: 0 });

    // A member's room list: every open room of the house, with the game's node and the room's name.
    const member = await fundedMember(w, 0n, 'rl');
    const list = await roomList(member.token);
    const ids = list.map((r) => r.roomId);
    expect(ids).toEqual(expect.arrayContaining(['holdem-1-2', 'holdem-10-20', 'bullbull-1']));
    const entry = list.find((r) => r.roomId === 'holdem-10-20')!;
    expect(entry).toMatchObject({
      vassalage: 'HOUSEPK',
      minBet: 20,
      players: 0,
      gameName: "Texas Hold'em · Hold'em 10/20",
    });
    expect(entry.nodeId).toMatch(/^\d+$/);
    expect((await roomList(member.token, 'TW')).find((r) => r.roomId === 'holdem-10-20')!.gameName).toBe(
      '德州撲克 · 德州撲克 10/20',
    );
    // A closed room is not listed.
    const closed = await bo(owner, 'PUT', '/bo/v1/house-tables/rooms/holdem-10-20', {
      ...settings,
      name: { TW: '德州撲克 10/20', EN: "Hold'em 10/20", VI: "Hold'em 10/20" },
      smallBlind: 10,
      bigBlind: 20,
      minBuyIn: 400,
      maxBuyIn: 2000,
      enabled: false,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    // The platform keeps the house's list for 3 s (then serves it once more while it reloads).
    await expect
      .poll(async () => (await roomList(member.token)).map((r) => r.roomId), {
        timeout: 15_000,
        interval: 1_000,
      })
      .not.toContain('holdem-10-20');
  });
});
