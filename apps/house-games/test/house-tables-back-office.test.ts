import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FishingSetting, TableSetting } from '@portal/contract/house-operator';
import { bo as boOf, staff as staffOf } from './support/back-office.ts';
import { startWorld, type World, WORLD_START_MS } from './support/world.ts';

// The back office of the house's tables and fishing (issue 20 item 5, decision 0075): the platform's
// /bo/v1/house-tables routes in front of the house's signed operator API; platform-wide changes, audited.

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
