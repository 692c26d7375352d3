import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { expect } from 'vitest';
import {
  demo,
  demoMerchantId,
  HOUSE_TEST_SECRET,
  insertSettledDeposit,
  registerMember,
  startTestApp,
  type TestContext,
} from '../../../server/test/harness.ts';
import { configureHouseVendors } from '../../../server/src/modules/games/vendors.ts';
import { createLedger, type Ledger } from '../../../server/src/modules/wallet/ledger.ts';
import { houseVendorOf, type HouseGameCode, type SessionValue } from '../../src/shared/api.ts';
import { buildApp, type HouseAppOptions } from '../../src/server/app.ts';
import { createDb, type Db } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';

export { HOUSE_TEST_SECRET };

/** Booting two databases with their migrations takes seconds, and much longer on a busy machine. */
export const WORLD_START_MS = 180_000;

/**
 * The platform and the house vendor in one test process, each on a fresh database of its own: in-memory
 * PGlite, or new databases on the PostgreSQL server of DATABASE_URL (dropped afterwards). The platform
 * listens on a loopback port and the house talks to it over HTTP through `fetch` (which a test may wrap).
 */
export interface World {
  platform: TestContext;
  platformUrl: string;
  ledger: Ledger;
  merchantId: number;
  house: FastifyInstance;
  houseDb: Db;
  houseUrl: string;
  /**
   * Stops the house vendor as a stop of its process would (its database stays) and starts a new one on
   * the same database, which recovers what the first left unfinished.
   */
  restartHouse(opts?: { fetch?: typeof fetch }): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export async function startWorld(
  opts: { fetch?: typeof fetch; tuning?: HouseAppOptions['tuning']; webDist?: string } = {},
): Promise<World> {
  const platform = await startTestApp();
  const platformUrl = await platform.app.listen({ port: 0, host: '127.0.0.1' });
  const houseStore = await houseDatabase();
  const houseDb = houseStore.db;
  await migrateToLatest(houseDb);
  const build = (fetchImpl: typeof fetch | undefined) =>
    buildApp({
      db: houseDb,
      config: {
        platformUrl,
        vendorSecret: HOUSE_TEST_SECRET,
        portalOrigins: ['http://*:*'],
        webDist: opts.webDist ?? path.join(import.meta.dirname, 'no-dist'),
        logLevel: 'silent',
      },
      logger: false,
      fetch: fetchImpl,
      tuning: {
        callTimeoutMs: 3_000,
        betRetryDelaysMs: [5, 20],
        backoffBaseMs: 20,
        backoffMaxMs: 200,
        ...opts.tuning,
      },
    });
  const house = await build(opts.fetch);
  const houseUrl = await house.listen({ port: 0, host: '127.0.0.1' });
  // The platform reaches the house's API (jackpot, transfer) at its real address.
  await configureHouseVendors(platform.db, {
    houseVendorSecret: HOUSE_TEST_SECRET,
    houseGamesUrl: houseUrl,
    housePort: 1,
    housePublicUrl: 'http://{host}:1',
  });
  platform.app.vendors.invalidate();
  const world: World = {
    platform,
    platformUrl,
    ledger: createLedger(platform.db),
    merchantId: await demoMerchantId(platform),
    house,
    houseDb,
    houseUrl,
    async restartHouse(restart = {}) {
      await world.house.close();
      world.house = await build(restart.fetch ?? opts.fetch);
      await world.house.ready();
      await world.house.house.start();
      return world.house;
    },
    async close() {
      await world.house.close();
      await houseDb.destroy();
      await houseStore.drop();
      await platform.close();
    },
  };
  return world;
}

/** The house's own database: like the platform's test database, PostgreSQL when DATABASE_URL is set. */
async function houseDatabase(): Promise<{ db: Db; drop(): Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (!server) return { db: createDb({ dataDir: 'memory://' }).db, drop: async () => {} };
  const name = `house_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    await c.query(statement);
    await c.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    db: createDb({ databaseUrl: url.toString(), dataDir: 'memory://' }).db,
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/** A member registered on the platform with `funds` (minor units) deposited into its cash. */
export async function fundedMember(
  w: World,
  funds: bigint,
  prefix = 'hg',
): Promise<{ token: string; id: number }> {
  const m = await registerMember(w.platform, prefix);
  if (funds > 0n) {
    await insertSettledDeposit(w.platform, { customerId: m.id, requestId: `fund-${m.id}`, amount: funds });
    await w.ledger.transfer({
      merchantId: w.merchantId,
      key: `test-fund:${m.id}`,
      type: 'deposit',
      from: { kind: 'paymentClearing', ref: 'test' },
      to: { kind: 'cash', ownerId: m.id },
      amount: funds,
    });
  }
  return m;
}

/** `POST /wps/game/launchGame` as the portal calls it: the launch token of the game address. */
export async function launch(w: World, memberToken: string, gameCode: HouseGameCode): Promise<string> {
  const res = await w.platform.app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: demo({ authorization: memberToken }),
    payload: {
      gameId: gameCode,
      vassalage: houseVendorOf(gameCode),
      accountType: 1,
      platform: 'html5-desktop',
      clientType: 3,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL(res.json().value.game_url as string);
  expect(url.pathname).toBe(`/play/${gameCode}`);
  return url.searchParams.get('token')!;
}

export interface HouseAnswer<T = unknown> {
  status: number;
  body: T & { error?: string; message?: string };
}

/** A call of the house API as the game page makes it. */
export async function houseCall<T = Record<string, unknown>>(
  w: World,
  method: 'GET' | 'POST',
  url: string,
  opts: { session?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<HouseAnswer<T>> {
  const res = await w.house.inject({
    method,
    url,
    headers: { ...(opts.session ? { 'x-house-session': opts.session } : {}), ...opts.headers },
    ...(opts.body === undefined ? {} : { payload: opts.body as object }),
  });
  return { status: res.statusCode, body: res.json() };
}

/** Opens a house session for a launched game (what the page does first). */
export async function openSession(w: World, vendorToken: string, game: HouseGameCode, language = 'EN') {
  const res = await houseCall<SessionValue>(w, 'POST', '/api/session', {
    body: { token: vendorToken, language, game },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** A funded member with an open house session for `game`. */
export async function player(w: World, game: HouseGameCode, funds = 100_000n) {
  const m = await fundedMember(w, funds);
  const vendorToken = await launch(w, m.token, game);
  const session = await openSession(w, vendorToken, game);
  return { ...m, vendorToken, session, playerId: `${w.merchantId}-${m.id}` };
}

export const sign = (body: string, secret = HOUSE_TEST_SECRET) =>
  createHmac('sha256', secret).update(body).digest('hex');

let requestSerial = 0;
export const requestId = () => `req-${Date.now().toString(36)}-${requestSerial++}`;

export interface Reconciliation {
  /** Differences between the house's rounds, the platform's betting record and its ledger. */
  problems: string[];
  /** Per platform customer id: stakes and wins of the house's settled rounds (minor units). */
  byCustomer: Map<
    number,
    { stakes: bigint; wins: bigint; settled: number; rolledBack: number; void: number }
  >;
  rounds: { settled: number; rolledBack: number; void: number; jackpots: number };
}

/**
 * Compares, round by round, what the house recorded with what the platform recorded: every settled round
 * is one SETTLED betting record with the same stake and win (game win plus jackpot) and ledger transfers
 * `vendor:HOUSE:<roundId>:bet|win|jackpot` of those amounts; every rolled-back round either never reached
 * the platform or was returned in full; void rounds moved nothing; the platform has no record the house
 * does not know.
 */
export async function reconcile(w: World, vendor = 'HOUSE'): Promise<Reconciliation> {
  const problems: string[] = [];
  const rounds = await w.houseDb
    .selectFrom('game_round as r')
    .innerJoin('player as p', 'p.id', 'r.player_id')
    .select([
      'r.id',
      'r.protocol_round_id',
      'r.bet',
      'r.win',
      'r.jackpot_win',
      'r.status',
      'p.platform_player_id',
    ])
    .where('r.vendor_code', '=', vendor)
    .execute();
  const records = await w.platform.db
    .selectFrom('bet_record')
    .select(['customer_id', 'round_id', 'bet_amount', 'win_amount', 'status'])
    .where('vendor_code', '=', vendor)
    .execute();
  const transfers = await w.platform.db
    .selectFrom('ledger_transfer')
    .select(['idempotency_key', 'amount', 'type'])
    .where('idempotency_key', 'like', `vendor:${vendor}:%`)
    .execute();
  const moved = new Map(transfers.map((t) => [t.idempotency_key, t.amount]));
  const recordOf = new Map(records.map((r) => [`${r.customer_id}/${r.round_id}`, r]));
  const seen = new Set<string>();
  const byCustomer: Reconciliation['byCustomer'] = new Map();
  const totals = { settled: 0, rolledBack: 0, void: 0, jackpots: 0 };

  for (const r of rounds) {
    const customerId = Number(r.platform_player_id.split('-')[1]);
    const key = `${customerId}/${r.protocol_round_id}`;
    seen.add(key);
    const record = recordOf.get(key);
    const tx = (suffix: string) => moved.get(`vendor:${vendor}:${r.id}:${suffix}`);
    const mine = byCustomer.get(customerId) ?? { stakes: 0n, wins: 0n, settled: 0, rolledBack: 0, void: 0 };
    byCustomer.set(customerId, mine);
    if (r.status === 'settled') {
      totals.settled++;
      mine.settled++;
      if (r.jackpot_win > 0n) totals.jackpots++;
      mine.stakes += r.bet;
      mine.wins += r.win + r.jackpot_win;
      if (
        !record ||
        record.status !== 'SETTLED' ||
        record.bet_amount !== r.bet ||
        record.win_amount !== r.win + r.jackpot_win
      )
        problems.push(
          `round ${r.id}: house ${r.bet}/${r.win + r.jackpot_win}, platform ${JSON.stringify(record, (_, v) => (typeof v === 'bigint' ? String(v) : v))}`,
        );
      if (tx('bet') !== r.bet) problems.push(`round ${r.id}: bet transfer ${tx('bet')} for stake ${r.bet}`);
      if ((tx('win') ?? 0n) !== r.win)
        problems.push(`round ${r.id}: win transfer ${tx('win')} for win ${r.win}`);
      if ((tx('jackpot') ?? 0n) !== r.jackpot_win)
        problems.push(`round ${r.id}: jackpot transfer ${tx('jackpot')}`);
      if (tx('rollback') !== undefined) problems.push(`round ${r.id}: settled but rolled back`);
    } else if (r.status === 'rolled_back') {
      totals.rolledBack++;
      mine.rolledBack++;
      if (record && (record.status !== 'ROLLED_BACK' || record.bet_amount !== 0n || record.win_amount !== 0n))
        problems.push(`round ${r.id}: rolled back at the house, ${record.status} on the platform`);
      if ((tx('bet') ?? 0n) !== (tx('rollback') ?? 0n))
        problems.push(`round ${r.id}: bet ${tx('bet')} but rollback ${tx('rollback')}`);
      if (tx('win') !== undefined) problems.push(`round ${r.id}: rolled back but won`);
    } else if (r.status === 'void') {
      totals.void++;
      mine.void++;
      if (record) problems.push(`round ${r.id}: void at the house, recorded on the platform`);
      if (tx('bet') !== undefined) problems.push(`round ${r.id}: void but its bet moved money`);
    } else {
      problems.push(`round ${r.id}: still ${r.status}`);
    }
  }
  for (const r of records)
    if (!seen.has(`${r.customer_id}/${r.round_id}`))
      problems.push(`platform record ${r.round_id} unknown to the house`);
  return { problems, byCustomer, rounds: totals };
}

/** The member's cash on the platform (minor units). */
export async function platformCash(w: World, customerId: number): Promise<bigint> {
  const accounts = await w.ledger.balances(w.merchantId, customerId, 'cash');
  return accounts.find((a) => a.kind === 'cash')?.balance ?? 0n;
}
