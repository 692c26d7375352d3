import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedger } from '../src/modules/wallet/ledger.ts';
import { boCall, staffToken } from './bo-games-staff.ts';
import {
  demo,
  demoMerchantId,
  HOUSE_TEST_SECRET,
  insertSettledDeposit,
  registerMember,
  startTestApp,
  type TestContext,
} from './harness.ts';

// Issue 15 item 7 (decision 0032): vendors, games and house game settings in the back office, and what
// players see of them at once.

let t: TestContext;
let merchantId: number;
let owner: ReturnType<typeof boCall>;
let ops: ReturnType<typeof boCall>;
let readOnly: ReturnType<typeof boCall>;

beforeAll(async () => {
  t = await startTestApp();
  merchantId = await demoMerchantId(t);
  owner = boCall(t, await staffToken(t, merchantId, 'OWNER', 'bo_games_owner'));
  ops = boCall(t, await staffToken(t, merchantId, 'OPERATIONS', 'bo_games_ops'));
  readOnly = boCall(t, await staffToken(t, merchantId, 'READ_ONLY', 'bo_games_ro'));
});
afterAll(() => t?.close());

const player = (url: string, lang = 'EN') =>
  t.app.inject({ url, headers: demo({ language: lang }) }).then((r) => r.json().value);
const lanes = async (lang = 'EN') =>
  (await player('/wps/relay/GCSGAME_newGameVendor', lang)).lanes as {
    cards: { vassalage: string; maintenance: boolean; maintenanceMessage?: string }[];
  }[];
const cards = async (lang = 'EN') => (await lanes(lang)).flatMap((l) => l.cards);
const gameList = async (vendor: string) =>
  (await player(`/wps/relay/GCSGAME_gameList?vassalage=${vendor}&pageSize=100`)).games as {
    gameCode: string;
    nodeId: string;
    icon: string;
    gameClassify: string;
  }[];

describe('vendors', () => {
  it('lists the merchant vendors with their state, and refuses changes without games.manage', async () => {
    const r = await ops('GET', '/bo/v1/games/vendors?pageSize=200');
    expect(r.status).toBe(200);
    const house = r.json.value.rows.find((v: { code: string }) => v.code === 'HOUSE');
    expect(house).toMatchObject({
      enabled: true,
      available: true,
      walletMode: 'seamless',
      walletModes: ['seamless'],
      // The names players see in each language, for the admin to show in the staff member's language.
      names: { TW: '原創遊戲', EN: 'House Originals', VI: 'Trò chơi độc quyền' },
    });
    expect(r.json.value.total).toBe(r.json.value.rows.length);
    expect((await readOnly('PUT', '/bo/v1/games/vendors/PG', { enabled: false })).status).toBe(403);
    const csv = await ops('GET', '/bo/v1/games/vendors?format=csv');
    expect(csv.res.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.res.body).toContain('HOUSE');
  });

  it('a disabled vendor leaves the player catalog at once, and comes back when enabled', async () => {
    expect((await cards()).some((c) => c.vassalage === 'PG')).toBe(true);
    const off = await ops('PUT', '/bo/v1/games/vendors/PG', { enabled: false });
    expect(off.status).toBe(200);
    expect(off.json.value.enabled).toBe(false);
    expect((await cards()).some((c) => c.vassalage === 'PG')).toBe(false);
    expect(await gameList('PG')).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'before', 'after'])
      .where('action', '=', 'games.vendor.update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.target).toBe('vendor:PG');
    expect(audit.before).toMatchObject({ enabled: true });
    expect(audit.after).toMatchObject({ enabled: false });
    await ops('PUT', '/bo/v1/games/vendors/PG', { enabled: true });
    expect((await cards()).some((c) => c.vassalage === 'PG')).toBe(true);
  });

  it("shows players the operator's maintenance message in their language, and refuses the launch with it", async () => {
    const r = await ops('PUT', '/bo/v1/games/vendors/HOUSE', {
      maintenance: true,
      maintenanceMessage: { TW: '維護至 18:00', EN: 'Back at 18:00', VI: '' },
    });
    expect(r.status).toBe(200);
    expect(r.json.value.maintenanceMessage).toEqual({ TW: '維護至 18:00', EN: 'Back at 18:00' });
    const card = async (lang: string) => (await cards(lang)).find((c) => c.vassalage === 'HOUSE')!;
    expect(await card('EN')).toMatchObject({ maintenance: true, maintenanceMessage: 'Back at 18:00' });
    expect((await card('TW')).maintenanceMessage).toBe('維護至 18:00');
    // No Vietnamese text: the TW one.
    expect((await card('VI')).maintenanceMessage).toBe('維護至 18:00');

    const m = await registerMember(t, 'bogm');
    const launch = await t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: demo({ authorization: m.token, language: 'EN' }),
      payload: {
        gameId: 'HOUSE_DICE',
        vassalage: 'HOUSE',
        accountType: 1,
        platform: 'html5-desktop',
        clientType: 3,
      },
    });
    expect(launch.statusCode).toBe(400);
    expect(launch.json()).toMatchObject({
      errorCode: 'vendor_under_maintenance',
      value: { message: 'Back at 18:00' },
    });

    await ops('PUT', '/bo/v1/games/vendors/HOUSE', { maintenance: false, maintenanceMessage: null });
    expect((await card('EN')).maintenance).toBe(false);
    expect((await card('EN')).maintenanceMessage).toBeUndefined();
  });

  it('keeps credentials encrypted at rest and never sends the secret back', async () => {
    const secret = 'pg-very-secret-signing-key-123';
    // A merchant-scoped operations member may not change a platform-wide credential.
    expect(
      (
        await ops('PUT', '/bo/v1/games/vendors/PG/credential', {
          secret,
          apiUrl: 'https://api.pg.example',
          launchUrl: 'https://play.pg.example/{token}',
        })
      ).json.errorCode,
    ).toBe('staff.platform.required');
    // A new credential needs its secret.
    const noSecret = await owner('PUT', '/bo/v1/games/vendors/PG/credential', {
      apiUrl: 'https://api.pg.example',
      launchUrl: 'https://play.pg.example/{token}',
    });
    expect(noSecret.json.errorCode).toBe('vendor.credential.secret.required');

    const set = await owner('PUT', '/bo/v1/games/vendors/PG/credential', {
      secret,
      apiUrl: 'https://api.pg.example',
      launchUrl: 'https://play.pg.example/{token}',
    });
    expect(set.status).toBe(200);
    expect(set.json.value).toMatchObject({
      configured: true,
      secret: 'set',
      apiUrl: 'https://api.pg.example',
    });
    expect(set.res.body).not.toContain(secret);
    const stored = await t.db
      .selectFrom('vendor_credential')
      .select('secret')
      .where('vendor_code', '=', 'PG')
      .executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(secret);
    expect(stored.secret).toMatch(/^enc:v1\./);
    // The platform still signs with the real secret.
    expect((await t.app.vendors.get('PG'))!.credential!.secret).toBe(secret);
    // The vendor is available to players now.
    expect((await cards()).find((c) => c.vassalage === 'PG')).toMatchObject({ available: true });

    // Changing only the addresses keeps the secret.
    const moved = await owner('PUT', '/bo/v1/games/vendors/PG/credential', {
      apiUrl: 'https://api2.pg.example',
      launchUrl: 'https://play2.pg.example/{token}',
    });
    expect(moved.json.value.apiUrl).toBe('https://api2.pg.example');
    t.app.vendors.invalidate();
    expect((await t.app.vendors.get('PG'))!.credential!.secret).toBe(secret);
    const read = await readOnly('GET', '/bo/v1/games/vendors/PG/credential');
    expect(read.json.value.secret).toBe('set');
    expect(read.res.body).not.toContain(secret);
    // Nor does the audit log hold it.
    const rows = await t.db.selectFrom('audit_log').select(['before', 'after']).execute();
    expect(JSON.stringify(rows)).not.toContain(secret);
    // The house vendor's secret (set at start) is encrypted too, and the protocol still verifies it.
    const house = await t.db
      .selectFrom('vendor_credential')
      .select('secret')
      .where('vendor_code', '=', 'HOUSE')
      .executeTakeFirstOrThrow();
    expect(house.secret).not.toContain(HOUSE_TEST_SECRET);
    await t.db.deleteFrom('vendor_credential').where('vendor_code', '=', 'PG').execute();
    t.app.vendors.invalidate();
    t.app.catalog.invalidate();
  });

  it('switches the wallet mode only within what the vendor supports', async () => {
    const refused = await owner('PUT', '/bo/v1/games/vendors/HOUSE/wallet-mode', { walletMode: 'transfer' });
    expect(refused.json.errorCode).toBe('vendor.wallet.mode.unsupported');
    const same = await owner('PUT', '/bo/v1/games/vendors/HOUSE/wallet-mode', { walletMode: 'seamless' });
    expect(same.status).toBe(200);
  });
});

describe('games', () => {
  it('filters the list and shows game edits in the player catalog at once', async () => {
    const list = await ops('GET', '/bo/v1/games/games?vendor=HOUSE&pageSize=50');
    expect(list.status).toBe(200);
    const dice = list.json.value.rows.find((g: { code: string }) => g.code === 'HOUSE_DICE');
    expect(dice).toMatchObject({ vendor: 'HOUSE', enabled: true });
    const byName = await ops('GET', '/bo/v1/games/games?name=dice');
    expect(byName.json.value.rows.map((g: { code: string }) => g.code)).toContain('HOUSE_DICE');
    expect((await ops('GET', '/bo/v1/games/games?sort=-nope')).status).toBe(400);

    expect((await gameList('HOUSE')).map((g) => g.gameCode)).toContain('HOUSE_DICE');
    const off = await ops('PUT', `/bo/v1/games/games/${dice.id}`, { enabled: false });
    expect(off.json.value.enabled).toBe(false);
    expect((await gameList('HOUSE')).map((g) => g.gameCode)).not.toContain('HOUSE_DICE');
    const disabled = await ops('GET', '/bo/v1/games/games?vendor=HOUSE&enabled=false');
    expect(disabled.json.value.rows.map((g: { code: string }) => g.code)).toEqual(['HOUSE_DICE']);
    await ops('PUT', `/bo/v1/games/games/${dice.id}`, {
      enabled: true,
      isHot: true,
      sort: -5,
      classify: 'TABLE',
    });
    const games = await gameList('HOUSE');
    expect(games[0]!.gameCode).toBe('HOUSE_DICE');
    expect(games[0]!.gameClassify).toBe('TABLE');
    const hot = (await player('/wps/relay/GCSGAME_hotGamesV2')).list as { gameCode: string }[];
    expect(hot.map((g) => g.gameCode)).toContain('HOUSE_DICE');
    const cats = await ops('GET', '/bo/v1/games/categories');
    expect(JSON.stringify(cats.json.value)).toContain('TABLE');
  });

  it('keeps one merchant game edits out of another merchant catalog', async () => {
    const other = await t.db
      .insertInto('merchant')
      .values({
        code: 'bogames2',
        name: 'Other',
        settings: JSON.stringify(
          (
            await t.db
              .selectFrom('merchant')
              .select('settings')
              .where('id', '=', merchantId)
              .executeTakeFirstOrThrow()
          ).settings,
        ),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dice = (await ops('GET', '/bo/v1/games/games?name=HOUSE_DICE')).json.value.rows[0];
    await ops('PUT', `/bo/v1/games/games/${dice.id}`, { enabled: false });
    const rows = await t.db.selectFrom('merchant_game').selectAll().where('game_id', '=', dice.id).execute();
    expect(rows.map((r) => r.merchant_id)).toEqual([merchantId]);
    expect(rows.some((r) => r.merchant_id === other.id)).toBe(false);
    const platform = await t.db
      .selectFrom('game')
      .select('enabled')
      .where('id', '=', dice.id)
      .executeTakeFirstOrThrow();
    expect(platform.enabled).toBe(true);
    await ops('PUT', `/bo/v1/games/games/${dice.id}`, { enabled: true });
  });

  it('uploads an icon that the catalog serves', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const dice = (await ops('GET', '/bo/v1/games/games?name=HOUSE_DICE')).json.value.rows[0];
    const boundary = '----bo-games-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="i.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/bo/v1/games/games/${dice.id}/icon`,
      headers: {
        merchant: 'demo',
        authorization: opsToken,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const icon = res.json().value.icon as string;
    expect(icon).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect((await gameList('HOUSE')).find((g) => g.gameCode === 'HOUSE_DICE')!.icon).toBe(icon);
    expect((await t.app.inject({ url: icon })).statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/bo/v1/games/games/${dice.id}/icon`,
      headers: {
        merchant: 'demo',
        authorization: opsToken,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="i.png"\r\nContent-Type: image/png\r\n\r\nnot an image`,
        ),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(bad.json().errorCode).toBe('image.invalid');
  });
});

let opsToken = '';
beforeAll(async () => {
  opsToken = await staffToken(t, merchantId, 'OPERATIONS', 'bo_games_ops2');
});

describe('house games', () => {
  const sign = (body: string) => createHmac('sha256', HOUSE_TEST_SECRET).update(body).digest('hex');
  const vendorCall = async (action: string, payload: unknown) => {
    const body = JSON.stringify(payload);
    const res = await t.app.inject({
      method: 'POST',
      url: `/vendor/v1/HOUSE/${action}`,
      headers: { 'content-type': 'application/json', 'x-signature': sign(body) },
      payload: body,
    });
    return res.json() as { status: string; balance: number };
  };

  it('lists declared RTP variants and limits, and refuses values outside them', async () => {
    const list = await ops('GET', '/bo/v1/games/house');
    const dice = list.json.value.find((g: { code: string }) => g.code === 'HOUSE_DICE');
    expect(dice).toMatchObject({ rtpVariants: [99, 98, 97], rtp: 99, minBet: '200', maxBet: '500000' });
    const crash = list.json.value.find((g: { code: string }) => g.code === 'HOUSE_CRASH');
    expect(crash).toMatchObject({ rtpVariants: [99], rtp: 99 });
    expect((await ops('PUT', '/bo/v1/games/house/HOUSE_DICE', { rtp: 90 })).json.errorCode).toBe(
      'house.setting.invalid',
    );
    expect((await ops('PUT', '/bo/v1/games/house/HOUSE_DICE', { minBet: '100' })).json.errorCode).toBe(
      'house.setting.invalid',
    );
    expect(
      (await ops('PUT', '/bo/v1/games/house/HOUSE_DICE', { minBet: '5000', maxBet: '1000' })).json.errorCode,
    ).toBe('house.setting.invalid');
    expect((await ops('PUT', '/bo/v1/games/house/NOPE', { rtp: 99 })).status).toBe(404);
  });

  it('enforces the stake limits on the vendor protocol', async () => {
    const set = await ops('PUT', '/bo/v1/games/house/HOUSE_DICE', { minBet: '1000', maxBet: '5000' });
    expect(set.json.value).toMatchObject({ minBet: '1000', maxBet: '5000' });
    const m = await registerMember(t, 'bohl');
    await insertSettledDeposit(t, { customerId: m.id, requestId: `fund-${m.id}`, amount: 100_000n });
    await createLedger(t.db).transfer({
      merchantId,
      key: `test-fund:${m.id}`,
      type: 'deposit',
      from: { kind: 'paymentClearing', ref: 'test' },
      to: { kind: 'cash', ownerId: m.id },
      amount: 100_000n,
    });
    const launch = await t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: demo({ authorization: m.token }),
      payload: {
        gameId: 'HOUSE_DICE',
        vassalage: 'HOUSE',
        accountType: 1,
        platform: 'html5-desktop',
        clientType: 3,
      },
    });
    const token = new URL(launch.json().value.game_url as string).searchParams.get('token')!;
    const bet = (tx: string, amount: number) =>
      vendorCall('bet', { token, transactionId: tx, roundId: tx, amount });
    expect((await bet('bl-low', 5)).status).toBe('INVALID_REQUEST');
    expect((await bet('bl-high', 60)).status).toBe('INVALID_REQUEST');
    // A retry of a refused bet stays refused; a stake within the limits passes.
    expect((await bet('bl-high', 60)).status).toBe('INVALID_REQUEST');
    const ok = await bet('bl-ok', 20);
    expect(ok.status).toBe('OK');
    expect(ok.balance).toBe(980);
  });

  it("sends the operator's RTP variant and stake limits in the house vendor's authenticate answer", async () => {
    const m = await registerMember(t, 'bohr');
    const launchToken = async (gameId: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: demo({ authorization: m.token }),
        payload: { gameId, vassalage: 'HOUSE', accountType: 1, platform: 'html5-desktop', clientType: 3 },
      });
      return new URL(res.json().value.game_url as string).searchParams.get('token')!;
    };
    const authenticate = async (gameId: string) =>
      (await vendorCall('authenticate', { token: await launchToken(gameId) })) as {
        status: string;
        rtp?: number;
        minBet?: number;
        maxBet?: number;
      };
    // Never chosen: the declared default, and no stake limits (the engine's own apply).
    const first = await authenticate('HOUSE_PLINKO');
    expect(first).toMatchObject({ status: 'OK', rtp: 99 });
    expect(first).not.toHaveProperty('minBet');
    expect(first).not.toHaveProperty('maxBet');
    const set = await ops('PUT', '/bo/v1/games/house/HOUSE_PLINKO', { rtp: 95 });
    expect(set.json.value).toMatchObject({ rtp: 95 });
    expect(await authenticate('HOUSE_PLINKO')).toMatchObject({ status: 'OK', rtp: 95 });
    // Another game of the same merchant keeps its own variant; a slot offers its own set.
    expect(await authenticate('HOUSE_DRAGON_FORTUNE')).toMatchObject({ rtp: 96 });
    expect((await ops('PUT', '/bo/v1/games/house/HOUSE_DRAGON_FORTUNE', { rtp: 99 })).json.errorCode).toBe(
      'house.setting.invalid',
    );
    expect(
      (await ops('PUT', '/bo/v1/games/house/HOUSE_DRAGON_FORTUNE', { rtp: 92 })).json.value,
    ).toMatchObject({ rtp: 92 });
    expect(await authenticate('HOUSE_DRAGON_FORTUNE')).toMatchObject({ rtp: 92 });
    // The merchant's stake limits travel in major units (the protocol's amounts), as `bet` enforces them.
    const limits = await ops('PUT', '/bo/v1/games/house/HOUSE_PLINKO', { minBet: '500', maxBet: '2000' });
    expect(limits.json.value).toMatchObject({ minBet: '500', maxBet: '2000', rtp: 95 });
    expect(await authenticate('HOUSE_PLINKO')).toMatchObject({
      status: 'OK',
      rtp: 95,
      minBet: 5,
      maxBet: 20,
    });
    // A game with only a variant chosen sends the engine's limits (its declared ones, 0.20–1000.00).
    expect(await authenticate('HOUSE_DRAGON_FORTUNE')).toMatchObject({ rtp: 92, minBet: 0.2, maxBet: 1000 });
    // balance answers carry neither variant nor limits.
    const balance = await vendorCall('balance', { token: await launchToken('HOUSE_PLINKO') });
    expect(balance).not.toHaveProperty('rtp');
    expect(balance).not.toHaveProperty('minBet');
  });
});
