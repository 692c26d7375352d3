import { describe, expect, it } from 'vitest';
import { sportsFloatSource } from '../src/engine/sports/fair-source-node.ts';
import { drawEvent, type FootballTimeline, type SportId, sportModel } from '../src/engine/sports/index.ts';
import { fixturesAt } from '../src/server/modules/sports/fixtures.ts';
import { timelineSoFar } from '../src/server/modules/sports/present.ts';
import {
  ANY_LENGTH,
  ballAt,
  ballFrames,
  basketballAt,
  basketballLength,
  clockOffset,
  cockfightAt,
  cockfightLength,
  esportsAt,
  footballHappenings,
  footballScoreAt,
  happeningTimes,
  HEALTH_FLOOR,
  matchClock,
  narrowLength,
  shownProgress,
} from '../web/src/games/sports/watch/watch-timeline.ts';

const SEED = 'a'.repeat(64);

function drawn<S extends SportId>(sport: S, slot: number, nonce = 0) {
  const f = fixturesAt(sport, slot)[0]!;
  const model = sportModel(sport, f.fixture as never);
  return drawEvent(sport, model as never, sportsFloatSource(SEED, `${sport}-${slot}`, nonce));
}

describe('watching: the clock', () => {
  it('follows the server clock behind by the lag, clamped to the window', () => {
    const offset = clockOffset(10_000, 1_000, 1_200); // the server is 8.9 s ahead
    expect(offset).toBe(8_900);
    expect(shownProgress(100, offset, 5_000, 105_000, 4_000)).toBe(0);
    expect(shownProgress(50_100, offset, 5_000, 105_000, 4_000)).toBeCloseTo(0.5, 9);
    expect(shownProgress(200_000, offset, 5_000, 105_000, 4_000)).toBe(1);
  });

  it('narrows an event length from the server’s floor(length * progress) samples', () => {
    // A cockfight of 47 seconds reported at several moments, as present.ts reports it.
    let range = ANY_LENGTH;
    for (const p of [0.13, 0.31, 0.52, 0.77, 0.94]) range = narrowLength(range, p, Math.floor(47 * p));
    expect(range.lo).toBeLessThanOrEqual(47);
    expect(range.hi).toBeGreaterThan(47);
    expect(Math.abs(cockfightLength(range, null)! - 47)).toBeLessThan(1);
    expect(cockfightLength(ANY_LENGTH, null)).toBeNull();
    expect(cockfightLength(range, 52)).toBe(52);
    // Basketball: 53 minutes (overtime) shows once a sample cannot be 48.
    let b = ANY_LENGTH;
    b = narrowLength(b, 0.5, Math.floor(53 * 0.5));
    expect(basketballLength(b, false)).toBe(53);
    expect(basketballLength(narrowLength(ANY_LENGTH, 0.5, 24), false)).toBe(48);
  });

  it('formats the match clock', () => {
    expect(matchClock(0)).toBe('00:00');
    expect(matchClock(37.2)).toBe('37:12');
    expect(matchClock(95)).toBe('90:00');
  });
});

describe('watching football', () => {
  const t: FootballTimeline = {
    goals: [
      { minute: 20, side: 'home' },
      { minute: 70, side: 'away' },
    ],
    moments: [
      { minute: 20, side: 'away', kind: 'foul' },
      { minute: 45, side: 'home', kind: 'corner' },
    ],
  };
  const happenings = footballHappenings(t.goals, t.moments);
  const frames = ballFrames(happenings);

  it('orders goals after the other moments of their minute', () => {
    expect(happenings.map((h) => `${h.minute}${h.kind}`)).toEqual(['20foul', '20goal', '45corner', '70goal']);
  });

  it('puts the ball in the scorer’s target goal at the goal’s minute and back on the spot after', () => {
    expect(happeningTimes(happenings)).toEqual([19.6, 20, 45, 70]);
    const homeGoal = ballAt(frames, 20);
    expect(homeGoal.x).toBeGreaterThan(0.95);
    expect(Math.abs(homeGoal.y - 0.5)).toBeLessThan(0.1);
    const awayGoal = ballAt(frames, 70);
    expect(awayGoal.x).toBeLessThan(0.05);
    expect(ballAt(frames, 71)).toEqual({ x: 0.5, y: 0.5 });
    expect(ballAt(frames, 0)).toEqual({ x: 0.5, y: 0.5 });
  });

  it('attacks towards the goal before it (build-up in the attacking half)', () => {
    // Right after the foul of the same minute, the ball heads for the away goal.
    expect(ballAt(frames, 19.85).x).toBeGreaterThan(ballAt(frames, 19.6).x + 0.1);
    expect(ballAt(frames, 69.8).x).toBeLessThan(0.25);
    expect(ballAt(frames, 69).x).toBeLessThan(0.5);
  });

  it('is deterministic, moves smoothly and stays on the pitch for real timelines', () => {
    for (let slot = 0; slot < 12; slot++) {
      const e = drawn('football', slot);
      const f = ballFrames(footballHappenings(e.timeline.goals, e.timeline.moments));
      expect(f).toEqual(ballFrames(footballHappenings(e.timeline.goals, e.timeline.moments)));
      for (let i = 1; i < f.length; i++) expect(f[i]!.minute).toBeGreaterThan(f[i - 1]!.minute);
      let prev = ballAt(f, 0);
      for (let m = 0; m <= 90; m += 0.1) {
        const p = ballAt(f, m);
        expect(p.x).toBeGreaterThanOrEqual(0);
        expect(p.x).toBeLessThanOrEqual(1);
        expect(p.y).toBeGreaterThanOrEqual(0);
        expect(p.y).toBeLessThanOrEqual(1);
        // No jumps: at most half the pitch in 0.1 minutes, even around a goal's restart.
        expect(Math.hypot(p.x - prev.x, p.y - prev.y)).toBeLessThan(0.5);
        prev = p;
      }
      // The ball is in the net on every goal's minute (when the score changes).
      for (const g of e.timeline.goals) {
        const at = ballAt(f, g.minute);
        expect(g.side === 'home' ? at.x > 0.99 : at.x < 0.01).toBe(true);
      }
    }
  });

  it('counts the score by the minute shown', () => {
    expect(footballScoreAt(t.goals, 19.9)).toEqual({ home: 0, away: 0 });
    expect(footballScoreAt(t.goals, 20)).toEqual({ home: 1, away: 0 });
    expect(footballScoreAt(t.goals, 90)).toEqual({ home: 1, away: 1 });
  });
});

describe('watching basketball', () => {
  it('fills the quarters in and ends on the final score, overtime included', () => {
    for (let slot = 0; slot < 30; slot++) {
      const e = drawn('basketball', slot);
      const length = e.timeline.periods.length > 4 ? 53 : 48;
      const end = basketballAt(e.timeline.ticker, length, length);
      expect(end.home).toBe(e.outcome.home);
      expect(end.away).toBe(e.outcome.away);
      expect(end.periods).toEqual(e.timeline.periods);
      expect(end.secondsLeft).toBe(0);
      // Mid second quarter: the first quarter's points are final, the running score never goes down.
      const mid = basketballAt(e.timeline.ticker, 18, length);
      expect(mid.period).toBe(2);
      expect(mid.secondsLeft).toBe(6 * 60);
      expect(mid.periods[0]).toEqual(e.timeline.periods[0]);
      let last = { home: 0, away: 0 };
      for (let m = 0; m <= length; m += 0.5) {
        const s = basketballAt(e.timeline.ticker, m, length);
        expect(s.home).toBeGreaterThanOrEqual(last.home);
        expect(s.away).toBeGreaterThanOrEqual(last.away);
        expect(s.periods.reduce((x, p) => x + p.home, 0)).toBe(s.home);
        last = s;
      }
    }
  });

  it('holds the last known score when the next tick is not in yet (live timeline so far)', () => {
    const e = drawn('basketball', 3);
    const soFar = timelineSoFar('basketball', e.timeline, 0.3).timeline as {
      ticker: typeof e.timeline.ticker;
    };
    const last = soFar.ticker.at(-1)!;
    const s = basketballAt(soFar.ticker, 48 * 0.3 + 2, 48);
    expect({ home: s.home, away: s.away }).toEqual({ home: last.home, away: last.away });
  });
});

describe('watching esports and cockfight', () => {
  it('esports: series score, the live map, decided series', () => {
    expect(esportsAt([])).toMatchObject({ home: 0, away: 0, live: 1 });
    const one = esportsAt([{ winner: 'away', home: 7, away: 13 }]);
    expect(one).toMatchObject({ home: 0, away: 1, live: 2 });
    const done = esportsAt([
      { winner: 'home', home: 13, away: 2 },
      { winner: 'home', home: 13, away: 11 },
    ]);
    expect(done).toMatchObject({ home: 2, away: 0, live: null });
  });

  it('cockfight: meters from the exchanges, the loser down at the finish, the draw exhausted', () => {
    const moments = [
      { second: 4, kind: 'strike', side: 'meron' },
      { second: 9, kind: 'dodge', side: 'wala' },
      { second: 15, kind: 'flurry', side: 'wala' },
      { second: 20, kind: 'finish', side: 'wala' },
    ] as const;
    expect(cockfightAt(moments, 3)).toMatchObject({
      meron: { health: 100 },
      wala: { health: 100 },
      last: null,
    });
    const mid = cockfightAt(moments, 16);
    expect(mid.wala).toEqual({ health: 90, strikes: 1 });
    expect(mid.meron).toEqual({ health: 85, strikes: 1 });
    expect(mid.result).toBeNull();
    const end = cockfightAt(moments, 20);
    expect(end.result).toBe('wala');
    expect(end.meron.health).toBe(0);
    for (let slot = 0; slot < 40; slot++) {
      const e = drawn('cockfight', slot);
      const s = cockfightAt(e.timeline.moments, e.timeline.duration);
      expect(s.result).toBe(e.outcome.winner);
      const before = cockfightAt(e.timeline.moments, e.timeline.duration - 1);
      expect(before.result).toBeNull();
      expect(Math.min(before.meron.health, before.wala.health)).toBeGreaterThanOrEqual(HEALTH_FLOOR);
    }
  });
});
