import { describe, expect, it } from 'vitest';
import { parlayOdds, settleBet } from '../src/engine/sports/index.ts';
import { defaultSportsSettings } from '../src/server/modules/sports/settings.ts';

/** The operator's starting settings, as the events answer carries them. */
const limits = {
  stakes: defaultSportsSettings().stakes,
  maxPayoutMajor: defaultSportsSettings().payout.maxMajor,
};
import {
  maxStakeForPayout,
  parlayOddsOf,
  parlayProblem,
  payoutOf,
  pickChanges,
  pickKey,
  slipBets,
  stakeBounds,
  stakeProblem,
  togglePick,
  type SlipPick,
} from '../web/src/lib/sports-slip.ts';

const pick = (eventId: string, odds: number, over: Partial<SlipPick> = {}): SlipPick => ({
  eventId,
  sport: 'football',
  homeId: 'harbour-falcons',
  awayId: 'jade-dragons',
  kickoffAt: '2026-11-28T19:00:00.000Z',
  marketId: '1x2',
  kind: '1x2',
  line: null,
  selectionId: 'home',
  odds,
  ...over,
});

const session = { minBet: 1, maxBet: 50_000 };

describe('sportsbook slip', () => {
  it('tapping a price adds it, tapping it again removes it, another price of the market replaces it', () => {
    const a = pick('e1', 1875);
    let picks = togglePick([], a);
    expect(picks).toEqual([a]);
    const draw = pick('e1', 3400, { selectionId: 'draw' });
    picks = togglePick(picks, draw);
    expect(picks).toEqual([draw]);
    const total = pick('e1', 1900, { marketId: 'total:2.5', kind: 'total', line: 2.5, selectionId: 'over' });
    picks = togglePick(picks, total);
    expect(picks).toHaveLength(2);
    expect(togglePick(picks, { ...draw })).toEqual([total]);
  });

  it('parlay odds: one floor over the exact product, as the server settles, whatever the order', () => {
    const legs = [pick('a', 1333), pick('b', 1333), pick('c', 1333)];
    // 1.333^3 = 2.368593...: 2368; flooring after each leg would give 2367.
    expect(parlayOddsOf(legs)).toBe(2368);
    expect(parlayOddsOf([...legs].reverse())).toBe(2368);
    const server = settleBet(
      legs.map((l) => ({ eventId: l.eventId, odds: l.odds, result: 'won' as const })),
      10_000n,
      10n ** 12n,
    );
    expect(server.odds).toBe(2368n);
    expect(payoutOf(10_000, 2368)).toBe(Number(server.payout));
    expect(parlayOddsOf([pick('a', 1875), pick('b', 2100)])).toBe(
      Number(
        parlayOdds([
          { eventId: 'a', odds: 1875, result: 'won' },
          { eventId: 'b', odds: 2100, result: 'won' },
        ]),
      ),
    );
  });

  it('payout rounds down to the minor unit: floor(stake x odds / 1000)', () => {
    expect(payoutOf(1001, 1875)).toBe(1876);
    expect(payoutOf(100, 1010)).toBe(101);
    expect(payoutOf(99, 1010)).toBe(99);
  });

  it('refuses a parlay with two legs of one event, one leg, or more than 10, before sending', () => {
    expect(
      parlayProblem([
        pick('e1', 1500),
        pick('e1', 2000, { marketId: 'btts', kind: 'btts', selectionId: 'yes' }),
      ]),
    ).toBe('same_event');
    expect(parlayProblem([pick('e1', 1500)])).toBe('too_few');
    expect(parlayProblem(Array.from({ length: 11 }, (_, i) => pick(`e${i}`, 1500)))).toBe('too_many_legs');
    expect(parlayProblem(Array.from({ length: 10 }, (_, i) => pick(`e${i}`, 1500)))).toBeNull();
  });

  it('stake bounds: the sports limits of each kind within the session, a parlay the tightest leg', () => {
    expect(stakeBounds(['1x2'], limits, session, 2)).toEqual({ min: 100, max: 1_000_000 });
    expect(stakeBounds(['correct-score'], limits, session, 2)).toEqual({
      min: 100,
      max: 100_000,
    });
    expect(stakeBounds(['1x2', 'correct-score'], limits, session, 2)).toEqual({
      min: 100,
      max: 100_000,
    });
    expect(stakeBounds(['1x2'], limits, { minBet: 5, maxBet: 500 }, 2)).toEqual({
      min: 500,
      max: 50_000,
    });
    expect(stakeBounds(['1x2'], limits, { minBet: 20_000, maxBet: 30_000 }, 2)).toBeNull();
  });

  it('a stake under or over the bounds, or whose payout passes the maximum, is refused', () => {
    const bounds = { min: 100, max: 1_000_000 };
    const maxPayout = 20_000_000;
    expect(stakeProblem(null, bounds, 2000, maxPayout)).toBe('empty');
    expect(stakeProblem(99, bounds, 2000, maxPayout)).toBe('below');
    expect(stakeProblem(1_000_001, bounds, 2000, maxPayout)).toBe('above');
    // 10,000.00 at 2,500.000 would return 25,000,000.00.
    expect(stakeProblem(1_000_000, bounds, 2_500_000, maxPayout)).toBe('payout');
    const top = maxStakeForPayout(2_500_000, maxPayout);
    expect(stakeProblem(top, bounds, 2_500_000, maxPayout)).toBeNull();
    expect(stakeProblem(top + 1, bounds, 2_500_000, maxPayout)).toBe('payout');
  });

  it('slip bets: a stake per single, one for the parlay, the total checked against the balance', () => {
    const picks = [pick('a', 2000), pick('b', 3000)];
    const singles = slipBets({
      picks,
      mode: 'singles',
      stakes: { [pickKey(picks[0]!)]: 1000 },
      limits,
      session,
      decimals: 2,
      balanceMinor: 1_500,
      defaultStake: 1000,
    });
    expect(singles.bets.map((b) => b.payout)).toEqual([2000, 3000]);
    expect(singles.total).toBe(2000);
    expect(singles.bets.every((b) => b.problem === 'balance')).toBe(true);

    const parlay = slipBets({
      picks,
      mode: 'parlay',
      stakes: { parlay: 1000 },
      limits,
      session,
      decimals: 2,
      balanceMinor: 10_000,
    });
    expect(parlay.bets).toHaveLength(1);
    expect(parlay.bets[0]!.odds).toBe(6000);
    expect(parlay.bets[0]!.payout).toBe(6000);
    expect(parlay.bets[0]!.problem).toBeNull();
    expect(parlay.totalPayout).toBe(6000);
  });

  it('reports moved and closed prices of the slip', () => {
    const a = pick('a', 2000);
    const b = pick('b', 3000);
    const now = new Map([[pickKey(a), 1950]]);
    const changes = pickChanges([a, b], now);
    expect(changes.get(pickKey(a))).toEqual({ from: 2000, to: 1950 });
    expect(changes.get(pickKey(b))).toEqual({ from: 3000, to: null });
    expect(pickChanges([a], new Map([[pickKey(a), 2000]])).size).toBe(0);
  });
});
