import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryBonusValue, lotteryMenusValue, lotteryRecentValue, vnNumerosValue } from '@portal/contract';
import { gameByCode } from '@portal/lottery/games';
import { slotAt } from '@portal/lottery/schedule';
import { clock } from '../src/lib/clock.ts';
import { createLedger } from '../src/modules/wallet/ledger.ts';
import { demo, demoMerchantId, registerMember, startTestApp, type TestContext } from './harness.ts';

// The lottery lobby's spec gaps (issue 13, decision 0016): the Vietnamese draw list with drawn results,
// the recent lottery games, and the prize modes (LOTT, ELOTT and Elott served; ZY and SEA refused).

let t: TestContext;
const realNow = clock.nowMs;
/** 12:00:20 in Hanoi: the day's Vietnamese draws (16:15, 17:15, 18:15) are on sale. */
let now = Date.parse('2026-11-23T05:00:20Z');
const setNow = (ms: number) => {
  now = ms;
  clock.nowMs = () => now;
};

beforeAll(async () => {
  setNow(now);
  t = await startTestApp();
  await t.app.lotteryDraws.ensureDraws(now);
});
afterAll(async () => {
  clock.nowMs = realNow;
  await t?.close();
});

const call = async (url: string, headers: Record<string, string> = {}) =>
  (await t.app.inject({ url, headers: demo(headers) })).json() as {
    success: boolean;
    value: unknown;
    errorCode?: string;
    message?: string;
  };

describe('/lgw/vn/numeros/opened/game', () => {
  it("lists each game's current numero, then the drawn numeros with their results, newest first, up to count", async () => {
    const before = vnNumerosValue.parse((await call('/lgw/vn/numeros/opened/game')).value);
    expect(before.map((n) => [n.gameCode, n.status])).toEqual([
      ['VN_NORTH', 'SALE'],
      ['VN_CENTRAL', 'SALE'],
      ['VN_SOUTH', 'SALE'],
    ]);
    const north = gameByCode('VN_NORTH')!;
    expect(before[0]).toMatchObject({
      numero: slotAt(north, now).numero,
      remainTime: slotAt(north, now).drawTime - now,
      lockTime: 600,
      winNo: null,
      prizes: null,
    });

    // 18:10 the next day in Hanoi: yesterday's three draws and today's south and central are drawn,
    // today's north is locked until 18:15.
    setNow(Date.parse('2026-11-24T11:10:00Z'));
    while ((await t.app.lotteryDraws.runDue(new Date(now))) > 0);
    await t.app.lotteryDraws.ensureDraws(now);
    const after = vnNumerosValue.parse((await call('/lgw/vn/numeros/opened/game?count=100')).value);
    expect(after.map((n) => [n.gameCode, n.status, n.drawTime])).toEqual([
      ['VN_CENTRAL', 'SALE', '2026-11-25T10:15:00.000Z'],
      ['VN_SOUTH', 'SALE', '2026-11-25T09:15:00.000Z'],
      ['VN_NORTH', 'LOCKED', '2026-11-24T11:15:00.000Z'],
      ['VN_CENTRAL', 'DRAWN', '2026-11-24T10:15:00.000Z'],
      ['VN_SOUTH', 'DRAWN', '2026-11-24T09:15:00.000Z'],
      ['VN_NORTH', 'DRAWN', '2026-11-23T11:15:00.000Z'],
      ['VN_CENTRAL', 'DRAWN', '2026-11-23T10:15:00.000Z'],
      ['VN_SOUTH', 'DRAWN', '2026-11-23T09:15:00.000Z'],
    ]);
    expect(after.find((n) => n.status === 'LOCKED')?.remainTime).toBe(5 * 60_000);
    for (const drawn of after.filter((n) => n.status === 'DRAWN')) {
      const history = (await call(`/lgw/draw/code/${drawn.gameCode}?limit=5`)).value as {
        numero: string;
        winNo: string;
        prizes: unknown;
      }[];
      const same = history.find((h) => h.numero === drawn.numero)!;
      expect(drawn.winNo).toBe(same.winNo);
      expect(drawn.prizes).toEqual(same.prizes);
      expect(drawn.winNo).toMatch(/^\d{5,6}$/);
    }

    const four = vnNumerosValue.parse((await call('/lgw/vn/numeros/opened/game?count=4')).value);
    expect(four).toEqual(after.slice(0, 4));
    for (const count of ['0', '101', 'x']) {
      const res = await call(`/lgw/vn/numeros/opened/game?count=${count}`);
      expect(res, count).toMatchObject({ success: false, errorCode: 'request_param_err' });
    }
  });
});

describe('recent lottery games', () => {
  it('lists the games the member ordered, latest first, Vietnam apart; a token is needed', async () => {
    for (const path of ['/lgw/games/game_menus/recent', '/lgw/vn/games/game_menu/recent'])
      expect(await call(path)).toMatchObject({ success: false, errorCode: 'login.not.session' });

    const merchantId = await demoMerchantId(t);
    const m = await registerMember(t, 'lrec');
    await createLedger(t.db).transfer({
      merchantId,
      key: `lottery-recent-fund:${m.id}`,
      type: 'deposit',
      from: { kind: 'paymentClearing', ref: 'test' },
      to: { kind: 'cash', ownerId: m.id },
      amount: 100_000n,
    });
    const auth = { authorization: m.token };
    expect((await call('/lgw/games/game_menus/recent', auth)).value).toEqual([]);

    const place = async (gameCode: string, line: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/lgw/orders',
        headers: demo(auth),
        payload: {
          gameCode,
          numero: slotAt(gameByCode(gameCode)!, now).numero,
          lines: [line],
          requestId: `rec-${gameCode}-${Math.random().toString(36).slice(2)}`,
        },
      });
      expect(res.json().success, res.body).toBe(true);
    };
    const ssc = { playCode: 'dingweidan', content: '1||||', bettingMode: 1, multiple: 1, series: 1980 };
    await place('SSC3', ssc);
    setNow(now + 1_000);
    await place('SSC1', ssc);
    setNow(now + 1_000);
    await place('VN_SOUTH', {
      playCode: 'de2',
      content: '45',
      bettingMode: 1,
      multiple: 1,
      series: gameByCode('VN_SOUTH')!.series.max,
    });

    const recent = lotteryRecentValue.parse((await call('/lgw/games/game_menus/recent', auth)).value);
    expect(recent.map((g) => g.code)).toEqual(['SSC1', 'SSC3']);
    const menus = lotteryMenusValue.parse((await call('/lgw/games/game_menus')).value);
    expect(recent[0]).toEqual(menus[0]!.gameMenus.find((g) => g.code === 'SSC1'));
    const vn = lotteryRecentValue.parse(
      (await call(`/lgw/vn/games/game_menu/recent?token=${m.token}`)).value,
    );
    expect(vn.map((g) => g.code)).toEqual(['VN_SOUTH']);
    // Another member's orders are not listed.
    const other = await registerMember(t, 'lrec');
    expect((await call('/lgw/vn/games/game_menu/recent', { authorization: other.token })).value).toEqual([]);
  });
});

describe('prize modes (decision 0016)', () => {
  it('serves LOTT and ELOTT in any case, Vietnam under either lane, and refuses ZY and SEA', async () => {
    const codes = (value: unknown) =>
      lotteryMenusValue.parse(value).flatMap((g) => g.gameMenus.map((m) => [m.code, m.defaultPlayType]));
    const lott = codes((await call('/lgw/games/game_menus?prizeMode=Lott')).value);
    expect(lott).toContainEqual(['11X5_3', 1]);
    const elott = codes((await call('/lgw/games/game_menus?prizeMode=Elott')).value);
    // Entertainment plays only: 11x5 has none.
    expect(elott).toContainEqual(['SSC1', 2]);
    expect(elott.map(([c]) => c)).not.toContain('11X5_3');
    // Vietnam's mode names its vendor's lane: the same games with their traditional plays.
    for (const mode of ['Lott', 'Elott', 'LOTT', 'ELOTT'])
      expect(codes((await call(`/lgw/vn/games/game_menu?prizeMode=${mode}&device=WEB`)).value), mode).toEqual(
        [
          ['VN_NORTH', 1],
          ['VN_CENTRAL', 1],
          ['VN_SOUTH', 1],
        ],
      );

    const m = await registerMember(t, 'lpm');
    for (const url of [
      '/lgw/games/game_menus?prizeMode=ZY',
      '/lgw/vn/games/game_menu?prizeMode=SEA',
      '/lgw/games/popular?prizeMode=zy',
      '/lgw/games/SSC1/plays?prizeMode=SEA',
      '/lgw/vn/numeros/opened/game?prizeMode=ZY',
      `/lotto/lgw/games/opened/numero?prizeMode=SEA&token=${m.token}`,
    ]) {
      const res = await t.app.inject({ url, headers: demo({ language: 'EN' }) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        success: false,
        errorCode: 'lottery.prize.mode.unavailable',
        message: 'This lottery mode is not offered here',
      });
    }
    const unknown = await call('/lgw/games/game_menus?prizeMode=XYZ');
    expect(unknown).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });
});

// Inventory 1.4.5, decision 0041: the member picks a series; prizes and the implied rebate follow.
describe('bonus details (lottoGameBonus)', () => {
  it('answers a tab per group and prize mode, prizes at the series asked and the rebate it implies', async () => {
    const member = await registerMember(t, 'bd');
    const get = (query = '') =>
      call(`/wps/relay/MCSFE_lottoGameBonus${query}`, { authorization: member.token });
    expect((await call('/wps/relay/MCSFE_lottoGameBonus')).errorCode).toBe('login.not.session');

    const first = lotteryBonusValue.parse((await get()).value);
    const tabs = first.tabs.map((x) => x.tab);
    expect(tabs).toEqual(expect.arrayContaining(['SSC_1', 'SSC_3', '11X5_1', 'PK10_1', 'K3_1']));
    expect(tabs.filter((x) => x.startsWith('LF_')).length).toBeGreaterThan(0);
    expect(new Set(tabs).size).toBe(tabs.length);
    // Without a series: the highest the member may bet, no rebate.
    expect(first.selected).toMatchObject({
      tab: tabs[0],
      series: first.selected.maxBetSeries,
      impliedRebate: '0.00',
    });

    // The prizes at the max series are the ones the bet page shows (one odds table).
    const ssc = lotteryBonusValue.parse((await get('?tab=SSC_1')).value).selected;
    expect(ssc).toMatchObject({ gameGroupCode: 'SSC', base: 2000, minSeries: 1800, maxBetSeries: 1980 });
    const plays = (await call(`/lgw/games/${ssc.gameCode}/plays?prizeMode=LOTT`)).value as {
      plays: { code: string; odds: { level: string; prize: number }[] }[];
    };
    for (const play of ssc.plays) {
      const shown = plays.plays.find((p) => p.code === play.playCode)!;
      expect(play.levels.map((l) => l.bonus)).toEqual(shown.odds.map((o) => o.prize));
    }

    // A lower series: each prize scales by series / max (to the cent, rounded down), rebate (1980−1900)/2000.
    const lower = lotteryBonusValue.parse((await get('?tab=SSC_1&series=1900')).value).selected;
    expect(lower).toMatchObject({ series: 1900, impliedRebate: '4.00' });
    const top = ssc.plays[0]!.levels[0]!.bonus;
    const scaled = lower.plays[0]!.levels[0]!.bonus;
    expect(scaled).toBeLessThan(top);
    expect(Math.abs(scaled - (top * 1900) / 1980)).toBeLessThanOrEqual(0.01);

    // 11x5 has its own base.
    const x5 = lotteryBonusValue.parse((await get('?tab=11X5_1&series=1862')).value).selected;
    expect(x5).toMatchObject({ base: 1980, maxBetSeries: 1960, impliedRebate: '4.94' });

    // Out of range, unknown tab: refused with the field named.
    expect((await get('?tab=SSC_1&series=1981')).errorCode).toBe('request_param_err');
    expect((await get('?tab=SSC_1&series=1799')).errorCode).toBe('request_param_err');
    expect((await get('?tab=NOPE_1')).errorCode).toBe('request_param_err');
    // The desktop client's name answers the same.
    const desktop = await call('/wps/relay/MCS2_lottoGameBonus?tab=SSC_1&series=1900', {
      authorization: member.token,
    });
    expect(desktop.value).toEqual((await get('?tab=SSC_1&series=1900')).value);
  });
});
