// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gameByCode } from '@portal/lottery/games';
import { slotAt } from '@portal/lottery/schedule';
import { clock } from '../src/lib/clock.ts';
import { createLedger, type Ledger } from '../src/modules/wallet/ledger.ts';
import { boCall, staffToken } from './bo-games-staff.ts';
import { demo, demoMerchantId, registerMember, startTestApp, type TestContext } from './harness.ts';

// Issue 15 item 10 (decision 0032): lottery games and schedules, draw history, voiding a draw (every
// order refunded exactly once, also against a second void and the draw loop racing it), open exposure.

let t: TestContext;
let ledger: Ledger;
let merchantId: number;
let owner: ReturnType<typeof boCall>;
let ops: ReturnType<typeof boCall>;
const realNow = clock.nowMs;
/** 13:00:20 in Taipei: SSC1 numero 0781 on sale until 13:00:50. */
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
  owner = boCall(t, await staffToken(t, merchantId, 'OWNER', 'bo_lot_owner'));
  ops = boCall(t, await staffToken(t, merchantId, 'OPERATIONS', 'bo_lot_ops'));
});
afterAll(async () => {
  clock.nowMs = realNow;
  await t?.close();
});
afterEach(async () => {
  expect(await ledger.invariantViolations(merchantId)).toEqual([]);
});

async function funded(amount = 100_000n) {
  const m = await registerMember(t, 'bl');
  await ledger.transfer({
    merchantId,
    key: `bo-lottery-fund:${m.id}`,
    type: 'deposit',
    from: { kind: 'paymentClearing', ref: 'test' },
    to: { kind: 'cash', ownerId: m.id },
    amount,
  });
  return m;
}
const cashOf = async (id: number) =>
  (await ledger.balances(merchantId, id)).find((a) => a.kind === 'cash')?.balance ?? 0n;

const ssc1 = gameByCode('SSC1')!;
const currentNumero = () => slotAt(ssc1, now).numero;
/** One 2.00 bet on the first digit: stake 200, top prize 2.00 × 10 × 1980/2000 = 19.80, no rebate. */
const order = async (token: string, numero = currentNumero()) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/lgw/orders',
    headers: demo({ authorization: token }),
    payload: {
      gameCode: 'SSC1',
      numero,
      lines: [{ playCode: 'dingweidan', content: '1||||', bettingMode: 1, multiple: 1, series: 1980 }],
      requestId: `r-${Math.random().toString(36).slice(2)}`,
    },
  });
  return res.json() as { success: boolean; value: { orders: { orderId: string }[] }; errorCode?: string };
};
const drawOf = async (numero: string) =>
  (await ops('GET', `/bo/v1/lottery/draws?gameCode=SSC1&numero=${numero}`)).json.value.rows[0] as {
    id: string;
    status: string;
    serverSeed: string | null;
    commitHash: string;
    winNo: string | null;
    orders: number;
    stake: string;
    payout: string;
  };
const voidKeys = async (orderIds: string[]) =>
  t.db
    .selectFrom('ledger_transfer')
    .select(['idempotency_key', 'amount'])
    .where(
      'idempotency_key',
      'in',
      orderIds.map((id) => `lottery-void:${id}`),
    )
    .execute();

describe('lottery games and schedules', () => {
  it('lists the games with schedule, lock time and next draw; disabling hides a game from the menus', async () => {
    const list = await ops('GET', '/bo/v1/lottery/games');
    expect(list.status).toBe(200);
    const s = list.json.value.find((g: { code: string }) => g.code === 'SSC1');
    expect(s).toMatchObject({
      vendor: 'LOTT',
      schedule: { kind: 'interval', minutes: 1, timeZone: 'Asia/Taipei' },
      lockSeconds: 10,
      enabled: true,
      paused: false,
      next: { numero: currentNumero() },
    });
    const menus = async () =>
      (
        (await t.app.inject({ url: '/lgw/games/game_menus', headers: demo() })).json().value as {
          gameMenus: { code: string }[];
        }[]
      ).flatMap((g) => g.gameMenus.map((m) => m.code));
    expect(await menus()).toContain('SSC3');
    const off = await ops('PUT', '/bo/v1/lottery/games/SSC3', { enabled: false });
    expect(off.json.value.enabled).toBe(false);
    expect(await menus()).not.toContain('SSC3');
    // Nor does it take orders.
    const m = await funded();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/lgw/orders',
      headers: demo({ authorization: m.token }),
      payload: {
        gameCode: 'SSC3',
        numero: slotAt(gameByCode('SSC3')!, now).numero,
        lines: [{ playCode: 'dingweidan', content: '1||||', bettingMode: 1, multiple: 1, series: 1980 }],
        requestId: 'r-disabled',
      },
    });
    expect(refused.json().errorCode).toBe('lottery.game.unknown');
    await ops('PUT', '/bo/v1/lottery/games/SSC3', { enabled: true });
    expect(await menus()).toContain('SSC3');
  });

  it('pauses making new draws (platform staff only)', async () => {
    expect((await ops('PUT', '/bo/v1/lottery/games/SSC5', { paused: true })).json.errorCode).toBe(
      'staff.platform.required',
    );
    const paused = await owner('PUT', '/bo/v1/lottery/games/SSC5', { paused: true });
    expect(paused.json.value.paused).toBe(true);
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('lottery_draw')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('game_code', '=', 'SSC5')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await t.app.lotteryDraws.ensureDraws(now + 3_600_000);
    expect(await count()).toBe(before);
    await owner('PUT', '/bo/v1/lottery/games/SSC5', { paused: false });
    await t.app.lotteryDraws.ensureDraws(now + 3_600_000);
    expect(await count()).toBeGreaterThan(before);
  });
});

describe('draws, exposure and voids', () => {
  it('shows the open exposure per draw from its orders', async () => {
    const a = await funded();
    const b = await funded();
    expect((await order(a.token)).success).toBe(true);
    expect((await order(a.token)).success).toBe(true);
    expect((await order(b.token)).success).toBe(true);
    const exposure = await ops('GET', '/bo/v1/lottery/exposure');
    const e = exposure.json.value.find((x: { numero: string }) => x.numero === currentNumero());
    expect(e).toMatchObject({ gameCode: 'SSC1', orders: 3, stake: '600', worstPayout: String(3 * 1980) });
    const draw = await drawOf(currentNumero());
    expect(draw).toMatchObject({ status: 'OPEN', orders: 3, stake: '600', payout: '0', serverSeed: null });
    expect(draw.commitHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('voids a draw: every order refunded exactly once, against a second void racing it', async () => {
    const numero = currentNumero();
    const draw = await drawOf(numero);
    const members = [await funded(), await funded()];
    const ids: string[] = [];
    for (const m of members) ids.push(...(await order(m.token)).value.orders.map((o) => o.orderId));
    const all = (
      await t.db
        .selectFrom('lottery_order')
        .select(['id', 'customer_id', 'stake'])
        .where('draw_id', '=', BigInt(draw.id))
        .execute()
    ).map((o) => String(o.id));
    const cashBefore = await Promise.all(members.map((m) => cashOf(m.id)));

    expect(
      (await owner('POST', `/bo/v1/lottery/draws/${draw.id}/void`, { numero: 'nope', reason: 'x' })).json
        .errorCode,
    ).toBe('lottery.void.numero.mismatch');
    expect(
      (await ops('POST', `/bo/v1/lottery/draws/${draw.id}/void`, { numero, reason: 'x' })).json.errorCode,
    ).toBe('staff.platform.required');

    const [first, second] = await Promise.all([
      owner('POST', `/bo/v1/lottery/draws/${draw.id}/void`, { numero, reason: 'feed outage' }),
      owner('POST', `/bo/v1/lottery/draws/${draw.id}/void`, { numero, reason: 'feed outage' }),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.json.value.refunded + second.json.value.refunded).toBe(all.length);
    const keys = await voidKeys(all);
    expect(keys).toHaveLength(all.length);
    expect(keys.every((k) => k.amount === 200n)).toBe(true);
    for (const [i, m] of members.entries()) expect(await cashOf(m.id)).toBe(cashBefore[i]! + 200n);
    const after = await drawOf(numero);
    expect(after.status).toBe('VOID');
    // A voided draw will never be drawn: its seed is shown.
    expect(after.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const statuses = await t.db
      .selectFrom('lottery_order')
      .select(['status', 'cancel_reason'])
      .where('draw_id', '=', BigInt(draw.id))
      .execute();
    expect(statuses.every((s) => s.status === 'CANCELLED' && s.cancel_reason === 'void')).toBe(true);

    // A third void moves nothing; an order on the voided draw is refused; the draw loop passes it by.
    expect(
      (await owner('POST', `/bo/v1/lottery/draws/${draw.id}/void`, { numero, reason: 'again' })).json.value
        .refunded,
    ).toBe(0);
    expect((await order(members[0]!.token, numero)).errorCode).toBe('lottery.draw.closed');
    setNow(now + 60_000);
    await t.app.lotteryDraws.runDue();
    expect((await drawOf(numero)).status).toBe('VOID');
    expect(await voidKeys(all)).toHaveLength(all.length);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'after'])
      .where('action', '=', 'lottery.draw.void')
      .where('outcome', '=', 200)
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(audit[0]!.target).toBe(`lottery-draw:${draw.id}`);
  });

  it('refuses to void a drawn draw, and the draw loop racing a void never pays twice', async () => {
    // A draw the loop settles first: void refused.
    const numero = currentNumero();
    const m = await funded();
    await order(m.token);
    setNow(now + 60_000);
    await t.app.lotteryDraws.runDue();
    const settled = await drawOf(numero);
    expect(settled.status).toBe('SETTLED');
    expect(settled.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(settled.winNo).not.toBeNull();
    expect(
      (await owner('POST', `/bo/v1/lottery/draws/${settled.id}/void`, { numero, reason: 'late' })).json
        .errorCode,
    ).toBe('lottery.draw.not.voidable');

    // The next draw: the loop and a void at the same moment; exactly one of them ends the orders.
    const next = currentNumero();
    const players = [await funded(), await funded(), await funded()];
    for (const p of players) await order(p.token);
    const draw = await drawOf(next);
    const ids = (
      await t.db.selectFrom('lottery_order').select('id').where('draw_id', '=', BigInt(draw.id)).execute()
    ).map((o) => String(o.id));
    setNow(now + 60_000);
    const [drawn, voided] = await Promise.all([
      t.app.lotteryDraws.runDue(),
      owner('POST', `/bo/v1/lottery/draws/${draw.id}/void`, { numero: next, reason: 'race' }),
    ]);
    const final = await drawOf(next);
    const refunds = await voidKeys(ids);
    const wins = await t.db
      .selectFrom('ledger_transfer')
      .select('idempotency_key')
      .where(
        'idempotency_key',
        'in',
        ids.map((id) => `lottery:win:${id}`),
      )
      .execute();
    if (final.status === 'VOID') {
      expect(voided.status).toBe(200);
      expect(refunds).toHaveLength(ids.length);
      expect(wins).toHaveLength(0);
    } else {
      expect(final.status).toBe('SETTLED');
      expect(drawn).toBeGreaterThan(0);
      expect(voided.json.errorCode).toBe('lottery.draw.not.voidable');
      expect(refunds).toHaveLength(0);
    }
    const orders = await t.db
      .selectFrom('lottery_order')
      .select('status')
      .where('draw_id', '=', BigInt(draw.id))
      .execute();
    expect(orders.every((o) => o.status !== 'PENDING')).toBe(true);
  });

  it('lists the draw history with filters and CSV', async () => {
    const voids = await ops('GET', '/bo/v1/lottery/draws?status=VOID');
    expect(voids.json.value.rows.length).toBeGreaterThanOrEqual(1);
    expect(voids.json.value.rows.every((r: { status: string }) => r.status === 'VOID')).toBe(true);
    const open = await ops('GET', '/bo/v1/lottery/draws?status=OPEN&pageSize=5');
    expect(open.json.value.rows.every((r: { serverSeed: string | null }) => r.serverSeed === null)).toBe(
      true,
    );
    const csv = await ops('GET', '/bo/v1/lottery/draws?status=VOID&format=csv');
    expect(csv.res.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.res.body).toContain('VOID');
    expect((await ops('GET', '/bo/v1/lottery/draws?sort=secret')).status).toBe(400);
  });
});
