// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotAt } from '@portal/lottery/schedule';
import { gameByCode } from '@portal/lottery/games';
import { clock } from '../src/lib/clock.ts';
import { createLedger, type Ledger } from '../src/modules/wallet/ledger.ts';
import { demo, demoMerchantId, registerMember, startTestApp, type TestContext } from './harness.ts';

// Idempotency keys (issue 13, defect 7): the same key with the same content answers the first result;
// the same key with other content is 409 idempotency.key.conflict and moves no money, in every place a
// request id or ledger key is used.

let t: TestContext;
let ledger: Ledger;
let merchantId: number;
beforeAll(async () => {
  t = await startTestApp();
  ledger = createLedger(t.db);
  merchantId = await demoMerchantId(t);
});
afterAll(() => t?.close());

const call = async (url: string, token: string, payload: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: demo({ authorization: token, language: 'EN' }),
    payload,
  });
  return {
    status: res.statusCode,
    body: res.json() as { errorCode?: string; message?: string; value?: never },
  };
};

async function funded(cash: bigint) {
  const m = await registerMember(t, 'idem');
  if (cash > 0n)
    await ledger.transfer({
      merchantId,
      key: `idem-fund:${m.id}`,
      type: 'deposit',
      from: { kind: 'paymentClearing', ref: 'test' },
      to: { kind: 'cash', ownerId: m.id },
      amount: cash,
    });
  return m;
}
const cashOf = async (id: number) =>
  (await ledger.balances(merchantId, id)).find((a) => a.kind === 'cash')?.balance ?? 0n;
const count = async (table: string, customerId: number) =>
  Number(
    (
      await sql<{
        n: string;
      }>`select count(*)::text as n from ${sql.table(table)} where customer_id = ${customerId}`.execute(t.db)
    ).rows[0]!.n,
  );

function expectConflict(r: Awaited<ReturnType<typeof call>>) {
  expect(r.status, JSON.stringify(r.body)).toBe(409);
  expect(r.body.errorCode).toBe('idempotency.key.conflict');
  expect(r.body.message).toBe('This request number was already used for another operation');
}

async function withPaymentPassword(m: { token: string }) {
  const set = await call('/wps/relay/MCSFE_setPaymentPassword', m.token, {
    loginPassword: 'Secret#123',
    paymentPassword: '135790',
    confirmPaymentPassword: '135790',
  });
  expect(set.status).toBe(200);
}

describe('a request id reused with other content', () => {
  it('deposit: same requestId and content replays the order; another amount or channel is 409', async () => {
    const m = await funded(0n);
    const channel = await t.db
      .selectFrom('payment_channel')
      .select('id')
      .where('code', '=', 'BANK')
      .executeTakeFirstOrThrow();
    const body = { channelId: channel.id, amount: 500, requestId: 'idem-deposit-1' };
    const first = await call('/wps/relay/MCSFE_deposit', m.token, body);
    expect(first.status).toBe(200);
    const again = await call('/wps/relay/MCSFE_deposit', m.token, body);
    expect(again.body.value).toEqual(first.body.value);
    expectConflict(await call('/wps/relay/MCSFE_deposit', m.token, { ...body, amount: 600 }));
    expect(await count('deposit_order', m.id)).toBe(1);
  });

  it('withdrawal: same requestId and content replays; another amount or card is 409 and reserves nothing more', async () => {
    const m = await funded(100_000n);
    await withPaymentPassword(m);
    for (const accountNumber of ['6222 1111 2222 33', '6222 4444 5555 66']) {
      const bind = await call('/wps/relay/MCSFE_bindCard', m.token, {
        type: 'B',
        bankCode: 'CTBC',
        accountNumber,
        payeeName: 'Chen Mei Ling',
        paymentPassword: '135790',
      });
      expect(bind.status, JSON.stringify(bind.body)).toBe(200);
    }
    const cards = (
      await t.app.inject({ url: '/wps/relay/MCSFE_getBankCards', headers: demo({ authorization: m.token }) })
    ).json().value.cards as { cardId: number }[];
    const body = { cardId: cards[0]!.cardId, amount: 200, paymentPassword: '135790', requestId: 'idem-wd-1' };
    const first = await call('/wps/relay/MCSFE_withdraw', m.token, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await cashOf(m.id)).toBe(80_000n);
    expect((await call('/wps/relay/MCSFE_withdraw', m.token, body)).body.value).toEqual(first.body.value);
    expectConflict(await call('/wps/relay/MCSFE_withdraw', m.token, { ...body, amount: 300 }));
    expectConflict(await call('/wps/relay/MCSFE_withdraw', m.token, { ...body, cardId: cards[1]!.cardId }));
    expect(await cashOf(m.id)).toBe(80_000n);
    expect(await count('withdrawal_order', m.id)).toBe(1);
  });

  it('transfer to upline: same requestId and content replays; another amount is 409', async () => {
    const m = await funded(10_000n);
    await t.db
      .updateTable('customer')
      .set({
        parent_id: t.db.selectFrom('customer').select('id').where('username', '=', 'demo_agent').limit(1),
      })
      .where('id', '=', m.id)
      .execute();
    await withPaymentPassword(m);
    const body = { amount: 40, paymentPassword: '135790', requestId: 'idem-upline-1' };
    const first = await call('/wps/relay/MCSFE_transferUpline', m.token, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await call('/wps/relay/MCSFE_transferUpline', m.token, body)).body.value).toEqual(
      first.body.value,
    );
    expectConflict(await call('/wps/relay/MCSFE_transferUpline', m.token, { ...body, amount: 50 }));
    expect(await cashOf(m.id)).toBe(6_000n);
  });

  it('lottery order: same requestId and content replays; other lines or multiple is 409 and pays nothing', async () => {
    // A fixed instant with SSC1 on sale for 30 s (as lottery.test.ts).
    const now = Date.parse('2026-11-23T05:00:20Z');
    const realNow = clock.nowMs;
    clock.nowMs = () => now;
    try {
      await t.app.lotteryDraws.ensureDraws(now);
      await lotteryCase(now);
    } finally {
      clock.nowMs = realNow;
    }
  });
});

async function lotteryCase(now: number) {
  {
    const m = await funded(100_000n);
    const body = {
      gameCode: 'SSC1',
      numero: slotAt(gameByCode('SSC1')!, now).numero,
      lines: [{ playCode: 'dingweidan', content: '1||||', bettingMode: 1, multiple: 1, series: 1980 }],
      requestId: 'idem-lottery-1',
    };
    const first = await call('/lgw/orders', m.token, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const paid = await cashOf(m.id);
    expect(paid).toBeLessThan(100_000n);
    expect((await call('/lgw/orders', m.token, body)).body.value).toEqual(first.body.value);
    expectConflict(
      await call('/lgw/orders', m.token, { ...body, lines: [{ ...body.lines[0]!, multiple: 5 }] }),
    );
    expectConflict(
      await call('/lgw/orders', m.token, { ...body, lines: [{ ...body.lines[0]!, content: '2||||' }] }),
    );
    expect(await cashOf(m.id)).toBe(paid);
    expect(await count('lottery_order', m.id)).toBe(1);
  }
}

describe('a ledger key reused with other content', () => {
  it('ledger: the same key with other accounts or amount is refused and moves nothing', async () => {
    const m = await funded(1_000n);
    const other = await funded(0n);
    const move = {
      merchantId,
      key: `idem-ledger:${m.id}`,
      type: 'adjustment' as const,
      from: { kind: 'cash' as const, ownerId: m.id },
      to: { kind: 'cash' as const, ownerId: other.id },
      amount: 100n,
    };
    const first = await ledger.transfer(move);
    expect((await ledger.transfer(move)).transferId).toBe(first.transferId);
    await expect(ledger.transfer({ ...move, amount: 200n })).rejects.toMatchObject({
      errorCode: 'idempotency.key.conflict',
    });
    await expect(
      ledger.transfer({
        ...move,
        to: { kind: 'cash', ownerId: m.id },
        from: { kind: 'cash', ownerId: other.id },
      }),
    ).rejects.toMatchObject({ errorCode: 'idempotency.key.conflict' });
    expect(await cashOf(m.id)).toBe(900n);
    expect(await cashOf(other.id)).toBe(100n);
    expect(await ledger.invariantViolations(merchantId)).toEqual([]);
  });
});
