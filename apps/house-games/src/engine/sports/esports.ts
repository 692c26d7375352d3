/**
 * Virtual esports: a best-of-3 series between two rated teams.
 *
 * Model: each map is won by home with p = strength(home) / (strength(home) + strength(away)),
 * independently. The table is 2-0: p^2, 2-1: 2 p^2 q, 1-2: 2 p q^2, 0-2: q^2 (q = 1 - p), in that order.
 *
 * Floats (always 5): the first picks the result; the second orders a 2-1 / 1-2 series (f < 0.5: the
 * series loser took map 1, otherwise map 2; both orders are equally likely) and is ignored after 2-0
 * or 0-2; the next three give maps 1..3 their round scores: the map's winner 13, the loser
 * floor(f * 12) (0..11); map 3's float is ignored in a two-map series.
 *
 * Markets: match-winner (home | away); map-handicap at -1.5 and +1.5 (home's handicap: home -1.5 wins
 * on 2-0 only, home +1.5 loses on 0-2 only; away takes the other side); total-maps 2.5 (over | under).
 */
import { type LocalisedName, type Side } from './football.ts';
import { type Grade, gradeSign, type MarketSpec, unknownPick } from './pricing.ts';
import { buildTable, checkFloat, type FloatSource, type OutcomeTable } from './table.ts';

export interface EsportsTeam {
  readonly id: string;
  readonly name: LocalisedName;
  /** Positive; a map is won in proportion to strength. */
  readonly strength: number;
}

export interface EsportsFixture {
  readonly home: EsportsTeam;
  readonly away: EsportsTeam;
}

export interface EsportsSeries {
  readonly sport: 'esports';
  /** Maps won. */
  readonly home: number;
  readonly away: number;
}

export interface EsportsMap {
  readonly winner: Side;
  /** Rounds won. */
  readonly home: number;
  readonly away: number;
}

export interface EsportsTimeline {
  readonly maps: readonly EsportsMap[];
}

export const ESPORTS_TEAMS: readonly EsportsTeam[] = [
  eteam('void-walkers', '虛空行者', 'Void Walkers', 'Kẻ Du Hành Hư Không', 1.5),
  eteam('pixel-samurai', '像素武士', 'Pixel Samurai', 'Samurai Điểm Ảnh', 1.3),
  eteam('cyber-lions', '賽博雄獅', 'Cyber Lions', 'Sư Tử Mạng', 1.1),
  eteam('frost-byte', '冰霜位元', 'Frost Byte', 'Băng Giá', 1.0),
  eteam('lucky-eight', '幸運八', 'Lucky Eight', 'Số Tám May Mắn', 0.9),
  eteam('night-market', '夜市戰隊', 'Night Market', 'Chợ Đêm', 0.7),
];

function eteam(id: string, zh: string, en: string, vi: string, strength: number): EsportsTeam {
  return { id, name: { 'zh-Hant': zh, en, vi }, strength };
}

export const MAP_WIN_ROUNDS = 13;

export function esportsMapProbability(fixture: EsportsFixture): number {
  const { home, away } = fixture;
  if (!(home.strength > 0 && away.strength > 0)) throw new RangeError('strengths must be positive');
  return home.strength / (home.strength + away.strength);
}

export function esportsTable(fixture: EsportsFixture): OutcomeTable<EsportsSeries> {
  if (fixture.home.id === fixture.away.id) throw new RangeError('a team cannot play itself');
  const p = esportsMapProbability(fixture);
  const q = 1 - p;
  const s = (home: number, away: number): EsportsSeries => ({ sport: 'esports', home, away });
  return buildTable([s(2, 0), s(2, 1), s(1, 2), s(0, 2)], [p * p, 2 * p * p * q, 2 * p * q * q, q * q]);
}

export function esportsMarketSpecs(): MarketSpec[] {
  return [
    { id: 'match-winner', kind: 'match-winner', line: null, picks: ['home', 'away'] },
    { id: 'map-handicap:-1.5', kind: 'map-handicap', line: -1.5, picks: ['home', 'away'] },
    { id: 'map-handicap:1.5', kind: 'map-handicap', line: 1.5, picks: ['home', 'away'] },
    { id: 'total-maps:2.5', kind: 'total-maps', line: 2.5, picks: ['over', 'under'] },
  ];
}

export function gradeEsports(kind: string, line: number | null, pick: string, o: EsportsSeries): Grade {
  if (kind === 'match-winner') {
    if (pick === 'home') return gradeSign(o.home - o.away);
    if (pick === 'away') return gradeSign(o.away - o.home);
    return unknownPick(kind, pick);
  }
  if (line === null) throw new RangeError(`market ${kind} needs a line`);
  if (kind === 'map-handicap') {
    const d = o.home + line - o.away;
    if (pick === 'home') return gradeSign(d);
    if (pick === 'away') return gradeSign(-d);
    return unknownPick(kind, pick);
  }
  if (kind === 'total-maps') {
    const d = o.home + o.away - line;
    if (pick === 'over') return gradeSign(d);
    if (pick === 'under') return gradeSign(-d);
    return unknownPick(kind, pick);
  }
  throw new RangeError(`esports has no market ${kind}`);
}

/** Uses the 4 floats after the outcome's, in the order documented at the top of this file. */
export function esportsTimeline(series: EsportsSeries, next: FloatSource): EsportsTimeline {
  const order = checkFloat(next());
  const winner: Side = series.home > series.away ? 'home' : 'away';
  const loser: Side = winner === 'home' ? 'away' : 'home';
  const winners: Side[] =
    series.home + series.away === 2
      ? [winner, winner]
      : order < 0.5
        ? [loser, winner, winner]
        : [winner, loser, winner];
  const rounds = [checkFloat(next()), checkFloat(next()), checkFloat(next())];
  const maps = winners.map((w, i): EsportsMap => {
    const lost = Math.floor((rounds[i] as number) * 12);
    return w === 'home'
      ? { winner: w, home: MAP_WIN_ROUNDS, away: lost }
      : { winner: w, home: lost, away: MAP_WIN_ROUNDS };
  });
  return { maps };
}
