/** Cards by name for tests: "As", "Td", "9h" → 0..51 (suits s h c d = 0..3; rank A=1 .. K=13). */
export function c(name: string): number {
  const rank = 'A23456789TJQK'.indexOf(name[0] as string);
  const suit = 'shcd'.indexOf(name[1] as string);
  if (rank < 0 || suit < 0 || name.length !== 2) throw new Error(`bad card ${name}`);
  return suit * 13 + rank;
}
export const cards = (names: string) => (names ? names.split(' ').map(c) : []);

/** A full deck starting with `first` (names), the rest in order. */
export function deckStarting(first: string): number[] {
  const head = cards(first);
  if (new Set(head).size !== head.length) throw new Error('duplicate card');
  return [...head, ...Array.from({ length: 52 }, (_, i) => i).filter((x) => !head.includes(x))];
}
