// ci: postgres
import { SIGNATURE_HEADER } from '@portal/contract';
import { toMinor } from '@portal/contract/money';
import { hmacHex } from '@portal/contract/signature';
import { OPERATOR_TIMESTAMP_HEADER, operatorSigningText } from '@portal/contract/sports-operator';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TableGame } from '../src/shared/api.ts';
import type { Placement, TableLiveMessage, TableState } from '../src/shared/tables-api.ts';
import { clock } from '../src/server/lib/clock.ts';
import { random } from '../src/server/lib/random.ts';
import { createTablesModule } from '../src/server/modules/tables/module.ts';
import {
  HOUSE_TEST_SECRET,
  houseCall,
  platformCash,
  player,
  reconcile,
  requestId,
  startWorld,
  type World,
  WORLD_START_MS,
} from './support/world.ts';

// The casino tables on the real platform (issue 20): each placement is a protocol round of the seamless
// wallet (one bet of its sum, one win at the reveal's end), paid once whatever process gets there. The house
// runs on a test clock driven by ticks; the platform on real time.

let w: World;
const realNow = clock.nowMs;
let now = 0;
/** While set, protocol bets wait for it (a platform slow to answer). */
let betGate: Promise<void> | null = null;
const gatedFetch: typeof fetch = async (input, init) => {
  if (betGate && String(input).endsWith('/bet')) await betGate;
  return fetch(input, init);
};

beforeAll(async () => {
  w = await startWorld({ fetch: gatedFetch });
  now = realNow();
  clock.nowMs = () => now;
}, WORLD_START_MS);
afterAll(async () => {
  clock.nowMs = realNow;
  await w?.close();
});
afterEach(async () => {
  expect(await w.ledger.invariantViolations(w.merchantId)).toEqual([]);
});

const h = () => w.house.house;
async function tick() {
  await h().tables.tick(now);
  await h().outbox.drain();
}

async function state(game: TableGame, session?: string) {
  const res = await houseCall<TableState>(w, 'GET', `/api/tables/${game}/state`, { session });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Moves the clock to the table's next betting round (ticking), answers its state. */
async function betting(game: TableGame) {
  await tick();
  let s = await state(game);
  if (s.round?.phase !== 'betting') {
    now = Date.parse(s.round!.revealEndsAt);
    await tick();
    s = await state(game);
  }
  expect(s.round!.phase).toBe('betting');
  return s;
}

/** The clock past the round's reveal: closed, revealed, paid. */
async function finish(s: TableState) {
  now = Date.parse(s.round!.closesAt);
  await tick();
  now = Date.parse(s.round!.revealEndsAt);
  await tick();
}

function bet(
  session: string,
  game: TableGame,
  roundId: string,
  bets: { spot: string; amount: number }[],
  id = requestId(),
) {
  return houseCall<{ placement: Placement; balance: number }>(w, 'POST', `/api/tables/${game}/bets`, {
    session,
    body: { roundId, requestId: id, bets },
  });
}

const minor = (major: number) => toMinor(major, 2)!;

async function outboxOf(roundId: string) {
  const rows = await w.houseDb
    .selectFrom('outbox')
    .select(['action', 'body'])
    .where('round_id', '=', roundId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ action: r.action, body: JSON.parse(r.body) as Record<string, unknown> }));
}

describe('table bets', () => {
  it('pays each spot its exact return: a roulette and a baccarat round worked by hand', async () => {
    const rl = await player(w, 'HOUSELC_ROULETTE', 100_000n);
    const bc = await player(w, 'HOUSELC_BACCARAT', 100_000n);
    // Every seed of the next rounds is 07…07: the wheel shows 10 (black, even, low, first dozen, first
    // column); the shoe deals player 3♠ 6♥ (9, a natural) against banker Q♦ 7♥ (7): player wins.
    const realBytes = random.bytes;
    random.bytes = (n) => (n === 32 ? new Uint8Array(32).fill(7) : realBytes(n));
    try {
      now = Math.max(now, Date.parse((await state('roulette')).round?.revealEndsAt ?? '1970-01-01'));
      await tick();
    } finally {
      random.bytes = realBytes;
    }
    const r = (await state('roulette')).round!;
    const b = (await state('baccarat')).round!;
    expect([r.phase, b.phase]).toEqual(['betting', 'betting']);

    const roulette = [
      { spot: 'straight:10', amount: 2 }, // 35:1 → 72
      { spot: 'split:10-11', amount: 1 }, // 17:1 → 18
      { spot: 'street:10', amount: 1 }, // 11:1 → 12
      { spot: 'corner:10-14', amount: 1 }, // 8:1 → 9
      { spot: 'black', amount: 5 }, // 1:1 → 10
      { spot: 'red', amount: 5 }, // 0
      { spot: 'dozen:1', amount: 3 }, // 2:1 → 9
      { spot: 'straight:0', amount: 1 }, // 0
      { spot: 'high', amount: 1 }, // 0
    ];
    const placed = await bet(rl.session.session, 'roulette', r.id, roulette);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.balance).toBe(980);
    expect(placed.body.placement).toMatchObject({ roundId: r.id, stake: 20, status: 'open', win: null });
    const baccarat = [
      { spot: 'player', amount: 10 }, // 1:1 → 20
      { spot: 'banker', amount: 5 }, // 0
      { spot: 'tie', amount: 1 }, // 0
      { spot: 'player-pair', amount: 1 }, // 0
    ];
    const placedB = await bet(bc.session.session, 'baccarat', b.id, baccarat);
    expect(placedB.status, JSON.stringify(placedB.body)).toBe(200);

    // The bet names the spots for the betting record and the round for the verify page.
    const [betCall] = await outboxOf(placed.body.placement.id);
    expect(betCall!.body).toMatchObject({
      amount: 20,
      detail: { kind: 'lines', verify: { name: 'table-round', id: r.id } },
    });
    expect((betCall!.body.detail as { lines: unknown[] }).lines).toHaveLength(9);

    // Nothing is paid during the reveal: the win reaches the wallet at its end.
    now = Date.parse(r.closesAt);
    await tick();
    const revealing = await state('roulette', rl.session.session);
    expect(revealing.round).toMatchObject({ phase: 'revealing', outcome: { number: 10 } });
    expect(revealing.mine).toEqual({ bets: roulette, win: null });
    expect(await platformCash(w, rl.id)).toBe(100_000n - 2_000n);

    now = Math.max(Date.parse(r.revealEndsAt), Date.parse(b.revealEndsAt));
    await tick();
    expect(await platformCash(w, rl.id)).toBe(100_000n - 2_000n + 13_000n);
    expect(await platformCash(w, bc.id)).toBe(100_000n - 1_700n + 2_000n);
    const win = (await outboxOf(placed.body.placement.id)).find((c) => c.action === 'win')!;
    expect(win.body).toMatchObject({
      amount: 130,
      detail: { kind: 'lines', result: { EN: expect.stringContaining('10') } },
    });
    expect((win.body.detail as { lines: { amount: number }[] }).lines.map((l) => l.amount)).toEqual([
      72, 18, 12, 9, 10, 9,
    ]);
    const bOutcome = (await state('baccarat')).history[0]!;
    expect(bOutcome.outcome).toMatchObject({ player: [2, 18], banker: [50, 19], winner: 'player' });

    const mine = await houseCall<{ placements: Placement[] }>(w, 'GET', '/api/tables/roulette/mine', {
      session: rl.session.session,
    });
    expect(mine.body.placements).toEqual([
      expect.objectContaining({ id: placed.body.placement.id, stake: 20, win: 130, status: 'settled' }),
    ]);
    expect((await reconcile(w, 'HOUSELC')).problems).toEqual([]);
  });

  it('refuses late bets, bets outside the limits, unknown spots and other games; nothing moves', async () => {
    const p = await player(w, 'HOUSELC_SICBO', 100_000n);
    const s = p.session.session;
    const sb = await betting('sicbo');
    const id = sb.round!.id;
    const refused = async (game: TableGame, bets: { spot: string; amount: number }[], session = s) =>
      (await bet(session, game, id, bets)).body.error;
    expect(await refused('sicbo', [{ spot: 'total:3', amount: 5 }])).toBe('bet.invalid');
    expect(await refused('sicbo', [{ spot: 'big', amount: 0.001 }])).toBe('bet.invalid');
    expect(await refused('sicbo', [{ spot: 'big', amount: 0.5 }])).toBe('bet.outside.limits');
    // Side spots up to 5,000 per round (the default, a tenth of the table's 50,000).
    expect(await refused('sicbo', [{ spot: 'triple:6', amount: 5_000.01 }])).toBe('bet.outside.limits');
    expect(await refused('roulette', [{ spot: 'red', amount: 5 }])).toBe('request.invalid');
    const dice = await player(w, 'HOUSE_DICE', 10_000n);
    expect(await refused('sicbo', [{ spot: 'big', amount: 5 }], dice.session.session)).toBe(
      'request.invalid',
    );
    expect((await bet(s, 'sicbo', 'nope', [{ spot: 'big', amount: 5 }])).body.error).toBe('round.not.found');
    expect(await platformCash(w, p.id)).toBe(100_000n);

    // Per spot and round: 600 on big, then 400 more is 1,000 (the merchant's session limits allow it).
    expect((await bet(s, 'sicbo', id, [{ spot: 'big', amount: 600 }])).status).toBe(200);
    expect(
      (
        await bet(s, 'sicbo', id, [
          { spot: 'big', amount: 200 },
          { spot: 'big', amount: 200 },
        ])
      ).status,
    ).toBe(200);
    now = Date.parse(sb.round!.closesAt);
    expect(await refused('sicbo', [{ spot: 'small', amount: 5 }])).toBe('table.betting.closed');
    await tick();
    expect(await refused('sicbo', [{ spot: 'small', amount: 5 }])).toBe('table.betting.closed');
    expect(await platformCash(w, p.id)).toBe(100_000n - 100_000n);
    await finish(sb);
  });

  it('a repeated requestId answers the same placement; a bet over the balance is refused', async () => {
    const p = await player(w, 'HOUSELC_DRAGON_TIGER', 5_000n);
    const dt = await betting('dragon-tiger');
    const rid = requestId();
    const first = await bet(
      p.session.session,
      'dragon-tiger',
      dt.round!.id,
      [{ spot: 'dragon', amount: 10 }],
      rid,
    );
    const again = await bet(
      p.session.session,
      'dragon-tiger',
      dt.round!.id,
      [{ spot: 'dragon', amount: 10 }],
      rid,
    );
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.placement.id).toBe(first.body.placement.id);
    expect(again.body.balance).toBe(40);
    expect(await platformCash(w, p.id)).toBe(4_000n);
    const poor = await bet(p.session.session, 'dragon-tiger', dt.round!.id, [{ spot: 'tiger', amount: 41 }]);
    expect(poor.body.error).toBe('insufficient.balance');
    expect(await platformCash(w, p.id)).toBe(4_000n);
    expect((await state('dragon-tiger', p.session.session)).mine).toEqual({
      bets: [{ spot: 'dragon', amount: 10 }],
      win: null,
    });
    await finish(dt);
  });

  it('pays each placement once with two processes racing on one database', async () => {
    const players = await Promise.all([1, 2, 3].map(() => player(w, 'HOUSELC_BACCARAT_NC', 100_000n)));
    const nc = await betting('baccarat-nc');
    const placed: Placement[] = [];
    for (const [i, p] of players.entries())
      for (const bets of [
        [{ spot: 'banker', amount: 10 + i }],
        [
          { spot: 'player', amount: 5 },
          { spot: 'tie', amount: 1 },
          { spot: 'banker-pair', amount: 2 },
        ],
      ]) {
        const res = await bet(p.session.session, 'baccarat-nc', nc.round!.id, bets);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        placed.push(res.body.placement);
      }
    const other = createTablesModule(w.houseDb, {
      seamless: h().seamless,
      sessions: h().sessions,
      log: w.house.log,
    });
    now = Date.parse(nc.round!.closesAt);
    await Promise.all([h().tables.tick(now), other.tick(now), h().tables.tick(now)]);
    now = Date.parse(nc.round!.revealEndsAt);
    const passes = await Promise.all([
      h().tables.tick(now),
      other.tick(now),
      h().tables.tick(now),
      other.tick(now),
    ]);
    expect(passes.reduce((n, x) => n + x.paid, 0)).toBe(6);
    await h().outbox.drain();
    const wins = await w.houseDb
      .selectFrom('outbox')
      .select('round_id')
      .where('action', '=', 'win')
      .where(
        'round_id',
        'in',
        placed.map((p) => p.id),
      )
      .execute();
    expect(wins).toHaveLength(6);
    expect(new Set(wins.map((x) => x.round_id)).size).toBe(6);
    expect(
      await w.houseDb
        .selectFrom('table_round')
        .select('id')
        .where('game', '=', 'baccarat-nc')
        .where('number', '=', nc.round!.number + 1)
        .execute(),
    ).toHaveLength(1);
    for (const p of players) {
      const mine = await houseCall<{ placements: Placement[] }>(w, 'GET', '/api/tables/baccarat-nc/mine', {
        session: p.session.session,
      });
      const stake = mine.body.placements.reduce((n, x) => n + minor(x.stake), 0n);
      const paid = mine.body.placements.reduce((n, x) => n + minor(x.win!), 0n);
      expect(mine.body.placements.every((x) => x.status === 'settled')).toBe(true);
      expect(await platformCash(w, p.id)).toBe(100_000n - stake + paid);
    }
    expect((await reconcile(w, 'HOUSELC')).problems).toEqual([]);
  });

  it('pays a placement the platform accepted after the round closed, with the round', async () => {
    const p = await player(w, 'HOUSELC_SICBO', 10_000n);
    const sb = await betting('sicbo');
    let release = () => {};
    betGate = new Promise((resolve) => (release = resolve));
    const pending = bet(p.session.session, 'sicbo', sb.round!.id, [{ spot: 'any-triple', amount: 10 }]);
    for (let i = 0; i < 200; i++) {
      const rows = await w.houseDb
        .selectFrom('table_placement')
        .select('id')
        .where('table_round_id', '=', sb.round!.id)
        .execute();
      if (rows.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // Closed and revealed while the bet is on its way: nothing to pay yet.
    now = Date.parse(sb.round!.closesAt);
    await h().tables.tick(now);
    now = Date.parse(sb.round!.revealEndsAt);
    expect((await h().tables.tick(now)).paid).toBe(0);
    betGate = null;
    release();
    const placed = await pending;
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.placement).toMatchObject({ status: 'open', stake: 10 });
    now += 1_000;
    expect((await h().tables.tick(now)).paid).toBe(1);
    await h().outbox.drain();
    const mine = await houseCall<{ placements: Placement[] }>(w, 'GET', '/api/tables/sicbo/mine', {
      session: p.session.session,
    });
    const settled = mine.body.placements[0]!;
    expect(settled.status).toBe('settled');
    const dice = (settled.outcome as { dice: number[] }).dice;
    // Any triple pays 30:1: 10 returns 310 when the three dice match, else nothing.
    const triple = dice[0] === dice[1] && dice[1] === dice[2];
    expect(settled.win).toBe(triple ? 310 : 0);
    expect(await platformCash(w, p.id)).toBe(10_000n - 1_000n + (triple ? 31_000n : 0n));
  });

  it('feeds a live socket the state at each phase change and the seated count', async () => {
    const p = await player(w, 'HOUSELC_ROULETTE', 10_000n);
    const s = await betting('roulette');
    const got: (TableLiveMessage | { error: string })[] = [];
    const socket = await w.house.injectWS(
      `/api/tables/roulette/live?session=${p.session.session}`,
      {},
      {
        onInit: (ws) =>
          ws.on('message', (d: Buffer) => got.push(JSON.parse(d.toString()) as TableLiveMessage)),
      },
    );
    const until = async (n: number) => {
      for (let i = 0; i < 200 && got.length < n; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    await until(1);
    expect(got[0]).toMatchObject({ type: 'state', round: { id: s.round!.id, phase: 'betting' } });
    now = Date.parse(s.round!.closesAt);
    await tick();
    now += 3_000;
    await tick();
    now = Date.parse(s.round!.revealEndsAt);
    await tick();
    await until(4);
    const states = got.filter(
      (m): m is TableLiveMessage & { type: 'state' } => 'type' in m && m.type === 'state',
    );
    expect(states.map((m) => [m.round!.number, m.round!.phase])).toEqual([
      [s.round!.number, 'betting'],
      [s.round!.number, 'revealing'],
      [s.round!.number + 1, 'betting'],
    ]);
    expect(states[1]!.round!.outcome).not.toBeNull();
    const seated = got.find((m) => 'type' in m && m.type === 'seated') as { seated: number } | undefined;
    expect(seated?.seated).toBeGreaterThanOrEqual(1);
    socket.terminate();

    let refusal = '';
    await w.house.injectWS(
      '/api/tables/baccarat/live?session=' + p.session.session,
      {},
      {
        onInit: (ws) => ws.once('message', (d: Buffer) => (refusal = d.toString())),
      },
    );
    for (let i = 0; i < 100 && !refusal; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(JSON.parse(refusal)).toMatchObject({ error: 'request.invalid' });
  });
});

/** A call of the operator API as the platform signs it. */
async function operator<T>(
  app: FastifyInstance,
  method: 'GET' | 'PUT',
  url: string,
  body?: unknown,
  secret = HOUSE_TEST_SECRET,
) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const timestamp = String(clock.nowMs());
  const res = await app.inject({
    method,
    url,
    headers: {
      ...(text ? { 'content-type': 'application/json' } : {}),
      [OPERATOR_TIMESTAMP_HEADER]: timestamp,
      [SIGNATURE_HEADER]: hmacHex(secret, operatorSigningText(timestamp, method, url, text)),
    },
    ...(text ? { payload: text } : {}),
  });
  return { status: res.statusCode, body: res.json() as T & { error?: string } };
}

describe('the operator API', () => {
  it('lists and changes each table, signed and within bounds; a closed table refuses bets', async () => {
    const bad = await operator(w.house, 'GET', '/operator/v1/tables', undefined, 'not-the-secret');
    expect([bad.status, bad.body.error]).toEqual([401, 'operator.signature.invalid']);
    const list = await operator<{ tables: { game: string }[] }>(w.house, 'GET', '/operator/v1/tables');
    expect(list.body.tables).toContainEqual({
      game: 'roulette',
      enabled: true,
      minBet: 1,
      maxBet: 50_000,
      sideMaxBet: 5_000,
      bettingSeconds: 15,
    });
    const good = { enabled: true, minBet: 2, maxBet: 500, sideMaxBet: 50, bettingSeconds: 10 };
    for (const wrong of [
      { ...good, minBet: 600 },
      { ...good, maxBet: 50_000.01 },
      { ...good, minBet: 0.5 },
      { ...good, sideMaxBet: 501 },
      { ...good, bettingSeconds: 4 },
      { ...good, bettingSeconds: 61 },
      { ...good, minBet: 2.001 },
    ]) {
      const res = await operator(w.house, 'PUT', '/operator/v1/tables/dragon-tiger', wrong);
      expect([res.status, res.body.error]).toEqual([400, 'table.settings.invalid']);
    }
    expect((await operator(w.house, 'PUT', '/operator/v1/tables/pachinko', good)).body.error).toBe(
      'request.invalid',
    );
    const put = await operator(w.house, 'PUT', '/operator/v1/tables/dragon-tiger', good);
    // The answer has the table before and after (for the back office's audit log).
    expect(put.body).toEqual({
      before: {
        game: 'dragon-tiger',
        enabled: true,
        minBet: 1,
        maxBet: 50_000,
        sideMaxBet: 5_000,
        bettingSeconds: 15,
      },
      after: { game: 'dragon-tiger', ...good },
    });

    const p = await player(w, 'HOUSELC_DRAGON_TIGER', 100_000n);
    now += 2_001; // past the settings cache
    const dt = await betting('dragon-tiger');
    expect((await state('dragon-tiger', p.session.session)).limits).toMatchObject({
      minBet: 2,
      maxBet: 500,
      sideMaxBet: 50,
    });
    const over = await bet(p.session.session, 'dragon-tiger', dt.round!.id, [{ spot: 'tie', amount: 501 }]);
    // Dragon tiger has main spots only (dragon, tiger, tie): 500 each per round.
    expect(over.body.error).toBe('bet.outside.limits');

    await operator(w.house, 'PUT', '/operator/v1/tables/dragon-tiger', { ...good, enabled: false });
    now += 2_001;
    const closed = await bet(p.session.session, 'dragon-tiger', dt.round!.id, [{ spot: 'tie', amount: 5 }]);
    expect(closed.body.error).toBe('table.closed');
    await finish(dt);
    const after = await state('dragon-tiger');
    expect(after).toMatchObject({ enabled: false, round: { id: dt.round!.id, phase: 'settled' } });
    expect(await platformCash(w, p.id)).toBe(100_000n);
    await operator(w.house, 'PUT', '/operator/v1/tables/dragon-tiger', { ...good, enabled: true });
  });
});
