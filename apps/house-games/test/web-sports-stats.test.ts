import { describe, expect, it } from 'vitest';
import { sportSummary, teamStats, type ResultEvent } from '../web/src/lib/sports-stats.ts';

let n = 0;
const football = (
  home: string,
  away: string,
  h: number,
  a: number,
  minute: number,
  phase = 'settled',
): ResultEvent => ({
  id: `f${n++}`,
  sport: 'football',
  kickoffAt: new Date(Date.UTC(2026, 10, 28, 19, minute)).toISOString(),
  phase,
  fixture: { home: { id: home }, away: { id: away } },
  outcome: phase === 'settled' ? { sport: 'football', home: h, away: a, timeline: {} } : null,
});

describe('sportsbook statistics', () => {
  // Newest first, as the results API answers.
  const events = [
    football('lions', 'owls', 0, 0, 9, 'void'),
    football('owls', 'bears', 3, 1, 6),
    football('bears', 'lions', 2, 2, 3),
    football('lions', 'owls', 2, 1, 0),
  ];

  it('per team: played, W/D/L, averages and the last five in kick-off order; void events left out', () => {
    const rows = teamStats(events);
    const lions = rows.find((r) => r.teamId === 'lions')!;
    expect(lions).toMatchObject({ played: 2, won: 1, drawn: 1, lost: 0, forAvg: 2, againstAvg: 1.5 });
    expect(lions.last5).toEqual(['W', 'D']);
    const owls = rows.find((r) => r.teamId === 'owls')!;
    expect(owls).toMatchObject({ played: 2, won: 1, drawn: 0, lost: 1, forAvg: 2, againstAvg: 1.5 });
    expect(owls.last5).toEqual(['L', 'W']);
    expect(rows.map((r) => r.teamId)).toEqual(['lions', 'owls', 'bears']);
  });

  it('keeps only the last five', () => {
    const many = Array.from({ length: 7 }, (_, i) => football('a', 'b', i % 2, 0, i));
    expect(teamStats(many).find((r) => r.teamId === 'a')!.last5).toEqual(['D', 'W', 'D', 'W', 'D']);
  });

  it('football summary: home/draw/away shares, goals per game, both teams scored, over 2.5', () => {
    const s = sportSummary('football', events);
    expect(s.played).toBe(3);
    expect(s.home).toBeCloseTo(2 / 3);
    expect(s.draw).toBeCloseTo(1 / 3);
    expect(s.away).toBe(0);
    expect(s.totalAvg).toBeCloseTo(11 / 3);
    expect(s.extra).toEqual([
      { key: 'btts', share: 1 },
      { key: 'over25', share: 1 },
    ]);
  });

  it('cockfight: Meron, Wala and draws from the winner; basketball overtime; esports sweeps', () => {
    const cock = (winner: string, i: number): ResultEvent => ({
      id: `c${i}`,
      sport: 'cockfight',
      kickoffAt: new Date(Date.UTC(2026, 10, 28, 19, i)).toISOString(),
      phase: 'settled',
      fixture: { meron: { id: 'red' }, wala: { id: 'black' } },
      outcome: { sport: 'cockfight', winner },
    });
    const s = sportSummary('cockfight', [
      cock('meron', 0),
      cock('wala', 1),
      cock('draw', 2),
      cock('meron', 3),
    ]);
    expect([s.home, s.draw, s.away]).toEqual([0.5, 0.25, 0.25]);
    expect(s.totalAvg).toBeNull();
    expect(teamStats([cock('meron', 0), cock('draw', 1)]).find((r) => r.teamId === 'red')).toMatchObject({
      won: 1,
      drawn: 1,
      lost: 0,
    });

    const bb = (h: number, a: number, overtime: boolean, i: number): ResultEvent => ({
      id: `b${i}`,
      sport: 'basketball',
      kickoffAt: new Date(Date.UTC(2026, 10, 28, 19, i)).toISOString(),
      phase: 'settled',
      fixture: { home: { id: 'x' }, away: { id: 'y' } },
      outcome: { sport: 'basketball', home: h, away: a, overtime: overtime ? { home: 10, away: 8 } : null },
    });
    const b = sportSummary('basketball', [bb(100, 98, true, 0), bb(90, 110, false, 1)]);
    expect(b.extra).toEqual([{ key: 'overtime', share: 0.5 }]);
    expect(b.totalAvg).toBe(199);

    const es = (h: number, a: number, i: number): ResultEvent => ({
      id: `e${i}`,
      sport: 'esports',
      kickoffAt: new Date(Date.UTC(2026, 10, 28, 19, i)).toISOString(),
      phase: 'settled',
      fixture: { home: { id: 'x' }, away: { id: 'y' } },
      outcome: { sport: 'esports', home: h, away: a },
    });
    expect(sportSummary('esports', [es(2, 0, 0), es(1, 2, 1), es(0, 2, 2)]).extra).toEqual([
      { key: 'sweep', share: 2 / 3 },
    ]);
  });
});
