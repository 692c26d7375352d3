// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { floats } from '@portal/fair/node';
import { clock } from '../src/lib/clock.ts';
import { pickPrize, ticketRoll } from '../src/modules/tickets/service.ts';
import { createLedger, type Ledger } from '../src/modules/wallet/ledger.ts';
import { boCall, staffToken } from './bo-games-staff.ts';
import {
  demo,
  demoMerchantId,
  insertSettledDeposit,
  registerMember,
  startTestApp,
  type TestContext,
} from './harness.ts';

// Issue 16 item 4 (decision 0047): tickets. Conditions measured by the rule engine, draws that follow the
// prize table's weights and can be verified from the revealed seed, exactly one result per ticket under
// concurrent claims, RETRY and give-up, merchandise delivery, ownership, expiry, reward records, the welcome
// ticket of a new member, and the back office's permissions.

let t: TestContext;
let ledger: Ledger;
let merchantId: number;
const realNow = clock.nowMs;
const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 25, 4);
let current = START;
async function jump(ms: number) {
  current = ms;
  for (const table of ['session', 'staff_session'] as const)
    await t.db
      .updateTable(table)
      .set({ last_seen_at: new Date(ms), expires_at: new Date(ms + 30 * DAY) })
      .execute();
}
let owner: ReturnType<typeof boCall>;
let ops: ReturnType<typeof boCall>;
let support: ReturnType<typeof boCall>;

beforeAll(async () => {
  clock.nowMs = () => current;
  t = await startTestApp();
  ledger = createLedger(t.db);
  merchantId = await demoMerchantId(t);
  owner = boCall(t, await staffToken(t, merchantId, 'OWNER', 'bo_tk_owner'));
  ops = boCall(t, await staffToken(t, merchantId, 'OPERATIONS', 'bo_tk_ops'));
  support = boCall(t, await staffToken(t, merchantId, 'SUPPORT', 'bo_tk_support'));
});
afterAll(async () => {
  clock.nowMs = realNow;
  await t?.close();
});
afterEach(async () => {
  await jump(START);
  expect(await ledger.invariantViolations(merchantId)).toEqual([]);
});

const member = (token: string, lang = 'EN') => ({
  get: async (url: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: demo({ authorization: token, language: lang }),
    });
    return { status: res.statusCode, json: res.json() };
  },
  post: async (url: string, payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: demo({ authorization: token, language: lang }),
      payload,
    });
    return { status: res.statusCode, json: res.json() };
  },
});

type Prize = { rewardType: string; value?: number; productName?: string; weight: number };
async function template(type: string, prizes: Prize[], extra: Record<string, unknown> = {}) {
  const res = await owner('POST', '/bo/v1/tickets/templates', {
    type,
    name: { TW: `券 ${type}`, EN: `Ticket ${type}`, VI: `Vé ${type}` },
    prizes,
    turnoverMultiple: 2,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.value as { id: string; prizes: { configId: string; probability: number }[] };
}
async function issue(templateId: string, username: string) {
  const res = await ops('POST', '/bo/v1/tickets/issue', { templateId, usernames: [username] });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.value.issued[0].transactionId as string;
}
async function newMember(prefix: string) {
  const m = await registerMember(t, prefix);
  const row = await t.db
    .selectFrom('customer')
    .select('username')
    .where('id', '=', m.id)
    .executeTakeFirstOrThrow();
  return { ...m, username: row.username };
}
const claim = (token: string, transactionId: string, clientSeed?: string) =>
  member(token).post('/wps/relay/MCSFE_claimTickets', {
    transactionId,
    ...(clientSeed ? { clientSeed } : {}),
  });
const list = async (token: string) =>
  (await member(token).get('/wps/relay/MCS2_getTickets?status=AVAILABLE,UNAVAILABLE')).json.value as {
    transactionId: string;
    status: string;
    reason: string | null;
    type: string;
    conditions: { condition: string; actual: number; target: number; achieved: boolean }[];
    achievedConditionSize: number;
    serverSeedHash: string;
  }[];
const balanceOf = async (id: number, kind: 'bonus' | 'cash') =>
  (await ledger.balances(merchantId, id)).filter((a) => a.kind === kind).reduce((s, a) => s + a.balance, 0n);
const pointsOf = async (id: number) =>
  (await ledger.balances(merchantId, id, 'points'))
    .filter((a) => a.kind === 'cash')
    .reduce((s, a) => s + a.balance, 0n);
let serial = 0;
async function deposit(customerId: number, amount: bigint) {
  const requestId = `tk-dep-${customerId}-${serial++}`;
  await insertSettledDeposit(t, { customerId, requestId, amount });
  await t.db
    .updateTable('deposit_order')
    .set({ settled_at: new Date(current) })
    .where('request_id', '=', requestId)
    .execute();
}

describe('the draw', () => {
  it('outcomes follow the weights over many draws (each within 5 standard deviations)', () => {
    const prizes = [10, 30, 60, 0, 100].map((weight, i) => ({
      configId: String(i + 1),
      rewardType: 'NONE' as const,
      value: '0',
      productName: null,
      weight,
    }));
    const seed = 'ab'.repeat(32);
    const n = 20_000;
    const counts = new Map<string, number>();
    for (let nonce = 0; nonce < n; nonce++) {
      const p = pickPrize(prizes, ticketRoll(seed, 'client', nonce));
      counts.set(p.configId, (counts.get(p.configId) ?? 0) + 1);
    }
    expect(counts.get('4')).toBeUndefined();
    for (const p of prizes) {
      const prob = p.weight / 200;
      const expected = n * prob;
      const sd = Math.sqrt(n * prob * (1 - prob));
      expect(Math.abs((counts.get(p.configId) ?? 0) - expected)).toBeLessThanOrEqual(5 * sd);
    }
  });

  it('a draw is verified from the revealed seed: its hash was published, the roll and the slot recompute', async () => {
    const tpl = await template('CASH_VOUCHER', [
      { rewardType: 'MONEY', value: 1, weight: 1 },
      { rewardType: 'POINT', value: 5, weight: 1 },
      { rewardType: 'NONE', weight: 1 },
    ]);
    const m = await newMember('tv');
    const tx = await issue(tpl.id, m.username);
    const published = (await list(m.token)).find((x) => x.transactionId === tx)!.serverSeedHash;
    const r = await claim(m.token, tx, 'my own seed');
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const { fair, value } = r.json.value;
    expect(fair.serverSeedHash).toBe(published);
    expect(createHash('sha256').update(fair.serverSeed).digest('hex')).toBe(published);
    expect(fair).toMatchObject({ clientSeed: 'my own seed', nonce: 0 });
    const roll = floats(fair.serverSeed, 'my own seed', 0, 1)[0]!;
    expect(fair.roll).toBe(roll);
    const slot = Math.floor(roll * 3);
    expect(value.configId).toBe(String(slot + 1));
    expect(value.type).toBe(['MONEY', 'POINT', 'NONE'][slot]);
  });
});

describe('opening tickets', () => {
  it('unmet conditions refuse with actual and target; once met the ticket opens and pays once', async () => {
    const tpl = await template('GOLDEN_EGG', [{ rewardType: 'MONEY', value: 3, weight: 1 }], {
      conditions: [{ condition: 'DEPOSIT_AMOUNT', target: 100, duration: 'AFTER_CLAIM' }],
    });
    const m = await newMember('tc');
    await deposit(m.id, 50_000n); // before the ticket: AFTER_CLAIM does not count it
    await jump(START + 1000);
    const tx = await issue(tpl.id, m.username);
    const item = (await list(m.token)).find((x) => x.transactionId === tx)!;
    expect(item).toMatchObject({ status: 'UNAVAILABLE', reason: 'CONDITIONS', achievedConditionSize: 0 });
    expect(item.conditions).toEqual([
      expect.objectContaining({ condition: 'DEPOSIT_AMOUNT', actual: 0, target: 100, achieved: false }),
    ]);
    await jump(START + 2000);
    await deposit(m.id, 6_000n);
    const refused = await claim(m.token, tx);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      errorCode: 'ticket.conditions.unmet',
      message: 'Complete the ticket’s conditions to open it',
      value: { conditions: [{ condition: 'DEPOSIT_AMOUNT', actual: 60, target: 100, achieved: false }] },
    });
    await deposit(m.id, 4_000n);
    const ok = await claim(m.token, tx);
    expect(ok.json.value.value).toEqual({
      type: 'MONEY',
      configId: '1',
      value: 3,
      productName: null,
      giftCode: null,
    });
    expect(await balanceOf(m.id, 'bonus')).toBe(300n);
    const req = await t.db
      .selectFrom('turnover_requirement')
      .select('required')
      .where('customer_id', '=', m.id)
      .execute();
    expect(req.map((r) => BigInt(r.required))).toEqual([600n]);
    expect((await claim(m.token, tx)).json.errorCode).toBe('ticket.used');
  });

  it('10 concurrent claims: one draw, one ledger transfer, the other nine refused', async () => {
    const tpl = await template('GOLDEN_EGG', [
      { rewardType: 'MONEY', value: 4, weight: 1 },
      { rewardType: 'POINT', value: 9, weight: 1 },
    ]);
    const m = await newMember('tk');
    const tx = await issue(tpl.id, m.username);
    const results = await Promise.all(Array.from({ length: 10 }, () => claim(m.token, tx)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).map((r) => r.json.errorCode)).toEqual(
      Array(9).fill('ticket.used'),
    );
    const ticket = await t.db
      .selectFrom('ticket')
      .select(['id', 'spins'])
      .where('transaction_id', '=', tx)
      .executeTakeFirstOrThrow();
    expect(ticket.spins).toBe(1);
    const draws = await t.db
      .selectFrom('ticket_draw')
      .select('id')
      .where('ticket_id', '=', ticket.id)
      .execute();
    expect(draws).toHaveLength(1);
    const transfers = await t.db
      .selectFrom('ledger_transfer')
      .select('idempotency_key')
      .where('idempotency_key', 'like', `ticket:${ticket.id}%`)
      .execute();
    expect(transfers).toHaveLength(1);
    const won = results.find((r) => r.status === 200)!.json.value.value;
    if (won.type === 'MONEY') expect(await balanceOf(m.id, 'bonus')).toBe(400n);
    else expect(await pointsOf(m.id)).toBe(9n);
  });

  it('RETRY keeps the ticket to spin again (the next nonce); cancel gives a ticket up', async () => {
    // A wheel whose draws are RETRY until the member gets lucky: spin until a non-RETRY result.
    const tpl = await template('PRIZE_WHEEL', [
      { rewardType: 'RETRY', weight: 3 },
      { rewardType: 'POINT', value: 2, weight: 1 },
    ]);
    const m = await newMember('tr');
    const tx = await issue(tpl.id, m.username);
    const wheel = (await member(m.token).get(`/wps/relay/MCSFE_getPrizeWheelInfo?transactionId=${tx}`)).json
      .value;
    expect(wheel.prizeWheelData).toEqual([
      { configId: '1', rewardType: 'RETRY', value: 0, productName: null, imageUrl: null },
      { configId: '2', rewardType: 'POINT', value: 2, productName: null, imageUrl: null },
    ]);
    // The test reads the (still secret) server seed to pick client seeds whose draws are RETRY, then POINT.
    const { server_seed: seed } = await t.db
      .selectFrom('ticket')
      .select('server_seed')
      .where('transaction_id', '=', tx)
      .executeTakeFirstOrThrow();
    const seedFor = (nonce: number, slot: number) => {
      for (let i = 0; ; i++) if (Math.floor(ticketRoll(seed, `s${i}`, nonce) * 4) === slot) return `s${i}`;
    };
    const first = await claim(m.token, tx, seedFor(0, 0));
    expect(first.json.value).toMatchObject({
      value: { type: 'RETRY' },
      fair: { nonce: 0, serverSeed: null },
    });
    expect((await list(m.token)).find((x) => x.transactionId === tx)?.status).toBe('AVAILABLE');
    const second = await claim(m.token, tx, seedFor(1, 3));
    expect(second.json.value).toMatchObject({
      value: { type: 'POINT', value: 2 },
      fair: { nonce: 1, serverSeed: seed },
    });
    const nonce = 2;
    expect(await pointsOf(m.id)).toBe(2n);
    const draws = await t.db
      .selectFrom('ticket_draw as d')
      .innerJoin('ticket as k', 'k.id', 'd.ticket_id')
      .select(['d.nonce'])
      .where('k.transaction_id', '=', tx)
      .orderBy('d.nonce')
      .execute();
    expect(draws.map((d) => d.nonce)).toEqual(Array.from({ length: nonce }, (_, i) => i));
    // Give-up: a wheel that always answers RETRY, spun once then cancelled.
    const always = await template('PRIZE_WHEEL', [
      { rewardType: 'RETRY', weight: 1 },
      { rewardType: 'NONE', weight: 0 },
    ]).catch(() => null);
    expect(always).toBeNull(); // a wheel with nothing but RETRY to draw is refused
    const tx2 = await issue(tpl.id, m.username);
    const cancelled = await member(m.token).post('/wps/relay/MCS2_cancelTicket', { transactionId: tx2 });
    expect(cancelled.status).toBe(200);
    expect(createHash('sha256').update(cancelled.json.value.serverSeed).digest('hex')).toBe(
      cancelled.json.value.serverSeedHash,
    );
    expect((await claim(m.token, tx2)).json.errorCode).toBe('ticket.used');
    expect((await list(m.token)).some((x) => x.transactionId === tx2)).toBe(false);
  });

  it('merchandise: pending delivery until the operator marks it delivered', async () => {
    const tpl = await template('CASH_VOUCHER', [
      { rewardType: 'MERCHANDISE', productName: 'Mug', weight: 1 },
    ]);
    const m = await newMember('tm');
    const tx = await issue(tpl.id, m.username);
    expect((await claim(m.token, tx)).json.value.value).toMatchObject({
      type: 'MERCHANDISE',
      productName: 'Mug',
    });
    const pending = (
      await member(m.token).get('/wps/relay/MCSFE_getTickets?includePendingDeliveryTickets=true')
    ).json.value;
    expect(pending.find((x: { transactionId: string }) => x.transactionId === tx)).toMatchObject({
      reason: 'PENDING_DELIVERY',
    });
    const bo = (await support('GET', '/bo/v1/tickets?delivery=PENDING_DELIVERY')).json.value;
    const row = bo.find((x: { transactionId: string }) => x.transactionId === tx);
    expect(row).toMatchObject({
      deliveryStatus: 'PENDING_DELIVERY',
      productName: 'Mug',
      username: m.username,
    });
    expect(row.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect((await support('POST', `/bo/v1/tickets/${row.id}/delivered`)).json.errorCode).toBe(
      'permission.denied',
    );
    expect((await ops('POST', `/bo/v1/tickets/${row.id}/delivered`)).status).toBe(200);
    expect((await ops('POST', `/bo/v1/tickets/${row.id}/delivered`)).json.errorCode).toBe('not.found');
    const records = (await member(m.token).get('/wps/relay/MCSFE_getGetClaimHistory')).json.value;
    expect(records.list.find((r: { productName: string }) => r.productName === 'Mug')).toMatchObject({
      deliveryStatus: 'DELIVERED',
      type: 'CASH_VOUCHER',
    });
  });

  it('a member cannot see or open another member’s ticket', async () => {
    const tpl = await template('GOLDEN_EGG', [{ rewardType: 'MONEY', value: 1, weight: 1 }]);
    const a = await newMember('ta');
    const b = await newMember('tb');
    const tx = await issue(tpl.id, a.username);
    expect((await claim(b.token, tx)).status).toBe(404);
    expect((await member(b.token).post('/wps/relay/MCSFE_cancelTicket', { transactionId: tx })).status).toBe(
      404,
    );
    expect((await member(b.token).get(`/wps/relay/MCSFE_getPrizeWheelInfo?transactionId=${tx}`)).status).toBe(
      404,
    );
    expect((await list(b.token)).some((x) => x.transactionId === tx)).toBe(false);
    expect((await claim(a.token, tx)).status).toBe(200);
  });

  it('validity: not before its start, gone after its end (the fake clock moves)', async () => {
    const tpl = await template('GOLDEN_EGG', [{ rewardType: 'POINT', value: 1, weight: 1 }], {
      startTime: new Date(START + DAY).toISOString(),
      validDays: 3,
    });
    const m = await newMember('te');
    const tx = await issue(tpl.id, m.username);
    expect((await list(m.token)).find((x) => x.transactionId === tx)).toMatchObject({
      reason: 'NOT_STARTED',
    });
    expect((await claim(m.token, tx)).json.errorCode).toBe('ticket.not.open');
    await jump(START + 3 * DAY);
    const counts = (await member(m.token).get('/wps/relay/MCSFE_getAvailablePromotions')).json.value.content;
    expect(counts.TICKET.count).toBeGreaterThanOrEqual(1);
    await jump(START + 3 * DAY + 1);
    expect((await claim(m.token, tx)).json.errorCode).toBe('ticket.expired');
    expect((await list(m.token)).some((x) => x.transactionId === tx)).toBe(false);
  });

  it('gift codes: one code of the pool per ticket; an empty pool refuses', async () => {
    const tpl = await template('GIFT_CODE', []);
    expect(
      (await support('POST', `/bo/v1/tickets/templates/${tpl.id}/gift-codes`, { codes: ['A'] })).json
        .errorCode,
    ).toBe('permission.denied');
    expect(
      (await ops('POST', `/bo/v1/tickets/templates/${tpl.id}/gift-codes`, { codes: ['GC-1', 'GC-1'] })).json
        .value,
    ).toEqual({
      added: 1,
    });
    const m = await newMember('tg');
    const tx1 = await issue(tpl.id, m.username);
    const tx2 = await issue(tpl.id, m.username);
    expect((await claim(m.token, tx1)).json.value.value).toMatchObject({
      type: 'GIFT_CODE',
      giftCode: 'GC-1',
    });
    expect((await claim(m.token, tx2)).json.errorCode).toBe('ticket.codes.empty');
  });
});

describe('scheduled raffles', () => {
  beforeAll(async () => {
    // The demo merchant's own raffles (seed) would add their schedules to the lists and counts below.
    await t.db.updateTable('raffle_promotion').set({ enabled: false }).execute();
  });
  it('during a schedule a member claims one ticket once (10 concurrent claims); status and counts follow', async () => {
    const tpl = await template('RAFFLE', [{ rewardType: 'MONEY', value: 2, weight: 1 }]);
    const schedule = {
      startTime: new Date(START + DAY).toISOString(),
      endTime: new Date(START + DAY + 3_600_000).toISOString(),
    };
    expect(
      (
        await support('POST', '/bo/v1/tickets/raffles', {
          name: { TW: '紅包雨' },
          templateId: tpl.id,
          schedules: [schedule],
        })
      ).json.errorCode,
    ).toBe('permission.denied');
    const created = await ops('POST', '/bo/v1/tickets/raffles', {
      name: { TW: '紅包雨', EN: 'Red rain' },
      templateId: tpl.id,
      schedules: [schedule],
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const promotionId = created.json.value.id;
    const raffleScheduleId = created.json.value.schedules[0].id;
    const m = await newMember('tf');
    const status = async () =>
      (
        await member(m.token).get(
          `/wps/relay/MCSFE_getRafflePromotionStatus?rafflePromotionId=${promotionId}&raffleScheduleId=${raffleScheduleId}`,
        )
      ).json.value;
    const counts = async () =>
      (await member(m.token).get('/wps/relay/MCSFE_getAvailablePromotions')).json.value.content;
    const claimRaffle = () =>
      member(m.token).post('/wps/relay/MCS2_claimRafflePromotion', { promotionId, raffleScheduleId });
    expect(await status()).toEqual({
      isClaimed: false,
      hasStarted: false,
      hasEnded: false,
      due: schedule.startTime,
      time: 86_400,
    });
    expect((await counts()).RAFFLE).toEqual({ enabled: true, count: 0 });
    expect((await claimRaffle()).json.errorCode).toBe('ticket.not.open');
    await jump(START + DAY + 60_000);
    expect(await status()).toMatchObject({
      hasStarted: true,
      hasEnded: false,
      due: schedule.endTime,
      time: 3540,
    });
    expect((await counts()).RAFFLE).toEqual({ enabled: true, count: 1 });
    const results = await Promise.all(Array.from({ length: 10 }, () => claimRaffle()));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).map((r) => r.json.errorCode)).toEqual(
      Array(9).fill('ticket.used'),
    );
    const won = results.find((r) => r.status === 200)!.json.value;
    expect(won.ticket).toMatchObject({ type: 'RAFFLE', status: 'AVAILABLE' });
    const mine = await t.db
      .selectFrom('ticket')
      .select('source')
      .where('customer_id', '=', m.id)
      .where('template_id', '=', Number(tpl.id))
      .execute();
    expect(mine).toEqual([{ source: `RAFFLE:${raffleScheduleId}` }]);
    expect(await status()).toMatchObject({ isClaimed: true });
    expect((await counts()).RAFFLE).toEqual({ enabled: true, count: 0 });
    expect((await claim(m.token, won.ticket.transactionId)).json.value.value).toMatchObject({
      type: 'MONEY',
      value: 2,
    });
    await jump(START + DAY + 3_600_000);
    expect(await status()).toMatchObject({ hasEnded: true, time: 0 });
    const other = await newMember('tf');
    expect(
      (
        await member(other.token).post('/wps/relay/MCSFE_claimRafflePromotion', {
          promotionId,
          raffleScheduleId,
        })
      ).json.errorCode,
    ).toBe('ticket.expired');
    const listed = (await support('GET', '/bo/v1/tickets/raffles')).json.value.find(
      (r: { id: string }) => r.id === promotionId,
    );
    expect(listed.schedules[0].claims).toBe(1);
    // Disabled afterwards so the other tests' counts see no raffle.
    await t.db.updateTable('raffle_promotion').set({ enabled: false }).execute();
  });
});

describe('raffle schedules (decision 0050)', () => {
  it('lists the schedules open now or starting within a day, with the member’s claims, in the member’s language', async () => {
    const tpl = await template('RAFFLE', [{ rewardType: 'POINT', value: 5, weight: 1 }]);
    const at = (h: number, m = 0) => new Date(START + h * 3_600_000 + m * 60_000).toISOString();
    const created = await ops('POST', '/bo/v1/tickets/raffles', {
      name: { TW: '午間紅包', EN: 'Noon envelopes', VI: 'Lì xì trưa' },
      templateId: tpl.id,
      schedules: [
        { startTime: at(-2), endTime: at(-1) }, // ended
        { startTime: at(-1), endTime: at(1) }, // open now
        { startTime: at(2), endTime: at(3) }, // later today
        { startTime: at(25), endTime: at(26) }, // beyond the day
      ],
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const raffle = created.json.value;
    const ids = raffle.schedules.map((x: { id: string }) => x.id);
    const m = await newMember('tl');
    const schedules = async (lang = 'EN') =>
      (await member(m.token, lang).get('/wps/relay/MCSFE_getRaffleSchedules')).json.value;
    expect(await schedules()).toEqual([
      {
        promotionId: raffle.id,
        raffleScheduleId: ids[1],
        name: 'Noon envelopes',
        ticketType: 'RAFFLE',
        startTime: at(-1),
        endTime: at(1),
        hasStarted: true,
        isClaimed: false,
      },
      expect.objectContaining({ raffleScheduleId: ids[2], hasStarted: false, isClaimed: false }),
    ]);
    const claimed = await member(m.token).post('/wps/relay/MCSFE_claimRafflePromotion', {
      promotionId: raffle.id,
      raffleScheduleId: ids[1],
    });
    expect(claimed.status, JSON.stringify(claimed.json)).toBe(200);
    const [now, later] = await schedules('VI');
    expect(now).toMatchObject({ raffleScheduleId: ids[1], isClaimed: true, name: 'Lì xì trưa' });
    expect(later).toMatchObject({ raffleScheduleId: ids[2], isClaimed: false });
    // The MCS2 name answers the same; a disabled template hides its raffles and refuses a claim.
    expect((await member(m.token).get('/wps/relay/MCS2_getRaffleSchedules')).json.value).toHaveLength(2);
    await t.db
      .updateTable('ticket_template')
      .set({ enabled: false })
      .where('id', '=', Number(tpl.id))
      .execute();
    expect(await schedules()).toEqual([]);
    await jump(START + 2 * 3_600_000 + 60_000);
    const closed = await member(m.token).post('/wps/relay/MCSFE_claimRafflePromotion', {
      promotionId: raffle.id,
      raffleScheduleId: ids[2],
    });
    expect(closed.json.errorCode).toBe('ticket.template.closed');
    expect(
      await t.db.selectFrom('raffle_claim').select('id').where('schedule_id', '=', Number(ids[2])).execute(),
    ).toEqual([]);
    await t.db
      .updateTable('ticket_template')
      .set({ enabled: true })
      .where('id', '=', Number(tpl.id))
      .execute();
    await t.db
      .updateTable('raffle_promotion')
      .set({ enabled: false })
      .where('id', '=', Number(raffle.id))
      .execute();
    expect(await schedules()).toEqual([]);
  });

  it('the back office edits a raffle: claimed schedules stay, others move, go or come; overlaps are refused', async () => {
    const tpl = await template('GOLDEN_EGG', [{ rewardType: 'POINT', value: 1, weight: 1 }]);
    const at = (h: number) => new Date(START + h * 3_600_000).toISOString();
    const created = (
      await ops('POST', '/bo/v1/tickets/raffles', {
        name: { TW: '砸蛋場' },
        templateId: tpl.id,
        schedules: [
          { startTime: at(-1), endTime: at(1) },
          { startTime: at(3), endTime: at(4) },
        ],
      })
    ).json.value;
    const [open, later] = created.schedules as { id: string; startTime: string; endTime: string }[];
    const m = await newMember('te');
    expect(
      (
        await member(m.token).post('/wps/relay/MCSFE_claimRafflePromotion', {
          promotionId: created.id,
          raffleScheduleId: open!.id,
        })
      ).status,
    ).toBe(200);
    const put = (schedules: object[], extra: object = {}) =>
      ops('PUT', `/bo/v1/tickets/raffles/${created.id}`, {
        name: { TW: '砸蛋場', EN: 'Egg hour' },
        templateId: tpl.id,
        enabled: true,
        schedules,
        ...extra,
      });
    // The claimed schedule can be neither removed nor moved.
    const removed = await put([{ id: later!.id, startTime: later!.startTime, endTime: later!.endTime }]);
    expect([removed.status, removed.json.errorCode]).toEqual([409, 'raffle.schedule.claimed']);
    const moved = await put([
      { id: open!.id, startTime: at(-1), endTime: at(2) },
      { id: later!.id, startTime: later!.startTime, endTime: later!.endTime },
    ]);
    expect(moved.json.errorCode).toBe('raffle.schedule.claimed');
    // Overlapping schedules and a foreign id are refused; the support role cannot edit.
    const overlap = await put([
      { id: open!.id, startTime: open!.startTime, endTime: open!.endTime },
      { startTime: at(0), endTime: at(2) },
    ]);
    expect(overlap.json.errorCode).toBe('request_param_err');
    expect((await put([{ id: '999999', startTime: at(5), endTime: at(6) }])).json.errorCode).toBe(
      'request_param_err',
    );
    expect(
      (
        await support('PUT', `/bo/v1/tickets/raffles/${created.id}`, {
          name: { TW: 'x' },
          templateId: tpl.id,
          schedules: [],
        })
      ).json.errorCode,
    ).toBe('permission.denied');
    const listed = (await ops('GET', '/bo/v1/tickets/raffles')).json.value.find(
      (r: { id: string }) => r.id === created.id,
    );
    expect(listed.schedules.map((x: { id: string }) => x.id)).toEqual([open!.id, later!.id]);
    // Kept as it is, the unclaimed one moved, a new one added.
    const ok = await put([
      { id: open!.id, startTime: open!.startTime, endTime: open!.endTime },
      { id: later!.id, startTime: at(5), endTime: at(6) },
      { startTime: at(8), endTime: at(9) },
    ]);
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.value.name).toEqual({ TW: '砸蛋場', EN: 'Egg hour' });
    expect(
      ok.json.value.schedules.map((x: { startTime: string; claims: number }) => [x.startTime, x.claims]),
    ).toEqual([
      [open!.startTime, 1],
      [at(5), 0],
      [at(8), 0],
    ]);
    // Removing the unclaimed ones leaves the claimed one; switching off hides it from members.
    const fewer = await put([{ id: open!.id, startTime: open!.startTime, endTime: open!.endTime }], {
      enabled: false,
    });
    expect(fewer.json.value).toMatchObject({ enabled: false, schedules: [{ id: open!.id, claims: 1 }] });
    expect((await member(m.token).get('/wps/relay/MCSFE_getRaffleSchedules')).json.value).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('target', '=', `ticket-raffle:${created.id}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'ticket.raffle.create',
      'ticket.raffle.update',
      'ticket.raffle.update',
    ]);
  });
});

describe('records, the welcome ticket, counts and the back office', () => {
  it('a new member holds the welcome prize wheel; the counts and the reward records follow', async () => {
    const m = await newMember('tw');
    const mine = await list(m.token);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ type: 'PRIZE_WHEEL', status: 'AVAILABLE', conditions: [] });
    const counts = async () =>
      (await member(m.token).get('/wps/relay/MCSFE_getAvailablePromotions')).json.value.content;
    expect((await counts()).TICKET).toEqual({ enabled: true, count: 1 });
    // Spin until a final result (the demo wheel has a RETRY slot).
    let r;
    do r = (await claim(m.token, mine[0]!.transactionId)).json.value.value;
    while (r.type === 'RETRY');
    expect((await counts()).TICKET).toEqual({ enabled: true, count: 0 });
    // Two more outcomes of known value through a voucher.
    const tpl = await template('CASH_VOUCHER', [{ rewardType: 'MONEY', value: 2.5, weight: 1 }]);
    const pts = await template('GOLDEN_EGG', [{ rewardType: 'POINT', value: 7, weight: 1 }]);
    await claim(m.token, await issue(tpl.id, m.username));
    await jump(START + 2 * DAY);
    await claim(m.token, await issue(pts.id, m.username));
    const all = (await member(m.token).get('/wps/relay/MCSFE_getGetClaimHistory?size=2')).json.value;
    expect(all.total).toBe(3);
    expect(all.list).toHaveLength(2);
    expect(all.list[0]).toMatchObject({ type: 'GOLDEN_EGG', point: 7, amount: 0 });
    const wheelAmount = r.type === 'MONEY' ? r.value : 0;
    const wheelPoints = r.type === 'POINT' ? r.value : 0;
    expect(all.totalAmount).toBeCloseTo(2.5 + wheelAmount, 6);
    expect(all.totalPoint).toBe(7 + wheelPoints);
    const vouchers = (await member(m.token).get('/wps/relay/MCS2_getGetClaimHistory?ticketType=CASH_VOUCHER'))
      .json.value;
    expect(vouchers).toMatchObject({ total: 1, totalAmount: 2.5, totalPoint: 0 });
    expect(vouchers.list[0]).toMatchObject({ deliveryStatus: 'ENCASHED', amount: 2.5 });
    const day = new Date(START + 2 * DAY).toISOString().slice(0, 10);
    const ranged = (
      await member(m.token).get(`/wps/relay/MCSFE_getGetClaimHistory?claimDateFrom=${day}&claimDateTo=${day}`)
    ).json.value;
    expect(ranged).toMatchObject({ total: 1, totalPoint: 7, totalAmount: 0 });
  });

  it('templates: probabilities shown, rewards.manage edits (SUPPORT cannot), audited; bad tables refused', async () => {
    const body = {
      type: 'PRIZE_WHEEL',
      name: { TW: '轉盤' },
      prizes: [
        { rewardType: 'MONEY', value: 1, weight: 1 },
        { rewardType: 'NONE', weight: 3 },
      ],
    };
    expect((await support('POST', '/bo/v1/tickets/templates', body)).json.errorCode).toBe(
      'permission.denied',
    );
    const created = await ops('POST', '/bo/v1/tickets/templates', body);
    expect(created.json.value.prizes.map((p: { probability: number }) => p.probability)).toEqual([
      0.25, 0.75,
    ]);
    const id = created.json.value.id;
    const edited = await ops('PUT', `/bo/v1/tickets/templates/${id}`, { ...body, turnoverMultiple: 3 });
    expect(edited.json.value.turnoverMultiple).toBe(3);
    expect((await support('GET', `/bo/v1/tickets/templates/${id}`)).json.value.id).toBe(id);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `ticket-template:${id}`)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['ticket.template.create', 'ticket.template.update']);
    for (const prizes of [
      [],
      [{ rewardType: 'MERCHANDISE', weight: 1 }],
      [{ rewardType: 'MONEY', value: 0, weight: 1 }],
    ])
      expect((await ops('POST', '/bo/v1/tickets/templates', { ...body, prizes })).json.errorCode).toBe(
        'request_param_err',
      );
    expect(
      (
        await ops('POST', '/bo/v1/tickets/templates', {
          ...body,
          type: 'GOLDEN_EGG',
          prizes: [
            { rewardType: 'RETRY', weight: 1 },
            { rewardType: 'NONE', weight: 1 },
          ],
        })
      ).json.errorCode,
    ).toBe('request_param_err');
    const issued = await ops('POST', '/bo/v1/tickets/issue', { templateId: id, usernames: ['nobody-here'] });
    expect(issued.json.value).toEqual({ issued: [], unknown: ['nobody-here'] });
  });
});
