/** Fixtures shared by the sports tests: a league round and a few pairings per sport. */
import {
  BASKETBALL_TEAMS,
  ESPORTS_TEAMS,
  FOOTBALL_LEAGUE,
  ROOSTERS,
  type SportModel,
  sportModel,
} from '../../../src/engine/sports/index.ts';

const at = <T>(list: readonly T[], i: number): T => {
  const x = list[i];
  if (x === undefined) throw new RangeError(`no entry ${i}`);
  return x;
};

/** One league round: 1st v 16th, 2nd v 15th, ... (8 fixtures, every team once). */
export const footballRound = (): SportModel<'football'>[] =>
  Array.from({ length: 8 }, (_, i) =>
    sportModel('football', { home: at(FOOTBALL_LEAGUE, i), away: at(FOOTBALL_LEAGUE, 15 - i) }),
  );

export const basketballFixtures = (): SportModel<'basketball'>[] =>
  [
    [0, 5],
    [3, 1],
    [4, 2],
  ].map(([h, a]) =>
    sportModel('basketball', { home: at(BASKETBALL_TEAMS, h ?? 0), away: at(BASKETBALL_TEAMS, a ?? 0) }),
  );

export const esportsFixtures = (): SportModel<'esports'>[] =>
  [
    [0, 5],
    [3, 2],
    [4, 1],
  ].map(([h, a]) =>
    sportModel('esports', { home: at(ESPORTS_TEAMS, h ?? 0), away: at(ESPORTS_TEAMS, a ?? 0) }),
  );

export const cockfightFixtures = (): SportModel<'cockfight'>[] => [
  sportModel('cockfight', { meron: at(ROOSTERS, 0), wala: at(ROOSTERS, 4) }),
  sportModel('cockfight', { meron: at(ROOSTERS, 2), wala: at(ROOSTERS, 1), drawProbability: 0.02 }),
  sportModel('cockfight', { meron: at(ROOSTERS, 3), wala: at(ROOSTERS, 2), drawProbability: 0.04 }),
];

export const allModels = (): SportModel[] => [
  ...footballRound(),
  ...basketballFixtures(),
  ...esportsFixtures(),
  ...cockfightFixtures(),
];
