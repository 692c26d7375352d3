import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameListValue, systemStatusValue } from '@portal/contract';
import { houseGameNames } from '@portal/contract/house-games';
import { en as houseEn } from '../../house-games/web/src/i18n/en.ts';
import { tw as houseTw } from '../../house-games/web/src/i18n/tw.ts';
import { vi as houseVi } from '../../house-games/web/src/i18n/vi.ts';
import { demo, startTestApp, type TestContext } from './harness.ts';

// Issue 14 items 7 and 21: a TW page mixed in English (footer links, the licence line, game names), and
// a house slot was 龍之財富 on its tile but 龍騰財富 inside the game.

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string, language: string) => {
  const res = await t.app.inject({ url, headers: demo({ language }) });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};
const HAN = /\p{Script=Han}/u;

/** Every game of the catalog as the player's game list answers it in one language. */
async function allGames(language: string) {
  const out: { gameCode: string; gameName: string; vassalage: string; vendorName: string }[] = [];
  for (let page = 1; page < 20; page++) {
    const { games, totalPages } = gameListValue.parse(
      (await get(`/wps/relay/GCSGAME_gameList?pageSize=200&pageNo=${page}`, language)).value,
    );
    out.push(...games);
    if (page >= totalPages) break;
  }
  return out;
}

describe('seeded content in each language', () => {
  it('every game has a TW, EN and VI name, and TW pages show Chinese names', async () => {
    const rows = await t.db.selectFrom('game').select(['game_code', 'name']).execute();
    expect(rows.length).toBeGreaterThan(100);
    const missing = rows.filter((r) => !r.name.TW || !r.name.EN || !r.name.VI).map((r) => r.game_code);
    expect(missing).toEqual([]);

    const tw = await allGames('TW');
    expect(tw.length).toBeGreaterThan(100);
    const englishOnly = tw.filter((g) => !HAN.test(g.gameName)).map((g) => `${g.gameCode}: ${g.gameName}`);
    expect(englishOnly).toEqual([]);
    const en = Object.fromEntries((await allGames('EN')).map((g) => [g.gameCode, g.gameName]));
    expect(Object.values(en).filter((name) => HAN.test(name))).toEqual([]);
  });

  it('TW tiles name their vendor in Chinese unless the name is a brand alone (decision 0027)', async () => {
    const brands = new Set(['SA Gaming', 'TF Gaming', 'PG Soft', 'Playtech', 'CQ9', 'Spribe']);
    const tw = await allGames('TW');
    const english = new Set(
      tw.filter((g) => !HAN.test(g.vendorName) && !brands.has(g.vendorName)).map((g) => g.vendorName),
    );
    expect([...english]).toEqual([]);
    const en = new Set((await allGames('EN')).map((g) => g.vendorName));
    expect([...en].filter((name) => HAN.test(name))).toEqual([]);
    expect(en).toContain('House Arcade');
  });

  it('the footer links, payment labels and the licence line have a text per language', async () => {
    const status = systemStatusValue.parse((await get('/wps/system/status', 'TW')).value);
    const worded = status.info.resources.filter(
      (r) =>
        r.resourceType === 'ABOUT' ||
        r.resourceType === 'LICENCE' ||
        (r.resourceType === 'PAYMENT' && /bank|ewallet/.test(r.url)),
    );
    expect(worded.length).toBe(7);
    for (const r of worded) {
      expect(r.labelNames?.TW, r.labelNameEn).toMatch(HAN);
      expect(r.labelNames?.EN, r.labelNameEn).toBeTruthy();
      expect(r.labelNames?.VI, r.labelNameEn).toBeTruthy();
      expect(r.labelNames?.VI).not.toBe(r.labelNames?.TW);
    }
    expect(worded.find((r) => r.url === '/help?category=about')?.labelNames).toEqual({
      TW: '關於我們',
      EN: 'About us',
      VI: 'Về chúng tôi',
    });
    const licence = status.info.brand.licenceTexts;
    expect(licence?.TW).toMatch(HAN);
    expect(licence?.EN).toBe(status.info.brand.licenceText);
    expect(licence?.VI).toMatch(/trách nhiệm/);
  });

  it('a house game has one name per language: its tile and its own page agree', async () => {
    const pages = { TW: houseTw, EN: houseEn, VI: houseVi } as Record<string, Record<string, string>>;
    for (const language of ['TW', 'EN', 'VI']) {
      const tiles = (await allGames(language)).filter(
        (g) => g.vassalage === 'HOUSE' || g.vassalage === 'HOUSEX',
      );
      expect(tiles.length).toBe(7);
      for (const tile of tiles) {
        expect(pages[language]![`game.${tile.gameCode}`], `${language} ${tile.gameCode}`).toBe(tile.gameName);
        expect(tile.gameName).toBe(
          houseGameNames[tile.gameCode as keyof typeof houseGameNames][language as 'TW'],
        );
      }
    }
    const tw = Object.fromEntries((await allGames('TW')).map((g) => [g.gameCode, g.gameName]));
    expect(tw.HOUSE_DRAGON_FORTUNE).toBe('龍之財富');
    expect(houseTw['game.HOUSE_DRAGON_FORTUNE']).toBe('龍之財富');
  });
});
