// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signCallback } from '../src/modules/wallet/cashier.ts';
import { createLedger, type Ledger } from '../src/modules/wallet/ledger.ts';
import {
  demo,
  demoMerchantId,
  HOUSE_TEST_SECRET,
  registerMember,
  startTestApp,
  type TestContext,
} from './harness.ts';

// A promotion bonus waits in the bonus wallet until real bets reach its turnover requirement, then moves
// to the main wallet once (decision 0010). The bets here are real: placed and settled on the vendor
// wallet protocol, as a game would.

let t: TestContext;
let ledger: Ledger;
let merchantId: number;
let promotionId: number;

beforeAll(async () => {
  t = await startTestApp();
  ledger = createLedger(t.db);
  merchantId = await demoMerchantId(t);
  // 10% up to 50, turnover (deposit + bonus) × 1.
  const row = await t.db
    .insertInto('deposit_promotion')
    .values({
      merchant_id: merchantId,
      name: JSON.stringify({ TW: '測試紅利', EN: 'Test bonus', VI: 'Thưởng thử' }),
      remark: JSON.stringify({ TW: '', EN: '', VI: '' }),
      bonus_type: 'PERCENTAGE',
      min_deposit: 1_000n,
      max_deposit: null,
      tiers: '[]',
      percent_bp: 1_000,
      min_bonus: 0n,
      max_bonus: 5_000n,
      turnover_multiple: 1,
      claim_limit: 'NONE',
      sort: 9,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  promotionId = row.id;
});
afterAll(() => t?.close());

const get = async (token: string, url: string) =>
  (await t.app.inject({ url, headers: demo({ authorization: token }) })).json().value;
const post = async (token: string, url: string, payload: object) =>
  (await t.app.inject({ method: 'POST', url, headers: demo({ authorization: token }), payload })).json();

async function depositWithPromotion(token: string, amount: number, withPromotion = true): Promise<void> {
  const channels = (await get(token, '/wps/relay/MCSFE_getDepositChannels')) as {
    channels: { channelId: number; method: string }[];
  };
  const channelId = channels.channels.find((c) => c.method === 'PG')!.channelId;
  const order = (
    await post(token, '/wps/relay/MCSFE_deposit', {
      channelId,
      amount,
      requestId: `bonus-${Date.now()}-${amount}`,
      promotionId: withPromotion ? promotionId : undefined,
    })
  ).value as {
    orderId: string;
  };
  const channel = await t.db
    .selectFrom('payment_channel')
    .select('secret')
    .where('id', '=', channelId)
    .executeTakeFirstOrThrow();
  const body = JSON.stringify({ orderId: order.orderId, status: 'SUCCESS', amount: String(amount * 100) });
  const res = await t.app.inject({
    method: 'POST',
    url: '/payment/callback/SANDBOX',
    headers: { 'content-type': 'application/json', 'x-signature': signCallback(channel.secret!, body) },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Plays a settled round of `stake` that pays the stake back, on the vendor protocol. */
async function playRound(vendorToken: string, n: number, stake: number) {
  const send = (action: string, payload: object) => {
    const body = JSON.stringify(payload);
    return t.app.inject({
      method: 'POST',
      url: `/vendor/v1/HOUSE/${action}`,
      headers: {
        'content-type': 'application/json',
        'x-signature': createHmac('sha256', HOUSE_TEST_SECRET).update(body).digest('hex'),
      },
      payload: body,
    });
  };
  const bet = await send('bet', {
    token: vendorToken,
    transactionId: `br-${vendorToken.slice(0, 8)}-${n}`,
    roundId: `round-${vendorToken.slice(0, 8)}-${n}`,
    amount: stake,
  });
  expect(bet.json().status).toBe('OK');
  await send('win', {
    token: vendorToken,
    transactionId: `br-${vendorToken.slice(0, 8)}-${n}:win`,
    roundId: `round-${vendorToken.slice(0, 8)}-${n}`,
    amount: stake,
    betTransactionId: `br-${vendorToken.slice(0, 8)}-${n}`,
  });
}

describe('promotion bonus release', () => {
  it('shows the turnover progress, and moves the bonus to the main wallet once the turnover is met', async () => {
    const m = await registerMember(t, 'bn');
    await depositWithPromotion(m.token, 300);
    const wallets = async () =>
      (
        (await get(m.token, '/wps/v2/wallets/balance')) as {
          balance: { accountTypeId: number; availBalance: number }[];
        }
      ).balance
        .slice(0, 2)
        .map((b) => b.availBalance);
    // 300 deposited, minus the sandbox fee of 0.5% (1.5) plus its rebate; bonus 30 waiting.
    const [cashBefore, bonusBefore] = await wallets();
    expect(bonusBefore).toBe(30);

    let details = (await get(m.token, '/wps/relay/MCSFE_getBonusDetails')) as {
      bonuses: {
        status: string;
        bonus: number;
        requiredTurnover: number;
        achievedTurnover: number;
        promotionName: string;
      }[];
    };
    expect(details.bonuses).toMatchObject([
      {
        status: 'IN_PROGRESS',
        bonus: 30,
        requiredTurnover: 330,
        achievedTurnover: 0,
        promotionName: '測試紅利',
      },
    ]);

    const launch = await post(m.token, '/wps/game/launchGame', { gameId: 'HOUSE_DICE', vassalage: 'HOUSE' });
    const vendorToken = new URL(launch.value.game_url as string).searchParams.get('token')!;
    // 200 of the 330 needed: still waiting.
    for (let i = 0; i < 4; i++) await playRound(vendorToken, i, 50);
    details = await get(m.token, '/wps/relay/MCSFE_getBonusDetails');
    expect(details.bonuses[0]).toMatchObject({ status: 'IN_PROGRESS', achievedTurnover: 200 });
    expect((await wallets())[1]).toBe(30);

    // 350 reached: the job releases it, once.
    for (let i = 4; i < 7; i++) await playRound(vendorToken, i, 50);
    const job = t.app.jobs.find((j) => j.name === 'bonus-release')!;
    expect((await job.run()).released).toBe(1);
    expect((await job.run()).released).toBe(0);
    details = await get(m.token, '/wps/relay/MCSFE_getBonusDetails');
    expect(details.bonuses[0]).toMatchObject({ status: 'RELEASED', achievedTurnover: 330 });
    const [cashAfter, bonusAfter] = await wallets();
    expect(bonusAfter).toBe(0);
    expect(Math.round((cashAfter! - cashBefore!) * 100) / 100).toBe(30);

    // In the account record: into the main wallet, out of the bonus wallet.
    const record = (await get(m.token, '/wps/relay/ODSFE2_MemTransDet?type=bonus_release')) as {
      rows: { amount: number; wallet: string }[];
    };
    expect(record.rows.map((r) => [r.wallet, r.amount])).toEqual([
      ['主錢包', 30],
      ['紅利錢包', -30],
    ]);
    expect(await ledger.invariantViolations(merchantId)).toEqual([]);
  });

  // Issue 14 item 2: one count of turnover (decision 0020) for the bonus details, the withdrawal page
  // and the withdrawal rule: bets count from the grant on, each bet once.
  type Details = { bonuses: { status: string; requiredTurnover: number; achievedTurnover: number }[] };
  type Settings = {
    turnover: { required: number; actual: number; remaining: number; byCategory: { actual: number }[] };
  };

  /** Settled cash bets of a member, summed from the rows, since an instant. */
  const betsSince = async (customerId: number, since: Date) =>
    (
      await t.db
        .selectFrom('bet_record')
        .select(['bet_amount', 'settled_at'])
        .where('customer_id', '=', customerId)
        .where('status', '=', 'SETTLED')
        .execute()
    )
      .filter((b) => b.settled_at! > since)
      .reduce((s, b) => s + Number(b.bet_amount) / 100, 0);

  it('bets placed before a bonus was granted count on neither page, and both pages agree', async () => {
    const m = await registerMember(t, 'tb');
    await depositWithPromotion(m.token, 100, false);
    const launch = await post(m.token, '/wps/game/launchGame', { gameId: 'HOUSE_DICE', vassalage: 'HOUSE' });
    const vendorToken = new URL(launch.value.game_url as string).searchParams.get('token')!;
    for (let i = 0; i < 3; i++) await playRound(vendorToken, i, 10);
    await depositWithPromotion(m.token, 300);
    for (let i = 3; i < 5; i++) await playRound(vendorToken, i, 10);

    const grant = await t.db
      .selectFrom('turnover_requirement')
      .select(['created_at', 'required'])
      .where('customer_id', '=', m.id)
      .executeTakeFirstOrThrow();
    // The ledger rows: 50 bet in all, 20 of it after the grant.
    expect(await betsSince(m.id, new Date(0))).toBe(50);
    expect(await betsSince(m.id, new Date(grant.created_at))).toBe(20);

    const details = (await get(m.token, '/wps/relay/MCSFE_getBonusDetails')) as Details;
    const settings = (await get(m.token, '/wps/relay/MCSFE_getWithdrawSettings')) as Settings;
    expect(details.bonuses).toMatchObject([{ requiredTurnover: 330, achievedTurnover: 20 }]);
    expect(settings.turnover).toMatchObject({ required: 330, actual: 20, remaining: 310 });
    expect(settings.turnover.byCategory.reduce((s, c) => s + c.actual, 0)).toBe(20);
    expect(Number(grant.required) / 100).toBe(330);
  });

  it('a bet counts once: what an older bonus took does not count again for a newer one', async () => {
    const m = await registerMember(t, 'tc');
    await depositWithPromotion(m.token, 300); // needs 330
    const launch = await post(m.token, '/wps/game/launchGame', { gameId: 'HOUSE_DICE', vassalage: 'HOUSE' });
    const vendorToken = new URL(launch.value.game_url as string).searchParams.get('token')!;
    for (let i = 0; i < 2; i++) await playRound(vendorToken, i, 50);
    await depositWithPromotion(m.token, 100); // needs 110
    for (let i = 2; i < 8; i++) await playRound(vendorToken, i, 50);
    // 400 bet: 100 before the second grant, 300 after; the first bonus takes 330, the second 70.
    expect(await betsSince(m.id, new Date(0))).toBe(400);

    let details = (await get(m.token, '/wps/relay/MCSFE_getBonusDetails')) as Details;
    expect(details.bonuses).toMatchObject([
      { status: 'IN_PROGRESS', requiredTurnover: 110, achievedTurnover: 70 },
      { status: 'RELEASED', requiredTurnover: 330, achievedTurnover: 330 },
    ]);
    // Again once the first is released (the count must not give its bets to the second).
    details = (await get(m.token, '/wps/relay/MCSFE_getBonusDetails')) as Details;
    expect(details.bonuses[0]).toMatchObject({ status: 'IN_PROGRESS', achievedTurnover: 70 });
    const job = t.app.jobs.find((j) => j.name === 'bonus-release')!;
    await job.run();
    details = (await get(m.token, '/wps/relay/MCSFE_getBonusDetails')) as Details;
    expect(details.bonuses[0]).toMatchObject({ status: 'IN_PROGRESS', achievedTurnover: 70 });
    const settings = (await get(m.token, '/wps/relay/MCSFE_getWithdrawSettings')) as Settings;
    expect(settings.turnover).toMatchObject({ required: 440, actual: 400, remaining: 40 });
    expect(settings.turnover.byCategory.reduce((s, c) => s + c.actual, 0)).toBe(400);
    expect(await ledger.invariantViolations(merchantId)).toEqual([]);
  });
});
