import type { Lang } from '../../i18n/index.ts';

/** The verify page for one table round (`/verify?table-round=<id>`). */
export function tableVerifyHref(lang: Lang, roundId: string): string {
  const q = new URLSearchParams({ 'table-round': roundId, lang });
  return `/verify?${q.toString()}`;
}
