import {
  BASKETBALL_TEAMS,
  ESPORTS_TEAMS,
  FOOTBALL_LEAGUE,
  ROOSTERS,
  type FixtureOf,
  type SportId,
} from '../../../engine/sports/index.ts';

/** Pairs (i, j), i < j, of n entrants in a fixed order. */
function pairs(n: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) out.push([i, j]);
  return out;
}

export const FOOTBALL_ROUNDS_PER_SEASON = (FOOTBALL_LEAGUE.length - 1) * 2;

/**
 * A double round robin of the 16 clubs by the circle method: round r (0..29) of a season, 8 matches as
 * [home, away] indices. The second half repeats the first with home and away swapped.
 */
export function footballRound(r: number): [number, number][] {
  const n = FOOTBALL_LEAGUE.length;
  const half = n - 1;
  const k = r % half;
  const ring = Array.from({ length: n - 1 }, (_, i) => 1 + ((i + k) % (n - 1)));
  const order = [0, ...ring];
  const matches: [number, number][] = [];
  for (let i = 0; i < n / 2; i++) {
    let home = order[i]!;
    let away = order[n - 1 - i]!;
    // Alternate the fixed club's venue so it is not always at home.
    if (i === 0 && k % 2 === 1) [home, away] = [away, home];
    matches.push(r >= half ? [away, home] : [home, away]);
  }
  return matches;
}

export interface ScheduledFixture<S extends SportId = SportId> {
  matchNo: number;
  fixture: FixtureOf<S>;
  homeId: string;
  awayId: string;
  season: number | null;
  round: number | null;
}

/** The fixtures at kick-off slot `slot` (kickoff / everyMs) of a sport: deterministic, the same in every process. */
export function fixturesAt(sport: SportId, slot: number): ScheduledFixture[] {
  switch (sport) {
    case 'football': {
      const season = Math.floor(slot / FOOTBALL_ROUNDS_PER_SEASON);
      const round = slot % FOOTBALL_ROUNDS_PER_SEASON;
      return footballRound(round).map(([h, a], matchNo) => {
        const home = FOOTBALL_LEAGUE[h]!;
        const away = FOOTBALL_LEAGUE[a]!;
        return {
          matchNo,
          fixture: { home, away },
          homeId: home.id,
          awayId: away.id,
          season,
          round: round + 1,
        };
      });
    }
    case 'basketball':
    case 'esports': {
      const teams = sport === 'basketball' ? BASKETBALL_TEAMS : ESPORTS_TEAMS;
      const all = pairs(teams.length);
      const [i, j] = all[slot % all.length]!;
      const swap = Math.floor(slot / all.length) % 2 === 1;
      const home = teams[swap ? j : i]!;
      const away = teams[swap ? i : j]!;
      return [
        {
          matchNo: 0,
          fixture: { home, away } as FixtureOf<'basketball'> & FixtureOf<'esports'>,
          homeId: home.id,
          awayId: away.id,
          season: null,
          round: null,
        },
      ];
    }
    case 'cockfight': {
      const all = pairs(ROOSTERS.length);
      const [i, j] = all[slot % all.length]!;
      const swap = Math.floor(slot / all.length) % 2 === 1;
      const meron = ROOSTERS[swap ? j : i]!;
      const wala = ROOSTERS[swap ? i : j]!;
      return [
        {
          matchNo: 0,
          fixture: { meron, wala },
          homeId: meron.id,
          awayId: wala.id,
          season: null,
          round: null,
        },
      ];
    }
  }
}
