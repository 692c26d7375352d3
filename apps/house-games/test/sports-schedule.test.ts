import { describe, expect, it } from 'vitest';
import { FOOTBALL_LEAGUE, SPORTS } from '../src/engine/sports/index.ts';
import { defaultSportsConfig } from '../src/server/modules/sports/config.ts';
import {
  FOOTBALL_ROUNDS_PER_SEASON,
  fixturesAt,
  footballRound,
} from '../src/server/modules/sports/fixtures.ts';
import type { EventRow } from '../src/server/modules/sports/repository.ts';
import { leagueRows } from '../src/server/modules/sports/service.ts';
import { timelineSoFar } from '../src/server/modules/sports/present.ts';

describe('sports schedules', () => {
  it('a football season is a double round robin of the 16 clubs, 8 matches a round', () => {
    expect(FOOTBALL_ROUNDS_PER_SEASON).toBe(30);
    const meetings = new Map<string, number>();
    const home = new Map<number, number>();
    for (let r = 0; r < FOOTBALL_ROUNDS_PER_SEASON; r++) {
      const round = footballRound(r);
      expect(round.length).toBe(8);
      expect(new Set(round.flat()).size).toBe(16);
      for (const [h, a] of round) {
        meetings.set(`${h}>${a}`, (meetings.get(`${h}>${a}`) ?? 0) + 1);
        home.set(h, (home.get(h) ?? 0) + 1);
      }
    }
    // Every ordered pair once: each club hosts each other club exactly once a season.
    expect(meetings.size).toBe(16 * 15);
    expect([...meetings.values()].every((n) => n === 1)).toBe(true);
    expect([...home.values()].every((n) => n === 15)).toBe(true);
  });

  it('every sport has fixtures at every slot, the same in every process', () => {
    for (const sport of SPORTS) {
      const { matches, everyMs, playMs } = defaultSportsConfig.schedules[sport];
      expect(playMs).toBeLessThan(everyMs);
      for (let slot = 1000; slot < 1040; slot++) {
        const f = fixturesAt(sport, slot);
        expect(f.length).toBe(matches);
        expect(f).toEqual(fixturesAt(sport, slot));
        for (const x of f) expect(x.homeId).not.toBe(x.awayId);
      }
    }
    expect(fixturesAt('football', 31)[0]).toMatchObject({ season: 1, round: 2 });
    expect(FOOTBALL_LEAGUE.length).toBe(16);
  });

  it('league table: 3/1/0 points, goal difference, form of the last five', () => {
    const ev = (home: string, away: string, h: number, a: number) =>
      ({ home_id: home, away_id: away, outcome: { home: h, away: a } }) as unknown as EventRow;
    const rows = leagueRows([ev('a', 'b', 2, 0), ev('b', 'c', 1, 1), ev('c', 'a', 3, 1)]);
    expect(rows.map((r) => [r.teamId, r.points, r.goalDifference, r.form.join('')])).toEqual([
      ['c', 4, 2, 'DW'],
      ['a', 3, 0, 'WL'],
      ['b', 1, -2, 'LD'],
    ]);
  });

  it('a timeline shows only what happened up to the moment', () => {
    const t = {
      goals: [
        { minute: 10, side: 'home' },
        { minute: 80, side: 'away' },
      ],
      moments: [],
    };
    expect(timelineSoFar('football', t, 0.5)).toMatchObject({ score: { home: 1, away: 0 } });
    expect(timelineSoFar('football', t, 1)).toMatchObject({ score: { home: 1, away: 1 } });
    const c = {
      duration: 40,
      moments: [
        { second: 5, kind: 'strike', side: 'meron' },
        { second: 40, kind: 'finish', side: 'meron' },
      ],
    };
    expect((timelineSoFar('cockfight', c, 0.99).timeline as { moments: unknown[] }).moments.length).toBe(1);
  });
});
