/**
 * The pages' side of the engine's cards (src/engine/cards/deck.ts: 0..51, rank = c % 13 + 1, suit =
 * ⌊c / 13⌋ with 0 ♠, 1 ♥, 2 ♣, 3 ♦): names for message keys, colours and the face's two parts.
 */
import { cardText, rankOf, suitOf } from '../../../../src/engine/cards/deck.ts';

export { cardText };
export const suits = ['spades', 'hearts', 'clubs', 'diamonds'] as const;
export type Suit = (typeof suits)[number];
/** A card's rank index 0..12 (A, 2, ..., K), for message keys. */
export type RankIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

export const rankIndex = (card: number) => (rankOf(card) - 1) as RankIndex;
export const suitName = (card: number): Suit => suits[suitOf(card)] as Suit;
export const isRed = (card: number) => suitOf(card) % 2 === 1;
/** "A", "10", "K": the face's rank (the engine's text without its suit symbol). */
export const rankLabel = (card: number) => cardText(card).slice(0, -1);
export const suitSymbol = (card: number) => cardText(card).slice(-1);
