/**
 * Cards 0..51 like the casino tables: rank = (c % 13) + 1 (1 = A, 11 = J, 12 = Q, 13 = K), suit =
 * Math.floor(c / 13) (0 ♠, 1 ♥, 2 ♣, 3 ♦).
 *
 * A hand's deck: the fair scheme's floats (engine/fair*.ts) for the server seed, the client seed
 * `clientSeedOf(players' seeds)` and nonce = the room's hand number; `DECK_FLOATS` floats, the first 51 shuffle
 * (Fisher–Yates from the top: for i = 51 down to 1, j = floor(f × (i + 1)), swap i and j), the 52nd breaks
 * ties (Bull Bull's banker). Cards are dealt from index 0 on.
 */
export const DECK_FLOATS = 52;

export const rankOf = (card: number) => (card % 13) + 1;
export const suitOf = (card: number) => Math.floor(card / 13);
/** Poker rank: A high (14). */
export const pokerRank = (card: number) => (card % 13 === 0 ? 14 : (card % 13) + 1);

export function shuffleDeck(floats: readonly number[]): number[] {
  if (floats.length < DECK_FLOATS - 1) throw new RangeError('a deck needs 51 floats');
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let i = 51, k = 0; i >= 1; i--, k++) {
    const j = Math.floor((floats[k] as number) * (i + 1));
    [deck[i], deck[j]] = [deck[j] as number, deck[i] as number];
  }
  return deck;
}

/** The float after the shuffle's, for ties. */
export const tieFloat = (floats: readonly number[]) => floats[DECK_FLOATS - 1] ?? 0;

/**
 * The text whose SHA-256 (hex) is the hand's client seed: the seated players' seeds in seat order joined with
 * ':' (hashed because nine seeds would exceed the scheme's 64-character client seed).
 */
export const joinedSeeds = (seeds: readonly { seat: number; seed: string }[]) =>
  [...seeds]
    .sort((a, b) => a.seat - b.seat)
    .map((s) => s.seed)
    .join(':');

const rankText = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const suitText = ['♠', '♥', '♣', '♦'];
/** "A♠", "10♦": for records (the platform's betting record lines). */
export const cardText = (card: number) => `${rankText[rankOf(card)]}${suitText[suitOf(card)]}`;
