import type { SportsBetLeg } from '@portal/contract';
import type { LocalisedName, Market, SportId } from '../../../engine/sports/index.ts';

/**
 * A sports leg named in TW, EN and VI for the platform's betting record (decision 0071): the platform shows
 * any vendor's legs as sent, so the house names its events, markets and selections here, with the words
 * of the sportsbook page (web/src/i18n `sports.market.*`, `sports.pick.*`).
 */
type Names = { TW: string; EN: string; VI: string };
const langs = ['TW', 'EN', 'VI'] as const;
const nameKey = { TW: 'zh-Hant', EN: 'en', VI: 'vi' } as const;

const MARKETS: Record<string, Names> = {
  '1x2': { TW: '獨贏', EN: '1X2', VI: '1X2' },
  'double-chance': { TW: '雙重機會', EN: 'Double chance', VI: 'Cơ hội kép' },
  total: { TW: '大小', EN: 'Total', VI: 'Tài xỉu' },
  btts: { TW: '雙方進球', EN: 'Both teams to score', VI: 'Hai đội ghi bàn' },
  'correct-score': { TW: '波膽', EN: 'Correct score', VI: 'Tỉ số chính xác' },
  'asian-handicap': { TW: '讓球', EN: 'Asian handicap', VI: 'Kèo chấp châu Á' },
  moneyline: { TW: '獨贏', EN: 'Money line', VI: 'Thắng trận' },
  spread: { TW: '讓分', EN: 'Spread', VI: 'Chấp điểm' },
  'match-winner': { TW: '勝者', EN: 'Match winner', VI: 'Đội thắng' },
  'map-handicap': { TW: '地圖讓分', EN: 'Map handicap', VI: 'Chấp bản đồ' },
  'total-maps': { TW: '總地圖數', EN: 'Total maps', VI: 'Tổng số bản đồ' },
  winner: { TW: '勝負', EN: 'Winner', VI: 'Thắng thua' },
};

const PICKS: Record<string, Names> = {
  draw: { TW: '和局', EN: 'Draw', VI: 'Hòa' },
  over: { TW: '大', EN: 'Over', VI: 'Tài' },
  under: { TW: '小', EN: 'Under', VI: 'Xỉu' },
  yes: { TW: '是', EN: 'Yes', VI: 'Có' },
  no: { TW: '否', EN: 'No', VI: 'Không' },
  meron: { TW: '紅方 Meron', EN: 'Meron', VI: 'Meron (đỏ)' },
  wala: { TW: '藍方 Wala', EN: 'Wala', VI: 'Wala (xanh)' },
  'other-home': { TW: '其他主勝', EN: 'Any other home win', VI: 'Chủ nhà thắng tỉ số khác' },
  'other-draw': { TW: '其他和局', EN: 'Any other draw', VI: 'Hòa tỉ số khác' },
  'other-away': { TW: '其他客勝', EN: 'Any other away win', VI: 'Đội khách thắng tỉ số khác' },
};

/** Handicap kinds carry the home side's line; the away side plays the opposite. */
const HANDICAPS = new Set(['asian-handicap', 'spread', 'map-handicap']);
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const each = (f: (lang: (typeof langs)[number]) => string): Names =>
  Object.fromEntries(langs.map((l) => [l, f(l)])) as Names;

interface Sides {
  home: { name: LocalisedName };
  away: { name: LocalisedName };
}

/** Home and away of a fixture (a cockfight's Meron and Wala). */
function sidesOf(sport: SportId, fixture: unknown): Sides {
  const f = fixture as Record<string, { name: LocalisedName }>;
  return sport === 'cockfight' ? { home: f.meron!, away: f.wala! } : { home: f.home!, away: f.away! };
}

export function legNames(
  sport: SportId,
  fixture: unknown,
  market: Pick<Market, 'kind' | 'line'>,
  pick: string,
): Pick<SportsBetLeg, 'event' | 'market' | 'selection'> {
  const { home, away } = sidesOf(sport, fixture);
  const { kind, line } = market;
  const marketName = each((l) => {
    const name = MARKETS[kind]?.[l] ?? kind;
    return line === null ? name : `${name} ${HANDICAPS.has(kind) ? signed(line) : line}`;
  });
  const selection = each((l) => {
    if (pick === 'home' || pick === 'away') {
      const team = (pick === 'home' ? home : away).name[nameKey[l]];
      return line !== null && HANDICAPS.has(kind)
        ? `${team} ${signed(pick === 'home' ? line : -line)}`
        : team;
    }
    if (kind === 'double-chance') return pick.toUpperCase();
    const word = PICKS[pick]?.[l];
    if (!word) return pick;
    return (pick === 'over' || pick === 'under') && line !== null ? `${word} ${line}` : word;
  });
  return {
    event: each((l) => `${home.name[nameKey[l]]} vs ${away.name[nameKey[l]]}`),
    market: marketName,
    selection,
  };
}
