/**
 * The card shoe shared by baccarat and dragon tiger: 8 standard decks, shuffled once per shoe from the
 * fair floats, then dealt from the front, hand after hand, until the cut card.
 *
 *   card c in 0..51: rank = (c % 13) + 1 (1 = A ... 13 = K), suit = floor(c / 13) (0 ♠, 1 ♥, 2 ♣, 3 ♦)
 *   ordered shoe: position i holds card i % 52 (deck after deck, ♠A..♠K ♥A..♥K ♣A..♣K ♦A..♦K)
 *   shuffle (Fisher–Yates, SHOE_FLOATS = 415 floats f[0..414]):
 *     for i = 415 down to 1: j = floor(f[415 - i] * (i + 1)); swap positions i and j
 */
export type TableGame = 'baccarat' | 'baccarat-nc' | 'dragon-tiger' | 'roulette' | 'sicbo';

/** 0..51, see the file comment. */
export type Card = number;

export const SHOE_DECKS = 8;
export const SHOE_CARDS = SHOE_DECKS * 52;
export const SHOE_FLOATS = SHOE_CARDS - 1;
/** The cut card: no new round starts at or after this position (16 cards left, a baccarat hand takes at most 6). */
export const SHOE_CUT = SHOE_CARDS - 16;

export const cardRank = (c: Card): number => (c % 13) + 1;
export const cardSuit = (c: Card): number => Math.floor(c / 13);

export function isCard(c: unknown): c is Card {
  return typeof c === 'number' && Number.isInteger(c) && c >= 0 && c < 52;
}

export function shuffleShoe(floats: readonly number[]): Card[] {
  if (floats.length < SHOE_FLOATS) {
    throw new RangeError(`shuffleShoe needs ${SHOE_FLOATS} floats, got ${floats.length}`);
  }
  const shoe: Card[] = Array.from({ length: SHOE_CARDS }, (_, i) => i % 52);
  for (let i = SHOE_CARDS - 1; i >= 1; i--) {
    const f = floats[SHOE_CARDS - 1 - i]!;
    if (!(f >= 0 && f < 1)) throw new RangeError(`shuffleShoe: float ${f} is not in [0, 1)`);
    const j = Math.floor(f * (i + 1));
    const t = shoe[i]!;
    shoe[i] = shoe[j]!;
    shoe[j] = t;
  }
  return shoe;
}

export function shoeFinished(position: number): boolean {
  return position >= SHOE_CUT;
}

/** The cards from position on, or a RangeError when the shoe runs out (a caller that skipped shoeFinished). */
export function takeCards(shoe: readonly Card[], position: number, count: number): Card[] {
  if (!Number.isInteger(position) || position < 0 || position + count > shoe.length) {
    throw new RangeError(`cannot deal ${count} cards at position ${position} of a ${shoe.length}-card shoe`);
  }
  return shoe.slice(position, position + count);
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SUITS = ['♠', '♥', '♣', '♦'] as const;

export function cardLabel(c: Card): { rank: string; suit: '♠' | '♥' | '♣' | '♦' } {
  if (!isCard(c)) throw new RangeError(`not a card: ${c}`);
  return { rank: RANKS[c % 13]!, suit: SUITS[cardSuit(c)]! };
}
