/**
 * Virtual football: a 90-minute league match between two rated teams.
 *
 * Model: goals are independent Poisson counts with
 *   lambdaHome = baseGoals * attack(home) * defence(away) * homeAdvantage
 *   lambdaAway = baseGoals * attack(away) * defence(home)
 * (attack above 1 scores more; defence multiplies the goals conceded, so below 1 is a good defence).
 * The outcome table is the score grid 0..10 x 0..10 in the order home goals, then away goals
 * (index = home * 11 + away), each weight lambdaH^h / h! * lambdaA^a / a!, renormalised over the grid:
 * the e^-lambda factors cancel and the mass beyond 10 goals (under 1e-5 for any sane rating) is spread
 * over the grid proportionally.
 *
 * Floats: the first picks the score (table.ts); then one float per home goal, then one per away goal,
 * each giving the minute 1 + floor(f * 90); goals are listed by minute (home first on the same minute);
 * then FOOTBALL_MOMENTS pairs of floats for the non-scoring moments: minute 1 + floor(f1 * 90) and
 * k = floor(f2 * 8), kind = MOMENT_KINDS[k >> 1], side = k odd ? away : home. At most 45 floats.
 *
 * Markets (home's handicap and the total as `line`):
 *   1x2: home | draw | away;  double-chance: 1x | 12 | x2;  total (0.5..4.5): over | under;
 *   btts: yes | no;  correct-score: 'h-a' for 0-0..4-4, and other-home | other-draw | other-away for
 *   every score with a team on 5 or more goals, by its result;
 *   asian-handicap (-1.5, -1, -0.75, -0.5, -0.25, 0, +0.25, +0.5, +0.75, +1, +1.5): home wins when
 *   home + line > away, away wins when home + line < away, both push on equality (only the whole lines
 *   can push); a quarter line is half the stake on each neighbour (-0.75 = -0.5 and -1), so it can
 *   also grade half-won or half-lost (pricing.ts).
 */
import {
  combineHalves,
  type Grade,
  gradeSign,
  isQuarterLine,
  type MarketSpec,
  unknownPick,
  wonIf,
} from './pricing.ts';
import { buildTable, checkFloat, type FloatSource, type OutcomeTable, poissonWeights } from './table.ts';

export interface LocalisedName {
  readonly 'zh-Hant': string;
  readonly en: string;
  readonly vi: string;
}

export interface FootballTeam {
  readonly id: string;
  readonly name: LocalisedName;
  readonly attack: number;
  readonly defence: number;
}

export interface FootballFixture {
  readonly home: FootballTeam;
  readonly away: FootballTeam;
}

export interface FootballParams {
  readonly baseGoals: number;
  readonly homeAdvantage: number;
}

export const FOOTBALL_DEFAULTS: FootballParams = { baseGoals: 1.3, homeAdvantage: 1.15 };
export const FOOTBALL_MAX_GOALS = 10;
export const FOOTBALL_MOMENTS = 12;
export const MOMENT_KINDS = ['shot', 'corner', 'save', 'foul'] as const;

export interface FootballScore {
  readonly sport: 'football';
  readonly home: number;
  readonly away: number;
}

export type Side = 'home' | 'away';

export interface FootballGoal {
  readonly minute: number;
  readonly side: Side;
}

export interface FootballMoment {
  readonly minute: number;
  readonly side: Side;
  readonly kind: (typeof MOMENT_KINDS)[number];
}

export interface FootballTimeline {
  readonly goals: readonly FootballGoal[];
  readonly moments: readonly FootballMoment[];
}

/** Sixteen fictional clubs, ratings spread so a round has favourites and long shots. */
export const FOOTBALL_LEAGUE: readonly FootballTeam[] = [
  team('harbour-falcons', '港灣獵鷹', 'Harbour Falcons', 'Chim Ưng Bến Cảng', 1.3, 0.8),
  team('jade-dragons', '翡翠飛龍', 'Jade Dragons', 'Rồng Ngọc Bích', 1.25, 0.85),
  team('river-tigers', '河岸猛虎', 'River Tigers', 'Hổ Bờ Sông', 1.2, 0.9),
  team('golden-lotus', '金蓮聯', 'Golden Lotus', 'Sen Vàng', 1.15, 0.9),
  team('mountain-wolves', '山嶺群狼', 'Mountain Wolves', 'Sói Núi', 1.1, 0.95),
  team('coastal-sharks', '海岸鯊魚', 'Coastal Sharks', 'Cá Mập Duyên Hải', 1.05, 1.0),
  team('red-phoenix', '赤焰鳳凰', 'Red Phoenix', 'Phượng Hoàng Đỏ', 1.05, 0.95),
  team('iron-buffalo', '鋼鐵水牛', 'Iron Buffalo', 'Trâu Thép', 1.0, 0.9),
  team('silver-cranes', '銀鶴隊', 'Silver Cranes', 'Hạc Bạc', 1.0, 1.05),
  team('thunder-bay', '雷霆灣', 'Thunder Bay', 'Vịnh Sấm Sét', 0.95, 1.0),
  team('bamboo-rangers', '竹林遊俠', 'Bamboo Rangers', 'Lãng Khách Rừng Tre', 0.95, 1.05),
  team('night-owls', '夜梟隊', 'Night Owls', 'Cú Đêm', 0.9, 1.05),
  team('storm-riders', '風暴騎士', 'Storm Riders', 'Kỵ Sĩ Bão Tố', 0.9, 1.1),
  team('lantern-city', '燈籠城', 'Lantern City', 'Thành Phố Đèn Lồng', 0.85, 1.1),
  team('delta-herons', '三角洲蒼鷺', 'Delta Herons', 'Diệc Châu Thổ', 0.8, 1.15),
  team('highland-rams', '高地公羊', 'Highland Rams', 'Cừu Cao Nguyên', 0.75, 1.2),
];

function team(id: string, zh: string, en: string, vi: string, attack: number, defence: number): FootballTeam {
  return { id, name: { 'zh-Hant': zh, en, vi }, attack, defence };
}

export function footballLambdas(
  fixture: FootballFixture,
  params: FootballParams = FOOTBALL_DEFAULTS,
): { home: number; away: number } {
  const { home, away } = fixture;
  return {
    home: params.baseGoals * home.attack * away.defence * params.homeAdvantage,
    away: params.baseGoals * away.attack * home.defence,
  };
}

export function footballTable(
  fixture: FootballFixture,
  params: FootballParams = FOOTBALL_DEFAULTS,
): OutcomeTable<FootballScore> {
  if (fixture.home.id === fixture.away.id) throw new RangeError('a team cannot play itself');
  const lambda = footballLambdas(fixture, params);
  const wh = poissonWeights(lambda.home, FOOTBALL_MAX_GOALS);
  const wa = poissonWeights(lambda.away, FOOTBALL_MAX_GOALS);
  const outcomes: FootballScore[] = [];
  const weights: number[] = [];
  for (let h = 0; h <= FOOTBALL_MAX_GOALS; h++) {
    for (let a = 0; a <= FOOTBALL_MAX_GOALS; a++) {
      outcomes.push({ sport: 'football', home: h, away: a });
      weights.push((wh[h] as number) * (wa[a] as number));
    }
  }
  return buildTable(outcomes, weights);
}

export const FOOTBALL_TOTAL_LINES = [0.5, 1.5, 2.5, 3.5, 4.5] as const;
export const FOOTBALL_HANDICAP_LINES = [-1.5, -1, -0.75, -0.5, -0.25, 0, 0.25, 0.5, 0.75, 1, 1.5] as const;
export const CORRECT_SCORE_MAX = 4;

export function footballMarketSpecs(): MarketSpec[] {
  const scores: string[] = [];
  for (let h = 0; h <= CORRECT_SCORE_MAX; h++)
    for (let a = 0; a <= CORRECT_SCORE_MAX; a++) scores.push(`${h}-${a}`);
  return [
    { id: '1x2', kind: '1x2', line: null, picks: ['home', 'draw', 'away'] },
    { id: 'double-chance', kind: 'double-chance', line: null, picks: ['1x', '12', 'x2'] },
    ...FOOTBALL_TOTAL_LINES.map((line) => ({
      id: `total:${line}`,
      kind: 'total',
      line,
      picks: ['over', 'under'],
    })),
    { id: 'btts', kind: 'btts', line: null, picks: ['yes', 'no'] },
    {
      id: 'correct-score',
      kind: 'correct-score',
      line: null,
      picks: [...scores, 'other-home', 'other-draw', 'other-away'],
    },
    ...FOOTBALL_HANDICAP_LINES.map((line) => ({
      id: `asian-handicap:${line}`,
      kind: 'asian-handicap',
      line,
      picks: ['home', 'away'],
    })),
  ];
}

function needLine(kind: string, line: number | null): number {
  if (line === null) throw new RangeError(`market ${kind} needs a line`);
  return line;
}

export function gradeFootball(kind: string, line: number | null, pick: string, o: FootballScore): Grade {
  const { home: h, away: a } = o;
  switch (kind) {
    case '1x2':
      if (pick === 'home') return wonIf(h > a);
      if (pick === 'draw') return wonIf(h === a);
      if (pick === 'away') return wonIf(h < a);
      return unknownPick(kind, pick);
    case 'double-chance':
      if (pick === '1x') return wonIf(h >= a);
      if (pick === '12') return wonIf(h !== a);
      if (pick === 'x2') return wonIf(h <= a);
      return unknownPick(kind, pick);
    case 'total': {
      const d = h + a - needLine(kind, line);
      if (pick === 'over') return gradeSign(d);
      if (pick === 'under') return gradeSign(-d);
      return unknownPick(kind, pick);
    }
    case 'btts':
      if (pick === 'yes') return wonIf(h > 0 && a > 0);
      if (pick === 'no') return wonIf(h === 0 || a === 0);
      return unknownPick(kind, pick);
    case 'correct-score': {
      const other = h > CORRECT_SCORE_MAX || a > CORRECT_SCORE_MAX;
      if (pick === 'other-home') return wonIf(other && h > a);
      if (pick === 'other-draw') return wonIf(other && h === a);
      if (pick === 'other-away') return wonIf(other && h < a);
      const m = /^(\d)-(\d)$/.exec(pick);
      if (!m || Number(m[1]) > CORRECT_SCORE_MAX || Number(m[2]) > CORRECT_SCORE_MAX)
        return unknownPick(kind, pick);
      return wonIf(h === Number(m[1]) && a === Number(m[2]));
    }
    case 'asian-handicap': {
      const l = needLine(kind, line);
      if (pick !== 'home' && pick !== 'away') return unknownPick(kind, pick);
      const side = pick === 'home' ? 1 : -1;
      const at = (x: number): Grade => gradeSign(side * (h + x - a));
      return isQuarterLine(l) ? combineHalves(at(l - 0.25), at(l + 0.25)) : at(l);
    }
    default:
      throw new RangeError(`football has no market ${kind}`);
  }
}

const minute = (f: number): number => 1 + Math.floor(checkFloat(f) * 90);

/** Uses the floats after the outcome's, in the order documented at the top of this file. */
export function footballTimeline(score: FootballScore, next: FloatSource): FootballTimeline {
  const goals: FootballGoal[] = [];
  for (let i = 0; i < score.home; i++) goals.push({ minute: minute(next()), side: 'home' });
  for (let i = 0; i < score.away; i++) goals.push({ minute: minute(next()), side: 'away' });
  goals.sort((x, y) => x.minute - y.minute);
  const moments: FootballMoment[] = [];
  for (let i = 0; i < FOOTBALL_MOMENTS; i++) {
    const m = minute(next());
    const k = Math.floor(checkFloat(next()) * 8);
    moments.push({
      minute: m,
      kind: MOMENT_KINDS[k >> 1] as FootballMoment['kind'],
      side: k & 1 ? 'away' : 'home',
    });
  }
  moments.sort((x, y) => x.minute - y.minute);
  return { goals, moments };
}
