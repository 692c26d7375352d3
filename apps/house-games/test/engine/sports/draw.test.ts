import { describe, expect, it } from 'vitest';
import { floats } from '../../../src/engine/fair.ts';
import { floatSource } from '../../../src/engine/prng.ts';
import { drawSportsEvent, sportsFloatSource } from '../../../src/engine/sports/fair-source-node.ts';
import {
  type DrawnEvent,
  type FloatSource,
  SPORTS_FLOATS_PER_EVENT,
  type SportModel,
  drawEvent,
  drawIndex,
  footballTimeline,
  sourceFromFloats,
  sportsFloatSourceWeb,
  verifySportsEventWeb,
} from '../../../src/engine/sports/index.ts';
import {
  allModels,
  basketballFixtures,
  cockfightFixtures,
  esportsFixtures,
  footballRound,
} from './fixtures.ts';

const SEED = '3f6c2b8e1d4a7f9c0b5e2d8a6c1f4b7e9d2a5c8f1b4e7a0d3c6f9b2e5a8d1c4f';
const CLIENT = 'house-sports';

const draw = (m: SportModel, next: FloatSource): DrawnEvent => drawEvent(m.sport, m, next);

function counting(next: FloatSource): { next: FloatSource; used: () => number } {
  let n = 0;
  return {
    next: () => {
      n++;
      return next();
    },
    used: () => n,
  };
}

/** The fixtures of the known vectors: football 1st v 16th, basketball, esports, cockfight. */
function vectorModels(): SportModel[] {
  const [football] = footballRound();
  const [, basketball] = basketballFixtures();
  const [, esports] = esportsFixtures();
  const [cockfight] = cockfightFixtures();
  if (!football || !basketball || !esports || !cockfight) throw new Error('fixtures');
  return [football, basketball, esports, cockfight];
}

describe('drawing events', () => {
  it('recomputes the same outcome and timeline from the same seeds', async () => {
    for (const m of allModels()) {
      for (let nonce = 0; nonce < 5; nonce++) {
        const a = draw(m, sportsFloatSource(SEED, CLIENT, nonce));
        const b = draw(m, sportsFloatSource(SEED, CLIENT, nonce));
        const web = draw(m, await sportsFloatSourceWeb(SEED, CLIENT, nonce));
        expect(b).toEqual(a);
        expect(web).toEqual(a);
        expect(drawSportsEvent(m, SEED, CLIENT, nonce)).toEqual(a);
        expect(await verifySportsEventWeb(m, SEED, CLIENT, nonce)).toEqual(a);
      }
    }
  });

  it('matches the known vectors (serverSeed, "house-sports", nonce 0..2)', () => {
    const [football, basketball, esports, cockfight] = vectorModels();
    const outcomes = (m: SportModel | undefined): unknown[] =>
      [0, 1, 2].map((nonce) => (m ? draw(m, sportsFloatSource(SEED, CLIENT, nonce)).outcome : null));
    expect(outcomes(football)).toEqual([
      { sport: 'football', home: 1, away: 0 },
      { sport: 'football', home: 2, away: 0 },
      { sport: 'football', home: 5, away: 1 },
    ]);
    expect(outcomes(basketball)).toEqual([
      { sport: 'basketball', home: 99, away: 102, overtime: null },
      { sport: 'basketball', home: 104, away: 109, overtime: null },
      { sport: 'basketball', home: 124, away: 111, overtime: null },
    ]);
    expect(outcomes(cockfight).map((o) => (o as { winner: string }).winner)).toEqual([
      'meron',
      'meron',
      'wala',
    ]);
    if (!esports) throw new Error('fixture');
    expect(draw(esports, sportsFloatSource(SEED, CLIENT, 1))).toMatchObject({
      outcomeIndex: 1,
      outcome: { sport: 'esports', home: 2, away: 1 },
      timeline: {
        maps: [
          { winner: 'away', home: 3, away: 13 },
          { winner: 'home', home: 13, away: 9 },
          { winner: 'home', home: 13, away: 2 },
        ],
      },
    });
  });

  it('picks the outcome from the first float alone, by inverse CDF on the table', () => {
    for (const m of vectorModels()) {
      const first = floats(SEED, CLIENT, 7, 1)[0] as number;
      const event = draw(m, sportsFloatSource(SEED, CLIENT, 7));
      expect(event.outcomeIndex).toBe(drawIndex(m.table.cdf, first));
      const other = draw(m, sourceFromFloats([first, ...Array<number>(SPORTS_FLOATS_PER_EVENT).fill(0.5)]));
      expect(other.outcome).toEqual(event.outcome);
    }
  });

  it('builds timelines that agree with the outcome, within the float budget', () => {
    const prng = floatSource(20261128);
    let most = 0;
    for (const m of allModels()) {
      for (let i = 0; i < 100; i++) {
        const c = counting(prng);
        const e = draw(m, c.next);
        most = Math.max(most, c.used());
        switch (e.sport) {
          case 'football': {
            const { goals, moments } = e.timeline;
            expect(goals.filter((g) => g.side === 'home')).toHaveLength(e.outcome.home);
            expect(goals.filter((g) => g.side === 'away')).toHaveLength(e.outcome.away);
            for (const list of [goals, moments]) {
              expect(
                list.every(
                  (x, j) => x.minute >= 1 && x.minute <= 90 && (j === 0 || list[j - 1]!.minute <= x.minute),
                ),
              ).toBe(true);
            }
            break;
          }
          case 'basketball': {
            const { periods, ticker } = e.timeline;
            expect(periods).toHaveLength(e.outcome.overtime ? 5 : 4);
            expect(periods.reduce((s, p) => s + p.home, 0)).toBe(e.outcome.home);
            expect(periods.reduce((s, p) => s + p.away, 0)).toBe(e.outcome.away);
            expect(ticker.at(-1)).toMatchObject({ home: e.outcome.home, away: e.outcome.away });
            expect(
              ticker.every(
                (t, j) => j === 0 || (t.home >= ticker[j - 1]!.home && t.away >= ticker[j - 1]!.away),
              ),
            ).toBe(true);
            break;
          }
          case 'esports': {
            const { maps } = e.timeline;
            expect(maps.filter((x) => x.winner === 'home')).toHaveLength(e.outcome.home);
            expect(maps.filter((x) => x.winner === 'away')).toHaveLength(e.outcome.away);
            expect(maps.at(-1)?.winner).toBe(e.outcome.home === 2 ? 'home' : 'away');
            break;
          }
          case 'cockfight': {
            const last = e.timeline.moments.at(-1);
            expect(last?.second).toBe(e.timeline.duration);
            expect(last?.side).toBe(e.outcome.winner === 'draw' ? null : e.outcome.winner);
            break;
          }
        }
      }
    }
    // The worst football case: 10-10 uses 1 + 20 + 24 floats.
    const c = counting(prng);
    footballTimeline({ sport: 'football', home: 10, away: 10 }, c.next);
    expect(1 + c.used()).toBeLessThanOrEqual(SPORTS_FLOATS_PER_EVENT);
    expect(most).toBeLessThanOrEqual(SPORTS_FLOATS_PER_EVENT);
  });

  it('refuses a model of another sport and floats out of [0, 1)', () => {
    const [football] = footballRound();
    if (!football) throw new Error('fixture');
    expect(() =>
      drawEvent('basketball', football as unknown as SportModel<'basketball'>, floatSource(1)),
    ).toThrow();
    expect(() => drawEvent('football', football, () => 1)).toThrow(RangeError);
    expect(() => drawEvent('football', football, sourceFromFloats([0.5]))).toThrow(RangeError);
  });
});
