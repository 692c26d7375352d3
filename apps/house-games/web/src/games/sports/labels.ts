/**
 * Names on the sportsbook pages: teams and roosters from the engine's lists (each carries its TW, EN and
 * VI name), markets and selections through the i18n keys `sports.market.*` and `sports.pick.*`.
 */
import {
  BASKETBALL_TEAMS,
  basketballMarketSpecs,
  ESPORTS_TEAMS,
  FOOTBALL_LEAGUE,
  ROOSTERS,
  sportModel,
  type LocalisedName,
  type MarketSpec,
  type SportId,
} from '../../../../src/engine/sports/index.ts';
import type { Lang, TFunction } from '../../i18n/index.ts';
import { localName } from '../../lib/sports-names.ts';

const lists: Record<SportId, readonly { id: string; name: LocalisedName }[]> = {
  football: FOOTBALL_LEAGUE,
  basketball: BASKETBALL_TEAMS,
  esports: ESPORTS_TEAMS,
  cockfight: ROOSTERS,
};

export function teamName(sport: SportId, id: string | undefined, lang: Lang): string {
  const team = lists[sport].find((x) => x.id === id);
  return team ? localName(team.name, lang) : (id ?? '—');
}

/** Per fixture (15 pairs, each way): building a basketball table is the costly part. */
const basketballSpecs = new Map<string, MarketSpec[]>();

/** A market's kind and line from its id ('total:2.5', 'asian-handicap:-0.25'; basketball's 'spread@-1' is a ladder step). */
export function marketOfId(
  sport: SportId,
  marketId: string,
  homeId?: string,
  awayId?: string,
): { kind: string; line: number | null } {
  const [head, tail] = marketId.split(/[:@]/);
  const kind = head ?? marketId;
  if (tail === undefined) return { kind, line: null };
  if (marketId.includes(':')) return { kind, line: Number(tail) };
  // Basketball's lines follow from the fixture's table: rebuilt from the engine (the same on the server).
  const home = BASKETBALL_TEAMS.find((x) => x.id === homeId);
  const away = BASKETBALL_TEAMS.find((x) => x.id === awayId);
  if (sport !== 'basketball' || !home || !away) return { kind, line: null };
  const key = `${home.id}|${away.id}`;
  let specs = basketballSpecs.get(key);
  if (!specs) {
    specs = basketballMarketSpecs(sportModel('basketball', { home, away }).table);
    basketballSpecs.set(key, specs);
  }
  const spec = specs.find((m) => m.id === marketId);
  return { kind: spec?.kind ?? kind, line: spec?.line ?? null };
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** Handicap kinds give the home side's line; the away side plays the opposite. */
const handicapKinds = new Set(['asian-handicap', 'spread', 'map-handicap']);

export function marketLabel(t: TFunction, kind: string, line: number | null): string {
  const name = knownKind(kind) ? t(`sports.market.${kind}`) : kind;
  if (line === null) return name;
  return `${name} ${handicapKinds.has(kind) ? signed(line) : line}`;
}

const kinds = [
  '1x2',
  'double-chance',
  'total',
  'btts',
  'correct-score',
  'asian-handicap',
  'moneyline',
  'spread',
  'match-winner',
  'map-handicap',
  'total-maps',
  'winner',
] as const;
const knownKind = (k: string): k is (typeof kinds)[number] => (kinds as readonly string[]).includes(k);

const picks = [
  'draw',
  'over',
  'under',
  'yes',
  'no',
  'meron',
  'wala',
  'other-home',
  'other-draw',
  'other-away',
] as const;
const knownPick = (p: string): p is (typeof picks)[number] => (picks as readonly string[]).includes(p);

/**
 * A selection's label. 'short': the card's main price buttons (1 / X / 2, O / U); 'compact': the card's
 * other markets (1 / 2 with their line, the team names being the card's title); 'full': the slip's and my
 * bets' (team names, the line for the away side of a handicap).
 */
export function pickLabel(
  i18n: { t: TFunction; lang: Lang },
  sport: SportId,
  kind: string,
  line: number | null,
  pick: string,
  sides: { homeId?: string; awayId?: string },
  mode: 'short' | 'compact' | 'full' = 'full',
): string {
  const { t, lang } = i18n;
  const short = mode === 'short';
  if (pick === 'home' || pick === 'away') {
    const name =
      mode !== 'full'
        ? pick === 'home'
          ? '1'
          : '2'
        : teamName(sport, pick === 'home' ? sides.homeId : sides.awayId, lang);
    if (line !== null && handicapKinds.has(kind)) return `${name} ${signed(pick === 'home' ? line : -line)}`;
    return name;
  }
  if (kind === 'double-chance') return pick.toUpperCase();
  if (short && kind === '1x2' && pick === 'draw') return 'X';
  if (short && (pick === 'over' || pick === 'under')) return t(`sports.pick.${pick}Short`);
  if (knownPick(pick)) {
    const text = t(`sports.pick.${pick}`);
    return (pick === 'over' || pick === 'under') && line !== null && !short ? `${text} ${line}` : text;
  }
  return pick;
}
