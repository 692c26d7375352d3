import { describe, expect, it } from 'vitest';
import {
  type BasketballScore,
  type Grade,
  type GradedLeg,
  MAX_PARLAY_LEGS,
  parlayOdds,
  type SportOutcome,
  settleBet,
  settleSelection,
  validateParlay,
} from '../../../src/engine/sports/index.ts';

type Case = [kind: string, line: number | null, pick: string, grade: Grade];

function check(sport: SportOutcome['sport'], outcome: SportOutcome, cases: readonly Case[]): void {
  for (const [kind, line, pick, grade] of cases) {
    expect(settleSelection({ sport, kind, line }, pick, outcome), `${kind} ${line} ${pick}`).toBe(grade);
  }
}

describe('settling selections', () => {
  it('settles every football market on 2-1', () => {
    check('football', { sport: 'football', home: 2, away: 1 }, [
      ['1x2', null, 'home', 'won'],
      ['1x2', null, 'draw', 'lost'],
      ['1x2', null, 'away', 'lost'],
      ['double-chance', null, '1x', 'won'],
      ['double-chance', null, '12', 'won'],
      ['double-chance', null, 'x2', 'lost'],
      ['total', 2.5, 'over', 'won'],
      ['total', 2.5, 'under', 'lost'],
      ['total', 3.5, 'over', 'lost'],
      ['total', 3.5, 'under', 'won'],
      ['btts', null, 'yes', 'won'],
      ['btts', null, 'no', 'lost'],
      ['correct-score', null, '2-1', 'won'],
      ['correct-score', null, '1-2', 'lost'],
      ['correct-score', null, 'other-home', 'lost'],
      ['asian-handicap', -1, 'home', 'push'],
      ['asian-handicap', -1, 'away', 'push'],
      ['asian-handicap', -1.5, 'home', 'lost'],
      ['asian-handicap', -1.5, 'away', 'won'],
      ['asian-handicap', -0.5, 'home', 'won'],
      ['asian-handicap', 0, 'home', 'won'],
      ['asian-handicap', 1, 'away', 'lost'],
      ['asian-handicap', 1.5, 'away', 'lost'],
    ]);
  });

  it('settles Asian quarter lines as half stakes on the two neighbouring lines', () => {
    check('football', { sport: 'football', home: 2, away: 1 }, [
      ['asian-handicap', -0.75, 'home', 'half-won'], // -0.5 won, -1 push
      ['asian-handicap', -0.75, 'away', 'half-lost'],
      ['asian-handicap', -0.25, 'home', 'won'], // 0 won, -0.5 won
      ['asian-handicap', 0.25, 'away', 'lost'],
      ['asian-handicap', 0.75, 'away', 'lost'],
    ]);
    check('football', { sport: 'football', home: 1, away: 1 }, [
      ['asian-handicap', -0.25, 'home', 'half-lost'], // 0 push, -0.5 lost
      ['asian-handicap', -0.25, 'away', 'half-won'],
      ['asian-handicap', 0.25, 'home', 'half-won'],
      ['asian-handicap', 0.75, 'home', 'won'],
      ['asian-handicap', -0.75, 'home', 'lost'],
    ]);
  });

  it('settles the correct score "other" selections by result', () => {
    check('football', { sport: 'football', home: 5, away: 2 }, [
      ['correct-score', null, 'other-home', 'won'],
      ['correct-score', null, 'other-away', 'lost'],
      ['correct-score', null, '4-2', 'lost'],
      ['btts', null, 'yes', 'won'],
    ]);
    check('football', { sport: 'football', home: 0, away: 5 }, [
      ['correct-score', null, 'other-away', 'won'],
      ['btts', null, 'no', 'won'],
      ['total', 4.5, 'over', 'won'],
    ]);
    check('football', { sport: 'football', home: 1, away: 1 }, [
      ['1x2', null, 'draw', 'won'],
      ['asian-handicap', 0, 'home', 'push'],
      ['asian-handicap', 0.5, 'home', 'won'],
      ['asian-handicap', -0.5, 'away', 'won'],
      ['total', 1.5, 'over', 'won'],
    ]);
    expect(() =>
      settleSelection({ sport: 'football', kind: 'correct-score', line: null }, '5-0', {
        sport: 'football',
        home: 5,
        away: 0,
      }),
    ).toThrow(RangeError);
  });

  it('settles basketball on the final score, overtime included', () => {
    const ot: BasketballScore = {
      sport: 'basketball',
      home: 112,
      away: 108,
      overtime: { home: 12, away: 8 },
    };
    check('basketball', ot, [
      ['moneyline', null, 'home', 'won'],
      ['moneyline', null, 'away', 'lost'],
      ['spread', -3.5, 'home', 'won'],
      ['spread', -4.5, 'home', 'lost'],
      ['spread', -4.5, 'away', 'won'],
      ['spread', 2.5, 'away', 'lost'],
      ['total', 219.5, 'over', 'won'],
      ['total', 220.5, 'over', 'lost'],
      ['total', 220.5, 'under', 'won'],
    ]);
  });

  it('settles esports series', () => {
    check('esports', { sport: 'esports', home: 2, away: 1 }, [
      ['match-winner', null, 'home', 'won'],
      ['match-winner', null, 'away', 'lost'],
      ['map-handicap', -1.5, 'home', 'lost'],
      ['map-handicap', -1.5, 'away', 'won'],
      ['map-handicap', 1.5, 'home', 'won'],
      ['map-handicap', 1.5, 'away', 'lost'],
      ['total-maps', 2.5, 'over', 'won'],
      ['total-maps', 2.5, 'under', 'lost'],
    ]);
    check('esports', { sport: 'esports', home: 0, away: 2 }, [
      ['map-handicap', 1.5, 'home', 'lost'],
      ['map-handicap', 1.5, 'away', 'won'],
      ['total-maps', 2.5, 'under', 'won'],
    ]);
  });

  it('refunds Meron and Wala on a cockfight draw', () => {
    check('cockfight', { sport: 'cockfight', winner: 'draw' }, [
      ['winner', null, 'meron', 'push'],
      ['winner', null, 'wala', 'push'],
      ['winner', null, 'draw', 'won'],
    ]);
    check('cockfight', { sport: 'cockfight', winner: 'wala' }, [
      ['winner', null, 'meron', 'lost'],
      ['winner', null, 'wala', 'won'],
      ['winner', null, 'draw', 'lost'],
    ]);
  });

  it('refuses a market of another sport and unknown selections', () => {
    const score: SportOutcome = { sport: 'football', home: 1, away: 0 };
    expect(() =>
      settleSelection({ sport: 'basketball', kind: 'moneyline', line: null }, 'home', score),
    ).toThrow();
    expect(() => settleSelection({ sport: 'football', kind: '1x2', line: null }, 'meron', score)).toThrow();
    expect(() => settleSelection({ sport: 'football', kind: 'total', line: null }, 'over', score)).toThrow();
  });
});

const leg = (eventId: string, odds: number, result: GradedLeg['result']): GradedLeg => ({
  eventId,
  odds,
  result,
});

describe('settling bets', () => {
  const cap = 10n ** 12n;

  it('pays a single at floor(stake * odds / 1000)', () => {
    expect(settleBet([leg('e1', 1875, 'won')], 1001n, cap)).toEqual({
      result: 'won',
      odds: 1875n,
      payout: 1876n,
      capped: false,
    });
    expect(settleBet([leg('e1', 1875, 'lost')], 1000n, cap).payout).toBe(0n);
    expect(settleBet([leg('e1', 1875, 'push')], 1000n, cap)).toEqual({
      result: 'push',
      odds: 1000n,
      payout: 1000n,
      capped: false,
    });
  });

  it('multiplies parlay odds exactly, floors once, and counts a void or pushed leg as 1.000', () => {
    // 1.875 * 2.333 * 1.010 = 4.418146875 -> 4.418
    const legs = [leg('a', 1875, 'won'), leg('b', 2333, 'won'), leg('c', 1010, 'won')];
    expect(parlayOdds(legs)).toBe(4418n);
    expect(settleBet(legs, 1000n, cap).payout).toBe(4418n);
    // The same legs in another order: same odds.
    expect(parlayOdds([legs[2], legs[0], legs[1]] as GradedLeg[])).toBe(4418n);
    // A void leg and a pushed leg drop out: 1.875 * 2.333 = 4.374375 -> 4.374.
    const withVoid = [
      leg('a', 1875, 'won'),
      leg('b', 2333, 'won'),
      leg('c', 3100, 'void'),
      leg('d', 1500, 'push'),
    ];
    expect(settleBet(withVoid, 200n, cap)).toEqual({
      result: 'won',
      odds: 4374n,
      payout: 874n,
      capped: false,
    });
    // Any lost leg loses the parlay, whatever the others did.
    expect(settleBet([...withVoid, leg('e', 1200, 'lost')], 200n, cap)).toEqual({
      result: 'lost',
      odds: 0n,
      payout: 0n,
      capped: false,
    });
    // Every leg void: the stake comes back.
    expect(settleBet([leg('a', 1875, 'void'), leg('b', 2000, 'push')], 500n, cap).payout).toBe(500n);
  });

  it('pays half-won and half-lost legs as half stakes, exactly', () => {
    // Half-won at 1.900: (1.900 + 1) / 2 = 1.450; with a 2.000 winner: 2.900.
    expect(settleBet([leg('a', 1900, 'half-won'), leg('b', 2000, 'won')], 1000n, cap)).toEqual({
      result: 'won',
      odds: 2900n,
      payout: 2900n,
      capped: false,
    });
    // Half-lost single: half the stake back.
    expect(settleBet([leg('a', 1900, 'half-lost')], 1001n, cap)).toEqual({
      result: 'partial',
      odds: 500n,
      payout: 500n,
      capped: false,
    });
    // 1.955 half-won = 1.4775 -> with 1.011 won = 1.4937525 -> 1.493.
    expect(parlayOdds([leg('a', 1955, 'half-won'), leg('b', 1011, 'won')])).toBe(1493n);
  });

  it('caps the payout at maxPayout and keeps 10 long-shot legs exact in bigint', () => {
    const legs = Array.from({ length: 10 }, (_, i) => leg(`e${i}`, 500_000, 'won'));
    const result = settleBet(legs, 1000n, 5_000_000n);
    expect(result.odds).toBe(500n ** 10n * 1000n);
    expect(result).toMatchObject({ result: 'won', payout: 5_000_000n, capped: true });
    expect(settleBet([leg('a', 3000, 'won')], 1000n, 3000n)).toMatchObject({ payout: 3000n, capped: false });
    expect(settleBet([leg('a', 3001, 'won')], 1000n, 3000n)).toMatchObject({ payout: 3000n, capped: true });
  });

  it('refuses 11 legs, two legs of one event, no legs and odds off the book', () => {
    const eleven = Array.from({ length: MAX_PARLAY_LEGS + 1 }, (_, i) => ({ eventId: `e${i}`, odds: 1500 }));
    expect(validateParlay(eleven)).toBe('too_many_legs');
    expect(validateParlay(eleven.slice(0, 10))).toBeNull();
    expect(
      validateParlay([
        { eventId: 'e1', odds: 1500 },
        { eventId: 'e1', odds: 2100 },
      ]),
    ).toBe('same_event');
    expect(validateParlay([])).toBe('no_legs');
    expect(validateParlay([{ eventId: 'e1', odds: 1009 }])).toBe('bad_odds');
    expect(validateParlay([{ eventId: 'e1', odds: 1500.5 }])).toBe('bad_odds');
    expect(() =>
      settleBet(
        eleven.map((l) => ({ ...l, result: 'won' as const })),
        100n,
        cap,
      ),
    ).toThrow('too_many_legs');
  });
});
