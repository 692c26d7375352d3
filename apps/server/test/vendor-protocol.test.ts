// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../src/lib/clock.ts';
import { createLedger, type Ledger } from '../src/modules/wallet/ledger.ts';
import {
  demo,
  demoMerchantId,
  HOUSE_TEST_SECRET,
  insertSettledDeposit,
  registerMember,
  startTestApp,
  type TestContext,
} from './harness.ts';

// The vendor wallet protocol (API.md, decision 0009, SECURITY.md item 16): signatures on the raw bytes,
// idempotency by transactionId, rollback-before-bet tombstones, no rollback after a win, wins and
// rollbacks after the session expired, insufficient balance; the betting record equals the ledger and
// the ledger's invariants hold after every step.

let t: TestContext;
let ledger: Ledger;
let merchantId: number;

beforeAll(async () => {
  t = await startTestApp();
  ledger = createLedger(t.db);
  merchantId = await demoMerchantId(t);
});
afterAll(() => t?.close());
afterEach(async () => {
  expect(await ledger.invariantViolations(merchantId)).toEqual([]);
});

const sign = (body: string, secret = HOUSE_TEST_SECRET) =>
  createHmac('sha256', secret).update(body).digest('hex');

async function call(
  action: string,
  payload: unknown,
  opts: { vendor?: string; raw?: string; signature?: string } = {},
) {
  const body = opts.raw ?? JSON.stringify(payload);
  const res = await t.app.inject({
    method: 'POST',
    url: `/vendor/v1/${opts.vendor ?? 'HOUSE'}/${action}`,
    headers: { 'content-type': 'application/json', 'x-signature': opts.signature ?? sign(body) },
    payload: body,
  });
  return {
    status: res.statusCode,
    body: res.json() as { status: string; balance: number; currency: string } & Record<string, unknown>,
  };
}

/** A funded member with a launched HOUSE game: its vendor token. */
async function player(funds = 100_000n): Promise<{ token: string; id: number; vendorToken: string }> {
  const m = await registerMember(t, 'vp');
  if (funds > 0n) {
    const requestId = `fund-${m.id}`;
    await insertSettledDeposit(t, { customerId: m.id, requestId, amount: funds });
    await ledger.transfer({
      merchantId,
      key: `test-fund:${m.id}`,
      type: 'deposit',
      from: { kind: 'paymentClearing', ref: 'test' },
      to: { kind: 'cash', ownerId: m.id },
      amount: funds,
    });
  }
  const vendorToken = await launch(m.token, 'HOUSE_DICE');
  return { ...m, vendorToken };
}

async function launch(token: string, gameCode: string, vassalage = 'HOUSE'): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: demo({ authorization: token }),
    payload: { gameId: gameCode, vassalage, accountType: 1, platform: 'html5-desktop', clientType: 3 },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL(res.json().value.game_url as string);
  return url.searchParams.get('token')!;
}

async function betRecords(customerId: number) {
  return t.db
    .selectFrom('bet_record')
    .select(['round_id', 'bet_amount', 'win_amount', 'status'])
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
}

describe('vendor protocol: signatures and sessions', () => {
  it('authenticates a launched session with the balance and who plays', async () => {
    const p = await player(12_345n);
    const { status, body } = await call('authenticate', { token: p.vendorToken });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'OK',
      balance: 123.45,
      currency: 'TWD',
      decimals: 2,
      gameCode: 'HOUSE_DICE',
      trial: false,
    });
    expect(body.playerId).toBe(`${merchantId}-${p.id}`);
  });

  it("refuses a bad signature, a signature over other bytes, and another vendor's secret", async () => {
    const p = await player();
    const body = JSON.stringify({ token: p.vendorToken });
    expect((await call('balance', null, { raw: body, signature: '00'.repeat(32) })).status).toBe(401);
    // Same JSON value, different bytes: the signature is over the bytes received.
    expect((await call('balance', null, { raw: ` ${body}`, signature: sign(body) })).body.status).toBe(
      'INVALID_SIGNATURE',
    );
    expect((await call('balance', null, { raw: body, signature: sign(body, 'other') })).status).toBe(401);
    expect((await call('balance', null, { raw: body })).body.status).toBe('OK');
  });

  it('refuses unknown tokens, tokens of another vendor, malformed bodies and unknown vendors', async () => {
    const p = await player();
    expect((await call('balance', { token: 'x'.repeat(43) })).body.status).toBe('INVALID_TOKEN');
    expect((await call('balance', { token: p.vendorToken }, { vendor: 'HOUSEX' })).body.status).toBe(
      'INVALID_TOKEN',
    );
    expect((await call('bet', { token: p.vendorToken, amount: -1 })).status).toBe(400);
    expect((await call('bet', null, { raw: '{not json' })).body.status).toBe('INVALID_REQUEST');
    expect((await call('balance', { token: p.vendorToken }, { vendor: 'PG' })).body.status).toBe(
      'VENDOR_UNAVAILABLE',
    );
  });
});

describe('vendor protocol: bets, wins, rollbacks', () => {
  it('a bet and a win move money once each, however often they are repeated', async () => {
    const p = await player(10_000n);
    const bet = { token: p.vendorToken, transactionId: `b-${p.id}`, roundId: `r-${p.id}`, amount: 25 };
    const first = await call('bet', bet);
    expect(first.body).toMatchObject({ status: 'OK', balance: 75 });
    for (let i = 0; i < 3; i++) expect((await call('bet', bet)).body).toEqual(first.body);
    const win = {
      token: p.vendorToken,
      transactionId: `w-${p.id}`,
      roundId: `r-${p.id}`,
      amount: 60,
      betTransactionId: bet.transactionId,
    };
    expect((await call('win', win)).body).toMatchObject({ status: 'OK', balance: 135 });
    expect((await call('win', win)).body).toMatchObject({ status: 'OK', balance: 135 });
    expect((await call('balance', { token: p.vendorToken })).body.balance).toBe(135);
    expect(await betRecords(p.id)).toEqual([
      { round_id: `r-${p.id}`, bet_amount: 2_500n, win_amount: 6_000n, status: 'SETTLED' },
    ]);
  });

  it('the same transactionId with other content is refused and moves nothing', async () => {
    const p = await player(10_000n);
    const bet = { token: p.vendorToken, transactionId: `dc-${p.id}`, roundId: `r-${p.id}`, amount: 10 };
    expect((await call('bet', bet)).body.status).toBe('OK');
    expect((await call('bet', { ...bet, amount: 20 })).body).toMatchObject({
      status: 'DUPLICATE_CONFLICT',
      balance: 90,
    });
    expect((await call('bet', { ...bet, roundId: 'other' })).body.status).toBe('DUPLICATE_CONFLICT');
  });

  it('refuses a bet above the balance, and keeps refusing it', async () => {
    const p = await player(1_000n);
    const bet = { token: p.vendorToken, transactionId: `ib-${p.id}`, roundId: `r-${p.id}`, amount: 10.01 };
    expect((await call('bet', bet)).body).toMatchObject({ status: 'INSUFFICIENT_BALANCE', balance: 10 });
    expect((await call('bet', bet)).body.status).toBe('INSUFFICIENT_BALANCE');
    expect(await betRecords(p.id)).toEqual([]);
    // Amounts finer than the currency's decimals are not money.
    expect((await call('bet', { ...bet, transactionId: `ib2-${p.id}`, amount: 0.001 })).status).toBe(400);
  });

  it('a lost round is settled by a win of 0', async () => {
    const p = await player(5_000n);
    const bet = { token: p.vendorToken, transactionId: `l-${p.id}`, roundId: `lr-${p.id}`, amount: 5 };
    await call('bet', bet);
    expect(await betRecords(p.id)).toMatchObject([{ status: 'OPEN' }]);
    const win = {
      token: p.vendorToken,
      transactionId: `lw-${p.id}`,
      roundId: bet.roundId,
      amount: 0,
      betTransactionId: bet.transactionId,
    };
    expect((await call('win', win)).body).toMatchObject({ status: 'OK', balance: 45 });
    expect(await betRecords(p.id)).toEqual([
      { round_id: bet.roundId, bet_amount: 500n, win_amount: 0n, status: 'SETTLED' },
    ]);
  });

  it('a rollback returns the stake once; a win after it is refused', async () => {
    const p = await player(5_000n);
    const bet = { token: p.vendorToken, transactionId: `rb-${p.id}`, roundId: `rr-${p.id}`, amount: 20 };
    await call('bet', bet);
    const rollback = {
      token: p.vendorToken,
      transactionId: `rbk-${p.id}`,
      roundId: bet.roundId,
      betTransactionId: bet.transactionId,
    };
    expect((await call('rollback', rollback)).body).toMatchObject({ status: 'OK', balance: 50 });
    expect((await call('rollback', rollback)).body).toMatchObject({ status: 'OK', balance: 50 });
    // A second rollback of the same bet under another id returns nothing more.
    expect((await call('rollback', { ...rollback, transactionId: `rbk2-${p.id}` })).body).toMatchObject({
      status: 'OK',
      balance: 50,
    });
    const win = {
      token: p.vendorToken,
      transactionId: `rbw-${p.id}`,
      roundId: bet.roundId,
      amount: 30,
      betTransactionId: bet.transactionId,
    };
    expect((await call('win', win)).body).toMatchObject({ status: 'BET_ROLLED_BACK', balance: 50 });
    expect(await betRecords(p.id)).toEqual([
      { round_id: bet.roundId, bet_amount: 0n, win_amount: 0n, status: 'ROLLED_BACK' },
    ]);
  });

  it('a rollback that arrives before its bet leaves a tombstone: the late bet is refused', async () => {
    const p = await player(5_000n);
    const rollback = {
      token: p.vendorToken,
      transactionId: `tb-${p.id}`,
      roundId: `tr-${p.id}`,
      betTransactionId: `late-${p.id}`,
    };
    expect((await call('rollback', rollback)).body).toMatchObject({ status: 'OK', balance: 50 });
    const bet = { token: p.vendorToken, transactionId: `late-${p.id}`, roundId: `tr-${p.id}`, amount: 10 };
    expect((await call('bet', bet)).body).toMatchObject({ status: 'BET_ROLLED_BACK', balance: 50 });
    expect(await betRecords(p.id)).toEqual([]);
  });

  it('no rollback after a win; a win of an unknown bet is refused', async () => {
    const p = await player(5_000n);
    const bet = { token: p.vendorToken, transactionId: `nw-${p.id}`, roundId: `nr-${p.id}`, amount: 10 };
    await call('bet', bet);
    await call('win', {
      token: p.vendorToken,
      transactionId: `nww-${p.id}`,
      roundId: bet.roundId,
      amount: 15,
      betTransactionId: bet.transactionId,
    });
    const rollback = {
      token: p.vendorToken,
      transactionId: `nwr-${p.id}`,
      roundId: bet.roundId,
      betTransactionId: bet.transactionId,
    };
    expect((await call('rollback', rollback)).body).toMatchObject({ status: 'ROUND_SETTLED', balance: 55 });
    const stray = {
      token: p.vendorToken,
      transactionId: `nws-${p.id}`,
      roundId: 'x',
      amount: 15,
      betTransactionId: 'never-placed',
    };
    expect((await call('win', stray)).body).toMatchObject({ status: 'BET_NOT_FOUND', balance: 55 });
  });

  it('after the session expired: bets are refused, wins and rollbacks still land', async () => {
    const p = await player(5_000n);
    const bet = { token: p.vendorToken, transactionId: `ex-${p.id}`, roundId: `er-${p.id}`, amount: 10 };
    const bet2 = { token: p.vendorToken, transactionId: `ex2-${p.id}`, roundId: `er2-${p.id}`, amount: 5 };
    await call('bet', bet);
    await call('bet', bet2);
    const realNow = clock.nowMs;
    clock.nowMs = () => realNow() + 9 * 3_600_000;
    try {
      expect((await call('balance', { token: p.vendorToken })).body.status).toBe('TOKEN_EXPIRED');
      expect((await call('bet', { ...bet, transactionId: `ex3-${p.id}` })).body.status).toBe('TOKEN_EXPIRED');
      const win = {
        token: p.vendorToken,
        transactionId: `exw-${p.id}`,
        roundId: bet.roundId,
        amount: 40,
        betTransactionId: bet.transactionId,
      };
      expect((await call('win', win)).body).toMatchObject({ status: 'OK', balance: 75 });
      const rollback = {
        token: p.vendorToken,
        transactionId: `exr-${p.id}`,
        roundId: bet2.roundId,
        betTransactionId: bet2.transactionId,
      };
      expect((await call('rollback', rollback)).body).toMatchObject({ status: 'OK', balance: 80 });
    } finally {
      clock.nowMs = realNow;
    }
  });

  it("a win or rollback cannot name another member's bet", async () => {
    const a = await player(5_000n);
    const b = await player(5_000n);
    const bet = { token: a.vendorToken, transactionId: `own-${a.id}`, roundId: `or-${a.id}`, amount: 10 };
    await call('bet', bet);
    const theft = {
      token: b.vendorToken,
      transactionId: `own-w-${b.id}`,
      roundId: bet.roundId,
      amount: 500,
      betTransactionId: bet.transactionId,
    };
    expect((await call('win', theft)).body).toMatchObject({ status: 'INVALID_REQUEST', balance: 50 });
  });

  it('parallel bets against a balance that covers one: exactly one is accepted', async () => {
    const p = await player(1_000n);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('bet', {
          token: p.vendorToken,
          transactionId: `par-${p.id}-${i}`,
          roundId: `pr-${p.id}-${i}`,
          amount: 10,
        }),
      ),
    );
    expect(answers.filter((a) => a.body.status === 'OK')).toHaveLength(1);
    expect(answers.filter((a) => a.body.status === 'INSUFFICIENT_BALANCE')).toHaveLength(19);
    expect((await call('balance', { token: p.vendorToken })).body.balance).toBe(0);
  });

  it('a bet and its rollback racing: the money ends either bet or returned, never both', async () => {
    for (let i = 0; i < 5; i++) {
      const p = await player(1_000n);
      const bet = { token: p.vendorToken, transactionId: `race-${p.id}`, roundId: `rc-${p.id}`, amount: 10 };
      const rollback = {
        token: p.vendorToken,
        transactionId: `race-r-${p.id}`,
        roundId: bet.roundId,
        betTransactionId: bet.transactionId,
      };
      const [b, r] = await Promise.all([call('bet', bet), call('rollback', rollback)]);
      expect(r.body.status).toBe('OK');
      // Either the rollback came first (bet refused) or second (stake returned): the balance is whole.
      expect(['OK', 'BET_ROLLED_BACK']).toContain(b.body.status);
      expect((await call('balance', { token: p.vendorToken })).body.balance).toBe(10);
    }
  });
});

describe('framing', () => {
  it("pages may frame the house vendor's origin and each configured vendor's, nothing else", async () => {
    await t.db
      .insertInto('vendor_credential')
      .values({
        vendor_code: 'PG',
        secret: 's',
        api_url: 'https://api.pg.example',
        launch_url: 'https://play.pg.example/launch?t={token}',
      })
      .execute();
    const node = await startTestApp({ shareDatabaseWith: t });
    try {
      const csp = (await node.app.inject({ url: '/' })).headers['content-security-policy'] as string;
      const frameSrc = csp.split('; ').find((d) => d.startsWith('frame-src'));
      // inject's Host is localhost, one of the demo merchant's domains (frame-csp.test.ts has the rest).
      expect(frameSrc).toBe("frame-src 'self' https://play.pg.example http://localhost:1");
    } finally {
      await node.close();
      await t.db.deleteFrom('vendor_credential').where('vendor_code', '=', 'PG').execute();
      t.app.vendors.invalidate();
    }
  });
});

describe('launch', () => {
  it('lists games of vendors without credentials as unavailable, house games as available', async () => {
    const list = async (vendor: string) =>
      (await t.app.inject({ url: `/wps/relay/GCSGAME_gameList?vassalage=${vendor}`, headers: demo() })).json()
        .value.games as { available: boolean; maintenance: boolean }[];
    expect((await list('PG')).every((g) => !g.available)).toBe(true);
    const house = await list('HOUSE');
    expect(house).toHaveLength(5);
    expect(house.every((g) => g.available && !g.maintenance)).toBe(true);
  });

  it('gives the house game address with the session token, and refuses what cannot be played', async () => {
    const m = await registerMember(t, 'ln');
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: demo({ authorization: m.token, host: 'portal.example:8080' }),
      payload: { gameId: 'HOUSE_CRASH', vassalage: 'HOUSE' },
    });
    const value = res.json().value as { game_url: string; origin: string; launchView: string };
    expect(value.game_url).toMatch(
      /^http:\/\/portal\.example:1\/play\/HOUSE_CRASH\?token=[\w-]{43}&lang=TW$/,
    );
    expect(value.origin).toBe('http://portal.example:1');

    const refuse = async (payload: object, token = m.token) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/wps/game/launchGame',
          headers: demo({ authorization: token }),
          payload,
        })
      ).json().errorCode as string;
    // An outside vendor without credentials is "coming soon", never a fake game.
    expect(await refuse({ gameId: 'PG_DRAGON_FORTUNE', vassalage: 'PG' })).toBe('vendor.unavailable');
    expect(await refuse({ gameId: 'HOUSE_CRASH', vassalage: 'PG' })).toBe('not.found');
    await t.db
      .updateTable('merchant_vendor')
      .set({ maintenance: true })
      .where('vendor_code', '=', 'HOUSE')
      .execute();
    try {
      expect(await refuse({ gameId: 'HOUSE_CRASH', vassalage: 'HOUSE' })).toBe('vendor_under_maintenance');
    } finally {
      await t.db
        .updateTable('merchant_vendor')
        .set({ maintenance: false })
        .where('vendor_code', '=', 'HOUSE')
        .execute();
    }
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: demo(),
      payload: { gameId: 'HOUSE_CRASH', vassalage: 'HOUSE' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it("sends game_url2 with the same session when the vendor's credential has an alternate address", async () => {
    const m = await registerMember(t, 'ln');
    const launchValue = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/wps/game/launchGame',
          headers: demo({ authorization: m.token, host: 'portal.example:8080', language: 'EN' }),
          payload: { gameId: 'HOUSE_DICE', vassalage: 'HOUSE' },
        })
      ).json().value as { game_url: string; origin: string; game_url2?: string; origin2?: string };
    const plain = await launchValue();
    expect(plain.game_url2).toBeUndefined();
    expect(plain.origin2).toBeUndefined();

    const setAlt = async (alt: string | null) => {
      await t.db
        .updateTable('vendor_credential')
        .set({ alt_launch_url: alt })
        .where('vendor_code', '=', 'HOUSE')
        .execute();
      t.app.vendors.invalidate();
    };
    await setAlt('https://games-cdn.example/h5/{game}?t={token}&l={lang}');
    try {
      const value = await launchValue();
      const token = new URL(value.game_url).searchParams.get('token')!;
      expect(value.game_url2).toBe(`https://games-cdn.example/h5/HOUSE_DICE?t=${token}&l=EN`);
      expect(value.origin2).toBe('https://games-cdn.example');
      // One vendor session behind both addresses.
      expect((await call('authenticate', { token })).body.status).toBe('OK');
      // The house form for an alternate origin without placeholders.
      await setAlt('http://{host}:2');
      const house = await launchValue();
      expect(house.game_url2).toMatch(
        /^http:\/\/portal\.example:2\/play\/HOUSE_DICE\?token=[\w-]{43}&lang=EN$/,
      );
    } finally {
      await setAlt(null);
    }
  });

  it('trial accounts play house games with free-play money on their own ledger', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: demo(),
      payload: {},
    });
    const trial = res.json().value as { token: string; id: number };
    const vendorToken = await launch(trial.token, 'HOUSE_DICE');
    const auth = await call('authenticate', { token: vendorToken });
    expect(auth.body).toMatchObject({ status: 'OK', balance: 2000, trial: true });
    await call('bet', {
      token: vendorToken,
      transactionId: `trial-${trial.id}`,
      roundId: `t-${trial.id}`,
      amount: 100,
    });
    const trialCash = await ledger.balances(merchantId, trial.id, 'trial');
    expect(trialCash.find((a) => a.kind === 'cash')?.balance).toBe(190_000n);
    expect(await ledger.balances(merchantId, trial.id, 'cash')).toEqual([]);
    const other = await t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: demo({ authorization: trial.token }),
      payload: { gameId: 'PG_DRAGON_FORTUNE', vassalage: 'PG' },
    });
    expect(other.json().errorCode).toBe('trial.account.forbidden');
  });
});
