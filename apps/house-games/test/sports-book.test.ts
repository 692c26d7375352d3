// ci: postgres
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { betHistoryValue } from '@portal/contract';
import { toMinor } from '@portal/contract/money';
import { demo } from '../../server/test/harness.ts';
import { hashSeed } from '../src/engine/fair.ts';
import { drawSportsEvent } from '../src/engine/sports/fair-source-node.ts';
import {
  type FixtureOf,
  priceEvent,
  settleBet,
  settleSelection,
  type SportId,
  sportModel,
  type SportOutcome,
} from '../src/engine/sports/index.ts';
import { clock } from '../src/server/lib/clock.ts';
import { createSports } from '../src/server/modules/sports/service.ts';
import { defaultSportsConfig } from '../src/server/modules/sports/config.ts';
import { createSportsSettings } from '../src/server/modules/sports/settings.ts';
import {
  houseCall,
  platformCash,
  player,
  reconcile,
  requestId,
  startWorld,
  type World,
  WORLD_START_MS,
} from './support/world.ts';

// The house sportsbook on the real platform (issue 19): bets are protocol rounds of the seamless wallet,
// settlement pays each bet once through the outbox. The house runs on a test clock; the platform on real time.

interface MarketWire {
  id: string;
  kind: string;
  line: number | null;
  selections: { id: string; odds: number }[];
}
interface EventWire {
  id: string;
  sport: SportId;
  kickoffAt: string;
  endAt: string;
  phase: string;
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  fixture: unknown;
  outcome: unknown;
  markets?: MarketWire[];
}
interface BetWire {
  betId: string;
  roundId: string;
  status: string;
  stake: number;
  odds: number;
  potentialPayout: number;
  result: string | null;
  payout: number | null;
  legs: { eventId: string; odds: number; result: string | null }[];
}
interface Leg {
  eventId: string;
  marketId: string;
  selectionId: string;
  odds: number;
}

let w: World;
const realNow = clock.nowMs;
let now = 0;
const at = (ms: number) => {
  now = ms;
};

beforeAll(async () => {
  w = await startWorld();
  now = realNow();
  clock.nowMs = () => now;
  await w.house.house.sports.ensureSchedule();
}, WORLD_START_MS);
afterAll(async () => {
  clock.nowMs = realNow;
  await w?.close();
});
afterEach(async () => {
  expect(await w.ledger.invariantViolations(w.merchantId)).toEqual([]);
});

async function events(sport: SportId): Promise<EventWire[]> {
  const res = await houseCall<{ events: EventWire[] }>(w, 'GET', `/api/sports/events?sport=${sport}`);
  expect(res.status).toBe(200);
  return res.body.events;
}

const leg = (e: EventWire, m = 0, s = 0): Leg => {
  const market = e.markets![m]!;
  return {
    eventId: e.id,
    marketId: market.id,
    selectionId: market.selections[s]!.id,
    odds: market.selections[s]!.odds,
  };
};

function bet(session: string, body: { stake: number; oddsChange?: string; legs: Leg[] }) {
  return houseCall<{ bet: BetWire; balance: number; error?: string }>(w, 'POST', '/api/sports/bets', {
    session,
    body: { requestId: requestId(), oddsChange: 'none', ...body },
  });
}

/** The event's result recomputed from its revealed seed, as the verify page does. */
function recompute(e: EventWire) {
  const model = sportModel(e.sport, e.fixture as FixtureOf<SportId>);
  return drawSportsEvent(model, e.serverSeed!, e.clientSeed, e.nonce);
}

async function settleAll(endMs: number) {
  at(endMs + 1);
  await w.house.house.sports.settleDue();
  await w.house.house.outbox.drain();
}

async function resultOf(e: EventWire): Promise<EventWire> {
  const res = await houseCall<{ event: EventWire }>(w, 'GET', `/api/sports/events/${e.id}`);
  expect(res.status).toBe(200);
  return res.body.event;
}

describe('sportsbook', () => {
  it('publishes events ahead with the seed hash only; the revealed seed recomputes the outcome', async () => {
    const football = await events('football');
    expect(football.length).toBe(8 * defaultSportsConfig.ahead);
    for (const sport of ['basketball', 'esports', 'cockfight'] as const)
      expect((await events(sport)).length).toBe(defaultSportsConfig.ahead);
    const e = football[0]!;
    const stored = await w.houseDb
      .selectFrom('sports_event')
      .select(['server_seed', 'server_seed_hash'])
      .where('id', '=', e.id)
      .executeTakeFirstOrThrow();
    expect(hashSeed(stored.server_seed)).toBe(stored.server_seed_hash);
    expect(e.serverSeedHash).toBe(stored.server_seed_hash);
    expect(e.markets!.length).toBeGreaterThan(10);
    // Not before kick-off, not while it plays, not in any route.
    const sees = async () => {
      const bodies = [
        await houseCall(w, 'GET', '/api/sports/events?sport=football'),
        await houseCall(w, 'GET', `/api/sports/events/${e.id}`),
        await houseCall(w, 'GET', '/api/sports/results?sport=football'),
      ];
      return bodies.some((b) => JSON.stringify(b.body).includes(stored.server_seed));
    };
    expect(await sees()).toBe(false);
    const kickoff = Date.parse(e.kickoffAt);
    const end = Date.parse(e.endAt);
    at(kickoff + (end - kickoff) / 2);
    expect(await sees()).toBe(false);
    const live = await houseCall<{
      live: { progress: number; timeline: { minute: number; goals: { minute: number }[] } };
    }>(w, 'GET', `/api/sports/events/${e.id}`);
    expect(live.body.live.progress).toBeCloseTo(0.5, 5);
    expect(live.body.live.timeline.minute).toBe(45);
    expect(live.body.live.timeline.goals.every((g) => g.minute <= 45)).toBe(true);

    // Basketball a quarter of the way through its window: the first quarter only, no odds any more.
    const hoops = (await events('basketball'))[0]!;
    const hk = Date.parse(hoops.kickoffAt);
    at(hk + (Date.parse(hoops.endAt) - hk) / 4);
    const q1 = await houseCall<{
      event: EventWire;
      live: { timeline: { minute: number; ticker: { period: number; minute: number }[] } };
    }>(w, 'GET', `/api/sports/events/${hoops.id}`);
    expect(q1.body.event.phase).toBe('playing');
    expect(q1.body.event.markets).toBeUndefined();
    expect(q1.body.live.timeline.minute).toBe(12);
    expect(q1.body.live.timeline.ticker.every((t) => t.period === 1)).toBe(true);

    await settleAll(end);
    const settled = await resultOf(e);
    expect(settled.serverSeed).toBe(stored.server_seed);
    const drawn = recompute(settled);
    expect(settled.outcome).toEqual({ ...drawn.outcome, timeline: drawn.timeline });
    const results = await houseCall<{ events: EventWire[] }>(w, 'GET', '/api/sports/results?sport=football');
    expect(results.body.events.map((r) => r.id)).toContain(e.id);
    const table = await houseCall<{ rows: { played: number; points: number }[] }>(
      w,
      'GET',
      '/api/sports/football/table',
    );
    expect(table.body.rows.length).toBe(16);
    expect(table.body.rows.reduce((n, r) => n + r.played, 0)).toBe(16);
    await w.house.house.sports.ensureSchedule();
  });

  it('refuses bets after kick-off, on changed odds as the slip asks, and invalid parlays', async () => {
    const p = await player(w, 'HOUSESB_VIRTUAL', 1_000_000n);
    const s = p.session.session;
    const football = await events('football');
    const first = football[0]!;
    at(Date.parse(first.kickoffAt));
    const closed = await bet(s, { stake: 10, legs: [leg(first)] });
    expect(closed.status).toBe(409);
    expect(closed.body.error).toBe('sports.closed');
    at(Date.parse(first.kickoffAt) - 1);

    const l = leg(first);
    const refused = await bet(s, { stake: 10, legs: [{ ...l, odds: l.odds + 1 }] });
    expect(refused.body.error).toBe('sports.odds.changed');
    const higherOnlyDown = await bet(s, {
      stake: 10,
      oddsChange: 'higher',
      legs: [{ ...l, odds: l.odds + 1 }],
    });
    expect(higherOnlyDown.body.error).toBe('sports.odds.changed');
    const higherUp = await bet(s, { stake: 10, oddsChange: 'higher', legs: [{ ...l, odds: l.odds - 1 }] });
    expect(higherUp.status, JSON.stringify(higherUp.body)).toBe(200);
    expect(higherUp.body.bet.odds).toBe(l.odds);
    const any = await bet(s, { stake: 10, oddsChange: 'any', legs: [{ ...l, odds: l.odds + 50 }] });
    expect(any.status).toBe(200);
    expect(any.body.bet).toMatchObject({ odds: l.odds, status: 'placed', stake: 10 });
    expect(any.body.balance).toBe(10_000 - 20);

    const sameEvent = await bet(s, { stake: 10, legs: [leg(first, 0, 0), leg(first, 1, 0)] });
    expect(sameEvent.body.error).toBe('sports.parlay.invalid');
    const eleven = football.slice(1, 12).map((e) => leg(e));
    expect(eleven.length).toBe(11);
    expect((await bet(s, { stake: 10, legs: eleven })).body.error).toBe('sports.parlay.invalid');
    expect((await bet(s, { stake: 0.5, legs: [l] })).body.error).toBe('bet.outside.limits');
    // The longest price of each of five events: the payout would pass the maximum.
    const longest = football.slice(1, 6).map((e) => {
      let best = leg(e);
      e.markets!.forEach((m, i) =>
        m.selections.forEach((x, j) => {
          if (m.kind !== 'correct-score' && x.odds > best.odds) best = leg(e, i, j);
        }),
      );
      return best;
    });
    expect(longest.reduce((o, x) => (o * x.odds) / 1000, 100)).toBeGreaterThan(
      defaultSportsConfig.maxPayoutMajor,
    );
    expect((await bet(s, { stake: 100, legs: longest })).body.error).toBe('sports.payout.exceeded');
    const unknown = await bet(s, { stake: 10, legs: [{ ...l, selectionId: 'nobody' }] });
    expect(unknown.body.error).toBe('sports.selection.unavailable');
    // Nothing refused reached the platform.
    expect(await platformCash(w, p.id)).toBe(1_000_000n - 2_000n);

    // The platform refuses a stake the member does not have: the bet is void, nothing moved.
    const poor = await player(w, 'HOUSESB_VIRTUAL', 1_000n);
    const broke = await bet(poor.session.session, { stake: 20, legs: [l] });
    expect(broke.body.error).toBe('insufficient.balance');
    const poorBets = await houseCall<{ bets: BetWire[] }>(w, 'GET', '/api/sports/bets', {
      session: poor.session.session,
    });
    expect(poorBets.body.bets.map((x) => x.status)).toEqual(['void']);
    expect(await platformCash(w, poor.id)).toBe(1_000n);
  });

  it('a single and a parlay settle with the right payouts on the platform wallet; a void event refunds', async () => {
    const p = await player(w, 'HOUSESB_VIRTUAL', 1_000_000n);
    const s = p.session.session;
    const football = await events('football');
    const open = football.filter((e) => e.phase === 'open');
    const round = open.filter((e) => e.kickoffAt === open[0]!.kickoffAt);
    const [a, b, c] = round;
    // The Virtual Sports lobby (HOUSESB) offers football and basketball.
    const hoops = (await events('basketball')).find((e) => e.phase === 'open')!;
    at(Date.parse(a!.kickoffAt) - 1_000);
    const single = await bet(s, { stake: 25.5, legs: [leg(a!, 0, 0)] });
    expect(single.status, JSON.stringify(single.body)).toBe(200);
    const parlay = await bet(s, { stake: 40, legs: [leg(b!, 0, 0), leg(c!, 0, 2), leg(hoops, 0, 0)] });
    expect(parlay.status, JSON.stringify(parlay.body)).toBe(200);
    const onVoided = await bet(s, { stake: 30, legs: [leg(hoops, 0, 1)] });
    expect(onVoided.status).toBe(200);
    expect(await platformCash(w, p.id)).toBe(1_000_000n - 2_550n - 4_000n - 3_000n);

    // The operator voids the basketball game: its legs count 1.000, a single on it gets its stake back.
    expect(await w.house.house.sports.voidEvent(hoops.id, 'operator')).toBe(true);
    expect(await w.house.house.sports.voidEvent(hoops.id, 'operator')).toBe(false);
    await settleAll(Math.max(Date.parse(a!.endAt), Date.parse(hoops.endAt)));

    const mine = await houseCall<{ bets: BetWire[] }>(w, 'GET', '/api/sports/bets', { session: s });
    const byId = new Map(mine.body.bets.map((x) => [x.betId, x]));
    const voided = await resultOf(hoops);
    expect(voided.serverSeed).not.toBeNull();
    const graded = async (l: Leg) => {
      const e = await resultOf({ id: l.eventId } as EventWire);
      if (e.outcome === null) return 'void' as const;
      const market = priceEvent(sportModel(e.sport, e.fixture as FixtureOf<SportId>)).find(
        (m) => m.id === l.marketId,
      )!;
      return settleSelection(market, l.selectionId, recompute(e).outcome as SportOutcome);
    };
    let expected = 1_000_000n - 2_550n - 4_000n - 3_000n;
    for (const [placed, stake] of [
      [single.body.bet, 2_550n],
      [parlay.body.bet, 4_000n],
      [onVoided.body.bet, 3_000n],
    ] as const) {
      const settled = byId.get(placed.betId)!;
      expect(settled.status).toBe('settled');
      const legs = await Promise.all(
        settled.legs.map(async (l, i) => ({
          eventId: l.eventId,
          odds: l.odds,
          result: await graded({ ...(placed.legs[i] as unknown as Leg), eventId: l.eventId }),
        })),
      );
      expect(settled.legs.map((l) => l.result)).toEqual(legs.map((l) => l.result));
      const want = settleBet(legs, stake, toMinor(defaultSportsConfig.maxPayoutMajor, 2)!);
      expect(toMinor(settled.payout!, 2)).toBe(want.payout);
      expected += want.payout;
    }
    expect(byId.get(onVoided.body.bet.betId)!).toMatchObject({ result: 'push', payout: 30 });
    expect(await platformCash(w, p.id)).toBe(expected);
    expect((await reconcile(w, 'HOUSESB')).problems).toEqual([]);
  });

  it('settles each bet exactly once with two settlers racing on one database', async () => {
    const p = await player(w, 'HOUSESB_VIRTUAL', 1_000_000n);
    const s = p.session.session;
    const open = (await events('basketball')).find((e) => e.phase === 'open')!;
    at(Date.parse(open.kickoffAt) - 1_000);
    const placed: BetWire[] = [];
    for (let i = 0; i < 6; i++) {
      const market = open.markets![i % open.markets!.length]!;
      const res = await bet(s, {
        stake: 10 + i,
        legs: [
          {
            eventId: open.id,
            marketId: market.id,
            selectionId: market.selections[i % 2]!.id,
            odds: market.selections[i % 2]!.odds,
          },
        ],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      placed.push(res.body.bet);
    }
    const h = w.house.house;
    const other = createSports(w.houseDb, {
      seamless: h.seamless,
      sessions: h.sessions,
      config: defaultSportsConfig,
      settings: createSportsSettings(w.houseDb),
      log: w.house.log,
    });
    // Both processes make the same events ahead: the second insert of each is a no-op.
    const count = async () =>
      Number(
        (
          await w.houseDb
            .selectFrom('sports_event')
            .select((e) => e.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    await h.sports.ensureSchedule();
    const before = await count();
    await Promise.all([h.sports.ensureSchedule(), other.ensureSchedule()]);
    expect(await count()).toBe(before);
    const exposure = await h.sports.exposure(open.id);
    expect(exposure.reduce((n, x) => n + Number(x.bets), 0)).toBe(6);

    at(Date.parse(open.endAt) + 1);
    const due = await w.houseDb
      .selectFrom('sports_event')
      .select('id')
      .where('status', 'in', ['scheduled', 'closed'])
      .where('end_at', '<=', new Date(now))
      .execute();
    expect(due.map((e) => e.id)).toContain(open.id);
    const passes = await Promise.all([
      h.sports.settleDue(),
      other.settleDue(),
      h.sports.settleDue(),
      other.settleDue(),
    ]);
    // Each ended event drawn once, each bet settled once, whichever settler got there.
    expect(passes.reduce((n, x) => n + x.events, 0)).toBe(due.length);
    expect(passes.reduce((n, x) => n + x.bets, 0)).toBe(6);
    await h.outbox.drain();
    const wins = await w.houseDb
      .selectFrom('outbox')
      .select(['round_id'])
      .where('action', '=', 'win')
      .where(
        'round_id',
        'in',
        placed.map((x) => x.roundId),
      )
      .execute();
    expect(wins.length).toBe(6);
    expect(new Set(wins.map((x) => x.round_id)).size).toBe(6);
    const mine = await houseCall<{ bets: BetWire[] }>(w, 'GET', '/api/sports/bets', { session: s });
    const paid = mine.body.bets.reduce((n, x) => n + toMinor(x.payout!, 2)!, 0n);
    const staked = placed.reduce((n, x) => n + toMinor(x.stake, 2)!, 0n);
    expect(await platformCash(w, p.id)).toBe(1_000_000n - staked + paid);
    expect((await reconcile(w, 'HOUSESB')).problems).toEqual([]);
  });

  it('takes bets only in a sportsbook lobby session, on the sports of its lobby', async () => {
    const cock = (await events('cockfight')).find((e) => e.phase === 'open')!;
    const ball = (await events('football')).find((e) => e.phase === 'open')!;
    at(Math.min(Date.parse(cock.kickoffAt), Date.parse(ball.kickoffAt)) - 1_000);
    const sb = await player(w, 'HOUSESB_VIRTUAL', 100_000n);
    expect(sb.session).toMatchObject({ vendor: 'HOUSESB', game: 'HOUSESB_VIRTUAL', rtp: 95 });
    expect(sb.session.limits).toEqual({ minBet: 1, maxBet: 10_000, chips: [10, 50, 100, 500, 1_000] });
    const wrongSport = await bet(sb.session.session, { stake: 10, legs: [leg(cock)] });
    expect(wrongSport.status).toBe(400);
    expect(wrongSport.body.error).toBe('request.invalid');
    const parlayAcross = await bet(sb.session.session, { stake: 10, legs: [leg(ball), leg(cock)] });
    expect(parlayAcross.body.error).toBe('request.invalid');

    // A session of another house game takes no sports bet and lists none.
    const dice = await player(w, 'HOUSE_DICE', 100_000n);
    const fromDice = await bet(dice.session.session, { stake: 10, legs: [leg(ball)] });
    expect(fromDice.status).toBe(400);
    expect(fromDice.body.error).toBe('request.invalid');
    const diceBets = await houseCall(w, 'GET', '/api/sports/bets', { session: dice.session.session });
    expect(diceBets.body.error).toBe('request.invalid');

    const cf = await player(w, 'HOUSECF_VIRTUAL', 100_000n);
    expect(cf.session.vendor).toBe('HOUSECF');
    expect((await bet(cf.session.session, { stake: 10, legs: [leg(ball)] })).body.error).toBe(
      'request.invalid',
    );
    const fight = await bet(cf.session.session, { stake: 10, legs: [leg(cock)] });
    expect(fight.status, JSON.stringify(fight.body)).toBe(200);
    expect(await platformCash(w, cf.id)).toBe(100_000n - 1_000n);
    expect(await platformCash(w, sb.id)).toBe(100_000n);
    expect(await platformCash(w, dice.id)).toBe(100_000n);
  });

  it('the platform records a sports bet with its legs, the result of each leg and verify page', async () => {
    await w.house.house.sports.ensureSchedule();
    const ball = (await events('football')).find((e) => e.phase === 'open')!;
    const hoops = (await events('basketball')).find((e) => e.phase === 'open')!;
    at(Math.min(Date.parse(ball.kickoffAt), Date.parse(hoops.kickoffAt)) - 1_000);
    const p = await player(w, 'HOUSESB_VIRTUAL', 100_000n);
    const legs = [leg(ball, 0, 0), leg(hoops, 0, 1)];
    const placed = await bet(p.session.session, { stake: 12, legs });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const dice = await player(w, 'HOUSE_DICE', 100_000n);

    const record = async (token: string, language: 'TW' | 'EN' | 'VI') => {
      const res = await w.platform.app.inject({
        url: '/wps/relay/getPersonalGameHistory',
        headers: demo({ authorization: token, language }),
      });
      expect(res.statusCode, res.body).toBe(200);
      return betHistoryValue.parse(res.json().value).rows;
    };
    const [row] = await record(p.token, 'VI');
    expect(row).toMatchObject({ roundId: placed.body.bet.roundId, vendor: 'HOUSESB', status: 'OPEN' });
    const ballFixture = ball.fixture as { home: { name: { vi: string } }; away: { name: { vi: string } } };
    expect(row!.legs).toEqual([
      {
        eventId: ball.id,
        sport: 'football',
        eventName: `${ballFixture.home.name.vi} vs ${ballFixture.away.name.vi}`,
        market: '1X2',
        selection: ballFixture.home.name.vi,
        odds: legs[0]!.odds / 1000,
        kickoffAt: ball.kickoffAt,
        result: null,
        verifyUrl: `http://localhost:1/verify?event=${encodeURIComponent(ball.id)}&lang=VI`,
      },
      expect.objectContaining({
        eventId: hoops.id,
        sport: 'basketball',
        odds: legs[1]!.odds / 1000,
        result: null,
      }),
    ]);
    expect(row!.verifyUrl).toBe(row!.legs![0]!.verifyUrl);
    const tw = (await record(p.token, 'TW'))[0]!.legs!;
    expect(tw[0]!.market).toBe('獨贏');
    // Other rounds carry no legs.
    expect((await record(dice.token, 'EN')).every((r) => r.legs === undefined)).toBe(true);

    await settleAll(Math.max(Date.parse(ball.endAt), Date.parse(hoops.endAt)));
    const mine = await houseCall<{ bets: BetWire[] }>(w, 'GET', '/api/sports/bets', {
      session: p.session.session,
    });
    const settled = mine.body.bets.find((x) => x.betId === placed.body.bet.betId)!;
    expect(settled.status).toBe('settled');
    const [after] = await record(p.token, 'EN');
    expect(after!.status).toBe('SETTLED');
    expect(after!.winAmount).toBe(settled.payout);
    expect(after!.legs!.map((l) => l.result)).toEqual(settled.legs.map((l) => l.result));
    expect(after!.legs!.every((l) => l.result !== null)).toBe(true);
    expect((await reconcile(w, 'HOUSESB')).problems).toEqual([]);
  });
});
