import type { HandCategory } from './rank.ts';

type Lang = 'TW' | 'EN' | 'VI';

/** A poker hand's name in the portal's three languages (records, the verify page). */
export const handCategoryNames: Record<HandCategory, Record<Lang, string>> = {
  'high-card': { TW: '高牌', EN: 'High card', VI: 'Mậu thầu' },
  pair: { TW: '一對', EN: 'Pair', VI: 'Một đôi' },
  'two-pair': { TW: '兩對', EN: 'Two pair', VI: 'Hai đôi' },
  trips: { TW: '三條', EN: 'Three of a kind', VI: 'Sám cô' },
  straight: { TW: '順子', EN: 'Straight', VI: 'Sảnh' },
  flush: { TW: '同花', EN: 'Flush', VI: 'Thùng' },
  'full-house': { TW: '葫蘆', EN: 'Full house', VI: 'Cù lũ' },
  quads: { TW: '四條', EN: 'Four of a kind', VI: 'Tứ quý' },
  'straight-flush': { TW: '同花順', EN: 'Straight flush', VI: 'Thùng phá sảnh' },
};

/** A Bull Bull hand's name: bull 0 is "bull bull", null no bull; the five-card specials first. */
export function bullName(
  hand: { bull: number | null; special: 'five-small' | 'five-face' | null },
  lang: Lang,
): string {
  if (hand.special === 'five-small') return { TW: '五小牛', EN: 'Five small', VI: 'Ngũ tiểu' }[lang];
  if (hand.special === 'five-face') return { TW: '五花牛', EN: 'Five face', VI: 'Ngũ hoa' }[lang];
  if (hand.bull === null) return { TW: '無牛', EN: 'No bull', VI: 'Không ngầu' }[lang];
  if (hand.bull === 0) return { TW: '牛牛', EN: 'Bull Bull', VI: 'Ngầu ngầu' }[lang];
  const n = hand.bull;
  return { TW: `牛${'一二三四五六七八九'[n - 1]}`, EN: `Bull ${n}`, VI: `Ngầu ${n}` }[lang];
}
