import { describe, expect, it } from 'vitest';
import { BASKETBALL_TEAMS, basketballMarketSpecs, sportModel } from '../src/engine/sports/index.ts';
import { marketOfId, pickLabel, teamName } from '../web/src/games/sports/labels.ts';
import { translator } from '../web/src/i18n/index.ts';
import { en } from '../web/src/i18n/en.ts';

const i18n = { t: translator(en), lang: 'EN' as const };

describe('sportsbook labels', () => {
  it('reads kind and line from market ids; basketball lines from the fixture, as the server priced them', () => {
    expect(marketOfId('football', 'asian-handicap:-0.25')).toEqual({ kind: 'asian-handicap', line: -0.25 });
    expect(marketOfId('football', '1x2')).toEqual({ kind: '1x2', line: null });
    const [home, away] = [BASKETBALL_TEAMS[0]!, BASKETBALL_TEAMS[3]!];
    const spec = basketballMarketSpecs(sportModel('basketball', { home, away }).table).find(
      (m) => m.id === 'spread@1',
    )!;
    expect(marketOfId('basketball', 'spread@1', home.id, away.id)).toEqual({
      kind: 'spread',
      line: spec.line,
    });
  });

  it('names the sides, the away side of a handicap with the opposite line', () => {
    const sides = { homeId: 'harbour-falcons', awayId: 'night-owls' };
    expect(pickLabel(i18n, 'football', 'asian-handicap', -0.25, 'home', sides)).toBe('Harbour Falcons -0.25');
    expect(pickLabel(i18n, 'football', 'asian-handicap', -0.25, 'away', sides)).toBe('Night Owls +0.25');
    expect(pickLabel(i18n, 'football', 'asian-handicap', -0.25, 'away', sides, 'compact')).toBe('2 +0.25');
    expect(pickLabel(i18n, 'football', '1x2', null, 'draw', sides, 'short')).toBe('X');
    expect(pickLabel(i18n, 'football', 'total', 2.5, 'over', sides)).toBe('Over 2.5');
    expect(pickLabel(i18n, 'football', 'double-chance', null, 'x2', sides)).toBe('X2');
    expect(teamName('cockfight', 'red-thunder', 'VI')).toBe('Sấm Đỏ');
  });
});
