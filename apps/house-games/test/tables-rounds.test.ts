// ci: postgres
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { floats, hashSeed } from '../src/engine/fair.ts';
import {
  type BaccaratOutcome,
  dealBaccarat,
  rollSicBo,
  SHOE_CUT,
  SHOE_FLOATS,
  shuffleShoe,
  type SicBoOutcome,
  spinRoulette,
} from '../src/engine/tables/index.ts';
import { ConfigError, loadConfig } from '../src/env.ts';
import { createDb, type Db } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { clock } from '../src/server/lib/clock.ts';
import type { Seamless } from '../src/server/modules/rounds/seamless.ts';
import type { Sessions } from '../src/server/modules/sessions/service.ts';
import { tablesConfigWith } from '../src/server/modules/tables/config.ts';
import { createDealer } from '../src/server/modules/tables/dealer.ts';
import { createTables } from '../src/server/modules/tables/service.ts';
import { createTableSettings } from '../src/server/modules/tables/settings.ts';

// The tables' rounds on a driven clock (issue 20): one house database, no money moves (no placements here;
// tables-play.test.ts bets on the real platform). Timings: 15 s of betting (the default setting), then the
// reveal (baccarat 9 s, dragon tiger 5 s, roulette 9 s, sic bo 7 s), and the next round opens at its end.

let db: Db;
const realNow = clock.nowMs;
let now = 0;
const T0 = Date.parse('2026-03-01T12:00:00.000Z');

const config = tablesConfigWith({});
const noMoney = {} as Seamless;
function services(opts: { bettingMs?: number } = {}) {
  const settings = createTableSettings(db, { ttlMs: 0 });
  const cfg = tablesConfigWith({ bettingMs: opts.bettingMs });
  return {
    settings,
    dealer: createDealer(db, { seamless: noMoney, settings, config: cfg }),
    tables: createTables(db, { seamless: noMoney, sessions: {} as Sessions, settings, config: cfg }),
  };
}

beforeAll(async () => {
  db = createDb({ dataDir: 'memory://' }).db;
  await migrateToLatest(db);
  clock.nowMs = () => now;
});
afterAll(async () => {
  clock.nowMs = realNow;
  await db?.destroy();
});
beforeEach(async () => {
  for (const t of ['table_presence', 'table_setting', 'table_round', 'table_shoe'] as const)
    await db.deleteFrom(t).execute();
  now = T0;
});

describe('a table round', () => {
  it('bets for 15 s, reveals (outcome from the close), settles at the reveal end, and the next opens then', async () => {
    const { dealer, tables } = services();
    await dealer.tick(now);
    let s = await tables.state('roulette', null, null);
    expect(s.round).toMatchObject({
      number: 1,
      phase: 'betting',
      opensAt: new Date(T0).toISOString(),
      closesAt: new Date(T0 + 15_000).toISOString(),
      revealEndsAt: new Date(T0 + 24_000).toISOString(),
      serverSeed: null,
      outcome: null,
      shoe: null,
    });
    expect(s.limits).toEqual({
      minBet: 1,
      maxBet: 50_000,
      sideMaxBet: 5_000,
      chips: [1, 5, 10, 50, 100, 500, 1000],
    });
    expect(s.history).toEqual([]);
    expect(s.shoeResults).toBeNull();
    const first = s.round!;

    // At the close, before any process claimed it: revealing, outcome not known yet.
    now = T0 + 15_000;
    s = await tables.state('roulette', null, null);
    expect(s.round).toMatchObject({ id: first.id, phase: 'revealing', outcome: null, serverSeed: null });
    await dealer.tick(now);
    s = await tables.state('roulette', null, null);
    expect(s.round).toMatchObject({ id: first.id, phase: 'revealing' });
    // The round's seed is shown from its close, and it gives the outcome the verify page recomputes.
    const seed = s.round!.serverSeed!;
    expect(hashSeed(seed)).toBe(first.serverSeedHash);
    const round = await tables.round(first.id);
    expect(round).toMatchObject({ clientSeed: 'HOUSELC:roulette', nonce: 1, verifiable: true });
    expect(s.round!.outcome).toEqual(spinRoulette(floats(seed, 'HOUSELC:roulette', 1, 1)));
    // The next round is made already, opening at the reveal's end.
    const next = await db
      .selectFrom('table_round')
      .selectAll()
      .where('game', '=', 'roulette')
      .where('number', '=', 2)
      .executeTakeFirstOrThrow();
    expect(next.opens_at.getTime()).toBe(T0 + 24_000);
    expect(next.closes_at.getTime()).toBe(T0 + 39_000);
    expect(next.server_seed_hash).not.toBe(first.serverSeedHash);

    now = T0 + 24_000;
    await dealer.tick(now);
    s = await tables.state('roulette', null, null);
    expect(s.round).toMatchObject({ number: 2, phase: 'betting', serverSeed: null, outcome: null });
    expect(s.history).toEqual([{ roundId: first.id, number: 1, outcome: round.outcome }]);
    expect((await tables.round(first.id)).phase).toBe('settled');
  });

  it('times each table by its own reveal, and HOUSE_TABLES_BETTING_MS overrides every betting window', async () => {
    const { dealer } = services({ bettingMs: 8_000 });
    await dealer.tick(now);
    const rows = await db.selectFrom('table_round').selectAll().orderBy('game').execute();
    expect(rows.map((r) => [r.game, r.closes_at.getTime() - T0, r.reveal_ends_at.getTime() - T0])).toEqual([
      ['baccarat', 8_000, 17_000],
      ['baccarat-nc', 8_000, 17_000],
      ['dragon-tiger', 8_000, 13_000],
      ['roulette', 8_000, 17_000],
      ['sicbo', 8_000, 15_000],
    ]);
    expect(config.revealMs.sicbo).toBe(7_000);
  });

  it('reads HOUSE_TABLES_BETTING_MS: whole milliseconds from 1000 to 60000', () => {
    expect(loadConfig({ HOUSE_VENDOR_SECRET: 's' }).tablesBettingMs).toBeUndefined();
    expect(loadConfig({ HOUSE_VENDOR_SECRET: 's', HOUSE_TABLES_BETTING_MS: '8000' }).tablesBettingMs).toBe(
      8_000,
    );
    for (const bad of ['999', '60001', '8000.5', 'soon'])
      expect(() => loadConfig({ HOUSE_VENDOR_SECRET: 's', HOUSE_TABLES_BETTING_MS: bad })).toThrow(
        ConfigError,
      );
  });

  it('after a long stop, closes, reveals and pays what is due and opens the next round now', async () => {
    const { dealer, tables } = services();
    await dealer.tick(now);
    now = T0 + 3_600_000;
    await dealer.tick(now);
    const s = await tables.state('sicbo', null, null);
    expect(s.round).toMatchObject({ number: 2, phase: 'betting', opensAt: new Date(now).toISOString() });
    const o = s.history[0]!.outcome as SicBoOutcome;
    const r1 = await tables.round(s.history[0]!.roundId);
    expect(o).toEqual(rollSicBo(floats(r1.serverSeed!, r1.clientSeed, 1, 3)));
  });

  it('two processes ticking together make, close and reveal each round once', async () => {
    const a = services();
    const b = services();
    await Promise.all([a.dealer.tick(now), b.dealer.tick(now), a.dealer.tick(now)]);
    expect(await db.selectFrom('table_round').select('id').execute()).toHaveLength(5);
    expect(await db.selectFrom('table_shoe').select('id').execute()).toHaveLength(3);
    now = T0 + 15_000;
    const closes = await Promise.all([
      a.dealer.closeDue('dragon-tiger', now),
      b.dealer.closeDue('dragon-tiger', now),
    ]);
    expect(closes[0] + closes[1]).toBe(1);
    await Promise.all([a.dealer.tick(now), b.dealer.tick(now)]);
    const dt = await db
      .selectFrom('table_round')
      .selectAll()
      .where('game', '=', 'dragon-tiger')
      .orderBy('number')
      .execute();
    expect(dt.map((r) => [r.number, r.phase, r.shoe_position])).toEqual([
      [1, 'revealing', 0],
      [2, 'betting', 2],
    ]);
  });
});

describe('a shoe', () => {
  it('deals each round from its position; at the cut card it ends, its seed revealed, and a new shoe starts', async () => {
    const { dealer, tables } = services();
    await dealer.tick(now);
    const shoe1 = (await tables.state('baccarat', null, null)).round!.shoe!;
    expect(shoe1).toMatchObject({ number: 1, position: 0, cardsLeft: 416 });
    expect((await tables.shoe(shoe1.id)).clientSeed).toBe('HOUSELC:baccarat:1');

    // Two rounds from the top of the shoe: the second starts where the first stopped.
    for (const at of [15_000, 24_000, 39_000, 48_000]) {
      now = T0 + at;
      await dealer.tick(now);
    }
    let s = await tables.state('baccarat', null, null);
    const played = await db
      .selectFrom('table_round')
      .selectAll()
      .where('game', '=', 'baccarat')
      .orderBy('number')
      .execute();
    const o1 = played[0]!.outcome as unknown as BaccaratOutcome;
    const o2 = played[1]!.outcome as unknown as BaccaratOutcome;
    const n1 = o1.player.length + o1.banker.length;
    expect(played[1]!.shoe_position).toBe(n1);
    expect(played[2]!.shoe_position).toBe(n1 + o2.player.length + o2.banker.length);
    expect(s.shoeResults).toHaveLength(2);
    expect(s.shoeResults![0]).toMatchObject({ winner: o1.winner, playerPair: o1.playerPair });
    // The seed stays secret while the shoe is dealt.
    expect((await tables.shoe(shoe1.id)).serverSeed).toBeNull();
    expect((await tables.round(played[0]!.id)).verifiable).toBe(false);

    // Move the shoe on to 4 cards before the cut card: the round dealt there (4 to 6 cards) ends the shoe.
    const near = SHOE_CUT - 4;
    await db.updateTable('table_shoe').set({ position: near }).where('id', '=', shoe1.id).execute();
    await db
      .updateTable('table_round')
      .set({ shoe_position: near })
      .where('id', '=', played[2]!.id)
      .execute();
    now = T0 + 63_000;
    await dealer.tick(now);
    const finished = await tables.shoe(shoe1.id);
    expect(finished.finished).toBe(true);
    expect(hashSeed(finished.serverSeed!)).toBe(finished.serverSeedHash);
    // Every round of the finished shoe recomputes from the revealed seed at its position.
    const cards = shuffleShoe(floats(finished.serverSeed!, finished.clientSeed, 0, SHOE_FLOATS));
    expect(finished.rounds.map((r) => r.number)).toEqual([1, 2, 3]);
    for (const r of finished.rounds) {
      expect(r.verifiable).toBe(true);
      expect(r.outcome).toEqual(dealBaccarat(cards, r.shoe!.position).outcome);
    }
    const next = await db
      .selectFrom('table_round')
      .selectAll()
      .where('game', '=', 'baccarat')
      .where('number', '=', 4)
      .executeTakeFirstOrThrow();
    const shoe2 = await tables.shoe(next.shoe_id!);
    expect(shoe2).toMatchObject({
      number: 2,
      finished: false,
      serverSeed: null,
      clientSeed: 'HOUSELC:baccarat:2',
    });
    expect(next.shoe_position).toBe(0);
    expect(next.server_seed_hash).toBe(shoe2.serverSeedHash);
    // The new shoe's roads start empty once its first round shows.
    now = T0 + 72_000;
    await dealer.tick(now);
    s = await tables.state('baccarat', null, null);
    expect(s.round).toMatchObject({ number: 4, shoe: { number: 2, position: 0 } });
    expect(s.shoeResults).toEqual([]);
  });
});

describe('operator settings and presence', () => {
  it('a disabled table finishes its round and opens no more; enabled again, the next opens at once', async () => {
    const { dealer, settings, tables } = services();
    await dealer.tick(now);
    await settings.update('sicbo', {
      enabled: false,
      minBet: 2,
      maxBet: 1_000,
      sideMaxBet: 100,
      bettingSeconds: 20,
    });
    now = T0 + 15_000;
    await dealer.tick(now);
    now = T0 + 22_000;
    await dealer.tick(now);
    let s = await tables.state('sicbo', null, null);
    expect(s).toMatchObject({ enabled: false, round: { number: 1, phase: 'settled' } });
    expect(s.limits).toMatchObject({ minBet: 2, maxBet: 1_000, sideMaxBet: 100 });
    expect(
      await db.selectFrom('table_round').select('id').where('game', '=', 'sicbo').execute(),
    ).toHaveLength(1);
    now = T0 + 100_000;
    await settings.update('sicbo', {
      enabled: true,
      minBet: 2,
      maxBet: 1_000,
      sideMaxBet: 100,
      bettingSeconds: 20,
    });
    await dealer.tick(now);
    s = await tables.state('sicbo', null, null);
    expect(s.round).toMatchObject({
      number: 2,
      phase: 'betting',
      opensAt: new Date(now).toISOString(),
      closesAt: new Date(now + 20_000).toISOString(),
    });
  });

  it('counts the sessions seen at a table in the last 10 s, across processes', async () => {
    const a = services();
    const b = services();
    await a.tables.state('roulette', null, 'session-1');
    now += 4_000;
    await b.tables.state('roulette', null, 'session-2');
    await b.tables.touch('baccarat', ['session-3']);
    expect((await a.tables.state('roulette', null, null)).seated).toBe(2);
    now += 7_000;
    expect((await b.tables.state('roulette', null, null)).seated).toBe(1);
    await a.tables.touch('roulette', ['session-1']);
    expect(await b.tables.seated('roulette')).toBe(2);
    now += 10_001;
    expect(await a.tables.seated('roulette')).toBe(0);
  });
});
