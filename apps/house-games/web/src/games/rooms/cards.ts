/**
 * Cards 0..51 as the engine deals them: rank = c % 13 + 1 (1 = A, 11 J, 12 Q, 13 K), suit = ⌊c / 13⌋
 * (0 ♠, 1 ♥, 2 ♣, 3 ♦). Labels for the faces and for screen readers.
 */
export const suits = ['spades', 'hearts', 'clubs', 'diamonds'] as const;
export type Suit = (typeof suits)[number];
const suitSymbols = ['♠', '♥', '♣', '♦'] as const;
const rankLabels = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

export const rankOf = (card: number) => (card % 13) + 1;
export const suitOf = (card: number): Suit => suits[Math.floor(card / 13)] as Suit;
export const rankLabel = (card: number) => rankLabels[card % 13] as string;
export const suitSymbol = (card: number) => suitSymbols[Math.floor(card / 13)] as string;
export const isRed = (card: number) => Math.floor(card / 13) % 2 === 1;
/** "A♠", "10♦": compact text for tables and histories. */
export const cardText = (card: number) => `${rankLabel(card)}${suitSymbol(card)}`;
export const cardsText = (cards: readonly number[]) => cards.map(cardText).join(' ');
