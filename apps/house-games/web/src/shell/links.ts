import type { Lang } from '../i18n/index.ts';

/** The verify page, for one round or empty for manual input. */
export function verifyHref(lang: Lang, roundId?: string): string {
  const q = new URLSearchParams();
  if (roundId) q.set('round', roundId);
  q.set('lang', lang);
  return `/verify?${q.toString()}`;
}

/** The verify page filled with a crash round seen on the live feed (crash rounds have no round page). */
export function verifyCrashHref(
  lang: Lang,
  round: {
    chain: string;
    salt?: string;
    hash?: string | null;
    roundNumber?: number;
    crashPoint?: number | null;
  },
): string {
  const q = new URLSearchParams({ game: 'HOUSE_CRASH', chain: round.chain });
  if (round.salt) q.set('salt', round.salt);
  if (round.hash) q.set('hash', round.hash);
  if (round.roundNumber) q.set('n', String(round.roundNumber));
  if (round.crashPoint) q.set('crash', String(round.crashPoint));
  q.set('lang', lang);
  return `/verify?${q.toString()}`;
}
