// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE } from '@portal/contract/constants';
import {
  bankCardsValue,
  successEnvelope,
  transactionHistoryValue,
  withdrawal,
  withdrawSettingsValue,
  walletBalanceValue,
} from '@portal/contract';
import { createAccountService } from '../src/modules/accounts/service.ts';
import { createLedger } from '../src/modules/wallet/ledger.ts';
import { createTurnover } from '../src/modules/wallet/turnover.ts';
import { createWithdrawals } from '../src/modules/wallet/withdrawals.ts';
import {
  demo,
  demoMerchantId,
  insertBets,
  insertSettledDeposit,
  registerMember,
  startTestApp,
  type TestContext,
} from './harness.ts';

// Withdrawals: the payment password, bound accounts, the refusals with their own error codes, the
// reserve on request and the operator's payout or return, the turnover panel from real bets.

let t: TestContext;
let merchantId: number;
beforeAll(async () => {
  t = await startTestApp();
  merchantId = await demoMerchantId(t);
});
afterAll(() => t?.close());

const inject = async (url: string, token: string, payload?: unknown) => {
  const res = await t.app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url,
    headers: demo({ authorization: token, language: 'EN' }),
    payload: payload as object,
  });
  return {
    status: res.statusCode,
    json: res.json() as { errorCode?: string; value?: unknown; message?: string },
  };
};

let serial = 0;
async function fundedMember(cash: bigint) {
  const { token, id: customerId } = await registerMember(t, 'wd');
  if (cash > 0n)
    await createLedger(t.db).transfer({
      merchantId,
      key: `test-fund:${customerId}`,
      type: 'deposit',
      from: { kind: 'paymentClearing', ref: 'test' },
      to: { kind: 'cash', ownerId: customerId },
      amount: cash,
    });
  return { token, id: customerId };
}

async function readyMember(cash: bigint) {
  const m = await fundedMember(cash);
  expect(
    (
      await inject('/wps/relay/MCSFE_setPaymentPassword', m.token, {
        loginPassword: 'Secret#123',
        paymentPassword: '135790',
        confirmPaymentPassword: '135790',
      })
    ).status,
  ).toBe(200);
  const bind = await inject('/wps/relay/MCSFE_bindCard', m.token, {
    type: 'B',
    bankCode: 'CTBC',
    accountNumber: `6222 ${String(Date.now()).slice(-8)}${serial++}`,
    payeeName: 'Chen Mei Ling',
    paymentPassword: '135790',
  });
  expect(bind.status, JSON.stringify(bind.json)).toBe(200);
  const cards = successEnvelope(bankCardsValue).parse(
    (await inject('/wps/relay/MCSFE_getBankCards', m.token)).json,
  ).value;
  return { ...m, cardId: cards.cards[0]!.cardId };
}

const cashOf = async (token: string) =>
  successEnvelope(walletBalanceValue).parse((await inject('/wps/v2/wallets/balance', token)).json).value
    .balance[0]!.availBalance;

describe('payment password and bound accounts', () => {
  it('sets the payment password with the login password, once; changes it with the old one', async () => {
    const m = await fundedMember(0n);
    const wrongLogin = await inject('/wps/relay/MCSFE_setPaymentPassword', m.token, {
      loginPassword: 'nope',
      paymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    expect(wrongLogin.json.errorCode).toBe('account.password.incorrect');
    const notDigits = await inject('/wps/relay/MCSFE_setPaymentPassword', m.token, {
      loginPassword: 'Secret#123',
      paymentPassword: '12ab56',
      confirmPaymentPassword: '12ab56',
    });
    expect(notDigits.json.errorCode).toBe('request_param_err');
    const set = { loginPassword: 'Secret#123', paymentPassword: '123456', confirmPaymentPassword: '123456' };
    expect((await inject('/wps/relay/MCSFE_setPaymentPassword', m.token, set)).status).toBe(200);
    expect((await inject('/wps/relay/MCSFE_setPaymentPassword', m.token, set)).json.errorCode).toBe(
      'payment.password.exists',
    );
    const badOld = await inject('/wps/relay/MCSFE_changePaymentPassword', m.token, {
      oldPaymentPassword: '000000',
      paymentPassword: '654321',
      confirmPaymentPassword: '654321',
    });
    expect(badOld.json).toMatchObject({
      errorCode: 'invalid.payment.pw',
      message: 'Incorrect payment password',
    });
    const changed = await inject('/wps/relay/MCSFE_changePaymentPassword', m.token, {
      oldPaymentPassword: '123456',
      paymentPassword: '654321',
      confirmPaymentPassword: '654321',
    });
    expect(changed.status).toBe(200);
  });

  it('binds cards with the payment password, masks them, locks the payee name and caps the count', async () => {
    const m = await fundedMember(0n);
    const noPassword = await inject('/wps/relay/MCSFE_bindCard', m.token, {
      type: 'B',
      bankCode: 'CTBC',
      accountNumber: '1234567890123',
      payeeName: 'Lin',
      paymentPassword: '111111',
    });
    expect(noPassword.json.errorCode).toBe('not.exists.payment.password');
    await inject('/wps/relay/MCSFE_setPaymentPassword', m.token, {
      loginPassword: 'Secret#123',
      paymentPassword: '111111',
      confirmPaymentPassword: '111111',
    });
    const bind = (accountNumber: string, extra: Record<string, unknown> = {}) =>
      inject('/wps/relay/MCSFE_bindCard', m.token, {
        type: 'B',
        bankCode: 'ESUN',
        accountNumber,
        paymentPassword: '111111',
        ...extra,
      });
    expect((await bind('123456789')).json.errorCode).toBe('bank.card.invalid');
    expect((await bind('12345678901234567890')).json.errorCode).toBe('bank.card.invalid');
    expect((await bind('1234567890', { payeeName: '' })).json.errorCode).toBe('member.info.incomplete');
    const base = `9${String(Date.now()).slice(-9)}`;
    expect((await bind(`${base}0`, { payeeName: 'Lin Wei' })).status).toBe(200);
    // The payee name is now the account's: a different one is ignored.
    expect((await bind(`${base}1`, { payeeName: 'Someone Else' })).status).toBe(200);
    expect((await bind(`${base}1`)).json.errorCode).toBe('bank.card.exists');
    for (let i = 2; i < 5; i++) expect((await bind(`${base}${i}`)).status).toBe(200);
    expect((await bind(`${base}5`)).json.errorCode).toBe('bank.card.limit');
    const cards = successEnvelope(bankCardsValue).parse(
      (await inject('/wps/relay/MCSFE_getBankCards', m.token)).json,
    ).value;
    expect(cards.cards).toHaveLength(5);
    expect(cards.payeeName).toBe('Lin Wei');
    expect(
      cards.cards.every((c) => c.payeeName === 'Lin Wei' && /^\*\*\*\* \d{4}$/.test(c.accountNumber)),
    ).toBe(true);
    // Deleting needs the payment password; another member's card is not found.
    const other = await fundedMember(0n);
    expect(
      (
        await inject('/wps/relay/MCSFE_deleteCard', other.token, {
          cardId: cards.cards[0]!.cardId,
          paymentPassword: '111111',
        })
      ).json.errorCode,
    ).toBe('not.exists.payment.password');
    expect(
      (
        await inject('/wps/relay/MCSFE_deleteCard', m.token, {
          cardId: cards.cards[0]!.cardId,
          paymentPassword: '222222',
        })
      ).json.errorCode,
    ).toBe('invalid.payment.pw');
    expect(
      (
        await inject('/wps/relay/MCSFE_deleteCard', m.token, {
          cardId: cards.cards[0]!.cardId,
          paymentPassword: '111111',
        })
      ).status,
    ).toBe(200);
  });
});

describe('withdrawal requests', () => {
  it('reserves the money, replays by request id, and the operator pays out once', async () => {
    const m = await readyMember(100_000n);
    const request = {
      cardId: m.cardId,
      amount: 300,
      paymentPassword: '135790',
      requestId: `wd-${Date.now()}-a`,
    };
    const first = await inject('/wps/relay/MCSFE_withdraw', m.token, request);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const order = successEnvelope(withdrawal).parse(first.json).value;
    expect(order).toMatchObject({ status: 'PENDING', amount: 300, payout: 300 });
    expect(order.accountNumber).toMatch(/^\*\*\*\* \d{4}$/);
    const again = successEnvelope(withdrawal).parse(
      (await inject('/wps/relay/MCSFE_withdraw', m.token, request)).json,
    ).value;
    expect(again.withdrawalId).toBe(order.withdrawalId);
    expect(await cashOf(m.token)).toBe(700);
    const history = successEnvelope(transactionHistoryValue).parse(
      (await inject('/wps/relay/ODSFE2_MemTransDet?type=withdraw_reserve', m.token)).json,
    ).value;
    expect(history.rows).toEqual([expect.objectContaining({ amount: -300, status: 'PENDING' })]);

    const service = createWithdrawals(
      t.db,
      createLedger(t.db),
      createAccountService(t.db),
      createTurnover(t.db),
    );
    await service.approve(merchantId, BigInt(order.withdrawalId));
    await expect(service.reject(merchantId, BigInt(order.withdrawalId), 'duplicate')).rejects.toMatchObject({
      errorCode: 'transfer.already.resolved',
    });
    expect(await cashOf(m.token)).toBe(700);
    const recent = (await inject('/wps/relay/MCSFE_getRecentWithdrawals', m.token)).json.value as {
      withdrawals: { status: string }[];
    };
    expect(recent.withdrawals[0]!.status).toBe('APPROVED');
    expect(await createLedger(t.db).invariantViolations()).toEqual([]);
  });

  it('a rejected withdrawal returns the money', async () => {
    const m = await readyMember(50_000n);
    const order = successEnvelope(withdrawal).parse(
      (
        await inject('/wps/relay/MCSFE_withdraw', m.token, {
          cardId: m.cardId,
          amount: 200,
          paymentPassword: '135790',
          requestId: `wd-${Date.now()}-r`,
        })
      ).json,
    ).value;
    expect(await cashOf(m.token)).toBe(300);
    await createWithdrawals(
      t.db,
      createLedger(t.db),
      createAccountService(t.db),
      createTurnover(t.db),
    ).reject(merchantId, BigInt(order.withdrawalId), 'card holder mismatch');
    expect(await cashOf(m.token)).toBe(500);
    expect(await createLedger(t.db).invariantViolations()).toEqual([]);
  });

  it('refuses with its own error codes and moves nothing', async () => {
    const m = await readyMember(20_000n);
    const attempt = (extra: Record<string, unknown>) =>
      inject('/wps/relay/MCSFE_withdraw', m.token, {
        cardId: m.cardId,
        amount: 150,
        paymentPassword: '135790',
        requestId: `wd-${Date.now()}-${serial++}`,
        ...extra,
      });
    expect((await attempt({ paymentPassword: '000000' })).json.errorCode).toBe('invalid.payment.pw');
    expect((await attempt({ amount: 50 })).json.errorCode).toBe('withdraw.amount.out.of.range');
    expect((await attempt({ amount: 300 })).json.errorCode).toBe('insufficient.balance');
    expect((await attempt({ cardId: 999999 })).json.errorCode).toBe('not.found');
    expect((await attempt({ amount: 100.001 })).json.errorCode).toBe('request_param_err');
    expect(await cashOf(m.token)).toBe(200);
    // The refused request left no order behind.
    const orders = await t.db
      .selectFrom('withdrawal_order')
      .select('id')
      .where('customer_id', '=', m.id)
      .execute();
    expect(orders).toEqual([]);
  });

  it('asks for turnover after a deposit, met by real bets, shown per category', async () => {
    const m = await readyMember(0n);
    await t.db
      .updateTable('merchant')
      .set({ settings: sql`jsonb_set(settings, '{withdraw}', '{"depositTurnoverMultiple": 1}')` })
      .where('id', '=', merchantId)
      .execute();
    t.app.tenants.invalidate('demo');
    try {
      await insertSettledDeposit(t, { customerId: m.id, requestId: 'turnover-test', amount: 40_000n });
      await createLedger(t.db).transfer({
        merchantId,
        key: `turnover-test:${m.id}`,
        type: 'deposit',
        from: { kind: 'paymentClearing', ref: 'SANDBOX' },
        to: { kind: 'cash', ownerId: m.id },
        amount: 40_000n,
      });
      const settings = async () =>
        successEnvelope(withdrawSettingsValue).parse(
          (await inject('/wps/relay/MCSFE_getWithdrawSettings', m.token)).json,
        ).value;
      expect((await settings()).turnover).toMatchObject({ required: 400, actual: 0, remaining: 400 });
      const request = (id: string) =>
        inject('/wps/relay/MCSFE_withdraw', m.token, {
          cardId: m.cardId,
          amount: 100,
          paymentPassword: '135790',
          requestId: id,
        });
      expect((await request('turn-1xxxxxxx')).json.errorCode).toBe('withdraw_turnover_not_enough');

      const game = await t.db
        .selectFrom('game')
        .select(['id', 'vendor_code'])
        .limit(1)
        .executeTakeFirstOrThrow();
      await insertBets(t, { merchantId, id: m.id }, [{ game, round: `turn-${m.id}`, bet: 40_000n, win: 0n }]);
      const met = await settings();
      expect(met.turnover).toMatchObject({ required: 400, actual: 400, remaining: 0 });
      expect(met.turnover.byCategory).toHaveLength(1);
      expect((await request('turn-2xxxxxxx')).status).toBe(200);
    } finally {
      await t.db
        .updateTable('merchant')
        .set({ settings: sql`settings - 'withdraw'` })
        .where('id', '=', merchantId)
        .execute();
      t.app.tenants.invalidate('demo');
    }
  });

  it('a trial account cannot withdraw', async () => {
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: demo(),
      payload: {},
    });
    const token = trial.json().value.token as string;
    expect((await inject('/wps/relay/MCSFE_getWithdrawSettings', token)).json.errorCode).toBe(
      'trial.account.forbidden',
    );
  });
});

describe('transfer to upline', () => {
  it("moves money to the upline's wallet once per request id, with the payment password", async () => {
    const login = async (username: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/wps/session/login',
          headers: demo(),
          payload: { username, password: 'Demo#2026', type: 'username' },
        })
      ).json().value as { token: string; id: number };
    const member = await login('demo_member');
    const agent = await login('demo_agent');
    await createLedger(t.db).transfer({
      merchantId,
      key: `test-fund:upline:${member.id}`,
      type: 'deposit',
      from: { kind: 'paymentClearing', ref: 'test' },
      to: { kind: 'cash', ownerId: member.id },
      amount: 10_000n,
    });
    await inject('/wps/relay/MCSFE_setPaymentPassword', member.token, {
      loginPassword: 'Demo#2026',
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    const before = await cashOf(agent.token);
    const body = { amount: 40, paymentPassword: '246810', remark: 'for the team', requestId: 'upline-req-1' };
    const first = await inject('/wps/relay/MCSFE_transferUpline', member.token, body);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.value).toMatchObject({
      amount: 40,
      balance: 60,
      upline: 'demo_agent',
      remark: 'for the team',
    });
    const replay = await inject('/wps/relay/MCSFE_transferUpline', member.token, body);
    expect((replay.json.value as { transferId: string }).transferId).toBe(
      (first.json.value as { transferId: string }).transferId,
    );
    expect(await cashOf(agent.token)).toBe(before + 40);
    expect(await cashOf(member.token)).toBe(60);

    expect(
      (
        await inject('/wps/relay/MCSFE_transferUpline', member.token, {
          ...body,
          requestId: 'upline-req-2',
          paymentPassword: '000000',
        })
      ).json.errorCode,
    ).toBe('invalid.payment.pw');
    expect(
      (
        await inject('/wps/relay/MCSFE_transferUpline', member.token, {
          ...body,
          requestId: 'upline-req-3',
          amount: 61,
        })
      ).json.errorCode,
    ).toBe('insufficient.balance');
    const log = (await inject('/wps/relay/MCSFE_getUplineTransfers', member.token)).json.value as {
      upline: string;
      transfers: { amount: number; remark: string }[];
    };
    expect(log.upline).toBe('demo_agent');
    expect(log.transfers).toEqual([expect.objectContaining({ amount: 40, remark: 'for the team' })]);

    // A member without an upline has no such transfer.
    const orphan = await readyMember(10_000n);
    expect(
      (await inject('/wps/relay/MCSFE_transferUpline', orphan.token, { ...body, paymentPassword: '135790' }))
        .json.errorCode,
    ).toBe('function.not.available');
    expect(await createLedger(t.db).invariantViolations()).toEqual([]);
  });
});

describe('personal profit and loss', () => {
  it('sums deposits, paid-out withdrawals, bets, wins and rebates per day, and per category', async () => {
    const m = await readyMember(100_000n);
    const ledger = createLedger(t.db);
    await ledger.transfer({
      merchantId,
      key: `pnl-rebate:${m.id}`,
      type: 'deposit_rebate',
      from: { kind: 'bonusExpense' },
      to: { kind: 'cash', ownerId: m.id },
      amount: 500n,
    });
    const order = successEnvelope(withdrawal).parse(
      (
        await inject('/wps/relay/MCSFE_withdraw', m.token, {
          cardId: m.cardId,
          amount: 200,
          paymentPassword: '135790',
          requestId: `pnl-wd-${m.id}`,
        })
      ).json,
    ).value;
    await createWithdrawals(t.db, ledger, createAccountService(t.db), createTurnover(t.db)).approve(
      merchantId,
      BigInt(order.withdrawalId),
    );
    const games = await t.db
      .selectFrom('game as g')
      .innerJoin('game_vendor as v', 'v.code', 'g.vendor_code')
      .select(['g.id', 'g.vendor_code', 'v.game_type'])
      .execute();
    const slot = games.find((g) => g.game_type === 'RNG')!;
    const live = games.find((g) => g.game_type === 'LIVE')!;
    await insertBets(t, { merchantId, id: m.id }, [
      { game: slot, round: `pnl-a-${m.id}`, bet: 3_000n, win: 1_000n },
      { game: live, round: `pnl-b-${m.id}`, bet: 2_000n, win: 5_000n },
    ]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE }).format(new Date());
    const all = await inject(`/wps/relay/ODSFE2_MemPNLDet?startDate=${today}&endDate=${today}`, m.token);
    expect(all.status, JSON.stringify(all.json)).toBe(200);
    const value = all.json.value as {
      rows: Record<string, unknown>[];
      total: Record<string, number>;
      totalCount: number;
    };
    expect(value.rows).toEqual([
      {
        balanceDate: today,
        deposit: 1000,
        withdraw: 200,
        betAmount: 50,
        validBetAmount: 50,
        winAmount: 60,
        // Issue 14 item 3: the deposit rebate is not a wager rebate (返水), and P&L is payouts − bets.
        rebate: 0,
        promotion: 0,
        depositRebate: 5,
        profitAndLoss: 10,
      },
    ]);
    // P&L from the rows: the member's settled bets and payouts; the deposit rebate from its transfer.
    const bets = await t.db
      .selectFrom('bet_record')
      .select(['bet_amount', 'win_amount'])
      .where('customer_id', '=', m.id)
      .execute();
    const net = bets.reduce((s, b) => s + Number(b.win_amount - b.bet_amount), 0) / 100;
    expect(value.total.profitAndLoss).toBe(net);
    const rebates = await t.db
      .selectFrom('ledger_transfer')
      .select('amount')
      .where('type', '=', 'deposit_rebate')
      .where('idempotency_key', '=', `pnl-rebate:${m.id}`)
      .execute();
    expect(value.total.depositRebate).toBe(rebates.reduce((s, r) => s + Number(r.amount), 0) / 100);
    // A withdrawal waiting for payout is not in the paid-out column; the page is told its sum.
    expect((all.json.value as { pendingWithdraw: number }).pendingWithdraw).toBe(0);
    await inject('/wps/relay/MCSFE_withdraw', m.token, {
      cardId: m.cardId,
      amount: 150,
      paymentPassword: '135790',
      requestId: `pnl-wd2-${m.id}`,
    });
    const after = await inject(`/wps/relay/ODSFE2_MemPNLDet?startDate=${today}&endDate=${today}`, m.token);
    expect(after.json.value).toMatchObject({ pendingWithdraw: 150, total: { withdraw: 200 } });
    const slots = await inject(
      `/wps/relay/ODSFE2_MemPNLDet?gameCategory=RNG&startDate=${today}&endDate=${today}`,
      m.token,
    );
    expect((slots.json.value as { total: Record<string, number> }).total).toMatchObject({
      deposit: 0,
      betAmount: 30,
      winAmount: 10,
      profitAndLoss: -20,
    });
    const tooLong = await inject(
      '/wps/relay/ODSFE2_MemPNLDet?startDate=2026-01-01&endDate=2026-12-31',
      m.token,
    );
    expect(tooLong.json.errorCode).toBe('request_param_err');
  });
});
