import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TransferAnswer } from '@portal/contract';
import { toMinor } from '@portal/contract/money';
import { demo } from '../../server/test/harness.ts';
import type { PlayValue } from '../src/shared/api.ts';
import { transferWallet } from '../src/server/modules/transfer/wallet.ts';
import {
  fundedMember,
  houseCall,
  launch,
  openSession,
  platformCash,
  requestId,
  sign,
  startWorld,
  type World,
  WORLD_START_MS,
} from './support/world.ts';

// Transfer mode (decision 0009, HOUSEX): the house keeps the member's balance in its own ledger (one
// balance row per player and currency that never goes below zero, immutable movements); the platform
// moves money in and out with signed deposit and withdraw calls that are idempotent by transactionId,
// and a status question about an unknown transaction tombstones it so that a late deposit moves nothing.

let w: World;
beforeAll(async () => {
  w = await startWorld();
}, WORLD_START_MS);
afterAll(() => w?.close());
afterEach(async () => {
  expect(await transferWallet.invariantViolations(w.houseDb)).toEqual([]);
  expect(await w.ledger.invariantViolations(w.merchantId)).toEqual([]);
});

async function transfer(
  action: string,
  payload: unknown,
  opts: { vendor?: string; raw?: string; signature?: string } = {},
) {
  const body = opts.raw ?? JSON.stringify(payload);
  const res = await w.house.inject({
    method: 'POST',
    url: `/transfer/v1/${opts.vendor ?? 'HOUSEX'}/${action}`,
    headers: { 'content-type': 'application/json', 'x-signature': opts.signature ?? sign(body) },
    payload: body,
  });
  return { status: res.statusCode, body: res.json() as TransferAnswer };
}

async function member() {
  const m = await fundedMember(w, 0n, 'tx');
  const playerId = `${w.merchantId}-${m.id}`;
  const move = (transactionId: string, amount: number) => ({
    playerId,
    currency: 'TWD',
    decimals: 2,
    transactionId,
    amount,
  });
  const balance = async () =>
    (await transfer('balance', { playerId, currency: 'TWD', decimals: 2 })).body.balance;
  return { ...m, playerId, move, balance };
}

describe('transfer API', () => {
  it('deposit, play, withdraw; every replay answers the first answer and moves nothing', async () => {
    const m = await member();
    const dep = m.move(`dep-${m.id}`, 100);
    expect((await transfer('deposit', dep)).body).toEqual({ status: 'OK', balance: 100 });
    expect((await transfer('deposit', dep)).body).toEqual({ status: 'OK', balance: 100 });
    expect((await transfer('deposit', { ...dep, amount: 50 })).body).toMatchObject({
      status: 'DUPLICATE_CONFLICT',
      balance: 100,
    });
    expect(await m.balance()).toBe(100);

    // Games debit and credit the house wallet; their answers show it.
    const dice = await openSession(w, await launch(w, m.token, 'HOUSEX_DICE'), 'HOUSEX_DICE');
    expect(dice).toMatchObject({ vendor: 'HOUSEX', game: 'HOUSEX_DICE', balance: 100 });
    const plinko = await openSession(w, await launch(w, m.token, 'HOUSEX_PLINKO'), 'HOUSEX_PLINKO');
    let stakes = 0n;
    let wins = 0n;
    let last = 0;
    for (let i = 0; i < 8; i++) {
      const [session, path, body] =
        i % 2 === 0
          ? [dice.session, '/api/dice', { bet: 5, target: 4950, direction: 'over' }]
          : [plinko.session, '/api/plinko', { bet: 2, rows: 12, risk: 'medium' }];
      const res = await houseCall<PlayValue>(w, 'POST', path, {
        session,
        body: { ...body, requestId: requestId() },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      stakes += toMinor(res.body.round.bet, 2)!;
      wins += toMinor(res.body.round.win, 2)!;
      last = res.body.balance;
    }
    expect(toMinor(last, 2)).toBe(10_000n - stakes + wins);
    expect(await m.balance()).toBe(last);
    expect(
      (await houseCall<{ balance: number }>(w, 'GET', '/api/balance', { session: dice.session })).body
        .balance,
    ).toBe(last);

    // More than the balance: refused for good under that id, even once the balance would cover it.
    const big = m.move(`wd-big-${m.id}`, last + 1);
    expect((await transfer('withdraw', big)).body).toEqual({ status: 'INSUFFICIENT_BALANCE', balance: last });
    expect((await transfer('deposit', m.move(`dep2-${m.id}`, 10))).body.status).toBe('OK');
    expect((await transfer('withdraw', big)).body).toEqual({ status: 'INSUFFICIENT_BALANCE', balance: last });
    const all = m.move(`wd-all-${m.id}`, last + 10);
    expect((await transfer('withdraw', all)).body).toEqual({ status: 'OK', balance: 0 });
    expect((await transfer('withdraw', all)).body).toEqual({ status: 'OK', balance: 0 });

    // An empty wallet plays nothing, and the refused round leaves no trace.
    const broke = await houseCall(w, 'POST', '/api/dice', {
      session: dice.session,
      body: { bet: 2, target: 5000, direction: 'under', requestId: requestId() },
    });
    expect(broke.body.error).toBe('insufficient.balance');
    const moves = await w.houseDb
      .selectFrom('wallet_move')
      .select(['kind', 'amount'])
      .where('player_ref', '=', m.playerId)
      .execute();
    expect(moves.filter((x) => x.kind === 'deposit').map((x) => x.amount)).toEqual([10_000n, 1_000n]);
    expect(moves.filter((x) => x.kind === 'withdraw').map((x) => x.amount)).toEqual([
      -toMinor(last + 10, 2)!,
    ]);
    expect(moves.filter((x) => x.kind === 'bet')).toHaveLength(8);
    // Movements are immutable.
    await expect(
      w.houseDb.updateTable('wallet_move').set({ amount: 1n }).where('player_ref', '=', m.playerId).execute(),
    ).rejects.toThrow(/immutable/);
  });

  it('status tombstones an unknown transaction: the late deposit is cancelled and moves nothing', async () => {
    const m = await member();
    const lost = m.move(`lost-${m.id}`, 40);
    expect((await transfer('status', { transactionId: lost.transactionId })).body).toMatchObject({
      status: 'OK',
      found: false,
    });
    expect((await transfer('deposit', lost)).body).toEqual({ status: 'TX_CANCELLED', balance: 0 });
    expect((await transfer('withdraw', { ...lost, amount: 1 })).body.status).toBe('TX_CANCELLED');
    expect(await m.balance()).toBe(0);
    expect((await transfer('status', { transactionId: lost.transactionId })).body).toMatchObject({
      status: 'OK',
      found: false,
    });

    const ok = m.move(`ok-${m.id}`, 25);
    await transfer('deposit', ok);
    expect((await transfer('status', { transactionId: ok.transactionId })).body).toEqual({
      status: 'OK',
      balance: 25,
      found: true,
      kind: 'deposit',
      outcome: 'OK',
    });
    const refused = m.move(`no-${m.id}`, 26);
    await transfer('withdraw', refused);
    expect((await transfer('status', { transactionId: refused.transactionId })).body).toMatchObject({
      found: true,
      kind: 'withdraw',
      outcome: 'INSUFFICIENT_BALANCE',
    });
  });

  it('signatures over the exact bytes, known vendor codes and well-formed bodies only', async () => {
    const m = await member();
    const body = JSON.stringify(m.move(`sig-${m.id}`, 5));
    expect((await transfer('deposit', null, { raw: body, signature: '00'.repeat(32) })).status).toBe(401);
    expect((await transfer('deposit', null, { raw: ` ${body}`, signature: sign(body) })).body.status).toBe(
      'INVALID_SIGNATURE',
    );
    expect((await transfer('deposit', null, { raw: body, signature: sign(body, 'other') })).status).toBe(401);
    expect((await transfer('deposit', null, { raw: body, vendor: 'HOUSE' })).status).toBe(404);
    expect((await transfer('deposit', null, { raw: '{not json' })).body.status).toBe('INVALID_REQUEST');
    expect((await transfer('deposit', { ...m.move(`neg-${m.id}`, 1), amount: -1 })).status).toBe(400);
    expect((await transfer('deposit', m.move(`frac-${m.id}`, 1.001))).status).toBe(400);
    expect((await transfer('nothing', {})).status).toBe(404);
    expect(await m.balance()).toBe(0);
  });
});

describe('through the platform', () => {
  it("GCS_walletTransfer moves the member's money into the house wallet and back", async () => {
    const m = await fundedMember(w, 50_000n, 'txp');
    const houseX = await w.platform.db
      .selectFrom('game_vendor')
      .select('account_type_id')
      .where('code', '=', 'HOUSEX')
      .executeTakeFirstOrThrow();
    const move = (fromAccountTypeId: number, toAccountTypeId: number, amount: number) =>
      w.platform.app.inject({
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        headers: demo({ authorization: m.token }),
        payload: { fromAccountTypeId, toAccountTypeId, amount, requestId: requestId() },
      });
    const into = await move(0, houseX.account_type_id!, 120);
    expect(into.statusCode, into.body).toBe(200);
    const session = await openSession(w, await launch(w, m.token, 'HOUSEX_DICE'), 'HOUSEX_DICE');
    expect(session.balance).toBe(120);
    const round = await houseCall<PlayValue>(w, 'POST', '/api/dice', {
      session: session.session,
      body: { bet: 20, target: 5000, direction: 'under', requestId: requestId() },
    });
    expect(round.status).toBe(200);
    const back = await move(houseX.account_type_id!, 0, round.body.balance);
    expect(back.statusCode, back.body).toBe(200);
    expect(await platformCash(w, m.id)).toBe(50_000n - 12_000n + toMinor(round.body.balance, 2)!);
  });
});
