import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryMenusValue, lotteryRecentValue, vnNumerosValue } from '@portal/contract';
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
