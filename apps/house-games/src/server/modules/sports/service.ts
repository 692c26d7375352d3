import type { VendorBetDetail } from '@portal/contract';
import { toMajor, toMinor } from '@portal/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import { hashSeed, newServerSeed } from '../../../engine/fair.ts';
import { drawSportsEvent } from '../../../engine/sports/fair-source-node.ts';
import {
  type FixtureOf,
  type GradedLeg,
  type Market,
  marketSpecs,
  ODDS_SCALE,
  parlayOdds,
  priceEvent,
  settleBet,
  settleSelection,
  type SportId,
  type SportModel,
  sportModel,
  SPORTS,
  type SportOutcome,
  validateParlay,
} from '../../../engine/sports/index.ts';
import { houseGameKind, houseVendorOf, sportsOfGame } from '../../../shared/api.ts';
import type { Db } from '../../db/client.ts';
import type { SportsLegResult } from '../../db/schema.ts';
import { clock } from '../../lib/clock.ts';
import { HouseError } from '../../lib/errors.ts';
import { newId, random } from '../../lib/random.ts';
import * as roundsRepo from '../rounds/repository.ts';
import { refusalError, type Seamless } from '../rounds/seamless.ts';
import type { HouseSession, Sessions } from '../sessions/service.ts';
import type { SportsSettings } from '@portal/contract/sports-operator';
import type { SportsConfig } from './config.ts';
import { fixturesAt } from './fixtures.ts';
import { legNames } from './leg-names.ts';
import { timelineSoFar } from './present.ts';
import * as repo from './repository.ts';
import { type SportsSettingsService, stakeLimitOf } from './settings.ts';

/** The game code of a sports bet's round (game_round.game_code); the platform records the session's game. */
export const SPORTS_GAME_CODE = 'HOUSE_SPORTS';

export type OddsChange = 'any' | 'higher' | 'none';

export interface BetAsk {
  requestId: string;
  /** Major units, like every amount on the wire. */
  stake: number;
  oddsChange: OddsChange;
  /** `odds`: the thousandths the player's slip showed. */
  legs: { eventId: string; marketId: string; selectionId: string; odds: number }[];
}

const UNIQUE_VIOLATION = '23505';
/** Bets a settler pays at once (the bench's match of 10,000 bets took 234 s one at a time). */
const SETTLE_CONCURRENCY = 8;

/** Sports bets take a session of a sportsbook lobby (HOUSESB, HOUSEES, HOUSECF), never one of another game. */
function requireSportsbook(s: HouseSession) {
  if (houseGameKind(s.game) !== 'sports' || s.vendor !== houseVendorOf(s.game))
    throw new HouseError('request.invalid');
}

/**
 * The house sportsbook (issue 19): events made ahead on schedules, bets as protocol rounds of the seamless
 * wallet (the same `bet`/`win` path, outbox and rollback as every house round), settlement exactly once.
 */
export function createSports(
  db: Db,
  deps: {
    seamless: Seamless;
    sessions: Sessions;
    config: SportsConfig;
    settings: SportsSettingsService;
    log: FastifyBaseLogger;
  },
) {
  const { seamless, sessions, config, settings, log } = deps;
  let timer: ReturnType<typeof setInterval> | null = null;

  const models = new Map<string, SportModel>();
  /** The event's model (deterministic from its fixture). */
  function modelOf(e: repo.EventRow): SportModel {
    let hit = models.get(e.id);
    if (!hit) {
      hit = sportModel(e.sport, e.fixture as unknown as FixtureOf<SportId>);
      if (models.size > 2_000) models.clear();
      models.set(e.id, hit);
    }
    return hit;
  }
  const prices = new Map<string, Market[]>();
  /** The event's current prices: its model at the sport's margin now (decision 0072). */
  function priced(e: repo.EventRow, s: SportsSettings): Market[] {
    const margin = s.margins[e.sport];
    const key = `${e.id}:${margin}`;
    let hit = prices.get(key);
    if (!hit) {
      hit = priceEvent(modelOf(e), { margin });
      if (prices.size > 2_000) prices.clear();
      prices.set(key, hit);
    }
    return hit;
  }

  const open = (e: repo.EventRow, now: number) => e.status === 'scheduled' && e.kickoff_at.getTime() > now;
  const progressOf = (e: repo.EventRow, now: number) =>
    (now - e.kickoff_at.getTime()) / (e.end_at.getTime() - e.kickoff_at.getTime());

  /** An event as the pages see it; the server seed only once the event is settled or void. */
  function eventValue(e: repo.EventRow, now: number, s: SportsSettings | null) {
    const finished = e.status === 'settled' || e.status === 'void';
    const phase = finished ? e.status : open(e, now) ? 'open' : 'playing';
    return {
      id: e.id,
      sport: e.sport,
      matchNo: e.match_no,
      season: e.season,
      round: e.round_no,
      kickoffAt: e.kickoff_at.toISOString(),
      endAt: e.end_at.toISOString(),
      status: e.status,
      phase,
      fixture: e.fixture,
      serverSeedHash: e.server_seed_hash,
      clientSeed: e.client_seed,
      nonce: e.nonce,
      serverSeed: finished ? e.server_seed : null,
      outcome: e.status === 'settled' ? e.outcome : null,
      voidReason: e.void_reason,
      // Odds in thousandths, only while betting is open.
      markets: s && phase === 'open' ? priced(e, s).map(marketValue) : undefined,
    };
  }

  const marketValue = (m: Market) => ({
    id: m.id,
    kind: m.kind,
    line: m.line,
    selections: m.selections.map((s) => ({ id: s.id, odds: s.odds })),
  });

  async function ensureSchedule(nowMs = clock.nowMs()): Promise<number> {
    let made = 0;
    const { schedules } = await settings.current();
    for (const sport of SPORTS) {
      // Paused: no new events; those made already still run and settle.
      if (schedules[sport].paused) continue;
      const { everyMs, playMs } = config.schedules[sport];
      const first = Math.floor(nowMs / everyMs) + 1;
      for (let slot = first; slot < first + config.ahead; slot++) {
        const kickoff = slot * everyMs;
        const fixtures = fixturesAt(sport, slot);
        const ids = fixtures.map((f) => `${sport}-${kickoff}-${f.matchNo}`);
        // Most ticks find the slot made already: no seeds drawn, no inserts tried.
        if ((await repo.eventsByIds(db, ids)).length === ids.length) continue;
        for (const f of fixtures) {
          const id = `${sport}-${kickoff}-${f.matchNo}`;
          const serverSeed = newServerSeed(random.bytes(32));
          await repo.insertEventIfNone(db, {
            id,
            sport,
            kickoff_at: new Date(kickoff),
            end_at: new Date(kickoff + playMs),
            match_no: f.matchNo,
            season: f.season,
            round_no: f.round,
            home_id: f.homeId,
            away_id: f.awayId,
            fixture: JSON.stringify(f.fixture),
            server_seed: serverSeed,
            server_seed_hash: hashSeed(serverSeed),
            client_seed: id,
            nonce: 0,
            status: 'scheduled',
          });
          made++;
        }
      }
    }
    return made;
  }

  function draw(e: repo.EventRow) {
    return drawSportsEvent(modelOf(e), e.server_seed, e.client_seed, e.nonce);
  }

  /** Grades the legs of a settled or voided event (idempotent: only ungraded legs are written). */
  async function gradeEvent(trx: Db, e: repo.EventRow, outcome: SportOutcome | null) {
    for (const leg of await repo.legsOfEvent(trx, e.id)) {
      if (leg.result !== null) continue;
      let result: SportsLegResult = 'void';
      if (outcome) {
        // The market's rule (kind, line), not its prices: a margin changed since cannot unlist it.
        const spec = marketSpecs(modelOf(e)).find((m) => m.id === leg.market_id);
        result = spec ? settleSelection({ ...spec, sport: e.sport }, leg.selection_id, outcome) : 'void';
      }
      await repo.gradeLeg(trx, leg.bet_id, leg.leg_no, result);
    }
  }

  /** Events whose window ended: drawn, seed revealed, legs graded; one process wins each event. */
  async function finishEnded(nowMs: number): Promise<number> {
    await repo.closeKickedOff(db, new Date(nowMs));
    let n = 0;
    for (const e of await repo.endedUnsettled(db, new Date(nowMs))) {
      const drawn = draw(e);
      const won = await db.transaction().execute(async (trx) => {
        const mine = await repo.finishEvent(trx, e.id, 'settled', {
          outcome: { ...drawn.outcome, timeline: drawn.timeline },
          voidReason: null,
          now: new Date(nowMs),
        });
        if (mine) await gradeEvent(trx, e, drawn.outcome);
        return mine;
      });
      if (won) n++;
    }
    return n;
  }

  /** Every bet whose legs are all graded: a protocol `win` (0 for a loss), exactly once per bet. */
  async function settleBets(nowMs: number): Promise<number> {
    let n = 0;
    const s = await settings.current();
    for (;;) {
      const bets = await repo.settleableBets(db, 200);
      if (bets.length === 0) return n;
      const legs = await repo.legsOfBets(
        db,
        bets.map((b) => b.id),
      );
      let progressed = 0;
      const settleOne = async (bet: (typeof bets)[number]) => {
        const mine = legs.filter((l) => l.bet_id === bet.id);
        const graded: GradedLeg[] = mine.map((l) => ({
          eventId: l.event_id,
          odds: l.odds,
          result: l.result!,
        }));
        const maxPayout = maxPayoutOf(s, bet.decimals);
        const settled = settleBet(graded, bet.stake, maxPayout > bet.stake ? maxPayout : bet.stake);
        const token = await repo.betToken(db, bet.round_id);
        const round = await roundsRepo.findRound(db, bet.round_id);
        if (!round) return;
        const win = await db.transaction().execute(async (trx) => {
          const outcome = {
            result: settled.result,
            odds: Number(settled.odds),
            legs: graded.map((g) => g.result),
          };
          if (!(await repo.claimRound(trx, bet.round_id, settled.payout, outcome, new Date(nowMs))))
            return null;
          await repo.recordResult(trx, bet.id, settled.result, settled.payout, new Date(nowMs));
          return seamless.queueWin(trx, round, token, settled.payout, 'win', {
            kind: 'sports',
            legs: graded.map((g) => ({ eventId: g.eventId, result: g.result })),
          });
        });
        if (win) {
          seamless.sendSoon([win]);
          n++;
        }
        progressed++;
      };
      // A few bets at a time: each claims its own round, so they never pay twice (decision 0070).
      let next = 0;
      await Promise.all(
        Array.from({ length: SETTLE_CONCURRENCY }, async () => {
          while (next < bets.length) await settleOne(bets[next++]!);
        }),
      );
      if (progressed === 0) return n;
    }
  }

  const maxPayoutOf = (s: SportsSettings, decimals: number) => toMinor(s.payout.maxMajor, decimals)!;

  function minorOf(major: number, decimals: number): bigint {
    const v = toMinor(major, decimals);
    if (v === null) throw new HouseError('bet.invalid');
    return v;
  }

  async function betValue(bet: repo.BetRow & { round_status: string }, legs: repo.LegRow[]) {
    const events = new Map(
      (await repo.eventsByIds(db, [...new Set(legs.map((l) => l.event_id))])).map((e) => [e.id, e]),
    );
    return {
      betId: bet.id,
      roundId: bet.round_id,
      time: bet.created_at.toISOString(),
      currency: bet.currency,
      stake: toMajor(bet.stake, bet.decimals),
      odds: Number(bet.odds),
      potentialPayout: toMajor(bet.potential_payout, bet.decimals),
      // placed (stake taken, waiting for its events), settled, void (refused), rolled_back (stake returned).
      status: bet.round_status === 'open' ? 'placed' : bet.round_status,
      result: bet.result,
      payout: bet.payout === null ? null : toMajor(bet.payout, bet.decimals),
      legs: legs.map((l) => {
        const e = events.get(l.event_id);
        return {
          eventId: l.event_id,
          sport: e?.sport,
          kickoffAt: e?.kickoff_at.toISOString(),
          homeId: e?.home_id,
          awayId: e?.away_id,
          marketId: l.market_id,
          selectionId: l.selection_id,
          odds: l.odds,
          result: l.result,
        };
      }),
    };
  }

  async function place(s: HouseSession, ask: BetAsk) {
    requireSportsbook(s);
    const decimals = s.player.decimals;
    const stake = minorOf(ask.stake, decimals);
    if (stake <= 0n) throw new HouseError('bet.invalid');
    const nowMs = clock.nowMs();
    const current = await settings.current();
    const events = new Map(
      (await repo.eventsByIds(db, [...new Set(ask.legs.map((l) => l.eventId))])).map((e) => [e.id, e]),
    );
    const legs = ask.legs.map((l) => {
      const e = events.get(l.eventId);
      if (!e) throw new HouseError('sports.event.not.found');
      // A lobby takes bets on its own sports only (HOUSECF: cockfights).
      if (!sportsOfGame(s.game).includes(e.sport)) throw new HouseError('request.invalid');
      if (!open(e, nowMs)) throw new HouseError('sports.closed');
      const market = priced(e, current).find((m) => m.id === l.marketId);
      const selection = market?.selections.find((x) => x.id === l.selectionId);
      if (!market || !selection) throw new HouseError('sports.selection.unavailable');
      const now = selection.odds;
      if (now !== l.odds) {
        if (ask.oddsChange === 'none' || (ask.oddsChange === 'higher' && now < l.odds))
          throw new HouseError('sports.odds.changed');
      }
      return { ...l, odds: now, seenOdds: l.odds, kind: market.kind, market, event: e };
    });
    if (validateParlay(legs)) throw new HouseError('sports.parlay.invalid');
    let min = 0n;
    let max = -1n;
    for (const l of legs) {
      const lim = stakeLimitOf(current, l.kind);
      const lo = minorOf(lim.min, decimals);
      const hi = minorOf(lim.max, decimals);
      if (lo > min) min = lo;
      if (max < 0n || hi < max) max = hi;
    }
    // The market kinds' limits within the session's (the merchant's stake limits, decision 0034).
    if (s.limits.minBet > min) min = s.limits.minBet;
    if (s.limits.maxBet < max) max = s.limits.maxBet;
    if (stake < min || stake > max) throw new HouseError('bet.outside.limits');
    const odds = parlayOdds(legs.map((l) => ({ eventId: l.eventId, odds: l.odds, result: 'won' })));
    const potential = (stake * odds) / BigInt(ODDS_SCALE);
    if (potential > maxPayoutOf(current, decimals)) throw new HouseError('sports.payout.exceeded');

    const betId = newId('sb');
    const roundId = newId('r');
    const first = legs[0]!.event;
    const { round, betCall } = await db.transaction().execute(async (trx) => {
      const round = await roundsRepo.insertRound(trx, {
        id: roundId,
        player_id: s.playerId,
        vendor_code: s.vendor,
        game_code: SPORTS_GAME_CODE,
        request_id: ask.requestId,
        protocol_round_id: roundId,
        currency: s.player.currency,
        decimals,
        bet: stake,
        win: 0n,
        params: JSON.stringify({
          sportsBetId: betId,
          legs: legs.map((l) => ({
            eventId: l.eventId,
            marketId: l.marketId,
            selectionId: l.selectionId,
            odds: l.odds,
          })),
        }),
        outcome: JSON.stringify({}),
        seed_id: null,
        // Each leg's event has its own seed; the round names the first (the bet lists them all).
        server_seed_hash: first.server_seed_hash,
        client_seed: first.client_seed,
        nonce: first.nonce,
        crash_round_id: null,
        status: 'pending',
        created_at: clock.now(),
      });
      await trx
        .insertInto('sports_bet')
        .values({
          id: betId,
          round_id: roundId,
          player_id: s.playerId,
          request_id: ask.requestId,
          currency: s.player.currency,
          decimals,
          stake,
          odds,
          potential_payout: potential,
          odds_change: ask.oddsChange,
          result: null,
          payout: null,
        })
        .execute();
      await trx
        .insertInto('sports_leg')
        .values(
          legs.map((l, i) => ({
            bet_id: betId,
            leg_no: i,
            event_id: l.eventId,
            market_id: l.marketId,
            selection_id: l.selectionId,
            odds: l.odds,
            seen_odds: l.seenOdds,
            result: null,
          })),
        )
        .execute();
      // The legs as the platform's betting record shows them (decision 0071).
      const detail: VendorBetDetail = {
        kind: 'sports',
        legs: legs.map((l) => ({
          eventId: l.eventId,
          sport: l.event.sport,
          ...legNames(l.event.sport, l.event.fixture, l.market, l.selectionId),
          odds: l.odds,
          kickoffAt: l.event.kickoff_at.toISOString(),
        })),
      };
      return { round, betCall: await seamless.queueBet(trx, round, s.platformToken, detail) };
    });
    const placed = await seamless.placeBet(round, betCall, s.platformToken, async (trx) => {
      // Kick-off may have passed while the platform answered: the bet stands (it was taken before).
      await roundsRepo.setStatus(trx, roundId, ['pending'], 'open');
    });
    if (placed.kind === 'refused') throw new HouseError(placed.error);
    if (placed.kind === 'unknown') throw new HouseError('platform.unavailable');
    return { bet: await myBet(s, betId), balance: placed.balance };
  }

  async function myBet(s: HouseSession, betId: string) {
    const bet = await repo.betOfPlayer(db, s.playerId, betId);
    return betValue(bet, await repo.legsOfBets(db, [betId]));
  }

  return {
    ensureSchedule,

    /** One pass of the settler: events that ended are drawn and graded, then their bets settled. */
    async settleDue(nowMs = clock.nowMs()) {
      const events = await finishEnded(nowMs);
      const bets = await settleBets(nowMs);
      return { events, bets };
    },

    /**
     * The operator voids an event (before it settled): its seed is revealed, its legs count 1.000 and
     * the bets settle with a `win` of what they return (a single: its stake). False if already final.
     */
    async voidEvent(eventId: string, reason: string): Promise<boolean> {
      const e = await repo.findEvent(db, eventId);
      if (!e) throw new HouseError('sports.event.not.found');
      return db.transaction().execute(async (trx) => {
        const mine = await repo.finishEvent(trx, e.id, 'void', {
          outcome: null,
          voidReason: reason,
          now: clock.now(),
        });
        if (mine) await gradeEvent(trx, e, null);
        return mine;
      });
    },

    /** `POST /api/sports/bets`. A repeated requestId answers the first bet, never a second one. */
    async placeBet(s: HouseSession, ask: BetAsk) {
      try {
        return await place(s, ask);
      } catch (error) {
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
        const earlier = await repo.betByRequest(db, s.playerId, ask.requestId);
        if (!earlier) throw error;
        if (earlier.round_status === 'void') throw new HouseError(refusalError(earlier.void_reason));
        if (earlier.round_status === 'rolled_back' || earlier.round_status === 'pending')
          throw new HouseError('platform.unavailable');
        return { bet: await myBet(s, earlier.id), balance: await sessions.balance(s) };
      }
    },

    async myBets(s: HouseSession, limit: number) {
      requireSportsbook(s);
      const bets = await repo.betsOfPlayer(db, s.playerId, limit);
      const legs = await repo.legsOfBets(
        db,
        bets.map((b) => b.id),
      );
      return {
        bets: await Promise.all(
          bets.map((b) =>
            betValue(
              b,
              legs.filter((l) => l.bet_id === b.id),
            ),
          ),
        ),
      };
    },

    /** Upcoming and playing events of a sport; odds while betting is open; never a seed before settlement. */
    async events(sport: SportId) {
      const nowMs = clock.nowMs();
      const rows = await repo.currentEvents(db, sport, new Date(nowMs));
      const s = await settings.current();
      const { everyMs, playMs } = config.schedules[sport];
      const byKind: Record<string, { min: number; max: number }> = {};
      for (const [kind, range] of Object.entries(s.stakes.byKind)) if (range) byKind[kind] = range;
      return {
        now: new Date(nowMs).toISOString(),
        events: rows.map((e) => eventValue(e, nowMs, s)),
        rules: {
          everyMs,
          playMs,
          margin: s.margins[sport],
          stakes: { default: s.stakes.default, byKind },
          maxPayoutMajor: s.payout.maxMajor,
        },
      };
    },

    /** One event; while it plays, its timeline up to now (nothing later); in full once settled. */
    async event(eventId: string) {
      const nowMs = clock.nowMs();
      const e = eventId.length <= 80 ? await repo.findEvent(db, eventId) : undefined;
      if (!e) throw new HouseError('sports.event.not.found');
      const value = eventValue(e, nowMs, await settings.current());
      let live: ReturnType<typeof timelineSoFar> & { progress: number } = {
        timeline: null,
        score: null,
        progress: 0,
      };
      if (e.status === 'settled') {
        const o = e.outcome as { timeline: unknown };
        live = { ...timelineSoFar(e.sport, o.timeline, 1), progress: 1 };
      } else if (e.status !== 'void' && !open(e, nowMs)) {
        const progress = Math.min(1, progressOf(e, nowMs));
        live = { ...timelineSoFar(e.sport, draw(e).timeline, progress), progress };
      }
      return { now: new Date(nowMs).toISOString(), event: value, live };
    },

    /** Settled and voided events with their seeds, outcomes and timelines, newest first. */
    async results(sport: SportId, limit: number) {
      const nowMs = clock.nowMs();
      const rows = await repo.finishedEvents(db, sport, limit);
      return { events: rows.map((e) => eventValue(e, nowMs, null)) };
    },

    /** The football league table of a season (default: the latest with a result) and each club's form. */
    async leagueTable(season?: number) {
      let q = db
        .selectFrom('sports_event')
        .selectAll()
        .where('sport', '=', 'football')
        .where('status', '=', 'settled');
      if (season !== undefined) q = q.where('season', '=', season);
      else
        q = q.where('season', '=', (eb) =>
          eb
            .selectFrom('sports_event')
            .select((e) => e.fn.max('season').as('s'))
            .where('sport', '=', 'football')
            .where('status', '=', 'settled'),
        );
      const rows = await q.orderBy('kickoff_at').orderBy('match_no').execute();
      return { season: season ?? rows[0]?.season ?? null, rows: leagueRows(rows) };
    },

    exposure: (eventId: string) => repo.exposure(db, eventId),

    /** Each process: events made ahead and ended ones settled, every `tickMs`. */
    start() {
      if (timer) return;
      let busy = false;
      timer = setInterval(() => {
        if (busy) return;
        busy = true;
        void (async () => {
          await ensureSchedule();
          const nowMs = clock.nowMs();
          await finishEnded(nowMs);
          await settleBets(nowMs);
        })()
          .catch((error: unknown) => log.error({ err: error }, 'sports tick failed'))
          .finally(() => {
            busy = false;
          });
      }, config.tickMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
export type Sports = ReturnType<typeof createSports>;

export interface LeagueRow {
  teamId: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  /** Last five results, oldest first: W, D, L. */
  form: ('W' | 'D' | 'L')[];
}

/** Points 3/1/0; ordered by points, goal difference, goals for, then team id. */
export function leagueRows(events: repo.EventRow[]): LeagueRow[] {
  const table = new Map<string, LeagueRow & { all: ('W' | 'D' | 'L')[] }>();
  const row = (teamId: string) => {
    let r = table.get(teamId);
    if (!r) {
      r = {
        teamId,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        goalsFor: 0,
        goalsAgainst: 0,
        goalDifference: 0,
        points: 0,
        form: [],
        all: [],
      };
      table.set(teamId, r);
    }
    return r;
  };
  for (const e of events) {
    const o = e.outcome as { home: number; away: number } | null;
    if (!o) continue;
    for (const [team, gf, ga] of [
      [e.home_id, o.home, o.away],
      [e.away_id, o.away, o.home],
    ] as const) {
      const r = row(team);
      r.played++;
      r.goalsFor += gf;
      r.goalsAgainst += ga;
      const res = gf > ga ? 'W' : gf === ga ? 'D' : 'L';
      if (res === 'W') {
        r.won++;
        r.points += 3;
      } else if (res === 'D') {
        r.drawn++;
        r.points++;
      } else r.lost++;
      r.all.push(res);
    }
  }
  return [...table.values()]
    .map(({ all, ...r }) => ({ ...r, goalDifference: r.goalsFor - r.goalsAgainst, form: all.slice(-5) }))
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goalDifference - a.goalDifference ||
        b.goalsFor - a.goalsFor ||
        a.teamId.localeCompare(b.teamId),
    );
}
