import type { CockfightFixture, LocalisedName, SportId } from '../../../src/engine/sports/index.ts';
import type { Lang } from '../i18n/index.ts';

const nameKey: Record<Lang, keyof LocalisedName> = { TW: 'zh-Hant', EN: 'en', VI: 'vi' };

/** A team's or rooster's name in the page's language. */
export const localName = (name: LocalisedName, lang: Lang): string => name[nameKey[lang]];

/** An event's two sides: home and away, or Meron and Wala. */
export function sideNames(sport: SportId, fixture: unknown, lang: Lang): { home: string; away: string } {
  if (sport === 'cockfight') {
    const f = fixture as CockfightFixture;
    return { home: localName(f.meron.name, lang), away: localName(f.wala.name, lang) };
  }
  const f = fixture as { home: { name: LocalisedName }; away: { name: LocalisedName } };
  return { home: localName(f.home.name, lang), away: localName(f.away.name, lang) };
}
