import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameListValue,
  hotGamesValue,
  newGameVendorValue,
  rankListValue,
  successEnvelope,
  vassGameTypeValue,
} from '@portal/contract';
import { maskName } from '../src/modules/games/service.ts';
import { demo, insertBets, registerMember, startTestApp, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers: demo(headers) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

describe('GCSGAME_gameList', () => {
  it('pages with a default page size of 42', async () => {
    const first = gameListValue.parse(await get('/wps/relay/GCSGAME_gameList?gameType=RNG'));
    expect(first.games).toHaveLength(42);
    expect(first.totalCount).toBeGreaterThan(42);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 42));
    const second = gameListValue.parse(
      await get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=2&pageSize=42'),
    );
    expect(second.games).toHaveLength(first.totalCount - 42);
    const ids = new Set([...first.games, ...second.games].map((g) => g.nodeId));
    expect(ids.size).toBe(first.totalCount);
    expect(first.games.every((g) => g.gameType === 'RNG' && g.icon.startsWith('/demo/games/'))).toBe(true);
  });

  it('filters by vendor, classify, name and minimum bet; empty parameters mean no filter', async () => {
    const pg = gameListValue.parse(
      await get('/wps/relay/GCSGAME_gameList?gameType=&vassalage=PG&pageNo=1&pageSize=42&gameName='),
    );
    expect(pg.games.length).toBeGreaterThan(0);
    expect(pg.games.every((g) => g.vassalage === 'PG' && g.vendorName === 'PG Soft')).toBe(true);
    const jp = gameListValue.parse(await get('/wps/relay/GCSGAME_gameList?vassalage=PG&gameClassify=JP'));
    expect(jp.games.every((g) => g.gameClassify === 'JP')).toBe(true);
    expect(jp.totalCount).toBeLessThan(pg.totalCount);
    const named = gameListValue.parse(await get('/wps/relay/GCSGAME_gameList?gameName=dragon'));
    expect(named.totalCount).toBeGreaterThan(0);
    // By the name in the request's language or by the game code (龍之財富 is HOUSE_DRAGON_FORTUNE).
    expect(named.games.every((g) => `${g.gameName} ${g.gameCode}`.toLowerCase().includes('dragon'))).toBe(
      true,
    );
    expect(named.games.some((g) => g.gameCode === 'HOUSE_DRAGON_FORTUNE')).toBe(true);
    const cheap = gameListValue.parse(await get('/wps/relay/GCSGAME_gameList?minBet=1&pageSize=200'));
    expect(cheap.games.every((g) => g.minBet <= 1)).toBe(true);
    expect(cheap.games.some((g) => g.gameType === 'ELOTT')).toBe(false);
    expect(cheap.games[0]?.minBet).toBe(1);
  });

  it('answers a past-the-end page with no games and refuses bad paging with request_param_err', async () => {
    const far = gameListValue.parse(await get('/wps/relay/GCSGAME_gameList?pageNo=999'));
    expect(far.games).toEqual([]);
    for (const q of ['pageSize=0', 'pageNo=-1', 'pageSize=abc', 'gameType=CASINO']) {
      const res = await t.app.inject({
        url: `/wps/relay/GCSGAME_gameList?${q}`,
        headers: demo({ language: 'EN' }),
      });
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        errorCode: 'request_param_err',
        message: 'Invalid request parameters',
      });
      expect(Object.keys(res.json().value).length).toBeGreaterThan(0);
    }
  });
});

describe('vendors, hot games, classify counts, lottery menus', () => {
  it('lists vendor lanes in category order with the spec vendor codes', async () => {
    const { lanes } = newGameVendorValue.parse(await get('/wps/relay/GCSGAME_newGameVendor'));
    expect(lanes.map((l) => l.gameClassify)).toEqual([
      'ELOTT',
      'LIVE',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
      'ESPORTS',
      'COCKFIGHT',
      'INHOUSE',
    ]);
    const codes = (type: string) => lanes.find((l) => l.gameClassify === type)?.cards.map((c) => c.vassalage);
    expect(codes('SPORTS')).toEqual(['HOUSESB', 'IMSB', 'SABA']);
    expect(codes('ESPORTS')).toEqual(['HOUSEES', 'AV', 'AI', 'IMES', 'TF', 'IA']);
    expect(codes('COCKFIGHT')).toEqual(['HOUSECF', 'DS88']);
    // The house's tables, card rooms and fishing lead their lanes (decision 0075); their cards open a game list.
    expect(codes('LIVE')).toEqual(['HOUSELC', 'DG', 'AG', 'SA']);
    expect(codes('PVP')).toEqual(['HOUSEPK', 'KY', 'LEG']);
    expect(codes('FISH')).toEqual(['HOUSEFH', 'JDBF', 'FC']);
    const [house, live] = lanes.find((l) => l.gameClassify === 'LIVE')!.cards;
    expect(house).toMatchObject({ isGame: 'VASSALAGE', gameId: null });
    expect(live).toMatchObject({ isGame: 'GAME', gameId: expect.any(String), nodeId: expect.any(String) });
    const rng = lanes.find((l) => l.gameClassify === 'RNG')!.cards[0]!;
    expect(rng).toMatchObject({ isGame: 'VASSALAGE', gameId: null });
  });

  it('lists hot games', async () => {
    const { list } = hotGamesValue.parse(
      await get('/wps/relay/GCSGAME_hotGamesV2?merchantCode=demo&isPlatform=2&platform=html5-desktop'),
    );
    expect(list.length).toBeGreaterThan(5);
  });

  it('counts games per classify of a vendor', async () => {
    const { token } = await registerMember(t, 'vass');
    const types = vassGameTypeValue.parse(
      await get('/wps/relay/GCSGAME_getVassGameType?vassalage=PT', { authorization: token }),
    );
    expect(types).toHaveLength(1);
    const total = types[0]!.classifies.reduce((n, c) => n + c.count, 0);
    const list = gameListValue.parse(await get('/wps/relay/GCSGAME_gameList?vassalage=PT'));
    expect(total).toBe(list.totalCount);
    expect(types[0]!.classifies.map((c) => c.code).sort()).toEqual(['SLOT', 'TG', 'VP']);
  });
});

describe('spec gaps of the game calls (issue 13)', () => {
  it('GCSGAME_getVassGameType needs a token (spec section 7); GLS2_getVassGameType is its mobile name', async () => {
    for (const path of ['GCSGAME_getVassGameType', 'GLS2_getVassGameType']) {
      const res = await t.app.inject({
        url: `/wps/relay/${path}?vassalage=PG`,
        headers: demo({ language: 'EN' }),
      });
      expect(res.statusCode, path).toBe(401);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
      expect(res.json().message).toMatch(/log ?in/i);
    }
    const { token } = await registerMember(t, 'vass');
    const desktop = vassGameTypeValue.parse(
      await get('/wps/relay/GCSGAME_getVassGameType?vassalage=PG', { authorization: token }),
    );
    const mobile = vassGameTypeValue.parse(
      await get(`/wps/relay/GLS2_getVassGameType?vassalage=PG&token=${token}`),
    );
    expect(mobile).toEqual(desktop);
    expect(desktop[0]!.classifies.map((c) => c.code).sort()).toEqual(['JP', 'SLOT']);
  });

  it('GCSGAME_gameVendor (mobile) answers the lanes of GCSGAME_newGameVendor (desktop)', async () => {
    const desktop = newGameVendorValue.parse(await get('/wps/relay/GCSGAME_newGameVendor'));
    const mobile = newGameVendorValue.parse(await get('/wps/relay/GCSGAME_gameVendor'));
    expect(mobile).toEqual(desktop);
  });

  it('lanes are the game vendor categories of spec section 3: title, vendors, cards (vassalage, isHot)', async () => {
    const titles = async (language: string) =>
      newGameVendorValue
        .parse(await get('/wps/relay/GCSGAME_newGameVendor', { language }))
        .lanes.map((l) => [l.gameClassify, l.title]);
    expect(await titles('EN')).toContainEqual(['RNG', 'Slots']);
    expect(await titles('EN')).toContainEqual(['LIVE', 'Live Casino']);
    expect(await titles('TW')).toContainEqual(['INHOUSE', '原創遊戲']);
    expect(await titles('VI')).toContainEqual(['INHOUSE', 'Trò chơi độc quyền']);
    const { lanes } = newGameVendorValue.parse(await get('/wps/relay/GCSGAME_gameVendor'));
    for (const lane of lanes) {
      expect(lane.vendors).toEqual(lane.cards.map((c) => c.vassalage));
      expect(lane.cards.every((c) => typeof c.isHot === 'boolean')).toBe(true);
    }
    expect(lanes.find((l) => l.gameClassify === 'PVP')?.cards.find((c) => c.vassalage === 'KY')?.isHot).toBe(
      true,
    );
  });

  it('hot games take their names from the language query parameter, then the header, then TW', async () => {
    const names = async (query: string, headers: Record<string, string> = {}) =>
      Object.fromEntries(
        hotGamesValue
          .parse(await get(`/wps/relay/GCSGAME_hotGamesV2?isPlatform=2${query}`, headers))
          .list.map((g) => [g.gameCode, g.gameName]),
      );
    const tw = await names('');
    const en = await names('&language=EN');
    const vi = await names('&language=vi', { language: 'EN' });
    expect(tw.HOUSE_DRAGON_FORTUNE).toBe('龍之財富');
    expect(en.HOUSE_DRAGON_FORTUNE).toBe('Dragon Fortune');
    // The query parameter wins over the header.
    expect(vi.HOUSE_DRAGON_FORTUNE).toBe('Rồng Tài Lộc');
    // An unknown value falls back to the header.
    expect(await names('&language=xx', { language: 'EN' })).toEqual(en);
    // Each language's answer is its own (no cross-language cache).
    expect(await names('&language=TW', { language: 'EN' })).toEqual(tw);
  });

  it('game items carry isGame, accountTypeName, vendor, defaultPlayType and code (spec section 3)', async () => {
    const all = gameListValue.parse(await get('/wps/relay/GCSGAME_gameList?pageSize=200'));
    for (const g of all.games) {
      expect(g).toMatchObject({ isGame: 'GAME', code: g.gameCode, vendor: g.vassalage });
      expect(g.accountTypeName).toBe(g.vassalage);
    }
    const lott = gameListValue.parse(await get('/wps/relay/GCSGAME_gameList?vassalage=LOTT&pageSize=200'));
    expect(lott.games.find((g) => g.gameCode === 'SSC1')?.defaultPlayType).toBe(1);
    const vn = gameListValue.parse(await get('/wps/relay/GCSGAME_gameList?vassalage=TCG_LOTTO_VN'));
    expect(vn.games.every((g) => g.accountTypeName === 'TCG_LOTTO_VN' && g.defaultPlayType === 1)).toBe(true);
    const pg = gameListValue.parse(await get('/wps/relay/GCSGAME_gameList?vassalage=PG'));
    expect(pg.games.every((g) => g.defaultPlayType === null)).toBe(true);
    const hot = hotGamesValue.parse(await get('/wps/relay/GCSGAME_hotGamesV2'));
    expect(hot.list[0]).toMatchObject({ isGame: 'GAME', code: hot.list[0]!.gameCode });
  });

  it('favourites and recent games carry the same fields, named in the language query parameter', async () => {
    const { token } = await registerMember(t, 'favr');
    const auth = { authorization: token };
    const { games } = gameListValue.parse(await get('/wps/relay/GCSGAME_gameList?vassalage=HOUSE'));
    const dragon = games.find((g) => g.gameCode === 'HOUSE_DRAGON_FORTUNE')!;
    const add = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_addFavoriteGameV2',
      headers: demo(auth),
      payload: { nodeId: dragon.nodeId, vendor: 'HOUSE', gameType: 'RNG' },
    });
    expect(add.statusCode, add.body).toBe(200);
    const favs = (await get('/wps/relay/MCSFE_getFavoriteGamesList?language=EN&pageSize=999', auth)) as {
      content: unknown[];
    };
    // Game and vendor named in EN; the TW list said 原創遊戲 (decision 0027).
    expect(dragon.vendorName).toBe('原創遊戲');
    expect(favs.content).toEqual([{ ...dragon, gameName: 'Dragon Fortune', vendorName: 'House Originals' }]);
    const launch = await t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: demo(auth),
      payload: { gameId: 'HOUSE_DICE', vassalage: 'HOUSE' },
    });
    expect(launch.statusCode, launch.body).toBe(200);
    const recent = (await get('/wps/relay/GCS_recentGame?language=vi', { ...auth, language: 'EN' })) as {
      list: { gameCode: string; gameName: string; isGame: string; code: string; lineNum: number | null }[];
    };
    expect(recent.list).toEqual([
      expect.objectContaining({
        gameCode: 'HOUSE_DICE',
        code: 'HOUSE_DICE',
        gameName: 'Xúc Xắc',
        isGame: 'GAME',
      }),
    ]);
    expect(recent.list[0]!.lineNum).toBeNull();
  });

  it('minLineNum keeps games with at least that many lines; absent or 0 keeps games without lines', async () => {
    const q = '/wps/relay/GCSGAME_gameList?vassalage=HOUSE&pageSize=200';
    const all = gameListValue.parse(await get(q));
    expect(all.games.find((g) => g.gameCode === 'HOUSE_DRAGON_FORTUNE')?.lineNum).toBe(20);
    expect(all.games.find((g) => g.gameCode === 'HOUSE_NEON_FRUITS')?.lineNum).toBe(10);
    expect(all.games.find((g) => g.gameCode === 'HOUSE_DICE')?.lineNum).toBeNull();
    expect(gameListValue.parse(await get(`${q}&minLineNum=0`)).totalCount).toBe(all.totalCount);
    expect(gameListValue.parse(await get(`${q}&minLineNum=`)).totalCount).toBe(all.totalCount);
    const ten = gameListValue.parse(await get(`${q}&minLineNum=10`));
    expect(ten.games.map((g) => g.gameCode).sort()).toEqual(['HOUSE_DRAGON_FORTUNE', 'HOUSE_NEON_FRUITS']);
    const twenty = gameListValue.parse(await get(`${q}&minLineNum=20`));
    expect(twenty.games.map((g) => g.gameCode)).toEqual(['HOUSE_DRAGON_FORTUNE']);
    expect(gameListValue.parse(await get(`${q}&minLineNum=21`)).games).toEqual([]);
    const slots = gameListValue.parse(await get('/wps/relay/GCSGAME_gameList?minLineNum=25&pageSize=200'));
    expect(slots.totalCount).toBeGreaterThan(0);
    expect(slots.games.every((g) => g.lineNum !== null && g.lineNum >= 25)).toBe(true);
    const bad = await t.app.inject({
      url: '/wps/relay/GCSGAME_gameList?minLineNum=-1',
      headers: demo(),
    });
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });
});

describe('GCSGAME_getRankList (winner board)', () => {
  it('is empty until games are played, then lists the biggest wins with masked names', async () => {
    const empty = rankListValue.parse(await get('/wps/relay/GCSGAME_getRankList'));
    expect(empty.list).toEqual([]);

    const member = await t.db
      .selectFrom('customer')
      .select(['id', 'merchant_id'])
      .where('username', '=', 'demo_member')
      .executeTakeFirstOrThrow();
    const game = await t.db
      .selectFrom('game')
      .select(['id', 'vendor_code'])
      .where('game_code', '=', 'PG_DRAGON_FORTUNE')
      .executeTakeFirstOrThrow();
    await insertBets(t, { merchantId: member.merchant_id, id: member.id }, [
      { game, round: 'r1', bet: 1000n, win: 12345n },
      { game, round: 'r2', bet: 1000n, win: 99900n },
      { game, round: 'r3', bet: 1000n, win: 0n },
    ]);
    const board = rankListValue.parse(
      await get('/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=20'),
    );
    expect(board.list.map((e) => e.winAmount)).toEqual([999, 123.45]);
    expect(board.list[0]).toMatchObject({
      rank: 1,
      customerName: 'de********r',
      gameName: '龍騰四海', // TW, the default language: names are localized (issue 14 item 7)
      vendor: 'PG',
    });
    const live = rankListValue.parse(await get('/wps/relay/GCSGAME_getRankList?gameCategory=LIVE'));
    expect(live.list).toEqual([]);
  });

  it('masks names of every length', () => {
    expect(maskName('ab')).toBe('a*');
    expect(maskName('abcd')).toBe('a***');
    expect(maskName('abcde')).toBe('ab**e');
  });
});

describe('responses', () => {
  it('are the success envelope', async () => {
    const res = await t.app.inject({ url: '/wps/relay/GCSGAME_hotGamesV2', headers: demo() });
    expect(successEnvelope(hotGamesValue).safeParse(res.json()).success).toBe(true);
  });
});
