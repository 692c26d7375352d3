import { toMajor } from '@portal/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { OperatorEvent, SportsSettingsUpdate } from '@portal/contract/sports-operator';
import type { SportId } from '../../../engine/sports/index.ts';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import { HouseError } from '../../lib/errors.ts';
import type { SportsConfig } from './config.ts';
import * as repo from './repository.ts';
import type { Sports } from './service.ts';
import type { SportsSettingsService } from './settings.ts';

type ExposureRow = Awaited<ReturnType<typeof repo.exposureOfEvents>>[number];

/** Recent settled and voided events listed with the current ones. */
const RECENT = 20;

/**
 * Per currency: each market's selections with their bets, stakes and worst case (the potential payouts of
 * the bets on it); a market's worst case is its largest selection's (one selection wins); the event's is
 * the sum over markets, a bound, since a bet has one leg per event.
 */
export function exposureOf(rows: ExposureRow[]): OperatorEvent['exposure'] {
  const byCurrency = new Map<string, { decimals: number; markets: Map<string, ExposureRow[]> }>();
  for (const r of rows) {
    let c = byCurrency.get(r.currency);
    if (!c) byCurrency.set(r.currency, (c = { decimals: r.decimals, markets: new Map() }));
    const m = c.markets.get(r.market_id) ?? [];
    m.push(r);
    c.markets.set(r.market_id, m);
  }
  return [...byCurrency].map(([currency, { decimals, markets }]) => {
    let stakes = 0n;
    let worst = 0n;
    const list = [...markets].map(([marketId, sel]) => {
      let mStakes = 0n;
      let mWorst = 0n;
      let mBets = 0;
      const selections = sel.map((r) => {
        const s = BigInt(r.stakes);
        const p = BigInt(r.payouts);
        mStakes += s;
        mBets += Number(r.bets);
        if (p > mWorst) mWorst = p;
        return {
          selectionId: r.selection_id,
          bets: Number(r.bets),
          stakes: toMajor(s, decimals),
          worstCase: toMajor(p, decimals),
        };
      });
      stakes += mStakes;
      worst += mWorst;
      return {
        marketId,
        bets: mBets,
        stakes: toMajor(mStakes, decimals),
        worstCase: toMajor(mWorst, decimals),
        selections,
      };
    });
    return {
      currency,
      stakes: toMajor(stakes, decimals),
      worstCase: toMajor(worst, decimals),
      markets: list,
    };
  });
}

/** The operator API's services (decision 0072): settings, events with exposure, voiding. */
export function createSportsOperator(
  db: Db,
  deps: { sports: Sports; settings: SportsSettingsService; config: SportsConfig; log: FastifyBaseLogger },
) {
  const { sports, settings, config, log } = deps;

  function phaseOf(e: repo.EventRow, nowMs: number): OperatorEvent['phase'] {
    if (e.status === 'settled' || e.status === 'void') return e.status;
    return e.status === 'scheduled' && e.kickoff_at.getTime() > nowMs ? 'upcoming' : 'live';
  }

  return {
    settings: () => settings.current(),
    updateSettings: (change: SportsSettingsUpdate) => settings.update(change),

    /** Upcoming and live events of a sport, then the latest finished ones, each with its exposure. */
    async events(sport: SportId) {
      const nowMs = clock.nowMs();
      const [current, recent, s] = await Promise.all([
        repo.currentEvents(db, sport, new Date(nowMs)),
        repo.finishedEvents(db, sport, RECENT),
        settings.current(),
      ]);
      const rows = [...current, ...recent];
      const exposure = await repo.exposureOfEvents(
        db,
        rows.map((e) => e.id),
      );
      return {
        now: new Date(nowMs).toISOString(),
        sport,
        paused: s.schedules[sport].paused,
        everyMs: config.schedules[sport].everyMs,
        events: rows.map((e) => ({
          id: e.id,
          sport: e.sport,
          kickoffAt: e.kickoff_at.toISOString(),
          endAt: e.end_at.toISOString(),
          homeId: e.home_id,
          awayId: e.away_id,
          status: e.status,
          phase: phaseOf(e, nowMs),
          voidReason: e.void_reason,
          exposure: exposureOf(exposure.filter((x) => x.event_id === e.id)),
        })),
      };
    },

    /**
     * Voids an event not settled yet: its legs count 1.000 and its bets are settled at once (a single gets
     * its stake back). Exactly once: a second void, concurrent or later, answers sports.event.final.
     */
    async voidEvent(eventId: string, reason: string) {
      if (!(await sports.voidEvent(eventId, reason))) throw new HouseError('sports.event.final');
      const bets = await repo.betsOnEvent(db, eventId);
      // The refunds go out now rather than at the next tick; the tick retries if this fails.
      await sports
        .settleDue()
        .catch((error: unknown) => log.error({ err: error }, 'settle after void failed'));
      return { eventId, bets };
    },
  };
}
export type SportsOperator = ReturnType<typeof createSportsOperator>;
