// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  BUSINESS_TIME_ZONE,
  dailyReportValue,
  dashboardValue,
  depositChannelsValue,
  depositOrder,
  successEnvelope,
  withdrawal,
  bankCardsValue,
  type DailyReportValue,
  type ReportFigures,
} from '@portal/contract';
import { gameByCode } from '@portal/lottery/games';
import { slotAt } from '@portal/lottery/schedule';
import { clock } from '../src/lib/clock.ts';
import { signCallback } from '../src/modules/wallet/cashier.ts';
import { createLedger, type Ledger } from '../src/modules/wallet/ledger.ts';
import { toCsv } from '../src/lib/listing.ts';
import { demo, HOUSE_TEST_SECRET, registerBody, startTestApp, type TestContext } from './harness.ts';
import { createStaff, staffToken } from './staff-helpers.ts';

// Reports and dashboard (issue 15 item 11, decision 0033): a day of business built through the real
// services (registration, sandbox deposits with a promotion bonus and a rebate, house games over the
// vendor protocol, a paid-out and a pending withdrawal, adjustments, a trial player), then every figure
// compared with sums over the ledger's rows computed here; business days cut at midnight in Taipei;
// merchant isolation; the CSV is the filtered rows.

let t: TestContext;
let ledger: Ledger;
let demoId: number;
let otherId: number;
let owner: string;
let finance: string;
let support: string;
let otherOwner: string;
let everywhere: string;
let vendorTypes: Map<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  ledger = createLedger(t.db);
  demoId = (
    await t.db.selectFrom('merchant').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()
  ).id;
  const settings = await t.db
    .selectFrom('merchant')
    .select('settings')
    .where('id', '=', demoId)
    .executeTakeFirstOrThrow();
  otherId = (
    await t.db
      .insertInto('merchant')
      .values({ code: 'other', name: 'Other', settings: JSON.stringify(settings.settings) as never })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await createStaff(t, { username: 'rep-owner', role: 'OWNER' });
  await createStaff(t, { username: 'rep-finance', role: 'FINANCE' });
  await createStaff(t, { username: 'rep-support', role: 'SUPPORT' });
  await createStaff(t, { username: 'rep-other', role: 'OWNER', merchant: 'other' });
  await createStaff(t, { username: 'rep-all', role: 'READ_ONLY', merchant: null });
  owner = await staffToken(t, 'rep-owner');
  finance = await staffToken(t, 'rep-finance');
  support = await staffToken(t, 'rep-support');
  otherOwner = await staffToken(t, 'rep-other', { merchant: 'other' });
  everywhere = await staffToken(t, 'rep-all');
  vendorTypes = new Map(
    (await t.db.selectFrom('game_vendor').select(['code', 'game_type']).execute()).map((v) => [
      v.code,
      v.game_type,
    ]),
  );
}, 180_000);
afterAll(() => t?.close());

// ---- the member side, through the API -------------------------------------------------------------

let serial = 0;
async function register(prefix: string) {
  const username = `${prefix}${Date.now().toString(36).slice(-5)}${serial++}`.slice(0, 16);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/wps/member/register',
    headers: demo(),
    payload: registerBody(username),
  });
  expect(res.statusCode, res.body).toBe(200);
  const v = res.json().value as { token: string; customerId: number };
  return { token: v.token, id: v.customerId };
}

const member = async (url: string, token: string, payload?: unknown) => {
  const res = await t.app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url,
    headers: demo({ authorization: token, language: 'EN' }),
    payload: payload as object,
  });
  return { status: res.statusCode, json: res.json() as { value?: unknown; errorCode?: string } };
};

async function channels(token: string) {
  return successEnvelope(depositChannelsValue).parse(
    (await member('/wps/relay/MCSFE_getDepositChannels', token)).json,
  ).value.channels;
}

/** A deposit through the sandbox gateway, confirmed by its signed callback. */
async function sandboxDeposit(token: string, amount: number, promotionId: number | null = null) {
  const sandbox = (await channels(token)).find((c) => c.method === 'PG')!;
  const created = await member('/wps/relay/MCSFE_deposit', token, {
    channelId: sandbox.channelId,
    amount,
    requestId: `rep-${serial++}-${Date.now()}`,
    promotionId,
  });
  expect(created.status, JSON.stringify(created.json)).toBe(200);
  const order = successEnvelope(depositOrder).parse(created.json).value;
  const secret = (
    await t.db
      .selectFrom('payment_channel')
      .select('secret')
      .where('code', '=', 'SANDBOX')
      .executeTakeFirstOrThrow()
  ).secret!;
  const body = JSON.stringify({ orderId: order.orderId, status: 'SUCCESS', amount: String(amount * 100) });
  const res = await t.app.inject({
    method: 'POST',
    url: '/payment/callback/SANDBOX',
    headers: { 'content-type': 'application/json', 'x-signature': signCallback(secret, body) },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return order;
}

async function withdraw(token: string, amount: number) {
  await member('/wps/relay/MCSFE_setPaymentPassword', token, {
    loginPassword: 'Secret#123',
    paymentPassword: '135790',
    confirmPaymentPassword: '135790',
  });
  await member('/wps/relay/MCSFE_bindCard', token, {
    type: 'B',
    bankCode: 'CTBC',
    accountNumber: `6222${String(Date.now()).slice(-8)}${serial++}`,
    payeeName: 'Chen Mei Ling',
    paymentPassword: '135790',
  });
  const cards = successEnvelope(bankCardsValue).parse(
    (await member('/wps/relay/MCSFE_getBankCards', token)).json,
  ).value.cards;
  const res = await member('/wps/relay/MCSFE_withdraw', token, {
    cardId: cards[0]!.cardId,
    amount,
    paymentPassword: '135790',
    requestId: `wd-${serial++}-${Date.now()}`,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return successEnvelope(withdrawal).parse(res.json).value;
}

const sign = (body: string) => createHmac('sha256', HOUSE_TEST_SECRET).update(body).digest('hex');
async function vendorCall(action: string, payload: unknown) {
  const body = JSON.stringify(payload);
  const res = await t.app.inject({
    method: 'POST',
    url: `/vendor/v1/HOUSE/${action}`,
    headers: { 'content-type': 'application/json', 'x-signature': sign(body) },
    payload: body,
  });
  const v = res.json() as { status: string };
  expect(v.status, res.body).toBe('OK');
}

async function launch(token: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: demo({ authorization: token }),
    payload: {
      gameId: 'HOUSE_DICE',
      vassalage: 'HOUSE',
      accountType: 1,
      platform: 'html5-desktop',
      clientType: 3,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json().value.game_url as string).searchParams.get('token')!;
}

/** A round of the house dice over the vendor protocol: a bet and, unless `open`, its win (0 = lost). */
async function playRound(vendorToken: string, bet: number, win: number | 'open' | 'rollback') {
  const id = `${serial++}-${Date.now()}`;
  await vendorCall('bet', { token: vendorToken, transactionId: `b${id}`, roundId: `r${id}`, amount: bet });
  if (win === 'open') return;
  if (win === 'rollback')
    return vendorCall('rollback', {
      token: vendorToken,
      transactionId: `x${id}`,
      roundId: `r${id}`,
      betTransactionId: `b${id}`,
    });
  await vendorCall('win', {
    token: vendorToken,
    transactionId: `w${id}`,
    roundId: `r${id}`,
    amount: win,
    betTransactionId: `b${id}`,
  });
}

/**
 * A round of another vendor (no loopback vendor for it here): its ledger transfers as a seamless vendor
 * leaves them, and its settled betting record.
 */
async function vendorRound(
  merchantId: number,
  customerId: number,
  vendor: string,
  bet: bigint,
  win: bigint,
  at?: Date,
) {
  const round = `${vendor}-${serial++}`;
  await ledger.transfer({
    merchantId,
    key: `vendor:${vendor}:${round}:bet`,
    type: 'bet',
    from: { kind: 'cash', ownerId: customerId },
    to: { kind: 'vendorFloat', ref: vendor },
    amount: bet,
    meta: { vendor, round },
  });
  if (win > 0n)
    await ledger.transfer({
      merchantId,
      key: `vendor:${vendor}:${round}:win`,
      type: 'win',
      from: { kind: 'vendorFloat', ref: vendor },
      to: { kind: 'cash', ownerId: customerId },
      amount: win,
      meta: { vendor, round },
    });
  const game = await t.db
    .selectFrom('game')
    .select('id')
    .where('vendor_code', '=', vendor)
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('bet_record')
    .values({
      merchant_id: merchantId,
      customer_id: customerId,
      vendor_code: vendor,
      game_id: game.id,
      round_id: round,
      bet_amount: bet,
      win_amount: win,
      status: 'SETTLED',
      settled_at: at ?? new Date(),
      ...(at ? { placed_at: at } : {}),
    })
    .execute();
  if (at) await backdate(`vendor:${vendor}:${round}:`, at);
}

/** Moves transfers (by key prefix) to another instant: the ledger refuses updates, so its triggers are held off for it. */
async function backdate(keyPrefix: string, at: Date) {
  await t.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await trx
      .updateTable('ledger_transfer')
      .set({ created_at: at })
      .where('idempotency_key', 'like', `${keyPrefix}%`)
      .execute();
  });
}

/** A balance adjustment requested by one staff member and approved by another (or left waiting). */
async function adjustByStaff(memberId: number, amount: string, asker: string, approver: string | null) {
  const asked = await t.app.inject({
    method: 'POST',
    url: `/bo/v1/members/${memberId}/adjustments`,
    headers: { merchant: 'demo', authorization: asker },
    payload: { amount, reason: 'reports test' },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  if (!approver) return;
  const id = (asked.json().value as { id: string }).id;
  const decided = await t.app.inject({
    method: 'POST',
    url: `/bo/v1/adjustments/${id}/decision`,
    headers: { merchant: 'demo', authorization: approver },
    payload: { decision: 'approve' },
  });
  expect(decided.statusCode, decided.body).toBe(200);
}

async function adjust(merchantId: number, customerId: number, amount: bigint, key: string) {
  const credit = amount > 0n;
  await ledger.transfer({
    merchantId,
    key,
    type: 'adjustment',
    from: credit ? { kind: 'bonusExpense' } : { kind: 'cash', ownerId: customerId },
    to: credit ? { kind: 'cash', ownerId: customerId } : { kind: 'houseIncome' },
    amount: credit ? amount : -amount,
  });
}

/**
 * A lottery order on every digit of SSC1's first position (one of ten wins; series 1900 earns a
 * rebate), placed in the numero open 2.5 minutes ago and settled by its draw: stake, win and rebate.
 */
async function lotteryOrder(token: string) {
  const realNow = clock.nowMs;
  const ssc1 = gameByCode('SSC1')!;
  // The opening second of the numero that was open 2.5 minutes ago: always on sale (a minute
  // numero closes 10 s before its draw), and drawn before now.
  const past = slotAt(ssc1, Date.now() - 150_000).openTime + 1000;
  try {
    clock.nowMs = () => past;
    await t.app.lotteryDraws.ensureDraws(past);
    const res = await t.app.inject({
      method: 'POST',
      url: '/lgw/orders',
      headers: demo({ authorization: token }),
      payload: {
        gameCode: 'SSC1',
        numero: slotAt(ssc1, past).numero,
        lines: [
          {
            playCode: 'dingweidan',
            content: '0,1,2,3,4,5,6,7,8,9||||',
            bettingMode: 1,
            multiple: 1,
            series: 1900,
          },
        ],
        requestId: `lottery-${serial++}-${Date.now()}`,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const drawAt = slotAt(ssc1, past).drawTime + 500;
    clock.nowMs = () => drawAt;
    expect(await t.app.lotteryDraws.runDue(new Date(drawAt))).toBeGreaterThan(0);
  } finally {
    clock.nowMs = realNow;
  }
}

// ---- the staff side ---------------------------------------------------------------------------------

async function report(token: string, query: Record<string, string>, merchant = 'demo') {
  const res = await t.app.inject({
    url: `/bo/v1/reports/daily?${new URLSearchParams(query).toString()}`,
    headers: { merchant, authorization: token },
  });
  return res;
}
async function reportValue(token: string, query: Record<string, string>, merchant = 'demo') {
  const res = await report(token, query, merchant);
  expect(res.statusCode, res.body).toBe(200);
  return successEnvelope(dailyReportValue).parse(res.json()).value;
}
async function dashboardOf(token: string, pick?: string, merchant = 'demo') {
  const res = await t.app.inject({
    url: `/bo/v1/dashboard${pick ? `?merchant=${pick}` : ''}`,
    headers: { merchant, authorization: token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return successEnvelope(dashboardValue).parse(res.json()).value;
}

// ---- the independent sums ---------------------------------------------------------------------------

const businessDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE }).format(at);
/** Taipei is UTC+8 all year: a business day starts at 16:00 UTC the day before. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const nextDay = (day: string) => businessDay(new Date(dayStart(day).getTime() + 36 * 3_600_000));

interface LedgerRow {
  type: string;
  amount: bigint;
  ledger: string;
  meta: Record<string, unknown>;
  fromOwner: number | null;
  toOwner: number | null;
  created_at: Date;
}

/** Every transfer of a merchant in [from, to), with the owners of both sides. */
async function ledgerRows(merchantId: number, from: Date, to: Date): Promise<LedgerRow[]> {
  const rows = await t.db
    .selectFrom('ledger_transfer as t')
    .innerJoin('ledger_account as fa', 'fa.id', 't.from_account')
    .innerJoin('ledger_account as ta', 'ta.id', 't.to_account')
    .select([
      't.type',
      't.amount',
      't.ledger',
      't.meta',
      't.created_at',
      'fa.owner_id as fromOwner',
      'ta.owner_id as toOwner',
    ])
    .where('t.merchant_id', '=', merchantId)
    .where('t.created_at', '>=', from)
    .where('t.created_at', '<', to)
    .execute();
  return rows.map((r) => ({ ...r, amount: BigInt(r.amount), meta: r.meta }));
}

/**
 * The report's figures from ledger rows alone (decision 0033), with the stakes of rounds still open
 * taken off (they count when they settle). Counts of players come from the caller.
 */
function expectedFrom(rows: LedgerRow[], open: { vendor: string; amount: bigint }[] = [], vendor?: string) {
  const cash = rows.filter((r) => r.ledger === 'cash');
  const sum = (types: string[]) =>
    cash.filter((r) => types.includes(r.type)).reduce((s, r) => s + r.amount, 0n);
  const count = (types: string[]) => cash.filter((r) => types.includes(r.type)).length;
  const play = vendor === undefined ? cash : cash.filter((r) => r.meta.vendor === vendor);
  const playSum = (types: string[]) =>
    play.filter((r) => types.includes(r.type)).reduce((s, r) => s + r.amount, 0n);
  const openStake = open
    .filter((o) => vendor === undefined || o.vendor === vendor)
    .reduce((s, o) => s + o.amount, 0n);
  const turnover = playSum(['bet', 'lottery_bet']) - playSum(['rollback', 'lottery_cancel']) - openStake;
  const ggr = turnover - playSum(['win', 'lottery_win']);
  const adjustments = cash
    .filter((r) => r.type === 'adjustment')
    .reduce((s, r) => s + (r.toOwner !== null ? r.amount : -r.amount), 0n);
  const promotions = sum(['bonus']);
  const rebates = sum(['deposit_rebate', 'lottery_rebate', 'game_rebate']) - sum(['game_rebate_clawback']);
  const bonuses = promotions + rebates + adjustments;
  return {
    depositCount: count(['deposit']),
    depositAmount: Number(sum(['deposit'])),
    withdrawalCount: count(['withdraw_post']),
    withdrawalAmount: Number(sum(['withdraw_post'])),
    turnover: Number(turnover),
    ggr: Number(ggr),
    promotions: Number(promotions),
    rebates: Number(rebates),
    adjustments: Number(adjustments),
    bonuses: Number(bonuses),
    ngr: Number(ggr - bonuses),
    activePlayers: new Set(
      play.filter((r) => r.type === 'bet' || r.type === 'lottery_bet').map((r) => r.fromOwner),
    ).size,
  };
}

const money = (f: ReportFigures) => {
  const { newPlayers: _n, firstDepositCount: _c, firstDepositAmount: _a, ...rest } = f;
  return rest;
};

// ---- the scenario -----------------------------------------------------------------------------------

describe('daily report and dashboard against the ledger', () => {
  let today: string;
  let before: DailyReportValue;
  const open: { vendor: string; amount: bigint }[] = [];
  let pendingWithdrawals = 0;
  const registered: number[] = [];

  it('builds a day of business through the services', { timeout: 420_000 }, async () => {
    // The lottery order below is placed 2.5 minutes in the past on the test's clock, while the ledger
    // stamps real time: near midnight (Taipei) the two would fall on different business days. Keep the
    // scenario inside one day: start no earlier than 4 minutes after midnight nor in the last minute.
    const intoDay = Date.now() - dayStart(businessDay(new Date())).getTime();
    const wait =
      intoDay < 240_000 ? 240_000 - intoDay : intoDay > 86_340_000 ? 86_400_000 - intoDay + 240_000 : 0;
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    today = businessDay(new Date());
    before = await reportValue(owner, { from: today, to: today });

    // A: a first deposit with the first-deposit promotion (a bonus) and the sandbox's 0.5% rebate.
    const a = await register('ra');
    const b = await register('rb');
    const c = await register('rc');
    registered.push(a.id, b.id, c.id);
    const promotions = (
      (await member('/wps/relay/MCSFE_getDepositPromotionsV3', a.token)).json.value as {
        promotions: { promotionId: number; condition: string }[];
      }
    ).promotions;
    const first = promotions.find((p) => p.condition === 'FIRST')!;
    await sandboxDeposit(a.token, 1000, first.promotionId);
    await sandboxDeposit(a.token, 500);
    await sandboxDeposit(b.token, 500);

    // House games over the vendor protocol: won, lost, rolled back, still open.
    const av = await launch(a.token);
    const bv = await launch(b.token);
    await playRound(av, 100, 30);
    await playRound(av, 50, 0);
    await playRound(av, 20, 'rollback');
    await playRound(av, 40, 'open');
    open.push({ vendor: 'HOUSE', amount: 4000n });
    await playRound(bv, 200, 500);
    // Another vendor (live casino), as a seamless vendor leaves it.
    await vendorRound(demoId, b.id, 'DG', 7_000n, 2_500n);
    // The lottery: an order settled by its draw, with a win and a rebate.
    await lotteryOrder(a.token);

    // B withdraws twice (A's bonus turnover is not met): finance pays one out; the other waits.
    const paid = await withdraw(b.token, 300);
    const decision = await t.app.inject({
      method: 'POST',
      url: `/bo/v1/withdrawals/${paid.withdrawalId}/decision`,
      headers: { merchant: 'demo', authorization: finance },
      payload: { decision: 'approve' },
    });
    expect(decision.statusCode, decision.body).toBe(200);
    await withdraw(b.token, 100);
    pendingWithdrawals = 1;

    // Adjustments, one each way; C asks for a manual bank transfer that staff must review.
    // Through the members API: one staff member asks, another approves; a third request waits.
    await adjustByStaff(b.id, '+70', owner, finance);
    await adjustByStaff(a.id, '-20', finance, owner);
    await adjustByStaff(b.id, '+5', owner, null);
    const mt = (await channels(c.token)).find((x) => x.method === 'MT')!;
    const manual = await member('/wps/relay/MCSFE_deposit', c.token, {
      channelId: mt.channelId,
      amount: 1000,
      requestId: `mt-${Date.now()}`,
    });
    expect(manual.status, JSON.stringify(manual.json)).toBe(200);

    // A trial player plays with free-play money.
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: demo(),
      payload: {},
    });
    const tv = await launch((trial.json().value as { token: string }).token);
    await playRound(tv, 100, 50);

    // Merchant "other": a member with a deposit, an adjustment and a round, never in demo's figures.
    const x = await t.db
      .insertInto('customer')
      .values({ merchant_id: otherId, username: 'xother', password_hash: 'x', type: 0, profile: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ledger.transfer({
      merchantId: otherId,
      key: `other:deposit:${x.id}`,
      type: 'deposit',
      from: { kind: 'paymentClearing', ref: 'test' },
      to: { kind: 'cash', ownerId: x.id },
      amount: 900_000n,
    });
    await adjust(otherId, x.id, 11_100n, `other:adj:${x.id}`);
    await vendorRound(otherId, x.id, 'DG', 33_300n, 0n);
  });

  it('shows every figure of today as the ledger sums it', async () => {
    const from = dayStart(today);
    const to = dayStart(nextDay(today));
    const rows = await ledgerRows(demoId, from, to);
    const expected = expectedFrom(rows, open);
    const lottery = await t.db
      .selectFrom('lottery_order')
      .select(['stake', 'win', 'rebate', 'status'])
      .where('customer_id', '=', registered[0]!)
      .executeTakeFirstOrThrow();
    expect(lottery.status).toBe('WON');
    expect(lottery.rebate).toBeGreaterThan(0n);
    const [stake, won, rebate] = [Number(lottery.stake), Number(lottery.win), Number(lottery.rebate)];
    const v = await reportValue(owner, { from: today, to: today });
    expect(v.rows).toHaveLength(1);
    const row = v.rows[0]!;
    expect(row.key).toBe(today);
    expect(money(row)).toMatchObject(expected);
    expect(money(v.totals)).toMatchObject(expected);
    // What happened here, in plain numbers: deposits 1000 + 500 + 500, the bonus 1000, rebates 0.5%.
    expect(row.depositCount! - before.rows[0]!.depositCount!).toBe(3);
    expect(row.depositAmount! - before.rows[0]!.depositAmount!).toBe(200_000);
    expect(row.promotions! - before.rows[0]!.promotions!).toBe(100_000);
    expect(row.rebates! - before.rows[0]!.rebates!).toBe(1_000 + rebate);
    expect(row.withdrawalCount! - before.rows[0]!.withdrawalCount!).toBe(1);
    expect(row.withdrawalAmount! - before.rows[0]!.withdrawalAmount!).toBe(30_000);
    expect(row.adjustments! - before.rows[0]!.adjustments!).toBe(5_000);
    // Turnover: 100 + 50 + 200 (house, settled) + 70 (DG) + the lottery order; the rollback and the
    // open round do not count.
    expect(row.turnover - before.rows[0]!.turnover).toBe(42_000 + stake);
    expect(row.ggr - before.rows[0]!.ggr).toBe(42_000 + stake - 3_000 - 50_000 - 2_500 - won);
    expect(row.ngr).toBe(row.ggr - row.bonuses!);
    // Players: A and B registered, played and deposited first; C registered only; the trial player is none.
    expect(row.newPlayers! - before.rows[0]!.newPlayers!).toBe(3);
    expect(row.activePlayers - before.rows[0]!.activePlayers).toBe(2);
    expect(row.firstDepositCount! - before.rows[0]!.firstDepositCount!).toBe(2);
    expect(row.firstDepositAmount! - before.rows[0]!.firstDepositAmount!).toBe(150_000);
    const firstDeposits = new Map<number, bigint>();
    for (const r of [...rows].sort((p, q) => +p.created_at - +q.created_at))
      if (r.type === 'deposit' && r.toOwner !== null && !firstDeposits.has(r.toOwner))
        firstDeposits.set(r.toOwner, r.amount);
    expect(row.firstDepositAmount).toBe(Number([...firstDeposits.values()].reduce((s, n) => s + n, 0n)));
  });

  it('nets game rebates clawed back (decision 0058) out of the rebates', async () => {
    const member = registered[1]!;
    const before = (await reportValue(owner, { from: today, to: today })).rows[0]!;
    await ledger.prepare(demoId, [{ kind: 'bonusExpense' }, { kind: 'cash', ownerId: member }]);
    const tag = `${Date.now()}`;
    await ledger.transfer({
      merchantId: demoId,
      key: `test-game-rebate:${tag}`,
      type: 'game_rebate',
      from: { kind: 'bonusExpense' },
      to: { kind: 'cash', ownerId: member },
      amount: 300n,
      meta: { betId: tag },
    });
    await ledger.transfer({
      merchantId: demoId,
      key: `test-rebate-clawback:${tag}`,
      type: 'game_rebate_clawback',
      from: { kind: 'cash', ownerId: member },
      to: { kind: 'bonusExpense' },
      amount: 100n,
      meta: { betId: tag },
    });
    const v = await reportValue(owner, { from: today, to: today });
    const row = v.rows[0]!;
    expect(row.rebates! - before.rebates!).toBe(200);
    expect(row.bonuses! - before.bonuses!).toBe(200);
    expect(row.ngr! - before.ngr!).toBe(-200);
    const rows = await ledgerRows(demoId, dayStart(today), dayStart(nextDay(today)));
    expect(money(row)).toMatchObject(expectedFrom(rows, open));
  });

  it('never counts free-play money', async () => {
    const rows = await ledgerRows(demoId, dayStart(today), dayStart(nextDay(today)));
    const trialBets = rows.filter((r) => r.ledger === 'trial' && r.type === 'bet');
    expect(trialBets.length).toBeGreaterThan(0);
    const withTrial = expectedFrom(
      rows.map((r) => ({ ...r, ledger: 'cash' })),
      open,
    );
    const v = await reportValue(owner, { from: today, to: today });
    expect(v.totals.turnover).toBeLessThan(withTrial.turnover);
    expect(v.totals.turnover).toBe(expectedFrom(rows, open).turnover);
  });

  it('splits play by vendor and by category, with no money figures there', async () => {
    const rows = await ledgerRows(demoId, dayStart(today), dayStart(nextDay(today)));
    const byVendor = await reportValue(owner, { from: today, to: today, groupBy: 'vendor' });
    for (const vendor of ['HOUSE', 'DG']) {
      const row = byVendor.rows.find((r) => r.key === vendor)!;
      const e = expectedFrom(rows, open, vendor);
      expect({ turnover: row.turnover, ggr: row.ggr, activePlayers: row.activePlayers }).toEqual({
        turnover: e.turnover,
        ggr: e.ggr,
        activePlayers: e.activePlayers,
      });
      expect(row.depositAmount).toBeNull();
      expect(row.ngr).toBeNull();
    }
    expect(byVendor.rows.reduce((s, r) => s + r.turnover, 0)).toBe(byVendor.totals.turnover);
    expect(byVendor.totals.depositAmount).not.toBeNull();
    const byCategory = await reportValue(owner, { from: today, to: today, groupBy: 'category' });
    expect(byCategory.rows.find((r) => r.key === vendorTypes.get('DG'))!.turnover).toBe(7_000);
    expect(byCategory.rows.find((r) => r.key === vendorTypes.get('HOUSE'))!.turnover).toBe(
      expectedFrom(rows, open, 'HOUSE').turnover,
    );
    const filtered = await reportValue(owner, { from: today, to: today, category: vendorTypes.get('DG')! });
    expect(filtered.totals).toMatchObject({
      turnover: 7_000,
      ggr: 4_500,
      depositAmount: null,
      bonuses: null,
    });
    const oneVendor = await reportValue(owner, {
      from: today,
      to: today,
      vendor: 'HOUSE',
      groupBy: 'vendor',
    });
    expect(oneVendor.rows.map((r) => r.key)).toEqual(['HOUSE']);
  });

  it("keeps merchants apart: other's figures never in demo's, and staff see only their own", async () => {
    const otherRows = await ledgerRows(otherId, dayStart(today), dayStart(nextDay(today)));
    const other = await reportValue(otherOwner, { from: today, to: today }, 'other');
    expect(money(other.totals)).toMatchObject(expectedFrom(otherRows));
    expect(other.totals).toMatchObject({ depositAmount: 900_000, adjustments: 11_100, turnover: 33_300 });
    // Demo staff asking for another merchant, or all: refused.
    expect((await report(owner, { merchant: 'other' })).statusCode).toBe(403);
    expect((await report(owner, { merchant: 'all' })).statusCode).toBe(403);
    expect((await report(owner, { merchant: 'demo' })).statusCode).toBe(200);
    // Staff scoped to every merchant may pick all (rows per merchant) or any one.
    const q = { from: today, to: today, groupBy: 'merchant' };
    const all = await reportValue(everywhere, { ...q, merchant: 'all' });
    const demoOnly = await reportValue(owner, { from: today, to: today });
    expect(all.rows.find((r) => r.key === 'demo')).toMatchObject(demoOnly.totals);
    expect(all.rows.find((r) => r.key === 'other')).toMatchObject(other.totals);
    expect(all.totals.depositAmount).toBe(demoOnly.totals.depositAmount! + other.totals.depositAmount!);
    expect(all.totals.turnover).toBe(demoOnly.totals.turnover + other.totals.turnover);
    const picked = await reportValue(everywhere, { ...q, merchant: 'other' });
    expect(picked.totals).toEqual(other.totals);
    expect(picked.rows.map((r) => r.key)).toEqual(['other']);
    expect((await report(everywhere, { merchant: 'nowhere' })).statusCode).toBe(404);
    // The dashboard follows the same scope.
    const dashAll = await dashboardOf(everywhere, 'all');
    expect(dashAll.today.depositAmount).toBeGreaterThanOrEqual(
      demoOnly.totals.depositAmount! + other.totals.depositAmount!,
    );
  });

  it('cuts business days at midnight in Taipei, not UTC', async () => {
    const d = await register('rd');
    // 23:59:59 and 00:00:01 Taipei on either side of a midnight: the same UTC day (15:59 and 16:00 UTC).
    const late = new Date('2026-01-10T23:59:59+08:00');
    const early = new Date('2026-01-11T00:00:01+08:00');
    await t.db.updateTable('customer').set({ created_at: late }).where('id', '=', d.id).execute();
    for (const [at, amount] of [
      [late, 11_000n],
      [early, 22_000n],
    ] as const) {
      const key = `cross:${d.id}:${amount}`;
      await ledger.transfer({
        merchantId: demoId,
        key,
        type: 'deposit',
        from: { kind: 'paymentClearing', ref: 'test' },
        to: { kind: 'cash', ownerId: d.id },
        amount,
      });
      await backdate(key, at);
    }
    await vendorRound(demoId, d.id, 'DG', 1_000n, 0n, late);
    await vendorRound(demoId, d.id, 'DG', 3_000n, 9_000n, early);
    const v = await reportValue(owner, { from: '2026-01-10', to: '2026-01-11', sort: 'key' });
    expect(v.rows.map((r) => r.key)).toEqual(['2026-01-10', '2026-01-11']);
    const [first, second] = v.rows;
    expect(first).toMatchObject({
      depositCount: 1,
      depositAmount: 11_000,
      firstDepositCount: 1,
      firstDepositAmount: 11_000,
      newPlayers: 1,
      turnover: 1_000,
      ggr: 1_000,
      activePlayers: 1,
    });
    expect(second).toMatchObject({
      depositCount: 1,
      depositAmount: 22_000,
      firstDepositCount: 0,
      newPlayers: 0,
      turnover: 3_000,
      ggr: -6_000,
      activePlayers: 1,
    });
    for (const [day, row] of [
      ['2026-01-10', first!],
      ['2026-01-11', second!],
    ] as const)
      expect(money(row)).toMatchObject(
        expectedFrom(await ledgerRows(demoId, dayStart(day), dayStart(nextDay(day)))),
      );
    expect(v.totals.activePlayers).toBe(1);
    expect(v.totals.depositAmount).toBe(33_000);
  });

  it("cuts them at the merchant's own midnight once its brand has a time zone", async () => {
    // The two deposits above, 15:59:59 and 16:00:01 UTC, are both on 10 January in New York.
    const settingsOf = async () =>
      (
        await t.db
          .selectFrom('merchant')
          .select('settings')
          .where('id', '=', demoId)
          .executeTakeFirstOrThrow()
      ).settings;
    const saved = await settingsOf();
    await t.db
      .updateTable('merchant')
      .set({ settings: JSON.stringify({ ...saved, timeZone: 'America/New_York' }) as never })
      .where('id', '=', demoId)
      .execute();
    try {
      const v = await reportValue(owner, { from: '2026-01-10', to: '2026-01-11', sort: 'key' });
      expect(v.timeZone).toBe('America/New_York');
      expect(v.rows.map((r) => [r.key, r.depositAmount, r.turnover])).toEqual([
        ['2026-01-10', 33_000, 4_000],
        ['2026-01-11', 0, 0],
      ]);
      // The other merchant keeps the platform's zone.
      expect(
        (await reportValue(otherOwner, { from: '2026-01-10', to: '2026-01-10' }, 'other')).timeZone,
      ).toBe('Asia/Taipei');
    } finally {
      await t.db
        .updateTable('merchant')
        .set({ settings: JSON.stringify(saved) as never })
        .where('id', '=', demoId)
        .execute();
    }
  });

  it('answers the CSV of exactly the filtered rows, and pages and sorts by whitelisted fields', async () => {
    const query = { from: '2026-01-05', to: today, sort: '-depositAmount' };
    const [one, two] = [
      await reportValue(owner, { ...query, pageSize: '200' }),
      await reportValue(owner, { ...query, pageSize: '200', page: '2' }),
    ];
    const json = { total: one.total, rows: [...one.rows, ...two.rows] };
    expect(json.rows.length).toBeGreaterThan(200);
    const csv = await report(owner, { ...query, format: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const columns = [
      'key',
      'label',
      'depositCount',
      'depositAmount',
      'withdrawalCount',
      'withdrawalAmount',
      'turnover',
      'ggr',
      'promotions',
      'rebates',
      'adjustments',
      'bonuses',
      'ngr',
      'activePlayers',
      'newPlayers',
      'firstDepositCount',
      'firstDepositAmount',
    ].map((key) => ({ key }));
    expect(csv.body).toBe(toCsv(columns, json.rows));
    expect(json.total).toBe(json.rows.length);
    expect(json.rows[0]!.depositAmount).toBeGreaterThanOrEqual(json.rows[1]!.depositAmount!);
    const page2 = await reportValue(owner, { ...query, pageSize: '5', page: '2' });
    expect(page2.rows).toEqual(json.rows.slice(5, 10));
    expect((await report(owner, { sort: 'password' })).statusCode).toBe(400);
    expect((await report(owner, { from: '2020-01-01', to: '2026-01-01' })).statusCode).toBe(400);
    expect((await report(owner, { from: '2026-01-02', to: '2026-01-01' })).statusCode).toBe(400);
    expect((await report(owner, { category: 'NOPE' })).statusCode).toBe(400);
    expect((await report(owner, { groupBy: 'staff' })).statusCode).toBe(400);
  });

  it('the dashboard: today against yesterday at the same time of day, 14 days, pending queues, sessions', async () => {
    const now = new Date();
    const yesterday = businessDay(new Date(dayStart(today).getTime() - 12 * 3_600_000));
    const e = await register('re');
    registered.push(e.id);
    // Yesterday: one deposit before the time of day it is now, one after (only the series has it).
    const marks = [
      [new Date(now.getTime() - 86_400_000 - 120_000), 44_000n],
      [new Date(now.getTime() - 86_400_000 + 120_000), 55_000n],
    ] as const;
    for (const [at, amount] of marks) {
      const key = `yday:${e.id}:${amount}`;
      await ledger.transfer({
        merchantId: demoId,
        key,
        type: 'deposit',
        from: { kind: 'paymentClearing', ref: 'test' },
        to: { kind: 'cash', ownerId: e.id },
        amount,
      });
      await backdate(key, at);
    }
    const v = await dashboardOf(owner);
    const asOf = new Date(v.asOf);
    const todayRows = await ledgerRows(demoId, dayStart(today), asOf);
    expect(money(v.today)).toMatchObject(expectedFrom(todayRows, open));
    const cut = new Date(dayStart(yesterday).getTime() + (asOf.getTime() - dayStart(today).getTime()));
    const yesterdayRows = await ledgerRows(demoId, dayStart(yesterday), cut);
    expect(money(v.yesterday)).toMatchObject(expectedFrom(yesterdayRows));
    expect(v.yesterday.depositAmount).toBe(44_000);
    expect(v.series).toHaveLength(14);
    expect(v.series.at(-1)!.day).toBe(today);
    expect(v.series.at(-2)).toMatchObject({ day: yesterday, depositAmount: 99_000 });
    expect(v.series.at(-1)).toMatchObject({
      depositAmount: v.today.depositAmount,
      turnover: v.today.turnover,
      ggr: v.today.ggr,
      ngr: v.today.ngr,
    });
    expect(v.pending).toEqual({ deposits: 1, withdrawals: pendingWithdrawals, adjustments: 1 });
    // Every member registered here logged in (A, B, C, D, E); the trial player is not a member session.
    expect(v.onlineSessions).toBe(registered.length + 1);
    const other = await dashboardOf(otherOwner, undefined, 'other');
    expect(other.pending).toEqual({ deposits: 0, withdrawals: 0, adjustments: 0 });
    expect(other.today.depositAmount).toBe(900_000);
  });

  it('asks for its permissions: support reads the dashboard but not the report', async () => {
    expect((await report(support, {})).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/bo/v1/dashboard', headers: { merchant: 'demo', authorization: support } }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/bo/v1/dashboard', headers: { merchant: 'demo' } })).statusCode).toBe(
      401,
    );
  });
});
