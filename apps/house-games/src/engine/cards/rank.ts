import { pokerRank, suitOf } from './deck.ts';

/** Hand categories from lowest to highest; the index is the category's weight in a score. */
export const handCategories = [
  'high-card',
  'pair',
  'two-pair',
  'trips',
  'straight',
  'flush',
  'full-house',
  'quads',
  'straight-flush',
] as const;
export type HandCategory = (typeof handCategories)[number];

export interface HandRank {
  /** Comparable: higher wins, equal splits. category × 16^5 + up to five tie-break ranks in base 16. */
  score: number;
  category: HandCategory;
  /** The five cards making the hand, strongest first. */
  cards: number[];
}

const score = (category: number, ranks: number[]) => {
  let s = category;
  for (let i = 0; i < 5; i++) s = s * 16 + (ranks[i] ?? 0);
  return s;
};

/** The rank of exactly five cards. */
export function rankFive(cards: readonly number[]): HandRank {
  const ranks = cards.map(pokerRank);
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  // Groups by size then rank: quads first, then trips, pairs, singles.
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const flush = cards.every((c) => suitOf(c) === suitOf(cards[0] as number));
  const distinct = [...counts.keys()].sort((a, b) => b - a);
  let straightHigh = 0;
  if (distinct.length === 5) {
    if ((distinct[0] as number) - (distinct[4] as number) === 4) straightHigh = distinct[0] as number;
    else if (distinct[0] === 14 && distinct[1] === 5) straightHigh = 5; // the wheel A-2-3-4-5
  }
  const byStrength = [...cards].sort((a, b) => {
    const ga = counts.get(pokerRank(a)) as number;
    const gb = counts.get(pokerRank(b)) as number;
    return gb - ga || pokerRank(b) - pokerRank(a) || suitOf(a) - suitOf(b);
  });
  const ordered =
    straightHigh === 5
      ? [...byStrength.slice(1), byStrength[0] as number] // the ace plays low
      : byStrength;
  const groupRanks = groups.map((g) => g[0]);
  let category: number;
  let tiebreak: number[];
  if (straightHigh && flush) [category, tiebreak] = [8, [straightHigh]];
  else if (groups[0]?.[1] === 4) [category, tiebreak] = [7, groupRanks];
  else if (groups[0]?.[1] === 3 && groups[1]?.[1] === 2) [category, tiebreak] = [6, groupRanks];
  else if (flush) [category, tiebreak] = [5, distinct];
  else if (straightHigh) [category, tiebreak] = [4, [straightHigh]];
  else if (groups[0]?.[1] === 3) [category, tiebreak] = [3, groupRanks];
  else if (groups[0]?.[1] === 2 && groups[1]?.[1] === 2) [category, tiebreak] = [2, groupRanks];
  else if (groups[0]?.[1] === 2) [category, tiebreak] = [1, groupRanks];
  else [category, tiebreak] = [0, distinct];
  return {
    score: score(category, tiebreak),
    category: handCategories[category] as HandCategory,
    cards: ordered,
  };
}

/** The best five of five to seven cards. */
export function bestHand(cards: readonly number[]): HandRank {
  if (cards.length < 5 || cards.length > 7) throw new RangeError('a hand is five to seven cards');
  let best: HandRank | null = null;
  const n = cards.length;
  // Every way to leave out n - 5 cards (21 ways for seven).
  for (let a = 0; a < n; a++)
    for (let b = a; b < n; b++) {
      if (n === 5 && (a !== 0 || b !== 0)) continue;
      if (n === 6 && b !== a) continue;
      if (n === 7 && b === a) continue;
      const five = n === 5 ? [...cards] : cards.filter((_, i) => i !== a && i !== b);
      const r = rankFive(five);
      if (!best || r.score > best.score) best = r;
    }
  return best as HandRank;
}
