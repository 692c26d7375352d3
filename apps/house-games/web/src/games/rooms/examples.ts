import type { HandCategoryName } from '../../../../src/shared/rooms-api.ts';

/** The Rules panel's hand ranking, strongest first, each with five example cards (0..51). */
export const rankingExamples: readonly { category: HandCategoryName; cards: readonly number[] }[] = [
  { category: 'straight-flush', cards: [12, 11, 10, 9, 8] }, // K♠ Q♠ J♠ 10♠ 9♠
  { category: 'quads', cards: [6, 19, 32, 45, 51] }, // 7♠ 7♥ 7♣ 7♦ K♦
  { category: 'full-house', cards: [11, 24, 50, 29, 3] }, // Q♠ Q♥ Q♦ 4♣ 4♠
  { category: 'flush', cards: [39, 49, 46, 44, 40] }, // A♦ J♦ 8♦ 6♦ 2♦
  { category: 'straight', cards: [35, 47, 7, 19, 31] }, // 10♣ 9♦ 8♠ 7♥ 6♣
  { category: 'trips', cards: [4, 17, 43, 26, 21] }, // 5♠ 5♥ 5♦ A♣ 9♥
  { category: 'two-pair', cards: [12, 38, 20, 46, 2] }, // K♠ K♣ 8♥ 8♦ 3♠
  { category: 'pair', cards: [23, 36, 8, 44, 27] }, // J♥ J♣ 9♠ 6♦ 2♣
  { category: 'high-card', cards: [0, 37, 47, 17, 28] }, // A♠ Q♣ 9♦ 5♥ 3♣
];

/** Bull Bull payouts by hand: the multiplier the winner's hand applies to the stake. */
export const bullPayouts: readonly {
  hand: 'none' | 'low' | 'high' | 'bull' | 'special';
  multiplier: number;
}[] = [
  { hand: 'none', multiplier: 1 },
  { hand: 'low', multiplier: 1 },
  { hand: 'high', multiplier: 2 },
  { hand: 'bull', multiplier: 3 },
  { hand: 'special', multiplier: 5 },
];
