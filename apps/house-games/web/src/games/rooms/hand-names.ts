/** Hand names from the engine (src/engine/cards/names.ts), one source with the records and the verify page. */
import { bullName as engineBullName, handCategoryNames } from '../../../../src/engine/cards/names.ts';
import type { HandCategoryName } from '../../../../src/shared/rooms-api.ts';
import type { Lang } from '../../i18n/index.ts';

export const handName = (category: HandCategoryName, lang: Lang): string => handCategoryNames[category][lang];

export const bullName = (
  hand: { bull: number | null; special?: 'five-small' | 'five-face' | null },
  lang: Lang,
): string => engineBullName({ bull: hand.bull, special: hand.special ?? null }, lang);
