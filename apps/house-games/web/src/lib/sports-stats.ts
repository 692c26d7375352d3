/**
 * Statistics from the sportsbook's past results (the results API): per team (or rooster) played, won,
 * drawn, lost, scored and conceded per game and the last five; per sport a summary that says something
 * about the book (home/draw/away shares, average total, and each sport's own: football both-teams-scored
 * and over 2.5, basketball overtime, esports sweeps, cockfight draws).
 */
import type { SportId } from '../../../src/engine/sports/index.ts';

/** What the stats read of a results event (sportsEventValue). */
export interface ResultEvent {
  readonly id: string;
  readonly sport: SportId;
  readonly kickoffAt: string;
  readonly phase: string;
  readonly fixture: unknown;
  readonly outcome: unknown;
}

export type Mark = 'W' | 'D' | 'L';

export interface TeamStats {
  readonly teamId: string;
  readonly played: number;
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
  /** Goals, points or maps per game (cockfight: none). */
  readonly forAvg: number;
  readonly againstAvg: number;
  /** Last five, oldest first. */
  readonly last5: Mark[];
}

export interface SportSummary {
  readonly played: number;
  /** Shares 0..1 of home (Meron) wins, draws and away (Wala) wins. */
  readonly home: number;
  readonly draw: number;
  readonly away: number;
  /** Goals, points or maps per game; null for cockfight. */
  readonly totalAvg: number | null;
  /** Football: both teams scored, over 2.5 goals; basketball: overtime; esports: 2-0 sweeps; cockfight: none. */
  readonly extra: { readonly key: 'btts' | 'over25' | 'overtime' | 'sweep'; readonly share: number }[];
}

interface Played {
  readonly homeId: string;
  readonly awayId: string;
  /** Score of each side; cockfight 1-0, 0-1 or 0-0 for a draw. */
  readonly home: number;
  readonly away: number;
  readonly overtime: boolean;
  readonly time: number;
}

const idOf = (side: unknown): string | null =>
  side && typeof side === 'object' && typeof (side as { id?: unknown }).id === 'string'
    ? (side as { id: string }).id
    : null;

/** The two sides' ids of an event's fixture (home/away, cockfight meron/wala). */
export function sidesOf(sport: SportId, fixture: unknown): [string, string] | null {
  const f = (fixture ?? {}) as Record<string, unknown>;
  const [a, b] = sport === 'cockfight' ? [idOf(f.meron), idOf(f.wala)] : [idOf(f.home), idOf(f.away)];
  return a && b ? [a, b] : null;
}

/** A settled event's score, or null (void, or not settled). */
export function scoreOf(e: ResultEvent): Played | null {
  if (e.phase !== 'settled' || !e.outcome || typeof e.outcome !== 'object') return null;
  const sides = sidesOf(e.sport, e.fixture);
  if (!sides) return null;
  const o = e.outcome as { home?: unknown; away?: unknown; winner?: unknown; overtime?: unknown };
  const time = Date.parse(e.kickoffAt);
  if (e.sport === 'cockfight') {
    if (o.winner !== 'meron' && o.winner !== 'wala' && o.winner !== 'draw') return null;
    return {
      homeId: sides[0],
      awayId: sides[1],
      home: o.winner === 'meron' ? 1 : 0,
      away: o.winner === 'wala' ? 1 : 0,
      overtime: false,
      time,
    };
  }
  if (typeof o.home !== 'number' || typeof o.away !== 'number') return null;
  return { homeId: sides[0], awayId: sides[1], home: o.home, away: o.away, overtime: !!o.overtime, time };
}

const share = (n: number, of: number) => (of === 0 ? 0 : n / of);

/** Per team, best first by win share, then played; games in kick-off order whatever the input's order. */
export function teamStats(events: readonly ResultEvent[]): TeamStats[] {
  const games = events.flatMap((e) => scoreOf(e) ?? []).sort((a, b) => a.time - b.time);
  const rows = new Map<string, { marks: Mark[]; scored: number; conceded: number }>();
  const add = (id: string, scored: number, conceded: number) => {
    const r = rows.get(id) ?? { marks: [], scored: 0, conceded: 0 };
    r.marks.push(scored > conceded ? 'W' : scored === conceded ? 'D' : 'L');
    r.scored += scored;
    r.conceded += conceded;
    rows.set(id, r);
  };
  for (const g of games) {
    add(g.homeId, g.home, g.away);
    add(g.awayId, g.away, g.home);
  }
  return [...rows.entries()]
    .map(([teamId, r]) => {
      const played = r.marks.length;
      return {
        teamId,
        played,
        won: r.marks.filter((m) => m === 'W').length,
        drawn: r.marks.filter((m) => m === 'D').length,
        lost: r.marks.filter((m) => m === 'L').length,
        forAvg: share(r.scored, played),
        againstAvg: share(r.conceded, played),
        last5: r.marks.slice(-5),
      };
    })
    .sort(
      (a, b) =>
        share(b.won, b.played) - share(a.won, a.played) ||
        b.played - a.played ||
        a.teamId.localeCompare(b.teamId),
    );
}

export function sportSummary(sport: SportId, events: readonly ResultEvent[]): SportSummary {
  const games = events.flatMap((e) => scoreOf(e) ?? []);
  const n = games.length;
  const count = (f: (g: Played) => boolean) => share(games.filter(f).length, n);
  const extra: SportSummary['extra'] =
    sport === 'football'
      ? [
          { key: 'btts', share: count((g) => g.home > 0 && g.away > 0) },
          { key: 'over25', share: count((g) => g.home + g.away > 2.5) },
        ]
      : sport === 'basketball'
        ? [{ key: 'overtime', share: count((g) => g.overtime) }]
        : sport === 'esports'
          ? [{ key: 'sweep', share: count((g) => Math.abs(g.home - g.away) === 2) }]
          : [];
  return {
    played: n,
    home: count((g) => g.home > g.away),
    draw: count((g) => g.home === g.away),
    away: count((g) => g.home < g.away),
    totalAvg:
      sport === 'cockfight'
        ? null
        : share(
            games.reduce((s, g) => s + g.home + g.away, 0),
            n,
          ),
    extra,
  };
}
