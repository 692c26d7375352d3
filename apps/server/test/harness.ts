import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import { openDatabase } from '../src/db/setup.ts';
import { loadConfig, type Config } from '../src/env.ts';
import type { OAuthProvider } from '../src/lib/oauth.ts';
import { configureHouseVendors } from '../src/modules/games/vendors.ts';

/** The signing secret of the house vendors in tests. */
export const HOUSE_TEST_SECRET = 'test-house-vendor-secret';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated and seeded embedded database that test apps start from (global-setup.ts). */
    pgliteTemplate: string;
  }
}

/** The migrated and seeded database of global-setup.ts, read once per test file. */
let template: Promise<Blob> | undefined;
function pgliteTemplate(): Promise<Blob> | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  template ??= fs.promises.readFile(file).then((bytes) => new Blob([bytes]));
  return template;
}

/**
 * A server on a fresh database: in-memory PGlite (a copy of the run's migrated and seeded one), or, when DATABASE_URL is set, a new database with a
 * unique name on that PostgreSQL server, dropped afterwards.
 */
export async function startTestApp(
  opts: {
    trustedProxies?: string[];
    webDist?: string;
    captchaText?: () => string;
    config?: Partial<Config>;
    oauthProviders?: OAuthProvider[];
    liveChannelPrefix?: string;
    liveAuthTimeoutMs?: number;
    /** Where the house vendor's server-to-server API is (a test's own loopback vendor). */
    houseGamesUrl?: string;
    /** A second node on the first one's database (which the first one's close drops). */
    shareDatabaseWith?: TestContext;
  } = {},
): Promise<TestContext> {
  const base = loadConfig();
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (process.env.DATABASE_URL && !opts.shareDatabaseWith) {
    const name = `portal_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const shared = opts.shareDatabaseWith;
  const { db, kind } = shared
    ? shared
    : await openDatabase({
        databaseUrl,
        dataDir: 'memory://',
        adminPassword: undefined,
        loadDataDir: databaseUrl ? undefined : await pgliteTemplate(),
      });
  // As main.ts does at every start; the house vendor's pages would be on port 1 (tests call it directly).
  if (!shared)
    await configureHouseVendors(db, {
      houseVendorSecret: HOUSE_TEST_SECRET,
      houseGamesUrl: opts.houseGamesUrl ?? 'http://127.0.0.1:1',
      housePort: 1,
      housePublicUrl: 'http://{host}:1',
    });
  const app = await buildApp({
    db,
    logger: false,
    captchaText: opts.captchaText,
    oauthProviders: opts.oauthProviders,
    liveChannelPrefix: opts.liveChannelPrefix,
    liveAuthTimeoutMs: opts.liveAuthTimeoutMs,
    config: {
      ...base,
      trustedProxies: opts.trustedProxies ?? [],
      webDist: opts.webDist ?? path.join(import.meta.dirname, 'fixtures/no-web'),
      smsProvider: 'outbox',
      smtpUrl: undefined,
      // The house vendor as configureHouseVendors above set it.
      housePublicUrl: 'http://{host}:1',
      // Apps on separate databases must not share live pushes (their customer ids overlap).
      redisUrl: undefined,
      ...opts.config,
    },
  });
  await app.ready();
  return {
    app,
    db,
    kind,
    async close() {
      await app.close();
      if (shared) return;
      await db.destroy().catch(() => {});
      await dropDatabase();
    },
  };
}

/** Default headers of a tenant call. */
export const demo = (extra: Record<string, string> = {}) => ({ merchant: 'demo', ...extra });

/** The 6-digit code of the newest text sent to `phone` ("886-912345678"), from the SMS outbox. */
export async function lastSmsCode(t: TestContext, phone: string): Promise<string | undefined> {
  const row = await t.db
    .selectFrom('sms_outbox')
    .select('text')
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.text.match(/\d{6}/)?.[0];
}

/** Turns a feature flag of the demo merchant on or off, effective at once. */
export async function setModule(t: TestContext, modId: string, enabled: boolean) {
  const merchant = await t.db
    .selectFrom('merchant')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('merchant_module')
    .set({ enabled })
    .where('merchant_id', '=', merchant.id)
    .where('mod_id', '=', modId)
    .execute();
  t.app.tenants.invalidate('demo');
}

/** The id of the demo merchant. */
export const demoMerchantId = async (t: TestContext) =>
  (await t.db.selectFrom('merchant').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id;

/** A registration by user name as the web sends it (password `Secret#123`). */
export const registerBody = (username: string) => ({
  username,
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
  agreeTerms: true,
  confirmAge: true,
  login: true,
  registerMethod: 'WEB',
});

let memberSerial = 0;
/** Registers a fresh member of the demo merchant and returns its session token and id. */
export async function registerMember(t: TestContext, prefix = 'm'): Promise<{ token: string; id: number }> {
  const username = `${prefix}${Date.now().toString(36).slice(-6)}${memberSerial++}`.slice(0, 16);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/wps/member/register',
    headers: demo(),
    payload: registerBody(username),
  });
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.body}`);
  const value = res.json().value as { token: string; customerId: number };
  return { token: value.token, id: value.customerId };
}

/**
 * Bets written straight to the betting record (as a vendor's settled rounds would leave them), for tests
 * of what the record feeds: turnover, P&L, the winners board, vendor names.
 */
export async function insertBets(
  t: TestContext,
  member: { merchantId: number; id: number },
  bets: { game: { id: number; vendor_code: string }; round: string; bet: bigint; win: bigint }[],
): Promise<void> {
  await t.db
    .insertInto('bet_record')
    .values(
      bets.map((b) => ({
        merchant_id: member.merchantId,
        customer_id: member.id,
        vendor_code: b.game.vendor_code,
        game_id: b.game.id,
        round_id: b.round,
        bet_amount: b.bet,
        win_amount: b.win,
      })),
    )
    .execute();
}

/**
 * A SUCCESS sandbox deposit order written straight to the database, without its ledger transfers:
 * what a crash between the status and the credit leaves, or a deposit a test funds separately.
 */
export async function insertSettledDeposit(
  t: TestContext,
  o: { customerId: number; requestId: string; amount: bigint; fee?: bigint; rebate?: bigint },
) {
  const channel = await t.db
    .selectFrom('payment_channel')
    .select(['id', 'merchant_id'])
    .where('code', '=', 'SANDBOX')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('deposit_order')
    .values({
      merchant_id: channel.merchant_id,
      customer_id: o.customerId,
      channel_id: channel.id,
      request_id: o.requestId,
      amount: o.amount,
      fee: o.fee ?? 0n,
      rebate: o.rebate ?? 0n,
      status: 'SUCCESS',
      pay_token: null,
      reference_no: null,
      expires_at: null,
      settled_at: new Date(),
    })
    .execute();
}
