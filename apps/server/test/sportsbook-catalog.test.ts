import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGameVendorValue } from '@portal/contract';
import { houseGameNames } from '@portal/contract/house-games';
import { up as addSportsbookVendors } from '../src/db/migrations/0064-house-sportsbook-vendors.ts';
import { listMerchantVendors } from '../src/modules/games/repository.ts';
import { configureHouseVendors } from '../src/modules/games/vendors.ts';
import {
  demo,
  demoMerchantId,
  HOUSE_TEST_SECRET,
  registerMember,
  startTestApp,
  type TestContext,
} from './harness.ts';

// The house sportsbook's lobbies on the platform (issue 19, decision 0071): three seamless vendors listed
// first in their categories, launched like any house game.

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const lobbies = [
  { vendor: 'HOUSESB', lane: 'SPORTS', game: 'HOUSESB_VIRTUAL', next: 'IMSB' },
  { vendor: 'HOUSEES', lane: 'ESPORTS', game: 'HOUSEES_VIRTUAL', next: 'AV' },
  { vendor: 'HOUSECF', lane: 'COCKFIGHT', game: 'HOUSECF_VIRTUAL', next: 'DS88' },
] as const;

async function lanes(language: string) {
  const res = await t.app.inject({ url: '/wps/relay/GCSGAME_newGameVendor', headers: demo({ language }) });
  expect(res.statusCode, res.body).toBe(200);
  return newGameVendorValue.parse(res.json().value).lanes;
}

describe('the sportsbook in the catalog', () => {
  it('lists each lobby first in its lane, available with the house credentials, named in every language', async () => {
    for (const language of ['TW', 'EN', 'VI'] as const) {
      const all = await lanes(language);
      for (const l of lobbies) {
        const cards = all.find((x) => x.gameClassify === l.lane)!.cards;
        expect(cards.map((c) => c.vassalage).slice(0, 2)).toEqual([l.vendor, l.next]);
        expect(cards[0]).toMatchObject({
          isGame: 'GAME',
          gameId: l.game,
          available: true,
          walletMode: 'seamless',
          displayName: houseGameNames[l.game][language],
        });
      }
    }
  });

  it('launches a lobby at the house page of its game', async () => {
    const m = await registerMember(t, 'sb');
    for (const l of lobbies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: demo({ authorization: m.token }),
        payload: { gameId: l.game, vassalage: l.vendor, accountType: 1, platform: 'html5', clientType: 3 },
      });
      expect(res.statusCode, res.body).toBe(200);
      const url = new URL(res.json().value.game_url as string);
      expect(url.pathname).toBe(`/play/${l.game}`);
      expect(url.searchParams.get('token')).toMatch(/.{16,}/);
    }
  });

  it('migration 0064 adds the lobbies to a database seeded before them, first in each merchant’s lanes', async () => {
    const codes = lobbies.map((l) => l.vendor);
    const merchantId = await demoMerchantId(t);
    // The database as it was before: no sportsbook vendors, games or credentials.
    await t.db.deleteFrom('vendor_session').where('vendor_code', 'in', codes).execute();
    await t.db.deleteFrom('vendor_credential').where('vendor_code', 'in', codes).execute();
    await t.db.deleteFrom('merchant_vendor').where('vendor_code', 'in', codes).execute();
    await t.db.deleteFrom('game').where('vendor_code', 'in', codes).execute();
    await t.db.deleteFrom('game_vendor').where('code', 'in', codes).execute();
    const before = (await listMerchantVendors(t.db, merchantId)).map((v) => v.code);
    expect(before).not.toContain('HOUSESB');

    await addSportsbookVendors(t.db as unknown as Kysely<unknown>);
    await addSportsbookVendors(t.db as unknown as Kysely<unknown>);
    await configureHouseVendors(t.db, {
      houseVendorSecret: HOUSE_TEST_SECRET,
      houseGamesUrl: 'http://127.0.0.1:1',
      housePort: 1,
      housePublicUrl: 'http://{host}:1',
    });
    const after = await listMerchantVendors(t.db, merchantId);
    // Each lobby right before the category's first vendor; the others keep their order.
    expect(after.map((v) => v.code).filter((c) => !(codes as readonly string[]).includes(c))).toEqual(before);
    for (const l of lobbies) {
      const i = after.findIndex((v) => v.code === l.vendor);
      expect(after[i]).toMatchObject({
        game_type: l.lane,
        is_game: 'GAME',
        wallet_mode: 'seamless',
        available: true,
      });
      expect(after[i + 1]!.code).toBe(l.next);
      expect(after.findIndex((v) => v.game_type === l.lane)).toBe(i);
    }
    expect(new Set(after.map((v) => v.sort)).size).toBe(after.length);
    const ids = after.map((v) => v.account_type_id);
    expect(new Set(ids).size).toBe(ids.length);
    const games = await t.db
      .selectFrom('game')
      .select(['vendor_code', 'game_code', 'game_type', 'name'])
      .where('vendor_code', 'in', codes)
      .orderBy('game_code')
      .execute();
    expect(games).toEqual(
      [...lobbies]
        .sort((a, b) => a.game.localeCompare(b.game))
        .map((l) => ({
          vendor_code: l.vendor,
          game_code: l.game,
          game_type: l.lane,
          name: houseGameNames[l.game],
        })),
    );
  });
});
