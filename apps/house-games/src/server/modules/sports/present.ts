import type {
  BasketballTimeline,
  CockfightTimeline,
  EsportsTimeline,
  FootballTimeline,
  SportId,
} from '../../../engine/sports/index.ts';

/**
 * What the watching page may know of a timeline `progress` (0..1) into the event's window: the moments
 * that happened so far on the event's own clock (football 90 minutes, basketball 48 plus overtime,
 * esports map by map, cockfight its seconds) and the score they make. Nothing after that moment.
 */
export function timelineSoFar(
  sport: SportId,
  timeline: unknown,
  progress: number,
): { timeline: unknown; score: unknown } {
  const p = Math.min(1, Math.max(0, progress));
  switch (sport) {
    case 'football': {
      const t = timeline as FootballTimeline;
      const minute = 90 * p;
      const goals = p >= 1 ? t.goals : t.goals.filter((g) => g.minute <= minute);
      const moments = p >= 1 ? t.moments : t.moments.filter((m) => m.minute <= minute);
      return {
        timeline: { minute: Math.floor(minute), goals, moments },
        score: {
          home: goals.filter((g) => g.side === 'home').length,
          away: goals.filter((g) => g.side === 'away').length,
        },
      };
    }
    case 'basketball': {
      const t = timeline as BasketballTimeline;
      const total = 12 * 4 + (t.periods.length > 4 ? 5 : 0);
      const gameMinute = total * p;
      const at = (period: number, minute: number) => (period <= 4 ? (period - 1) * 12 : 48) + minute;
      const ticker = p >= 1 ? t.ticker : t.ticker.filter((k) => at(k.period, k.minute) <= gameMinute);
      const ends = [12, 24, 36, 48, 53];
      const periods = p >= 1 ? t.periods : t.periods.filter((_, i) => ends[i]! <= gameMinute);
      const last = ticker[ticker.length - 1];
      return {
        timeline: { minute: Math.floor(gameMinute), periods, ticker },
        score: { home: last?.home ?? 0, away: last?.away ?? 0 },
      };
    }
    case 'esports': {
      const t = timeline as EsportsTimeline;
      const maps = t.maps.slice(0, p >= 1 ? t.maps.length : Math.floor(t.maps.length * p));
      return {
        timeline: { maps },
        score: {
          home: maps.filter((m) => m.winner === 'home').length,
          away: maps.filter((m) => m.winner === 'away').length,
        },
      };
    }
    case 'cockfight': {
      const t = timeline as CockfightTimeline;
      const second = t.duration * p;
      const moments = p >= 1 ? t.moments : t.moments.filter((m) => m.second <= second && m.kind !== 'finish');
      return { timeline: { second: Math.floor(second), moments }, score: null };
    }
  }
}
