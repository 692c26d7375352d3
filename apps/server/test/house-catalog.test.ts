import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameListValue, newGameVendorValue } from '@portal/contract';
import { houseGameNames } from '@portal/contract/house-games';
import { up as addSportsbookVendors } from '../src/db/migrations/0064-house-sportsbook-vendors.ts';
import { up as addTableVendors } from '../src/db/migrations/0066-house-tables-vendors.ts';
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

// The house's own vendors on the platform, listed first in their categories and launched like any house game:
// the sportsbook's lobbies (issue 19, decision 0071), one game per card, and the tables, card rooms and fishing
// (issue 20, decision 0075), whose cards open the list of their games.

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

const rooms = [
  {
    vendor: 'HOUSELC',
    lane: 'LIVE',
    next: 'DG',
    games: [
      'HOUSELC_BACCARAT',
      'HOUSELC_BACCARAT_NC',
      'HOUSELC_DRAGON_TIGER',
      'HOUSELC_ROULETTE',
      'HOUSELC_SICBO',
    ],
  },
  { vendor: 'HOUSEPK', lane: 'PVP', next: 'KY', games: ['HOUSEPK_HOLDEM', 'HOUSEPK_BULLBULL'] },
  { vendor: 'HOUSEFH', lane: 'FISH', next: 'JDBF', games: ['HOUSEFH_OCEAN'] },
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
    for (const l of lobbies) await expectLaunch(m.token, l.vendor, l.game);
  });

  it('migration 0064 adds the lobbies to a database seeded before them, first in each merchant’s lanes', async () => {
    await expectMigrationAdds(
      addSportsbookVendors,
      lobbies.map((l) => ({ vendor: l.vendor, lane: l.lane, next: l.next, isGame: 'GAME', games: [l.game] })),
    );
  });
});

describe('the tables, card rooms and fishing in the catalog', () => {
  it('lists each vendor first in its lane; its card opens its games, named in every language', async () => {
    for (const language of ['TW', 'EN', 'VI'] as const) {
      const all = await lanes(language);
      for (const r of rooms) {
        const cards = all.find((x) => x.gameClassify === r.lane)!.cards;
        expect(cards.map((c) => c.vassalage).slice(0, 2)).toEqual([r.vendor, r.next]);
        expect(cards[0]).toMatchObject({ isGame: 'VASSALAGE', available: true, walletMode: 'seamless' });
        const res = await t.app.inject({
          url: `/wps/relay/GCSGAME_gameList?vassalage=${r.vendor}&pageNo=1&pageSize=42`,
          headers: demo({ language }),
        });
        expect(res.statusCode, res.body).toBe(200);
        const { games } = gameListValue.parse(res.json().value);
        expect(games.map((g) => g.gameName)).toEqual(r.games.map((g) => houseGameNames[g][language]));
      }
    }
  });

  it('launches each game at its house page', async () => {
    const m = await registerMember(t, 'lc');
    for (const r of rooms) for (const game of r.games) await expectLaunch(m.token, r.vendor, game);
  });

  it('migration 0066 adds them to a database seeded before them, first in each merchant’s lanes', async () => {
    await expectMigrationAdds(
      addTableVendors,
      rooms.map((r) => ({ ...r, isGame: 'VASSALAGE' })),
    );
  });
});

async function expectLaunch(token: string, vendor: string, game: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: demo({ authorization: token }),
    payload: { gameId: game, vassalage: vendor, accountType: 1, platform: 'html5', clientType: 3 },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL(res.json().value.game_url as string);
  expect(url.pathname).toBe(`/play/${game}`);
  expect(url.searchParams.get('token')).toMatch(/.{16,}/);
}

/** Runs a migration (twice) on the database as it was before its vendors and checks where they landed. */
async function expectMigrationAdds(
  up: (db: Kysely<unknown>) => Promise<void>,
  added: readonly { vendor: string; lane: string; next: string; isGame: string; games: readonly string[] }[],
) {
  const codes = added.map((l) => l.vendor);
  const merchantId = await demoMerchantId(t);
  // The database as it was before: no sportsbook vendors, games or credentials.
  await t.db.deleteFrom('vendor_session').where('vendor_code', 'in', codes).execute();
  await t.db.deleteFrom('vendor_credential').where('vendor_code', 'in', codes).execute();
  await t.db.deleteFrom('merchant_vendor').where('vendor_code', 'in', codes).execute();
  await t.db.deleteFrom('game').where('vendor_code', 'in', codes).execute();
  await t.db.deleteFrom('game_vendor').where('code', 'in', codes).execute();
  const before = (await listMerchantVendors(t.db, merchantId)).map((v) => v.code);
  expect(before).not.toContain(codes[0]);

  await up(t.db as unknown as Kysely<unknown>);
  await up(t.db as unknown as Kysely<unknown>);
  await configureHouseVendors(t.db, {
    houseVendorSecret: HOUSE_TEST_SECRET,
    houseGamesUrl: 'http://127.0.0.1:1',
    housePort: 1,
    housePublicUrl: 'http://{host}:1',
  });
  const after = await listMerchantVendors(t.db, merchantId);
  // Each lobby right before the category's first vendor; the others keep their order.
  expect(after.map((v) => v.code).filter((c) => !(codes as readonly string[]).includes(c))).toEqual(before);
  for (const l of added) {
    const i = after.findIndex((v) => v.code === l.vendor);
    expect(after[i]).toMatchObject({
      game_type: l.lane,
      is_game: l.isGame,
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
    added
      .flatMap((l) =>
        l.games.map((game) => ({
          vendor_code: l.vendor,
          game_code: game,
          game_type: l.lane,
          name: houseGameNames[game as keyof typeof houseGameNames],
        })),
      )
      .sort((a, b) => a.game_code.localeCompare(b.game_code)),
  );
}
