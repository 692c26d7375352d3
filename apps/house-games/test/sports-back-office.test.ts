import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_SKEW_MS, type OperatorEvents, type SportsSettings } from '@portal/contract/sports-operator';
import { buildApp } from '../src/server/app.ts';
import { clock } from '../src/server/lib/clock.ts';
import { defaultSportsSettings } from '../src/server/modules/sports/settings.ts';
import { defaultTuning } from '../src/server/tuning.ts';
import { bo as boOf, operator, staff as staffOf } from './support/back-office.ts';
import {
  HOUSE_TEST_SECRET,
  houseCall,
  platformCash,
  player,
  requestId,
  startWorld,
  type World,
  WORLD_START_MS,
} from './support/world.ts';

// The sportsbook's back office (issue 19 item 7, decision 0072): settings in the house database applied by
// every house process within the cache time, the signed operator API, exposure, voiding exactly once, and
// the platform's /bo/v1/sportsbook routes in front of it.

interface Market {
  id: string;
  kind: string;
  selections: { id: string; odds: number }[];
}
interface Ev {
  id: string;
  kickoffAt: string;
  markets?: Market[];
}

let w: World;
const realNow = clock.nowMs;
let now = 0;
const TTL = defaultTuning.sportsSettingsTtlMs;

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

const settingsOf = async (app: FastifyInstance) =>
  (await operator<SportsSettings>(app, 'GET', '/operator/v1/sports/settings')).body;
const update = (app: FastifyInstance, change: Partial<SportsSettings>) =>
  operator<{ before: SportsSettings; after: SportsSettings }>(
    app,
    'PUT',
    '/operator/v1/sports/settings',
    change,
  );

async function openEvents(sport: string): Promise<Ev[]> {
  const res = await houseCall<{ events: Ev[] }>(w, 'GET', `/api/sports/events?sport=${sport}`);
  return res.body.events.filter((e) => e.markets);
}

const staff = (role: string) => staffOf(w, role);
const bo = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  boOf(w, token, method, url, payload);

describe('the operator API', () => {
  it('refuses unsigned, badly signed, stale and altered calls with 401 operator.signature.invalid', async () => {
    const url = '/operator/v1/sports/settings';
    const good = await operator(w.house, 'GET', url);
    expect(good.status).toBe(200);
    const refusals = [
      await operator(w.house, 'GET', url, undefined, { omit: true }),
      await operator(w.house, 'GET', url, undefined, { secret: 'not-the-secret' }),
      await operator(w.house, 'GET', url, undefined, { timestamp: clock.nowMs() - OPERATOR_SKEW_MS - 1_000 }),
      await operator(
        w.house,
        'PUT',
        url,
        { payout: { maxMajor: 1 } },
        { signedBody: '{"payout":{"maxMajor":9}}' },
      ),
      await operator(
        w.house,
        'POST',
        '/operator/v1/sports/events/x/void',
        { reason: 'test' },
        { secret: '' },
      ),
    ];
    for (const r of refusals) {
      expect(r.status).toBe(401);
      expect(r.body.error).toBe('operator.signature.invalid');
      expect(r.body.message).toBeTruthy();
    }
    // The altered body changed nothing.
    expect((await settingsOf(w.house)).payout.maxMajor).toBe(defaultSportsSettings().payout.maxMajor);
  });

  it('starts from the values config.ts had and keeps every setting within its bounds', async () => {
    expect(await settingsOf(w.house)).toEqual(defaultSportsSettings());
    const d = defaultSportsSettings();
    for (const bad of [
      { margins: { ...d.margins, football: 0.009 } },
      { margins: { ...d.margins, cockfight: 0.201 } },
      { stakes: { ...d.stakes, default: { min: 50, max: 10 } } },
      { stakes: { ...d.stakes, byKind: { 'correct-score': { min: 5, max: 4 } } } },
      { stakes: { ...d.stakes, byKind: { 'no-such-kind': { min: 1, max: 4 } } } },
      { payout: { maxMajor: 0 } },
      { payout: { maxMajor: 10.001 } },
      {},
    ]) {
      const res = await update(w.house, bad as Partial<SportsSettings>);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error).toBe('sports.settings.invalid');
    }
    const edges = await update(w.house, {
      margins: { football: 0.01, basketball: 0.2, esports: 0.05, cockfight: 0.05 },
    });
    expect(edges.status).toBe(200);
    expect(edges.body.before.margins).toEqual(d.margins);
    expect(edges.body.after.margins.basketball).toBe(0.2);
    expect((await update(w.house, { margins: d.margins })).status).toBe(200);
  });

  it('applies a change on a second house process on the same database within the cache time', async () => {
    const second = await buildApp({
      db: w.houseDb,
      config: {
        platformUrl: w.platformUrl,
        vendorSecret: HOUSE_TEST_SECRET,
        portalOrigins: ['http://*:*'],
        webDist: path.join(import.meta.dirname, 'no-dist'),
        logLevel: 'silent',
      },
      logger: false,
    });
    try {
      const p = await player(w, 'HOUSECF_VIRTUAL', 1_000_000n);
      const [cock] = await openEvents('cockfight');
      const winner = cock!.markets!.find((m) => m.id === 'winner')!;
      const oddsBefore = winner.selections[0]!.odds;
      const betOnSecond = (stake: number, odds: number) =>
        second.inject({
          method: 'POST',
          url: '/api/sports/bets',
          headers: { 'x-house-session': p.session.session },
          payload: {
            requestId: requestId(),
            stake,
            oddsChange: 'none',
            legs: [{ eventId: cock!.id, marketId: 'winner', selectionId: winner.selections[0]!.id, odds }],
          },
        });
      // The second process has read the settings (its cache starts now).
      expect((await settingsOf(second)).stakes.default.max).toBe(10_000);
      expect((await betOnSecond(1, oddsBefore)).statusCode).toBe(200);

      const d = defaultSportsSettings();
      const changed = await update(w.house, {
        stakes: { ...d.stakes, default: { min: 1, max: 5 } },
        margins: { ...d.margins, cockfight: 0.15 },
        schedules: { ...d.schedules, football: { paused: true } },
      });
      expect(changed.status).toBe(200);

      now += TTL + 1;
      const refused = await betOnSecond(10, oddsBefore);
      expect(refused.json().error).toBe('sports.odds.changed');
      // Current prices: the open event is priced again at the new margin (decision 0072).
      const repriced = await second.inject({ method: 'GET', url: `/api/sports/events/${cock!.id}` });
      const oddsAfter = (repriced.json() as { event: Ev }).event.markets!.find((m) => m.id === 'winner')!
        .selections[0]!.odds;
      expect(oddsAfter).toBeLessThan(oddsBefore);
      // The page's slip and rules read the limits from the events answer: it carries the new ones.
      const listed = await second.inject({ method: 'GET', url: '/api/sports/events?sport=cockfight' });
      expect(listed.json().rules).toMatchObject({ margin: 0.15, stakes: { default: { min: 1, max: 5 } } });
      expect((await betOnSecond(10, oddsAfter)).json().error).toBe('bet.outside.limits');
      expect((await betOnSecond(5, oddsAfter)).statusCode).toBe(200);

      // Paused football: no new events; those made already stay.
      const football = async () =>
        (await w.houseDb.selectFrom('sports_event').select('id').where('sport', '=', 'football').execute())
          .length;
      const before = await football();
      expect(before).toBeGreaterThan(0);
      await second.house.sports.ensureSchedule(now + 20 * 180_000);
      expect(await football()).toBe(before);
      expect(
        (await update(w.house, { schedules: d.schedules, stakes: d.stakes, margins: d.margins })).status,
      ).toBe(200);
      now += TTL + 1;
      await second.house.sports.ensureSchedule(now + 20 * 180_000);
      expect(await football()).toBeGreaterThan(before);
      await w.house.house.outbox.drain();
    } finally {
      await second.close();
    }
  });
});

describe('exposure and voiding through the platform back office', () => {
  it('sums stakes and worst cases per market and selection, and voids an event exactly once', async () => {
    const owner = await staff('OWNER');
    // Not the event the settings test bet on.
    const [, cock, other] = await openEvents('cockfight');
    const winner = cock!.markets!.find((m) => m.id === 'winner')!;
    const [meron, wala] = winner.selections;
    const p = await player(w, 'HOUSECF_VIRTUAL', 1_000_000n);
    const place = async (stake: number, legs: { e: Ev; m: Market; s: { id: string; odds: number } }[]) => {
      const res = await houseCall<{ bet: { potentialPayout: number } }>(w, 'POST', '/api/sports/bets', {
        session: p.session.session,
        body: {
          requestId: requestId(),
          stake,
          oddsChange: 'none',
          legs: legs.map((l) => ({ eventId: l.e.id, marketId: l.m.id, selectionId: l.s.id, odds: l.s.odds })),
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.bet;
    };
    await place(10, [{ e: cock!, m: winner, s: meron! }]);
    await place(20.5, [{ e: cock!, m: winner, s: meron! }]);
    await place(5, [{ e: cock!, m: winner, s: wala! }]);
    // A cockfight lobby's session bets on fights only: the parlay's other leg is a later fight.
    const ml = other!.markets!.find((m) => m.id === 'winner')!;
    const parlay = await place(4, [
      { e: cock!, m: winner, s: meron! },
      { e: other!, m: ml, s: ml.selections[0]! },
    ]);
    await w.house.house.outbox.drain();

    // By hand, in cents: a single pays stake × odds / 1000 (rounded down); the parlay its potential payout.
    const pay = (cents: number, odds: number) => Math.floor((cents * odds) / 1000);
    const meronWorst =
      pay(1000, meron!.odds) + pay(2050, meron!.odds) + Math.round(parlay.potentialPayout * 100);
    const walaWorst = pay(500, wala!.odds);

    const listed = await bo(owner, 'GET', '/bo/v1/sportsbook/events?sport=cockfight');
    expect(listed.statusCode, listed.body).toBe(200);
    const events = (listed.json() as { value: OperatorEvents }).value;
    const e = events.events.find((x) => x.id === cock!.id)!;
    expect(e.phase).toBe('upcoming');
    expect(e.exposure).toHaveLength(1);
    const [cur] = e.exposure;
    expect(cur!.stakes).toBe(39.5);
    const market = cur!.markets.find((m) => m.marketId === 'winner')!;
    expect(market.bets).toBe(4);
    const sel = new Map(market.selections.map((s) => [s.selectionId, s]));
    expect(sel.get(meron!.id)).toEqual({
      selectionId: meron!.id,
      bets: 3,
      stakes: 34.5,
      worstCase: meronWorst / 100,
    });
    expect(sel.get(wala!.id)).toEqual({
      selectionId: wala!.id,
      bets: 1,
      stakes: 5,
      worstCase: walaWorst / 100,
    });
    expect(market.worstCase).toBe(Math.max(meronWorst, walaWorst) / 100);
    expect(cur!.worstCase).toBe(market.worstCase);

    // Two voids at once: one voids and refunds, the other is told the event is final.
    const cashBefore = await platformCash(w, p.id);
    const reason = { reason: 'Operator test: fight cancelled' };
    const [a, b] = await Promise.all([
      bo(owner, 'POST', `/bo/v1/sportsbook/events/${cock!.id}/void`, reason),
      bo(owner, 'POST', `/bo/v1/sportsbook/events/${cock!.id}/void`, reason),
    ]);
    const answers = [a!, b!].sort((x, y) => x.statusCode - y.statusCode);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 409]);
    expect(answers[0]!.json().value).toEqual({ eventId: cock!.id, bets: 4 });
    expect(answers[1]!.json().errorCode).toBe('sportsbook.event.final');
    await w.house.house.sports.settleDue();
    await w.house.house.outbox.drain();
    // The three singles come back once; the parlay waits for its other fight.
    expect(await platformCash(w, p.id)).toBe(cashBefore + 1_000n + 2_050n + 500n);
    const wins = await w.houseDb
      .selectFrom('outbox')
      .select(['round_id'])
      .where('action', '=', 'win')
      .where('round_id', 'in', (q) =>
        q
          .selectFrom('sports_leg as l')
          .innerJoin('sports_bet as s', 's.id', 'l.bet_id')
          .select('s.round_id')
          .where('l.event_id', '=', cock!.id),
      )
      .execute();
    expect(wins).toHaveLength(3);
    expect(new Set(wins.map((x) => x.round_id)).size).toBe(3);

    const audit = await w.platform.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'before', 'after', 'outcome'])
      .where('action', '=', 'sportsbook.event.void')
      .execute();
    const done = audit.filter((r) => r.outcome === 200);
    expect(done).toHaveLength(1);
    expect(done[0]!.target).toBe(`sportsbook-event:${cock!.id}`);
    expect(done[0]!.after).toMatchObject({ status: 'void', bets: 4, reason: reason.reason });
    const missing = await bo(owner, 'POST', '/bo/v1/sportsbook/events/nope/void', reason);
    expect(missing.json().errorCode).toBe('sportsbook.event.not.found');
  });

  it('changes settings with before and after in the audit log; roles without the permission are refused', async () => {
    const owner = await staff('OWNER');
    const readOnly = await staff('READ_ONLY');
    const read = await bo(readOnly, 'GET', '/bo/v1/sportsbook/settings');
    expect(read.statusCode).toBe(200);
    const d = read.json().value as SportsSettings;
    const denied = await bo(readOnly, 'PUT', '/bo/v1/sportsbook/settings', { payout: { maxMajor: 1 } });
    expect(denied.json().errorCode).toBe('permission.denied');
    const bad = await bo(owner, 'PUT', '/bo/v1/sportsbook/settings', {
      margins: { ...d.margins, esports: 0.5 },
    });
    expect(bad.statusCode).toBe(400);
    const res = await bo(owner, 'PUT', '/bo/v1/sportsbook/settings', { payout: { maxMajor: 150_000 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.payout.maxMajor).toBe(150_000);
    const row = await w.platform.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'sportsbook.settings.update')
      .where('outcome', '=', 200)
      .executeTakeFirstOrThrow();
    expect(row.before).toEqual({ payout: { maxMajor: d.payout.maxMajor } });
    expect(row.after).toEqual({ payout: { maxMajor: 150_000 } });
    await bo(owner, 'PUT', '/bo/v1/sportsbook/settings', { payout: d.payout });
  });
});
