// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../src/lib/clock.ts';
import { createLedger, type Ledger } from '../src/modules/wallet/ledger.ts';
import { gameByCode } from '@portal/lottery/games';
import { slotAt } from '@portal/lottery/schedule';
import { demo, demoMerchantId, registerMember, startTestApp, type TestContext } from './harness.ts';

// The lottery's money and draws (decision 0011): orders paid once per request, draws committed before
// sales and revealed at the draw, settled exactly once (also by two nodes at once, after a takeover and
// after downtime), cancels and chases, and the ledger's invariants after each step.

let t: TestContext;
let ledger: Ledger;
let merchantId: number;
const realNow = clock.nowMs;
/** A fixed instant: 13:00:20 in Taipei, SSC1 numero 0781 on sale until 13:00:50. */
let now = Date.parse('2026-11-23T05:00:20Z');
const setNow = (ms: number) => {
  now = ms;
  clock.nowMs = () => now;
};

beforeAll(async () => {
  setNow(now);
  t = await startTestApp();
  ledger = createLedger(t.db);
  merchantId = await demoMerchantId(t);
  await t.app.lotteryDraws.ensureDraws(now);
});
afterAll(async () => {
  clock.nowMs = realNow;
  await t?.close();
});
afterEach(async () => {
  expect(await ledger.invariantViolations(merchantId)).toEqual([]);
});

async function funded(amount = 100_000n) {
  const m = await registerMember(t, 'lt');
  await ledger.transfer({
    merchantId,
    key: `lottery-fund:${m.id}`,
    type: 'deposit',
    from: { kind: 'paymentClearing', ref: 'test' },
    to: { kind: 'cash', ownerId: m.id },
    amount,
  });
  return m;
}
const cashOf = async (id: number) =>
  (await ledger.balances(merchantId, id)).find((a) => a.kind === 'cash')?.balance ?? 0n;

const get = async (url: string, token?: string) => {
  const res = await t.app.inject({ url, headers: demo(token ? { authorization: token } : {}) });
  return res.json() as { success: boolean; value: never; errorCode?: string };
};
const post = async (url: string, token: string, payload: object) =>
  (await t.app.inject({ method: 'POST', url, headers: demo({ authorization: token }), payload })).json() as {
    success: boolean;
    value: never;
    errorCode?: string;
  };

const ssc1 = gameByCode('SSC1')!;
const currentNumero = () => slotAt(ssc1, now).numero;
const order = (token: string, body: object) =>
  post('/lgw/orders', token, {
    gameCode: 'SSC1',
    numero: currentNumero(),
    lines: [{ playCode: 'dingweidan', content: '1||||', bettingMode: 1, multiple: 1, series: 1980 }],
    requestId: `r-${Math.random().toString(36).slice(2)}`,
    ...body,
  });

describe('lottery lobby', () => {
  it('lists the menus by group, Vietnam apart, and the numeros on sale with their countdowns', async () => {
    const menus = (await get('/lgw/games/game_menus')).value as {
      gameGroupCode: string;
      gameMenus: { code: string }[];
    }[];
    expect(menus.map((g) => g.gameGroupCode)).toEqual(['SSC', '11X5', 'PK10', 'K3', 'LF']);
    expect(menus[0]!.gameMenus.map((g) => g.code)).toEqual(['SSC1', 'SSC3', 'SSC5']);
    const vn = (await get('/lgw/vn/games/game_menu')).value as { gameMenus: { code: string }[] }[];
    expect(vn.flatMap((g) => g.gameMenus.map((m) => m.code))).toEqual(['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH']);
    const m = await funded();
    const opened = (await get('/lgw/games/opened/numero', m.token)).value as {
      gameCode: string;
      numero: string;
      remainTime: number;
      lockTime: number;
    }[];
    const s = opened.find((o) => o.gameCode === 'SSC1')!;
    expect(s).toMatchObject({ numero: currentNumero(), remainTime: 40_000, lockTime: 10 });
    const near = (await get('/lgw/numeros/near?gameCode=SSC1')).value as {
      currentNumero: { numero: string; isSale: boolean };
      commitHash: string;
    };
    expect(near.currentNumero).toMatchObject({ numero: currentNumero(), isSale: true });
    expect(near.commitHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("describes each game with its play types, rules and odds in the member's language", async () => {
    const game = (await get('/lgw/games/SSC1/plays?prizeMode=LOTT')).value as {
      series: { max: number };
      plays: { code: string; rules: string; odds: { prize: number }[] }[];
    };
    expect(game.series.max).toBe(1980);
    const ding = game.plays.find((p) => p.code === 'dingweidan')!;
    // 2.00 unit × 10 × 1980/2000.
    expect(ding.odds[0]!.prize).toBe(19.8);
    expect(ding.rules.length).toBeGreaterThan(10);
    const elott = (await get('/lgw/games/SSC1/plays?prizeMode=ELOTT')).value as { plays: { code: string }[] };
    expect(elott.plays.map((p) => p.code)).toContain('longhu');
    expect(elott.plays.map((p) => p.code)).not.toContain('dingweidan');
  });
});

describe('lottery orders and draws', () => {
  it('takes an order once per request id, pays it once, and refuses what it cannot take', async () => {
    const m = await funded(10_000n);
    const requestId = `once-order-${m.id}`;
    const first = await order(m.token, { requestId });
    expect(first.success, first.errorCode).toBe(true);
    const again = await order(m.token, { requestId });
    expect(again.value).toEqual(first.value);
    expect(await cashOf(m.id)).toBe(10_000n - 200n);
    const records = await t.db
      .selectFrom('bet_record')
      .select(['status', 'bet_amount'])
      .where('customer_id', '=', m.id)
      .execute();
    expect(records).toEqual([{ status: 'OPEN', bet_amount: 200n }]);

    expect(
      (
        await order(m.token, {
          lines: [{ playCode: 'dingweidan', content: '1,1||||', bettingMode: 1, multiple: 1, series: 1980 }],
        })
      ).errorCode,
    ).toBe('lottery.content.duplicate');
    expect(
      (
        await order(m.token, {
          lines: [{ playCode: 'dingweidan', content: '1||||', bettingMode: 1, multiple: 1, series: 1999 }],
        })
      ).errorCode,
    ).toBe('lottery.series.invalid');
    expect((await order(m.token, { numero: slotAt(ssc1, now - 120_000).numero })).errorCode).toBe(
      'lottery.numero.closed',
    );
    expect(
      (
        await order(m.token, {
          lines: [
            {
              playCode: 'dingweidan',
              content: '0,1,2,3,4,5,6,7,8,9|0,1,2,3,4,5,6,7,8,9|||',
              bettingMode: 1,
              multiple: 30,
              series: 1980,
            },
          ],
        })
      ).errorCode,
    ).toBe('insufficient.balance');
    expect(await cashOf(m.id)).toBe(10_000n - 200n);
  });

  it('draws at the draw time from the committed seed, settles once, pays wins and rebates', async () => {
    const m = await funded(100_000n);
    const numero = currentNumero();
    // Every digit on the first position: exactly one of the ten single bets wins; series 1900 earns a rebate.
    const placed = await order(m.token, {
      lines: [
        {
          playCode: 'dingweidan',
          content: '0,1,2,3,4,5,6,7,8,9||||',
          bettingMode: 1,
          multiple: 1,
          series: 1900,
        },
      ],
    });
    expect(placed.success).toBe(true);
    const verifyBefore = (await get(`/lgw/draw/verify/SSC1/${numero}`)).value as {
      serverSeed: string | null;
      commitHash: string;
    };
    expect(verifyBefore.serverSeed).toBeNull();

    setNow(slotAt(ssc1, now).drawTime + 500);
    expect(await t.app.lotteryDraws.runDue(new Date(now))).toBeGreaterThan(0);
    expect(await t.app.lotteryDraws.runDue(new Date(now))).toBe(0);

    const verify = (await get(`/lgw/draw/verify/SSC1/${numero}`)).value as {
      serverSeed: string;
      commitHash: string;
      winNo: string;
    };
    expect(createHash('sha256').update(verify.serverSeed).digest('hex')).toBe(verify.commitHash);
    expect(verify.commitHash).toBe(verifyBefore.commitHash);
    const orders = (await get('/wps/relay/ODSFE2_lottMemBet', m.token)).value as {
      rows: { status: string; stake: number; win: number; rebate: number; winNo: string }[];
    };
    // 10 bets of 2.00 = 20.00; one wins 2.00 × 10 × 1900/2000 = 19.00; rebate 20.00 × (1980 − 1900)/2000 = 0.80.
    expect(orders.rows).toEqual([
      expect.objectContaining({ status: 'WON', stake: 20, win: 19, rebate: 0.8 }),
    ]);
    expect(orders.rows[0]!.winNo).toBe(verify.winNo);
    expect(await cashOf(m.id)).toBe(100_000n - 2_000n + 1_900n + 80n);
    const record = await t.db
      .selectFrom('bet_record')
      .select(['status', 'bet_amount', 'win_amount'])
      .where('customer_id', '=', m.id)
      .execute();
    expect(record).toEqual([{ status: 'SETTLED', bet_amount: 2_000n, win_amount: 1_900n }]);
    const latest = (await get('/lgw/draw')).value as { gameCode: string; numero: string; winNo: string }[];
    expect(latest.find((d) => d.gameCode === 'SSC1')).toMatchObject({ numero, winNo: verify.winNo });
  });

  it('two nodes drawing at once settle every order exactly once', async () => {
    const second = await startTestApp({ shareDatabaseWith: t });
    try {
      await t.app.lotteryDraws.ensureDraws(now);
      const members = await Promise.all([funded(), funded(), funded()]);
      for (const m of members) expect((await order(m.token, {})).success).toBe(true);
      setNow(slotAt(ssc1, now).drawTime + 500);
      const [a, b] = await Promise.all([
        t.app.lotteryDraws.runDue(new Date(now)),
        second.app.lotteryDraws.runDue(new Date(now)),
      ]);
      expect(a + b).toBeGreaterThan(0);
      const transfers = await t.db
        .selectFrom('ledger_transfer')
        .select(['idempotency_key'])
        .where('type', 'in', ['lottery_win', 'lottery_rebate'])
        .execute();
      expect(new Set(transfers.map((x) => x.idempotency_key)).size).toBe(transfers.length);
      const pending = await t.db
        .selectFrom('lottery_order')
        .select('id')
        .where('status', '=', 'PENDING')
        .where(
          'customer_id',
          'in',
          members.map((m) => m.id),
        )
        .execute();
      expect(pending).toEqual([]);
      // Losers settle together: their betting-record rows are settled with them.
      const records = await t.db
        .selectFrom('bet_record')
        .select(['status'])
        .where(
          'customer_id',
          'in',
          members.map((m) => m.id),
        )
        .execute();
      expect(records.map((r) => r.status)).toEqual(['SETTLED', 'SETTLED', 'SETTLED']);
    } finally {
      await second.close();
    }
  });

  it('a claim whose node went silent is taken over; draws missed while down are drawn at the next run', async () => {
    await t.app.lotteryDraws.ensureDraws(now);
    const m = await funded();
    expect((await order(m.token, {})).success).toBe(true);
    const numero = currentNumero();
    // A node claimed the draw and died before settling.
    await t.db
      .updateTable('lottery_draw')
      .set({ status: 'DRAWING', claimed_at: new Date(slotAt(ssc1, now).drawTime) })
      .where('game_code', '=', 'SSC1')
      .where('numero', '=', numero)
      .execute();
    // Ten minutes of downtime: ten SSC1 draws (and others) are due.
    setNow(now + 10 * 60_000);
    await t.app.lotteryDraws.runDue(new Date(now));
    const missed = await t.db
      .selectFrom('lottery_draw')
      .select(['numero', 'status'])
      .where('draw_at', '<=', new Date(now))
      .where('status', '<>', 'SETTLED')
      .execute();
    expect(missed).toEqual([]);
    const settled = await t.db
      .selectFrom('lottery_order')
      .select('status')
      .where('customer_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(['WON', 'LOST']).toContain(settled.status);
    await t.app.lotteryDraws.ensureDraws(now);
  });

  it('cancels while sales are open and refunds once; not after sales close', async () => {
    const m = await funded(10_000n);
    const placed = (await order(m.token, {})).value as {
      orders: { orderId: string; cancellable: boolean }[];
    };
    expect(placed.orders[0]!.cancellable).toBe(true);
    const cancelled = await post('/lgw/orders/cancel', m.token, { orderIds: [placed.orders[0]!.orderId] });
    expect(cancelled.value).toEqual({ cancelled: [placed.orders[0]!.orderId], refunded: 2 });
    expect(
      (await post('/lgw/orders/cancel', m.token, { orderIds: [placed.orders[0]!.orderId] })).errorCode,
    ).toBe('LGS_CANCEL_ORDER_NOT_AVAILABLE');
    expect(await cashOf(m.id)).toBe(10_000n);

    const late = (await order(m.token, {})).value as { orders: { orderId: string }[] };
    const close = slotAt(ssc1, now).closeTime;
    setNow(close + 1);
    expect(
      (await post('/lgw/orders/cancel', m.token, { orderIds: [late.orders[0]!.orderId] })).errorCode,
    ).toBe('LGS_CANCEL_ORDER_NOT_AVAILABLE');
    setNow(slotAt(ssc1, now).drawTime + 100);
    await t.app.lotteryDraws.runDue(new Date(now));
    await t.app.lotteryDraws.ensureDraws(now);
  });

  it('a chase pays every period up front, stops on a win and refunds the rest; cancels only from the end', async () => {
    const m = await funded(100_000n);
    const start = slotAt(ssc1, now);
    const numeros = [start.numero];
    let s = start;
    for (let i = 1; i < 4; i++) {
      s = slotAt(ssc1, s.drawTime + 1);
      numeros.push(s.numero);
    }
    const sure = {
      playCode: 'dingweidan',
      content: '0,1,2,3,4,5,6,7,8,9||||',
      bettingMode: 1,
      multiple: 1,
      series: 1980,
    };
    const chase = (await order(m.token, {
      lines: [sure],
      chase: { periods: numeros.map((n) => ({ numero: n, multiple: 1 })), stopOnWin: true },
    })) as {
      success: boolean;
      value: { orders: { orderId: string; numero: string }[]; totalStake: number };
      errorCode?: string;
    };
    expect(chase.success, chase.errorCode).toBe(true);
    expect(chase.value.totalStake).toBe(80);
    expect(await cashOf(m.id)).toBe(100_000n - 8_000n);
    // Only from the last period backwards.
    const [first, second] = chase.value.orders;
    expect((await post('/lgw/orders/cancel', m.token, { orderIds: [second!.orderId] })).errorCode).toBe(
      'CANCEL_CHASE_ORDER_IS_NOT_LAST_START',
    );
    expect(first).toBeDefined();

    // The first period always wins: the three later periods are refunded.
    setNow(start.drawTime + 500);
    await t.app.lotteryDraws.runDue(new Date(now));
    const rows = await t.db
      .selectFrom('lottery_order')
      .select(['numero', 'status', 'cancel_reason'])
      .where('customer_id', '=', m.id)
      .orderBy('numero')
      .execute();
    expect(rows.map((r) => [r.status, r.cancel_reason])).toEqual([
      ['WON', null],
      ['CANCELLED', 'chase_stop'],
      ['CANCELLED', 'chase_stop'],
      ['CANCELLED', 'chase_stop'],
    ]);
    // Paid 80.00, won 19.80, 60.00 refunded.
    expect(await cashOf(m.id)).toBe(100_000n - 8_000n + 1_980n + 6_000n);
    await t.app.lotteryDraws.ensureDraws(now);
  });

  it('long dragon lists a result that repeated, from the real draws', async () => {
    const k3 = gameByCode('K3_1')!;
    await t.app.lotteryDraws.ensureDraws(now);
    // The last four K3 draws before now: big, odd totals (6+6+5 = 17); the one before them small and even.
    const results = [
      [6, 6, 5],
      [6, 6, 5],
      [6, 6, 5],
      [6, 6, 5],
      [1, 1, 2],
    ];
    for (const [i, balls] of results.entries()) {
      const slot = slotAt(k3, slotAt(k3, now).drawTime - (i + 1) * 60_000 - 1);
      const row = {
        status: 'SETTLED' as const,
        win_no: balls.join(','),
        result: JSON.stringify({ group: 'K3', balls }),
      };
      await t.db
        .insertInto('lottery_draw')
        .values({
          game_code: 'K3_1',
          numero: slot.numero,
          open_at: new Date(slot.openTime),
          close_at: new Date(slot.closeTime),
          draw_at: new Date(slot.drawTime),
          server_seed: '0'.repeat(64),
          commit_hash: '0'.repeat(64),
          ...row,
        })
        .onConflict((oc) => oc.columns(['game_code', 'numero']).doUpdateSet(row))
        .execute();
    }
    const dragons = (await get('/lgw/long_dragon')).value as {
      gameCode: string;
      subject: string;
      value: string;
      streak: number;
      numero: string;
    }[];
    const k3Dragons = dragons.filter((d) => d.gameCode === 'K3_1');
    expect(k3Dragons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          subject: 'total.size',
          value: 'big',
          streak: 4,
          numero: slotAt(k3, now).numero,
        }),
        expect.objectContaining({ subject: 'total.parity', value: 'odd', streak: 4 }),
      ]),
    );
  });

  it('trial accounts cannot bet', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: demo(),
      payload: {},
    });
    const trial = res.json().value as { token: string };
    expect((await order(trial.token, {})).errorCode).toBe('trial.account.forbidden');
  });
});
