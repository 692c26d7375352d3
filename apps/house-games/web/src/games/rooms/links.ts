import type { Lang } from '../../i18n/index.ts';

/** The verify page for one card room hand. */
export function verifyHandHref(lang: Lang, handId: string): string {
  return `/verify?${new URLSearchParams({ hand: handId, lang }).toString()}`;
}
