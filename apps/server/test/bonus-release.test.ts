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

async function depositWithPromotion(token: string, amount: number): Promise<void> {
  const channels = (await get(token, '/wps/relay/MCSFE_getDepositChannels')) as {
    channels: { channelId: number; method: string }[];
  };
  const channelId = channels.channels.find((c) => c.method === 'PG')!.channelId;
  const order = (
    await post(token, '/wps/relay/MCSFE_deposit', {
      channelId,
      amount,
      requestId: `bonus-${Date.now()}`,
      promotionId,
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
});
